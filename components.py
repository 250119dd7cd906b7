"""Streamlit rendering helpers (spec §8.4): they take data, draw it, and return nothing."""

from __future__ import annotations

from typing import Callable

import streamlit as st

from constants import CITATION_TITLE, DANGER_BANNER, MSG, SECURITY_NOTICE


def citation_title(citation: dict) -> str:
    """`引用元: file > heading p.N (スコア: 0.85)`."""
    return CITATION_TITLE.format(source=citation["source"], score=citation["score"])


def render_citation(citation: dict) -> str:
    """One collapsible citation (Streamlit's expander is the native `<details>`); returns its Markdown body."""
    body = citation["excerpt"]
    with st.expander(citation_title(citation), expanded=False):
        st.markdown(f"[{citation['n']}] {body}")
        st.caption(f"BM25/ベクトル統合スコア: {citation['score']:.2f} ・ 根拠スコア: {citation['evidence']:.2f}")
    return body


def render_danger_banner() -> None:
    """The red 「⚠️ 承認・確認が必要」 banner above an answer that touches a destructive operation."""
    st.error(DANGER_BANNER)


def render_security_notice() -> None:
    """Always at the top of the page."""
    st.warning(SECURITY_NOTICE)


def render_answer(message: dict) -> None:
    """An assistant turn: banner, answer, error, citations, timing."""
    result = message.get("result") or {}
    flags = result.get("flags", {})
    if flags.get("dangerous_operation"):
        render_danger_banner()
    st.markdown(message["content"])
    if result.get("error"):
        st.error(result["error"])
    for citation in result.get("citations", []):
        render_citation(citation)
    if result:
        st.caption(f"処理時間: {result['processing_time_sec']:.2f}秒 ・ モード: {result['mode']}")


def render_chat_message(role: str, content: str, citations: list[dict] | None = None, *, message: dict | None = None,
                        on_feedback: Callable[[str, int | None], None] | None = None) -> None:
    """One chat turn; assistant turns get their citations and a 👍/👎 control."""
    with st.chat_message(role):
        if role != "assistant":
            st.markdown(content)
            return
        message = message or {"content": content, "result": {"citations": citations or []}}
        render_answer(message)
        answer_id = (message.get("result") or {}).get("answer_id")
        if answer_id and on_feedback:
            st.feedback("thumbs", key=f"feedback_{answer_id}", on_change=_feedback_changed, args=(answer_id, on_feedback))


def _feedback_changed(answer_id: str, on_feedback: Callable[[str, int | None], None]) -> None:
    on_feedback(answer_id, st.session_state.get(f"feedback_{answer_id}"))


def render_index_status(status: dict, answer_mode: str) -> None:
    """Sidebar: chunk and file counts, last build, vector coverage, answer mode and embedding model."""
    st.info(
        f"チャンク数: {status['chunks']} ・ ファイル数: {status['files']}\n\n"
        f"最終構築: {status.get('last_built') or '未構築'}\n\n"
        f"ベクトル化: {status['embedded']}/{status['chunks']}\n\n"
        f"回答モード: {answer_mode}\n\n"
        f"埋め込みモデル: {status['embedding']}"
    )
    if status["chunks"] and status["embedded"] < status["chunks"]:
        st.caption(MSG["vectors_pending"].format(embedded=status["embedded"], total=status["chunks"]))


def render_rebuild_report(report: dict) -> None:
    """What a rebuild changed, and each file that could not be read with its reason."""
    st.success(f"再構築完了: 追加 {report['added']} ・ 更新 {report['updated']} ・ 削除 {report['removed']} ・ "
               f"変更なし {report['unchanged']} （{report['seconds']:.1f}秒）")
    for error in report["errors"]:
        st.warning(f"読み込めなかったファイル: {error['file']} — {error['error']}")
