"""Audit log: spec §6.1 schema, masking, concurrent appends, write failures (masking itself: test_masking.py)."""

import json
import logging
import threading
from datetime import datetime

from logger import append_jsonl, configure_logging, log_feedback, log_query, log_retrieval

HIT = {"chunk_id": "data/manual.pdf_5", "score": 0.85, "bm25_score": 0.72, "vector_score": 0.98,
       "file": "data/manual.pdf", "heading": "## ログイン問題", "text": "ログインできない場合、まず" + "あ" * 300}


def read_lines(folder):
    files = list(folder.glob("query_*.jsonl"))
    assert [f.name for f in files] == [f"query_{datetime.now():%Y-%m-%d}.jsonl"]
    return [json.loads(line) for line in files[0].read_text(encoding="utf-8").splitlines()]


def test_log_query_writes_the_spec_schema(tmp_path):
    assert log_query("ログインできない場合の対処法は？", [HIT], "回答です", 2.34,
                     {"prompt_tokens": 1250, "completion_tokens": 320, "total_tokens": 1570}, 0.0023,
                     {"k": 4, "bm25_weight": 0.6, "vector_weight": 0.4},
                     {"insufficient_evidence": False, "dangerous_operation": False, "ambiguous_query": False},
                     "streamlit_session_abc", logs_folder=tmp_path, answer_id="a1", mode="extractive")
    [record] = read_lines(tmp_path)
    assert set(record) == {"type", "timestamp", "session_id", "query", "search_results", "answer", "processing_time_sec",
                           "token_usage", "cost_usd", "search_config", "flags", "answer_id", "mode"}
    datetime.fromisoformat(record["timestamp"])
    assert record["type"] == "query" and record["session_id"] == "streamlit_session_abc"
    assert record["search_results"][0] == {"chunk_id": "data/manual.pdf_5", "score": 0.85, "bm25_score": 0.72,
                                           "vector_score": 0.98, "file": "data/manual.pdf", "heading": "## ログイン問題",
                                           "evidence": None, "coverage": None, "cosine": None, "lang": None,
                                           "excerpt": ("ログインできない場合、まず" + "あ" * 300)[:200] + "..."}
    assert record["token_usage"]["total_tokens"] == 1570 and record["cost_usd"] == 0.0023


def test_secrets_never_reach_the_audit_log(tmp_path):
    log_query("password=Hunter2!! で失敗", [], "password=Hunter2!! と入力", 0.1, {}, 0.0, {}, {}, logs_folder=tmp_path)
    assert "Hunter2" not in (tmp_path / f"query_{datetime.now():%Y-%m-%d}.jsonl").read_text(encoding="utf-8")


def test_concurrent_appends_never_interleave(tmp_path):
    def worker(n):
        for i in range(50):
            log_query(f"質問 {n}-{i} " + "長い本文" * 200, [HIT] * 4, "回答" * 500, 0.1, {}, 0.0, {}, {},
                      f"s{n}", logs_folder=tmp_path)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    records = read_lines(tmp_path)  # every line parses as JSON
    assert len(records) == 400
    assert len({r["query"] for r in records}) == 400


def test_write_failure_is_a_warning_not_an_error(tmp_path, caplog):
    blocker = tmp_path / "not_a_folder"
    blocker.write_text("a file where the log folder should be")
    with caplog.at_level(logging.WARNING):
        assert append_jsonl(blocker, {"a": 1}) is False
        assert log_query("q", [], "a", 0.1, {}, 0.0, {}, {}, logs_folder=blocker) is False
    assert "audit log write failed" in caplog.text


def test_feedback_is_logged_with_the_answer_id(tmp_path):
    assert log_feedback("abc123", "up", logs_folder=tmp_path, session_id="s1")
    [record] = read_lines(tmp_path)
    assert (record["type"], record["answer_id"], record["rating"], record["session_id"]) == ("feedback", "abc123", "up", "s1")


def test_retrieval_debug_logging_info_and_debug(caplog):
    configure_logging(True)
    with caplog.at_level(logging.DEBUG, logger="answering"):
        log_retrieval("password=x1234567 ログ", [HIT])
    info = [r.getMessage() for r in caplog.records if r.levelno == logging.INFO]
    debug = [r.getMessage() for r in caplog.records if r.levelno == logging.DEBUG]
    assert "x1234567" not in info[0] and "RAG retrieve" in info[0]
    assert "score=0.850" in info[1] and HIT["text"][:100] in info[1] and HIT["text"] not in info[1]
    assert HIT["text"] in debug[0]
