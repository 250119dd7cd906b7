"""The typo rule (spelling.py) on the held-out part of eval/typo_labels.json, over the sample runbooks'
vocabulary: misspellings are read as the intended word, product names stay names."""

import json

import pytest

from conftest import REPO
from evidence import unknown_names
from loading import load_documents, process_documents
from bm25_index import Bm25Index, runbook_terms
from spelling import corrected, typo_corrections

LABELS = json.loads((REPO / "eval" / "typo_labels.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def bm25():
    documents, _ = load_documents(REPO / "data")
    return Bm25Index.build(runbook_terms(process_documents(documents)))  # as an opened index holds them


def test_held_out_misspellings_are_read_as_the_intended_word(bm25):
    """Measured: 36 of 36 held-out typos whose word the sample runbooks use are read right."""
    asked = [(template.format(word=typed), typed, intended) for typed, intended in LABELS["typos"][1::2]
             for template in LABELS["typo_templates"] if intended in bm25.vocabulary]
    right = sum(typo_corrections(question, bm25).get(typed) == intended for question, typed, intended in asked)
    assert len(asked) >= 30 and right / len(asked) >= 0.9


def test_held_out_product_names_stay_names(bm25):
    """Measured: none of the 98 held-out name questions the name check flags is read as a runbook word."""
    flagged = [(question, name) for name in LABELS["names"][1::2] for template in LABELS["name_templates"]
               for question in [template.format(word=name)] if name.lower() in unknown_names(question, bm25.vocabulary)]
    misread = [name for question, name in flagged if typo_corrections(question, bm25)]
    assert len(flagged) >= 80 and len(misread) <= 2


def test_a_correction_replaces_the_word_in_any_case_and_only_whole():
    assert corrected("Ransomeware hit us; ransomeware-note found", {"ransomeware": "ransomware"}) == \
        "ransomware hit us; ransomware-note found"
    assert corrected("phisingly phising", {"phising": "phishing"}) == "phisingly phishing"


def test_product_names_made_from_a_runbook_word_stay_names():
    """A letter before a word or a word extended makes a name (iPhone, QRadar, gcloud, Chainsaw, Qsync),
    and two edits in an 8- or 9-letter word made Fortinet fortune and Huntress hundreds: without the
    rules each of these near misses was read as a question about the runbook word."""
    bm25 = Bm25Index.build([["phone", "radar", "cloud", "chains", "sync", "fortune", "hundreds", "ransomware"]])
    question = "iPhone, QRadar, gcloud, Chainsaw, Qsync, Fortinet, Huntress: which playbook?"
    assert set(unknown_names(question, bm25.vocabulary)) >= {"qradar", "gcloud", "qsync", "fortinet", "huntress"}
    assert typo_corrections(question, bm25) == {}
    assert typo_corrections("ransomeware on a share", bm25) == {"ransomeware": "ransomware"}


def test_pasted_text_is_not_spell_checked_word_by_word():
    """A question naming many unknown words is pasted text (a log): only the first TYPO_MAX_WORDS are
    looked up, so its cost is bounded (400 unknown words took 0.36 s)."""
    from constants import TYPO_MAX_WORDS

    bm25 = Bm25Index.build([["ransomware"]])
    pasted = " ".join(f"ransomwa{c}e" for c in "bcdfghjklmnpqrstvwxyz")  # 21 words, each one edit away
    assert len(typo_corrections(pasted, bm25)) == TYPO_MAX_WORDS < 21
