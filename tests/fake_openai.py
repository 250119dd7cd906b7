"""A local, standard-library-only, OpenAI-compatible HTTP server for tests.

It lets tests drive the *real* ``langchain_openai.ChatOpenAI`` /
``OpenAIEmbeddings`` clients (and the ``openai`` SDK under them) without any
network access: the server only ever binds to 127.0.0.1 on an ephemeral port.

Usage::

    with FakeOpenAI() as fake:
        fake.enqueue("first answer", FakeReply(status=500), FakeReply("ok"))
        llm = ChatOpenAI(base_url=fake.base_url, api_key="test",
                         model="gpt-4o-mini", max_retries=0)
        llm.invoke("hi").content          # -> "first answer"
        fake.requests[-1]["messages"]     # -> what the client sent

Endpoints
---------
* ``POST /v1/chat/completions`` - pops the next scripted reply (FIFO) or uses
  ``default``. Non-streaming returns a ``chat.completion`` object with
  ``usage``; ``"stream": true`` returns SSE ``chat.completion.chunk`` events
  (content split into several pieces, the last content chunk carrying
  ``finish_reason``), then - if ``stream_options.include_usage`` - one chunk
  with empty ``choices`` and ``usage``, then ``data: [DONE]``.
* ``POST /v1/embeddings`` - deterministic 16-dim (or ``dimensions``) unit
  vectors derived from a SHA-256 of each input; supports both
  ``encoding_format: "float"`` and ``"base64"`` (the ``openai`` SDK asks for
  base64 by default and decodes it transparently). Embedding requests do NOT
  consume the chat queue; script embedding failures with
  ``enqueue_embeddings``.
* ``GET /v1/models`` - lists one model.

A reply whose ``status >= 400`` is answered with that status and an OpenAI
style error body ``{"error": {"message", "type": "server_error", ...}}``; for
429/5xx the ``retry-after-ms: 1`` header is sent so the SDK's retries are
near-instant.

A queued reply (or ``default``) may also be a callable
``(request_body: dict) -> FakeReply | str`` so a test can look at the prompt
and answer accordingly.
"""

from __future__ import annotations

import base64
import collections
import hashlib
import json
import math
import struct
import sys
import threading
import time
import uuid
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Union

__all__ = ["FakeReply", "FakeOpenAI", "fake_embedding", "EMBEDDING_DIM"]

HOST = "127.0.0.1"
EMBEDDING_DIM = 16
MODEL_ID = "gpt-4o-mini"


@dataclass
class FakeReply:
    """One scripted response of the fake service."""

    content: str = ""
    status: int = 200  # >= 400 -> OpenAI-format JSON error body with that status
    prompt_tokens: int = 10
    completion_tokens: int = 5
    finish_reason: str = "stop"  # "length" to simulate a cut-off answer/stream
    delay: float = 0.0  # seconds to sleep before answering (for timeout tests)
    error_message: str = "fake upstream failure"
    error_type: str = "server_error"
    raw: str | None = None  # send this body as it is (e.g. malformed JSON) instead of a completion
    retry_after: str | None = None  # a `Retry-After` header (seconds) instead of the near-instant retry-after-ms
    stall: float = 0.0  # streaming: seconds to stall after the first content piece


ReplySpec = Union[FakeReply, str, Callable[[dict], Union[FakeReply, str]]]


def _float32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


def fake_embedding(text: Any, dim: int = EMBEDDING_DIM) -> list[float]:
    """The vector the fake server returns for ``text`` (L2-normalised).

    Values are rounded to float32 so the ``float`` and ``base64`` encodings
    yield exactly the same numbers on the client side.
    """
    key = text if isinstance(text, str) else json.dumps(text, sort_keys=True)
    raw: list[float] = []
    counter = 0
    while len(raw) < dim:
        digest = hashlib.sha256(f"{counter}:{key}".encode("utf-8")).digest()
        for i in range(0, len(digest), 4):
            if len(raw) == dim:
                break
            (n,) = struct.unpack(">I", digest[i : i + 4])
            raw.append(n / 0xFFFFFFFF * 2.0 - 1.0)
        counter += 1
    norm = math.sqrt(sum(v * v for v in raw)) or 1.0
    return [_float32(v / norm) for v in raw]


