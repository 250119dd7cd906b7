"""Building / updating / opening the hybrid index (reading the files is loading.py's job).

`python initialize.py [--data DIR] [--db DIR] [--rebuild] [--no-wait] [--json] [--lock-timeout S]` builds or
updates the index from the command line, also next to a running app (see README).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Callable

from constants import INDEX_FORMAT, INDEX_LOCK_WAIT_SEC
from messages import MSG
from embeddings import CachedEmbeddings, make_embeddings
from generations import (IndexBusy, Progress, build_lock, collect_garbage, collection_prefix, copy_vectors,
                         fill_vectors, take_lease)
from index_store import STORE_FILE, Generation, IndexStore, content_ids
from injection import flag_chunks
from loading import AppError, chunk_document, file_error, load_document, scan_runbooks
from bm25_index import Bm25Index, runbook_terms
from retriever import SearchIndex, vector_store_down
from tokenizer import tokenize
from vector_store import attach_vectorstore, chroma_client, open_vectorstore
from settings import Settings, load_settings
from utils import sha256_hex

log = logging.getLogger(__name__)



class IndexMismatch(AppError):
    """The index was built with another embedding model; similarities would be wrong."""


class OutOfMemory(AppError):
    """Loading or indexing ran out of memory (spec §9: suggest a smaller chunk size)."""


class VectorStoreUnavailable(AppError):
    """Chroma cannot be reached: an update cannot store vectors (answers go on from BM25)."""


# --- Index ---------------------------------------------------------------------------------------

@dataclass
class UpdateReport:
    """What an index update did; the CLI prints it as JSON."""

    files: int = 0
    chunks: int = 0
    embedded: int = 0
    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    errors: list[dict] = field(default_factory=list)
    seconds: float = 0.0
    embedding: str = ""
    suspicious: list[dict] = field(default_factory=list)  # new passages that address an AI (injection.flag_chunks)


def embeddings_for(settings: Settings) -> CachedEmbeddings:
    return make_embeddings(settings.embedding_provider, settings.embedding_model, api_key=settings.openai_api_key,
                           base_url=settings.openai_base_url, num_threads=settings.embed_threads,
                           cache_path=settings.cache_path)


def check_embedding_model(generation: Generation | None, model_id: str) -> None:
    """Raise IndexMismatch when the served generation's vectors come from another embedding model."""
    if generation and generation.embedding != model_id:
        raise IndexMismatch(MSG["index_mismatch"].format(built=generation.embedding, current=model_id))


def update_index(settings: Settings, *, rebuild: bool = False, wait: bool = True, progress: Progress | None = None,
                 embeddings: CachedEmbeddings | None = None, on_vectors: Callable[[frozenset[str]], None] | None = None,
                 lock_wait: float = INDEX_LOCK_WAIT_SEC, on_lock_wait: Callable[[], None] | None = None) -> UpdateReport:
    """Build a new index generation from the data folder and publish it; readers switch on their next question.

    Unchanged files are carried over with their vectors; new and changed files are re-chunked.
    With `wait`, missing vectors are filled before publishing (the served generation keeps
    answering meanwhile); without, or when nothing is served yet, the generation is published
    once chunks and BM25 are ready.
    `rebuild` re-chunks everything (vectors come back from the embedding cache). Nothing changed
    and every vector present: no new generation. Waits up to `lock_wait` s for another build.
    Raises DataFolderError (index untouched), IndexBusy, or IndexMismatch (unless `rebuild`).
    """
    started = time.monotonic()
    progress = progress or (lambda *_: None)
    report = UpdateReport()
    embeddings = embeddings or embeddings_for(settings)
    report.embedding = embeddings.model_id
    db_dir = settings.chroma_db_path
    store = IndexStore(db_dir)
    try:
        client = chroma_client(settings)
        with build_lock(db_dir, lock_wait, on_lock_wait):
            paths, skipped = scan_runbooks(settings.data_folder)
            report.errors = list(skipped)
            prefix = collection_prefix(store, settings.collection_name)
            collect_garbage(store, client, db_dir, prefix)
            base = store.current()
            if not rebuild:
                check_embedding_model(base, embeddings.model_id)
            # A new chunk format (INDEX_FORMAT: chunk metadata the search relies on) re-chunks like a new size.
            chunking = f"{settings.chunk_size}/{settings.chunk_overlap}/v{INDEX_FORMAT}"
            reuse = base if base and not rebuild and base.chunking == chunking else None
            known = store.file_hashes(reuse.gen) if reuse else {}
            hashes = hash_files(paths, settings.data_folder, report)
            if reuse and unchanged(store, reuse, hashes, known, report, len(skipped)):
                return finish_report(report, store, reuse.gen, started)
            generation = store.begin(prefix, embeddings.model_id, chunking, datetime.now().isoformat(timespec="seconds"))
            lease = take_lease(db_dir, generation.gen)
            fill_generation(store, generation, paths, hashes, known, reuse, settings, report, progress)
            open_vectorstore(settings, embeddings, client, generation.collection)  # creates the collection
            if base and base.embedding == embeddings.model_id and base.chunking == chunking:
                copy_vectors(store, client, base, generation)
            if base is None or not wait:  # nothing served yet, or the caller fills later: BM25 now
                store.publish(generation.gen)
        if wait:
            fill_vectors(store, client, generation, embeddings, db_dir, progress=progress, on_vectors=on_vectors)
        with build_lock(db_dir, lock_wait, on_lock_wait):
            if not store.publish(generation.gen):
                log.info("generation %d superseded by a newer build before it was published", generation.gen)
            lease.release()
            collect_garbage(store, client, db_dir, prefix)
        return finish_report(report, store, generation.gen, started)
    except MemoryError as exc:
        raise OutOfMemory(MSG["memory_error"]) from exc
    except Exception as exc:
        if vector_store_down(exc):
            raise VectorStoreUnavailable(MSG["chroma_unavailable"].format(detail=type(exc).__name__)) from exc
        raise
    finally:
        store.close()


