"""A real `chroma run` server killed and restarted mid-session: answers go on from BM25, with the spec §9 notice."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

import live_index
from answering import handle_query
from conftest import REPO
from initialize import update_index
from live_index import IndexService
from settings import load_settings

QUESTION = "アカウントロックアウトの解除手順は？"
CHROMA_DOWN = "ベクトルDBに接続できません"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ChromaServer:
    """`chroma run` on 127.0.0.1, stopped and started again on the same port and data path."""

    def __init__(self, path: Path):
        self.chroma = shutil.which("chroma") or str(Path(sys.executable).parent / "chroma")
        if not Path(self.chroma).exists():
            pytest.skip("the chroma CLI is not installed, so no Chroma server can be started")
        self.path, self.port, self.process = path, free_port(), None

    def start(self) -> "ChromaServer":
        self.process = subprocess.Popen([self.chroma, "run", "--path", str(self.path), "--host", "127.0.0.1",
                                         "--port", str(self.port)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return self
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    pytest.fail("chroma server did not start")
                time.sleep(0.2)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=30)


@pytest.fixture
def chroma(tmp_path):
    server = ChromaServer(tmp_path / "server").start()
    yield server
    server.stop()


def test_chroma_outage_answers_from_bm25_with_a_notice_and_recovers(settings, fake_embeddings, chroma, monkeypatch):
    remote = replace(settings, chroma_host="127.0.0.1", chroma_port=chroma.port)
    update_index(remote, embeddings=fake_embeddings)
    service = IndexService(remote)
    service.live._embeddings = fake_embeddings
    assert service.open_existing()

    def ask():
        return handle_query(QUESTION, index=service.live.refresh(), settings=remote)

    healthy = ask()
    assert healthy.notices == [] and healthy.search_results[0]["cosine"] is not None

    chroma.stop()
    down = ask()
    assert down.citations[0]["file"] == "incident/lockout.md" and "Unlock-ADAccount" in down.answer
    assert len(down.notices) == 1 and down.notices[0].startswith(CHROMA_DOWN) and "BM25" in down.notices[0]
    assert down.search_config["vector_search"] == "unavailable" and down.logged
    assert all(h["cosine"] is None for h in down.search_results)

    chroma.start()
    back = ask()
    assert back.notices == [] and back.search_results[0]["cosine"] is not None

    # An app started while the server is down serves BM25 and reconnects by itself.
    chroma.stop()
    monkeypatch.setattr(live_index, "VECTOR_RETRY_SEC", 0.0)
    late = IndexService(remote)
    late.live._embeddings = fake_embeddings
    assert late.open_existing()
    first = handle_query(QUESTION, index=late.live.refresh(), settings=remote)
    assert first.notices and first.citations[0]["file"] == "incident/lockout.md"
    assert late.live.status()["vector_error"]
    chroma.start()
    recovered = handle_query(QUESTION, index=late.live.refresh(), settings=remote)
    assert recovered.notices == [] and recovered.search_results[0]["cosine"] is not None

    # A CLI update with the server down explains itself instead of printing a traceback.
    chroma.stop()
    env = {**os.environ, "CHROMA_HOST": "127.0.0.1", "CHROMA_PORT": str(chroma.port)}
    cli = subprocess.run([sys.executable, str(REPO / "initialize.py"), "--data", settings.data_folder, "--db",
                          settings.chroma_db_path], env=env, capture_output=True, text=True, timeout=120)
    assert cli.returncode == 2 and cli.stdout.startswith(CHROMA_DOWN) and "Traceback" not in cli.stderr


@pytest.mark.integration
def test_page_and_cli_start_and_answer_with_chroma_down(runbooks, chroma, monkeypatch, tmp_path):
    monkeypatch.setenv("DATA_FOLDER", str(runbooks))
    monkeypatch.setenv("CHROMA_HOST", "127.0.0.1")
    monkeypatch.setenv("CHROMA_PORT", str(chroma.port))
    monkeypatch.setenv("EMBEDDING_CACHE_PATH", str(tmp_path / "cache.sqlite"))
    update_index(load_settings(dotenv_path=None))
    chroma.stop()

    import streamlit

    monkeypatch.setattr(streamlit, "get_option", lambda key, _get=streamlit.get_option:
                        "127.0.0.1" if key == "server.address" else _get(key))  # a local start: no open-page warning
    at = AppTest.from_file(str(REPO / "main.py"), default_timeout=60).run()
    assert not at.exception and not at.error, [e.value for e in at.error]
    assert any(CHROMA_DOWN in w.value for w in at.sidebar.warning)
    at.chat_input[0].set_value(QUESTION).run()
    assert not at.exception
    answer = [m for m in at.chat_message if m.name == "assistant"][-1]
    assert any(w.value.startswith(CHROMA_DOWN) for w in answer.warning)
    assert "Unlock-ADAccount" in answer.markdown[0].value and "引用元" in answer.expander[0].label

    ask = subprocess.run([sys.executable, str(REPO / "main.py"), "ask", QUESTION, "--json"], env=dict(os.environ),
                         capture_output=True, text=True, timeout=180)
    assert ask.returncode == 0, ask.stderr
    out = json.loads(ask.stdout)
    assert out["citations"][0]["file"] == "incident/lockout.md" and out["notices"][0].startswith(CHROMA_DOWN)
