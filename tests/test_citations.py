"""citations.py: which passages are shown as sources, their numbers in the answer, and runbook HTML made safe."""

from __future__ import annotations

from answering import make_citations
from citations import clean_label, clean_markdown, display_excerpt, select_citations


def citation(n: int, evidence: float) -> dict:
    return {"n": n, "file": f"f{n}.md", "heading": "", "source": f"f{n}.md", "score": 1.0 - n / 10,
            "evidence": evidence, "excerpt": ""}


def test_passages_below_the_threshold_are_kept_apart_and_never_sources():
    cited = select_citations("**[1] f1**\n> a", [citation(1, 0.9), citation(2, 0.27), citation(3, 0.6),
                                                 citation(4, 0.21)], threshold=0.5)
    assert [(c["file"], c["n"]) for c in cited.sources] == [("f1.md", 1), ("f3.md", 2)]
    assert [(c["file"], c["n"]) for c in cited.low_relevance] == [("f2.md", 3), ("f4.md", 4)]
    assert all(c["evidence"] >= 0.5 for c in cited.sources)


def test_answer_blocks_are_renumbered_in_order_of_reference_and_match_the_shown_citations():
    citations = [citation(1, 0.9), citation(2, 0.3), citation(3, 0.8), citation(4, 0.7)]
    cited = select_citations("手順です [1]。\n\n次に [4][3] を確認 [1]。", citations, threshold=0.5)
    assert cited.answer == "手順です [1]。\n\n次に [2][3] を確認 [1]。"
    assert [(c["n"], c["file"]) for c in cited.sources] == [(1, "f1.md"), (2, "f4.md"), (3, "f3.md")]
    assert [(c["n"], c["file"]) for c in cited.low_relevance] == [(4, "f2.md")]


def test_the_extractive_gap_1_3_becomes_1_2():
    cited = select_citations("**[1] f1.md**\n> a\n\n**[3] f3.md**\n> b", [citation(1, 0.9), citation(2, 0.1),
                                                                        citation(3, 0.6)], threshold=0.5)
    assert cited.answer == "**[1] f1.md**\n> a\n\n**[2] f3.md**\n> b"
    assert [c["file"] for c in cited.sources] == ["f1.md", "f3.md"]


def test_a_low_relevance_passage_the_answer_quotes_keeps_a_matching_number_but_is_not_a_source():
    cited = select_citations("[2] を参照", [citation(1, 0.9), citation(2, 0.2)], threshold=0.5)
    assert cited.answer == "[1] を参照"
    assert [(c["n"], c["file"]) for c in cited.low_relevance] == [(1, "f2.md")]
    assert [(c["n"], c["file"]) for c in cited.sources] == [(2, "f1.md")]


def test_code_and_unknown_numbers_are_not_renumbered():
    answer = "[2] の後に `echo ${a[1]}` を実行\n```bash\nx=${arr[2]}\n```\n[7]"
    cited = select_citations(answer, [citation(1, 0.9), citation(2, 0.9)], threshold=0.5)
    assert cited.answer == "[1] の後に `echo ${a[1]}` を実行\n```bash\nx=${arr[2]}\n```\n[7]"


def test_no_citations_leave_the_answer_unchanged():
    assert select_citations("該当する手順が見つかりませんでした。[1]", [], 0.5).answer == "該当する手順が見つかりませんでした。[1]"


def test_runbook_html_is_stripped_from_text_and_headings_but_placeholders_stay_visible():
    text = ('## 封じ込め <a name="contain"></a>\n| 済 | 手順 |\n|---|---|\n| <input type="checkbox" /> | 隔離 |\n'
            '| <input type="checkbox" checked="checked"/> | 通報 |\n行1<br>行2 <span style="color:red">注意</span>\n'
            'ssh <user>@<host> でログイン ![図](http://example.invalid/x.png) <!-- 内部メモ -->')
    assert clean_markdown(text) == ("## 封じ込め\n| 済 | 手順 |\n|---|---|\n| ☐ | 隔離 |\n| ☑ | 通報 |\n"
                                    "行1 行2 注意\nssh \\<user>@\\<host> でログイン 図 ")
    assert clean_label('runbook.md > Containment <a name="c-1"></a>') == "runbook.md > Containment"
    assert clean_markdown('**[1] wiki.md > Isolate <a name="isolate"></a>**') == "**[1] wiki.md > Isolate**"
    assert clean_markdown('see <a href="x.md">the <b>other</b> runbook</a>') == "see the other runbook"


def test_code_keeps_its_angle_brackets_and_tags_verbatim():
    text = "実行: `Get-Item <path>`\n```html\n<a href=\"x\">link</a>\n```"
    assert clean_markdown(text) == text


def test_an_excerpt_cut_inside_a_code_span_is_closed():
    assert display_excerpt("次で解除: `Unlock-ADAccount -Ident...") == "次で解除: `Unlock-ADAccount -Ident`..."
    assert display_excerpt("`a` と `b`...") == "`a` と `b`..."


def test_make_citations_output_feeds_the_selection():
    hits = [{"chunk_id": "a.md_0", "file": "a.md", "heading": "A", "text": "A\nbody", "score": 1.0, "coverage": 1.0},
            {"chunk_id": "b.md_0", "file": "b.md", "heading": "B", "text": "B\nother", "score": 0.4, "coverage": 0.1}]
    cited = select_citations("**[1] a.md > A**", make_citations(hits), threshold=0.5)
    assert [c["file"] for c in cited.sources] == ["a.md"] and [c["file"] for c in cited.low_relevance] == ["b.md"]
