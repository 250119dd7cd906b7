"""Streamlit rendering helpers (spec §8.4): they take plain data and draw it."""

from __future__ import annotations

from typing import Callable

import streamlit as st

from citations import clean_label, clean_markdown, display_excerpt, select_citations
from constants import MAX_CONVERSATION_HISTORY
from messages import CITATION_TITLE, MSG, SECRET_IN_QUERY_WARNING, SECURITY_NOTICE, UI_TEXT
from guardrails import danger_banner_text

def render_security_notice() -> None:
    """Always at the top of the page."""
    st.warning(SECURITY_NOTICE)


def answer_mode_label(llm_enabled: bool, llm_model: str, base_url: str) -> str:
    """Which answer mode is active, in the operator's words."""
    if not llm_enabled:
        return UI_TEXT["mode_extractive"]
    if base_url:
        return UI_TEXT["mode_llm_server"].format(model=llm_model, url=base_url)
    return UI_TEXT["mode_llm"].format(model=llm_model)


def citation_title(citation: dict, low_relevance: bool = False) -> str:
    """`引用元: file > heading p.N (スコア: 0.85)`; the score shown is the evidence score (the fused
    search score is relative to each question and stays in the audit log)."""
    template = UI_TEXT["low_relevance_title"] if low_relevance else CITATION_TITLE
    return template.format(source=clean_label(citation["source"]), score=citation["evidence"])


def render_citation(citation: dict, threshold: float, low_relevance: bool = False) -> None:
    """One collapsed expander per citation: the excerpt as Markdown, runbook HTML removed; a passage
    that may address an AI carries a visible mark."""
    title = citation_title(citation, low_relevance)
    if citation.get("suspicious_instruction"):
        title = f"⚠️ {title}"
    with st.expander(title, expanded=False):
        if citation.get("suspicious_instruction"):
            st.warning(MSG["suspicious_citation"])
        st.markdown(f"**[{citation['n']}]** {display_excerpt(citation['excerpt'])}")
        st.caption(UI_TEXT["citation_score"].format(score=citation["evidence"]),
                   help=UI_TEXT["score_help"].format(threshold=threshold))


def render_citations(sources: list[dict], low_relevance: list[dict], threshold: float) -> None:
    """The sources of an answer, then the passages below the evidence threshold, set apart."""
    for citation in sources:
        render_citation(citation, threshold)
    if low_relevance:
        st.caption(UI_TEXT["low_relevance_header"].format(threshold=threshold),
                   help=UI_TEXT["score_help"].format(threshold=threshold))
        for citation in low_relevance:
            render_citation(citation, threshold, low_relevance=True)


def render_error_details(detail: str) -> None:
    """Technical detail (exception names, server messages) kept out of the Japanese message."""
    with st.expander(UI_TEXT["error_details"], expanded=False):
        st.code(detail, language=None)


def render_danger_banner(reasons: list[str] | None = None) -> None:
    """The red 「⚠️ 承認・確認が必要」 banner above an answer that touches a destructive operation."""
    st.error(danger_banner_text(reasons))


def render_answer(result: dict, threshold: float) -> None:
    """An answer: danger banner, the answer (templates as notices), LLM error, citations, timing.

    Citations below the evidence `threshold` are shown apart; the answer's [n] follow the shown numbers.
    """
    cited = select_citations(result["answer"], result["citations"], threshold)
    flags = result["flags"]
    if flags["dangerous_operation"]:
        render_danger_banner(result.get("danger_reasons"))
    if flags["insufficient_evidence"]:
        st.warning(result["answer"], icon="🔍")
    elif flags["ambiguous_query"]:
        st.info(result["answer"], icon="❓")
    else:
        st.markdown(clean_markdown(cited.answer))
    if result.get("error"):
        render_error_details(result["error"])
    for notice in result.get("notices", []):
        st.warning(notice)
    render_citations(cited.sources, cited.low_relevance, threshold)
    mode = UI_TEXT["result_modes"].get(result["mode"], result["mode"])
    caption = UI_TEXT["answer_caption"].format(seconds=result["processing_time_sec"], mode=mode)
    tokens = result["token_usage"].get("total_tokens", 0)
    if tokens:
        caption += UI_TEXT["cost_caption"].format(tokens=tokens, cost=f"${result['cost_usd']:.4f}")
    st.caption(caption)


def render_early_citations(retrieval: dict, threshold: float) -> None:
    """While the LLM is still writing: the notices, the runbook passages (collapsed) and the citations."""
    for notice in retrieval.get("notices", []):
        st.warning(notice)
    with st.expander(UI_TEXT["early_quotes"], expanded=False):
        st.markdown(clean_markdown(retrieval["quotes"]))
    for citation in retrieval["citations"]:
        render_citation(citation, threshold, low_relevance=citation["evidence"] < threshold)


