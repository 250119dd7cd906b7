"""Heading extraction and chunking: exact cases plus hypothesis properties (no loss, size, overlap)."""

import pytest
from hypothesis import given, settings, strategies as st

from pdf_text import chunk_pdf_pages, pdf_heading
from utils import calculate_cost, chunk_by_headings, excerpt, extract_headings, normalize_score, split_spans, split_text


def test_extract_headings_levels_and_lines_ignoring_code_fences():
    text = "# 手順書\n本文\n## 初動\n```bash\n# not a heading\n```\n### 詳細 ###\n#### too deep\n"
    assert extract_headings(text) == [
        {"level": 1, "text": "手順書", "line_number": 1},
        {"level": 2, "text": "初動", "line_number": 3},
        {"level": 3, "text": "詳細", "line_number": 7},
    ]


def test_chunks_carry_heading_path_and_spec_metadata():
    text = "# インシデント対応\n概要です。\n## 初動\n端末を隔離する。\n### 連絡\nSOCへ連絡する。\n## 復旧\n再構築する。\n"
    chunks = chunk_by_headings(text, "incident/a.md", 500, 50, "2026-01-02T03:04:05")
    assert [c.heading for c in chunks] == [
        "インシデント対応", "インシデント対応 > 初動", "インシデント対応 > 初動 > 連絡", "インシデント対応 > 復旧"]
    assert chunks[2].text == "インシデント対応 > 初動 > 連絡\nSOCへ連絡する。"
    assert [c.chunk_id for c in chunks] == [f"incident/a.md_{i}" for i in range(4)]
    assert chunks[3].metadata() == {"chunk_id": "incident/a.md_3", "file": "incident/a.md",
                                    "heading": "インシデント対応 > 復旧", "updated_at": "2026-01-02T03:04:05",
                                    "chunk_index": 3, "lang": "ja"}


def test_a_heading_closes_its_level_also_when_no_parent_was_opened():
    """A page that starts at level 2 ("## 目的" with no "#"; a PDF whose first heading is "1.1 権 限") made
    that heading the root: every later level-2 section nested under it (「1.1 権 限 > 4.4 推奨事項」)."""
    text = "前文。\n## 目的\n目的です。\n### 範囲\n範囲です。\n## 手順\n手順です。\n# 付録\n付録です。\n### 表\n表です。\n"
    chunks = chunk_by_headings(text, "a.md", 500, 50)
    assert [c.heading for c in chunks] == ["", "目的", "目的 > 範囲", "手順", "付録", "付録 > 表"]
    pages = ["1.1 権限\n権限を定める。\n1.3 対象者\n対象者を定める。", "4.4 推奨事項\n推奨事項を述べる。\n4.4.1 詳細\n詳細。"]
    assert [c.heading for c in chunk_pdf_pages(pages, "nist.pdf", 500, 50)] == [
        "1.1 権限", "1.3 対象者", "4.4 推奨事項", "4.4 推奨事項 > 4.4.1 詳細"]


def test_split_prefers_paragraph_then_sentence_boundaries():
    body = "あ" * 30 + "。" + "い" * 30 + "\n\n" + "う" * 30
    assert [p.strip() for p in split_text(body, 70, 10)] == ["あ" * 30 + "。" + "い" * 30, "う" * 30]
    sentences = "これは文です。" * 20  # 140 characters, no newlines
    pieces = split_text(sentences, 50, 10)
    assert all(p.endswith("。") for p in pieces[:-1])


def test_code_block_lines_are_not_cut_mid_line_and_fences_balance():
    commands = [f"wevtutil epl Security C:\\evidence\\log{i}.evtx" for i in range(12)]
    body = "ログを保全する。\n```powershell\n" + "\n".join(commands) + "\n```\n完了を記録する。"
    pieces = split_text(body, 200, 30)
    assert len(pieces) > 2
    for piece in pieces:
        lines = piece.splitlines()
        assert sum(line.startswith("```") for line in lines) % 2 == 0  # each piece renders on its own
        assert all(line in body.splitlines() or line == "```" for line in lines)  # no half commands
    assert pieces[1].startswith("```powershell\nwevtutil epl")
    assert all(c in "".join(pieces) for c in commands)


