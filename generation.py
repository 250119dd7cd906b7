"""Answer text from retrieved chunks with LangChain ChatOpenAI, within a time budget (llm_calls.py)."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Callable

from constants import LLM_MAX_ATTEMPTS, LLM_TOTAL_TIMEOUT_SEC
from messages import LLM_TRUNCATED_NOTE
from llm_calls import call_within, operator_hint, usage_and_cost
from masking import MaskingOptions, mask_secrets
from prompts import answer_messages

log = logging.getLogger(__name__)

REWRITE_PROMPT = """Rewrite the operator's last message as one standalone search query for the runbooks,
using the conversation for context (resolve "that procedure", 「その手順」 etc.). Keep the language of the
message. Reply with the query only.

Conversation:
{history}

Last message: {question}"""

@dataclass
class Generation:
    """An answer's text and what producing it cost."""

    text: str
    mode: str
    token_usage: dict = field(default_factory=lambda: {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0})
    cost_usd: float = 0.0
    error: str | None = None
    finish_reason: str | None = None
    attempts: int = 0
    notice: str | None = None  # for the operator (Japanese): a timeout, or a setting to fix


def generate_llm_answer(question: str, hits: list[dict], history: list[dict], *, model: str, api_key: str,
                        base_url: str, on_token: Callable[[str], None] | None = None,
                        masking: MaskingOptions = MaskingOptions(),
                        total_timeout: float = LLM_TOTAL_TIMEOUT_SEC) -> Generation:
    """Answer with the LLM from numbered runbook excerpts (prompts.answer_messages) within `total_timeout` s;
    errors are returned, not raised."""
    messages = answer_messages(question, hits, history, masking)
    return llm_generation(messages, model=model, api_key=api_key, base_url=base_url, on_token=on_token,
                          total_timeout=total_timeout)


def llm_generation(messages: list, *, model: str, api_key: str, base_url: str, total_timeout: float,
                   on_token: Callable[[str], None] | None = None, attempts: int = LLM_MAX_ATTEMPTS) -> Generation:
    """One bounded LLM call as a Generation: text, usage, cost and the attempts really made, or the error."""
    try:
        (text, usage, finish), budget = call_within(total_timeout, messages, model=model, api_key=api_key,
                                                    base_url=base_url, on_token=on_token, attempts=attempts)
    except Exception as exc:  # any client/server failure: the caller still shows the citations
        log.warning("LLM call failed: %s: %s", type(exc).__name__, exc)
        return Generation("", f"llm:{model}", error=f"{type(exc).__name__}: {exc}",
                          attempts=max(getattr(getattr(exc, "budget", None), "attempts", 1), 1),
                          notice=operator_hint(exc, model, base_url))
    if finish == "length":
        text = f"{text}\n\n{LLM_TRUNCATED_NOTE}"
    token_usage, cost = usage_and_cost(usage, model)
    return Generation(text, f"llm:{model}", token_usage, cost, finish_reason=finish, attempts=budget.attempts)


def rewrite_follow_up(question: str, history: list[dict], *, model: str, api_key: str, base_url: str,
                      masking: MaskingOptions = MaskingOptions(),
                      total_timeout: float = LLM_TOTAL_TIMEOUT_SEC) -> Generation:
    """A standalone retrieval query for a follow-up, written by the LLM from masked text (`text` empty when
    the call fails). The Generation carries the call's tokens and cost, so the answer's audit line counts them."""
    from langchain_core.messages import HumanMessage

    lines = "\n".join(f"{t['role']}: {mask_secrets(t['content'][:500], masking)}" for t in history)
    prompt = REWRITE_PROMPT.format(history=lines, question=mask_secrets(question, masking))
    rewrite = llm_generation([HumanMessage(prompt)], model=model, api_key=api_key, base_url=base_url,
                             total_timeout=total_timeout, attempts=1)
    if rewrite.error:  # the caller falls back to the rule-based rewrite
        log.warning("follow-up rewrite failed: %s", rewrite.error)
    rewrite.text = rewrite.text.strip().strip("\"「」")
    return rewrite


def add_usage(generation: Generation, other: Generation) -> None:
    """Count another LLM call (e.g. the follow-up rewrite) in an answer's tokens and cost."""
    for key in ("prompt_tokens", "completion_tokens", "total_tokens"):
        generation.token_usage[key] = generation.token_usage.get(key, 0) + other.token_usage.get(key, 0)
    generation.cost_usd = round(generation.cost_usd + other.cost_usd, 8)
