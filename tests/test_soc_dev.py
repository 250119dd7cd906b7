"""The SOC development set (eval/soc_dev.json), the fresh batch (eval/soc_fresh.json) and the blind tuning
batches (eval/soc_blind_tune.json): schema, split rule, and facts that exist in the corpus."""

import collections
import json
import re
import unicodedata
from pathlib import Path

import pytest

from conftest import REPO

DATASET = REPO / "eval" / "soc_dev.json"
# Written in session 15 by a helper that read only the corpus, run once and never tuned on: all "test".
FRESH = REPO / "eval" / "soc_fresh.json"
# First questions of blind batches 6-27 and 29, each read once as held-out before it joined the tuning pool.
BLIND_TUNE = REPO / "eval" / "soc_blind_tune.json"
CORPUS = REPO.parent / "shared" / "corpus"
CATEGORIES = {"ja_paraphrase", "en", "ja_to_en", "en_to_ja", "pdf_only", "near_miss", "follow_up"}


@pytest.fixture(scope="module")
def cases():
    return json.loads(DATASET.read_text(encoding="utf-8"))["test_cases"]


@pytest.fixture(scope="module")
def fresh():
    return json.loads(FRESH.read_text(encoding="utf-8"))["test_cases"]


@pytest.fixture(scope="module")
def blind():
    return json.loads(BLIND_TUNE.read_text(encoding="utf-8"))["test_cases"]


def test_every_category_is_present_with_enough_questions(cases):
    counts = collections.Counter(c["soc_category"] for c in cases)
    assert set(counts) == CATEGORIES
    assert len(cases) >= 150 and min(counts.values()) >= 10
    assert len({c["id"] for c in cases}) == len(cases)


def test_split_follows_the_fixed_rule(cases):
    by_category = collections.defaultdict(list)
    for case in cases:
        by_category[case["soc_category"]].append(case)
    for members in by_category.values():
        for i, case in enumerate(sorted(members, key=lambda c: c["id"])):
            assert case["split"] == ("dev" if i % 2 == 0 else "test"), case["id"]


def test_the_fresh_batch_is_a_report_part_of_new_questions(cases, fresh):
    assert len({c["id"] for c in fresh}) == len(fresh) >= 40
    assert {c["split"] for c in fresh} == {"test"} and {c["soc_category"] for c in fresh} <= CATEGORIES
    assert not {c["id"] for c in fresh} & {c["id"] for c in cases}
    assert not {c["query"] for c in fresh} & {c["query"] for c in cases}


def test_the_blind_batches_are_tuning_material_apart_from_the_report_half(cases, fresh, blind):
    assert len({c["id"] for c in blind}) == len(blind) >= 1000 and {c["split"] for c in blind} == {"dev"}
    assert {c["soc_category"] for c in blind} == CATEGORIES - {"follow_up"}
    assert len({c["batch"] for c in blind}) >= 20
    reported = {c["query"] for c in cases if c["split"] == "test"} | {c["query"] for c in fresh}
    assert not {c["query"] for c in blind} & reported


@pytest.mark.parametrize("dataset", ["cases", "fresh", "blind"])
def test_near_misses_expect_a_refusal_and_answerables_a_file_and_facts(dataset, request):
    for case in request.getfixturevalue(dataset):
        if case["soc_category"] == "near_miss":
            assert case["expected_citations"] == [] and case["expected_flags"]["insufficient_evidence"] is True
        else:
            assert case["expected_citations"] and case["expected_keywords"], case["id"]
        if case["soc_category"] == "follow_up":
            assert case["conversation_context"] and case["follow_up_kind"] in ("next_step", "detail", "new_aspect")


def folded(text: str) -> str:
    """NFKC, case-folded, each run of whitespace one space (a PDF's line break inside a phrase)."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text).casefold())


@pytest.mark.skipif(not CORPUS.is_dir(), reason="../shared/corpus is not beside the repository")
@pytest.mark.parametrize("dataset", ["cases", "fresh", "blind"])
def test_cited_files_exist_and_hold_every_fact(dataset, request):
    from loading import load_document

    cases = request.getfixturevalue(dataset)

    texts: dict[str, str] = {}

    def text(rel: str) -> str:
        if rel not in texts:
            document = load_document(CORPUS / rel, CORPUS)
            texts[rel] = folded(document.text or "\n".join(document.pages or []))
        return texts[rel]

    for case in cases:
        files = case["expected_citations"] + case.get("acceptable_citations", [])
        for rel in files:
            assert (CORPUS / rel).is_file(), (case["id"], rel)
        for fact in case["expected_keywords"]:
            alternatives = [folded(a) for a in fact.split("|")]
            assert any(a in text(rel) for rel in files for a in alternatives), (case["id"], fact)