def test_pdf_heading_detection():
    assert pdf_heading("1. 概要") == (1, "1. 概要")
    assert pdf_heading("2.1 初動確認") == (2, "2.1 初動確認")
    assert pdf_heading("第3章 復旧") == (1, "第3章 復旧")
    assert pdf_heading("2024年に発生したインシデントでは、初動対応の遅れが被害を拡大させた。") is None
    assert pdf_heading("1. 端末を隔離し、") is None  # a numbered step that continues, not a heading


def test_pdf_pages_keep_page_numbers_and_carry_headings_across_pages():
    pages = ["DDoS対応手順\n1. 検知\nトラフィックが閾値を超えたら通知する。", "閾値は 80% が 5 分継続。\n2. 緩和\nレート制限を適用する。"]
    chunks = chunk_pdf_pages(pages, "pdf/ddos.pdf", 500, 50)
    assert [(c.heading, c.page) for c in chunks] == [("", 1), ("1. 検知", 1), ("1. 検知", 2), ("2. 緩和", 2)]
    assert chunks[2].metadata()["page"] == 2


def test_split_text_rejects_bad_sizes():
    with pytest.raises(ValueError, match="chunk_size > overlap"):
        split_text("abc", 10, 10)


def test_normalize_score_and_equal_scores():
    assert normalize_score(5, 0, 10) == 0.5
    assert normalize_score(3, 3, 3) == 1.0  # all candidates equal: each is as good as the best
    assert normalize_score(0, 0, 0) == 0.0


def test_cost_uses_per_million_prices():
    # gpt-4o-mini: $0.150 / 1M prompt tokens, $0.600 / 1M completion tokens
    assert calculate_cost(1250, 320, "gpt-4o-mini") == pytest.approx(0.0003795)
    assert calculate_cost(1000, 1000, "local-llama") == 0.0


def test_excerpt_cuts_at_200_with_ellipsis():
    assert excerpt("あ" * 250) == "あ" * 200 + "..."
    assert excerpt("短い 本文") == "短い 本文"
    assert excerpt("解除する。\n```powershell\nUnlock-ADAccount -Identity user01\n```") == "解除する。 Unlock-ADAccount -Identity user01"


_text = st.text(alphabet=st.sampled_from(list("あいうabc 。.!?\n`#-")), max_size=1500)


@settings(max_examples=300, deadline=None)
@given(body=_text, size=st.integers(20, 600), overlap=st.integers(0, 60))
def test_split_properties_no_loss_size_overlap(body, size, overlap):
    overlap = min(overlap, size - 1)
    spans = split_spans(body, size, overlap)
    assert spans[0][0] == 0 and spans[-1][1] == len(body)
    assert all(end - start <= size for start, end in spans)
    for (_, prev_end), (start, _) in zip(spans, spans[1:]):
        assert start <= prev_end  # no gap: every character is in some piece
        assert prev_end - start <= overlap  # overlap never exceeds the setting
        assert start > 0


@settings(max_examples=100, deadline=None)
@given(sections=st.lists(st.tuples(st.sampled_from(["#", "##", "###"]), st.text("見出しABC", min_size=1, max_size=8),
                                   st.text(alphabet=st.sampled_from(list("本文です。abc \n")), max_size=900)), max_size=6))
def test_every_body_character_appears_in_some_chunk(sections):
    text = "\n".join(f"{level} {title}\n{body}" for level, title, body in sections)
    chunks = chunk_by_headings(text, "f.md", 200, 30)
    joined = "".join(c.text for c in chunks)
    for _, _, body in sections:
        for word in body.split():
            assert word in joined or all(w in joined for w in word.split("。") if w)


def test_text_language_marks_japanese_prose_with_english_commands_and_english_runbooks():
    from utils import text_language

    assert text_language("手順 > 初動\nwevtutil cl Security は実行しない") == "ja"
    assert text_language("Containment > Reset\nReset the krbtgt password twice.") == "en"
    assert text_language("") == "en"


