"""Tokenisation, BM25 equality with rank-bm25, fusion arithmetic, filters and edge cases."""

import numpy as np
import pytest
from hypothesis import given, settings as hsettings, strategies as st
from rank_bm25 import BM25Okapi

from constants import BM25_B, BM25_K1
from initialize import open_index, update_index
from bm25_index import Bm25Index
from retriever import SearchIndex, fuse_rrf, fuse_weighted, hybrid_search
from tokenizer import tokenize, topic_terms
from utils import Chunk


@pytest.mark.parametrize("text, expected", [
    ("wevtutil cl Security を実行しない", ["wevtutil", "cl", "security", "実行"]),
    ("イベントID 4625 を確認", ["id", "4625", "イベント", "確認"]),
    ("/var/log/secure を見る", ["/var/log/secure", "var", "log", "secure", "見る"]),
    ("rm -rf ${DIR:?} は危険", ["rm", "-rf", "rf", "dir", "危険"]),
    ("ＥＤＲで端末を隔離した", ["edr", "端末", "隔離"]),  # NFKC folds full-width letters
    ("T1059.001 と CVE-2024-3094", ["t1059.001", "t1059", "001", "cve-2024-3094", "cve", "2024", "3094",
                                        "cve20243094"]),
    ("Get-ADUser -Properties LockedOut", ["get-aduser", "get", "aduser", "getaduser", "-properties", "properties",
                                         "lockedout"]),
    ("SEV-1 か SEV1 か", ["sev-1", "sev", "1", "sev1", "sev1"]),  # a hyphenated word is also written joined
])
def test_tokenize_mixed_japanese_english_commands(text, expected):
    assert tokenize(text) == expected


def test_a_hyphenated_word_and_its_joined_form_are_one_concept():
    from query_terms import analyse_query

    concepts = {c.key: c.terms for c in analyse_query("SEV-1の振り返りはいつまで？").concepts}
    assert "sev1" not in concepts and {"sev-1", "sev1"} <= concepts["sev-1"]


def test_english_contractions_are_words_not_letters():
    """Split at the apostrophe, "what's" gave the token "s", which became a question's concept (the
    glossary read it as start/declare), and "don't" gave don + t."""
    from query_terms import analyse_query

    assert tokenize("what's step one? the attacker’s IP") == ["what", "step", "one", "the", "attacker", "ip"]
    assert tokenize("don't delete it, we can't / won't wait") == ["do", "not", "delete", "it", "we", "can", "not",
                                                                 "will", "not", "wait"]
    # …and "one" of "step one" names no topic: as a concept it made a postmortem passage ("start
    # creating one") cover the whole question and lead the answer.
    assert [c.key for c in analyse_query("security incident just started — what's step one?").concepts] == [
        "security", "incident", "started"]


def test_auxiliary_verbs_and_adjectives_are_no_terms():
    """「サービス落ちてる」「見張っとけばいい」「漏れたっぽい」: the auxiliaries てる, とく, っぽい (janome's
    非自立/接尾 verbs and adjectives) were terms and concepts no runbook passage covers."""
    assert tokenize("サービス落ちてる") == ["サービス", "落ちる"]
    assert tokenize("そのあと何分くらい見張っとけばいい？") == ["あと", "何", "見張る"]
    assert tokenize("AWSのアクセスキー漏れたっぽい、消しちゃう？休ませる") == ["aws", "アクセス", "キー", "漏れる", "消す", "休む"]


def test_topic_terms_drop_question_framing():
    assert topic_terms(tokenize("アカウントロックの解除方法を教えて")) == ["アカウント", "ロック", "解除"]
    assert topic_terms(tokenize("How do I clear the cache?")) == ["clear", "cache"]
    # "someone is brute forcing ssh" was refused: "someone" was a concept no passage covers
    assert topic_terms(tokenize("someone is brute forcing ssh on our bastion")) == ["brute", "forcing", "ssh", "bastion"]