def hash_files(paths: list[Path], data_folder: str | Path, report: UpdateReport) -> dict[str, str]:
    """SHA-256 of each runbook file by its folder-relative name; unreadable ones go to `report.errors`."""
    hashes = {}
    for path in paths:
        try:
            hashes[path.relative_to(data_folder).as_posix()] = sha256_hex(path.read_bytes())
        except OSError as exc:
            report.errors.append(file_error(path, data_folder, exc))
    return hashes


def unchanged(store: IndexStore, served: Generation, hashes: dict[str, str], known: dict[str, str],
              report: UpdateReport, skipped: int) -> bool:
    """Is the folder exactly what the served generation was built from, with every vector present?

    Then no new generation is written; files that could not be read then are reported again.
    `skipped` counts the entries of `report.errors` that the folder scan put there (symlinks).
    """
    failed = store.failures(served.gen)
    if len(report.errors) > skipped or set(hashes) != set(known) | set(failed) or any(
            known.get(f, failed.get(f, ("",))[0]) != h for f, h in hashes.items()):
        return False
    if len(store.embedded(served.gen)) < store.counts(served.gen)["chunks"]:
        return False
    report.unchanged = len(known)
    report.errors += [{"file": f, "error": error} for f, (_, error) in sorted(failed.items())]
    return True


def fill_generation(store: IndexStore, generation: Generation, paths: list[Path], hashes: dict[str, str],
                    known: dict[str, str], reuse: Generation | None, settings: Settings, report: UpdateReport,
                    progress: Progress) -> None:
    """Write a new generation's files: unchanged ones carried over, new and changed ones re-chunked.

    Deleted files, and files that can no longer be read, are simply not carried over, so stale text
    is never cited as if it were the current runbook.
    """
    now = datetime.now().isoformat(timespec="seconds")
    for i, path in enumerate(paths, start=1):
        file = path.relative_to(settings.data_folder).as_posix()
        progress("files", i, len(paths), file)
        if file not in hashes:
            continue
        if reuse and known.get(file) == hashes[file]:
            store.copy_file(reuse.gen, generation.gen, file)
            report.unchanged += 1
            continue
        try:
            chunks = content_ids(chunk_document(load_document(path, settings.data_folder), settings.chunk_size,
                                                settings.chunk_overlap))
        except (ValueError, OSError) as exc:
            report.errors.append(file_error(path, settings.data_folder, exc))
            store.add_failure(generation.gen, file, hashes[file], report.errors[-1]["error"])
            continue
        report.suspicious += flag_chunks(chunks)
        store.add_file(generation.gen, file, hashes[file], chunks, [tokenize(c.text) for c in chunks], now)
        if file in known:
            report.updated += 1
        else:
            report.added += 1
    report.removed = len(set(known) - set(hashes))


def finish_report(report: UpdateReport, store: IndexStore, gen: int, started: float) -> UpdateReport:
    report.files, report.chunks, report.embedded = (store.counts(gen)[k] for k in ("files", "chunks", "embedded"))
    report.seconds = round(time.monotonic() - started, 3)
    return report


def open_index(settings: Settings, embeddings: CachedEmbeddings | None = None) -> SearchIndex:
    """Open the served generation: BM25 from stored tokens (no re-tokenising), vectors from its collection.

    The returned index holds a lease on its generation, so no build drops it while it is read.
    """
    embeddings = embeddings or embeddings_for(settings)
    store = IndexStore(settings.chroma_db_path)
    try:
        while True:
            generation = store.current()
            if generation is None:
                return SearchIndex([], Bm25Index.build([]), None, embeddings, frozenset(), store.counts(None))
            lease = take_lease(settings.chroma_db_path, generation.gen)
            if store.generation(generation.gen):  # not dropped between reading the counter and the lease
                break
            lease.release()
        check_embedding_model(generation, embeddings.model_id)
        chunks, tokens, embedded = store.load(generation.gen)
        info = {**store.counts(generation.gen), "last_built": generation.built_at, "embedding": generation.embedding,
                "collection": generation.collection, "suspicious": flag_chunks(chunks)}
        index = SearchIndex(chunks, Bm25Index.build(runbook_terms(chunks, tokens)), None, embeddings, embedded, info,
                            generation=generation.gen, lease=lease)
    except MemoryError as exc:
        raise OutOfMemory(MSG["memory_error"]) from exc
    finally:
        store.close()
    if chunks:
        attach_vectorstore(index, settings)
    return index


