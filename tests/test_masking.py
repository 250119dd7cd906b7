"""Secret masking, both ways: every secret format is masked, questions about secrets stay readable.

The same table is checked in the audit log, the Python log and the request the fake OpenAI server receives.
"""

from __future__ import annotations

import json
import logging
from dataclasses import replace
from datetime import datetime

import pytest

from answering import handle_query
from initialize import open_index, update_index
from logger import configure_logging
from masking import MaskingOptions, contains_secret, luhn_valid, mask_secrets

# (text, the secret that must disappear)
SECRETS = [
    ("VPNのパスワードを P@ssw0rd! に変えたらログインできない", "P@ssw0rd!"),
    ("my VPN password is Winter2024! and it stopped working", "Winter2024!"),
    ("pw=Sup3rS3cret で接続できない", "Sup3rS3cret"),
    ("password=hunter で失敗する", "hunter"),
    ("DB_PASSWORD='Tr0ub4dor&3' を設定した", "Tr0ub4dor&3"),
    ("パスワード：P@ssw0rd123 を入れても失敗", "P@ssw0rd123"),
    ("パスワードは「Abc!2345」です", "Abc!2345"),
    ("パスワードを変更したら Kyoto#2025 でログインできない", "Kyoto#2025"),
    ("password Hunter2!! で入れない", "Hunter2!!"),
    ("key AKIAIOSFODNN7EXAMPLE was leaked", "AKIAIOSFODNN7EXAMPLE"),
    ("見つかった wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY は失効させる？", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "wJalrXUtnFEMI/K7MDENG"),
    ("JWT eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U は有効？",
     "eyJzdWIiOiIxMjM0NTY3ODkwIn0"),
    ("-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\n-----END RSA PRIVATE KEY-----", "MIIEowIBAAKCAQEA"),
    ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAA", "b3BlbnNzaC1rZXktdjEAAAA"),
    ("Authorization: Bearer abcdef0123456789xyz で 401", "abcdef0123456789xyz"),
    ("Slack の xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOp が漏れた", "AbCdEfGhIjKlMnOp"),
    ("token ghp_0123456789abcdefghijABCDEFGHIJklmnop を無効化", "ghp_0123456789abcdefghij"),
    ("github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123 を失効", "github_pat_11ABCDEFG"),
    ("api_key: sk-proj-ABCDEFGHIJKLMNOPQRSTUV", "ABCDEFGHIJKLMNOPQRSTUV"),
    ("カード 4111 1111 1111 1111 の不正利用", "4111 1111 1111 1111"),
    ("card 5500-0000-0000-0004 was used", "5500-0000-0000-0004"),
    ("Amex 3782 822463 10005 が漏洩", "3782 822463 10005"),
    ("カード番号4242424242424242で決済", "4242424242424242"),
]

# Questions about secrets, and operational data that must stay readable.
READABLE = [
    "パスワードはどこで変更できますか？",
    "パスワードを忘れた場合の手順は？",
    "How do I reset my password?",
    "password policy: 12 characters minimum",
    "パスワードの有効期限は90日ですか",
    "パスワードリセットの承認者は誰？",
    "パスワード リセットの手順は？",
    "パスワードは /etc/shadow に保存されている？",
    "パスワードは SHA256 でハッシュされる？",
    "Set-ADAccountPassword -Reset の使い方",
    "token expired エラーの対処",
    "APIキー ローテーション手順",
    "How do I rotate an access key?",
    "max_tokens=512 にすると回答が切れる",
    "イベントID 4624 4625 4634 4647 4648 4672 の違い",
    "ハッシュ 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12 を VirusTotal で確認",
    "1234 5678 9012 3456 はテスト番号？",
    "user01@example.co.jp から 10.0.0.5 と 192.168.1.20 への通信",
    "Bearer 認証とは何ですか",
    "CVE-2024-3400 の対処",
    "パスワード: 管理者に確認してください",
]


