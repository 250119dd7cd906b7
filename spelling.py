"""Typos in a question: a misspelt word is read as the runbooks' word, not refused as a product name.

An operator typing during an incident writes "ransomeware" or "phising". Neither is English nor in any
runbook, so the unknown-name check (`evidence.unknown_names`) took each for a product the runbooks do
not cover and refused the question. A word that check would refuse, but that is an edit or two from a
word the runbooks use, is that word: the question is searched, judged and quoted with it, and the
answer says which word was read as which.
"""

from __future__ import annotations

import re

from rapidfuzz import process
from rapidfuzz.distance import OSA

from constants import TYPO_MAX_WORDS, TYPO_MIN_LETTERS, TYPO_TWO_EDITS_LETTERS
from evidence import unknown_names
from bm25_index import Bm25Index


def allowed_edits(word: str) -> int:
    """Edits a misspelling may be away: one, two for a long word."""
    return 2 if len(word) >= TYPO_TWO_EDITS_LETTERS else 1


def typo_corrections(query: str, bm25: Bm25Index) -> dict[str, str]:
    """{typed word: runbook word} for each question word the unknown-name check would refuse that is
    within `allowed_edits` (optimal string alignment: a swap of two letters is one edit) of a word the
    runbooks use; of the nearest, the commonest in the runbooks (lowest idf).

    The runbook word starts with the same letter, and the typed word is not it with letters appended:
    a letter put before a word or a word extended makes a product name (iPhone, QRadar, gcloud,
    Chainsaw), not a typo. On the SOC dev half, without these two rules six near-miss questions about
    such products were read as questions about phones, radar, clouds and chains."""
    fixes: dict[str, str] = {}
    words = [n for n in unknown_names(query, bm25.vocabulary) if n.isalpha() and len(n) >= TYPO_MIN_LETTERS]
    for name in words[:TYPO_MAX_WORDS]:  # more is pasted text, not typing
        edits = allowed_edits(name)
        candidates = [w for n in range(len(name) - edits, len(name) + edits + 1)
                      for w in bm25.words_by_length.get(n, ()) if w[0] == name[0]]
        found = [f for f in process.extract(name, candidates, scorer=OSA.distance, score_cutoff=edits, limit=None)
                 if not name.startswith(f[0])]
        if found:
            word = min(found, key=lambda f: (f[1], bm25.idf[bm25.vocabulary[f[0]]]))[0]
            fixes[name] = word
    return fixes


def corrected(query: str, fixes: dict[str, str]) -> str:
    """The question with each typed word (any case, as a whole word) replaced by its runbook word."""
    for typed, word in fixes.items():
        query = re.sub(rf"(?<![A-Za-z]){re.escape(typed)}(?![A-Za-z])", word, query, flags=re.IGNORECASE)
    return query
