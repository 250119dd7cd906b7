"""Slack front end: ask the runbooks from the incident channel (spec Phase 4; seeds 000 and 001).

`python slack_app.py` serves the Bolt app over HTTP with request signing (SLACK_BOT_TOKEN,
SLACK_SIGNING_SECRET, port SLACK_PORT, path /slack/events), or over Socket Mode when SLACK_APP_TOKEN
is set. Questions go through `answering.handle_query`, exactly like the web app's.
"""

from __future__ import annotations

import html
import logging
import re
import sys
import threading
import time
from collections import Counter, OrderedDict
from dataclasses import dataclass, replace
from typing import Callable
from socketserver import ThreadingMixIn
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from slack_bolt import App
from slack_bolt.adapter.wsgi import SlackRequestHandler
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

import slack_format
from answering import handle_query, trim_history
from constants import (DEFAULT_TEAM, SLACK_ADMIN_COMMANDS, SLACK_ANSWER_EVENT_TYPE, SLACK_COMMAND,
                       SLACK_EVENTS_PATH, SLACK_FEEDBACK_ACTIONS, SLACK_HISTORY_FETCH_LIMIT,
                       SLACK_UPDATE_INTERVAL_SEC)
from messages import MSG, SECRET_IN_QUERY_WARNING, SLACK_TEXT, UI_TEXT
from initialize import AppError
from live_index import IndexService
from logger import configure_logging, log_feedback
from masking import mask_secrets
from settings import Settings, load_settings

log = logging.getLogger(__name__)

_MENTION = re.compile(r"<@[A-Z0-9]+(?:\|[^>]*)?>")
_ANSWER_ID = re.compile(r"[0-9a-f]{32}")
_SEEN_EVENTS = 1000


@dataclass(frozen=True)
class Thread:
    """A Slack thread (the conversation) and who is asking in it."""

    channel: str
    ts: str
    user: str
    team: str | None = None

    @property
    def session_id(self) -> str:
        return f"slack:{self.channel}:{self.ts}"

    def audit_fields(self) -> dict:
        """What the audit line records about where a question or a rating came from."""
        return {"slack": {"user": self.user, "channel": self.channel, "thread_ts": self.ts, "team": self.team}}


def screen_secrets(text: str) -> tuple[str, bool]:
    """The text with secrets masked, and whether it held any: the one place this app detects secrets."""
    masked = mask_secrets(text)
    return masked, masked != text


def message_text(raw: str) -> str:
    """A mention's or slash command's text as the operator typed it: mentions dropped, Slack's escapes undone."""
    return html.unescape(_MENTION.sub(" ", raw or "")).strip()


def admin_command(text: str) -> str | None:
    """`status`, `rebuild` or `sources` (optionally after `rag`, as in seed 000); None for a question."""
    words = text.lower().split()
    if words[:1] == ["rag"]:
        words = words[1:]
    return words[0] if len(words) == 1 and words[0] in SLACK_ADMIN_COMMANDS else None


