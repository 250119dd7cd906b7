"""Teams kept apart: two small team corpora, the real bundled embedding model, every entry point.

Both teams have a lockout runbook, so team A's questions are close to team B's text; each test
that checks team A cannot see team B also checks that team B's user does see it (the check can fail).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import replace
from pathlib import Path

import bcrypt
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from conftest import write
from settings import load_settings

TIER1_LOCKOUT = """\
# アカウントロックアウト対応（Tier1）

## 解除
本人確認の後に Unlock-ADAccount -Identity user01 でロックを解除する。
解除後はヘルプデスクチケットにTier1対応済みと記録する。
"""

TIER1_PHISHING = """\
# フィッシングメール初動

## 報告の受付
利用者から転送されたメールのヘッダを確認し、送信元ドメインを記録する。
"""

CSIRT_LOCKOUT = """\
# アカウントロックアウト（CSIRT専用）

## 攻撃の疑いがある場合
ロックアウトが10分間に50件を超えたら、パスワードスプレー攻撃としてCSIRT-7781番の手順で封じ込める。
攻撃元IPはファイアウォールの deny-list-gamma に追加する。
"""

CSIRT_RANSOM = """\
# Ransomware containment

## Isolation
Disconnect the infected host from switch port 42 and preserve the volume shadow copies.
Notify the legal counsel through the hotline 0120-555-019 before contacting the attacker.
"""

TIER1_OTHER = {
    "vpn.md": "# VPN接続障害\n\n## 確認\nVPNクライアントのログを取得し、証明書の有効期限を確認する。\n",
    "malware.md": "# マルウェア検知アラート\n\n## 初動\nEDRの管理画面で検知したプロセスツリーを確認し、端末を隔離する。\n",
    "mfa.md": "# 多要素認証のリセット\n\n## 手順\n本人確認書類を確認してから、管理画面で認証アプリの登録を削除する。\n",
}
CSIRT_FILES = {
    "lockout_csirt.md": CSIRT_LOCKOUT, "ransomware.md": CSIRT_RANSOM,
    "forensics.md": "# Memory forensics\n\n## Capture\nCapture RAM with winpmem to the evidence share before any reboot.\n",
    "ddos.md": "# DDoS対応\n\n## 緩和\n上流プロバイダにスクラビングを依頼し、対象のグローバルIPを連絡する。\n",
}
TIER1_FILES = {"lockout.md", "phishing.md", *TIER1_OTHER}
CSIRT_SENTENCES = [s.strip() for text in (CSIRT_LOCKOUT, CSIRT_RANSOM) for s in re.split(r"(?<=[。.])\s*|\n", text)
                   if len(s.strip()) > 12 and not s.startswith("#")]
CSIRT_MARKERS = ["CSIRT-7781", "deny-list-gamma", "switch port 42", "0120-555-019", "lockout_csirt.md", "ransomware.md",
                 "CSIRT専用", "Ransomware containment"]
PASSWORDS = {"op_a": "tier1-pass", "admin_a": "admin-pass", "op_b": "csirt-pass", "both": "both-pass"}


def team_file(root: Path) -> Path:
    """TEAMS_FILE for two teams and four users (bcrypt at the lowest cost, to keep the tests fast)."""
    def hashed(name: str) -> str:
        return bcrypt.hashpw(PASSWORDS[name].encode(), bcrypt.gensalt(rounds=4)).decode()

    users = {
        "op_a": {"name": "Tier1 Operator", "roles": ["operator"], "teams": ["tier1"], "password": hashed("op_a")},
        "admin_a": {"name": "Tier1 Lead", "roles": ["admin"], "teams": ["tier1"], "password": hashed("admin_a"),
                    "email": "lead@example.com"},
        "op_b": {"name": "CSIRT Operator", "roles": ["operator"], "teams": ["csirt"], "password": hashed("op_b")},
        "both": {"name": "Both", "roles": ["operator"], "teams": ["tier1", "csirt"], "password": hashed("both")},
    }
    config = {"teams": {"tier1": {"data_folders": ["tier1", "tier1_archive"]}, "csirt": {"data_folders": ["csirt"]}},
              "credentials": {"usernames": users}, "cookie": {"name": "test_auth", "key": "k" * 32}}
    path = root / "teams.yaml"
    path.write_text(json.dumps(config), encoding="utf-8")  # JSON is YAML
    return path


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """Both teams' indexes built once with the bundled model (initialize.py --team)."""
    from initialize import main as initialize

    root = tmp_path_factory.mktemp("teams")
    write(root / "tier1" / "lockout.md", TIER1_LOCKOUT)
    write(root / "tier1" / "phishing.md", TIER1_PHISHING)
    for name, text in TIER1_OTHER.items():
        write(root / "tier1" / name, text)
    write(root / "tier1_archive" / "old.md", "# 旧手順\n\n## 旧ロックアウト\n旧版のロックアウト解除はサポート窓口へ依頼する。\n")
    for name, text in CSIRT_FILES.items():
        write(root / "csirt" / name, text)
    teams = team_file(root)
    saved = dict(os.environ)
    os.environ.update({"TEAMS_FILE": str(teams), "CHROMA_DB_PATH": str(root / "db"), "ANONYMIZED_TELEMETRY": "False"})
    try:
        for team in ("tier1", "csirt"):
            assert initialize(["--team", team, "--json"]) == 0
    finally:
        os.environ.clear()
        os.environ.update(saved)
    return root


