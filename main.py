"""Runbook assistant: `streamlit run main.py` for the chat app; `python main.py ask "質問"` on the command line."""

from __future__ import annotations

import logging
import sys
import uuid

from answer_job import AnswerJob
from constants import MAX_K, SLOW_QUERY_WARNING_SEC
from data_folders import candidate_folders, check_data_folder, preview_change
from initialize import AppError
from live_index import IndexService, RebuildJob
from loading import list_runbooks
from logger import configure_logging, log_feedback
from masking import contains_secret
from messages import MSG, UI_TEXT
from settings import Settings, load_settings
from teams import Caller, TeamsConfig, load_teams, team_settings

log = logging.getLogger(__name__)

PROGRESS_POLL_SEC = 0.25
ANSWER_POLL_SEC = 0.1
STATUS_REFRESH_SEC = 2.0


def run_app() -> None:
    """The Streamlit page. Per-user state lives in st.session_state; the index is shared per process."""
    import streamlit as st

    import auth
    import components

    st.set_page_config(page_title=UI_TEXT["page_title"], page_icon="🛡️", layout="wide")
    components.render_security_notice()
    st.title(UI_TEXT["title"])
    try:
        settings = load_settings()
    except ValueError as exc:
        st.error(UI_TEXT["settings_error"].format(detail=exc))
        return
    exposed = auth.open_without_sign_in(settings)
    if exposed:
        st.error(exposed)
    try:
        config = load_teams(settings)
        caller = auth.current_caller(settings, config)
        if caller is None:
            return
        if caller.is_admin and st.sidebar.radio(UI_TEXT["page_label"], [UI_TEXT["page_chat"], UI_TEXT["page_audit"]],
                                                horizontal=True) == UI_TEXT["page_audit"]:
            import audit_page

            audit_page.render(settings, config, caller)
            return
        chat_page(settings, config, caller)
    except AppError as exc:
        st.error(str(exc))
    except Exception as exc:  # a readable message instead of a traceback; the details go to the server log
        log.exception("page failed")
        st.error(MSG["unexpected_error"])
        components.render_error_details(f"{type(exc).__name__}: {exc}")


def choose_teams(caller: Caller) -> tuple[str, ...]:
    """The teams this session asks: a caller in several teams picks one, or all of theirs."""
    import streamlit as st

    if len(caller.teams) == 1:
        return caller.teams
    every = UI_TEXT["all_teams"]
    choice = st.sidebar.selectbox(UI_TEXT["team_label"], [*caller.teams, every], key="team_choice")
    return caller.teams if choice == every else (choice,)