def test_pdf_lists_contents_and_page_furniture_are_not_headings():

    assert pdf_heading("2 / 27") is None and pdf_heading("7. Track these items:") is None
    assert pdf_heading("8 http://www.example.org/") is None
    assert pdf_heading("1. すべてを文書化する。") is None and pdf_heading("2. Isolate the host.") is None
    steps = "INCIDENT HANDLING STEPS\n1. Preparation: get ready\n2. Identification: detect it\n3. Containment: limit it\n"
    body = "CONTAINMENT\nDisconnect the infected area from the Internet.\n"
    pages = [f"IRM #1 WORM INFECTION\n{n}\nTLP:CLEAR\n{text}" for n, text in enumerate(
        [steps, "PREPARATION\nKeep a contact list.\n", body, "3.2 Detection and Analysis\nLook at the logs.\n"], start=1)]
    chunks = chunk_pdf_pages(pages, "irm.pdf", 400, 40)
    # The numbered list stays text under its capitals title; the running header names the subject of
    # every passage in its heading path and is no passage of its own, nor is the page number or marking.
    assert chunks[0].heading == "IRM #1 WORM INFECTION > Incident Handling Steps"
    assert "1. Preparation: get ready" in chunks[0].text
    assert list(dict.fromkeys(c.heading.split(" > ", 1)[1] for c in chunks)) == [
        "Incident Handling Steps", "Preparation", "Containment", "Containment > 3.2 Detection and Analysis"]
    containment = next(c for c in chunks if c.heading.endswith("> Containment"))
    assert containment.page == 3 and "Disconnect the infected area" in containment.text
    bodies = [c.text.split("\n", 1)[1] for c in chunks]
    assert not any("TLP:CLEAR" in b or "WORM INFECTION" in b or b.strip().isdigit() for b in bodies)


def test_capitals_are_headings_only_in_a_latin_script_pdf():

    pages = ["手順の概要\nCSIRT\nインシデント対応チームの略称。\n"]
    assert [c.heading for c in chunk_pdf_pages(pages, "ja.pdf", 400, 40)] == [""]


def test_numbered_lines_are_lists_in_a_pdf_whose_first_item_recurs():

    pages = [f"Step list {n}\n1. Stay calm ({n})\nbreathe first ({n})\n2. Take notes ({n})\nwho and when ({n})\n"
             for n in range(3)]
    chunks = chunk_pdf_pages(pages, "plan.pdf", 400, 40)
    assert {c.heading for c in chunks} == {""}
    assert "1. Stay calm" in chunks[0].text


def test_markdown_front_matter_is_metadata_not_a_passage(tmp_path):
    """Microsoft Docs and static-site runbooks open with YAML front matter (author, hashes, tags): it was
    indexed and quoted as the runbook's first passage. Its title heads a text that has no heading."""
    from loading import load_documents, process_documents

    folder = tmp_path / "runbooks"
    folder.mkdir()
    (folder / "docs.md").write_text("---\ntitle: 侵害されたアカウントへの対応\nms.author: someone\nms.openlocfilehash: 4eaabfc6\n"
                                    "---\n# 侵害されたアカウントへの対応\n\n## 手順\n1. パスワードをリセットする。\n", encoding="utf-8")
    (folder / "untitled.md").write_text("---\ntitle: VPN 障害対応\n---\n1. 装置のログを確認する。\n", encoding="utf-8")
    (folder / "rule.md").write_text("---\n区切り線で始まるだけの本文。\n---\n## 手順\n1. 確認する。\n", encoding="utf-8")
    (folder / "fenced.md").write_text("---\ntitle: ログ確認\n---\n```bash\n# 直近の失敗だけ\ngrep Failed auth.log\n```\n",
                                      encoding="utf-8")  # a shell comment in a code block is no heading
    (folder / "meta_only.md").write_text("---\ntitle: 下書き\ntags: [draft]\n---\n\n", encoding="utf-8")
    documents, errors = load_documents(folder)
    chunks = {c.file: c for c in process_documents(documents) if c.chunk_index == 0}
    assert [e["file"] for e in errors] == ["meta_only.md"]  # nothing but metadata: reported as empty
    assert "ms.author" not in chunks["docs.md"].text and "4eaabfc6" not in chunks["docs.md"].text
    assert chunks["docs.md"].heading.startswith("侵害されたアカウントへの対応")
    assert chunks["untitled.md"].heading == "VPN 障害対応" and "title:" not in chunks["untitled.md"].text
    assert chunks["fenced.md"].heading == "ログ確認"
    assert "区切り線で始まるだけの本文。" in chunks["rule.md"].text  # not a YAML mapping: text, kept


