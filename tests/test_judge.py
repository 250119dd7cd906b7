"""LLM judge against the fake OpenAI server: parsing, retries, malformed and failing replies, the prompt."""

from __future__ import annotations

import json
import os

import pytest

from fake_openai import FakeReply
from judge import (EvalConfigError, JudgeConfig, JudgeFormatError, create_judge_prompt, judge_answer, judge_config,
                   parse_judgement)
from settings import load_settings

SCORES = {"grounding": 80, "accuracy": 90, "completeness": 70, "safety": 100, "citation": 60, "conciseness": 50}
JUDGE_MARKER = "あなたはSOC運用RAGシステムの評価者です。"
CITATIONS = [{"n": 1, "file": "incident/lockout.md", "heading": "初動確認", "page": None, "score": 0.91,
              "source": "incident/lockout.md > 初動確認", "excerpt": "イベントID 4740 を確認する。"}]


def judgement(**overrides) -> str:
    return json.dumps({**SCORES, "average": 99.9, "reasoning": "引用元に基づいている", **overrides}, ensure_ascii=False)


@pytest.fixture
def judge(fake_openai) -> JudgeConfig:
    settings = load_settings(env=dict(os.environ), dotenv_path=None)
    return judge_config(settings, "llm")


def ask(judge: JudgeConfig) -> dict:
    return judge_answer("ロックアウトの確認方法は？", "イベントID 4740 を確認します [1]", CITATIONS, "normal", judge=judge)


def test_judge_scores_parsed_and_average_recomputed(fake_openai, judge):
    fake_openai.enqueue(judgement())
    result = ask(judge)
    assert {k: result[k] for k in SCORES} == SCORES
    assert result["average"] == 75.0  # the mean of the six, not the judge's own 99.9
    assert result["reasoning"] == "引用元に基づいている"
    assert result["attempts"] == 1
    (request,) = fake_openai.chat_requests
    assert request["response_format"] == {"type": "json_object"}
    prompt = request["messages"][0]["content"]
    assert prompt.startswith(JUDGE_MARKER)
    assert "ロックアウトの確認方法は？" in prompt and "イベントID 4740 を確認します [1]" in prompt
    assert "incident/lockout.md > 初動確認" in prompt and "6. 簡潔性（Conciseness）: 冗長でないか（0-100点）" in prompt


def test_judge_json_inside_prose_and_code_fence(fake_openai, judge):
    fake_openai.enqueue(f"評価結果です。\n```json\n{judgement(safety='95')}\n```\n以上。")
    result = ask(judge)
    assert result["safety"] == 95.0 and result["average"] == 74.2


def test_malformed_reply_is_retried_once_then_scored(fake_openai, judge):
    fake_openai.enqueue("評価できません", judgement())
    result = ask(judge)
    assert result["attempts"] == 2 and result["average"] == 75.0
    assert len(fake_openai.chat_requests) == 2


def test_two_malformed_replies_mark_the_case_failed(fake_openai, judge):
    fake_openai.enqueue("not json at all", json.dumps({"grounding": 80, "accuracy": 90}))
    result = ask(judge)
    assert "error" in result and "'completeness' missing" in result["error"]
    assert "average" not in result
    assert len(fake_openai.chat_requests) == 2


def test_server_rejecting_response_format_is_asked_without_it(fake_openai, judge):
    def reply(body: dict) -> FakeReply:
        if "response_format" in body:
            return FakeReply(status=400, error_type="invalid_request_error", error_message="response_format unsupported")
        return FakeReply(judgement())

    fake_openai.default = reply
    assert ask(judge)["average"] == 75.0
    assert ask(judge)["average"] == 75.0
    assert judge.json_mode is False
    assert ["response_format" in r for r in fake_openai.chat_requests] == [True, False, False]


def test_judge_server_down_is_an_error_not_a_score(fake_openai, judge):
    fake_openai.default = FakeReply(status=500)
    result = ask(judge)
    assert result["error"].startswith("judge call failed:") and "500" in result["error"]
    assert "average" not in result
    assert len(fake_openai.chat_requests) == 3  # transient errors are retried with backoff


@pytest.mark.parametrize("reply, message", [
    (judgement(accuracy=101), "out of 0-100"),
    (judgement(accuracy=True), "not a number"),
    (judgement(accuracy="高い"), "not a number"),
    ("[1, 2]", "no JSON object"),
])
def test_parse_judgement_rejects_invalid_scores(reply, message):
    with pytest.raises(JudgeFormatError, match=message):
        parse_judgement(reply)


def test_judge_prompt_is_the_spec_template_plus_category():
    prompt = create_judge_prompt("質問", "回答", [], "insufficient_evidence")
    assert prompt.startswith(f"{JUDGE_MARKER}以下の観点で0-100点で評価してください。\n\n【質問】\n質問\n\n【回答】\n回答\n\n【引用元】\n（なし）")
    assert '"average": 85.8,\n    "reasoning": "回答は引用元に基づいており..."\n}' in prompt
    assert prompt.rstrip().endswith("その場合は引用元がないことも正しい動作です。")


def test_judge_llm_without_llm_configured_is_a_config_error():
    settings = load_settings(env={}, dotenv_path=None)
    with pytest.raises(EvalConfigError, match="--judge llm"):
        judge_config(settings, "llm")
    assert judge_config(settings, "auto") is None
    assert judge_config(load_settings(env={"OPENAI_API_KEY": "k", "JUDGE_MODEL": "gpt-4o"}, dotenv_path=None),
                        "auto").model == "gpt-4o"


def test_judge_reads_the_cited_chunks_text_not_only_file_names(fake_openai, judge):
    fake_openai.enqueue(judgement())
    cited = [{**CITATIONS[0], "text": "初動確認\n" + "ロックアウトの発生源は呼び出し元コンピューター名で確認する。" * 3}]
    judge_answer("発生源は？", "呼び出し元を確認 [1]", cited, "normal", judge=judge)
    prompt = fake_openai.chat_requests[0]["messages"][0]["content"]
    assert prompt.count("呼び出し元コンピューター名で確認する") == 3  # the whole chunk, past the 200-character excerpt
