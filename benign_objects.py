"""Benign objects: what an operator stops or removes without harm (a report, a meeting, a draft: `BENIGN_OBJECTS`),
owns (自分の, "the rule I made") or revokes alone (one leftover token), and whether one excuses an act a sentence asks
for: only in that act's own clause."""

from __future__ import annotations

import re

from constants import (BENIGN_FALSE_FRIENDS, BENIGN_OBJECTS, CONDITION_IN_CLAUSE, LONE_CREDENTIAL_PATTERNS,
                       NOT_OWN, OWN_ARTIFACT_PATTERNS, OWN_WORDS, TIME_ADJUNCT)
from english_actions import WORD

_OWN_ARTIFACT = re.compile("|".join(OWN_ARTIFACT_PATTERNS + LONE_CREDENTIAL_PATTERNS))
_BENIGN_FALSE_FRIENDS = re.compile("|".join(BENIGN_FALSE_FRIENDS))
_BENIGN_EN = {w for w in BENIGN_OBJECTS + OWN_WORDS if w.isascii()}
_BENIGN_JA = [w for w in BENIGN_OBJECTS + OWN_WORDS if not w.isascii()]
_OWN_EN = {w for w in OWN_WORDS if w.isascii()}
_NOT_OWN = re.compile(NOT_OWN)
_OWN_JA = [w for w in OWN_WORDS if not w.isascii()]
# Where one clause of a sentence ends: a comma, colon or dash (「訓練って話でしたけど、本番で…」, "Ticket #4412 - Action…").
_CLAUSE_BREAK = re.compile(r"[、，,;:：—–]|\s-\s")
_TIME_ADJUNCT = re.compile(TIME_ADJUNCT)
_CONDITION_IN_CLAUSE = re.compile(CONDITION_IN_CLAUSE)


def names_benign_word(text: str) -> bool:
    """Does a (normalised) text hold an English benign word ("meeting", "draft"; not the filter of "web filter")?"""
    return any(w in _BENIGN_EN for w in WORD.findall(_BENIGN_FALSE_FRIENDS.sub(" ", text)))


def excused(sentence: str, obj: str | None) -> bool:
    """Does a benign object in a (normalised) asking sentence excuse the act on `obj`: one in the object's own
    clause (stop the phishing simulation emails, 下書きのまま放置してた注意喚起メール), or the act names no object the
    sentence shows, or the operator owns what it acts on? One in another clause excuses nothing (訓練って話でしたけど、
    本番環境で全ユーザーのMFA登録をリセットして; Ticket #4412 - Action requested: delete the 42 user accounts)."""
    start = sentence.find(obj) if obj else -1
    if start < 0 or owns(sentence):
        return True
    opening = max((m.end() for m in _CLAUSE_BREAK.finditer(sentence, 0, start)), default=0)
    closing = next((m.start() for m in _CLAUSE_BREAK.finditer(sentence, start + len(obj))), len(sentence))
    # After the object, a time adjunct says when ("… until after the board meeting"), and before it a condition
    # (「報告があったら…」) says when: neither is what is acted on.
    clause = (_CONDITION_IN_CLAUSE.sub(" ", sentence[opening:start]) + sentence[start:start + len(obj)]
              + _TIME_ADJUNCT.sub(" ", sentence[start + len(obj):closing]))
    return names_benign_word(clause) or names_benign(clause)


def owns(text: str) -> bool:
    """Does a (normalised) text say the operator owns or made what it names (自分の, my own, "the rule I made"), not
    only what it excepts ("except mine")?"""
    text = _NOT_OWN.sub(" ", text)
    return bool(_OWN_ARTIFACT.search(text)) or any(w in text for w in _OWN_JA) or not _OWN_EN.isdisjoint(WORD.findall(text))


def names_benign(text: str) -> bool:
    """Does a (normalised) text name a Japanese benign object (not a false friend: コード署名, URLフィルタ) or
    something the operator made themselves? English benign objects are read from its words (not "web filter")."""
    unmasked = _BENIGN_FALSE_FRIENDS.sub(" ", text)
    return any(w in unmasked for w in _BENIGN_JA) or bool(_OWN_ARTIFACT.search(text))
