"""Prove tests/fake_openai.py works with the REAL langchain_openai / openai clients."""

from __future__ import annotations

import math
import time

import openai
import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_openai import ChatOpenAI, OpenAIEmbeddings

try:
    from tests.fake_openai import EMBEDDING_DIM, FakeOpenAI, FakeReply, fake_embedding
    from tests.fake_openai_fixture import fake_openai  # noqa: F401  (fixture)
except ImportError:  # tests/ is not a package: rootdir-relative import
    from fake_openai import EMBEDDING_DIM, FakeOpenAI, FakeReply, fake_embedding  # type: ignore[no-redef]
    from fake_openai_fixture import fake_openai  # type: ignore[no-redef]  # noqa: F401


def _chat(fake: FakeOpenAI, **kw) -> ChatOpenAI:
    kw.setdefault("max_retries", 0)
    return ChatOpenAI(base_url=fake.base_url, api_key="test", model="gpt-4o-mini", **kw)


def _emb(fake: FakeOpenAI, **kw) -> OpenAIEmbeddings:
    return OpenAIEmbeddings(
        base_url=fake.base_url,
        api_key="test",
        model="text-embedding-3-small",
        check_embedding_ctx_length=False,
        max_retries=0,
        **kw,
    )


def test_binds_loopback_ephemeral_port(fake_openai: FakeOpenAI) -> None:
    assert fake_openai.base_url.startswith("http://127.0.0.1:")
    assert fake_openai.base_url.endswith("/v1")
    assert int(fake_openai.base_url.split(":")[2].split("/")[0]) > 0


def test_invoke_content_and_usage(fake_openai: FakeOpenAI) -> None:
    fake_openai.enqueue(FakeReply("手順は以下です [1]", prompt_tokens=42, completion_tokens=7))
    msg = _chat(fake_openai).invoke([SystemMessage("You are a SOC runbook bot."), HumanMessage("How?")])

    assert msg.content == "手順は以下です [1]"
    assert msg.usage_metadata["input_tokens"] == 42
    assert msg.usage_metadata["output_tokens"] == 7
    assert msg.usage_metadata["total_tokens"] == 49
    assert msg.response_metadata["finish_reason"] == "stop"
    assert msg.response_metadata["token_usage"]["prompt_tokens"] == 42

    (req,) = fake_openai.requests
    assert req["model"] == "gpt-4o-mini"
    assert [m["role"] for m in req["messages"]] == ["system", "user"]
    assert req["messages"][1]["content"] == "How?"
    assert not req.get("stream")
    assert fake_openai.headers[0]["authorization"] == "Bearer test"


def test_default_reply_when_queue_empty(fake_openai: FakeOpenAI) -> None:
    llm = _chat(fake_openai)
    assert llm.invoke("a").content == "fake answer [1]"
    fake_openai.default = FakeReply("changed default")
    assert llm.invoke("b").content == "changed default"
    assert len(fake_openai.requests) == 2


def test_fifo_and_plain_strings(fake_openai: FakeOpenAI) -> None:
    fake_openai.enqueue("one", "two")
    llm = _chat(fake_openai)
    assert [llm.invoke("x").content for _ in range(3)] == ["one", "two", "fake answer [1]"]


def test_callable_reply_sees_request(fake_openai: FakeOpenAI) -> None:
    def answer(body: dict) -> FakeReply:
        question = body["messages"][-1]["content"]
        return FakeReply(f"echo: {question}", completion_tokens=len(question))

    fake_openai.enqueue(answer)
    fake_openai.default = lambda body: "len=%d" % len(body["messages"])
    llm = _chat(fake_openai)
    msg = llm.invoke("vssadmin list shadows")
    assert msg.content == "echo: vssadmin list shadows"
    assert msg.usage_metadata["output_tokens"] == len("vssadmin list shadows")
    assert llm.invoke([SystemMessage("s"), HumanMessage("q")]).content == "len=2"


