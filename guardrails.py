"""Guardrail decisions (spec §5): dangerous operations, insufficient evidence, ambiguous questions.

The spec-named entry points; the destructive-operation detector lives in `danger.py` and the
vague-question test in `vagueness.py`. None of them calls the LLM.
"""

from __future__ import annotations

from constants import DEFAULT_EVIDENCE_THRESHOLD
from messages import AMBIGUOUS_QUERY_TEMPLATE, DANGER_BANNER, INSUFFICIENT_EVIDENCE_TEMPLATE
from danger import judge_answer, judge_question
from evidence import evidence_score as passage_evidence
from vagueness import has_content_verb, is_vague, refers_back


def dangerous_operation_reasons(query: str, answer: str, query_vector: list[float] | None = None) -> list[str]:
    """Spec §5.1 with the reason: which destructive operations the question asks for or the answer shows
    (「監査ログの無効化」, 「危険なコマンド「wevtutil cl」」); empty when none.

    `query_vector` is the question's e5 `query:` embedding when the caller already has it (retrieval
    computes it once); without it the question is judged by the lexical model alone.
    """
    reasons = judge_question(query, query_vector).reasons if query and query.strip() else []
    if answer and answer.strip():
        reasons += judge_answer(answer).reasons
    return list(dict.fromkeys(reasons))


def detect_dangerous_operations(query: str, answer: str, query_vector: list[float] | None = None) -> bool:
    """Spec §5.1: does the question ask for, or the answer show, a destructive operation?"""
    return bool(dangerous_operation_reasons(query, answer, query_vector))


def danger_banner_text(reasons: list[str] | None = None) -> str:
    """「⚠️ 承認・確認が必要: 監査ログの無効化」: the banner names the operations that triggered it."""
    return f"{DANGER_BANNER}: {'、'.join(reasons)}" if reasons else DANGER_BANNER


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
    """Does the question refer back to the conversation (「その手順の詳細を教えて」, "what now?")?"""
    return refers_back(query)


def detect_ambiguous_query(query: str, has_history: bool = False, query_vector: list[float] | None = None) -> bool:
    """Spec §5.3: too short, interrogatives only, or nothing that names a topic (「これ消していい？」).

    With history, a question that points back (「これ消していい？」, "what now?") or says what is done
    without naming it (「全部入ったかどうかってどこで見る？」) is a follow-up, not ambiguous;
    interrogatives alone (「どうすれば？」) stay ambiguous. The e5 vague model (`query_vector`) judges
    first questions only: after earlier turns a question it alone finds vague is a follow-up.
    """
    if has_history:
        return not (is_follow_up(query) or has_content_verb(query)) and is_vague(query)
    return is_vague(query, query_vector)


def get_insufficient_evidence_response() -> str:
    return INSUFFICIENT_EVIDENCE_TEMPLATE


def get_ambiguous_query_response() -> str:
    return AMBIGUOUS_QUERY_TEMPLATE
