"""`handle_query`: one question from input to audited answer (spec §8.2), free of any UI.

The Streamlit app, `python main.py ask` and the evaluator all call this, so what is evaluated is
what operators get.
"""

from __future__ import annotations

import logging
import time
import uuid
from dataclasses import asdict, dataclass, field
from functools import partial
from typing import Callable

from constants import (QUOTE_MIN_EVIDENCE, QUOTE_RELATIVE_EVIDENCE, RUNBOOK_SEARCH_BM25_WEIGHT, RUNBOOK_SEARCH_DEPTH,
                       TOP_RUNBOOK_EXTRA, FOLLOW_UP_PASSAGES, SEARCH_DEPTH, SIBLING_DEPTH, SIBLING_PASSAGES,
                       MAX_CONVERSATION_HISTORY, SLOW_QUERY_WARNING_SEC)
from messages import LLM_FAILED_LABEL, MSG
from extractive import extractive_answer, says_something
from generation import Generation, add_usage, generate_llm_answer, rewrite_follow_up
from prompts import source_label
from follow_up import (asks_next_step, in_runbook, keep_previous_runbook, main_file, next_passages, previous_turn,
                       says_topic_changes, section_continuation, shown_lines)
from guardrails import (dangerous_operation_reasons, detect_ambiguous_query, evidence_score,
                        get_ambiguous_query_response, get_insufficient_evidence_response)
from injection import addresses_ai
from lead_choice import lead_first, load_lead_model
from vagueness import is_vague
from settings import Settings
from spelling import corrected, typo_corrections
from logger import audit_notice, log_query, log_retrieval
from evidence import uncited_authorities, uncited_names, uncited_products, unknown_names, unwritten_products
from masking import mask_secrets
from query_terms import analyse_query
from retriever import SearchIndex, distinct_runbooks, hybrid_search
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
    refusal: dict | None = None
    quoted: list[str] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)
    danger_reasons: list[str] = field(default_factory=list)  # which destructive operations set the flag

    def to_dict(self) -> dict:
        return asdict(self)


def trim_history(history: list[dict], exchanges: int = MAX_CONVERSATION_HISTORY) -> list[dict]:
    """The last `exchanges` question/answer pairs (2 messages each): role, content, and for answers
    the chunk ids they quoted (`sources`; the app keeps them in the message's `result`)."""
    turns = []
    for t in history:
        if t.get("role") not in ("user", "assistant"):
            continue
        turn = {"role": t["role"], "content": t["content"]}
        sources = t.get("sources") or (t.get("result") or {}).get("quoted")
        if t["role"] == "assistant" and sources:
            turn["sources"] = list(sources)
        turns.append(turn)
    return turns[-2 * exchanges:] if exchanges > 0 else []


def standalone_query(query: str, history: list[dict], settings: Settings) -> tuple[str, Generation | None]:
    """The retrieval query for a question asked after others: rewritten by the LLM when one is
    configured, else the previous question joined with this one (so 「その手順の詳細を教えて」 and
    「ちゃんと取り込めたかはどう確認する？」 search the runbook the conversation is about).

    Also returns the rewrite call (its tokens and cost count in the answer's), None when none was made.
    """
    previous = [t["content"] for t in history if t["role"] == "user"]
    if not previous:
        return query, None
    rewrite = None
    if settings.llm_enabled:
        rewrite = rewrite_follow_up(query, history, model=settings.llm_model, api_key=settings.openai_api_key,
                                    base_url=settings.openai_base_url, masking=settings.masking,
                                    total_timeout=settings.llm_total_timeout)
        if rewrite.text:
            return rewrite.text, rewrite
    return f"{previous[-1]} {query}", rewrite


