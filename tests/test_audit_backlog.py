"""An audit log that cannot be written: the operator is told, and the line is written once the log is writable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

import audit_backlog
from answering import handle_query
from conftest import REPO

QUESTION = "アカウントロックアウトの解除手順は？"


def day_file(settings) -> Path:
    return Path(settings.logs_folder) / f"query_{datetime.now():%Y-%m-%d}.jsonl"


def test_a_failed_write_is_shown_held_and_written_when_the_log_is_writable(settings, index):
    day_file(settings).mkdir(parents=True)  # the day's log cannot be opened for writing
    held = handle_query(QUESTION, index=index, settings=settings, session_id="s1")
    assert not held.logged
    assert held.notices[-1].startswith("⚠️ 監査ログに書き込めませんでした") and "保留中です（1件）" in held.notices[-1]
    assert held.answer  # the operator still gets the answer

    day_file(settings).rmdir()
    later = handle_query("イベントID 4625 の確認", index=index, settings=settings, session_id="s1")
    assert later.logged and not later.notices
    records = [json.loads(line) for line in day_file(settings).read_text(encoding="utf-8").splitlines()]
    assert [r["answer_id"] for r in records] == [held.answer_id, later.answer_id]  # the held line first
    assert audit_backlog.status()["pending"] == 0


def test_when_the_backlog_is_full_the_operator_is_told_lines_are_lost(settings, index, monkeypatch):
    monkeypatch.setattr(audit_backlog, "AUDIT_BACKLOG_MAX", 1)
    day_file(settings).mkdir(parents=True)
    handle_query(QUESTION, index=index, settings=settings)
    lost = handle_query(QUESTION, index=index, settings=settings)
    assert lost.notices[-1].startswith("❌ 監査ログに書き込めず") and "1件" in lost.notices[-1]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root can write to a read-only folder")
def test_read_only_log_folder(settings, index):
    Path(settings.logs_folder).mkdir()
    os.chmod(settings.logs_folder, 0o500)
    try:
        assert not handle_query(QUESTION, index=index, settings=settings).logged
    finally:
        os.chmod(settings.logs_folder, 0o700)
    assert handle_query(QUESTION, index=index, settings=settings).logged
    assert len(day_file(settings).read_text(encoding="utf-8").splitlines()) == 2


@pytest.mark.integration
def test_page_and_cli_say_the_audit_line_was_not_written(settings, runbooks, monkeypatch):
    blocker = Path(settings.logs_folder)
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("a file where the log folder should be")
    monkeypatch.setenv("DATA_FOLDER", str(runbooks))
    at = AppTest.from_file(str(REPO / "main.py"), default_timeout=120).run()
    at.chat_input[0].set_value(QUESTION).run()
    assert not at.exception
    answer = [m for m in at.chat_message if m.name == "assistant"][-1]
    assert any("監査ログに書き込めませんでした" in w.value for w in answer.warning)

    cli = subprocess.run([sys.executable, str(REPO / "main.py"), "ask", QUESTION], env=dict(os.environ),
                         capture_output=True, text=True, timeout=180)
    assert cli.returncode == 0
    assert "監査ログに書き込めませんでした" in cli.stdout
    assert "❌ 監査ログに書き込めず" in cli.stderr  # the process ends: the held line is reported lost
