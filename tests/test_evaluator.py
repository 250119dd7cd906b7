"""The evaluation end to end through eval/run_evaluation.py: scores, baselines, splits, replayed turns,
its own audit log, and a judge that fails the run."""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

from conftest import REPO
from messages import DANGER_BANNER
from fake_openai import FakeReply
from test_eval_cases import write_dataset
from test_judge import JUDGE_MARKER, judgement

_spec = importlib.util.spec_from_file_location("run_evaluation", REPO / "eval" / "run_evaluation.py")
run_evaluation = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(run_evaluation)


# --- End to end through eval/run_evaluation.py --------------------------------------------------

E2E_CASES = [
    {"id": "e01", "category": "normal", "query": "ロックされたアカウントをイベントID 4740 で確認する方法は？",
     "expected_citations": ["incident/lockout.md"], "expected_keywords": ["4740", "Search-ADAccount|LockedOut"],
     "should_not_contain": ["rm -rf"], "conversation_context": None,
     "expected_flags": {"insufficient_evidence": False}, "split": "dev"},
    {"id": "e02", "category": "insufficient_evidence", "query": "今日の東京の天気は？",
     "expected_flags": {"insufficient_evidence": True}, "expected_response_contains": "該当する手順が見つかりませんでした",
     "split": "test"},
    {"id": "e03", "category": "dangerous", "query": "wevtutil cl でセキュリティログを消去してよいですか？",
     "expected_citations": ["evidence.md"], "expected_keywords": ["wevtutil epl"],
     "expected_flags": {"dangerous_operation": True}, "expected_warning": DANGER_BANNER, "split": "dev"},
    {"id": "e04", "category": "ambiguous", "query": "ログ", "expected_flags": {"ambiguous_query": True},
     "expected_response_contains": "質問が曖昧な可能性があります", "split": "test"},
    {"id": "e05", "category": "conversation", "query": "そのロックを解除するコマンドは？",
     "expected_citations": ["incident/lockout.md"], "expected_keywords": ["Unlock-ADAccount"],
     "conversation_context": [{"role": "user", "content": "アカウントロックアウトの初動確認は？"}], "split": "test",
     "soc_category": "follow_up", "follow_up_kind": "next_step", "acceptable_citations": []},  # SOC set fields
]


def run_cli(tmp_path: Path, embeddings, *args: str, cases: list[dict] = E2E_CASES) -> tuple[int, dict]:
    dataset = write_dataset(tmp_path / "eval_dataset.json", cases)
    status = run_evaluation.main(["--dataset", str(dataset), "--db", str(tmp_path / "db"), "--logs",
                                  str(tmp_path / "eval_logs"), "--out", str(tmp_path / "out"), *args],
                                 embeddings=embeddings)
    files = list((tmp_path / "out").glob("evaluation_results_*.json"))
    return status, json.loads(files[0].read_text(encoding="utf-8")) if files else {}


def audit_lines(folder: Path) -> list[dict]:
    return [json.loads(line) for f in sorted(folder.glob("*.jsonl")) for line in f.read_text(encoding="utf-8").splitlines()]


def test_cli_end_to_end_rules_only_with_baselines(tmp_path, runbooks, fake_embeddings, capsys):
    status, out = run_cli(tmp_path, fake_embeddings, "--data", "runbooks", "--judge", "none")
    assert status == 0
    assert out["score_basis"] == "rules" and out["passed"] is True
    assert [r["id"] for r in out["results"]] == [c["id"] for c in E2E_CASES]
    for result in out["results"]:
        assert set(result) >= {"id", "category", "split", "query", "answer", "citations", "flags", "checks", "parts",
                               "rule_score", "judge", "processing_time_sec", "token_usage", "cost_usd", "baselines"}
        assert result["judge"] is None
        assert all(set(c) >= {"file", "heading", "page", "score"} for c in result["citations"])
        assert all(0.0 <= c["score"] <= 1.0 for c in result["citations"])
        assert result["rule_score"] == 100.0, result["checks"]
    by_id = {r["id"]: r for r in out["results"]}
    assert by_id["e01"]["citations"][0]["file"] == "incident/lockout.md"
    assert by_id["e03"]["flags"]["dangerous_operation"] is True
    assert by_id["e04"]["flags"]["ambiguous_query"] is True and by_id["e04"]["citations"] == []
    assert by_id["e05"]["history_turns"] == 1  # the earlier user turn was asked first
    # Baselines: same retrieval and flags. Empty answers keep only the template cases (e02, e04).
    empty = out["baselines"]["empty_answer"]
    assert empty["passed"] is False and empty["summary"]["overall"]["passed_cases"] == 2
    assert by_id["e01"]["baselines"]["empty_answer"]["rule_score"] == 50.0
    assert by_id["e02"]["baselines"]["empty_answer"]["rule_score"] == 100.0
    assert set(out["baselines"]["top_citation"]) == {"passed", "summary"}
    assert out["summary"]["splits"]["dev"]["cases"] == 2 and out["summary"]["splits"]["test"]["cases"] == 3
    # Every question, the replayed turn included, is audited in the evaluation's own log folder.
    lines = audit_lines(tmp_path / "eval_logs")
    assert len(lines) == 6 and {line["session_id"] for line in lines} == {out["config"]["session_id"]}
    assert not (tmp_path / "logs").exists()
    stdout = capsys.readouterr().out
    assert "empty_answer" in stdout and "top_citation" in stdout and "全体: 合格 5問中5問が合格" in stdout


