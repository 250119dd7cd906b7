"""The benchmark's SQuAD corpus: seeded halves, held-out articles and near-miss paragraphs, chunk owners."""

from __future__ import annotations

import sys

import pytest

from conftest import REPO
from utils import chunk_by_headings

sys.path.insert(0, str(REPO / "eval"))
from squad_corpus import Corpus, article_halves  # noqa: E402

ARTICLES = [{"title": f"記事{a}", "paragraphs": [
    {"text": "".join(f"記事{a}の段落{p}の文{s}です。" for s in range(12 + p)), "questions": [
        {"question": f"記事{a}の段落{p}について？", "answers": [f"段落{p}"]}]} for p in range(4)]} for a in range(6)]


def chunks_of(corpus: Corpus) -> list:
    chunks = []
    for n, article in enumerate(corpus.indexed):
        text = f"# {ARTICLES[article]['title']}\n\n{corpus.body(article)}\n"
        chunks += chunk_by_headings(text, f"{n:03d}.md", 200, 20)
    return chunks


def test_halves_are_disjoint_cover_everything_and_depend_only_on_the_seed():
    halves = article_halves(59, 2026)
    assert sorted(halves["tune"] + halves["report"]) == list(range(59)) and len(halves["tune"]) == 29
    assert article_halves(59, 2026) == halves and article_halves(59, 7) != halves


def test_held_out_articles_and_near_miss_paragraphs():
    corpus = Corpus.build(ARTICLES, list(range(6)), seed=3, unanswerable_fraction=1 / 3, near_miss_fraction=0.25)
    left_out = set(range(6)) - set(corpus.indexed)
    assert len(left_out) == 2 and len(corpus.removed) == 4
    statuses = {q["target"]: q["status"] for q in corpus.questions}
    assert all(statuses[(a, p)] == "unanswerable" for a in left_out for p in range(4))
    assert all(statuses[t] == "near_miss" for t in corpus.removed)
    for article, paragraph in corpus.removed:  # the removed paragraph is gone, the rest of its article stays
        body = corpus.body(article)
        assert ARTICLES[article]["paragraphs"][paragraph]["text"] not in body
        assert sum(p["text"] in body for p in ARTICLES[article]["paragraphs"]) == 4 - sum(
            a == article for a, _ in corpus.removed)


@pytest.mark.parametrize("headings", ["numbered", "plain", "none"])
def test_every_chunk_is_owned_by_the_paragraphs_its_text_comes_from(headings):
    corpus = Corpus.build(ARTICLES, list(range(6)), seed=1, near_miss_fraction=0.25, headings=headings)
    owners = corpus.owners(chunks_of(corpus))
    for chunk in chunks_of(corpus):
        owned = owners[chunk.chunk_id]
        assert owned and not owned & corpus.removed
        piece = chunk.text.split("\n", 1)[1]
        article = corpus.indexed[int(chunk.file.split(".")[0])]
        assert {(article, p) for p, text in corpus.kept(article) if piece[:30] in text or text[-30:] in piece} <= owned
    assert ("## 段落" in corpus.body(corpus.indexed[0])) == (headings == "numbered")


def test_the_refusal_benchmark_applies_the_apps_own_decision(settings, index):
    """A name no runbook mentions is refused whatever the threshold (-1); otherwise the best evidence."""
    from benchmark_retrieval import refusal_evidence

    assert refusal_evidence("How do I contain a host in CrowdStrike Falcon?", index, settings, 0.6, None) == -1.0
    evidence = refusal_evidence("アカウントロックアウトの解除手順は？", index, settings, 0.6, None)
    assert 0.0 < evidence <= 1.0
