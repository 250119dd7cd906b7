"""Index generations shared by processes: the build lock, reader leases, vector fill and clean-up.

Every process that reads or builds a generation holds a lease on it (an OS file lock, released
when the holder closes it or dies). A generation that is neither served nor leased is dropped with
its Chroma collection. The locks come from `filelock`, so this works on Linux, macOS and Windows.
"""

from __future__ import annotations

import logging
import time
import uuid
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from filelock import FileLock, Timeout

from constants import EMBED_BATCH_SIZE, FILL_LOCK_WAIT_SEC, LEASE_ACQUIRE_SEC
from index_store import Generation, IndexStore
from utils import Chunk, embedded_text

log = logging.getLogger(__name__)

Progress = Callable[[str, int, int, str], None]
"""progress(stage, done, total, detail): stage is "files" or "vectors"."""

LOCK_FILE = "rebuild.lock"
LEASE_DIR = "leases"
COPY_BATCH = 500


class IndexBusy(RuntimeError):
    """Another process or thread held the index lock for longer than the caller would wait."""


@contextmanager
def build_lock(db_dir: str | Path, timeout: float = 0.0, on_wait: Callable[[], None] | None = None) -> Iterator[None]:
    """The index folder's writer lock: one build (or one vector batch) at a time, across processes.

    Waits up to `timeout` seconds, calling `on_wait` once if it has to wait; raises IndexBusy after.
    """
    Path(db_dir).mkdir(parents=True, exist_ok=True)
    lock = FileLock(str(Path(db_dir) / LOCK_FILE), thread_local=False)
    try:
        lock.acquire(timeout=0)
    except Timeout:
        if timeout <= 0:
            raise IndexBusy(str(db_dir)) from None
        if on_wait:
            on_wait()
        try:
            lock.acquire(timeout=timeout)
        except Timeout as exc:
            raise IndexBusy(str(db_dir)) from exc
    try:
        yield
    finally:
        lock.release()


def take_lease(db_dir: str | Path, gen: int) -> FileLock:
    """A held lock that keeps generation `gen` from being dropped; released by `release()` or when collected.

    The name is unique, so only a clean-up sweep contends for it: its probe may lock (and then unlink) the
    file the instant it appears. Waiting LEASE_ACQUIRE_SEC lets filelock retry on a fresh file.
    """
    folder = Path(db_dir) / LEASE_DIR
    folder.mkdir(parents=True, exist_ok=True)
    lease = FileLock(str(folder / f"g{gen}-{uuid.uuid4().hex[:12]}.lock"), thread_local=False)
    lease.acquire(timeout=LEASE_ACQUIRE_SEC)
    return lease


def leased_generations(db_dir: str | Path) -> set[int]:
    """Generations some live process holds a lease on; lease files left by dead holders are removed."""
    held: set[int] = set()
    for path in sorted((Path(db_dir) / LEASE_DIR).glob("g*.lock")):
        try:
            gen = int(path.name[1:].split("-", 1)[0])
        except ValueError:
            continue
        probe = FileLock(str(path), thread_local=False)
        try:
            probe.acquire(timeout=0)
        except Timeout:
            held.add(gen)
            continue
        try:
            path.unlink(missing_ok=True)
        except OSError:  # Windows cannot unlink an open file; the next sweep will
            pass
        finally:
            probe.release()
    return held


def collection_prefix(store: IndexStore, base: str) -> str:
    """Collection names of this index folder: `<base>_<index id>_g<n>`, so two folders can share a server."""
    index_id = store.get_meta("index_id")
    if not index_id:
        index_id = uuid.uuid4().hex[:8]
        store.set_meta(index_id=index_id)
    return f"{base}_{index_id}"


def collect_garbage(store: IndexStore, client, db_dir: str | Path, prefix: str) -> list[int]:
    """Drop generations nothing reads (not served, no lease), their collections, and vectors no chunk owns.

    Call with the build lock held. Returns the dropped generation numbers.
    """
    current = store.current_gen()
    keep = leased_generations(db_dir) | {current}
    generations = store.generations()
    dropped = [g for g in generations if g.gen not in keep]
    kept = {g.collection: g for g in generations if g.gen in keep}
    for name in collection_names(client):
        if name.startswith(f"{prefix}_g") and name not in kept:
            client.delete_collection(name)
    store.drop([g.gen for g in dropped])
    for name, generation in kept.items():
        remove_orphan_vectors(store, client, generation)
    return [g.gen for g in dropped]