class SlackAssistant:
    """What the app does for a mention, a slash command or a button, independent of how Bolt receives it."""

    def __init__(self, settings: Settings, service: IndexService, client: WebClient):
        self.settings = settings
        self.service = service
        self.client = client
        self._bot_user_id: str | None = None
        self._seen: OrderedDict[str, None] = OrderedDict()
        self._seen_lock = threading.Lock()

    def bot_user_id(self) -> str:
        if self._bot_user_id is None:
            self._bot_user_id = self.client.auth_test()["user_id"]
        return self._bot_user_id

    def first_delivery(self, event_id: str | None) -> bool:
        """False for an event Slack delivers again (a retry), so that a question is answered once."""
        if not event_id:
            return True
        with self._seen_lock:
            if event_id in self._seen:
                return False
            self._seen[event_id] = None
            while len(self._seen) > _SEEN_EVENTS:
                self._seen.popitem(last=False)
            return True

    def is_member(self, channel: str) -> bool:
        """Answer only where the app was invited (or in a direct message to it)."""
        try:
            info = self.client.conversations_info(channel=channel)["channel"]
        except SlackApiError as exc:
            log.warning("conversations.info failed for %s: %s", channel, exc.response.get("error"))
            return False
        return bool(info.get("is_member") or info.get("is_im"))

    def audit_fields(self, thread: Thread) -> dict:
        """The thread's Slack fields plus who asked and which runbook team answered (as in the web app's lines)."""
        return {**thread.audit_fields(), "user_id": f"slack:{thread.user}",
                "teams": [self.settings.slack_team or DEFAULT_TEAM]}

    def post(self, thread: Thread, text: str, **fields) -> str:
        return self.client.chat_postMessage(channel=thread.channel, thread_ts=thread.ts, text=text, **fields)["ts"]

    def update(self, thread: Thread, ts: str, text: str, **fields) -> None:
        self.client.chat_update(channel=thread.channel, ts=ts, text=text, **fields)

    def handle(self, text: str, thread: Thread) -> None:
        """An admin command, or a question for the runbooks."""
        command = admin_command(text)
        if command == "status":
            self.post(thread, self.status())
        elif command == "sources":
            self.post(thread, self.sources())
        elif command == "rebuild":
            self.rebuild(thread)
        elif not text:
            self.post(thread, SLACK_TEXT["empty_question"])
        else:
            self.answer(text, thread)

    def answer(self, question: str, thread: Thread) -> None:
        """Post a placeholder at once, answer with the thread's history, and put the answer in its place."""
        masked, has_secret = screen_secrets(question)
        if has_secret:
            self.client.chat_postEphemeral(channel=thread.channel, user=thread.user, thread_ts=thread.ts,
                                           text=SECRET_IN_QUERY_WARNING)
        placeholder = self.post(thread, SLACK_TEXT["searching"])
        index = self.service.live.refresh()  # a newer index generation is served from its next question
        if index is None:
            self.update(thread, placeholder, SLACK_TEXT["index_missing"])
            return
        try:
            result = handle_query(question, index=index, settings=self.settings, history=self.history(thread),
                                  session_id=thread.session_id, audit_fields=self.audit_fields(thread),
                                  on_token=self.preview(thread, placeholder))
        except Exception as exc:  # the operator sees a readable message; the details go to the server log
            log.exception("query failed")
            self.update(thread, placeholder, MSG["unexpected_error"].format(detail=type(exc).__name__))
            return
        message = slack_format.answer_message(result.to_dict(), show_sources=self.settings.rag_show_sources,
                                              threshold=self.settings.evidence_threshold)
        # The masked question and the quoted chunk ids ride on the answer as message metadata: the
        # thread's history for follow-ups (「その次は？」 continues from the quoted passages).
        metadata = {"event_type": SLACK_ANSWER_EVENT_TYPE,
                    "event_payload": {"answer_id": result.answer_id, "question": masked, "sources": result.quoted}}
        try:
            self.update(thread, placeholder, message["text"], blocks=message["blocks"], metadata=metadata)
        except SlackApiError as exc:  # e.g. blocks Slack refuses: the answer still arrives, as plain text
            log.warning("chat.update with blocks failed (%s); sending text only", exc.response.get("error"))
            self.update(thread, placeholder, message["text"], metadata=metadata)

    def preview(self, thread: Thread, ts: str) -> Callable[[str], None]:
        """Show a generated answer as it streams, editing the placeholder at most every few seconds."""
        shown_at: list[float] = []

        def show(partial: str) -> None:
            now = time.monotonic()
            if shown_at and now - shown_at[-1] < SLACK_UPDATE_INTERVAL_SEC:
                return
            shown_at.append(now)
            try:
                self.update(thread, ts, SLACK_TEXT["streaming"].format(partial=slack_format.escape(partial)))
            except Exception as exc:  # a preview is best effort: it must never fail the answer
                log.debug("streaming preview not shown: %s", exc)

        return show

    def history(self, thread: Thread) -> list[dict]:
        """The thread's last exchanges with this app, read back from its answers' metadata."""
        turns: list[dict] = []
        try:
            pages = self.client.conversations_replies(channel=thread.channel, ts=thread.ts, include_all_metadata=True,
                                                      limit=SLACK_HISTORY_FETCH_LIMIT)
            for page in pages:
                for message in page["messages"]:
                    metadata = message.get("metadata") or {}
                    ours = message.get("user") == self.bot_user_id()
                    if ours and metadata.get("event_type") == SLACK_ANSWER_EVENT_TYPE:
                        payload = metadata.get("event_payload") or {}
                        turns.append({"role": "user", "content": payload.get("question", "")})
                        turns.append({"role": "assistant", "content": html.unescape(message.get("text", "")),
                                      "sources": payload.get("sources") or []})
        except SlackApiError as exc:  # without history the question is still answered on its own
            log.warning("conversations.replies failed: %s", exc.response.get("error"))
        return trim_history(turns)

    def status(self) -> str:
        job = self.service.running_job
        mode = (UI_TEXT["mode_llm"].format(model=self.settings.llm_model) if self.settings.llm_enabled
                else UI_TEXT["mode_extractive"])
        return slack_format.status_text(self.service.live.status(), mode, job.progress if job else None)

    def sources(self) -> str:
        index = self.service.live.refresh()  # a newer index generation is served from its next question
        return slack_format.sources_text(Counter(c.file for c in index.chunks) if index else {})

    def rebuild(self, thread: Thread) -> None:
        """Admins only: update the index from the data folder, with progress posted in the thread."""
        if thread.user not in self.settings.slack_admins:
            self.post(thread, SLACK_TEXT["admin_only"])
            return
        job = self.service.start_rebuild(self.service.live.settings.data_folder)
        if job is None:
            self.post(thread, MSG["index_busy"])
            return
        progress_ts = self.post(thread, SLACK_TEXT["rebuild_started"])
        shown = job.progress
        while job.running:
            job.wait(SLACK_UPDATE_INTERVAL_SEC)
            if job.progress != shown:
                shown = job.progress
                self.update(thread, progress_ts, slack_format.rebuild_progress_text(*shown))
        self.post(thread, slack_format.rebuild_outcome_text(job.outcome()))

    def feedback(self, answer_id: str, rating: str, thread: Thread) -> None:
        """Log a 👍/👎 against the answer's audit line and thank the operator privately."""
        if not _ANSWER_ID.fullmatch(answer_id or ""):
            log.warning("feedback ignored: not an answer id: %r", answer_id)
            return
        log_feedback(answer_id, rating, logs_folder=self.settings.logs_folder, session_id=thread.session_id,
                     extra=self.audit_fields(thread))
        thanks = SLACK_TEXT["feedback_thanks"].format(rating=SLACK_TEXT[f"feedback_{rating}"])
        self.client.chat_postEphemeral(channel=thread.channel, user=thread.user, thread_ts=thread.ts, text=thanks)


