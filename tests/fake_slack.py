"""A local, standard-library-only fake of the Slack Web API for tests, on 127.0.0.1.

The real `slack_sdk.WebClient(base_url=fake.base_url)` talks to it over HTTP. It keeps the
messages of each channel (so `conversations.replies` returns a real thread, metadata included),
checks the bot token, and records every call::

    with FakeSlack(token="xoxb-test") as slack:
        slack.add_channel("C1")                       # the app is a member
        slack.add_channel("C2", member=False)         # the app was never invited
        ts = slack.add_user_message("C1", "U1", "<@UBOT> 質問")
        ...
        slack.calls_to("chat.update")                 # what the app sent

Methods: auth.test, chat.postMessage, chat.update, chat.postEphemeral, conversations.info,
conversations.replies, and apps.connections.open (app-level token) for Socket Mode, whose WebSocket
peer `start_socket_mode` serves (websockets): `send_envelope` pushes an event or command to the
connected app and `acks` collects the envelope ids it acknowledged. Anything else answers
`{"ok": false, "error": "unknown_method"}`.
"""

from __future__ import annotations

import itertools
import json
import queue
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlsplit

BOT_USER_ID = "UBOT"
BOT_ID = "BBOT"
TEAM_ID = "T0001"


class _Handler(BaseHTTPRequestHandler):
    server: "_Server"

    def log_message(self, format, *args):  # noqa: A002
        pass

    def do_GET(self):  # noqa: N802
        self._dispatch()

    def do_POST(self):  # noqa: N802
        self._dispatch()

    def _dispatch(self):
        url = urlsplit(self.path)
        args = dict(parse_qsl(url.query))
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length).decode("utf-8") if length else ""
        if raw:
            if "json" in (self.headers.get("Content-Type") or ""):
                args.update(json.loads(raw))
            else:
                args.update(dict(parse_qsl(raw)))
        method = url.path.rsplit("/", 1)[-1]
        token = (self.headers.get("Authorization") or "").removeprefix("Bearer ") or args.pop("token", "")
        payload = self.server.fake.call(method, args, token)
        body = json.dumps(payload).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    fake: "FakeSlack"


