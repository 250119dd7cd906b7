"""The admin's audit page (Streamlit): recent questions with filters, CSV download, and the runbook-gap report."""

from __future__ import annotations

import streamlit as st

from audit_view import AuditFilter, filter_rows, gap_report, question_rows, read_audit, summary, to_csv
from constants import AUDIT_VIEW_ROWS
from messages import UI_TEXT
from settings import Settings
from team_search import require_admin
from teams import Caller, TeamsConfig


@st.cache_resource(show_spinner=False)
def _query_embedder(_settings: Settings, model_id: str):
    """The bundled (or configured) embedding model, loaded once per process, for clustering questions."""
    from initialize import embeddings_for

    return embeddings_for(_settings).embed_query


def labelled(row: dict) -> dict:
    """A row for display: Japanese column names, lists joined."""
    names, flags = UI_TEXT["audit_columns"], UI_TEXT["audit_flags"]
    row = {**row, "flags": [flags.get(f, f) for f in row["flags"]]} if "flags" in row else row
    return {names.get(k, k): " / ".join(v) if isinstance(v, list) else v for k, v in row.items()}


def render(settings: Settings, config: TeamsConfig, caller: Caller) -> None:
    """Admins only (the function refuses anyone else): the audit lines of the admin's teams."""
    require_admin(caller)
    text = UI_TEXT
    st.header(text["audit_title"])
    rows = question_rows(read_audit(settings.logs_folder), caller.teams)
    every = "—"
    columns = st.columns(4)
    team = columns[0].selectbox(text["audit_filter_team"], [every, *caller.teams], key="audit_team")
    users = sorted({r["user_id"] for r in rows if r["user_id"]})
    user = columns[1].selectbox(text["audit_filter_user"], [every, *users], key="audit_user")
    flags = text["audit_flags"]
    flag = columns[2].selectbox(text["audit_filter_flag"], [every, *flags], key="audit_flag",
                                format_func=lambda f: flags.get(f, f))
    dates = columns[3].date_input(text["audit_filter_dates"], value=(), key="audit_dates")
    date_from, date_to = (dates + (None, None))[:2] if isinstance(dates, tuple) else (dates, dates)
    wanted = AuditFilter(None if team == every else team, None if user == every else user,
                         date_from.isoformat() if date_from else None, date_to.isoformat() if date_to else None,
                         None if flag == every else flag)
    shown = filter_rows(rows, wanted)
    st.caption(text["audit_summary"].format(**summary(shown)))
    if not shown:
        st.info(text["audit_empty"])
    else:
        st.dataframe([labelled(r) for r in shown[:AUDIT_VIEW_ROWS]], hide_index=True)
        st.download_button(text["audit_download"], to_csv(shown), file_name="audit.csv", mime="text/csv")
    st.subheader(text["gap_title"])
    st.caption(text["gap_caption"])
    topics = gap_report(shown, _query_embedder(settings, settings.embedding_id))
    if not topics:
        st.info(text["gap_empty"])
        return
    st.dataframe([labelled(t) for t in topics], hide_index=True)
    st.download_button(text["gap_download"], to_csv(topics, ("topic", "count", "questions", "teams", "users", "last_asked")),
                       file_name="runbook_gaps.csv", mime="text/csv")