def collection_names(client) -> list[str]:
    return [c if isinstance(c, str) else c.name for c in client.list_collections()]


def remove_orphan_vectors(store: IndexStore, client, generation: Generation) -> int:
    """Delete vectors of a generation's collection whose chunk is not in it (left by a killed build)."""
    if generation.collection not in collection_names(client):
        return 0
    collection = client.get_collection(generation.collection)
    orphans = sorted(set(collection.get(include=[])["ids"]) - store.chunk_ids(generation.gen))
    for start in range(0, len(orphans), COPY_BATCH):
        collection.delete(ids=orphans[start:start + COPY_BATCH])
    store.unmark_vectors(generation.collection, orphans)
    return len(orphans)


def copy_vectors(store: IndexStore, client, source: Generation, target: Generation) -> int:
    """Carry the vectors of unchanged chunks from the served generation's collection into the new one."""
    wanted = sorted(store.vector_ids(source.collection) & store.chunk_ids(target.gen) - store.vector_ids(target.collection))
    if not wanted or source.collection not in collection_names(client):
        return 0
    origin, destination = client.get_collection(source.collection), client.get_collection(target.collection)
    copied = 0
    for start in range(0, len(wanted), COPY_BATCH):
        found = origin.get(ids=wanted[start:start + COPY_BATCH], include=["embeddings", "metadatas", "documents"])
        if not found["ids"]:
            continue
        destination.upsert(ids=found["ids"], embeddings=found["embeddings"], metadatas=found["metadatas"],
                           documents=found["documents"])
        store.mark_vectors(target.collection, list(found["ids"]))
        copied += len(found["ids"])
    return copied


def fill_vectors(store: IndexStore, client, generation: Generation, embeddings, db_dir: str | Path, *,
                 progress: Progress | None = None, batch_size: int = EMBED_BATCH_SIZE,
                 on_vectors: Callable[[frozenset[str]], None] | None = None,
                 stop: Callable[[], bool] = lambda: False) -> int:
    """Embed the generation's chunks that still lack a vector, batch by batch.

    Embedding runs outside the lock; each batch's write takes the build lock briefly (retrying
    while another process holds it), so a CLI update can run next to the app's fill. Resumable:
    a kill loses at most the batch in flight. `on_vectors` receives each stored batch's ids.
    """
    progress = progress or (lambda *_: None)
    collection = client.get_collection(generation.collection)
    total = store.counts(generation.gen)["chunks"]
    done = first_done = len(store.embedded(generation.gen))
    started, filled = time.monotonic(), 0
    while not stop():
        batch = store.pending(generation.gen, batch_size)
        if not batch:
            break
        vectors = embeddings.embed_documents([embedded_text(c) for c in batch])
        stored = _store_batch(store, collection, generation, batch, vectors, db_dir, stop)
        if stored is None:
            break
        filled += len(stored)
        done += len(stored)
        rate = (done - first_done) / max(time.monotonic() - started, 1e-9)
        eta = (total - done) / rate if rate else 0.0
        progress("vectors", done, total, f"{rate:.1f} chunks/s, ETA {eta:.0f}s")
        if on_vectors and stored:
            on_vectors(frozenset(stored))
    return filled


def _store_batch(store: IndexStore, collection, generation: Generation, batch: list[Chunk], vectors: list,
                 db_dir: str | Path, stop: Callable[[], bool]) -> list[str] | None:
    """Write one embedded batch under the build lock; None when stopped while waiting for it."""
    while not stop():
        try:
            with build_lock(db_dir, timeout=FILL_LOCK_WAIT_SEC):
                have = store.vector_ids(generation.collection)
                todo = [(c, v) for c, v in zip(batch, vectors) if c.chunk_id not in have]
                if todo:
                    collection.upsert(ids=[c.chunk_id for c, _ in todo], embeddings=[v for _, v in todo],
                                      metadatas=[c.metadata() for c, _ in todo], documents=[c.text for c, _ in todo])
                    store.mark_vectors(generation.collection, [c.chunk_id for c, _ in todo])
                return [c.chunk_id for c, _ in todo]
        except IndexBusy:
            log.info("vector fill waiting for the index lock")
    return None