@pytest.fixture
def team_env(built, monkeypatch) -> Path:
    monkeypatch.setenv("TEAMS_FILE", str(built / "teams.yaml"))
    monkeypatch.setenv("CHROMA_DB_PATH", str(built / "db"))
    return built


@pytest.fixture
def app_settings(team_env):
    return load_settings(dotenv_path=None)


def caller(name: str, ip: str = "10.0.0.7"):
    from teams import caller_for, load_teams

    return caller_for(load_teams(load_settings(dotenv_path=None)), name, ip)


def opener(settings):
    from initialize import open_index
    from teams import load_teams, team_settings

    config = load_teams(settings)
    return lambda team: open_index(team_settings(settings, config, team))


def leaked(payload) -> list[str]:
    """CSIRT-only strings found anywhere in a JSON-serialisable payload."""
    text = json.dumps(payload, ensure_ascii=False)
    return [m for m in CSIRT_MARKERS + CSIRT_SENTENCES if m in text]


def audit_lines(tmp_path: Path) -> list[dict]:
    return [json.loads(line) for path in sorted((tmp_path / "logs").glob("query_*.jsonl"))
            for line in path.read_text(encoding="utf-8").splitlines()]


def test_each_team_has_its_own_index_folder_and_collection(team_env, app_settings):
    from teams import load_teams, team_settings

    config = load_teams(app_settings)
    a, b = (team_settings(app_settings, config, t) for t in ("tier1", "csirt"))
    assert (Path(a.chroma_db_path).name, Path(b.chroma_db_path).name) == ("tier1", "csirt")
    assert a.collection_name != b.collection_name
    files = {t: {c.file for c in opener(app_settings)(t).chunks} for t in ("tier1", "csirt")}
    assert files == {"tier1": TIER1_FILES, "csirt": set(CSIRT_FILES)}


def test_team_a_never_gets_team_b_text_while_team_b_does(team_env, app_settings, tmp_path):
    from team_search import ask_as

    question = "アカウントロックアウトが大量に発生したときの封じ込め手順は？"
    as_a = ask_as(question, caller("op_a"), None, open_team=opener(app_settings), settings=app_settings)
    as_b = ask_as(question, caller("op_b"), None, open_team=opener(app_settings), settings=app_settings)
    assert {h["file"] for h in as_a.search_results} <= TIER1_FILES
    assert not leaked(as_a.to_dict())
    assert "CSIRT-7781" in json.dumps(as_b.to_dict(), ensure_ascii=False)  # the same question reaches B's runbook
    first, second = audit_lines(tmp_path)
    assert (first["user_id"], first["teams"], first["client_ip"], first["role"]) == ("op_a", ["tier1"], "10.0.0.7", "operator")
    assert not leaked(first) and second["user_id"] == "op_b" and leaked(second)


def test_asking_for_another_team_is_refused_before_anything_is_read(team_env, app_settings, tmp_path):
    from team_search import AccessDenied, ask_as

    opened = []

    def open_team(team):
        opened.append(team)
        return opener(app_settings)(team)

    with pytest.raises(AccessDenied, match="csirt"):
        ask_as("ransomware isolation", caller("op_a"), ["csirt"], open_team=open_team, settings=app_settings)
    with pytest.raises(AccessDenied):
        ask_as("ransomware isolation", caller("op_a"), ["tier1", "csirt"], open_team=open_team, settings=app_settings)
    assert opened == [] and audit_lines(tmp_path) == []


