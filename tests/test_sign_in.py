"""Sign-in and roles in the app (Streamlit AppTest): the real main.py, streamlit-authenticator, two team indexes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from messages import MSG, UI_TEXT
from test_teams import CSIRT_MARKERS, PASSWORDS, audit_lines, built, team_env  # noqa: F401  (fixtures)

MAIN = str(Path(__file__).resolve().parent.parent / "main.py")
TIMEOUT = 60


@pytest.fixture
def password_app(team_env, monkeypatch):
    monkeypatch.setenv("AUTH", "password")
    return team_env


def start() -> AppTest:
    at = AppTest.from_file(MAIN, default_timeout=TIMEOUT).run()
    assert not at.exception
    return at


def sign_in(at: AppTest, user: str, password: str) -> AppTest:
    username_box, password_box = at.text_input
    username_box.set_value(user)
    password_box.set_value(password)
    at.button[0].click().run()
    assert not at.exception
    return at


def sidebar_text(at: AppTest) -> str:
    return "\n".join(m.value for m in at.sidebar.markdown)


def test_wrong_password_is_refused_and_logged(password_app, tmp_path):
    at = start()
    assert not at.chat_input and [i.value for i in at.info] == [MSG["login_required"]]
    sign_in(at, "op_a", "wrong-password")
    assert [e.value for e in at.error] == [MSG["login_failed"]]
    assert not at.chat_input
    [line] = audit_lines(tmp_path)
    assert (line["type"], line["user_id"], line["success"], line["client_ip"]) == ("sign_in", "op_a", False, "localhost")
    assert "wrong-password" not in json.dumps(line)


def test_operator_asks_without_paths_or_rebuild_and_is_audited(password_app, tmp_path):
    at = sign_in(start(), "op_a", PASSWORDS["op_a"])
    assert at.chat_input and not at.error
    assert "Tier1 Operator" in sidebar_text(at) and "オペレーター" in sidebar_text(at)
    assert not at.text_input and not at.selectbox and not at.radio  # no folder, no team choice, no audit page
    assert [b.label for b in at.button] == [UI_TEXT["logout_button"], UI_TEXT["new_conversation"]]  # no rebuild button
    assert str(password_app) not in sidebar_text(at) and UI_TEXT["folder_hidden"] in sidebar_text(at)
    at.chat_input[0].set_value("ロックの解除手順は？").run()
    assert not at.exception
    answer = [m for m in at.chat_message if m.name == "assistant"][0]
    assert "Unlock-ADAccount" in answer.markdown[0].value
    query_lines = [r for r in audit_lines(tmp_path) if r.get("type") != "sign_in"]
    [line] = query_lines
    assert (line["user_id"], line["teams"], line["role"], line["client_ip"]) == ("op_a", ["tier1"], "operator", "localhost")
    assert not [m for m in CSIRT_MARKERS if m in json.dumps(line, ensure_ascii=False)]
    sign_ins = [r for r in audit_lines(tmp_path) if r.get("type") == "sign_in"]
    assert [(r["user_id"], r["success"]) for r in sign_ins] == [("op_a", True)]


def test_admin_chooses_among_configured_folders_and_sees_the_audit_page(password_app):
    for user, question in (("op_a", "ロックの解除手順は？"), ("op_b", "ロックアウトが10分間に50件を超えたら？"),
                           ("op_a", "経費精算の締め日はいつ？")):
        operator = sign_in(start(), user, PASSWORDS[user])
        operator.chat_input[0].set_value(question).run()
    at = sign_in(start(), "admin_a", PASSWORDS["admin_a"])
    assert not at.exception and at.chat_input
    [folders] = at.selectbox
    assert folders.options == [str(password_app / "tier1"), str(password_app / "tier1_archive")]
    assert UI_TEXT["rebuild_button"] in [b.label for b in at.button]
    assert str(password_app / "tier1") in sidebar_text(at)
    at.radio[0].set_value(UI_TEXT["page_audit"]).run()
    assert not at.exception and [h.value for h in at.header] == [UI_TEXT["audit_title"]]
    [questions, gaps] = at.dataframe
    assert list(questions.value[UI_TEXT["audit_columns"]["query"]]) == ["経費精算の締め日はいつ？", "ロックの解除手順は？"]  # not op_b's
    assert list(gaps.value[UI_TEXT["audit_columns"]["topic"]]) == ["経費精算の締め日はいつ？"]
    assert not [m for m in CSIRT_MARKERS if m in questions.value.to_csv()]


def test_user_of_two_teams_picks_one_or_all(password_app):
    at = sign_in(start(), "both", PASSWORDS["both"])
    [teams] = at.selectbox
    assert teams.options == ["tier1", "csirt", UI_TEXT["all_teams"]]
    teams.set_value("csirt").run()
    at.chat_input[0].set_value("ロックアウトが10分間に50件を超えたら？").run()
    answer = [m for m in at.chat_message if m.name == "assistant"][0]
    assert "CSIRT-7781" in answer.markdown[0].value


def test_open_page_without_sign_in_says_so(team_env):
    at = start()
    [error] = at.error
    assert error.value == MSG["open_without_sign_in"].format(address="0.0.0.0").removeprefix("⚠️ ")
    assert at.selectbox[0].options == ["tier1", "csirt", UI_TEXT["all_teams"]]  # the local user: admin of every team


def test_single_sign_on_offers_the_provider_login_and_nothing_else(team_env, monkeypatch):
    monkeypatch.setenv("AUTH", "oidc")
    at = start()
    assert [b.label for b in at.button] == [UI_TEXT["sso_button"]]
    assert not at.chat_input and not at.error