def chat_page(settings: Settings, config: TeamsConfig, caller: Caller) -> None:
    """Sidebar settings and index life cycle, then the whole conversation and the chat input,
    on the caller's chosen teams only; folder and rebuild controls for admins of one team."""
    import streamlit as st

    import components
    from team_search import ask_as, rebuild_settings

    text = UI_TEXT
    configure_logging(settings.rag_debug_log_enabled, masking=settings.masking)

    @st.cache_resource(show_spinner=False)
    def index_service(_settings: Settings, db_path: str) -> IndexService:
        """One index per process and index folder (one per team), opened once and shared by every browser session."""
        return IndexService(_settings)

    state = st.session_state
    teams = choose_teams(caller)
    services = {}
    for team in teams:
        own = team_settings(settings, config, team)
        services[team] = index_service(own, own.chroma_db_path)
    if state.get("scope") != teams:  # a conversation belongs to the teams it was asked of
        state["scope"], state["messages"] = teams, []
    single = services[teams[0]] if len(teams) == 1 and caller.is_admin else None
    state.setdefault("session_id", f"streamlit_session_{uuid.uuid4().hex[:12]}")
    if toast := state.pop("toast", None):
        st.toast(toast, icon="✅")

    with st.sidebar:
        # Progress, outcome and status come first, in view from anywhere on the page; they are
        # filled in once the controls below have been read.
        progress_box, status_box = st.container(), st.container()
        st.header(text["sidebar_header"])
        if st.button(text["new_conversation"], key="new_conversation", width="stretch"):
            state["messages"] = []
        if single:
            folder_controls(single, state)
        k = st.number_input(text["k_label"], min_value=1, max_value=MAX_K, value=min(max(settings.k, 1), MAX_K), step=1)
        bm25_weight = st.slider(text["bm25_label"], min_value=0.0, max_value=1.0,
                                value=min(max(settings.bm25_weight, 0.0), 1.0), step=0.05)
        st.caption(text["vector_weight"].format(weight=1.0 - bm25_weight))
        rebuild_clicked = bool(single) and st.button(text["rebuild_button"], key="rebuild", width="stretch")

    def record_feedback(answer_id: str, value: int | None) -> None:
        if value is not None:
            log_feedback(answer_id, "up" if value == 1 else "down", logs_folder=settings.logs_folder,
                         session_id=state["session_id"], extra=caller.audit(teams))

    if state["messages"]:
        components.render_history_note()
    for message in state["messages"]:
        components.render_chat_message(message, record_feedback, settings.evidence_threshold)

    if state.get("confirmed_folder") or rebuild_clicked:
        try:  # refuses operators and folders not configured for the team, whatever the page showed
            rebuild_settings(caller, settings, config, teams[0], state.get("confirmed_folder"))
        except AppError as exc:
            state.pop("confirmed_folder", None)
            rebuild_clicked, state["rebuild_outcome"] = False, {"error": str(exc)}
    with progress_box:
        for service in services.values():
            watch_rebuild(service, state, rebuild_clicked)
    missing = MSG["index_missing"] if caller.is_admin else MSG["index_missing_operator"]
    if all(service.live.current is None for service in services.values()):
        st.warning(missing)
    with status_box:
        # Rebuild reports and errors name server folders and files: admins only.
        if state.get("rebuild_outcome") and caller.is_admin:
            components.render_rebuild_outcome(state["rebuild_outcome"])
        for team, service in services.items():
            if config.configured:
                st.caption(f"{text['team_label']}: {team}")
            index_status(service, settings, show_folder=caller.is_admin)

    query = st.chat_input(text["chat_placeholder"])
    if not query:
        return
    question = {"role": "user", "content": query, "secret_warning": contains_secret(query, settings.masking)}
    components.render_user_message(question)
    # A newer generation published by a CLI or another session is served from now on.
    opened = {team: service.live.refresh() for team, service in services.items()}
    if all(index is None for index in opened.values()):
        st.error(missing)
        return
    with st.chat_message("assistant"):
        placeholder = st.empty()
        history, session_id = list(state["messages"]), state["session_id"]  # the worker thread has no session
        try:
            result = answer_while_drawing(placeholder, settings.evidence_threshold, lambda on_retrieval, on_token: ask_as(
                query, caller, teams, open_team=opened.get, settings=settings, history=history, k=int(k),
                bm25_weight=float(bm25_weight), session_id=session_id, on_token=on_token, on_retrieval=on_retrieval))
        except Exception as exc:  # a readable message instead of a traceback; the details go to the server log
            log.exception("query failed")
            placeholder.empty()
            st.error(MSG["unexpected_error"])
            components.render_error_details(f"{type(exc).__name__}: {exc}")
            return
        answer = {"role": "assistant", "content": result.answer, "result": result.to_dict()}
        with placeholder.container():
            components.render_answer(answer["result"], settings.evidence_threshold)
    # The whole conversation stays on screen; handle_query uses only the last exchanges as context.
    state["messages"] = state["messages"] + [question, answer]
    # Rerun so the new answer is drawn from the history, with its 👍/👎 control.
    st.rerun()


def answer_while_drawing(placeholder, threshold: float, run):
    """Answer in a worker thread; meanwhile draw the citations and quotes once retrieval is done, the
    text so far, and the slow-answer notice after SLOW_QUERY_WARNING_SEC (spec §9)."""
    import streamlit as st

    import components

    job = AnswerJob(run)
    with placeholder.container():
        notice, text, early = st.empty(), st.empty(), st.empty()
    drawn, warned, shown = False, False, ""
    while not job.wait(ANSWER_POLL_SEC):
        if job.retrieval and not drawn:
            with early.container():
                components.render_early_citations(job.retrieval, threshold)
            drawn = True
        if job.partial != shown:
            shown = job.partial
            text.markdown(shown + "▌")
        if not warned and job.elapsed > SLOW_QUERY_WARNING_SEC:
            notice.warning(MSG["slow_answer"])
            warned = True
    return job.result()


def folder_controls(service: IndexService, state) -> None:
    """The data folder: typed or picked from the folders under DATA_ROOTS, applied only after a confirmation.

    The field always falls back to the folder the index serves, so field and status never disagree
    once an action is over; a refused folder is named in the error instead.
    """
    import streamlit as st

    import components

    text, live = UI_TEXT, service.live
    serving = live.settings.data_folder
    # Follow the folder the shared index serves (another session may have switched it).
    if state.get("folder_synced") != serving:
        state["data_folder"] = state["folder_synced"] = serving

    def picked() -> None:
        state["data_folder"], state["folder_pick"] = state["folder_pick"] or state["data_folder"], None

    def reset_field() -> None:
        state["data_folder"] = serving
        state.pop("pending_folder", None)

    def request_change() -> None:
        folder = state["data_folder"].strip()
        state.pop("folder_notice", None)
        if folder == serving:
            state["folder_notice"] = {"info": text["folder_same"].format(folder=folder)}
            return
        try:
            state["pending_folder"] = preview_change(folder, live.roots, live.indexed_files())
        except AppError as exc:
            state["folder_notice"] = {"error": str(exc)}
            reset_field()

    def confirm() -> None:
        state["confirmed_folder"] = state.pop("pending_folder").folder
        state.pop("folder_notice", None)

    st.text_input(text["data_folder_label"], key="data_folder")
    st.selectbox(text["folder_pick_label"], candidate_folders(live.roots), index=None, key="folder_pick",
                 placeholder=text["folder_pick_placeholder"], on_change=picked)
    change = state.get("pending_folder")
    if change:
        components.render_folder_confirmation(change)
        yes, no = st.columns(2)
        yes.button(text["folder_confirm_yes"], key="folder_confirm", on_click=confirm, type="primary", width="stretch")
        no.button(text["folder_confirm_no"], key="folder_cancel", on_click=reset_field, width="stretch")
    else:
        if state["data_folder"].strip() != serving:
            st.caption(text["folder_unapplied"].format(folder=serving))
        st.button(text["folder_change_button"], key="folder_change", on_click=request_change, width="stretch")
    if notice := state.get("folder_notice"):  # next to the field, where the operator is looking
        components.render_rebuild_outcome(notice)


