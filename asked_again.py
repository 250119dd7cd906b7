"""Requests that name no act of their own but ask again for one named before: "now do the same on FW-EDGE-02",
"do the rest", "Do it.", 「同じ対応でお願い」「残りもお願い」, handing it to someone (「…の、夜勤チームに振っといて」), or applying
a change whose acts were described ("merge and run terraform apply against prod", "this PR disables CSRF protection, pls
merge asap"). danger.py then asks for the acts the message reported before."""

from __future__ import annotations

import re

from constants import (
    AGAIN_DO_IT_EN, AGAIN_MARKERS_JA, AGAIN_OBJECTS_EN, AGAIN_REST_REQUEST_JA, AGAIN_VERBS_EN, APPLY_CHANGE_EN,
    APPLY_CHANGE_JA, APPLY_VERBS_EN, DANGER_EN_REQUEST_OPENERS, PROCEDURE_ASKED_EN, PROCEDURE_ASKED_JA, WANTED_DONE_EN,
)
from english_asking import en_requested
from japanese_actions import asks_for
from utils import has_japanese

_AGAIN_JA = re.compile(AGAIN_MARKERS_JA)
_AGAIN_EN = re.compile(AGAIN_OBJECTS_EN)
_AGAIN_REST_JA = re.compile(AGAIN_REST_REQUEST_JA)
_DO_IT = re.compile(AGAIN_DO_IT_EN)
_APPLY_EN = re.compile(APPLY_CHANGE_EN)
_APPLY_JA = re.compile(APPLY_CHANGE_JA)
_PROCEDURE_EN = re.compile(PROCEDURE_ASKED_EN)
_PROCEDURE_JA = re.compile(PROCEDURE_ASKED_JA)
_WANTED_DONE = re.compile(WANTED_DONE_EN)
# "do it" opening its clause: "go ahead and do it", "just do it", "let's just do it"
_DO_IT_OPENERS = DANGER_EN_REQUEST_OPENERS | {"ahead", "let's", "lets"}


def asks_again(sentence: str, words: list[str], clauses: frozenset[int], asks_an_act: bool) -> bool:
    """Does a (normalised) sentence ask to repeat an act it does not name ("now do the same on FW-EDGE-02",
    "handle them the same way", "do the remaining 180", 「同じ対応でお願い」「残りもお願い」) or to do the one named
    before ("Do it.", "go ahead and do it now", "… and run it now"; "merge and run terraform apply against prod": the acts
    of the change reviewed), or name it without its object after 「同様に」 and ask for it (`asks_an_act`: 「FW-EDGE-02も同様に無効化を
    お願いします」), or say someone wants it done ("my manager wants it done before the audit")?"""
    if has_japanese(sentence):
        return any(asks_an_act or asks_for(sentence[m.end():])
                   or m.group().startswith("残り") and _AGAIN_REST_JA.match(sentence[m.end():])
                   for m in _AGAIN_JA.finditer(sentence)) \
            or any(asks_for(sentence[m.end():]) for m in _APPLY_JA.finditer(sentence))
    if _WANTED_DONE.search(sentence) or ("again" in words and _DO_IT_OPENERS.issuperset(set(words) - {"again"})):
        return True  # "…we disabled the Windows Event Log service. again pls": the act before, again
    return any(w in AGAIN_VERBS_EN and _AGAIN_EN.match(" ".join(words[i + 1:i + 6])) and en_requested(words, i, clauses)
               or w in ("do", "doing", "run", "execute") and _does_it(words, i, clauses)
               or w in APPLY_VERBS_EN and _APPLY_EN.search(" ".join(words[i:i + 8])) and en_requested(words, i, clauses)
               for i, w in enumerate(words))


def asks_for_way(sentence: str) -> bool:
    """Does a (normalised) sentence or its closing clause ask only for the way to do what the message named ("Walk me
    through it.", "…, what's the PowerShell?", 「ついでにやり方も教えて」)?"""
    return bool(_PROCEDURE_JA.search(sentence) or _PROCEDURE_EN.search(sentence))


def _does_it(words: list[str], i: int, clauses: frozenset[int]) -> bool:
    """Is the "do" at `i` a "do it" that opens its clause and says nothing more ("Do it.", "go ahead and do it now";
    not "would you do it?")?"""
    opening = words[max((c for c in clauses if c <= i), default=0):i]
    return bool(_DO_IT.match(" ".join(words[i + 1:i + 6]))) and _DO_IT_OPENERS.issuperset(opening)
