"""Guardrails: the spec-named decisions (danger, evidence, ambiguity) and their templates.

The destructive-operation detector's own behaviour and its held-out figures are in test_danger.py;
the vague-question figures in test_vagueness.py.
"""

import pytest

from messages import AMBIGUOUS_QUERY_TEMPLATE, DANGER_BANNER, INSUFFICIENT_EVIDENCE_TEMPLATE
from guardrails import (check_insufficient_evidence, danger_banner_text, dangerous_operation_reasons,
                        detect_ambiguous_query, detect_dangerous_operations, evidence_score, get_ambiguous_query_response,
                        get_insufficient_evidence_response, is_follow_up)


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
    ("ps auxf の見方は？", "Do not kill a suspicious process before capturing memory.", False),
])
def test_dangerous_examples(query, answer, expected):
    assert detect_dangerous_operations(query, answer) is expected


def test_reasons_name_the_operation_for_the_banner():
    assert dangerous_operation_reasons("統合監査ログを無効にしてほしい", "") == ["監査ログの無効化"]
    assert dangerous_operation_reasons("", "Stop-Service -Name Sysmon64") == ["危険なコマンド「stop-service」"]
    assert danger_banner_text(["監査ログの無効化"]) == "⚠️ 承認・確認が必要: 監査ログの無効化"
    assert danger_banner_text([]) == DANGER_BANNER


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
