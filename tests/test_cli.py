"""The command-line tools as an operator runs them: quiet by default, logs on request, DATA_ROOTS enforced."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from conftest import REPO, write
from constants import DEFAULT_EVIDENCE_THRESHOLD

pytestmark = pytest.mark.integration
QUESTION = "アカウントロックアウトの解除手順は？"


def run(tmp_path, *args: str, **settings: str) -> subprocess.CompletedProcess:
    """Run a tool from tmp with the given settings (environment variables; "" removes one)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI")}
    env["EMBEDDING_CACHE_PATH"] = str(tmp_path / "cache.sqlite")
    env.update(settings)
    env = {k: v for k, v in env.items() if v}
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)


def test_main_ask_prints_only_the_answer_and_logs_only_when_asked(runbooks, tmp_path):
    ask = [str(REPO / "main.py"), "ask", QUESTION, "--data", str(runbooks), "--db", str(tmp_path / "db")]
    quiet = run(tmp_path, *ask)
    assert quiet.returncode == 0, quiet.stderr
    assert quiet.stderr == ""
    assert quiet.stdout.startswith("📄 LLM未設定のため") and "Unlock-ADAccount -Identity user01" in quiet.stdout
    assert "[1] 引用元: incident/lockout.md > アカウントロックアウト対応 > ロック解除 (スコア: " in quiet.stdout

    verbose = run(tmp_path, *ask, "--verbose")
    assert "INFO answering: RAG retrieve" in verbose.stderr and "full text" not in verbose.stderr
    debug = run(tmp_path, *ask, "--debug")
    assert "DEBUG answering: RAG result 1 full text" in debug.stderr
    assert verbose.stdout == quiet.stdout == debug.stdout


def test_main_ask_json_lists_sources_and_low_relevance_passages_apart(runbooks, tmp_path):
    out = run(tmp_path, str(REPO / "main.py"), "ask", QUESTION, "--data", str(runbooks), "--db", str(tmp_path / "db"),
              "--json")
    assert out.returncode == 0 and out.stderr == ""
    result = json.loads(out.stdout)
    assert result["citations"] and all(c["evidence"] >= DEFAULT_EVIDENCE_THRESHOLD for c in result["citations"])
    assert all(c["evidence"] < DEFAULT_EVIDENCE_THRESHOLD for c in result["low_relevance"])
    shown = result["citations"] + result["low_relevance"]
    assert sorted(c["n"] for c in shown) == list(range(1, len(shown) + 1))
    assert set(shown[0]) == {"n", "file", "heading", "page", "evidence", "excerpt", "suspicious_instruction"}


def test_both_command_lines_refuse_a_folder_outside_data_roots(runbooks, tmp_path):
    outside = tmp_path / "outside"
    write(outside / "x.md", "# x\n\n## y\nz\n")
    db = str(tmp_path / "db")
    for args in ([str(REPO / "initialize.py"), "--data", str(outside), "--db", db, "--json"],
                 [str(REPO / "main.py"), "ask", QUESTION, "--data", str(outside), "--db", db]):
        for settings in ({"DATA_ROOTS": str(runbooks)}, {"DATA_ROOTS": "", "DATA_FOLDER": str(runbooks)}):
            refused = run(tmp_path, *args, **settings)
            assert refused.returncode == 2
            assert "許可された手順書フォルダ DATA_ROOTS の外にあります" in refused.stdout + refused.stderr
    assert not (tmp_path / "db").exists()  # nothing was read or written
    allowed = run(tmp_path, str(REPO / "initialize.py"), "--data", str(runbooks / "incident"), "--db", db, "--no-wait",
                  "--json", DATA_ROOTS="", DATA_FOLDER=str(runbooks))
    assert allowed.returncode == 0 and json.loads(allowed.stdout)["files"] == 1