def test_a_word_in_capitals_is_a_topic_even_when_it_reads_as_a_function_word():
    """「ICに「CANで報告して」って言われた」: CAN (Conditions, Actions, Needs) is a report format, not "can"."""
    from query_terms import analyse_query

    assert "can" in [c.key for c in analyse_query("ICに「CANで報告して」って言われた。何を答えればいい？").concepts]
    assert "can" not in [c.key for c in analyse_query("can I reset the password?").concepts]


corpus_strategy = st.lists(st.lists(st.sampled_from(list("abcdefgh")), min_size=0, max_size=12), min_size=1, max_size=25)


@hsettings(max_examples=150, deadline=None)
@given(corpus=corpus_strategy, query=st.lists(st.sampled_from(list("abcdefghz")), max_size=6),
       params=st.sampled_from([(BM25_K1, BM25_B), (1.5, 0.75), (1.2, 0.0)]))
def test_bm25_matrix_scores_equal_rank_bm25(corpus, query, params):
    if not any(corpus):
        return
    k1, b = params
    expected = BM25Okapi(corpus, k1=k1, b=b).get_scores(query)
    assert np.allclose(Bm25Index.build(corpus, k1=k1, b=b).scores(query), expected)


def test_fuse_weighted_hand_computed():
    # BM25 raw 10, 5, 0 -> 1.0, 0.5, 0.0; cosine .9, .8 (row 2 absent) -> 1.0, 0.0, missing = 0.
    fused = fuse_weighted({0: 10.0, 1: 5.0, 2: 0.0}, {0: 0.8, 2: 0.9}, 0.6, 0.4)
    assert fused[0] == pytest.approx((0.6 * 1.0 + 0.4 * 0.0, 1.0, 0.0))
    assert fused[1] == pytest.approx((0.6 * 0.5, 0.5, 0.0))
    assert fused[2] == pytest.approx((0.4 * 1.0, 0.0, 1.0))


def test_fuse_weighted_all_equal_scores_normalise_to_one():
    fused = fuse_weighted({0: 2.0, 1: 2.0}, {}, 0.6, 0.4)
    assert fused == {0: pytest.approx((0.6, 1.0, 0.0)), 1: pytest.approx((0.6, 1.0, 0.0))}


def test_rrf_hand_computed():
    scores = fuse_rrf([[7, 8], [8, 9]], [0.6, 0.4], c=60)
    assert scores[7] == pytest.approx(0.6 / 61)
    assert scores[8] == pytest.approx(0.6 / 62 + 0.4 / 61)
    assert scores[9] == pytest.approx(0.4 / 62)
    with pytest.raises(ValueError, match="got 1 weights for 2 ranked lists"):
        fuse_rrf([[1], [2]], [1.0])


class NoVectors:
    """An embedding that must not be called: proves a weight of 1.0 skips the vector leg."""

    def embed_query(self, text):
        raise AssertionError("vector search ran although vector_weight == 0")


def chunk(n, text, file="a.md", heading="h", updated="2026-01-01T00:00:00"):
    return Chunk(f"{file}_{n}", file, heading, text, n, updated)


def bm25_only_index(chunks):
    return SearchIndex(chunks, Bm25Index.build([tokenize(c.text) for c in chunks]), object(), NoVectors(),
                       frozenset(c.chunk_id for c in chunks))


def test_edge_cases_empty_index_blank_query_large_k_duplicates():
    empty = SearchIndex([], Bm25Index.build([]))
    assert hybrid_search("ログ", 4, 0.6, index=empty) == []
    chunks = [chunk(0, "アカウントのロックを解除する"), chunk(1, "アカウントのロックを解除する", file="copy.md"),
              chunk(2, "ファイアウォールのルールを変更する")]
    index = bm25_only_index(chunks)
    assert hybrid_search("   ", 4, 1.0, index=index) == []
    hits = hybrid_search("ロック 解除", 20, 1.0, index=index)  # k larger than the corpus
    assert [h["chunk_id"] for h in hits] == ["a.md_0"]  # the identical copy is cited once; the unrelated chunk has 0
    with pytest.raises(ValueError, match="choose from"):
        hybrid_search("x", 1, 0.5, index=index, fusion="borda")


