"""The index the app serves from: opened once per process, rebuilt in a background thread, swapped whole.

Plain Python (no Streamlit): `main.py` holds one `IndexService` per process via `st.cache_resource`.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import asdict, replace

from constants import VECTOR_RETRY_SEC
from messages import MSG
from data_folders import check_data_folder
from embeddings import CachedEmbeddings
from generations import IndexBusy, Progress, fill_vectors
from index_store import IndexStore, read_current_gen
from initialize import (AppError, IndexMismatch, UpdateReport, embeddings_for, error_message, index_exists, open_index,
                        update_index)
from vector_store import attach_vectorstore, chroma_client
from retriever import SearchIndex, vector_store_down
from settings import Settings
from utils import eta_seconds

log = logging.getLogger(__name__)


class LiveIndex:
    """The process-wide index the app serves from: one generation at a time, swapped whole.

    Sessions read `current` (a finished SearchIndex). Before each question `refresh()` checks the
    store's generation counter and, when another build (this process or a CLI) has published a
    newer generation, opens it; a question already running keeps the generation it started with.
    """

    def __init__(self, settings: Settings):
        self.settings = settings
        self.roots = settings.roots  # fixed at start: switching folders never widens them
        self.current: SearchIndex | None = None
        self.error: str | None = None
        self._lock = threading.Lock()
        self._reopening = threading.Lock()
        self._fill_stop = threading.Event()
        self._filler: threading.Thread | None = None
        self._embeddings: CachedEmbeddings | None = None
        self._retry_at = 0.0
        self._fill_start = (0.0, 0)  # (monotonic time, vectors already stored) when the fill started

    def embeddings(self) -> CachedEmbeddings:
        if self._embeddings is None:
            self._embeddings = embeddings_for(self.settings)
        return self._embeddings

    def open(self) -> SearchIndex:
        """Open the served generation and resume filling vectors that are still missing."""
        self.current = open_index(self.settings, self.embeddings())
        self.start_filling()
        return self.current

    def refresh(self) -> SearchIndex | None:
        """The index to answer from, reopened first when a newer generation has been published.

        One thread reopens; the others keep answering from the generation they have meanwhile.
        """
        index = self.current
        if index is None or not self._reopening.acquire(blocking=False):
            return index
        try:
            if self.current is index and read_current_gen(self.settings.chroma_db_path) not in (None, index.generation):
                self.open()
            elif (not self._lock.locked() and time.monotonic() >= self._retry_at  # no rebuild under way
                  and (index.vectorstore is None or not self.filling)):
                self._recover(index)
            return self.current
        except AppError as exc:  # e.g. a CLI rebuilt with another embedding model: keep the generation we have
            self.error = str(exc)
            return index
        finally:
            self._reopening.release()

    def _recover(self, index: SearchIndex) -> None:
        """Reconnect to a vector store that was down, and resume a fill it interrupted (rate-limited)."""
        self._retry_at = time.monotonic() + VECTOR_RETRY_SEC
        if index.chunks and index.vectorstore is None and not attach_vectorstore(index, self.settings):
            return
        self.start_filling()

    @property
    def filling(self) -> bool:
        return bool(self._filler and self._filler.is_alive())

    def rebuild(self, data_folder: str | None = None, *, force: bool = False, progress: Progress | None = None) -> UpdateReport:
        """Build a new generation for a data folder, then serve it.

        On any failure the previous generation keeps answering and the error propagates to the caller.
        A folder outside DATA_ROOTS raises DataFolderError before anything is read.
        """
        check_data_folder(data_folder or self.settings.data_folder, self.roots)
        with self._lock:
            self.stop_filling()
            target = replace(self.settings, data_folder=data_folder) if data_folder else self.settings
            try:
                report = update_index(target, rebuild=force, wait=False, progress=progress, embeddings=self.embeddings())
                self.current = open_index(target, self.embeddings())
                self.settings = target  # only once the new folder's index is serving
            finally:
                self.start_filling()
            return report

    def start_filling(self) -> None:
        """Fill the served generation's missing vectors in a background thread; each batch is searchable at once."""
        index = self.current
        if index is None or index.vectorstore is None or len(index.embedded) >= len(index.chunks):
            return
        self.stop_filling(wait=False)
        self._fill_stop = threading.Event()
        self._fill_start = (time.monotonic(), len(index.embedded))
        self._filler = threading.Thread(target=self._fill, args=(index, self._fill_stop), name="vector-fill", daemon=True)
        self._filler.start()

    def stop_filling(self, wait: bool = True) -> None:
        self._fill_stop.set()
        if self._filler and wait:
            self._filler.join()
        self._filler = None

    def _fill(self, index: SearchIndex, stop: threading.Event) -> None:
        def arrived(ids: frozenset[str]) -> None:
            index.embedded = index.embedded | ids

        store = IndexStore(self.settings.chroma_db_path)
        try:
            generation = store.generation(index.generation)
            client = chroma_client(self.settings)
            fill_vectors(store, client, generation, self.embeddings(), self.settings.chroma_db_path,
                         on_vectors=arrived, stop=stop.is_set)
        except MemoryError:
            self.error = MSG["memory_error"]
        except Exception as exc:  # a background thread has no caller: record it for the status display
            if vector_store_down(exc):  # resumed by refresh() once the store answers again
                log.warning("vector fill paused: vector store unreachable: %s", exc)
                index.vector_error = f"{type(exc).__name__}: {exc}"
                return
            log.exception("vector fill failed")
            self.error = MSG["rebuild_failed"]
        finally:
            store.close()

    def status(self) -> dict:
        """Counts and times for the sidebar (of the newest generation: it is opened first)."""
        index = self.refresh()
        if index is None:
            return {"chunks": 0, "files": 0, "embedded": 0, "last_built": None, "embedding": self.settings.embedding_id}
        filling = self.filling
        started, embedded_at_start = self._fill_start
        return {"chunks": len(index.chunks), "files": len({c.file for c in index.chunks}),
                "embedded": len(index.embedded), "last_built": index.info.get("last_built"),
                "embedding": index.info.get("embedding") or self.settings.embedding_id,
                "suspicious": index.info.get("suspicious", []),
                "generation": index.generation, "filling": filling, "vector_error": index.vector_error,
                "eta_sec": eta_seconds(embedded_at_start, len(index.embedded), len(index.chunks),
                                       time.monotonic() - started) if filling else None}

    def indexed_files(self) -> set[str]:
        """The runbook paths the serving index holds (relative to its data folder)."""
        index = self.current
        return {c.file for c in index.chunks} if index else set()


