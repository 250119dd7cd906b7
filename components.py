"""Streamlit rendering helpers (spec §8.4): they take plain data and draw it."""

from __future__ import annotations

from typing import Callable

import streamlit as st

from constants import CITATION_TITLE, DANGER_BANNER, MSG, SECRET_IN_QUERY_WARNING, SECURITY_NOTICE, UI_TEXT

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


def citation_title(citation: dict) -> str:
    """`引用元: file > heading p.N (スコア: 0.85)`."""
    return CITATION_TITLE.format(source=citation["source"], score=citation["score"])


def render_citation(citation: dict) -> None:
    """One collapsed expander per citation; the excerpt is plain text, never parsed as Markdown."""
    title = citation_title(citation)
    if citation.get("suspicious_instruction"):
        title = f"⚠️ {title}"
    with st.expander(title, expanded=False):
        if citation.get("suspicious_instruction"):
            st.warning(MSG["suspicious_citation"])
        st.text(f"[{citation['n']}] {citation['excerpt']}")
        st.caption(UI_TEXT["citation_scores"].format(score=citation["score"], evidence=citation["evidence"]))


def render_danger_banner() -> None:
    """The red 「⚠️ 承認・確認が必要」 banner above an answer that touches a destructive operation."""
    st.error(DANGER_BANNER)


def render_answer(result: dict) -> None:
    """An answer: danger banner, the answer (templates as notices), LLM error, citations, timing."""
    flags = result["flags"]
    if flags["dangerous_operation"]:
        render_danger_banner()
    if flags["insufficient_evidence"]:
        st.warning(result["answer"], icon="🔍")
    elif flags["ambiguous_query"]:
        st.info(result["answer"], icon="❓")
    else:
        st.markdown(result["answer"])
    if result.get("error"):
        st.error(result["error"])
    for citation in result["citations"]:
        render_citation(citation)
    mode = UI_TEXT["result_modes"].get(result["mode"], result["mode"])
    caption = UI_TEXT["answer_caption"].format(seconds=result["processing_time_sec"], mode=mode)
    tokens = result["token_usage"].get("total_tokens", 0)
    if tokens:
        caption += UI_TEXT["cost_caption"].format(tokens=tokens, cost=f"${result['cost_usd']:.4f}")
    st.caption(caption)


def render_user_message(message: dict) -> None:
    """A question, with the secret warning when it looked like it held one."""
    with st.chat_message("user"):
        st.markdown(message["content"])
        if message.get("secret_warning"):
            st.warning(SECRET_IN_QUERY_WARNING)


def render_chat_message(message: dict, on_feedback: Callable[[str, int | None], None]) -> None:
    """One turn of the history; each answer gets a 👍/👎 control."""
    if message["role"] == "user":
        render_user_message(message)
        return
    result = message["result"]
    with st.chat_message("assistant"):
        render_answer(result)
        key = f"feedback_{result['answer_id']}"
        st.feedback("thumbs", key=key, on_change=lambda: on_feedback(result["answer_id"], st.session_state[key]))


def show_progress(bar, done: int, total: int, file: str) -> None:
    """Move a rebuild progress bar to file `done` of `total`."""
    if total:
        bar.progress(min(done / total, 1.0), text=UI_TEXT["rebuild_progress"].format(done=done, total=total, file=file))


def render_index_status(status: dict, folder: str, mode_label: str) -> None:
    """Sidebar: chunk and file counts, last build, vector coverage, folder, answer mode, embedding model."""
    st.subheader(UI_TEXT["status_header"])
    last_built = (status.get("last_built") or UI_TEXT["not_built"]).replace("T", " ")
    st.markdown(UI_TEXT["status_body"].format(chunks=status["chunks"], files=status["files"], last_built=last_built,
                                              embedded=status["embedded"], folder=folder))
    if status["chunks"] and status["embedded"] < status["chunks"]:
        st.caption(MSG["vectors_pending"].format(embedded=status["embedded"], total=status["chunks"]))
    st.markdown(UI_TEXT["answer_mode"].format(mode=mode_label))
    st.markdown(UI_TEXT["embedding_model"].format(model=status["embedding"]))
    render_suspicious_passages(status.get("suspicious", []))


def render_suspicious_passages(passages: list[dict]) -> None:
    """Passages that address an AI (prompt injection?), listed for an admin to review."""
    if passages:
        with st.expander(UI_TEXT["suspicious_header"].format(count=len(passages)), expanded=False):
            st.text("\n".join(UI_TEXT["suspicious_item"].format(**p) for p in passages))


def render_rebuild_elsewhere(done: int, total: int) -> None:
    st.info(UI_TEXT["rebuild_elsewhere"].format(done=done, total=total))


def render_rebuild_outcome(outcome: dict) -> None:
    """What the last rebuild of this session changed, each unreadable file with its reason, or why it failed."""
    if outcome.get("error"):
        st.error(outcome["error"])
        return
    report = outcome["report"]
    st.success(UI_TEXT["rebuild_done"].format(**{k: report[k] for k in ("added", "updated", "removed", "unchanged",
                                                                        "seconds")}))
    for error in report["errors"]:
        st.warning(UI_TEXT["unreadable_file"].format(file=error["file"], error=error["error"]))
    render_suspicious_passages(report.get("suspicious", []))
