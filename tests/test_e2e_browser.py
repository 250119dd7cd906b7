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
    yield from serve(runbooks, tmp_path)


def serve(runbooks: Path, tmp_path: Path):
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
            # The background vector fill of the five chunks ends with a toast.
            sync_api.expect(page.get_by_test_id("stToast").filter(has_text="ベクトル化が完了しました（5 チャンク）")
                            ).to_be_visible(timeout=60_000)

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
            # Markdown, not raw text: the command is rendered as code, without its backticks.
            sync_api.expect(details.locator("code")).to_have_count(0)
            sync_api.expect(details).not_to_contain_text("`")
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


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


WIKI_MD = """# Ransomware containment <a name="ransomware"></a>

## Isolate the host <a name="isolate"></a>
| done | step |
|---|---|
| <input type="checkbox" /> | Isolate the host: `Invoke-Isolation <hostname>` |
"""


def section_runbook(sections: int) -> str:
    """A long runbook, so that its vector fill takes long enough to be watched."""
    return "# 大規模障害対応\n\n" + "\n".join(
        f"## 手順 {n}\nサーバー {n} 号機のサービス状態を確認し、結果を記録する。ログは /var/log/app{n}.log にある。\n"
        for n in range(sections))


@pytest.fixture
def busy_app_url(runbooks, tmp_path):
    """The app on the tiny corpus plus a runbook with HTML and a 400-section one, whose vectors take a while
    to fill: 60 sections once finished filling before the two answers were in."""
    (runbooks / "outage.md").write_text(section_runbook(400), encoding="utf-8")
    (runbooks / "wiki.md").write_text(WIKI_MD, encoding="utf-8")
    other = tmp_path / "other"
    other.mkdir()
    (other / "linux.md").write_text((runbooks / "linux.md").read_text(encoding="utf-8"), encoding="utf-8")
    (other / "dns.md").write_text("# DNS 障害対応\n\n## キャッシュ確認\nipconfig /displaydns で確認する。\n",
                                  encoding="utf-8")
    yield from serve(runbooks, tmp_path)


def test_progress_stays_in_view_and_a_folder_change_asks_first(busy_app_url, tmp_path):
    with sync_api.sync_playwright() as playwright:
        browser = launch(playwright)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto(busy_app_url)
            sidebar = page.get_by_test_id("stSidebar")
            sync_api.expect(sidebar).to_contain_text("再構築完了: 追加 5", timeout=60_000)
            question = page.get_by_test_id("stChatInputTextArea")
            for n, text in enumerate(("ransomware host isolate", "アカウントロックアウトの解除手順は？"), start=1):
                question.fill(text)
                question.press("Enter")
                # Settled once the answer is redrawn from the history, with its 👍/👎 control.
                sync_api.expect(page.get_by_test_id("stFeedbackButton")).to_have_count(2 * n, timeout=30_000)
            # A runbook with HTML in its headings and table: a clean heading and excerpt, the checkbox as ☐.
            answer = page.get_by_test_id("stChatMessage").nth(1)
            sync_api.expect(answer.locator("strong").filter(
                has_text="[1] wiki.md > Ransomware containment > Isolate the host")).to_be_visible()
            wiki = answer.get_by_test_id("stExpander").first
            sync_api.expect(wiki).to_contain_text("引用元: wiki.md > Ransomware containment > Isolate the host (スコア: ")
            wiki.locator("summary").click()
            details = wiki.get_by_test_id("stExpanderDetails")
            sync_api.expect(details).to_contain_text("☐")
            sync_api.expect(details.locator("code").filter(has_text="Invoke-Isolation <hostname>")).to_be_visible()
            sync_api.expect(details).not_to_contain_text("<a")
            sync_api.expect(details).not_to_contain_text("<input")
            wiki.scroll_into_view_if_needed()
            page.screenshot(path=str(tmp_path / "html_excerpt.png"))
            page.get_by_test_id("stChatMessage").last.scroll_into_view_if_needed()
            # The vector fill of the long runbook is still running: its bar is in the sidebar, in view
            # while the page shows the latest answer.
            bar = sidebar.get_by_test_id("stProgress")
            sync_api.expect(bar).to_contain_text("ベクトル化中 — チャンク", timeout=10_000)
            sync_api.expect(bar).to_be_in_viewport()
            sync_api.expect(page.get_by_test_id("stChatMessage").last).to_be_in_viewport()
            sync_api.expect(page.get_by_test_id("stCaptionContainer").filter(
                has_text="回答の文脈として使うのは直近 5 往復だけです")).to_be_visible()
            page.screenshot(path=str(tmp_path / "progress.png"))

            folder = sidebar.get_by_label("手順書フォルダ (data_folder_path)")
            folder.fill(str(tmp_path / "other"))
            folder.press("Enter")  # Enter applies nothing
            sync_api.expect(sidebar).to_contain_text("入力したフォルダはまだ適用されていません")
            sidebar.get_by_role("button", name="フォルダを変更…").click()
            confirmation = sidebar.get_by_test_id("stAlertContentWarning").filter(has_text="に変更しますか")
            sync_api.expect(confirmation).to_contain_text("追加されるファイル: 1")
            sync_api.expect(confirmation).to_contain_text("削除されるファイル: 4")
            page.screenshot(path=str(tmp_path / "confirm.png"))
            sidebar.get_by_role("button", name="変更する").click()
            # The toast lasts seconds and the sidebar report stays: wait for the toast first.
            sync_api.expect(page.get_by_test_id("stToast").filter(has_text="インデックスの再構築が完了しました")).to_be_visible(
                timeout=60_000)
            sync_api.expect(sidebar).to_contain_text("再構築完了: 追加 1 ・ 更新 0 ・ 削除 4 ・ 変更なし 1")
            sync_api.expect(folder).to_have_value(str(tmp_path / "other"))

            sync_api.expect(page.get_by_test_id("stChatMessage")).to_have_count(4)
            sidebar.get_by_role("button", name="新しい会話").click()
            sync_api.expect(page.get_by_test_id("stChatMessage")).to_have_count(0)
        finally:
            browser.close()
    assert (tmp_path / "progress.png").stat().st_size > 10_000