def test_streaming_with_usage(fake_openai: FakeOpenAI) -> None:
    text = "Isolate the host first, then collect volatile evidence [1][2]."
    fake_openai.enqueue(FakeReply(text, prompt_tokens=30, completion_tokens=12))
    chunks = list(_chat(fake_openai, stream_usage=True).stream("go"))

    content_chunks = [c for c in chunks if c.content]
    assert len(content_chunks) >= 3, "content should arrive in several pieces"
    assert "".join(c.content for c in chunks) == text

    total = chunks[0]
    for c in chunks[1:]:
        total = total + c
    assert total.content == text
    assert total.usage_metadata["input_tokens"] == 30
    assert total.usage_metadata["output_tokens"] == 12
    assert total.usage_metadata["total_tokens"] == 42
    assert total.response_metadata["finish_reason"] == "stop"
    # usage arrives on its own trailing chunk with empty content
    with_usage = [c for c in chunks if c.usage_metadata]
    assert len(with_usage) == 1 and with_usage[0].content == ""

    req = fake_openai.requests[0]
    assert req["stream"] is True
    assert req["stream_options"] == {"include_usage": True}


def test_streaming_without_usage_by_default_for_custom_base_url(fake_openai: FakeOpenAI) -> None:
    # langchain-openai only defaults stream_usage=True for the official endpoint;
    # with a custom base_url no stream_options are sent and no usage comes back.
    fake_openai.enqueue("abc def ghi")
    chunks = list(_chat(fake_openai).stream("go"))
    assert "".join(c.content for c in chunks) == "abc def ghi"
    assert all(c.usage_metadata is None for c in chunks)
    assert "stream_options" not in fake_openai.requests[0]


def test_streaming_cut_by_length(fake_openai: FakeOpenAI) -> None:
    fake_openai.enqueue(FakeReply("partial answ", finish_reason="length"))
    chunks = list(_chat(fake_openai, stream_usage=True).stream("go"))
    total = chunks[0]
    for c in chunks[1:]:
        total = total + c
    assert total.content == "partial answ"
    assert total.response_metadata["finish_reason"] == "length"


def test_raw_sdk_stream_shape(fake_openai: FakeOpenAI) -> None:
    fake_openai.enqueue(FakeReply("0123456789", prompt_tokens=3, completion_tokens=4))
    client = openai.OpenAI(base_url=fake_openai.base_url, api_key="test", max_retries=0)
    events = list(
        client.chat.completions.create(
            model="gpt-4o-mini",
            messages=[{"role": "user", "content": "hi"}],
            stream=True,
            stream_options={"include_usage": True},
        )
    )
    assert events[0].choices[0].delta.role == "assistant"
    content_events = [e for e in events if e.choices and e.choices[0].delta.content]
    assert content_events[-1].choices[0].finish_reason == "stop"
    assert all(e.choices[0].finish_reason is None for e in content_events[:-1])
    assert events[-1].choices == [] and events[-1].usage.total_tokens == 7
    assert all(e.usage is None for e in events[:-1])


def test_500_raises_without_retries(fake_openai: FakeOpenAI) -> None:
    fake_openai.enqueue(FakeReply(status=500, error_message="boom"))
    with pytest.raises(openai.InternalServerError) as ei:
        _chat(fake_openai, max_retries=0).invoke("x")
    assert ei.value.status_code == 500
    assert "boom" in str(ei.value)
    assert len(fake_openai.requests) == 1


def test_500_retried_then_success(fake_openai: FakeOpenAI) -> None:
    fake_openai.enqueue(FakeReply(status=500), FakeReply(status=503), FakeReply("recovered"))
    t0 = time.monotonic()
    msg = _chat(fake_openai, max_retries=2).invoke("x")
    assert msg.content == "recovered"
    assert len(fake_openai.requests) == 3
    assert time.monotonic() - t0 < 2.0, "retry-after-ms should keep retries fast"


def test_streaming_500_retried_then_success(fake_openai: FakeOpenAI) -> None:
    fake_openai.enqueue(FakeReply(status=500), "streamed ok")
    chunks = list(_chat(fake_openai, max_retries=1).stream("x"))
    assert "".join(c.content for c in chunks) == "streamed ok"
    assert len(fake_openai.requests) == 2


def test_429_and_400_errors(fake_openai: FakeOpenAI) -> None:
    fake_openai.enqueue(FakeReply(status=429, error_type="rate_limit_error"))
    with pytest.raises(openai.RateLimitError):
        _chat(fake_openai).invoke("x")
    fake_openai.enqueue(FakeReply(status=400, error_type="invalid_request_error", error_message="bad"))
    with pytest.raises(openai.BadRequestError):
        _chat(fake_openai, max_retries=3).invoke("x")  # 4xx (non-429) is not retried
    assert len(fake_openai.requests) == 2


