"""`handle_query`: one question from input to audited answer (spec §8.2), free of any UI.

The Streamlit app, `python main.py ask` and the evaluator all call this, so what is evaluated is
what operators get.
"""

from __future__ import annotations

import logging
import time
import uuid
from dataclasses import asdict, dataclass, field
from typing import Callable

from constants import LLM_FAILED_LABEL, MAX_CONVERSATION_HISTORY, MSG, SLOW_QUERY_WARNING_SEC
from generation import (Generation, add_usage, extractive_answer, generate_llm_answer, rewrite_follow_up,
                        source_label)
from guardrails import (check_insufficient_evidence, detect_ambiguous_query, detect_dangerous_operations,
                        evidence_score, get_ambiguous_query_response, get_insufficient_evidence_response, is_follow_up)
from settings import Settings
from logger import audit_notice, log_query, log_retrieval
from retriever import SearchIndex, hybrid_search
from utils import excerpt

log = logging.getLogger(__name__)


@dataclass
class QueryResult:
    """Everything the UI shows and the audit log records for one question."""

    answer: str
    citations: list[dict]
    flags: dict
    search_results: list[dict]
    processing_time_sec: float
    token_usage: dict
    cost_usd: float
    mode: str
    answer_id: str
    retrieval_query: str
    error: str | None = None
    logged: bool = False
    search_config: dict = field(default_factory=dict)
    notices: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)


def trim_history(history: list[dict], exchanges: int = MAX_CONVERSATION_HISTORY) -> list[dict]:
    """The last `exchanges` question/answer pairs (2 messages each), as plain role/content dicts."""
    turns = [{"role": t["role"], "content": t["content"]} for t in history if t.get("role") in ("user", "assistant")]
    return turns[-2 * exchanges:] if exchanges > 0 else []


def standalone_query(query: str, history: list[dict], settings: Settings) -> tuple[str, Generation | None]:
    """The retrieval query for a follow-up: rewritten by the LLM when one is configured, else the
    previous question joined with this one (so 「その手順の詳細を教えて」 finds the same runbook).

    Also returns the rewrite call (its tokens and cost count in the answer's), None when none was made.
    """
    previous = [t["content"] for t in history if t["role"] == "user"]
    if not previous or not is_follow_up(query):
        return query, None
    rewrite = None
    if settings.llm_enabled:
        rewrite = rewrite_follow_up(query, history, model=settings.llm_model, api_key=settings.openai_api_key,
                                    base_url=settings.openai_base_url, total_timeout=settings.llm_total_timeout)
        if rewrite.text:
            return rewrite.text, rewrite
    return f"{previous[-1]} {query}", rewrite


def make_citations(hits: list[dict]) -> list[dict]:
    """Citation records for display: file, heading, page, score, excerpt (≤200 characters)."""
    return [{"n": n, "file": h["file"], "heading": h["heading"], "page": h.get("page"), "score": h["score"],
             "evidence": round(evidence_score(h), 4), "source": source_label(h), "excerpt": excerpt(h["text"])}
            for n, h in enumerate(hits, start=1)]


def degraded_search_notices(index: SearchIndex, config: dict) -> list[str]:
    """Spec §9: tell the operator when the vector store was unreachable and BM25 answered alone."""
    if not index.vector_error:
        return []
    config["vector_search"] = "unavailable"
    return [MSG["chroma_unavailable"].format(detail=index.vector_error) + MSG["bm25_only"]]


def handle_query(query: str, *, index: SearchIndex, settings: Settings, history: list[dict] | None = None,
                 k: int | None = None, bm25_weight: float | None = None, session_id: str | None = None,
                 on_token: Callable[[str], None] | None = None,
                 on_retrieval: Callable[[dict], None] | None = None) -> QueryResult:
    """Ambiguity check → retrieval → evidence check → generation → danger check → audit log.

    `on_retrieval` receives the citations and the offline quotes as soon as retrieval is done,
    before the LLM is asked, so a front end can show them while the answer is generated.
    """
    started = time.monotonic()
    history = trim_history(history or [])
    k = k or settings.k
    bm25_weight = settings.bm25_weight if bm25_weight is None else bm25_weight
    config = {"k": k, "bm25_weight": bm25_weight, "vector_weight": round(1.0 - bm25_weight, 4)}
    flags = {"insufficient_evidence": False, "dangerous_operation": False, "ambiguous_query": False}
    hits: list[dict] = []
    notices: list[str] = []
    generation = Generation("", "none")
    retrieval_query = query
    if detect_ambiguous_query(query, has_history=bool(history)):
        flags["ambiguous_query"] = True
        generation.text = get_ambiguous_query_response()
    else:
        retrieval_query, rewrite = standalone_query(query, history, settings)
        hits = hybrid_search(retrieval_query, k, bm25_weight, index=index)
        notices.extend(degraded_search_notices(index, config))
        if settings.rag_debug_log_enabled:
            log_retrieval(retrieval_query, hits)
        # Only passages with enough evidence of their own are quoted offline; all stay cited.
        relevant = [evidence_score(h) >= settings.evidence_threshold for h in hits]
        if check_insufficient_evidence(hits, settings.evidence_threshold):
            flags["insufficient_evidence"] = True
            generation.text = get_insufficient_evidence_response()
        elif settings.llm_enabled:
            quotes = extractive_answer(retrieval_query, hits, relevant=relevant)
            if on_retrieval:
                on_retrieval({"citations": make_citations(hits), "quotes": quotes, "notices": notices})
            generation = generate_llm_answer(query, hits, history, model=settings.llm_model,
                                             api_key=settings.openai_api_key, base_url=settings.openai_base_url,
                                             on_token=on_token, total_timeout=settings.llm_total_timeout)
            if generation.error:
                generation.text = extractive_answer(retrieval_query, hits, relevant=relevant,
                                                    label=LLM_FAILED_LABEL.format(attempts=generation.attempts))
        else:
            generation = Generation(extractive_answer(retrieval_query, hits, relevant=relevant), "extractive")
        if rewrite:
            add_usage(generation, rewrite)
    flags["dangerous_operation"] = detect_dangerous_operations(query, generation.text)
    elapsed = round(time.monotonic() - started, 3)
    if elapsed > SLOW_QUERY_WARNING_SEC:
        log.warning("slow query: %.1fs (spec §9: over %.0fs)", elapsed, SLOW_QUERY_WARNING_SEC)
        notices.append(MSG["slow_answer_done"].format(seconds=elapsed))
    result = QueryResult(
        answer=generation.text, citations=[] if flags["insufficient_evidence"] else make_citations(hits),
        flags=flags, search_results=hits, processing_time_sec=elapsed, token_usage=generation.token_usage,
        cost_usd=generation.cost_usd, mode=generation.mode, answer_id=uuid.uuid4().hex, retrieval_query=retrieval_query,
        error=MSG["llm_error_detail"].format(detail=generation.error) if generation.error else None,
        search_config=config, notices=notices,
    )
    result.logged = log_query(query, hits, result.answer, elapsed, result.token_usage, result.cost_usd, config, flags,
                              session_id, logs_folder=settings.logs_folder, answer_id=result.answer_id, mode=result.mode)
    if not result.logged:
        result.notices.append(audit_notice())
    return result
