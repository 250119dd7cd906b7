"""pytest fixture exposing a started :class:`FakeOpenAI` (see tests/fake_openai.py).

Import it into ``conftest.py``::

    from tests.fake_openai_fixture import fake_openai  # noqa: F401

(or ``from fake_openai_fixture import fake_openai`` when ``tests/`` is on
``sys.path`` / rootdir-relative imports are used).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

try:  # works both as package import (tests.fake_openai) and rootdir import
    from .fake_openai import FakeOpenAI
except ImportError:  # pragma: no cover
    from fake_openai import FakeOpenAI  # type: ignore[no-redef]


@pytest.fixture
def fake_openai(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeOpenAI]:
    """A started fake OpenAI service on 127.0.0.1; stopped after the test.

    Safety net for the whole test: loopback traffic bypasses any HTTP(S)
    proxy from the environment, ``OPENAI_BASE_URL``/``OPENAI_API_BASE`` point
    at the fake (so a client built without ``base_url`` still never reaches
    the real API), ``OPENAI_API_KEY`` is a dummy, and the LangSmith gateway
    redirection is disabled.
    """
    no_proxy = ",".join(p for p in ("127.0.0.1", "localhost", os.environ.get("NO_PROXY", "")) if p)
    monkeypatch.setenv("NO_PROXY", no_proxy)
    monkeypatch.setenv("no_proxy", no_proxy)
    monkeypatch.delenv("LANGSMITH_GATEWAY", raising=False)
    server = FakeOpenAI().start()
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    monkeypatch.setenv("OPENAI_API_BASE", server.base_url)
    monkeypatch.setenv("OPENAI_API_KEY", "test")
    try:
        yield server
    finally:
        server.stop()