def test_a_copied_runbook_under_other_headings_is_cited_once():
    """Two repositories ship the same playbook under different titles: the index prefixes each passage
    with its own heading path, yet the passage is the same and takes one citation, not two."""
    step = "Determine the source of the defacement: SQL injection, remote file inclusion"
    chunks = [Chunk("a_0", "a.md", "Website Defacement > Investigate", f"Website Defacement > Investigate\n{step}", 0, "t"),
              Chunk("b_0", "b.md", "Defacement > External > Investigate", f"Defacement > External > Investigate\n{step}", 0, "t"),
              Chunk("c_0", "c.md", "Web shells", "Web shells\nLook for a web shell after a defacement", 0, "t")]
    chunks += [chunk(n, text, file=f"other{n}.md") for n, text in enumerate(["Reset the krbtgt password twice",
                                                                             "Page the incident commander"])]
    hits = hybrid_search("defacement source", 4, 1.0, index=bm25_only_index(chunks))
    assert [h["file"] for h in hits].count("a.md") + [h["file"] for h in hits].count("b.md") == 1
    assert "c.md" in [h["file"] for h in hits]


def test_a_pdf_and_its_markdown_export_take_one_place_among_the_cited_runbooks():
    """The same chapter as a PDF (printed lines, spaces around ASCII) and as Markdown (bold, one line per
    paragraph) took two of an answer's four places; the near-copy gives its place to another runbook."""
    from retriever import distinct_runbooks

    markdown = ("■ **完全なフォレンジックディスクイメージを使用してシステムのスナップショットを取得する。**\n"
                "ディスクイメージは、サニタイズされた書き込み保護可能なメディアで作成する必要があります。")
    pdf = ("3.6 推奨事項\n■ 完全なフォレンジックディスクイメージを使用してシステムのスナップショット\nを取得する。"
           "ディスクイメージは、サニタイズされた書き込み 保護可能なメディアで作成する必要があります。"
           "教訓会議を開催する。")
    other = "証拠の保管記録（誰が、いつ、何を）を残す。"
    hits = [{"file": "guide.pdf", "heading": "", "text": pdf}, {"file": "ch3.md", "heading": "", "text": markdown},
            {"file": "ch3.md", "heading": "", "text": other}, {"file": "custody.md", "heading": "", "text": other}]
    assert [h["file"] for h in distinct_runbooks(hits, 2)] == ["guide.pdf", "ch3.md"]
    assert distinct_runbooks(hits, 2)[1]["text"] == other  # its other passage adds something: cited
    english = {"file": "en.md", "heading": "", "text": "Take a full forensic disk image, not a file-system backup."}
    assert [h["file"] for h in distinct_runbooks([hits[0], english], 2)] == ["guide.pdf", "en.md"]


def test_weight_zero_runs_only_the_vector_leg(settings, fake_embeddings):
    update_index(settings, embeddings=fake_embeddings)
    index = open_index(settings, fake_embeddings)
    index.bm25 = Bm25Index.build([[] for _ in index.chunks])  # BM25 would score nothing
    hits = hybrid_search("ロック解除", 3, 0.0, index=index)
    assert len(hits) == 3 and all(h["bm25_score"] == 0 and h["cosine"] is not None for h in hits)
    assert hits[0]["score"] == pytest.approx(1.0)  # vector-only: the best vector hit normalises to 1


def test_partial_vector_coverage_weighs_the_vector_leg_by_coverage(settings, fake_embeddings):
    update_index(settings, embeddings=fake_embeddings)
    index = open_index(settings, fake_embeddings)
    index.embedded = frozenset([index.chunks[0].chunk_id])  # 1 of 5 chunks has its vector so far
    [vector_only] = [h for h in hybrid_search("無関係", 5, 0.6, index=index) if h["cosine"] is not None]
    assert vector_only["score"] == pytest.approx(0.4 * 1 / len(index.chunks) * vector_only["vector_score"])


