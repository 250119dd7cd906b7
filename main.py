"""Runbook assistant: `streamlit run main.py` for the chat app; `python main.py ask "質問"` on the command line."""

from __future__ import annotations

import argparse
import json
import logging
import sys
import uuid
from dataclasses import asdict

from constants import DANGER_BANNER, MAX_CONVERSATION_HISTORY, MAX_K, MSG, SECRET_IN_QUERY_WARNING
from initialize import AppError, LiveIndex, Settings, index_exists, load_settings, open_index, update_index
from index_store import IndexBusy
from logger import configure_logging, contains_secret, log_feedback


def answer_mode(settings: Settings) -> str:
    """Which answer mode is active, as the sidebar and `--json` name it."""
    if not settings.llm_enabled:
        return "extractive"
    return f"llm:{settings.llm_model}" + (f" @ {settings.openai_base_url}" if settings.openai_base_url else "")


def run_app() -> None:
    """The Streamlit page: notice, sidebar, chat. Per-user state lives in st.session_state only."""
    import streamlit as st

    import components
    from answering import handle_query

    st.set_page_config(page_title="Runbook Assistant", page_icon="🛡️", layout="wide")

    @st.cache_resource(show_spinner=False)
    def live_index(_settings: Settings, db_path: str) -> LiveIndex:
        """One index per process (per index folder), shared by every browser session."""
        return LiveIndex(_settings)

    settings = load_settings()
    configure_logging(settings.rag_debug_log_enabled)
    live = live_index(settings, settings.chroma_db_path)
    state = st.session_state
    state.setdefault("messages", [])
    state.setdefault("session_id", f"streamlit_session_{uuid.uuid4().hex[:12]}")

    st.title("🛡️ SOC 手順書アシスタント")
    components.render_security_notice()

    def show_progress(bar):
        def update(stage: str, done: int, total: int, detail: str) -> None:
            label = "ファイル読み込み" if stage == "files" else "ベクトル化"
            bar.progress(min(done / max(total, 1), 1.0), text=f"{label} {done}/{total}: {detail}")
        return update

    def rebuild(folder: str, force: bool = False) -> None:
        bar = st.progress(0.0, text="インデックス再構築中…")
        try:
            report = live.rebuild(folder, force=force, progress=show_progress(bar))
            state["last_report"] = asdict(report)
        except IndexBusy:
            st.error(MSG["index_busy"])
        except AppError as exc:
            st.error(str(exc))
        except MemoryError:
            st.error(MSG["memory_error"])
        except Exception as exc:  # the previous index keeps serving; the operator sees why
            st.error(MSG["rebuild_failed"].format(detail=exc))
        finally:
            bar.empty()

    with st.sidebar:
        st.header("設定")
        folder = st.text_input("手順書フォルダ (data_folder_path)", value=live.settings.data_folder)
        k = st.number_input("検索件数 k", min_value=1, max_value=MAX_K, value=settings.k, step=1)
        bm25_weight = st.slider("BM25 の重み", min_value=0.0, max_value=1.0, value=settings.bm25_weight, step=0.05)
        st.caption(f"ベクトル検索の重み: {1.0 - bm25_weight:.2f}（自動で 1 − BM25）")
        rebuild_clicked = st.button("🔄 インデックス再構築", use_container_width=True)

    if live.current is None:
        if index_exists(live.settings):
            try:
                live.open()
            except AppError as exc:
                st.error(str(exc))
        else:
            st.info("初回起動: 手順書からインデックスを構築しています…")
            rebuild(folder)
    if rebuild_clicked or (folder != live.settings.data_folder and live.current is not None):
        rebuild(folder)
    if live.error:
        st.sidebar.error(live.error)

    with st.sidebar:
        components.render_index_status(live.status(), answer_mode(settings))
        if state.get("last_report"):
            components.render_rebuild_report(state["last_report"])

    def record_feedback(answer_id: str, value: int | None) -> None:
        if value is not None:
            log_feedback(answer_id, "up" if value == 1 else "down", logs_folder=settings.logs_folder,
                         session_id=state["session_id"])

    for message in state["messages"]:
        components.render_chat_message(message["role"], message["content"], message=message, on_feedback=record_feedback)

    query = st.chat_input("手順書について質問してください（例: アカウントロックアウトの解除手順は？）")
    if not query:
        return
    if contains_secret(query):
        st.warning(SECRET_IN_QUERY_WARNING)
    with st.chat_message("user"):
        st.markdown(query)
    if live.current is None:
        st.error(MSG["index_missing"])
        return
    with st.chat_message("assistant"):
        placeholder = st.empty()
        history = [{"role": m["role"], "content": m["content"]} for m in state["messages"]]
        try:
            result = handle_query(query, index=live.current, settings=settings, history=history, k=int(k),
                                  bm25_weight=float(bm25_weight), session_id=state["session_id"],
                                  on_token=lambda text: placeholder.markdown(text + "▌"))
        except Exception as exc:  # a readable message instead of a traceback; the details go to the server log
            logging.getLogger(__name__).exception("query failed")
            placeholder.empty()
            st.error(MSG["unexpected_error"].format(detail=type(exc).__name__))
            return
        placeholder.empty()
        message = {"role": "assistant", "content": result.answer, "result": result.to_dict()}
        components.render_answer(message)
    state["messages"] = (state["messages"] + [{"role": "user", "content": query}, message])[-2 * MAX_CONVERSATION_HISTORY:]
    st.rerun()