def test_response_format_json_echoes_content(fake_openai: FakeOpenAI) -> None:
    fake_openai.enqueue('{"dangerous": true, "reason": "wevtutil cl"}')
    llm = _chat(fake_openai).bind(response_format={"type": "json_object"})
    assert llm.invoke("classify").content == '{"dangerous": true, "reason": "wevtutil cl"}'
    assert fake_openai.requests[0]["response_format"] == {"type": "json_object"}


def test_with_structured_output_json_schema(fake_openai: FakeOpenAI) -> None:
    from pydantic import BaseModel

    class Verdict(BaseModel):
        dangerous: bool
        reason: str

    fake_openai.enqueue('{"dangerous": false, "reason": "read-only"}')
    out = _chat(fake_openai).with_structured_output(Verdict, method="json_schema").invoke("classify")
    assert out == Verdict(dangerous=False, reason="read-only")
    assert fake_openai.requests[0]["response_format"]["type"] == "json_schema"


def test_embeddings_deterministic(fake_openai: FakeOpenAI) -> None:
    emb = _emb(fake_openai)
    texts = ["wevtutil qe Security", "イベントログの確認", "wevtutil qe Security"]
    vecs = emb.embed_documents(texts)
    assert len(vecs) == 3
    assert all(len(v) == EMBEDDING_DIM for v in vecs)
    assert vecs[0] == vecs[2] and vecs[0] != vecs[1]
    assert vecs[0] == fake_embedding(texts[0])
    for v in vecs:
        assert math.isclose(math.sqrt(sum(x * x for x in v)), 1.0, rel_tol=1e-5)
    # a second, independent call gives the same vectors
    assert emb.embed_query(texts[1]) == vecs[1]
    assert fake_openai.embedding_requests[0]["input"] == texts
    assert fake_openai.chat_requests == []


def test_embeddings_float_format_and_dimensions(fake_openai: FakeOpenAI) -> None:
    client = openai.OpenAI(base_url=fake_openai.base_url, api_key="test", max_retries=0)
    res = client.embeddings.create(model="text-embedding-3-small", input="abc", encoding_format="float", dimensions=8)
    assert res.data[0].embedding == fake_embedding("abc", 8)
    assert res.usage.total_tokens >= 1


def test_embeddings_do_not_consume_chat_queue_and_can_fail(fake_openai: FakeOpenAI) -> None:
    fake_openai.enqueue("chat answer")
    fake_openai.enqueue_embeddings(FakeReply(status=500))
    with pytest.raises(openai.InternalServerError):
        _emb(fake_openai).embed_query("q")
    _emb(fake_openai).embed_query("q")  # queue drained -> success
    assert _chat(fake_openai).invoke("x").content == "chat answer"


def test_models_endpoint(fake_openai: FakeOpenAI) -> None:
    client = openai.OpenAI(base_url=fake_openai.base_url, api_key="test", max_retries=0)
    assert [m.id for m in client.models.list()] == ["gpt-4o-mini"]


def test_async_invoke_and_stream(fake_openai: FakeOpenAI) -> None:
    import asyncio

    fake_openai.enqueue("async one", FakeReply("async two", completion_tokens=2))

    async def run() -> tuple[str, str]:
        llm = _chat(fake_openai, stream_usage=True)
        a = await llm.ainvoke("x")
        parts = [c async for c in llm.astream("y")]
        return a.content, "".join(p.content for p in parts)

    assert asyncio.run(run()) == ("async one", "async two")


def test_context_manager_and_fixture_env() -> None:
    with FakeOpenAI() as fake:
        fake.enqueue("cm")
        assert _chat(fake).invoke("x").content == "cm"
        url = fake.base_url
    with pytest.raises(openai.APIConnectionError):
        ChatOpenAI(base_url=url, api_key="test", model="gpt-4o-mini", max_retries=0, timeout=2).invoke("x")


def test_fixture_points_env_at_fake(fake_openai: FakeOpenAI) -> None:
    # a client built WITHOUT base_url must still hit the fake, never api.openai.com
    fake_openai.enqueue("via env")
    assert ChatOpenAI(model="gpt-4o-mini", max_retries=0).invoke("x").content == "via env"
