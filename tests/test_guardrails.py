"""Guardrails: dangerous operations (with the labelled sets), evidence, ambiguity, templates."""

import json
from pathlib import Path

import pytest

from constants import AMBIGUOUS_QUERY_TEMPLATE, INSUFFICIENT_EVIDENCE_TEMPLATE
from guardrails import (check_insufficient_evidence, dangerous_matches, detect_ambiguous_query,
                        detect_dangerous_operations, evidence_score, get_ambiguous_query_response,
                        get_insufficient_evidence_response, is_follow_up)

DATA = Path(__file__).parent / "data"


def precision_recall(path: Path) -> tuple[float, float, int]:
    cases = json.loads(path.read_text(encoding="utf-8"))
    predicted = [detect_dangerous_operations(c["query"], c["answer"]) for c in cases]
    tp = sum(p and c["dangerous"] for p, c in zip(predicted, cases))
    fp = sum(p and not c["dangerous"] for p, c in zip(predicted, cases))
    fn = sum(not p and c["dangerous"] for p, c in zip(predicted, cases))
    return tp / max(tp + fp, 1), tp / max(tp + fn, 1), len(cases)


@pytest.mark.parametrize("name, min_precision, min_recall", [
    ("dangerous_cases.json", 0.85, 1.0),           # the set the matcher was tuned on
    ("dangerous_cases_heldout.json", 0.75, 0.95),  # written separately, without sight of the matcher
])
def test_labelled_dangerous_sets_precision_and_recall(name, min_precision, min_recall):
    precision, recall, n = precision_recall(DATA / name)
    assert n >= 40
    # Figures are recorded in docs/benchmarks.md; recall matters most (a missed banner is the costly error).
    assert recall >= min_recall
    assert precision >= min_precision


@pytest.mark.parametrize("query, answer, expected", [
    ("ログを全部消したい", "", True),
    ("", "`wevtutil cl Security` を実行する", True),
    ("How do I flush the firewall?", "Run iptables -F to flush every chain.", True),
    ("Run vssadmin delete shadows /all?", "", True),
    ("端末をシャットダウンしてよいか", "", True),
    ("What skills does a tier-1 analyst need?", "Log triage and ticket handling.", False),
    ("ログのフォーマットを教えて", "日時、ホスト名、イベントIDの順に並ぶ。", False),
    ("Pick the severity from the drop-down menu", "", False),
    ("証跡を保全する手順は？", "wevtutil epl でエクスポートする。", False),
    ("Which kill chain phase is this?", "Delivery.", False),
])
def test_dangerous_examples(query, answer, expected):
    assert detect_dangerous_operations(query, answer) is expected


def test_dangerous_matches_name_what_was_found():
    assert dangerous_matches("Stop-Service -Name Sysmon64") == ["Stop-Service"]
    assert "削除" in dangerous_matches("古いバックアップを削除する")


def test_evidence_is_comparable_across_queries():
    strong = {"coverage": 1.0, "cosine": 0.90}
    weak = {"coverage": 0.1, "cosine": 0.79}
    assert evidence_score(strong) == pytest.approx(1.0)
    assert evidence_score(weak) < 0.5 < evidence_score(strong)
    assert evidence_score({"coverage": 0.6, "cosine": None}) == 0.6  # BM25 only while vectors fill


def test_insufficient_evidence_threshold_and_empty_results():
    assert check_insufficient_evidence([]) is True
    assert check_insufficient_evidence([{"coverage": 0.2, "cosine": 0.8}], 0.5) is True
    assert check_insufficient_evidence([{"coverage": 0.2, "cosine": 0.8}, {"coverage": 0.9, "cosine": 0.88}], 0.5) is False


@pytest.mark.parametrize("query, has_history, expected", [
    ("ログ", False, True),                        # under 5 characters
    ("どうすれば？", False, True),                 # interrogative only
    ("なぜ？どうして？", False, True),
    ("手順を教えてください", False, True),          # no topic word
    ("How do I do it?", False, True),
    ("アカウントロックの解除手順は？", False, False),
    ("Which log shows failed SSH logins?", False, False),
    ("その手順の詳細を教えて", True, False),         # a follow-up is fine when there is history
    ("その手順の詳細を教えて", False, True),
    ("詳しく", True, False),
])
def test_ambiguity(query, has_history, expected):
    assert detect_ambiguous_query(query, has_history=has_history) is expected


def test_follow_up_markers():
    assert is_follow_up("その手順の詳細を教えて")
    assert is_follow_up("Tell me more about that")
    assert not is_follow_up("ランサムウェアの初動は？")


def test_templates_are_the_spec_text():
    assert get_insufficient_evidence_response() == INSUFFICIENT_EVIDENCE_TEMPLATE
    assert get_insufficient_evidence_response().startswith("該当する手順が見つかりませんでした。")
    assert get_ambiguous_query_response() == AMBIGUOUS_QUERY_TEMPLATE
    assert "例：「ログインできない」→「Active Directoryへのログインができない。エラーコード: 0x80090308」" in AMBIGUOUS_QUERY_TEMPLATE
