"""The audit view's functions: which lines an admin may read, filters, CSV, and the runbook-gap report."""

from __future__ import annotations

import csv
import io

import pytest

from audit_view import AuditFilter, filter_rows, gap_report, question_rows, read_audit, summary, to_csv
from logger import append_jsonl, log_feedback, log_query

FLAGS = {"insufficient_evidence": False, "dangerous_operation": False, "ambiguous_query": False}


def ask(logs, query, user, teams, *, refused=False, answer_id=None, hits=()):
    flags = {**FLAGS, "insufficient_evidence": refused}
    log_query(query, list(hits), "…", 0.5, {}, 0.001, {}, flags, "s", logs_folder=logs, answer_id=answer_id,
              refusal={"reason": "low_evidence"} if refused else None,
              extra={"user_id": user, "teams": teams, "client_ip": "10.1.1.1", "role": "operator"})


@pytest.fixture
def logs(tmp_path):
    folder = tmp_path / "logs"
    hit = {"chunk_id": "x_0", "score": 1.0, "bm25_score": 1.0, "vector_score": 1.0, "file": "csirt_only.md",
           "heading": "h", "text": "secret csirt text"}
    ask(folder, "ロックの解除手順は？", "op_a", ["tier1"], answer_id="a1")
    ask(folder, "VPNがつながらないときは？", "op_a", ["tier1"], refused=True, answer_id="a2")
    ask(folder, "VPN接続できない場合の対処", "op_c", ["tier1"], refused=True, answer_id="a3")
    ask(folder, "USBメモリを紛失した", "op_a", ["tier1"], refused=True, answer_id="a4")
    ask(folder, "ランサムウェアの封じ込め", "op_b", ["csirt"], answer_id="b1", hits=[hit])
    ask(folder, "both teams", "both", ["tier1", "csirt"], answer_id="ab", hits=[hit])
    log_feedback("a1", "down", logs_folder=folder, extra={"user_id": "op_a", "teams": ["tier1"]})
    append_jsonl(folder, {"timestamp": "2026-01-01 00:00:00", "query": "before teams existed", "flags": FLAGS})
    (folder / "query_2000-01-01.jsonl").write_text("not json\n", encoding="utf-8")
    return folder


def test_an_admin_reads_only_lines_of_their_own_teams(logs):
    rows = question_rows(read_audit(logs), ["tier1"])
    assert [r["query"] for r in rows] == ["USBメモリを紛失した", "VPN接続できない場合の対処", "VPNがつながらないときは？",
                                          "ロックの解除手順は？"]
    assert "csirt_only.md" not in to_csv(rows)
    both = question_rows(read_audit(logs), ["tier1", "csirt"])
    assert {"ランサムウェアの封じ込め", "both teams"} <= {r["query"] for r in both}
    assert [r["query"] for r in question_rows(read_audit(logs), ["default"])] == ["before teams existed"]


def test_filters_summary_and_csv(logs):
    rows = question_rows(read_audit(logs), ["tier1"])
    assert [r["query"] for r in filter_rows(rows, AuditFilter(flag="thumbs_down"))] == ["ロックの解除手順は？"]
    assert [r["user_id"] for r in filter_rows(rows, AuditFilter(user="op_c"))] == ["op_c"]
    assert len(filter_rows(rows, AuditFilter(flag="insufficient_evidence", team="tier1"))) == 3
    assert filter_rows(rows, AuditFilter(date_to="2000-01-01")) == []
    assert summary(rows)["refused"] == 3 and summary(rows)["down"] == 1
    parsed = list(csv.DictReader(io.StringIO(to_csv(rows).lstrip("\ufeff"))))
    assert parsed[0]["client_ip"] == "10.1.1.1" and parsed[0]["teams"] == "tier1" and parsed[3]["feedback"] == "👎"


def test_gap_report_groups_refused_questions_by_topic_with_the_bundled_model(logs):
    from initialize import embeddings_for
    from settings import load_settings

    rows = question_rows(read_audit(logs), ["tier1"])
    topics = gap_report(rows, embeddings_for(load_settings(dotenv_path=None)).embed_query)
    assert [(t["count"], sorted(t["users"])) for t in topics] == [(2, ["op_a", "op_c"]), (1, ["op_a"])]
    assert topics[0]["questions"] == ["VPNがつながらないときは？", "VPN接続できない場合の対処"]
    assert topics[1]["topic"] == "USBメモリを紛失した"
    assert gap_report([r for r in rows if not r["flags"]], lambda q: [1.0]) == []