def test_html_in_markdown_is_markup_not_words(tmp_path):
    """Microsoft Docs headings open with `<a name="…"></a>` anchors, checklists are
    `<input type="checkbox" />` and playbooks keep `<!-- TODO -->` notes: they were quoted and shown in
    citation headings. The text inside tags stays; code and placeholders in angle brackets
    (`<MailboxIdentity>`, <事案番号>) are left as written."""
    from loading import load_documents, process_documents

    folder = tmp_path / "runbooks"
    folder.mkdir()
    (folder / "docs.md").write_text(
        '# <a name="responding"></a>侵害されたアカウントへの対応\n\n## <a name="steps"></a>手順\n'
        '<!--\n`TODO: Expand investigation steps`\n-->\n'
        '| <input type="checkbox" /> | 机上演習 | 年 1 回<br><br>経営層も参加 |\n'
        '詳細は <a href="/during">インシデント中</a> を参照。<!-- 要更新 -->`Get-Mailbox <MailboxIdentity>` を <事案番号> で実行する。\n'
        '```html\n<a name="kept"></a>\n```\n', encoding="utf-8")
    documents, errors = load_documents(folder)
    chunk = process_documents(documents)[0]
    assert errors == [] and chunk.heading == "侵害されたアカウントへの対応 > 手順"
    assert not any(tag in chunk.text for tag in ("<input", "<br>", "<a href", "<!--", "TODO", "要更新"))
    assert "| ☐ | 机上演習 | 年 1 回  経営層も参加 |" in chunk.text and "詳細は インシデント中 を参照。" in chunk.text
    assert "`Get-Mailbox <MailboxIdentity>` を <事案番号> で実行する。" in chunk.text
    assert '<a name="kept"></a>' in chunk.text  # inside a code block: as written


def test_pdf_printed_lines_are_joined_into_the_sentences_they_wrap():
    """pypdf gives one line per printed line: a quoted step stopped mid-sentence and a Japanese word cut
    at the line end (「イン」「シデント」) was searched as two words. Full-width lines go on in the next
    line; list items, steps, short lines and contents entries do not."""
    from pdf_text import unwrap

    width = 40
    japanese = ("組織は、インシデント対応計画を含め、イン\nシデントに対応するための手順を持つべきです。\n"
                "■ 任務\n■ 戦略と目標を定めて、計画を年に一度見直\nすこと。\n短い行。\n次の段落です。")
    assert unwrap(japanese, width).splitlines() == [
        "組織は、インシデント対応計画を含め、インシデントに対応するための手順を持つべきです。",
        "■ 任務", "■ 戦略と目標を定めて、計画を年に一度見直すこと。", "短い行。", "次の段落です。"]
    english = ("Disconnect the infected hosts from the net-\nwork before you collect\nthe memory images.\n"
               "1. Isolate the host from the network now\n2. Collect evidence\n"
               "Containment . . . . . . . . . . . . . 12\nEradication . . . . . . . . . . . . . 14")
    assert unwrap(english, width).splitlines() == [
        "Disconnect the infected hosts from the net-work before you collect", "the memory images.",
        "1. Isolate the host from the network now", "2. Collect evidence",
        "Containment . . . . . . . . . . . . . 12", "Eradication . . . . . . . . . . . . . 14"]
    assert unwrap(english, 0) == english  # no measured width (an empty PDF): the text as it came


def test_pdf_chunks_hold_whole_words_across_printed_lines():
    line = "インシデント対応チームは、侵害されたホストを特定したらネットワークから切り離"
    pages = [f"{line}\nします。次に証拠を保全します。\n{line}\nしてから、ログを確認します。\n■ 連絡先を確認する\n"]
    chunks = chunk_pdf_pages(pages, "ja.pdf", 500, 50)
    assert "切り離します。" in chunks[0].text and "切り離してから" in chunks[0].text
    assert "\n■ 連絡先を確認する" in chunks[0].text


def test_a_short_pdfs_page_label_footer_is_furniture():
    """A two-page PDF is too short to show running lines: its footer 「SOC-RB-021  ページ 1」 stayed in the
    text and, once printed lines were joined, ran into the page's last sentence."""
    body = "本手順書は DDoS 攻撃を検知した際の初動を定める。国別ブロックは海外の正規顧客にも影響するため、サービス"
    pages = [f"DDoS 対応手順\n{body}\nSOC-RB-021  ページ 1", "責任者の承認を得て適用する。\nSOC-RB-021  ページ 2"]
    text = "\n".join(c.text for c in chunk_pdf_pages(pages, "ddos.pdf", 500, 50))
    assert "ページ" not in text and "SOC-RB-021" not in text
    assert "see page 12" in chunk_pdf_pages(["Isolate the host first.\nDetails: see page 12"], "a.pdf", 500, 50)[0].text