def make_citations(hits: list[dict]) -> list[dict]:
    """Citation records for display: file, heading, page, score, excerpt (≤200 characters).

    `score` is the evidence score (0..1, meaning the same for every question, unlike the spec's
    fused score, which is min-max normalised per question and kept as `fused_score` and in the log).
    `suspicious_instruction` marks a passage that addresses an AI (injection.addresses_ai).
    """
    return [{"n": n, "chunk_id": h["chunk_id"], "file": h["file"], "heading": h["heading"], "page": h.get("page"),
             "score": round(evidence_score(h), 4), "evidence": round(evidence_score(h), 4), "fused_score": h.get("score"),
             "lang": h.get("lang"), "source": source_label(h), "excerpt": excerpt(h["text"]),
             "suspicious_instruction": addresses_ai(h["text"])}
            for n, h in enumerate(hits, start=1)]


def local_query_vector(query: str, index: SearchIndex, settings: Settings, bm25_weight: float) -> list[float] | None:
    """The question's e5 `query:` vector, computed once for both the vector search and the danger
    detector; None when the vector leg will not run or the embeddings are not the bundled e5."""
    if settings.embedding_provider != "local" or bm25_weight >= 1.0 or not index.vector_ready or not query.strip():
        return None
    return index.embeddings.embed_query(query)


def quoting_line(settings: Settings) -> float:
    """The evidence a passage needs to be quoted offline (or added as the top runbook's extra step):
    its own line, not lowered with the refusal threshold."""
    return max(settings.evidence_threshold, QUOTE_MIN_EVIDENCE)


def retrieve(query: str, history: list[dict], *, index: SearchIndex, settings: Settings, k: int,
             bm25_weight: float, query_vector: list[float] | None = None, next_step: bool = False,
             shown: frozenset[str] = frozenset()) -> tuple[list[dict], str, Generation | None]:
    """The passages a question is answered from, the query they were searched with, and the LLM
    rewrite call made for it (None when none was).

    A first question is searched as asked, and its k passages come from k different runbooks.
    After earlier turns, 「その次は？」 (`next_step`, follow_up.asks_next_step) continues the previous
    answer's runbook past the lines it showed (`shown`, follow_up.shown_lines), and any other
    question keeps to the previous turn's runbook unless it clearly changes topic
    (follow_up.keep_previous_runbook) or says it does (follow_up.says_topic_changes).
    """
    def search(text: str) -> list[dict]:
        vector = query_vector if text == query else None  # the question's own vector, computed once
        cited, deep = runbook_candidates(text, k, bm25_weight, index=index, query_vector=vector)
        cited = lead_first(cited, deep, analyse_query(text).lang, index.runbook_sizes, load_lead_model())
        # The top runbook's next-best passages follow, so the answer can quote its other steps too.
        more = [h for h in deep[:k * SEARCH_DEPTH] if cited and h["file"] == cited[0]["file"] and h not in cited
                and h["evidence"] >= quoting_line(settings)]
        after = section_continuation(index, cited[0]) if cited else None
        if after and after["chunk_id"] not in {h["chunk_id"] for h in cited + more}:
            more.insert(0, after)
        return with_siblings(cited + more[:TOP_RUNBOOK_EXTRA], deep)

    previous = previous_turn(history)
    if previous is None or says_topic_changes(query):
        return search(query), query, None
    if next_step:
        following = next_passages(index, previous, k, shown)
        if following:
            return following, query, None
    own = search(query)
    contextual_query, rewrite = standalone_query(query, history, settings)
    contextual = hybrid_search(contextual_query, k * SEARCH_DEPTH, bm25_weight, index=index)
    previous_file = main_file(index, previous.sources) or (contextual[0]["file"] if contextual else None)
    # The follow-up's own words within the previous runbook: which passage it asks about, and whether that
    # runbook has anything for it at all.
    own_within = hybrid_search(query, SEARCH_DEPTH, bm25_weight, index=index, filters={"file": previous_file},
                               query_vector=query_vector) if previous_file else []
    in_previous = in_runbook(
        hybrid_search(contextual_query, SEARCH_DEPTH, bm25_weight, index=index, filters={"file": previous_file}),
        own_within, FOLLOW_UP_PASSAGES) if previous_file else []
    # A question that names no topic (「全部入ったかどうかってどこで見る？」) cannot change it.
    concepts = 0 if is_vague(query) else len(analyse_query(query).concepts)
    hits = keep_previous_runbook(own, in_previous, contextual, k, settings.evidence_threshold, concepts,
                                 max((h["evidence"] for h in own_within), default=0.0))
    searched = query if hits is own else contextual_query
    if next_step:  # nothing follows in that runbook: only its passages not shown yet
        hits = [h for h in hits if h["file"] == previous_file and h["chunk_id"] not in previous.sources]
    return hits, searched, rewrite


