"""The index the app serves from: opened once per process, rebuilt in a background thread, swapped whole.

Plain Python (no Streamlit): `main.py` holds one `IndexService` per process via `st.cache_resource`.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import asdict, replace

from constants import MSG
from data_folders import check_data_folder
from embeddings import CachedEmbeddings
from index_store import IndexBusy, IndexStore, rebuild_lock
from initialize import (AppError, IndexMismatch, Progress, UpdateReport, embeddings_for, error_message, fill_vectors,
                        index_exists, open_index, open_vectorstore, update_index)
from retriever import SearchIndex
from settings import Settings
from utils import eta_seconds

log = logging.getLogger(__name__)


class LiveIndex:
    """The process-wide index the app serves from: opened once, swapped whole after a rebuild.

    Sessions read `current` (a finished SearchIndex) while a rebuild or the background vector
    fill runs, so an operator is never answered from a half-built index.
    """

    def __init__(self, settings: Settings):
        self.settings = settings
        self.roots = settings.roots  # fixed at start: switching folders never widens them
        self.current: SearchIndex | None = None
        self.error: str | None = None
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._filler: threading.Thread | None = None
        self._embeddings: CachedEmbeddings | None = None
        self._fill_start = (0.0, 0)  # (monotonic time, vectors already stored) when the fill started

    def embeddings(self) -> CachedEmbeddings:
        if self._embeddings is None:
            self._embeddings = embeddings_for(self.settings)
        return self._embeddings

    def open(self) -> SearchIndex:
        """Open the persisted index and resume filling vectors that are still missing."""
        self.current = open_index(self.settings, self.embeddings())
        self.start_filling()
        return self.current

    def rebuild(self, data_folder: str | None = None, *, force: bool = False, progress: Progress | None = None) -> UpdateReport:
        """Incremental (or forced) update for a data folder, then swap in the new index.

        On any failure the previous index keeps answering and the error propagates to the caller.
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
        """Fill missing vectors in a background thread; each stored batch becomes searchable at once."""
        if self.current is None or len(self.current.embedded) >= len(self.current.chunks):
            return
        if self._filler and self._filler.is_alive():
            return
        self._stop.clear()
        self._fill_start = (time.monotonic(), len(self.current.embedded))
        self._filler = threading.Thread(target=self._fill, name="vector-fill", daemon=True)
        self._filler.start()

    def stop_filling(self) -> None:
        self._stop.set()
        if self._filler:
            self._filler.join()
        self._filler = None

    def _fill(self) -> None:
        def arrived(ids: frozenset[str]) -> None:
            index = self.current
            if index is not None:
                index.embedded = index.embedded | ids

        try:
            with rebuild_lock(self.settings.chroma_db_path):
                store = IndexStore(self.settings.chroma_db_path)
                try:
                    vectorstore = self.current.vectorstore or open_vectorstore(self.settings, self.embeddings())
                    self.current.vectorstore = vectorstore
                    fill_vectors(store, vectorstore, on_vectors=arrived, stop=self._stop.is_set)
                finally:
                    store.close()
        except IndexBusy:
            log.info("vector fill skipped: another process holds the index lock")
        except Exception:  # a background thread has no caller: record it for the status display
            log.exception("vector fill failed")
            self.error = MSG["rebuild_failed"]

    def status(self) -> dict:
        """Counts and times for the sidebar."""
        index = self.current
        if index is None:
            return {"chunks": 0, "files": 0, "embedded": 0, "last_built": None, "embedding": self.settings.embedding_id}
        filling = bool(self._filler and self._filler.is_alive())
        started, embedded_at_start = self._fill_start
        return {"chunks": len(index.chunks), "files": len({c.file for c in index.chunks}),
                "embedded": len(index.embedded), "last_built": index.info.get("last_built"),
                "embedding": index.info.get("embedding") or self.settings.embedding_id,
                "suspicious": index.info.get("suspicious", []),
                "filling": filling,
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
        except MemoryError:
            self.error = MSG["memory_error"]
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
