"""The index's source of truth on disk: generations of files, chunks and BM25 tokens in SQLite.

A build writes a new generation next to the one being served (its own rows here and its own
Chroma collection) and publishes it by setting `meta.current` in one transaction, so a reader
sees the old generation or the new one, never a mix. `vectors` says which chunk ids already have
a vector in which collection, so a fill killed at any point resumes where it stopped.
"""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import dataclass, replace
from pathlib import Path

from utils import Chunk, sha256_hex

# A file of its own: an index folder from before generations (`index.sqlite`, collection
# `security_runbooks`) is left untouched, and the first build here takes its vectors from the cache.
STORE_FILE = "generations.sqlite"
_SCHEMA = """
CREATE TABLE IF NOT EXISTS generations (gen INTEGER PRIMARY KEY AUTOINCREMENT, collection TEXT NOT NULL,
    embedding TEXT NOT NULL, chunking TEXT NOT NULL, built_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS files (gen INTEGER NOT NULL, file TEXT NOT NULL, hash TEXT NOT NULL,
    chunk_count INTEGER NOT NULL, indexed_at TEXT NOT NULL, PRIMARY KEY (gen, file));
CREATE TABLE IF NOT EXISTS chunks (gen INTEGER NOT NULL, chunk_id TEXT NOT NULL, file TEXT NOT NULL,
    chunk_index INTEGER NOT NULL, heading TEXT NOT NULL, page INTEGER, updated_at TEXT NOT NULL, text TEXT NOT NULL,
    tokens TEXT NOT NULL, PRIMARY KEY (gen, chunk_id));
CREATE INDEX IF NOT EXISTS chunks_file ON chunks(gen, file);
CREATE TABLE IF NOT EXISTS failures (gen INTEGER NOT NULL, file TEXT NOT NULL, hash TEXT NOT NULL, error TEXT NOT NULL,
    PRIMARY KEY (gen, file));
CREATE TABLE IF NOT EXISTS vectors (collection TEXT NOT NULL, chunk_id TEXT NOT NULL, PRIMARY KEY (collection, chunk_id));
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
_TOKEN_SEP = "\x1f"
_CHUNK_COLUMNS = "chunk_id, file, heading, text, chunk_index, updated_at, page"


def content_ids(chunks: list[Chunk]) -> list[Chunk]:
    """Give each chunk an id derived from what it is: file, heading path, page and a hash of its text.

    A vector stored under such an id can only ever belong to that text; a passage repeated
    word for word in the same place gets `~2`, `~3`...
    """
    seen: dict[str, int] = {}
    result = []
    for chunk in chunks:
        digest = sha256_hex(_TOKEN_SEP.join((chunk.heading, str(chunk.page), chunk.text)))[:20]
        base = f"{chunk.file}#{digest}"
        seen[base] = seen.get(base, 0) + 1
        result.append(replace(chunk, chunk_id=base if seen[base] == 1 else f"{base}~{seen[base]}"))
    return result


@dataclass(frozen=True)
class Generation:
    """One complete state of the index: its number, Chroma collection, embedding model and chunking."""

    gen: int
    collection: str
    embedding: str
    chunking: str
    built_at: str


class IndexStore:
    """SQLite tables `generations`, `files`, `chunks` (per generation), `vectors` and `meta`."""

    def __init__(self, db_dir: str | Path):
        self.db_dir = Path(db_dir)
        self.db_dir.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._conn = sqlite3.connect(self.db_dir / STORE_FILE, check_same_thread=False, timeout=30)
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

    # --- generations ----------------------------------------------------------------------------

    def current_gen(self) -> int | None:
        """The generation readers should serve: the counter every reader checks before a question."""
        value = self.get_meta("current")
        return int(value) if value else None

    def generation(self, gen: int | None) -> Generation | None:
        rows = self._query("SELECT gen, collection, embedding, chunking, built_at FROM generations WHERE gen=?", (gen,))
        return Generation(*rows[0]) if rows else None

    def current(self) -> Generation | None:
        return self.generation(self.current_gen())

    def generations(self) -> list[Generation]:
        return [Generation(*r) for r in self._query("SELECT gen, collection, embedding, chunking, built_at FROM generations")]

    def begin(self, collection_prefix: str, embedding: str, chunking: str, built_at: str) -> Generation:
        """A new, unpublished generation with a collection name of its own."""
        with self._lock, self._conn:
            cursor = self._conn.execute("INSERT INTO generations VALUES (NULL, '', ?, ?, ?)", (embedding, chunking, built_at))
            gen = cursor.lastrowid
            collection = f"{collection_prefix}_g{gen}"
            self._conn.execute("UPDATE generations SET collection=? WHERE gen=?", (collection, gen))
        return Generation(gen, collection, embedding, chunking, built_at)

    def publish(self, gen: int) -> bool:
        """Make `gen` the served generation; False (nothing changed) when a newer one is already served."""
        with self._lock, self._conn:
            current = self._conn.execute("SELECT value FROM meta WHERE key='current'").fetchone()
            if current and int(current[0]) > gen:
                return False
            self._conn.execute("INSERT OR REPLACE INTO meta VALUES ('current', ?)", (str(gen),))
            return True

    def drop(self, gens: list[int]) -> None:
        """Forget generations (their rows and vector records), in one transaction."""
        with self._lock, self._conn:
            for gen in gens:
                row = self._conn.execute("SELECT collection FROM generations WHERE gen=?", (gen,)).fetchone()
                if row:
                    self._conn.execute("DELETE FROM vectors WHERE collection=?", (row[0],))
                for table in ("chunks", "files", "failures", "generations"):
                    self._conn.execute(f"DELETE FROM {table} WHERE gen=?", (gen,))

    # --- one generation's files and chunks --------------------------------------------------------

    def file_hashes(self, gen: int) -> dict[str, str]:
        return dict(self._query("SELECT file, hash FROM files WHERE gen=?", (gen,)))

    def add_file(self, gen: int, file: str, file_hash: str, chunks: list[Chunk], tokens: list[list[str]],
                 indexed_at: str) -> None:
        """One file's chunks in a single transaction."""
        with self._lock, self._conn:
            self._conn.executemany(
                "INSERT OR REPLACE INTO chunks VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(gen, c.chunk_id, c.file, c.chunk_index, c.heading, c.page, c.updated_at, c.text, _TOKEN_SEP.join(t))
                 for c, t in zip(chunks, tokens)],
            )
            self._conn.execute("INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?, ?)",
                               (gen, file, file_hash, len(chunks), indexed_at))

    def add_failure(self, gen: int, file: str, file_hash: str, error: str) -> None:
        """Remember a file that could not be read, so an unchanged folder is recognised as unchanged."""
        with self._lock, self._conn:
            self._conn.execute("INSERT OR REPLACE INTO failures VALUES (?, ?, ?, ?)", (gen, file, file_hash, error))

    def failures(self, gen: int) -> dict[str, tuple[str, str]]:
        """{file: (hash, error)} of the files a generation could not read."""
        return {r[0]: (r[1], r[2]) for r in self._query("SELECT file, hash, error FROM failures WHERE gen=?", (gen,))}

    def copy_file(self, source: int, gen: int, file: str) -> None:
        """Carry an unchanged file's rows over from generation `source`."""
        with self._lock, self._conn:
            self._conn.execute("INSERT OR REPLACE INTO chunks SELECT ?, chunk_id, file, chunk_index, heading, page,"
                               " updated_at, text, tokens FROM chunks WHERE gen=? AND file=?", (gen, source, file))
            self._conn.execute("INSERT OR REPLACE INTO files SELECT ?, file, hash, chunk_count, indexed_at FROM files"
                               " WHERE gen=? AND file=?", (gen, source, file))

    def load(self, gen: int) -> tuple[list[Chunk], list[list[str]], frozenset[str]]:
        """Every chunk of a generation in a stable order, its BM25 tokens, and the ids that have a vector."""
        rows = self._query(
            f"SELECT {_CHUNK_COLUMNS}, tokens FROM chunks WHERE gen=? ORDER BY file, chunk_index", (gen,))
        chunks = [Chunk(*r[:7]) for r in rows]
        tokens = [r[7].split(_TOKEN_SEP) if r[7] else [] for r in rows]
        return chunks, tokens, self.embedded(gen)

    def chunk_ids(self, gen: int) -> set[str]:
        return {r[0] for r in self._query("SELECT chunk_id FROM chunks WHERE gen=?", (gen,))}

    def embedded(self, gen: int) -> frozenset[str]:
        """Ids of the generation's chunks whose vector is in its collection."""
        return frozenset(r[0] for r in self._query(
            "SELECT c.chunk_id FROM chunks c JOIN generations g ON g.gen=c.gen JOIN vectors v"
            " ON v.collection=g.collection AND v.chunk_id=c.chunk_id WHERE c.gen=?", (gen,)))

    def pending(self, gen: int, limit: int) -> list[Chunk]:
        """Chunks of a generation still waiting for a vector in its collection, oldest file first."""
        rows = self._query(
            f"SELECT {', '.join('c.' + c.strip() for c in _CHUNK_COLUMNS.split(','))} FROM chunks c"
            " JOIN generations g ON g.gen=c.gen WHERE c.gen=? AND NOT EXISTS (SELECT 1 FROM vectors v"
            " WHERE v.collection=g.collection AND v.chunk_id=c.chunk_id) ORDER BY c.file, c.chunk_index LIMIT ?",
            (gen, limit))
        return [Chunk(*r) for r in rows]

    def vector_ids(self, collection: str) -> set[str]:
        return {r[0] for r in self._query("SELECT chunk_id FROM vectors WHERE collection=?", (collection,))}

    def mark_vectors(self, collection: str, chunk_ids: list[str]) -> None:
        with self._lock, self._conn:
            self._conn.executemany("INSERT OR IGNORE INTO vectors VALUES (?, ?)", [(collection, i) for i in chunk_ids])

    def unmark_vectors(self, collection: str, chunk_ids: list[str]) -> None:
        with self._lock, self._conn:
            self._conn.executemany("DELETE FROM vectors WHERE collection=? AND chunk_id=?",
                                   [(collection, i) for i in chunk_ids])

    def counts(self, gen: int | None) -> dict[str, int]:
        files = self._query("SELECT COUNT(*) FROM files WHERE gen=?", (gen,))[0][0]
        chunks = self._query("SELECT COUNT(*) FROM chunks WHERE gen=?", (gen,))[0][0]
        return {"files": files, "chunks": chunks, "embedded": len(self.embedded(gen)) if gen is not None else 0}


def read_current_gen(db_dir: str | Path) -> int | None:
    """The served generation's number, read-only and cheap: what every reader checks before a question."""
    path = Path(db_dir) / STORE_FILE
    if not path.exists():
        return None
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=30)
    try:
        row = conn.execute("SELECT value FROM meta WHERE key='current'").fetchone()
        return int(row[0]) if row else None
    except sqlite3.OperationalError:  # created but not yet initialised
        return None
    finally:
        conn.close()
