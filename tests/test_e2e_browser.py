"""End to end: `streamlit run main.py` as a subprocess, driven in headless Chromium (Debian's, never downloaded)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
MAIN = Path(__file__).resolve().parent.parent / "main.py"
START_TIMEOUT_SEC = 60

pytestmark = pytest.mark.browser

if not Path(CHROMIUM).exists():
    pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="Python playwright is not installed")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def app_url(runbooks, tmp_path):
    """The real app on the tiny corpus, every path in tmp; the server is always stopped afterwards."""
    port = free_port()
    env = {**os.environ, "DATA_FOLDER": str(runbooks)}
    log_path = tmp_path / "streamlit.log"
    with open(log_path, "w", encoding="utf-8") as log:
        server = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", str(MAIN), "--server.headless", "true",
             "--server.port", str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false",
             "--server.fileWatcherType", "none"],
            cwd=tmp_path, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + START_TIMEOUT_SEC
        while True:
            assert server.poll() is None, f"streamlit exited early:\n{log_path.read_text(encoding='utf-8')}"
            assert time.monotonic() < deadline, f"streamlit did not start:\n{log_path.read_text(encoding='utf-8')}"
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=1) as response:
                    if response.read() == b"ok":
                        break
            except OSError:
                time.sleep(0.3)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def audit_records(tmp_path: Path) -> list[dict]:
    return [json.loads(line) for path in sorted((tmp_path / "logs").glob("query_*.jsonl"))
            for line in path.read_text(encoding="utf-8").splitlines()]


def test_operator_asks_in_japanese_and_reads_a_citation(app_url, tmp_path):
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            page.goto(app_url)
            sync_api.expect(page.get_by_test_id("stAlertContentWarning").first).to_contain_text(
                "機密情報の入力は禁止されています", timeout=30_000)
            sync_api.expect(page.get_by_test_id("stSidebar")).to_contain_text("再構築完了: 追加 3", timeout=60_000)

            question = page.get_by_test_id("stChatInputTextArea")
            question.fill("アカウントロックアウトの解除手順は？")
            question.press("Enter")
            citation = page.get_by_test_id("stExpander").first
            sync_api.expect(citation).to_contain_text(
                "引用元: incident/lockout.md > アカウントロックアウト対応 > ロック解除 (スコア: ", timeout=30_000)
            sync_api.expect(page.get_by_test_id("stChatMessage").last).to_contain_text("Unlock-ADAccount -Identity user01")
            # The 👍/👎 control appears once the answer is redrawn from the session history.
            sync_api.expect(page.get_by_test_id("stFeedbackButton").first).to_be_visible()

            details = citation.get_by_test_id("stExpanderDetails")
            sync_api.expect(details).to_be_hidden()
            citation.locator("summary").click()
            sync_api.expect(details).to_be_visible()
            sync_api.expect(details).to_contain_text("[1] アカウントロックアウト対応 > ロック解除 本人確認と承認の後に")
            page.screenshot(path=str(tmp_path / "answer.png"))

            page.get_by_test_id("stFeedbackButton").first.click()
            deadline = time.monotonic() + 10
            while not (feedbacks := [r for r in audit_records(tmp_path) if r.get("type") == "feedback"]):
                assert time.monotonic() < deadline, "no feedback record in the audit log"
                time.sleep(0.2)
            [answer] = [r for r in audit_records(tmp_path) if "query" in r]
            [feedback] = feedbacks
            assert (feedback["answer_id"], feedback["rating"]) == (answer["answer_id"], "up")
        finally:
            browser.close()
    assert (tmp_path / "answer.png").stat().st_size > 10_000
