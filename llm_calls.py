"""Calling the chat model within a time budget: retries with backoff, `Retry-After`, and honest attempt counts.

Spec §9.2: transient failures (the `openai.APIError` family: connection, timeout, 429, 5xx, a cut
stream) are retried with exponential backoff, or after the server's `Retry-After`; a request the
server rejects as wrong (400/401/403/404/422) is not retried and is explained at once. The whole
call, retries included, ends by its deadline.
"""

from __future__ import annotations

import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from typing import Callable

from constants import LLM_MAX_ATTEMPTS, LLM_TEMPERATURE, LLM_TIMEOUT_SEC
from messages import MSG
from utils import calculate_cost

log = logging.getLogger(__name__)

# Status codes that mean the request itself is wrong: retrying cannot help; the operator must fix a setting.
NOT_RETRIED = {400: "llm_bad_request", 401: "llm_unauthorized", 403: "llm_forbidden", 404: "llm_not_found",
               422: "llm_bad_request"}


class TruncatedStream(RuntimeError):
    """A stream ended without a finish reason: the connection was cut mid-answer."""


class LlmTimeout(TimeoutError):
    """The LLM did not answer within the answer's time budget."""


@dataclass
class LlmBudget:
    """The moment an LLM call must be over by, and how many attempts it has made so far."""

    deadline: float
    attempts: int = 0

    @classmethod
    def seconds(cls, total: float) -> "LlmBudget":
        return cls(time.monotonic() + total)

    def remaining(self) -> float:
        return max(self.deadline - time.monotonic(), 0.0)


def chat_model(model: str, api_key: str, base_url: str, streaming: bool = False, timeout: float = LLM_TIMEOUT_SEC):
    """ChatOpenAI with client retries off: tenacity does the retrying, so attempts do not multiply."""
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(model=model, api_key=api_key or "not-needed", base_url=base_url or None, max_retries=0,
                      timeout=timeout, temperature=LLM_TEMPERATURE, streaming=streaming, stream_usage=True)


def retryable(exc: BaseException) -> bool:
    """Worth another attempt: the APIError family and a cut stream, except requests rejected as wrong."""
    import openai

    if isinstance(exc, openai.APIStatusError):
        return exc.status_code not in NOT_RETRIED
    return isinstance(exc, (openai.APIError, TruncatedStream))


def retry_after_seconds(exc: BaseException | None) -> float | None:
    """The server's `retry-after-ms` / `Retry-After` (seconds or an HTTP date), when it sent one."""
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None) or {}
    try:
        if headers.get("retry-after-ms"):
            return max(float(headers["retry-after-ms"]) / 1000, 0.0)
        value = headers.get("retry-after")
        if value:
            try:
                return max(float(value), 0.0)
            except ValueError:
                return max(parsedate_to_datetime(value).timestamp() - time.time(), 0.0)
    except (TypeError, ValueError):
        return None
    return None


def call_llm(messages: list, *, model: str, api_key: str, base_url: str, on_token: Callable[[str], None] | None = None,
             attempts: int = LLM_MAX_ATTEMPTS, wait_max: float = 4.0, response_format: dict | None = None,
             budget: LlmBudget | None = None):
    """Invoke (or stream) the chat model with retries (spec §9.2), within `budget` when given.

    Returns (text, usage_metadata, finish_reason); raises the last error. `budget.attempts` counts
    the attempts really made. `on_token` receives the text so far; after a retry it starts again.
    """
    from tenacity import Retrying, retry_if_exception, stop_after_attempt

    budget = budget or LlmBudget.seconds(LLM_TIMEOUT_SEC * attempts)

    def wait(state) -> float:
        hinted = retry_after_seconds(state.outcome.exception())
        return hinted if hinted is not None else min(wait_max, 0.5 * 2 ** (state.attempt_number - 1))

    def out_of_time(state) -> bool:
        return budget.remaining() <= (state.upcoming_sleep or 0.0)

    for attempt in Retrying(stop=stop_after_attempt(attempts) | out_of_time, wait=wait,
                            retry=retry_if_exception(retryable), reraise=True):
        with attempt:
            budget.attempts = attempt.retry_state.attempt_number
            llm = chat_model(model, api_key, base_url, streaming=on_token is not None,
                             timeout=max(min(LLM_TIMEOUT_SEC, budget.remaining()), 0.1))
            if response_format:
                llm = llm.bind(response_format=response_format)
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


def call_within(total: float, messages: list, *, on_token: Callable[[str], None] | None = None, **kwargs):
    """`call_llm` that returns or raises within `total` seconds, whatever the server does.

    A stalled stream cannot outlast its budget: the call runs in a worker thread that is left to
    finish on its own (its HTTP timeout ends it) and whose late tokens are dropped.
    Returns ((text, usage, finish), budget); raises LlmTimeout or the call's error, with `.budget`.
    """
    budget = LlmBudget.seconds(total)
    given_up = threading.Event()

    def relay(text: str) -> None:
        if not given_up.is_set():
            on_token(text)

    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="llm-call")
    future = pool.submit(call_llm, messages, on_token=relay if on_token else None, budget=budget, **kwargs)
    pool.shutdown(wait=False)
    try:
        return future.result(timeout=total), budget
    except FutureTimeout:
        given_up.set()
        error = LlmTimeout(MSG["llm_timeout"].format(seconds=total))
        error.budget = budget
        raise error from None
    except Exception as exc:
        exc.budget = budget
        raise


def operator_hint(exc: BaseException, model: str, base_url: str) -> str | None:
    """What the operator should know or fix (Japanese): the LLM timed out, or rejected the request."""
    import openai

    if isinstance(exc, LlmTimeout):
        return str(exc)
    if isinstance(exc, openai.APIStatusError) and exc.status_code in NOT_RETRIED:
        hint = MSG[NOT_RETRIED[exc.status_code]].format(model=model, url=base_url or "https://api.openai.com/v1")
        return f"{hint}（HTTP {exc.status_code}）"
    return None


def usage_and_cost(usage: dict, model: str) -> tuple[dict, float]:
    """The audit log's token_usage dict and its USD cost, from LangChain usage metadata."""
    prompt_tokens = usage.get("input_tokens", 0)
    completion_tokens = usage.get("output_tokens", 0)
    token_usage = {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                   "total_tokens": usage.get("total_tokens", prompt_tokens + completion_tokens)}
    return token_usage, calculate_cost(prompt_tokens, completion_tokens, model)
