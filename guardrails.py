"""Guardrail decisions (spec §5): dangerous operations, insufficient evidence, ambiguous questions.

Pure functions over text and search results; none of them calls the LLM.
"""

from __future__ import annotations

import re
import unicodedata

from constants import (
    AMBIGUOUS_MIN_CHARS, AMBIGUOUS_QUERY_TEMPLATE, DANGEROUS_COMMAND_PATTERNS, DANGEROUS_KEYWORDS,
    DEFAULT_EVIDENCE_THRESHOLD, FOLLOW_UP_MARKERS, INSUFFICIENT_EVIDENCE_TEMPLATE,
)
from evidence import evidence_score as passage_evidence
from tokenizer import tokenize, topic_terms

# Present and progressive forms only: a past participle ("a user deleted a file", "services set to
# Disabled") mostly describes what already happened, which an investigation asks about.
_INFLECTION = r"(?:s|es|ing)?"
# ASCII keywords whose bare word is mostly benign in runbook prose ("date format", "a clear
# message", "drop-down"): they count only next to what they would destroy or as a command.
_TARGETS = (r"(?:the\s+|all\s+|this\s+|that\s+|any\s+|its\s+|their\s+|every\s+)?(?:\w+\s+)?"
            r"(?:logs?|event\s*logs?|history|audit|records?|rules?|tables?|disks?|drives?|volumes?|partitions?|"
            r"data|database|files?|accounts?|users?|mailbox(?:es)?|messages?|emails?|shadow\s*cop(?:y|ies)|backups?|"
            r"evidence|cache|sessions?|tokens?|keys?|credentials?|passwords?|mfa|chains?|iptables|the\s+host|hosts?|"
            r"servers?|endpoints?|[a-z]:)")
_CONTEXTUAL = {
    "format": rf"\bformat{_INFLECTION}\s+{_TARGETS}\b|\bformat(?:\.com)?\s+[a-z]:",
    "clear": rf"\bclear{_INFLECTION}\s+{_TARGETS}\b|\bclear-(?!text)\w+",
    "drop": r"\bdrop(?:s|ped|ping)?\s+(?:the\s+)?(?:table|database|schema|index|collection)\b",
    "reset": rf"\breset{_INFLECTION}\s+{_TARGETS}\b|\breset-\w+|\b{_TARGETS}\s+reset\b",
    "truncate": r"\btruncat(?:e|es|ed|ing)\s+(?:the\s+)?(?:table|logs?|files?)\b|\btruncate\s+-s\b",
    "shutdown": r"\bshut(?:s|ting)?\s*down\s+(?:the\s+|this\s+|that\s+|all\s+)?(?:\w+\s+)?"
                r"(?:servers?|hosts?|machines?|endpoints?|systems?|computers?|pcs?|vms?|it)\b|\bshutdown\s+(?:-|/|now\b)",
    "kill": r"\bkill(?:s|ed|ing)?\b(?!\s*chain)",
}
_ASCII_WORDS = [kw for kw in DANGEROUS_KEYWORDS if kw.isascii() and kw not in _CONTEXTUAL and " " not in kw]
_ASCII_PATTERNS = [re.compile(p, re.IGNORECASE) for p in _CONTEXTUAL.values()] + [
    re.compile(rf"(?<![\w-]){re.escape(kw)}{_INFLECTION}(?![\w])", re.IGNORECASE) for kw in _ASCII_WORDS
] + [re.compile(p, re.IGNORECASE) for p in DANGEROUS_COMMAND_PATTERNS]
# Japanese keywords are matched as substrings, except where the word describes a state, a record
# or something else: 削除された/停止中/シャットダウン履歴 (already so: a look-up, not an action),
# negations (電源を切らず, 削除しない: the runbook says not to), 消去法 (process of elimination),
# 停止時間 (downtime), 初期化ベクトル (a cipher's IV). 証跡 (evidence) counts only with a destructive verb nearby:
# preserving it is the opposite of destroying it.
_JA_WORDS = [kw for kw in DANGEROUS_KEYWORDS if not kw.isascii() and kw != "証跡"] + [
    "シャットダウン", "強制終了", "初期化", "ワイプ", "パージ", "リセット", "フォーマットする", "フォーマットし",
    "電源を切", "電源オフ", "消す", "消し",
]
_JA_NOT_ACTIONS = re.compile(r"(削除|無効化|停止|消去|強制終了|シャットダウン|初期化|リセット)(され|済|中|履歴|時間|ベクトル|しない|せず)"
                             r"|電源を切ら(ず|ない)|消去法")
_JA_PATTERNS = [re.compile(r"証跡.{0,12}(消|削|改ざん|クリア|上書き|破棄)")]


def dangerous_matches(text: str) -> list[str]:
    """The dangerous keywords and command patterns found in text (case-insensitive)."""
    text = unicodedata.normalize("NFKC", text or "")
    found = [kw for kw in _JA_WORDS if kw in _JA_NOT_ACTIONS.sub("", text)]
    found += [m.group(0) for p in _JA_PATTERNS + _ASCII_PATTERNS for m in [p.search(text)] if m]
    return found


def detect_dangerous_operations(query: str, answer: str) -> bool:
    """Spec §5.1: does the question or the answer touch a destructive operation?"""
    return bool(dangerous_matches(query) or dangerous_matches(answer))


def evidence_score(hit: dict) -> float:
    """How well one hit supports an answer, 0..1 and comparable across questions (see evidence.py).

    Search results carry it as `evidence`; a hit built elsewhere is scored from its `coverage`
    and `cosine` as a same-language pair.
    """
    if hit.get("evidence") is not None:
        return hit["evidence"]
    return passage_evidence(hit.get("coverage", 0.0) or 0.0, hit.get("cosine"), same_language=True)


def check_insufficient_evidence(search_results: list[dict], threshold: float = DEFAULT_EVIDENCE_THRESHOLD) -> bool:
    """Spec §4.4: True when no result carries enough evidence to answer from."""
    return not search_results or max(evidence_score(h) for h in search_results) < threshold


def is_follow_up(query: str) -> bool:
    """Does the question refer back to the conversation (「その手順の詳細を教えて」)?"""
    lowered = unicodedata.normalize("NFKC", query).lower()
    return any(re.search(rf"(?<![a-z]){re.escape(m)}(?![a-z])", lowered) if m.isascii() else m in lowered
               for m in FOLLOW_UP_MARKERS)


def detect_ambiguous_query(query: str, has_history: bool = False) -> bool:
    """Spec §5.3: too short, interrogatives only, or no topic words.

    A follow-up that refers to an earlier turn is not ambiguous when there is history.
    """
    if has_history and is_follow_up(query):
        return False
    stripped = re.sub(r"[\s、。.,!?！？「」]", "", unicodedata.normalize("NFKC", query or ""))
    if len(stripped) < AMBIGUOUS_MIN_CHARS:
        return True
    return not topic_terms(tokenize(query))


def get_insufficient_evidence_response() -> str:
    return INSUFFICIENT_EVIDENCE_TEMPLATE


def get_ambiguous_query_response() -> str:
    return AMBIGUOUS_QUERY_TEMPLATE