def web_client(settings: Settings) -> WebClient:
    """The Slack Web API client; SLACK_API_BASE_URL points it elsewhere (tests use a local fake)."""
    return WebClient(token=settings.slack_bot_token, base_url=settings.slack_api_base_url or WebClient.BASE_URL)


def create_app(settings: Settings, service: IndexService, client: WebClient | None = None) -> App:
    """The Bolt app: mentions, the /runbook command and the feedback buttons."""
    client = client or web_client(settings)
    socket_mode = bool(settings.slack_app_token)
    app = App(client=client, signing_secret=settings.slack_signing_secret or None,
              request_verification_enabled=not socket_mode)
    assistant = SlackAssistant(settings, service, client)

    @app.event("app_mention")
    def on_mention(event: dict, body: dict) -> None:
        # Another bot's message (or an edit) is never answered: no loops between bots.
        if event.get("bot_id") or event.get("subtype") or not assistant.first_delivery(body.get("event_id")):
            return
        thread = Thread(event["channel"], event.get("thread_ts") or event["ts"], event["user"], body.get("team_id"))
        if assistant.is_member(thread.channel):
            assistant.handle(message_text(event.get("text", "")), thread)

    @app.command(SLACK_COMMAND)
    def on_command(ack, command: dict) -> None:
        text, channel, user = message_text(command.get("text", "")), command["channel_id"], command["user_id"]
        if not text:
            ack(SLACK_TEXT["empty_question"])
            return
        if not assistant.is_member(channel):
            ack(SLACK_TEXT["not_invited"])
            return
        ack()
        # The question is posted (secrets masked) so that the answer and any follow-ups have a thread.
        masked, _ = screen_secrets(text)
        question = SLACK_TEXT["slash_question"].format(user=user, question=slack_format.escape(masked))
        root = client.chat_postMessage(channel=channel, text=question)["ts"]
        assistant.handle(text, Thread(channel, root, user, command.get("team_id")))

    @app.action(re.compile("^(" + "|".join(SLACK_FEEDBACK_ACTIONS) + ")$"))
    def on_feedback(ack, body: dict, action: dict) -> None:
        ack()
        message = body.get("message") or {}
        thread = Thread(body["channel"]["id"], message.get("thread_ts") or message.get("ts", ""), body["user"]["id"],
                        (body.get("team") or {}).get("id"))
        assistant.feedback(action.get("value", ""), SLACK_FEEDBACK_ACTIONS[action["action_id"]], thread)

    return app


