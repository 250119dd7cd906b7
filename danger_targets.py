"""Which destructive act's target a phrase names (danger.py's categories: audit logs, backups, accounts, security
controls, …): the words of each category in `DANGER_TARGETS`, a host named with a number as one of its kind, and a
product's hyphenated name as the control its last word says; the false friends that only look like a target
(「ログイン」, "log levels", a certificate of destruction) are read out first."""

from __future__ import annotations

import re
from functools import lru_cache

from constants import DANGER_TARGETS, DANGER_TARGET_FALSE_FRIENDS, HYPHEN_HEADS, NUMBERED_HOST_ROLES
from english_actions import WORD

_NUMBERED = re.compile(r"([a-z]{2,})-?\d+")
_FALSE_FRIENDS = re.compile("|".join(DANGER_TARGET_FALSE_FRIENDS))
# Each target category's words, in DANGER_TARGETS' order: ASCII words, ASCII phrases, Japanese words.
_TARGET_WORDS = [(label, frozenset(w for w in words if w.isascii() and " " not in w),
                  [f" {w} " for w in words if w.isascii() and " " in w], [w for w in words if not w.isascii()])
                 for label, words in DANGER_TARGETS.items()]


@lru_cache(maxsize=4096)
def target_label(text: str) -> str | None:
    """The first target category named in a (normalised) Japanese or English text (cached: a runbook step's
    object phrase is looked up while it is read and again once it is paired)."""
    cleaned = _FALSE_FRIENDS.sub(" ", text)
    found = WORD.findall(cleaned)
    # A host named with a number (DC02, FS01, vm3) is one of its kind.
    numbered = {m.group(1) for w in found if (m := _NUMBERED.fullmatch(w))}
    # A product's hyphenated name is the control its last word says (pve-firewall, falcon-sensor, wazuh-agent).
    headed = {w.rsplit("-", 1)[1] for w in found if "-" in w} & HYPHEN_HEADS
    words = set(found) | numbered | headed | ({"server"} if numbered & NUMBERED_HOST_ROLES else set())
    phrase = f" {' '.join(found)} "
    for label, ascii_words, ascii_phrases, japanese in _TARGET_WORDS:
        if not words.isdisjoint(ascii_words) or any(p in phrase for p in ascii_phrases) or any(w in cleaned for w in japanese):
            return label
    return None


def names_target(phrase: str) -> bool:
    """Does an English phrase name a destructive act's target (the English reader's test for an object)?"""
    return target_label(phrase) is not None