@hsettings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sentence=st.sampled_from(CSIRT_SENTENCES), prefix=st.sampled_from(["", "手順を教えて: ", "what about "]))
def test_property_team_b_sentences_asked_by_team_a_return_only_team_a(team_env, sentence, prefix):
    from team_search import ask_as

    settings = load_settings(dotenv_path=None)
    result = ask_as(prefix + sentence, caller("op_a"), None, open_team=opener(settings), settings=settings)
    for hit in result.search_results:
        assert hit["file"] in TIER1_FILES
        assert hit["text"] not in CSIRT_LOCKOUT + CSIRT_RANSOM
    shown = {"answer": result.answer, "citations": result.citations, "refusal": result.refusal, "quoted": result.quoted}
    assert not [m for m in leaked(shown) if m not in prefix + sentence]


def test_user_of_both_teams_gets_both_with_the_team_in_chunk_and_file(team_env, app_settings):
    from team_search import ask_as

    both = caller("both")
    result = ask_as("アカウントロックアウトの対応", both, None, open_team=opener(app_settings), settings=app_settings, k=6)
    teams_seen = {h["file"].split("/")[0] for h in result.search_results}
    assert teams_seen == {"tier1", "csirt"}
    assert all(h["chunk_id"].split(":")[0] == h["file"].split("/")[0] for h in result.search_results)
    only_b = ask_as("アカウントロックアウトの対応", both, ["csirt"], open_team=opener(app_settings), settings=app_settings)
    assert {h["file"] for h in only_b.search_results} <= set(CSIRT_FILES)
    # The merged index asks each team's own collection, restricted by id like a team's own index.
    from retriever import vector_candidates
    from team_search import scoped_index

    merged, _ = scoped_index(both, None, opener(app_settings))
    assert merged.vector_ready and merged.collection is not None
    vector = merged.embeddings.embed_query("アカウントロックアウトの対応")
    rows = vector_candidates(merged, "", len(merged.chunks), None, vector)
    assert {merged.chunks[r].file.split("/")[0] for r in rows} == {"tier1", "csirt"}
    tier1 = np.array([c.file.startswith("tier1/") for c in merged.chunks])
    assert rows and set(vector_candidates(merged, "", len(merged.chunks), tier1, vector)) == {r for r in rows if tier1[r]}


def test_follow_up_and_next_step_stay_in_team_a(team_env, app_settings):
    from team_search import ask_as

    # A conversation whose previous answer quoted team B's chunks (ids with and without the team prefix).
    history = [{"role": "user", "content": "ロックアウトの封じ込めは？"},
               {"role": "assistant", "content": "…", "sources": ["lockout_csirt.md_0", "csirt:lockout_csirt.md_0"]}]
    for follow_up in ("その次は？", "攻撃元IPはどこに追加する？"):
        result = ask_as(follow_up, caller("op_a"), None, open_team=opener(app_settings), settings=app_settings,
                        history=history)
        assert {h["file"] for h in result.search_results} <= TIER1_FILES
        assert not leaked(result.to_dict())


def test_llm_context_and_rewrite_sent_to_the_server_hold_only_team_a(team_env, app_settings, fake_openai):
    from team_search import ask_as

    llm = replace(app_settings, openai_base_url=fake_openai.base_url, openai_api_key="test")
    history = [{"role": "user", "content": "アカウントロックアウトの解除は？"}, {"role": "assistant", "content": "解除します [1]"}]
    fake_openai.enqueue("Unlock-ADAccount でロックアウトを解除した後にチケットへ記録する内容", "回答 [1]")
    ask_as("解除した後にチケットへ何を記録する？", caller("op_a"), None, open_team=opener(llm), settings=llm, history=history)
    as_a = json.dumps(fake_openai.chat_requests, ensure_ascii=False)
    assert len(fake_openai.chat_requests) == 2 and "Unlock-ADAccount" in as_a  # rewrite, then the answer with A's context
    assert not leaked(json.loads(as_a))
    fake_openai.enqueue("回答 [1]")
    ask_as("ロックアウトが10分間に50件を超えたら？", caller("op_b"), None, open_team=opener(llm), settings=llm)
    assert "deny-list-gamma" in json.dumps(fake_openai.chat_requests[-1], ensure_ascii=False)