class _ThreadingWSGIServer(ThreadingMixIn, WSGIServer):
    daemon_threads = True


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args) -> None:  # noqa: A002
        log.debug("http: " + format, *args)


def http_server(app: App, host: str, port: int) -> WSGIServer:
    """Bolt's WSGI adapter on a threaded standard-library server: POST /slack/events, signatures checked by Bolt."""
    return make_server(host, port, SlackRequestHandler(app, SLACK_EVENTS_PATH), server_class=_ThreadingWSGIServer,
                       handler_class=_QuietHandler)


def socket_mode_handler(app: App, settings: Settings):
    """Socket Mode over slack-sdk's built-in WebSocket client: no public URL needed."""
    from slack_bolt.adapter.socket_mode import SocketModeHandler

    return SocketModeHandler(app, settings.slack_app_token)


def open_index(service: IndexService, settings: Settings) -> None:
    """Open the index on disk, or build it from the data folder on first start (as the web app does)."""
    try:
        if service.open_existing():
            return
        job = service.start_rebuild(settings.data_folder)
        if job:
            job.wait(None)
            if job.error:
                log.error("index build failed: %s", job.error)
    except AppError as exc:
        log.error("%s", exc)


def slack_team_settings(settings: Settings) -> Settings:
    """The settings of the team the Slack app answers as: SLACK_TEAM, or the only team there is."""
    from teams import load_teams, team_settings

    config = load_teams(settings)
    team = settings.slack_team or (next(iter(config.teams)) if len(config.teams) == 1 else "")
    if not team:
        raise AppError(MSG["slack_team_required"].format(known=", ".join(sorted(config.teams))))
    return replace(team_settings(settings, config, team), slack_team=team)


def main() -> int:
    settings = load_settings()
    configure_logging(settings.rag_debug_log_enabled)
    required = {"SLACK_BOT_TOKEN": settings.slack_bot_token}
    if not settings.slack_app_token:
        required["SLACK_SIGNING_SECRET"] = settings.slack_signing_secret
    missing = [name for name, value in required.items() if not value]
    if missing:
        print(f"set {', '.join(missing)} (see README: Slack)", file=sys.stderr)
        return 2
    try:  # with TEAMS_FILE, the workspace answers from one team's index only (SLACK_TEAM)
        settings = slack_team_settings(settings)
    except AppError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    service = IndexService(settings)
    open_index(service, settings)
    app = create_app(settings, service)
    if settings.slack_app_token:
        socket_mode_handler(app, settings).start()
        return 0
    server = http_server(app, "0.0.0.0", settings.slack_port)
    log.info("Slack app listening on :%d%s", settings.slack_port, SLACK_EVENTS_PATH)
    server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
