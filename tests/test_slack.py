"""The Slack app end to end: signed HTTP requests to the Bolt endpoint, a local fake Slack Web API
(driven by the real slack_sdk WebClient), and the real index built with the bundled model."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import replace
from pathlib import Path

import pytest
from slack_sdk.signature import SignatureVerifier

import slack_format
from conftest import EVIDENCE_MD, LINUX_MD, LOCKOUT_MD, REPO
from messages import (AMBIGUOUS_QUERY_TEMPLATE, DANGER_BANNER, INSUFFICIENT_EVIDENCE_TEMPLATE,
                      SECRET_IN_QUERY_WARNING, SLACK_TEXT)
from fake_slack import BOT_ID, BOT_USER_ID, TEAM_ID, FakeSlack
from live_index import IndexService
from settings import load_settings
from slack_app import admin_command, create_app, http_server, message_text, socket_mode_handler

pytestmark = pytest.mark.integration

SECRET = "test-signing-secret"
TOKEN = "xoxb-test"
ADMIN, USER = "UADMIN", "U0USER"
LOCKOUT_Q = "アカウントがロックアウトされたときの解除手順は？"
FOLLOW_UP_Q = "その手順の詳細を教えて"
RANSOMWARE_MD = """\
# ランサムウェア初動対応

## 1. 検知と報告
EDRのアラートでランサムウェアの暗号化挙動を検知したら、SOCリーダーへ電話で報告する。

## 2. ネットワーク隔離
感染端末をEDRのネットワーク隔離機能で隔離する。LANケーブルは抜かずに記録を残す。

## 3. メモリ取得
隔離後、WinPmem でメモリダンプを取得し、ハッシュ値を記録する。