def render_user_message(message: dict) -> None:
    """A question, with the secret warning when it looked like it held one."""
    with st.chat_message("user"):
        st.markdown(message["content"])
        if message.get("secret_warning"):
            st.warning(SECRET_IN_QUERY_WARNING)


def render_chat_message(message: dict, on_feedback: Callable[[str, int | None], None], threshold: float) -> None:
    """One turn of the history; each answer gets a 👍/👎 control."""
    if message["role"] == "user":
        render_user_message(message)
        return
    result = message["result"]
    with st.chat_message("assistant"):
        render_answer(result, threshold)
        key = f"feedback_{result['answer_id']}"
        st.feedback("thumbs", key=key, on_change=lambda: on_feedback(result["answer_id"], st.session_state[key]))


def format_eta(seconds: float | None) -> str:
    """「残り約 40 秒」/「残り約 12 分」, or 「残り時間を計算中」 before there is a rate."""
    if seconds is None:
        return UI_TEXT["eta_unknown"]
    if seconds < 90:
        return UI_TEXT["eta_seconds"].format(n=max(int(round(seconds)), 1))
    return UI_TEXT["eta_minutes"].format(n=int(round(seconds / 60)))


def show_progress(bar, stage: str, done: int, total: int, eta: float | None) -> None:
    """Move a progress bar: `stage` "files" (rebuild) or "vectors" (background fill), with the time left."""
    if total:
        text = UI_TEXT["progress_files" if stage == "files" else "progress_vectors"]
        bar.progress(min(done / total, 1.0), text=text.format(done=done, total=total, eta=format_eta(eta)))


def render_history_note() -> None:
    st.caption(UI_TEXT["history_note"].format(n=MAX_CONVERSATION_HISTORY))


def render_index_status(status: dict, folder: str, mode_label: str) -> None:
    """Sidebar: chunk and file counts, last build, vector coverage, folder, answer mode, embedding model."""
    st.subheader(UI_TEXT["status_header"])
    last_built = (status.get("last_built") or UI_TEXT["not_built"]).replace("T", " ")
    st.markdown(UI_TEXT["status_body"].format(chunks=status["chunks"], files=status["files"], last_built=last_built,
                                              embedded=status["embedded"], folder=folder))
    if status["chunks"] and status["embedded"] < status["chunks"]:
        if status.get("filling"):
            show_progress(st.progress(0.0), "vectors", status["embedded"], status["chunks"], status.get("eta_sec"))
        st.caption(MSG["vectors_pending"].format(embedded=status["embedded"], total=status["chunks"]))
    st.markdown(UI_TEXT["answer_mode"].format(mode=mode_label))
    st.markdown(UI_TEXT["embedding_model"].format(model=status["embedding"]))
    render_suspicious_passages(status.get("suspicious", []))


def render_suspicious_passages(passages: list[dict]) -> None:
    """Passages that address an AI (prompt injection?), listed for an admin to review."""
    if passages:
        with st.expander(UI_TEXT["suspicious_header"].format(count=len(passages)), expanded=False):
            st.text("\n".join(UI_TEXT["suspicious_item"].format(**p) for p in passages))


def render_rebuild_elsewhere(done: int, total: int, eta: float | None) -> None:
    st.info(UI_TEXT["rebuild_elsewhere"].format(done=done, total=total))
    show_progress(st.progress(0.0), "files", done, total, eta)


def render_folder_confirmation(change) -> None:
    """How many runbooks switching to the folder adds and removes (a data_folders.FolderChange)."""
    st.warning(UI_TEXT["folder_confirm"].format(folder=change.folder, added=change.added, removed=change.removed,
                                                kept=change.kept), icon="📂")


def render_rebuild_outcome(outcome: dict) -> None:
    """What the last rebuild of this session changed, each unreadable file with its reason, why it failed,
    or a note on the folder field (`info`)."""
    if outcome.get("error"):
        st.error(outcome["error"])
        if outcome.get("detail"):
            render_error_details(outcome["detail"])
        return
    if outcome.get("info"):
        st.info(outcome["info"])
        return
    report = outcome["report"]
    st.success(UI_TEXT["rebuild_done"].format(**{k: report[k] for k in ("added", "updated", "removed", "unchanged",
                                                                        "seconds")}))
    for error in report["errors"]:
        st.warning(UI_TEXT["unreadable_file"].format(file=error["file"], error=error["error"]))
    render_suspicious_passages(report.get("suspicious", []))