@pytest.mark.parametrize("text, secret", SECRETS)
def test_secret_values_are_masked(text, secret):
    masked = mask_secrets(text)
    assert secret not in masked and "[MASKED" in masked
    assert contains_secret(text)


@pytest.mark.parametrize("text", READABLE)
def test_topics_and_operational_data_stay_readable(text):
    assert mask_secrets(text) == text
    assert not contains_secret(text)


def test_emails_and_internal_ips_are_masked_only_when_configured():
    text = "user01@example.co.jp から 10.0.0.5 経由で 203.0.113.7 へ"
    masked = mask_secrets(text, MaskingOptions(emails=True, internal_ips=True))
    assert masked == "[MASKED_EMAIL] から [MASKED_IP] 経由で 203.0.113.7 へ"  # a public IP is evidence, kept


def test_luhn():
    assert luhn_valid("4111111111111111") and not luhn_valid("4111111111111112")


# --- the same table through every channel -----------------------------------------------------------------

@pytest.fixture
def llm_index(settings, fake_openai, fake_embeddings):
    update_index(settings, embeddings=fake_embeddings)
    # No refusal: every question reaches the LLM, so each one is checked in the request.
    llm = replace(settings, openai_base_url=fake_openai.base_url, openai_api_key="test", evidence_threshold=0.0,
                  refuse_unknown_names=False)
    return llm, open_index(llm, fake_embeddings)


def test_every_channel_masks_secrets_and_keeps_topics(llm_index, fake_openai, caplog):
    """Audit log, Python log (INFO/DEBUG) and the LLM request, for each secret and each readable question."""
    settings, index = llm_index
    configure_logging(True)
    cases = [(f"{text} ロック解除", secret) for text, secret in SECRETS]
    readable = [f"{text} ロック解除" for text in READABLE]
    with caplog.at_level(logging.DEBUG):
        for question, _ in cases:
            handle_query(question, index=index, settings=settings)
        for question in readable:
            handle_query(question, index=index, settings=settings)
    path = f"{settings.logs_folder}/query_{datetime.now():%Y-%m-%d}.jsonl"
    with open(path, encoding="utf-8") as handle:
        logged = [json.loads(line)["query"] for line in handle]
    sent = [json.dumps(r["messages"], ensure_ascii=False) for r in fake_openai.chat_requests]
    assert len(logged) == len(cases) + len(readable) and len(sent) == len(logged)
    for n, (question, secret) in enumerate(cases):
        assert secret not in logged[n] and "[MASKED" in logged[n], logged[n]
        assert secret not in sent[n], sent[n]
        assert secret not in caplog.text
    for n, question in enumerate(readable, start=len(cases)):
        assert logged[n] == question
        assert fake_openai.chat_requests[n]["messages"][-1]["content"].endswith(f"\n{question}")
    assert "RAG retrieve" in caplog.text


def test_runbook_secrets_never_reach_the_python_log(settings, fake_embeddings, caplog):
    with open(f"{settings.data_folder}/incident/lockout.md", "a", encoding="utf-8") as handle:
        handle.write("\n## 緊急用アカウント\nロック解除用の緊急アカウントのパスワードは Emerg#2025x です。\n")
    update_index(settings, embeddings=fake_embeddings)
    index = open_index(settings, fake_embeddings)
    configure_logging(True)
    with caplog.at_level(logging.DEBUG):
        result = handle_query("緊急アカウントでロック解除するには？", index=index, settings=settings)
    assert "Emerg#2025x" in result.answer  # the operator still reads the runbook as written
    assert "緊急用アカウント" in caplog.text and "Emerg#2025x" not in caplog.text


def test_exception_text_in_the_python_log_is_masked(caplog):
    configure_logging(True)
    with caplog.at_level(logging.ERROR):
        try:
            raise RuntimeError("login failed with password=Hunter2!!")
        except RuntimeError:
            logging.getLogger("answering").exception("query failed")
    assert "Hunter2" not in caplog.text and "[MASKED]" in caplog.text