## 4. 復旧判断
バックアップの健全性を確認し、情報システム部門と復旧の可否を判断する。
"""


@pytest.fixture(scope="module")
def service(tmp_path_factory) -> IndexService:
    """The tiny corpus indexed once with the real bundled model, served as the app serves it."""
    root = tmp_path_factory.mktemp("slack")
    files = (("incident/lockout.md", LOCKOUT_MD), ("linux.md", LINUX_MD), ("evidence.md", EVIDENCE_MD),
             ("incident/ransomware.md", RANSOMWARE_MD))
    for name, text in files:
        (root / "data" / name).parent.mkdir(parents=True, exist_ok=True)
        (root / "data" / name).write_text(text, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI", "SLACK", "RAG_"))}
    settings = load_settings(env=env, dotenv_path=None, data_folder=str(root / "data"),
                             chroma_db_path=str(root / "db"), logs_folder=str(root / "logs"))
    service = IndexService(settings)
    job = service.start_rebuild(settings.data_folder)
    job.wait(None)
    assert job.error is None and service.live.current is not None
    return service


@pytest.fixture
def slack(monkeypatch):
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy"):
        monkeypatch.delenv(name, raising=False)
    with FakeSlack(token=TOKEN) as fake:
        fake.add_channel("C1")
        fake.add_channel("C2", member=False)
        yield fake


class Bolt:
    """The app behind its real HTTP endpoint on 127.0.0.1, and helpers that send what Slack sends."""

    def __init__(self, slack: FakeSlack, settings, service: IndexService | None = None, port: int | None = None):
        """Serve the app in this process, or (`port`) talk to one started with `python slack_app.py`."""
        self.slack, self.settings, self.service = slack, settings, service
        self.server = None
        if port is None:
            self.server = http_server(create_app(settings, service), "127.0.0.1", 0)
            port = self.server.server_port
            threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{port}/slack/events"

    def post(self, body: str, content_type: str, *, secret: str = SECRET, timestamp: int | None = None):
        ts = str(int(time.time()) if timestamp is None else timestamp)
        signature = SignatureVerifier(secret).generate_signature(timestamp=ts, body=body)
        request = urllib.request.Request(self.url, data=body.encode(), method="POST", headers={
            "Content-Type": content_type, "X-Slack-Request-Timestamp": ts, "X-Slack-Signature": signature})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode()

    def event(self, event: dict, event_id: str | None = None, **kwargs):
        envelope = {"token": "legacy", "team_id": TEAM_ID, "api_app_id": "A1", "type": "event_callback",
                    "event_id": event_id or f"Ev{time.monotonic_ns()}", "event_time": int(time.time()), "event": event,
                    "authorizations": [{"team_id": TEAM_ID, "user_id": BOT_USER_ID, "is_bot": True}]}
        return self.post(json.dumps(envelope), "application/json", **kwargs)

    def mention(self, text: str, *, channel: str = "C1", user: str = USER, thread_ts: str | None = None, **kwargs):
        """A human mentions the app; returns (HTTP status, the message's ts)."""
        raw = f"<@{BOT_USER_ID}> {text}"
        ts = self.slack.add_user_message(channel, user, raw, thread_ts)
        event = {"type": "app_mention", "user": user, "text": raw, "ts": ts, "channel": channel, "event_ts": ts}
        if thread_ts:
            event["thread_ts"] = thread_ts
        return self.event(event, **kwargs)[0], ts

    def command(self, text: str, *, channel: str = "C1", user: str = USER):
        form = {"token": "legacy", "team_id": TEAM_ID, "channel_id": channel, "user_id": user, "command": "/runbook",
                "text": text, "response_url": "http://127.0.0.1:9/unused", "trigger_id": "1.2.3", "api_app_id": "A1"}
        return self.post(urllib.parse.urlencode(form), "application/x-www-form-urlencoded")

    def click(self, action_id: str, answer_id: str, message: dict, *, channel: str = "C1", user: str = USER):
        payload = {"type": "block_actions", "user": {"id": user}, "team": {"id": TEAM_ID}, "api_app_id": "A1",
                   "channel": {"id": channel}, "message": message, "trigger_id": "1.2.3",
                   "container": {"type": "message", "message_ts": message["ts"], "channel_id": channel},
                   "actions": [{"type": "button", "action_id": action_id, "value": answer_id,
                                "block_id": f"feedback_{answer_id}", "action_ts": str(time.time())}]}
        return self.post(urllib.parse.urlencode({"payload": json.dumps(payload)}), "application/x-www-form-urlencoded")

    def answer(self, thread_ts: str, channel: str = "C1", nth: int = 1) -> dict:
        return final_answer(self.slack, thread_ts, channel, nth)

    def replies(self, thread_ts: str, channel: str = "C1") -> list[dict]:
        return [m for m in self.slack.messages[channel] if m.get("thread_ts") == thread_ts and m.get("bot_id")]

    def stop(self):
        if self.server:
            self.server.shutdown()
            self.server.server_close()


def final_answer(slack: FakeSlack, thread_ts: str, channel: str = "C1", nth: int = 1) -> dict:
    """The `nth` answer in the thread once it is final (the placeholder replaced, metadata attached)."""
    def answers(fake):
        done = [m for m in fake.messages[channel] if m.get("thread_ts") == thread_ts and m.get("metadata")]
        return done if len(done) >= nth else None
    return slack.wait_for(answers)[nth - 1]


@pytest.fixture
def bolt(slack, service, tmp_path):
    """Start the app with settings for this test; `bolt(**overrides)` returns the running Bolt helper."""
    started = []

    def start(**overrides) -> Bolt:
        settings = replace(service.live.settings, logs_folder=str(tmp_path / "logs"), slack_bot_token=TOKEN,
                           slack_signing_secret=SECRET, slack_api_base_url=slack.base_url, slack_admin_users=ADMIN,
                           **overrides)
        started.append(Bolt(slack, settings, service))
        return started[-1]

    yield start
    for app in started:
        app.stop()


def audit(tmp_path: Path) -> list[dict]:
    files = sorted((tmp_path / "logs").glob("*.jsonl"))
    return [json.loads(line) for f in files for line in f.read_text(encoding="utf-8").splitlines()]


def block_types(message: dict) -> list[str]:
    return [b["type"] for b in message["blocks"]]


def block_text(message: dict, kind: str) -> str:
    found = [b for b in message["blocks"] if b["type"] == kind]
    return "\n".join(b["text"] if isinstance(b.get("text"), str) else
                     b["text"]["text"] if "text" in b else b.get("elements", [{}])[0].get("text", "") for b in found)


# --- Asking ----------------------------------------------------------------------------------

def test_mention_gets_a_threaded_answer_with_sources_and_an_audit_line(bolt, slack, tmp_path):
    app = bolt()
    status, ts = app.mention(LOCKOUT_Q)
    assert status == 200
    answer = app.answer(ts)
    # A "searching…" placeholder went into the thread first and was replaced in place by the answer.
    first_post = slack.calls_to("chat.postMessage")[0]
    assert first_post["thread_ts"] == ts and first_post["text"] == SLACK_TEXT["searching"]
    assert [m["ts"] for m in app.replies(ts)] == [answer["ts"]]
    assert "Unlock-ADAccount" in block_text(answer, "markdown")
    assert block_types(answer)[0] == "markdown"  # no danger notice on a plain procedure
    assert "incident/lockout.md &gt; " in block_text(answer, "context") and "スコア" in block_text(answer, "context")
    buttons = [b for b in answer["blocks"] if b["type"] == "actions"][0]["elements"]
    answer_id = answer["metadata"]["event_payload"]["answer_id"]
    assert {b["value"] for b in buttons} == {answer_id}
    # The quoted passages travel with the answer, for follow-ups such as 「その次は？」.
    quoted = answer["metadata"]["event_payload"]["sources"]
    assert quoted and all(chunk_id.startswith("incident/lockout.md#") for chunk_id in quoted)
    line = audit(tmp_path)[-1]
    assert line["answer_id"] == answer_id and line["query"] == LOCKOUT_Q
    assert line["slack"] == {"user": USER, "channel": "C1", "thread_ts": ts, "team": TEAM_ID}
    assert line["session_id"] == f"slack:C1:{ts}"
    assert (line["user_id"], line["teams"]) == (f"slack:{USER}", ["default"])  # like the web app's lines (issue 15)


def test_follow_up_in_the_thread_uses_its_history(bolt, slack):
    app = bolt()
    _, root = app.mention(LOCKOUT_Q)
    app.answer(root)
    app.mention(FOLLOW_UP_Q, thread_ts=root)
    follow = app.answer(root, nth=2)
    assert AMBIGUOUS_QUERY_TEMPLATE not in follow["text"]
    assert "incident/lockout.md" in block_text(follow, "context")
    assert any(c["ts"] == root for c in slack.calls_to("conversations.replies"))
    # The same words outside that thread have no history: the ambiguity template, word for word.
    _, alone = app.mention(FOLLOW_UP_Q)
    lone = app.answer(alone)
    assert block_text(lone, "section") == AMBIGUOUS_QUERY_TEMPLATE


def test_next_step_in_the_thread_continues_the_runbook(bolt, service):
    """「その次は？」 continues after the passages the thread's last answer quoted (carried in its metadata)."""
    app = bolt()
    _, root = app.mention("ランサムウェアを検知したら最初に何をする？")
    first = app.answer(root)["metadata"]["event_payload"]["sources"]
    app.mention("その次は？", thread_ts=root)
    following = app.answer(root, nth=2)["metadata"]["event_payload"]["sources"]
    chunks = {c.chunk_id: c for c in service.live.current.chunks}

    def position(chunk_id: str) -> int:
        assert chunks[chunk_id].file == "incident/ransomware.md"
        return chunks[chunk_id].chunk_index

    # After the answer's first passage (and any quoted right after it), not before it, not it again.
    assert following and min(map(position, following)) > position(first[0]) and first[0] not in following


def test_destructive_question_gets_the_warning_block_first(bolt):
    app = bolt()
    _, ts = app.mention("調査中のサーバーでセキュリティログを消去してもよいですか？")
    answer = app.answer(ts)
    assert answer["blocks"][0]["type"] == "header" and DANGER_BANNER in answer["blocks"][0]["text"]["text"]
    assert answer["text"].startswith(DANGER_BANNER)
    assert "evidence.md" in block_text(answer, "context")


def test_unrelated_question_gets_the_refusal_template_word_for_word(bolt):
    app = bolt()
    _, ts = app.mention("美味しいカレーの作り方を教えて")
    answer = app.answer(ts)
    assert block_text(answer, "section") == INSUFFICIENT_EVIDENCE_TEMPLATE
    assert "引用元" not in block_text(answer, "context")


def test_sources_can_be_switched_off(bolt):
    app = bolt(rag_show_sources=False)
    _, ts = app.mention(LOCKOUT_Q)
    answer = app.answer(ts)
    assert "Unlock-ADAccount" in block_text(answer, "markdown") and "引用元" not in block_text(answer, "context")


def test_slash_command_posts_the_question_and_answers_in_its_thread(bolt, slack):
    app = bolt()
    status, body = app.command("Which log file shows failed SSH logins on RHEL?")
    assert status == 200 and body == ""
    root = slack.wait_for(lambda f: [m for m in f.messages["C1"] if m.get("bot_id") and "thread_ts" not in m])[0]
    assert root["text"] == SLACK_TEXT["slash_question"].format(user=USER, question="Which log file shows failed SSH "
                                                                                    "logins on RHEL?")
    answer = app.answer(root["ts"])
    assert "/var/log/secure" in block_text(answer, "markdown") and "linux.md" in block_text(answer, "context")


def test_secret_in_a_question_is_masked_and_the_asker_warned(bolt, slack, tmp_path):
    app = bolt()
    _, ts = app.mention("password: Hunter2!xyz のアカウントがロックアウトされた。解除手順は？")
    answer = app.answer(ts)
    warning = slack.calls_to("chat.postEphemeral")[0]
    assert warning["user"] == USER and warning["text"] == SECRET_IN_QUERY_WARNING and warning["thread_ts"] == ts
    assert "Hunter2" not in json.dumps(audit(tmp_path)) and "[MASKED]" in audit(tmp_path)[-1]["query"]
    assert "Hunter2" not in answer["metadata"]["event_payload"]["question"]


def test_answer_arrives_as_text_when_slack_refuses_the_blocks(bolt, slack):
    slack.reject_blocks = True
    app = bolt()
    _, ts = app.mention(LOCKOUT_Q)
    answer = app.answer(ts)
    assert "blocks" not in answer and "Unlock-ADAccount" in answer["text"]
    assert answer["metadata"]["event_payload"]["answer_id"]


# --- Feedback --------------------------------------------------------------------------------

def test_feedback_buttons_are_logged_against_the_answer(bolt, slack, tmp_path):
    app = bolt()
    _, ts = app.mention(LOCKOUT_Q)
    answer = app.answer(ts)
    answer_id = answer["metadata"]["event_payload"]["answer_id"]
    assert app.click("runbook_feedback_down", answer_id, answer, user=ADMIN)[0] == 200
    slack.wait_for(lambda f: len(f.calls_to("chat.postEphemeral")) == 1)
    feedback = [r for r in audit(tmp_path) if r.get("type") == "feedback"]
    assert len(feedback) == 1 and feedback[0]["answer_id"] == answer_id and feedback[0]["rating"] == "down"
    assert feedback[0]["slack"]["user"] == ADMIN and feedback[0]["session_id"] == f"slack:C1:{ts}"
    # A button value that is not an answer id is not logged.
    app.click("runbook_feedback_up", "../../etc/passwd", answer)
    app.click("runbook_feedback_up", answer_id, answer)
    slack.wait_for(lambda f: len(f.calls_to("chat.postEphemeral")) == 2)
    assert [r["rating"] for r in audit(tmp_path) if r.get("type") == "feedback"] == ["down", "up"]


# --- What is never answered ------------------------------------------------------------------

def test_bad_signature_and_old_timestamp_are_rejected(bolt, slack, tmp_path):
    app = bolt()
    assert app.mention(LOCKOUT_Q, secret="wrong-secret")[0] == 401
    assert app.mention(LOCKOUT_Q, timestamp=int(time.time()) - 600)[0] == 401
    assert app.command(LOCKOUT_Q)[0] == 200  # the same request, signed now, is accepted
    slack.wait_for(lambda f: f.calls_to("chat.update"))
    assert len(slack.calls_to("conversations.info")) == 1 and len(audit(tmp_path)) == 1


def test_bots_and_uninvited_channels_are_never_answered(bolt, slack, tmp_path):
    app = bolt()
    bot_ts = slack.add_user_message("C1", "UOTHERBOT", f"<@{BOT_USER_ID}> {LOCKOUT_Q}")
    assert app.event({"type": "app_mention", "user": "UOTHERBOT", "bot_id": "BOTHER", "text": f"<@{BOT_USER_ID}> x",
                      "ts": bot_ts, "channel": "C1", "event_ts": bot_ts})[0] == 200
    assert app.event({"type": "app_mention", "user": BOT_USER_ID, "bot_id": BOT_ID, "text": f"<@{BOT_USER_ID}> x",
                      "ts": bot_ts, "channel": "C1", "event_ts": bot_ts})[0] == 200
    assert app.mention(LOCKOUT_Q, channel="C2")[0] == 200
    status, body = app.command(LOCKOUT_Q, channel="C2")
    assert status == 200 and SLACK_TEXT["not_invited"] in body
    # A human's question sent afterwards (and redelivered by Slack) is answered once; nothing else is posted.
    _, ts = app.mention(LOCKOUT_Q, event_id="EvOnce")
    app.answer(ts)
    event = {"type": "app_mention", "user": USER, "text": LOCKOUT_Q, "ts": ts, "channel": "C1", "event_ts": ts}
    assert app.event(event, event_id="EvOnce")[0] == 200
    _, last = app.mention("status")
    slack.wait_for(lambda f: app.replies(last))
    assert [c["thread_ts"] for c in slack.calls_to("chat.postMessage")] == [ts, last]
    assert len(audit(tmp_path)) == 1


# --- Admin commands --------------------------------------------------------------------------

def test_status_and_sources(bolt, slack):
    app = bolt()
    _, ts = app.mention("status")
    status = slack.wait_for(lambda f: app.replies(ts))[0]["text"]
    chunks = len(app.service.live.current.chunks)
    assert "ファイル数: 4" in status and f"チャンク数: {chunks}" in status and f"{chunks}/{chunks}（100%）" in status
    _, ts = app.mention("rag sources")
    sources = slack.wait_for(lambda f: app.replies(ts))[0]["text"]
    assert all(f"`{name}`" in sources for name in ("evidence.md", "incident/lockout.md", "linux.md",
                                                       "incident/ransomware.md"))


def test_rebuild_is_for_admins_and_reports_progress_in_the_thread(bolt, slack):
    app = bolt()
    _, ts = app.mention("rebuild", user=USER)
    assert slack.wait_for(lambda f: app.replies(ts))[0]["text"] == SLACK_TEXT["admin_only"]
    _, ts = app.mention("rebuild", user=ADMIN)
    replies = slack.wait_for(lambda f: len(app.replies(ts)) >= 2 and app.replies(ts))
    assert replies[0]["text"].startswith("🔄") and replies[1]["text"].startswith("✅")
    assert "変更なし 4" in replies[1]["text"]
    assert app.service.live.current is not None


def test_python_slack_app_py_starts_the_http_app(slack, service, tmp_path):
    """The documented start command: HTTP mode on SLACK_PORT, signatures checked, answering from the index."""
    shutil.copytree(service.live.settings.chroma_db_path, tmp_path / "db")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI", "SLACK", "RAG_"))}
    env.update(DATA_FOLDER=service.live.settings.data_folder, CHROMA_DB_PATH=str(tmp_path / "db"),
               LOGS_FOLDER=str(tmp_path / "logs"), SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET,
               SLACK_API_BASE_URL=slack.base_url, SLACK_PORT=str(port))
    missing = subprocess.run([sys.executable, str(REPO / "slack_app.py")], env={**env, "SLACK_SIGNING_SECRET": ""},
                             capture_output=True, text=True, timeout=120)
    assert missing.returncode == 2 and "SLACK_SIGNING_SECRET" in missing.stderr
    process = subprocess.Popen([sys.executable, str(REPO / "slack_app.py")], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert process.poll() is None and time.monotonic() < deadline
                time.sleep(0.2)
        app = Bolt(slack, None, port=port)
        assert app.mention("status", secret="wrong-secret")[0] == 401
        _, ts = app.mention(LOCKOUT_Q)
        assert "Unlock-ADAccount" in block_text(app.answer(ts), "markdown")
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_socket_mode_answers_events_and_commands_over_the_websocket(slack, service, tmp_path):
    """With SLACK_APP_TOKEN the app needs no public URL: it connects out and acknowledges each envelope."""
    slack.start_socket_mode("xapp-test")
    settings = replace(service.live.settings, logs_folder=str(tmp_path / "logs"), slack_bot_token=TOKEN,
                       slack_app_token="xapp-test", slack_api_base_url=slack.base_url)
    handler = socket_mode_handler(create_app(settings, service), settings)
    handler.connect()
    try:
        ts = slack.add_user_message("C1", USER, f"<@{BOT_USER_ID}> {LOCKOUT_Q}")
        event = {"type": "app_mention", "user": USER, "text": f"<@{BOT_USER_ID}> {LOCKOUT_Q}", "ts": ts,
                 "channel": "C1", "event_ts": ts}
        envelope = slack.send_envelope("events_api", {"team_id": TEAM_ID, "api_app_id": "A1", "event": event,
                                                      "type": "event_callback", "event_id": "EvSocket1"})
        assert "Unlock-ADAccount" in block_text(final_answer(slack, ts), "markdown")
        command = slack.send_envelope("slash_commands", {"team_id": TEAM_ID, "channel_id": "C1", "user_id": USER,
                                                         "command": "/runbook", "text": "sources"})
        slack.wait_for(lambda f: {envelope, command} <= set(f.acks))
        assert slack.wait_for(lambda f: [m for m in f.messages["C1"] if "手順書一覧" in m.get("text", "")])
        assert [c for c in slack.calls if c[0] == "apps.connections.open"]
    finally:
        handler.close()


# --- The LLM path through the local fake OpenAI server ---------------------------------------

def test_llm_answer_and_follow_up_through_the_fake_openai_server(bolt, slack, fake_openai):
    app = bolt(openai_base_url=fake_openai.base_url, openai_api_key="test")
    _, root = app.mention(LOCKOUT_Q)
    answer = app.answer(root)
    assert block_text(answer, "markdown") == "fake answer [1]"
    # The placeholder showed the answer while it streamed, before the final blocks replaced it.
    assert any(c["text"].endswith(" ▌") and "fake" in c["text"] for c in slack.calls_to("chat.update"))
    assert "incident/lockout.md" in block_text(answer, "context")
    app.mention(FOLLOW_UP_Q, thread_ts=root)
    app.answer(root, nth=2)
    sent = json.dumps(fake_openai.chat_requests[-1]["messages"], ensure_ascii=False)
    assert LOCKOUT_Q in sent and "fake answer [1]" in sent and FOLLOW_UP_Q in sent


# --- Formatting and parsing (pure) -----------------------------------------------------------

def result(**overrides) -> dict:
    base = {"answer": "**手順** <!channel> a & b", "citations": [
        {"n": 1, "source": "a<x>.md > 見出し p.2", "score": 0.8, "evidence": 0.8}], "processing_time_sec": 0.5,
        "mode": "extractive",
        "flags": {"dangerous_operation": False, "insufficient_evidence": False, "ambiguous_query": False},
        "answer_id": "0" * 32, "error": None}
    return {**base, **overrides}


def test_answer_message_never_broadcasts_and_escapes_mrkdwn():
    message = slack_format.answer_message(result(), show_sources=True, threshold=0.5)
    assert "<!channel>" not in block_text(message, "markdown") and "**手順**" in block_text(message, "markdown")
    assert "`a&lt;x&gt;.md &gt; 見出し p.2`" in block_text(message, "context")
    assert message["text"] == "**手順** &lt;!channel&gt; a &amp; b"


def test_answer_message_sets_low_relevance_passages_apart_and_renumbers_the_answer():
    citations = [{"n": 1, "source": "a.md > A", "evidence": 0.9}, {"n": 2, "source": "b.md > B", "evidence": 0.2},
                 {"n": 3, "source": "c.md > C <a name=\"c\"></a>", "evidence": 0.7}]
    message = slack_format.answer_message(result(answer="**[1] a**\n\n**[3] c**", citations=citations),
                                          show_sources=True, threshold=0.5)
    assert block_text(message, "markdown") == "**[1] a**\n\n**[2] c**"
    sources = block_text(message, "context")
    assert sources.index("[2] `c.md &gt; C`") < sources.index("関連度低") < sources.index("[3] `b.md &gt; B` (スコア: 0.20)")


def test_message_text_and_admin_commands():
    assert message_text("<@UBOT> cat a &gt; b &amp;&amp; ls") == "cat a > b && ls"
    assert admin_command("status") == "status" and admin_command("rag Rebuild") == "rebuild"
    assert admin_command("status of the firewall?") is None and admin_command("ログの保全") is None


def test_audit_extra_fields_never_replace_core_fields(tmp_path):
    from logger import log_query

    log_query("password: Hunter2!xyz", [], "answer", 0.1, {}, 0.0, {}, {}, "s1", logs_folder=tmp_path / "logs",
              extra={"query": "password: Hunter2!xyz", "session_id": "forged", "slack": {"user": USER}})
    line = audit(tmp_path)[0]
    assert "Hunter2" not in json.dumps(line) and line["session_id"] == "s1" and line["slack"] == {"user": USER}


def test_slack_settings_from_the_environment():
    settings = load_settings(env={"SLACK_ADMIN_USERS": "U1, U2 U3", "RAG_SHOW_SOURCES": "false",
                                  "SLACK_BOT_TOKEN": "xoxb-secret"}, dotenv_path=None)
    assert settings.slack_admins == {"U1", "U2", "U3"} and settings.rag_show_sources is False
    assert "xoxb-secret" not in repr(settings) and load_settings(env={}, dotenv_path=None).rag_show_sources is True