def ask(argv: list[str]) -> int:
    """`python main.py ask "質問"`: answer one question, building the index first if there is none."""
    from answering import handle_query

    parser = argparse.ArgumentParser(prog="main.py ask", description="Answer one question from the runbooks.")
    parser.add_argument("question")
    parser.add_argument("--data", help="runbook folder (DATA_FOLDER)")
    parser.add_argument("--db", help="index folder (CHROMA_DB_PATH)")
    parser.add_argument("--k", type=int)
    parser.add_argument("--bm25-weight", type=float)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    settings = load_settings(data_folder=args.data, chroma_db_path=args.db, k=args.k, bm25_weight=args.bm25_weight)
    configure_logging(settings.rag_debug_log_enabled)
    try:
        if not index_exists(settings):
            update_index(settings, progress=lambda s, d, t, f: print(f"[{s}] {d}/{t} {f}", file=sys.stderr))
        index = open_index(settings)
    except IndexBusy:
        print(MSG["index_busy"], file=sys.stderr)
        return 2
    except AppError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    result = handle_query(args.question, index=index, settings=settings, session_id="cli")
    if args.json:
        keys = ("answer", "flags", "search_results", "processing_time_sec", "token_usage", "cost_usd", "mode")
        out = {key: getattr(result, key) for key in keys}
        out["citations"] = [{k: c[k] for k in ("file", "heading", "page", "score", "excerpt")} for c in result.citations]
        print(json.dumps(out, ensure_ascii=False))
        return 0
    if result.flags["dangerous_operation"]:
        print(DANGER_BANNER + "\n")
    print(result.answer)
    if result.error:
        print(f"\n{result.error}")
    for citation in result.citations:
        print(f"\n[{citation['n']}] 引用元: {citation['source']} (スコア: {citation['score']:.2f})\n    {citation['excerpt']}")
    return 0


def running_under_streamlit() -> bool:
    """True inside `streamlit run` (and Streamlit's AppTest), False under plain Python."""
    try:
        from streamlit.runtime.scriptrunner import get_script_run_ctx
    except ImportError:
        return False
    return get_script_run_ctx(suppress_warning=True) is not None


if running_under_streamlit():
    run_app()
elif __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "ask":
        sys.exit(ask(sys.argv[2:]))
    print('usage: streamlit run main.py | python main.py ask "質問" [--data DIR] [--db DIR] [--k N] [--bm25-weight W] [--json]')
    sys.exit(2)
