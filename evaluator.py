"""Evaluation run (spec §7.4, §8.10): every case through `handle_query`, scored, with two baselines.

Each case is scored by rules (scoring.py) and, when an LLM is configured, by the judge (judge.py).
Beside the real answers the same retrieval and flags are scored twice more, so a reader sees what
the answering adds:
- `empty_answer`: every answer that is not a refusal/ambiguity template replaced by "";
- `top_citation`: that answer replaced by the top cited chunk quoted whole.
The pass line must be out of the empty-answer baseline's reach; the baselines are rule-scored only.

A case's `conversation_context` of user turns only is replayed through `handle_query`, so the
follow-up is asked with the history the system really produced; a context that already holds
assistant turns is used as written (spec §7.1).
"""

from __future__ import annotations

import logging
import time
import uuid
from datetime import datetime
from typing import Callable

from answering import QueryResult, handle_query
from constants import PASS_RATIO, PASS_SCORE, SCORE_WEIGHTS
from messages import DANGER_BANNER
from eval_cases import select_split
from judge import JudgeConfig, judge_answer, judge_config
from retriever import SearchIndex
from scoring import score_answer, summarize
from settings import Settings

log = logging.getLogger(__name__)

BASELINES = ("empty_answer", "top_citation")


def shown_answer(answer: str, flags: dict) -> str:
    """The answer as the operator sees it: the danger banner above it when the flag is set."""
    return f"{DANGER_BANNER}\n\n{answer}" if flags.get("dangerous_operation") else answer


def baseline_answer(name: str, result: QueryResult) -> str:
    """The baseline's stand-in for a real answer; refusal and ambiguity templates stay as they are."""
    if result.flags.get("insufficient_evidence") or result.flags.get("ambiguous_query"):
        return result.answer
    if name == "top_citation" and result.search_results:
        return result.search_results[0]["text"]
    return ""


def conversation_history(case: dict, *, index: SearchIndex, settings: Settings, session_id: str,
                         k: int | None, bm25_weight: float | None) -> list[dict]:
    """The history the case's question is asked with: earlier user turns replayed through the system,
    each answer with the chunks it quoted (as the app keeps them, so follow-ups stay on that runbook)."""
    context = list(case.get("conversation_context") or [])
    if any(turn["role"] == "assistant" for turn in context):
        return context
    history: list[dict] = []
    for turn in context:
        earlier = handle_query(turn["content"], index=index, settings=settings, history=history, k=k,
                               bm25_weight=bm25_weight, session_id=session_id)
        history += [{"role": "user", "content": turn["content"]},
                    {"role": "assistant", "content": earlier.answer, "sources": earlier.quoted}]
    return history


def evaluate_case(case: dict, *, index: SearchIndex, settings: Settings, judge: JudgeConfig | None,
                  session_id: str, k: int | None = None, bm25_weight: float | None = None) -> dict:
    """Ask one case's question with its own history, then score it, its baselines and (optionally) the judgement."""
    record = {"id": case["id"], "category": case["category"], "split": case.get("split"),
              "soc_category": case.get("soc_category"), "query": case["query"]}
    try:
        history = conversation_history(case, index=index, settings=settings, session_id=session_id, k=k,
                                       bm25_weight=bm25_weight)
        result = handle_query(case["query"], index=index, settings=settings, history=history, k=k,
                              bm25_weight=bm25_weight, session_id=session_id)
    except Exception as exc:  # one broken case must not stop the run; it scores 0 and says why
        log.exception("case %s failed", case["id"])
        detail = f"{type(exc).__name__}: {exc}"
        failed = {"checks": [{"name": "handle_query", "passed": False, "detail": detail, "value": 0.0}],
                  "parts": {}, "rule_score": 0.0}
        return {**record, **failed, "answer": "", "citations": [], "flags": {}, "history_turns": 0,
                "judge": {"error": "no answer to judge"} if judge else None, "processing_time_sec": 0.0,
                "token_usage": {}, "cost_usd": 0.0, "mode": None, "error": detail,
                "baselines": {name: failed for name in BASELINES}}
    scored = score_answer(case, result.answer, result.citations, result.flags, settings.data_folder)
    baselines = {name: score_answer(case, baseline_answer(name, result), result.citations, result.flags,
                                    settings.data_folder) for name in BASELINES}
    judgement = None
    if judge:
        cited = [{**c, "text": hit["text"]} for c, hit in zip(result.citations, result.search_results)]
        judgement = judge_answer(case["query"], shown_answer(result.answer, result.flags), cited,
                                 case["category"], judge=judge)
    citations = [{key: c.get(key) for key in ("n", "file", "heading", "page", "score")} for c in result.citations]
    return {**record, **scored, "answer": result.answer, "citations": citations, "flags": result.flags,
            "history_turns": len(history) // 2, "judge": judgement, "processing_time_sec": result.processing_time_sec,
            "token_usage": result.token_usage, "cost_usd": result.cost_usd, "mode": result.mode,
            "refusal": result.refusal, "error": result.error, "baselines": baselines}