def runbook_in_search_order(query: str, file: str, *, index: SearchIndex, bm25_weight: float,
                             query_vector: list[float] | None = None) -> list[dict]:
    """Every passage of a runbook: the first RUNBOOK_SEARCH_DEPTH in the order a search of the question
    within that runbook ranks them, the rest in document order. Within one runbook its topic words are in
    every passage, so the search weighs BM25 at RUNBOOK_SEARCH_BM25_WEIGHT; at the hybrid's `bm25_weight`
    while the index has no vectors to search."""
    weight = RUNBOOK_SEARCH_BM25_WEIGHT if index.vector_ready else bm25_weight
    searched = hybrid_search(query, RUNBOOK_SEARCH_DEPTH, weight, index=index, filters={"file": file},
                             query_vector=query_vector)
    first = {h["chunk_id"] for h in searched}
    return searched + [p for p in index.runbook_passages(file) if p["chunk_id"] not in first]


def with_siblings(hits: list[dict], found: list[dict], count: int = SIBLING_PASSAGES) -> list[dict]:
    """Each hit with its runbook's next-best passages among `found` that are not cited themselves
    (`siblings`, up to `count`): the offline answer picks the lines that answer from all of them,
    so the step asked for is quoted when it sits a passage away from the one that ranked best."""
    cited = {h["chunk_id"] for h in hits}
    for hit in hits:
        hit["siblings"] = [{key: h.get(key) for key in ("chunk_id", "text", "file", "heading", "page", "chunk_index", "lang")}
                           for h in found if h["file"] == hit["file"] and h["chunk_id"] not in cited][:count]
    return hits


def searched_text(query: str, index: SearchIndex, settings: Settings) -> tuple[str, dict[str, str]]:
    """The question as it is searched, and the misspelt words read as the runbooks' words in it. Secrets are
    masked: a pasted password must not reach an embedding API or read as a name. A misspelt word ("ransomeware")
    is searched as the runbooks' word, not refused as a product name."""
    masked = mask_secrets(query, settings.masking)
    fixes = typo_corrections(masked, index.bm25)
    return corrected(masked, fixes), fixes


def runbook_candidates(text: str, k: int, bm25_weight: float, *, index: SearchIndex,
                       query_vector: list[float] | None = None) -> tuple[list[dict], list[dict]]:
    """The k runbooks a search cites, each by its best passage among the first k × SEARCH_DEPTH, before one is
    chosen to lead (lead_choice; eval/train_lead.py fits on these); and the deep candidate list (SIBLING_DEPTH)."""
    deep = hybrid_search(text, SIBLING_DEPTH, bm25_weight, index=index, query_vector=query_vector)
    found = deep[:k * SEARCH_DEPTH]
    return with_other_language(distinct_runbooks(found, k), found), deep


def with_other_language(cited: list[dict], found: list[dict]) -> list[dict]:
    """The best runbook in the other language takes the last of the k places when none is there.

    Measured trial (SOC dev): a Japanese question over an English-only procedure loses to Japanese
    runbooks on a related topic; one reserved place lets the English one be cited.
    """
    languages = {h.get("lang") for h in cited}
    if len(languages) != 1 or len(cited) < 2:
        return cited
    files = {h["file"] for h in cited}  # a chunk's language is its own: a cited runbook may hold the other one
    other = next((h for h in found if h.get("lang") not in languages and h["file"] not in files), None)
    return cited if other is None else cited[:-1] + [other]