class RebuildJob:
    """One index update in its own thread, so that a rerun of the page cannot cut it short."""

    def __init__(self, live: LiveIndex, folder: str):
        self.folder = folder
        self.started = time.monotonic()
        self.progress: tuple[int, int, str] = (0, 0, "")
        self.report: dict | None = None
        self.error: str | None = None
        self.detail: str | None = None  # technical detail of an unexpected failure (shown folded)
        self._thread = threading.Thread(target=self._run, args=(live,), name="index-rebuild", daemon=True)
        self._thread.start()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def wait(self, seconds: float) -> None:
        self._thread.join(seconds)

    def eta(self) -> float | None:
        """Seconds left for the file stage, at the rate seen so far."""
        done, total, _ = self.progress
        return eta_seconds(0, done, total, time.monotonic() - self.started) if total else None

    def _note(self, stage: str, done: int, total: int, detail: str) -> None:
        if stage == "files":
            self.progress = (done, total, detail)

    def _run(self, live: LiveIndex) -> None:
        try:
            try:
                report = live.rebuild(self.folder, progress=self._note)
            except IndexMismatch:
                # The operator asked for a rebuild: re-chunk and re-embed with the configured model.
                report = live.rebuild(self.folder, force=True, progress=self._note)
            self.report = asdict(report)
        except (AppError, IndexBusy) as exc:
            self.error = error_message(exc)
        except Exception as exc:  # the previous index keeps serving; the operator sees why
            log.exception("index rebuild failed")
            self.error, self.detail = MSG["rebuild_failed"], f"{type(exc).__name__}: {exc}"

    def outcome(self) -> dict:
        if self.error:
            return {"error": self.error, "detail": self.detail} if self.detail else {"error": self.error}
        return {"report": self.report}


class IndexService:
    """The process-wide index and the one rebuild that may be running on it, shared by all sessions."""

    def __init__(self, settings: Settings):
        self.live = LiveIndex(settings)
        self._job: RebuildJob | None = None
        self._lock = threading.Lock()

    @property
    def running_job(self) -> RebuildJob | None:
        job = self._job
        return job if job and job.running else None

    def start_rebuild(self, folder: str) -> RebuildJob | None:
        """Start an incremental rebuild of `folder`; None when one is already running."""
        with self._lock:
            if self.running_job:
                return None
            self._job = RebuildJob(self.live, folder)
            return self._job

    def open_existing(self) -> bool:
        """Open the index on disk once per process; False when there is none yet. Raises AppError."""
        with self._lock:
            if self.live.current is None and not self.running_job:
                if not index_exists(self.live.settings):
                    return False
                self.live.open()
            return True