def index_exists(settings: Settings) -> bool:
    """True when a served generation with at least one chunk is on disk."""
    if not (Path(settings.chroma_db_path) / STORE_FILE).exists():
        return False
    store = IndexStore(settings.chroma_db_path)
    try:
        return store.counts(store.current_gen())["chunks"] > 0
    finally:
        store.close()


def initialize_system(settings: Settings, *, embeddings: CachedEmbeddings | None = None, progress: Progress | None = None,
                      wait: bool = True, only_if_missing: bool = False) -> tuple[SearchIndex, UpdateReport | None]:
    """Spec §8.3: update the index from the data folder (or only build one when there is none), then open it.

    Returns the opened index and the update's report (None when nothing was updated).
    """
    embeddings = embeddings or embeddings_for(settings)
    report = None
    if not only_if_missing or not index_exists(settings):
        report = update_index(settings, embeddings=embeddings, progress=progress, wait=wait)
    return open_index(settings, embeddings), report


def print_progress(stage: str, done: int, total: int, detail: str) -> None:
    """Progress of command-line tools, on stderr so that stdout stays machine-readable."""
    print(f"[{stage}] {done}/{total} {detail}", file=sys.stderr, flush=True)


def error_message(exc: Exception) -> str:
    """The operator's message for an index error."""
    return MSG["index_busy"] if isinstance(exc, IndexBusy) else str(exc)


def prepare_index(settings: Settings, *, embeddings: CachedEmbeddings | None = None,
                  only_if_missing: bool = False, show_progress: bool = True) -> SearchIndex | None:
    """For command-line tools: update the index (or build it only when there is none), then open it.

    Progress (when `show_progress`) and any error go to stderr; None after an error.
    """
    try:
        return initialize_system(settings, embeddings=embeddings, progress=print_progress if show_progress else None,
                                 only_if_missing=only_if_missing)[0]
    except (AppError, IndexBusy) as exc:
        print(error_message(exc), file=sys.stderr)
        return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build or update the runbook index.")
    parser.add_argument("--data", help="runbook folder (DATA_FOLDER); must lie under DATA_ROOTS")
    parser.add_argument("--db", help="index folder (CHROMA_DB_PATH)")
    parser.add_argument("--rebuild", action="store_true", help="re-chunk every file (vectors come from the cache)")
    parser.add_argument("--no-wait", action="store_true", help="return once BM25 is ready; vectors fill on the next run or in the app")
    parser.add_argument("--json", action="store_true", help="print exactly one JSON object on stdout")
    parser.add_argument("--lock-timeout", type=float, default=INDEX_LOCK_WAIT_SEC,
                        help="seconds to wait while another update holds the index (default %(default).0f)")
    parser.add_argument("--team", help="build this team's own index from its folder (TEAMS_FILE)")
    from data_folders import check_flag_folder
    from logger import add_verbosity_flags, configure_logging, verbosity
    from teams import load_teams, team_settings

    add_verbosity_flags(parser)
    args = parser.parse_args(argv)
    settings = load_settings(data_folder=args.data, chroma_db_path=args.db)
    configure_logging(settings.rag_debug_log_enabled, level=verbosity(args), masking=settings.masking)

    try:
        config = load_teams(settings)
        if not config.configured:
            check_flag_folder(args.data)  # with teams, team_settings checks --data against the team's folders
        team = args.team or next(iter(config.teams))
        if args.team is None and len(config.teams) > 1:
            raise AppError(MSG["team_required"].format(known=", ".join(sorted(config.teams))))
        settings = team_settings(settings, config, team, args.data)
        report = update_index(settings, rebuild=args.rebuild, wait=not args.no_wait, progress=print_progress,
                              lock_wait=args.lock_timeout, on_lock_wait=lambda: print(
                                  MSG["index_waiting"].format(seconds=args.lock_timeout), file=sys.stderr, flush=True))
    except (AppError, IndexBusy) as exc:
        message = error_message(exc)
        print(json.dumps({"error": message}, ensure_ascii=False) if args.json else message)
        return 2
    if args.json:
        print(json.dumps(asdict(report), ensure_ascii=False))
    else:
        print(f"files={report.files} chunks={report.chunks} embedded={report.embedded} added={report.added} "
              f"updated={report.updated} removed={report.removed} unchanged={report.unchanged} "
              f"errors={len(report.errors)} seconds={report.seconds} embedding={report.embedding}")
        for error in report.errors:
            print(f"  skipped {error['file']}: {error['error']}")
        for passage in report.suspicious:
            print(f"  {MSG['suspicious_instruction']}: {passage['file']} > {passage['heading']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