def test_cli_ask_and_initialize_take_a_team_and_refuse_others(team_env, capsys, tmp_path):
    import cli

    assert cli.ask(["アカウントロックアウトが大量に発生したときは？", "--team", "tier1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["search_results"] and not leaked(out)
    assert cli.ask(["ransomware isolation", "--team", "csirt", "--user", "op_a", "--json"]) == 2
    assert "権限がありません" in json.loads(capsys.readouterr().out)["error"]
    assert cli.ask(["ransomware", "--team", "nosuch", "--json"]) == 2
    assert "nosuch" in json.loads(capsys.readouterr().out)["error"]
    assert cli.ask(["ロックアウトの解除", "--user", "op_a", "--json"]) == 0
    capsys.readouterr()
    [line, *_] = [r for r in audit_lines(tmp_path) if r.get("user_id") == "op_a"]
    assert line["teams"] == ["tier1"] and not leaked(line)


def test_evaluator_on_team_a_sees_only_team_a(team_env, tmp_path):
    import importlib.util

    from conftest import REPO

    spec = importlib.util.spec_from_file_location("run_evaluation_teams", REPO / "eval" / "run_evaluation.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    run_evaluation = module.main

    dataset = write(tmp_path / "ds.json", json.dumps({"test_cases": [
        {"id": "T1", "category": "normal", "query": "ロックアウトが10分間に50件を超えたらどうする？",
         "expected_keywords": ["CSIRT-7781"]},
        {"id": "T2", "category": "normal", "query": "ロックアウトの解除手順は？", "expected_keywords": ["Unlock-ADAccount"]},
    ]}, ensure_ascii=False))
    run_evaluation(["--dataset", str(dataset), "--out", str(tmp_path / "out"), "--team", "tier1", "--judge", "none"])
    [path] = (tmp_path / "out").glob("evaluation_results_*.json")
    results = json.loads(path.read_text(encoding="utf-8"))["results"]
    assert not leaked([{k: r[k] for k in ("answer", "citations")} for r in results])
    assert "Unlock-ADAccount" in results[1]["answer"]


def test_operator_cannot_rebuild_or_choose_a_folder(team_env, app_settings):
    from team_search import AccessDenied, rebuild_settings
    from teams import TeamsConfigError, load_teams

    config = load_teams(app_settings)
    with pytest.raises(AccessDenied, match="管理者のみ"):
        rebuild_settings(caller("op_a"), app_settings, config, "tier1")
    with pytest.raises(AccessDenied):
        rebuild_settings(caller("admin_a"), app_settings, config, "csirt")  # admin of another team
    with pytest.raises(TeamsConfigError, match="設定されていません"):
        rebuild_settings(caller("admin_a"), app_settings, config, "tier1", "/etc")
    chosen = rebuild_settings(caller("admin_a"), app_settings, config, "tier1", str(team_env / "tier1_archive"))
    assert chosen.data_folder == str(team_env / "tier1_archive")


@pytest.mark.parametrize("raw, message", [
    ({"teams": {"../etc": {"data_folders": ["x"]}}}, "team name"),
    ({"teams": {"a": {"data_folders": []}}}, "data_folders"),
    ({"teams": {"a": {"data_folders": ["x"]}}, "credentials": {"usernames": {"u": {"teams": ["b"]}}}}, "unknown team"),
    ({"teams": {"a": {"data_folders": ["x"]}}, "credentials": {"usernames": {"u": {"password": "plain"}}}}, "bcrypt"),
    ({"teams": {"a": {"data_folders": ["x"]}}, "credentials": {"usernames": {"u": {"roles": ["root"]}}}}, "unknown role"),
])
def test_malformed_teams_file_is_explained(raw, message, tmp_path):
    from teams import TeamsConfigError, parse_teams

    with pytest.raises(TeamsConfigError, match=message):
        parse_teams(raw, tmp_path)


def test_slack_app_answers_from_one_team_only(team_env, monkeypatch):
    from loading import AppError
    from slack_app import slack_team_settings

    with pytest.raises(AppError, match="SLACK_TEAM"):
        slack_team_settings(load_settings(dotenv_path=None))
    monkeypatch.setenv("SLACK_TEAM", "csirt")
    chosen = slack_team_settings(load_settings(dotenv_path=None))
    assert Path(chosen.chroma_db_path).name == "csirt" and chosen.data_folder == str(team_env / "csirt")
    assert chosen.slack_team == "csirt"  # its audit lines say so