def watch_rebuild(service: IndexService, state, rebuild_clicked: bool) -> None:
    """Start the rebuild asked for (a confirmed folder, the rebuild button, the first start) and show its
    progress until it ends; then a toast and the outcome. The job runs in its own thread, so a rerun
    (a question asked meanwhile) only stops the watching, which the next run resumes."""
    import streamlit as st

    import components

    live = service.live
    job = state.get("watched_job")
    folder = state.pop("confirmed_folder", None)
    if folder or rebuild_clicked:
        job = start_rebuild(service, folder or live.settings.data_folder, state)
    elif job is None and live.current is None:
        try:
            if not service.open_existing():
                # First start: build from the data folder (or follow the build another session started).
                job = service.running_job or start_rebuild(service, live.settings.data_folder, state)
        except AppError as exc:
            state["rebuild_outcome"] = {"error": str(exc)}
    if job is None:
        return
    state["watched_job"] = job
    bar = st.progress(0.0, text=UI_TEXT["eta_unknown"])
    while job.running:
        components.show_progress(bar, "files", job.progress[0], job.progress[1], job.eta())
        job.wait(PROGRESS_POLL_SEC)
    bar.empty()
    state["rebuild_outcome"] = job.outcome()
    del state["watched_job"]
    st.toast(UI_TEXT["toast_rebuild_failed"] if job.error else UI_TEXT["toast_rebuilt"],
             icon="⚠️" if job.error else "✅")


def start_rebuild(service: IndexService, folder: str, state) -> RebuildJob | None:
    """Check the folder, then start a rebuild; a refused, missing or empty folder or a busy index is reported instead."""
    try:
        check_data_folder(folder, service.live.roots)
        list_runbooks(folder)
    except AppError as exc:
        state["rebuild_outcome"] = {"error": str(exc)}
        return None
    job = service.start_rebuild(folder)
    if job is None:
        state["rebuild_outcome"] = {"error": MSG["index_busy"]}
    return job


def index_status(service: IndexService, settings: Settings, *, show_folder: bool = True) -> None:
    """The sidebar index status; refreshed every few seconds while a rebuild or the vector fill runs.

    Operators never see server paths: the folder is shown to admins only.
    """
    import streamlit as st

    import components

    live = service.live
    mode = components.answer_mode_label(settings.llm_enabled, settings.llm_model, settings.openai_base_url)
    # The full run draws the panel from the same snapshot it decided `busy` from: a fill ending between
    # two reads must not rerun the whole page, which would drop the question being submitted with it.
    snapshot = [(service.running_job, live.status())]
    busy = bool(snapshot[0][0]) or snapshot[0][1].get("filling", False)

    @st.fragment(run_every=STATUS_REFRESH_SEC if busy else None)
    def status_panel() -> None:
        job, status = snapshot.pop() if snapshot else (service.running_job, live.status())
        if job:
            components.render_rebuild_elsewhere(job.progress[0], job.progress[1], job.eta())
        folder = live.settings.data_folder if show_folder else UI_TEXT["folder_hidden"]
        components.render_index_status(status, folder, mode)
        if live.error:
            st.error(live.error)
        if status.get("vector_error"):
            st.warning(MSG["chroma_unavailable"].format(detail=status["vector_error"]) + MSG["bm25_only"])
        if busy and not job and not status.get("filling"):
            if status["chunks"] and status["embedded"] >= status["chunks"]:
                st.session_state["toast"] = UI_TEXT["toast_vectors_done"].format(total=status["chunks"])
            st.rerun()

    status_panel()


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
        from cli import ask

        sys.exit(ask(sys.argv[2:]))
    print('usage: streamlit run main.py | python main.py ask "質問" [--data DIR] [--db DIR] [--k N] [--bm25-weight W] '
          '[--team NAME] [--user NAME] [--json]')
    sys.exit(2)