def test_filters_apply_before_fusion():
    chunks = [chunk(0, "ログ 保全 手順", file="a.md", heading="証跡 > 保全", updated="2025-01-01T00:00:00"),
              chunk(1, "ログ 保全 手順 詳細", file="b.md", heading="証跡 > 保全", updated="2026-06-01T00:00:00"),
              chunk(2, "ログ 確認", file="b.md", heading="監視", updated="2026-06-02T00:00:00")]
    # Unrelated chunks keep the idf of ログ/保全 positive, as in any real corpus.
    index = bm25_only_index(chunks + [chunk(n, f"無関係な本文 {n}", file="z.md") for n in range(3, 9)])
    ids = lambda f: [h["chunk_id"] for h in hybrid_search("ログ 保全", 5, 1.0, index=index, filters=f)]  # noqa: E731
    assert ids({"file": "a.md"}) == ["a.md_0"]
    assert ids({"heading": "監視"}) == ["b.md_2"]
    assert ids({"updated_from": "2026-01-01"}) == ["b.md_1", "b.md_2"]
    assert ids({"updated_to": "2025-12-31"}) == ["a.md_0"]
    with pytest.raises(ValueError, match="unknown filter"):
        ids({"author": "x"})


def test_hybrid_returns_spec_fields_and_rrf_option(settings, fake_embeddings):
    update_index(settings, embeddings=fake_embeddings)
    index = open_index(settings, fake_embeddings)
    hits = hybrid_search("Unlock-ADAccount でロック解除", 2, 0.6, index=index)
    assert {"chunk_id", "text", "score", "bm25_score", "vector_score", "file", "heading", "updated_at", "page"} <= set(hits[0])
    assert hits[0]["file"] == "incident/lockout.md"
    assert hits[0]["score"] >= hits[1]["score"]
    rrf = hybrid_search("Unlock-ADAccount でロック解除", 2, 0.6, index=index, fusion="rrf")
    assert rrf[0]["file"] == "incident/lockout.md" and rrf[0]["score"] < 0.02  # RRF scale: w / (60 + rank)


def test_a_runbooks_name_is_searched_with_each_of_its_passages(settings, fake_embeddings):
    """A passage under a bare heading ("Containment") answers to the topic its runbook's name gives it,
    in the index opened from disk (bm25_index.runbook_terms)."""
    from pathlib import Path

    from utils import runbook_title

    assert runbook_title("pdf/IRM-1-WormInfection.pdf") == "IRM 1 Worm Infection"
    assert runbook_title("teams\\soc\\ランサム_初動.md") == "ランサム 初動"
    folder = Path(settings.data_folder)
    (folder / "IRM-1-WormInfection.md").write_text("## Containment\n\nDisconnect the affected segments.\n", encoding="utf-8")
    # Without the names, this passage would win on its words alone.
    (folder / "IRM-16-Phishing.md").write_text("## Containment\n\nDisconnect the affected segments.\n"
                                               "Segments with a mail relay are disconnected first.\n", encoding="utf-8")
    update_index(settings, embeddings=fake_embeddings)
    index = open_index(settings, fake_embeddings)
    hits = hybrid_search("worm outbreak: which segments do we disconnect?", 2, 1.0, index=index)
    assert [h["file"] for h in hits][:1] == ["IRM-1-WormInfection.md"]
    assert hits[0]["heading"] == "Containment"


def test_a_runbooks_passages_are_read_whole_and_in_order(index):
    """The offline answer reads every passage of its lead runbook: all of them, in the runbook's order."""
    file = index.chunks[0].file
    passages = index.runbook_passages(file)
    assert [p["chunk_index"] for p in passages] == sorted(c.chunk_index for c in index.chunks if c.file == file)
    assert {p["file"] for p in passages} == {file} and passages[0]["text"]
    assert index.runbook_passages("no/such/runbook.md") == []