def baseline_summaries(results: list[dict]) -> dict:
    """{name: {passed, summary}} of each baseline, rule-scored over the same cases."""
    out = {}
    for name in BASELINES:
        rows = [{**r, **r["baselines"][name], "judge": None} for r in results]
        summary = summarize(rows, "rules")
        out[name] = {"passed": summary["overall"]["passed"], "summary": summary}
    return out


def run_evaluation(eval_dataset: dict, *, index: SearchIndex, settings: Settings, judge: str = "auto",
                   split: str | None = None, limit: int | None = None, k: int | None = None,
                   bm25_weight: float | None = None,
                   progress: Callable[[int, int, dict], None] | None = None) -> dict:
    """Spec §8.10: the chosen split's cases through `handle_query`, scored.

    Returns {results, summary, baselines, config, score_basis, passed}. `judge` is auto (judge when
    an LLM is configured), none, or llm (raises EvalConfigError without one); `split` is dev, test or
    None/"all".
    """
    judge_cfg = judge_config(settings, judge)
    basis = "judge" if judge_cfg else "rules"
    cases = select_split(eval_dataset, split)
    cases = cases[:limit] if limit else cases
    started_at = datetime.now()
    session_id = f"eval_{started_at:%Y%m%d%H%M%S}_{uuid.uuid4().hex[:6]}"
    started = time.monotonic()
    results = []
    for n, case in enumerate(cases, start=1):
        results.append(evaluate_case(case, index=index, settings=settings, judge=judge_cfg, session_id=session_id,
                                     k=k, bm25_weight=bm25_weight))
        if progress:
            progress(n, len(cases), results[-1])
    summary = summarize(results, basis)
    config = {
        "started_at": started_at.isoformat(timespec="seconds"), "session_id": session_id,
        "dataset": eval_dataset.get("path"), "dataset_version": eval_dataset.get("version"),
        "split": split or "all", "split_rule": eval_dataset.get("split_rule"), "cases": len(cases),
        "data_folder": settings.data_folder, "chroma_db_path": settings.chroma_db_path,
        "logs_folder": settings.logs_folder, "embedding": settings.embedding_id,
        "answer_mode": f"llm:{settings.llm_model}" if settings.llm_enabled else "extractive",
        "k": k or settings.k, "bm25_weight": settings.bm25_weight if bm25_weight is None else bm25_weight,
        "evidence_threshold": settings.evidence_threshold, "judge_mode": judge,
        "judge_model": judge_cfg.model if judge_cfg else None, "pass_score": PASS_SCORE, "pass_ratio": PASS_RATIO,
        "score_weights": SCORE_WEIGHTS, "seconds": round(time.monotonic() - started, 1),
    }
    return {"results": results, "summary": summary, "baselines": baseline_summaries(results), "config": config,
            "score_basis": basis, "passed": summary["overall"]["passed"]}
