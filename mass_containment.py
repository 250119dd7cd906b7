"""Mass containment: a request to isolate everything at once (「全台隔離お願いします」, "isolate every host in the
VLAN"), which stops the business as surely as a shutdown. Containing what is infected is ordinary containment."""

from __future__ import annotations

import re

from constants import (CONTAINED_FILE_WORDS, CONTAINMENT_ACTS_EN, CONTAINMENT_ACTS_JA, MASS_SCOPE_NARROWED,
                       MASS_SCOPE_PATTERNS, MASS_SCOPE_UNNARROWED)
from english_actions import en_clauses, object_phrase
from english_asking import en_requested
from japanese_actions import asks_for
from utils import has_japanese

_MASS_SCOPE = re.compile("|".join(MASS_SCOPE_PATTERNS))
_MASS_SCOPE_NARROWED = re.compile(MASS_SCOPE_NARROWED)
_MASS_SCOPE_UNNARROWED = re.compile(MASS_SCOPE_UNNARROWED)
_CONTAINMENT_JA = re.compile(CONTAINMENT_ACTS_JA)
_FILE_NAME = re.compile(r"[a-z0-9_\-]\.[a-z][a-z0-9]{1,4}$")


def at_scale(sentence: str) -> bool:
    """Does a (normalised) sentence ask to isolate everything at once: a containment act in a request form
    (「全台隔離お願いします」, "isolate every host in the VLAN") over a scope that counts all of them, not one
    narrowed to what is infected (「感染端末を全部隔離」, "all compromised hosts"; not 「感染有無は関係なく」)?"""
    sentence = _MASS_SCOPE_UNNARROWED.sub(" ", sentence)
    scopes = [m for m in _MASS_SCOPE.finditer(sentence)
              if not _MASS_SCOPE_NARROWED.search(sentence[max(m.start() - 6, 0):m.end()])]
    if not scopes:
        return False
    if has_japanese(sentence):
        return any(asks_for(sentence[m.end():m.end() + 12]) for m in _CONTAINMENT_JA.finditer(sentence))
    words, clauses = en_clauses(sentence)
    return any(w in CONTAINMENT_ACTS_EN and en_requested(words, i, clauses)
               and not _contains_a_file(object_phrase(words, i + 1)[0], scopes) for i, w in enumerate(words))


def _contains_a_file(phrase: list[str], scopes: list[re.Match]) -> bool:
    """Does an English containment act's object name a file ("invoice_8812.xlsm", "the sample") and leave the
    scope out of it ("… on all endpoints" says where, not what)?"""
    text = " ".join(phrase)
    return any(w in CONTAINED_FILE_WORDS or _FILE_NAME.search(w) for w in phrase) \
        and not any(m.group(0) in text for m in scopes)