def _split_content(content: str, pieces: int = 4) -> list[str]:
    """Split into up to ``pieces`` non-empty parts (at least one part)."""
    if not content:
        return [""]
    n = max(1, min(pieces, len(content)))
    size = math.ceil(len(content) / n)
    return [content[i : i + size] for i in range(0, len(content), size)]


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive + chunked streaming, like the real API
    timeout = 30  # idle keep-alive connections give up eventually
    server: "_Server"

    # ------------------------------------------------------------------ utils
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass  # keep pytest output clean

    def _read_json(self) -> dict:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        if not raw:
            return {}
        try:
            body = json.loads(raw)
        except ValueError:
            return {"_raw": raw.decode("utf-8", "replace")}
        return body if isinstance(body, dict) else {"_raw": body}

    def _send_json(self, status: int, payload: Any, extra_headers: dict | None = None) -> None:
        data = json.dumps(payload, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("x-request-id", f"req_{uuid.uuid4().hex[:16]}")
        for k, v in (extra_headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)
        self.wfile.flush()

    def _send_error_reply(self, reply: FakeReply) -> None:
        headers = {}
        if reply.retry_after is not None:
            headers["retry-after"] = reply.retry_after
        elif reply.status == 429 or reply.status >= 500:
            headers["retry-after-ms"] = "1"
        self._send_json(
            reply.status,
            {
                "error": {
                    "message": reply.error_message,
                    "type": reply.error_type,
                    "param": None,
                    "code": None,
                }
            },
            headers,
        )

    def _write_chunk(self, data: bytes) -> None:
        self.wfile.write(f"{len(data):X}\r\n".encode("ascii") + data + b"\r\n")
        self.wfile.flush()

    # --------------------------------------------------------------- routing
    def do_GET(self) -> None:  # noqa: N802
        path = self.path.split("?", 1)[0].rstrip("/")
        if path == "/v1/models":
            self._send_json(
                200,
                {
                    "object": "list",
                    "data": [
                        {"id": MODEL_ID, "object": "model", "created": 1700000000, "owned_by": "fake-openai"}
                    ],
                },
            )
        else:
            self._not_found()

    def do_POST(self) -> None:  # noqa: N802
        path = self.path.split("?", 1)[0].rstrip("/")
        body = self._read_json()
        fake = self.server.fake
        fake._record(path, {k.lower(): v for k, v in self.headers.items()}, body)
        if path == "/v1/chat/completions":
            self._chat(body, fake._next_reply(body))
        elif path == "/v1/embeddings":
            self._embeddings(body, fake._next_embedding_reply(body))
        else:
            self._not_found()

    def _not_found(self) -> None:
        self._send_json(
            404,
            {"error": {"message": f"Unknown path {self.path}", "type": "invalid_request_error", "param": None, "code": None}},
        )

    # ------------------------------------------------------------------ chat
    def _chat(self, body: dict, reply: FakeReply) -> None:
        if reply.delay:
            time.sleep(reply.delay)
        if reply.status >= 400:
            self._send_error_reply(reply)
            return
        if reply.raw is not None:
            data = reply.raw.encode("utf-8")
            self.send_response(reply.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            self.wfile.flush()
            return
        model = body.get("model") or MODEL_ID
        completion_id = f"chatcmpl-{uuid.uuid4().hex[:24]}"
        created = int(time.time())
        usage = {
            "prompt_tokens": reply.prompt_tokens,
            "completion_tokens": reply.completion_tokens,
            "total_tokens": reply.prompt_tokens + reply.completion_tokens,
            "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
            "completion_tokens_details": {"reasoning_tokens": 0, "audio_tokens": 0},
        }
        if body.get("stream"):
            include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
            self._chat_stream(reply, model, completion_id, created, usage, include_usage)
            return
        self._send_json(
            reply.status,
            {
                "id": completion_id,
                "object": "chat.completion",
                "created": created,
                "model": model,
                "system_fingerprint": "fp_fake",
                "choices": [
                    {
                        "index": 0,
                        "message": {
                            "role": "assistant",
                            "content": reply.content,
                            "refusal": None,
                            "annotations": [],
                        },
                        "logprobs": None,
                        "finish_reason": reply.finish_reason,
                    }
                ],
                "usage": usage,
            },
        )

    def _chat_stream(
        self, reply: FakeReply, model: str, completion_id: str, created: int, usage: dict, include_usage: bool
    ) -> None:
        self.send_response(reply.status)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("x-request-id", f"req_{uuid.uuid4().hex[:16]}")
        self.end_headers()

        def chunk(choices: list, **extra: Any) -> dict:
            obj = {
                "id": completion_id,
                "object": "chat.completion.chunk",
                "created": created,
                "model": model,
                "system_fingerprint": "fp_fake",
                "choices": choices,
            }
            if include_usage:
                obj["usage"] = None  # the real API sends null usage on every chunk but the last
            obj.update(extra)
            return obj

        def event(obj: Any) -> None:
            payload = obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False)
            self._write_chunk(f"data: {payload}\n\n".encode("utf-8"))

        try:
            event(chunk([{"index": 0, "delta": {"role": "assistant", "content": "", "refusal": None},
                          "logprobs": None, "finish_reason": None}]))
            pieces = _split_content(reply.content)
            for i, piece in enumerate(pieces):
                last = i == len(pieces) - 1
                event(chunk([{"index": 0, "delta": {"content": piece}, "logprobs": None,
                              "finish_reason": reply.finish_reason if last else None}]))
                if i == 0 and reply.stall:
                    time.sleep(reply.stall)
            if include_usage:
                event(chunk([], usage=usage))
            event("[DONE]")
            self._write_chunk(b"")  # terminating zero-length chunk
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    # ------------------------------------------------------------ embeddings
    def _embeddings(self, body: dict, reply: FakeReply) -> None:
        if reply.delay:
            time.sleep(reply.delay)
        if reply.status >= 400:
            self._send_error_reply(reply)
            return
        inputs = body.get("input", "")
        # str | list[str] | list[int] (one tokenised text) | list[list[int]]
        if isinstance(inputs, str) or (isinstance(inputs, list) and inputs and isinstance(inputs[0], int)):
            inputs = [inputs]
        dim = int(body.get("dimensions") or EMBEDDING_DIM)
        use_b64 = body.get("encoding_format") == "base64"
        data = []
        n_tokens = 0
        for i, item in enumerate(inputs):
            vec = fake_embedding(item, dim)
            n_tokens += len(item) if isinstance(item, list) else max(1, len(str(item).split()))
            emb: Any = base64.b64encode(struct.pack(f"<{dim}f", *vec)).decode("ascii") if use_b64 else vec
            data.append({"object": "embedding", "index": i, "embedding": emb})
        self._send_json(
            200,
            {
                "object": "list",
                "data": data,
                "model": body.get("model") or "text-embedding-3-small",
                "usage": {"prompt_tokens": n_tokens, "total_tokens": n_tokens},
            },
        )


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    fake: "FakeOpenAI"

    def handle_error(self, request: Any, client_address: Any) -> None:
        # Clients dropping idle keep-alive connections (or a test closing a
        # stream early) is normal; only report real handler bugs.
        exc = sys.exc_info()[1]
        if isinstance(exc, (ConnectionError, TimeoutError, OSError)):
            return
        super().handle_error(request, client_address)


class FakeOpenAI:
    """OpenAI-compatible fake service on 127.0.0.1 (ephemeral port)."""

    def __init__(self) -> None:
        self.default: ReplySpec = FakeReply(content="fake answer [1]")
        self.requests: list[dict] = []  # every JSON request body (chat + embeddings), in order
        self.calls: list[tuple[str, dict]] = []  # (path, body) in order
        self.headers: list[dict] = []  # request headers (lower-cased names), parallel to `requests`
        self._queue: collections.deque[ReplySpec] = collections.deque()
        self._emb_queue: collections.deque[ReplySpec] = collections.deque()
        self._lock = threading.Lock()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self.base_url: str = ""

    # --------------------------------------------------------------- scripting
    def enqueue(self, *replies: ReplySpec) -> None:
        """Queue chat-completion replies (FIFO). Strings become ``FakeReply(content=s)``."""
        with self._lock:
            self._queue.extend(replies)

    def enqueue_embeddings(self, *replies: ReplySpec) -> None:
        """Queue embedding replies; only ``status``/``delay`` matter (vectors are always deterministic)."""
        with self._lock:
            self._emb_queue.extend(replies)

    @property
    def pending(self) -> int:
        """Number of chat replies still queued."""
        with self._lock:
            return len(self._queue)

    @property
    def chat_requests(self) -> list[dict]:
        return [b for p, b in self.calls if p == "/v1/chat/completions"]

    @property
    def embedding_requests(self) -> list[dict]:
        return [b for p, b in self.calls if p == "/v1/embeddings"]

    def reset(self) -> None:
        with self._lock:
            self._queue.clear()
            self._emb_queue.clear()
            self.requests.clear()
            self.calls.clear()
            self.headers.clear()

    # ------------------------------------------------------------- internals
    def _record(self, path: str, headers: dict, body: dict) -> None:
        with self._lock:
            self.requests.append(body)
            self.calls.append((path, body))
            self.headers.append(headers)

    @staticmethod
    def _resolve(spec: ReplySpec, body: dict) -> FakeReply:
        if callable(spec) and not isinstance(spec, FakeReply):
            spec = spec(body)
        if isinstance(spec, str):
            return FakeReply(content=spec)
        if isinstance(spec, FakeReply):
            return spec
        raise TypeError(f"reply must be FakeReply, str or callable, got {type(spec)!r}")

    def _next_reply(self, body: dict) -> FakeReply:
        with self._lock:
            spec = self._queue.popleft() if self._queue else self.default
        try:
            return self._resolve(spec, body)
        except Exception as exc:  # a buggy callable should fail loudly, not hang the client
            return FakeReply(status=500, error_message=f"fake reply callable raised: {exc!r}")

    def _next_embedding_reply(self, body: dict) -> FakeReply:
        with self._lock:
            spec = self._emb_queue.popleft() if self._emb_queue else FakeReply()
        try:
            return self._resolve(spec, body)
        except Exception as exc:
            return FakeReply(status=500, error_message=f"fake reply callable raised: {exc!r}")

    # ------------------------------------------------------------- lifecycle
    def start(self) -> "FakeOpenAI":
        if self._server is not None:
            return self
        server = _Server((HOST, 0), _Handler)
        server.fake = self
        host, port = server.server_address[:2]
        assert host == HOST, host
        self._server = server
        self.base_url = f"http://{HOST}:{port}/v1"
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.05}, name="fake-openai", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        server, self._server = self._server, None
        if server is None:
            return
        server.shutdown()
        server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> "FakeOpenAI":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()