def refusal_reason(query: str, hits: list[dict], index: SearchIndex, settings: Settings) -> dict | None:
    """Why a question is refused (None when it is not): a name no runbook mentions, a name none of
    the passages found with evidence (over the threshold) mentions — a runbook that names the product
    in passing and was cited for another reason does not answer about it — or the best passage's
    evidence signals against the threshold."""
    threshold = settings.evidence_threshold
    if hits and hits[0].get("continuation"):  # 「その次は？」: the passages asked for by their place
        return None
    names = (unknown_names(query, index.bm25.vocabulary) + unwritten_products(query, index.writes)
             if settings.refuse_unknown_names else [])
    if names:
        return {"reason": "unknown_name", "names": names}
    if not hits:
        return {"reason": "no_passage", "threshold": threshold}
    if settings.refuse_unknown_names:
        rows = [index.rows[h["chunk_id"]] for h in hits if h["chunk_id"] in index.rows and evidence_score(h) >= threshold]
        texts = [index.chunks[r].text for r in rows]
        names = (uncited_names(query, index.bm25, rows, index.spellings)
                 + uncited_products(query, texts) + uncited_authorities(query, texts))
        if names:
            return {"reason": "uncited_name", "names": names}
    best = max(hits, key=evidence_score)
    if evidence_score(best) >= threshold:
        return None
    return {"reason": "low_evidence", "threshold": threshold, "evidence": round(evidence_score(best), 4),
            "coverage": best.get("coverage"), "cosine": best.get("cosine"), "lang": best.get("lang"),
            "file": best["file"]}


def degraded_search_notices(index: SearchIndex, config: dict) -> list[str]:
    """Spec §9: tell the operator when the vector store was unreachable and BM25 answered alone."""
    if not index.vector_error:
        return []
    config["vector_search"] = "unavailable"
    return [MSG["chroma_unavailable"].format(detail=index.vector_error) + MSG["bm25_only"]]