class FakeSlack:
    """The Slack Web API methods the app uses, with channels, threads and message metadata in memory."""

    def __init__(self, token: str = "xoxb-test"):
        self.token = token
        self.channels: dict[str, dict] = {}
        self.messages: dict[str, list[dict]] = {}
        self.calls: list[tuple[str, dict]] = []
        self.reject_blocks = False  # answer `invalid_blocks` to any message with blocks, as Slack does for bad ones
        self._ts = itertools.count(1)
        self._lock = threading.Condition()
        self._server: _Server | None = None
        self.app_token: str | None = None
        self.acks: list[str] = []
        self._outbox: queue.Queue[dict] = queue.Queue()
        self._ws_server = None

    # --- set-up -----------------------------------------------------------------------------
    def start(self) -> "FakeSlack":
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.fake = self
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server:
            self._server.shutdown()
            self._server.server_close()
        if self._ws_server:
            self._ws_server.shutdown()

    def start_socket_mode(self, app_token: str) -> None:
        """Serve Socket Mode's WebSocket on 127.0.0.1; apps.connections.open hands out its URL."""
        from websockets.sync.server import serve

        self.app_token = app_token
        self._ws_server = serve(self._socket_session, "127.0.0.1", 0, compression=None)
        threading.Thread(target=self._ws_server.serve_forever, daemon=True).start()

    def send_envelope(self, kind: str, payload: dict) -> str:
        """Deliver an `events_api` or `slash_commands` envelope to the connected app; returns its id."""
        envelope_id = uuid.uuid4().hex
        self._outbox.put({"envelope_id": envelope_id, "type": kind, "payload": payload,
                          "accepts_response_payload": kind != "events_api"})
        return envelope_id

    def _socket_session(self, websocket) -> None:
        from websockets.exceptions import ConnectionClosed

        websocket.send(json.dumps({"type": "hello", "num_connections": 1, "connection_info": {"app_id": "A1"}}))
        while True:
            try:
                websocket.send(json.dumps(self._outbox.get(timeout=0.05)))
            except queue.Empty:
                pass
            try:
                reply = json.loads(websocket.recv(timeout=0.05))
            except TimeoutError:
                continue
            except ConnectionClosed:
                return
            with self._lock:
                self.acks.append(reply.get("envelope_id"))
                self._lock.notify_all()

    def __enter__(self) -> "FakeSlack":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_port}/api/"

    def add_channel(self, channel: str, *, member: bool = True) -> None:
        self.channels[channel] = {"id": channel, "is_channel": True, "is_member": member}
        self.messages.setdefault(channel, [])

    def add_user_message(self, channel: str, user: str, text: str, thread_ts: str | None = None) -> str:
        """A human's message as Slack stores it; returns its ts (use it as the event's ts)."""
        with self._lock:
            return self._store(channel, {"type": "message", "user": user, "text": text}, thread_ts)

    # --- inspection -------------------------------------------------------------------------
    def calls_to(self, method: str) -> list[dict]:
        with self._lock:
            return [args for name, args in self.calls if name == method]

    def wait_for(self, predicate, timeout: float = 120.0):
        """Block until predicate(self) is truthy (returns it) or fail after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        with self._lock:
            while True:
                value = predicate(self)
                if value:
                    return value
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise AssertionError(f"timed out; calls so far: {[name for name, _ in self.calls]}")
                self._lock.wait(remaining)

    def message(self, channel: str, ts: str) -> dict | None:
        return next((m for m in self.messages.get(channel, []) if m["ts"] == ts), None)

    # --- the API ----------------------------------------------------------------------------
    def call(self, method: str, args: dict, token: str) -> dict:
        with self._lock:
            self.calls.append((method, args))
            try:
                if token != (self.app_token if method == "apps.connections.open" else self.token):
                    return {"ok": False, "error": "invalid_auth"}
                handler = getattr(self, "_" + method.replace(".", "_"), None)
                return handler(args) if handler else {"ok": False, "error": "unknown_method"}
            finally:
                self._lock.notify_all()

    def _store(self, channel: str, message: dict, thread_ts: str | None) -> str:
        n = next(self._ts)
        ts = f"{1_700_000_000 + n}.{n:06d}"
        message = {**message, "ts": ts}
        if thread_ts:
            message["thread_ts"] = thread_ts
        self.messages.setdefault(channel, []).append(message)
        return ts

    def _channel_error(self, channel: str) -> dict | None:
        if channel not in self.channels:
            return {"ok": False, "error": "channel_not_found"}
        if not self.channels[channel]["is_member"]:
            return {"ok": False, "error": "not_in_channel"}
        return None

    def _auth_test(self, args: dict) -> dict:
        return {"ok": True, "url": "https://fake.slack.test/", "team": "SOC", "user": "runbook",
                "team_id": TEAM_ID, "user_id": BOT_USER_ID, "bot_id": BOT_ID, "is_enterprise_install": False}

    def _apps_connections_open(self, args: dict) -> dict:
        host, port = self._ws_server.socket.getsockname()[:2]
        return {"ok": True, "url": f"ws://{host}:{port}/link/?ticket={uuid.uuid4().hex}"}

    def _chat_postMessage(self, args: dict) -> dict:
        channel = args.get("channel", "")
        error = self._channel_error(channel)
        if error:
            return error
        fields = {k: args[k] for k in ("text", "blocks", "metadata") if k in args}
        ts = self._store(channel, {"type": "message", "user": BOT_USER_ID, "bot_id": BOT_ID, **fields},
                         args.get("thread_ts"))
        return {"ok": True, "channel": channel, "ts": ts, "message": self.message(channel, ts)}

    def _chat_update(self, args: dict) -> dict:
        channel = args.get("channel", "")
        if self.reject_blocks and args.get("blocks"):
            return {"ok": False, "error": "invalid_blocks"}
        message = self.message(channel, args.get("ts", ""))
        if message is None:
            return {"ok": False, "error": "message_not_found"}
        message.pop("blocks", None)
        message.update({k: args[k] for k in ("text", "blocks", "metadata") if k in args})
        return {"ok": True, "channel": channel, "ts": message["ts"], "text": message.get("text", "")}

    def _chat_postEphemeral(self, args: dict) -> dict:
        error = self._channel_error(args.get("channel", ""))
        return error or {"ok": True, "message_ts": f"{time.time():.6f}"}

    def _conversations_info(self, args: dict) -> dict:
        channel = self.channels.get(args.get("channel", ""))
        return {"ok": True, "channel": channel} if channel else {"ok": False, "error": "channel_not_found"}

    def _conversations_replies(self, args: dict) -> dict:
        channel, root = args.get("channel", ""), args.get("ts", "")
        error = self._channel_error(channel)
        if error:
            return error
        with_metadata = str(args.get("include_all_metadata", "")).lower() in ("1", "true")
        thread = [dict(m) for m in self.messages[channel] if m["ts"] == root or m.get("thread_ts") == root]
        if not thread:
            return {"ok": False, "error": "thread_not_found"}
        for message in thread:
            if not with_metadata:
                message.pop("metadata", None)
        return {"ok": True, "messages": thread, "has_more": False, "response_metadata": {"next_cursor": ""}}
