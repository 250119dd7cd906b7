"""The index's source of truth on disk: files, chunks, BM25 tokens and vector coverage in SQLite.

Chroma holds the vectors; this store says which chunks exist and which of them have a vector,
so a rebuild killed at any point converges on the next run.
"""

from __future__ import annotations

import fcntl
import os
import sqlite3
import threading
from contextlib import contextmanager
from pathlib import Path

from utils import Chunk

_SCHEMA = """
CREATE TABLE IF NOT EXISTS files (file TEXT PRIMARY KEY, hash TEXT NOT NULL, chunk_count INTEGER NOT NULL,
                                  indexed_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS chunks (chunk_id TEXT PRIMARY KEY, file TEXT NOT NULL, chunk_index INTEGER NOT NULL,
                                   heading TEXT NOT NULL, page INTEGER, updated_at TEXT NOT NULL, text TEXT NOT NULL,
                                   tokens TEXT NOT NULL, embedded INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS chunks_file ON chunks(file);
CREATE INDEX IF NOT EXISTS chunks_pending ON chunks(embedded);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
_TOKEN_SEP = "\x1f"


class IndexBusy(RuntimeError):
    """Another rebuild holds the lock (another browser session, or the CLI)."""


class IndexStore:
    """SQLite tables `files`, `chunks` (with tokens and an `embedded` flag) and `meta`."""

    def __init__(self, db_dir: str | Path):
        self.db_dir = Path(db_dir)
        self.db_dir.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._conn = sqlite3.connect(self.db_dir / "index.sqlite", check_same_thread=False, timeout=30)
        with self._lock, self._conn:
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.executescript(_SCHEMA)

    def close(self) -> None:
        self._conn.close()

    def _query(self, sql: str, params: tuple | list = ()) -> list[tuple]:
        with self._lock:
            return self._conn.execute(sql, params).fetchall()

    def get_meta(self, key: str) -> str | None:
        rows = self._query("SELECT value FROM meta WHERE key=?", (key,))
        return rows[0][0] if rows else None

    def set_meta(self, **values: str) -> None:
        with self._lock, self._conn:
            self._conn.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)", list(values.items()))

    def file_hashes(self) -> dict[str, str]:
        return dict(self._query("SELECT file, hash FROM files"))

    def replace_file(self, file: str, file_hash: str, chunks: list[Chunk], tokens: list[list[str]], indexed_at: str) -> None:
        """Swap one file's chunks in a single transaction: readers see the old set or the new one."""
        with self._lock, self._conn:
            self._conn.execute("DELETE FROM chunks WHERE file=?", (file,))
            self._conn.executemany(
                "INSERT INTO chunks VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)",
                [(c.chunk_id, c.file, c.chunk_index, c.heading, c.page, c.updated_at, c.text, _TOKEN_SEP.join(t))
                 for c, t in zip(chunks, tokens)],
            )
            self._conn.execute("INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?)", (file, file_hash, len(chunks), indexed_at))

    def remove_files(self, files: list[str]) -> None:
        with self._lock, self._conn:
            for file in files:
                self._conn.execute("DELETE FROM chunks WHERE file=?", (file,))
                self._conn.execute("DELETE FROM files WHERE file=?", (file,))

    def clear(self) -> None:
        """Forget every file and chunk (a forced rebuild); the meta table stays."""
        with self._lock, self._conn:
            self._conn.execute("DELETE FROM chunks")
            self._conn.execute("DELETE FROM files")

    def load(self) -> tuple[list[Chunk], list[list[str]], frozenset[str]]:
        """Every chunk in a stable order, its BM25 tokens, and the ids that have a vector."""
        rows = self._query(
            "SELECT chunk_id, file, heading, text, chunk_index, updated_at, page, tokens, embedded FROM chunks"
            " ORDER BY file, chunk_index"
        )
        chunks = [Chunk(r[0], r[1], r[2], r[3], r[4], r[5], r[6]) for r in rows]
        tokens = [r[7].split(_TOKEN_SEP) if r[7] else [] for r in rows]
        return chunks, tokens, frozenset(r[0] for r in rows if r[8])

    def chunk_ids(self) -> set[str]:
        return {r[0] for r in self._query("SELECT chunk_id FROM chunks")}

    def pending(self, limit: int) -> list[Chunk]:
        """Chunks still waiting for a vector, oldest file first."""
        rows = self._query(
            "SELECT chunk_id, file, heading, text, chunk_index, updated_at, page FROM chunks WHERE embedded=0"
            " ORDER BY file, chunk_index LIMIT ?", (limit,))
        return [Chunk(*r) for r in rows]

    def mark_embedded(self, chunk_ids: list[str]) -> None:
        with self._lock, self._conn:
            self._conn.executemany("UPDATE chunks SET embedded=1 WHERE chunk_id=?", [(i,) for i in chunk_ids])

    def reset_embedded(self) -> None:
        with self._lock, self._conn:
            self._conn.execute("UPDATE chunks SET embedded=0")

    def counts(self) -> dict[str, int]:
        files = self._query("SELECT COUNT(*) FROM files")[0][0]
        total, embedded = self._query("SELECT COUNT(*), COALESCE(SUM(embedded), 0) FROM chunks")[0]
        return {"files": files, "chunks": total, "embedded": embedded}


@contextmanager
def rebuild_lock(db_dir: str | Path):
    """An exclusive, non-blocking lock on the index directory; raises IndexBusy when taken.

    An OS file lock, so it is released if the holder dies, and it works across processes.
    """
    Path(db_dir).mkdir(parents=True, exist_ok=True)
    fd = os.open(Path(db_dir) / "rebuild.lock", os.O_CREAT | os.O_RDWR, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            raise IndexBusy(str(db_dir)) from exc
        yield
    finally:
        os.close(fd)