def handle_query(query: str, *, index: SearchIndex, settings: Settings, history: list[dict] | None = None,
                 k: int | None = None, bm25_weight: float | None = None, session_id: str | None = None,
                 on_token: Callable[[str], None] | None = None, audit_fields: dict | None = None,
                 on_retrieval: Callable[[dict], None] | None = None) -> QueryResult:
    """Ambiguity check → retrieval → evidence check → generation → danger check → audit log.

    `audit_fields` are extra fields for the audit line (the Slack front end adds user, channel and thread).
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
    generation = Generation("", "none")
    retrieval_query = query
    refusal = None
    quoted: list[str] = []
    notices: list[str] = []
    # The question's vector is computed once, for the vague check, the search and the danger check.
    masked, fixes = searched_text(query, index, settings)
    notices.extend(MSG["typo_read_as"].format(typed=typed, word=word) for typed, word in fixes.items())
    query_vector = local_query_vector(masked, index, settings, bm25_weight)
    if detect_ambiguous_query(query, has_history=bool(history), query_vector=query_vector):
        flags["ambiguous_query"] = True
        generation.text = get_ambiguous_query_response()
    else:
        shown = shown_lines(history)
        next_step = asks_next_step(masked)
        hits, retrieval_query, rewrite = retrieve(masked, history, index=index, settings=settings, k=k,
                                                  bm25_weight=bm25_weight, query_vector=query_vector,
                                                  next_step=next_step, shown=shown)
        notices.extend(degraded_search_notices(index, config))
        if settings.rag_debug_log_enabled:
            log_retrieval(retrieval_query, hits)
        # Offline, a passage is quoted when its own evidence clears the threshold and is not far below the
        # best one's: a runbook barely over the line next to one that answers is cited, not quoted. A
        # passage with nothing to quote (a PDF's contents page) sets no bar and leads no answer.
        readable = [says_something(h) for h in hits]
        floor = max([quoting_line(settings)] + [QUOTE_RELATIVE_EVIDENCE * evidence_score(h)
                                                for h, ok in zip(hits, readable) if ok])
        relevant = [ok and (h.get("continuation", False) or evidence_score(h) >= floor) for h, ok in zip(hits, readable)]
        # 「その次は？」 quotes leave out the lines the previous answer showed, whoever writes the answer,
        # also when the runbook has no passage after them and the answer comes from a search.
        skipped = shown if next_step else frozenset()
        # The offline answer: the answer itself, the app's preview while a model writes, its stand-in on failure.
        searched_vector = query_vector if retrieval_query == masked else None
        quote_offline = partial(extractive_answer, retrieval_query, hits, relevant=relevant, shown=skipped,
                                runbook=partial(runbook_in_search_order, retrieval_query, index=index,
                                                bm25_weight=bm25_weight, query_vector=searched_vector))
        refusal = refusal_reason(masked, hits, index, settings)
        if refusal:
            flags["insufficient_evidence"] = True
            # 「その次は？」 with nothing after what was shown: say that, not that nothing was found.
            generation.text = MSG["no_further_steps"] if skipped else get_insufficient_evidence_response()
        elif settings.llm_enabled:
            quoted = [h["chunk_id"] for h in hits]
            if on_retrieval:
                on_retrieval({"citations": make_citations(hits), "notices": notices, "quotes": quote_offline()[0]})
            generation = generate_llm_answer(query, hits, history, model=settings.llm_model,
                                             api_key=settings.openai_api_key, base_url=settings.openai_base_url,
                                             on_token=on_token, masking=settings.masking,
                                             total_timeout=settings.llm_total_timeout)
            if generation.notice:
                notices.append(generation.notice)
            if generation.error:
                generation.text, quoted = quote_offline(label=LLM_FAILED_LABEL.format(attempts=generation.attempts))
        else:
            text, quoted = quote_offline()
            if skipped and not quoted:  # 「その次は？」 after the last step the runbook has: say so, repeat nothing
                text = MSG["no_further_steps"]
            generation = Generation(text, "extractive")
        if rewrite:
            add_usage(generation, rewrite)
    danger_reasons = dangerous_operation_reasons(query, generation.text, query_vector=query_vector)
    if retrieval_query != query:  # a follow-up is judged in its standalone form too (「これ消していい？」)
        danger_reasons = list(dict.fromkeys(danger_reasons + dangerous_operation_reasons(retrieval_query, "")))
    flags["dangerous_operation"] = bool(danger_reasons)
    elapsed = round(time.monotonic() - started, 3)
    if elapsed > SLOW_QUERY_WARNING_SEC:
        log.warning("slow query: %.1fs (spec §9: over %.0fs)", elapsed, SLOW_QUERY_WARNING_SEC)
        notices.append(MSG["slow_answer_done"].format(seconds=elapsed))
    result = QueryResult(
        answer=generation.text, citations=[] if flags["insufficient_evidence"] else make_citations(hits),
        flags=flags, search_results=hits, processing_time_sec=elapsed, token_usage=generation.token_usage,
        cost_usd=generation.cost_usd, mode=generation.mode, answer_id=uuid.uuid4().hex, retrieval_query=retrieval_query,
        error=MSG["llm_error_detail"].format(detail=generation.error) if generation.error else None,
        search_config=config, refusal=refusal, quoted=quoted, danger_reasons=danger_reasons, notices=notices,
    )
    result.logged = log_query(query, hits, result.answer, elapsed, result.token_usage, result.cost_usd, config, flags,
                              session_id, logs_folder=settings.logs_folder, answer_id=result.answer_id,
                              mode=result.mode, refusal=refusal, masking=settings.masking, extra=audit_fields)
    if not result.logged:
        result.notices.append(audit_notice())
    return result