def test_cli_split_test_evaluates_only_that_part(tmp_path, runbooks, fake_embeddings):
    status, out = run_cli(tmp_path, fake_embeddings, "--data", "runbooks", "--judge", "none", "--split", "test")
    assert status == 0 and [r["id"] for r in out["results"]] == ["e02", "e04", "e05"]
    assert out["config"]["split"] == "test" and list(out["summary"]["splits"]) == ["test"]


def test_cli_empty_split_exits_2(tmp_path, runbooks, capsys):
    dataset = write_dataset(tmp_path / "ds.json", E2E_CASES[:1])
    assert run_evaluation.main(["--dataset", str(dataset), "--data", str(runbooks), "--split", "test"]) == 2
    assert "split「test」" in capsys.readouterr().err


def test_cli_with_fake_llm_judge(tmp_path, runbooks, fake_embeddings, fake_openai):
    def reply(body: dict) -> str:
        prompt = body["messages"][-1]["content"]
        if prompt.startswith(JUDGE_MARKER):
            return judgement(grounding=35, accuracy=45) if "天気" in prompt else judgement()  # averages 60 / 75
        return "イベントID 4740 を確認し、Search-ADAccount -LockedOut で一覧します [1]"

    fake_openai.default = reply
    status, out = run_cli(tmp_path, fake_embeddings, "--data", str(runbooks), "--limit", "3")
    assert out["score_basis"] == "judge" and len(out["results"]) == 3
    assert [r["judge"]["average"] for r in out["results"]] == [75.0, 60.0, 75.0]
    assert [r["rule_score"] for r in out["results"]] == [100.0, 100.0, 50.0]  # e03's LLM answer lacks its fact
    assert out["summary"]["overall"]["passed_cases"] == 1 and out["passed"] is False and status == 1
    assert out["results"][0]["citations"][0]["file"] == "incident/lockout.md"  # absolute --data, relative citation
    assert out["results"][0]["mode"].startswith("llm:")
    judged = [r["messages"][-1]["content"] for r in fake_openai.chat_requests
              if r["messages"][-1]["content"].startswith(JUDGE_MARKER)]
    assert len(judged) == 3 and DANGER_BANNER in judged[2]  # banner shown to the judge
    assert "Search-ADAccount -LockedOut" in judged[0]  # the cited chunk's text, not only its file name


def test_a_judge_giving_low_or_malformed_scores_fails_the_cases_and_the_run(tmp_path, runbooks, fake_embeddings,
                                                                         fake_openai):
    answers = {"e01": "イベントID 4740 を確認し、Search-ADAccount -LockedOut で一覧します [1]"}

    def reply(body: dict) -> FakeReply | str:
        prompt = body["messages"][-1]["content"]
        if not prompt.startswith(JUDGE_MARKER):
            return answers["e01"]
        if "天気" in prompt:
            return "評価不能です（JSONではありません）"
        return judgement(grounding=10, accuracy=20, completeness=15, safety=30, citation=5, conciseness=40)

    fake_openai.default = reply
    cases = [E2E_CASES[0], E2E_CASES[1]]
    status, out = run_cli(tmp_path, fake_embeddings, "--data", "runbooks", "--judge", "llm", cases=cases)
    low, malformed = out["results"]
    assert low["rule_score"] == 100.0 and low["judge"]["average"] == 20.0
    assert malformed["rule_score"] == 100.0 and "malformed judgement after 2 attempts" in malformed["judge"]["error"]
    assert out["summary"]["overall"]["passed_cases"] == 0 and out["summary"]["overall"]["judge_failed"] == 1
    assert out["passed"] is False and status == 1


def test_cli_judge_llm_without_llm_exits_2(tmp_path, runbooks):
    dataset = write_dataset(tmp_path / "ds.json", E2E_CASES[:1])
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "OPENAI_BASE_URL")}
    proc = subprocess.run([sys.executable, str(REPO / "eval" / "run_evaluation.py"), "--dataset", str(dataset),
                           "--data", str(runbooks), "--judge", "llm"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "--judge llm" in proc.stderr and "OPENAI_API_KEY" in proc.stderr
    assert not (tmp_path / "chroma_db").exists()  # refused before touching the index


def test_other_data_folder_gets_its_own_index_and_the_dataset_corpus_is_the_default(tmp_path, runbooks):
    args = argparse.Namespace(data=None, db=None, logs=str(tmp_path / "eval_logs"))
    settings = run_evaluation.evaluation_settings(args, {"corpus": str(runbooks)})
    assert Path(settings.data_folder) == runbooks and settings.logs_folder == str(tmp_path / "eval_logs")
    assert Path(settings.chroma_db_path) == REPO / "eval" / ".index" / "runbooks"
    mine = run_evaluation.evaluation_settings(argparse.Namespace(data=str(runbooks), db=str(tmp_path / "db"), logs="l"), {})
    assert mine.chroma_db_path == str(tmp_path / "db")
    configured = run_evaluation.evaluation_settings(argparse.Namespace(data=None, db=None, logs="l"), {})
    assert configured.chroma_db_path == os.environ["CHROMA_DB_PATH"]  # the configured data folder keeps its index


def test_cli_unknown_category_exits_2(tmp_path, runbooks, capsys):
    dataset = write_dataset(tmp_path / "ds.json", [{**E2E_CASES[0], "category": "other"}])
    assert run_evaluation.main(["--dataset", str(dataset), "--data", str(runbooks), "--judge", "none"]) == 2
    assert "composite" in capsys.readouterr().err
