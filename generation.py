"""Answer text from retrieved chunks: LangChain ChatOpenAI with retries, or extractive quotes offline."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Callable

from constants import LLM_MAX_ATTEMPTS, LLM_TEMPERATURE, LLM_TIMEOUT_SEC, LLM_TRUNCATED_NOTE
from masking import MaskingOptions, mask_secrets
from prompts import answer_messages
from utils import calculate_cost

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


def chat_model(model: str, api_key: str, base_url: str, streaming: bool = False):
    """ChatOpenAI with client retries off: tenacity does the retrying, so attempts do not multiply."""
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(model=model, api_key=api_key or "not-needed", base_url=base_url or None, max_retries=0,
                      timeout=LLM_TIMEOUT_SEC, temperature=LLM_TEMPERATURE, streaming=streaming,
                      stream_usage=True)


def retryable_errors() -> tuple[type[BaseException], ...]:
    """Errors worth another attempt: connection, timeout, 5xx, rate limit, a cut stream."""
    import openai

    return (openai.APIConnectionError, openai.APITimeoutError, openai.InternalServerError, openai.RateLimitError,
            TruncatedStream)


class TruncatedStream(RuntimeError):
    """A stream ended without a finish reason: the connection was cut mid-answer."""


def call_llm(messages: list, *, model: str, api_key: str, base_url: str, on_token: Callable[[str], None] | None = None,
             attempts: int = LLM_MAX_ATTEMPTS, wait_max: float = 4.0, response_format: dict | None = None):
    """Invoke (or stream) the chat model with exponential-backoff retries (spec §9.2).

    Returns (text, usage_metadata, finish_reason). `on_token` receives the text so far; after a
    retry it starts again from the beginning. `response_format` asks for e.g. a JSON object.
    """
    from tenacity import Retrying, retry_if_exception_type, stop_after_attempt, wait_exponential

    llm = chat_model(model, api_key, base_url, streaming=on_token is not None)
    if response_format:
        llm = llm.bind(response_format=response_format)
    for attempt in Retrying(stop=stop_after_attempt(attempts), wait=wait_exponential(multiplier=0.5, max=wait_max),
                            retry=retry_if_exception_type(retryable_errors()), reraise=True):
        with attempt:
            if on_token is None:
                response = llm.invoke(messages)
                return response.content, response.usage_metadata or {}, response.response_metadata.get("finish_reason")
            text, usage, finish = "", {}, None
            for chunk in llm.stream(messages):
                text += chunk.content if isinstance(chunk.content, str) else ""
                usage = chunk.usage_metadata or usage
                finish = chunk.response_metadata.get("finish_reason") or finish
                if chunk.content:
                    on_token(text)
            if finish is None:
                raise TruncatedStream("stream ended without finish_reason")
            return text, usage, finish
    raise AssertionError("unreachable: tenacity reraises the last error")


def generate_llm_answer(question: str, hits: list[dict], history: list[dict], *, model: str, api_key: str,
                        base_url: str, on_token: Callable[[str], None] | None = None,
                        masking: MaskingOptions = MaskingOptions()) -> Generation:
    """Answer with the LLM from numbered runbook excerpts (prompts.answer_messages); errors are returned, not raised."""
    messages = answer_messages(question, hits, history, masking)
    try:
        text, usage, finish = call_llm(messages, model=model, api_key=api_key, base_url=base_url, on_token=on_token)
    except Exception as exc:  # any client/server failure: the caller still shows the citations
        log.warning("LLM call failed after retries: %s: %s", type(exc).__name__, exc)
        return Generation("", f"llm:{model}", error=f"{type(exc).__name__}: {exc}")
    prompt_tokens = usage.get("input_tokens", 0)
    completion_tokens = usage.get("output_tokens", 0)
    if finish == "length":
        text = f"{text}\n\n{LLM_TRUNCATED_NOTE}"
    return Generation(
        text, f"llm:{model}",
        {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
         "total_tokens": usage.get("total_tokens", prompt_tokens + completion_tokens)},
        calculate_cost(prompt_tokens, completion_tokens, model), finish_reason=finish,
    )


def rewrite_follow_up(question: str, history: list[dict], *, model: str, api_key: str, base_url: str,
                      masking: MaskingOptions = MaskingOptions()) -> str | None:
    """A standalone retrieval query for a follow-up, written by the LLM from masked text; None when the call fails."""
    from langchain_core.messages import HumanMessage

    lines = "\n".join(f"{t['role']}: {mask_secrets(t['content'][:500], masking)}" for t in history)
    prompt = REWRITE_PROMPT.format(history=lines, question=mask_secrets(question, masking))
    try:
        text, _, _ = call_llm([HumanMessage(prompt)],
                              model=model, api_key=api_key, base_url=base_url, attempts=1)
    except Exception as exc:  # the caller falls back to the rule-based rewrite
        log.warning("follow-up rewrite failed: %s", exc)
        return None
    return text.strip().strip("\"「」") or None
