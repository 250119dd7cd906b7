"""End to end in headless Chromium: an operator and an admin sign in and see what their role allows."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from test_e2e_browser import CHROMIUM, CHROMIUM_ARGS, app_url, audit_records, sync_api  # noqa: F401  (fixture)
from test_teams import PASSWORDS, built, team_env  # noqa: F401  (fixtures)

pytestmark = pytest.mark.browser


@pytest.fixture
def signed_app(team_env, monkeypatch, request) -> str:
    monkeypatch.setenv("AUTH", "password")
    return request.getfixturevalue("app_url")


def sign_in(browser, url: str, user: str):
    page = browser.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.goto(url)
    form = page.get_by_test_id("stForm")
    form.get_by_label("ユーザー名").fill(user)
    form.get_by_label("パスワード").fill(PASSWORDS[user])
    form.get_by_role("button", name="ログイン").click()
    sync_api.expect(page.get_by_test_id("stSidebar")).to_contain_text("ログイン中", timeout=30_000)
    return page


def test_operator_and_admin_see_what_their_role_allows(signed_app, tmp_path):
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = sign_in(browser, signed_app, "op_a")
            sidebar = page.get_by_test_id("stSidebar")
            sync_api.expect(sidebar).to_contain_text("オペレーター")
            sync_api.expect(sidebar).to_contain_text("（管理者のみ表示）")
            question = page.get_by_test_id("stChatInputTextArea")
            question.fill("ロックの解除手順は？")
            question.press("Enter")
            sync_api.expect(page.get_by_test_id("stChatMessage").last).to_contain_text("Unlock-ADAccount", timeout=30_000)
            # A new session (a later question in the same one is read as a follow-up): the cookie signs in again.
            page.reload()
            sync_api.expect(sidebar).to_contain_text("ログイン中", timeout=30_000)
            question.fill("経費精算の締め日はいつ？")
            question.press("Enter")
            sync_api.expect(page.get_by_test_id("stChatMessage").last).to_contain_text("該当する手順が見つかりませんでした",
                                                                                      timeout=30_000)
            assert page.get_by_role("button", name="🔄 インデックス再構築").count() == 0
            assert page.get_by_text("📋 監査ログ").count() == 0
            assert str(Path(os.environ["TEAMS_FILE"]).parent) not in sidebar.inner_text()

            admin = sign_in(browser, signed_app, "admin_a")
            sidebar = admin.get_by_test_id("stSidebar")
            sync_api.expect(sidebar).to_contain_text("管理者")
            sync_api.expect(admin.get_by_role("button", name="🔄 インデックス再構築")).to_be_visible()
            admin.get_by_text("📋 監査ログ").click()
            sync_api.expect(admin.get_by_test_id("stHeading").filter(has_text="監査ログ")).to_be_visible(timeout=30_000)
            sync_api.expect(admin.get_by_test_id("stDataFrame")).to_have_count(2, timeout=30_000)  # questions, gaps
            time.sleep(1)  # let the data grid paint before the screenshot
            admin.screenshot(path=str(tmp_path / "audit_view.png"), full_page=True)
        finally:
            browser.close()
    assert (tmp_path / "audit_view.png").stat().st_size > 10_000
    lines = audit_records(tmp_path)
    assert [(r["user_id"], r["success"]) for r in lines if r.get("type") == "sign_in"] == [("op_a", True), ("admin_a", True)]
    asked, _ = [r for r in lines if "query" in r]
    assert (asked["user_id"], asked["teams"], asked["client_ip"]) == ("op_a", ["tier1"], "localhost")
    screenshot_to = os.environ.get("AUDIT_SCREENSHOT")
    if screenshot_to:  # docs: AUDIT_SCREENSHOT=$PWD/docs/images/audit_view.png pytest tests/test_e2e_sign_in.py
        Path(screenshot_to).write_bytes((tmp_path / "audit_view.png").read_bytes())
