"""Building / updating / opening the hybrid index (reading the files is loading.py's job).

`python initialize.py [--data DIR] [--db DIR] [--rebuild] [--no-wait] [--json]` builds or updates
the index from the command line.
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

from constants import EMBED_BATCH_SIZE, HNSW_EF_CONSTRUCTION, HNSW_EF_SEARCH, INDEX_FORMAT, MSG
from embeddings import CachedEmbeddings, make_embeddings
from index_store import IndexBusy, IndexStore, rebuild_lock
from injection import flag_chunks
from loading import AppError, chunk_document, file_error, load_document, scan_runbooks
from retriever import Bm25Index, SearchIndex, tokenize
from settings import Settings, load_settings
from utils import sha256_hex

log = logging.getLogger(__name__)

Progress = Callable[[str, int, int, str], None]
"""progress(stage, done, total, detail): stage is "files" or "vectors"."""


class IndexMismatch(AppError):
    """The index was built with another embedding model; similarities would be wrong."""


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


def chroma_client(settings: Settings):
    """A chromadb client: HttpClient when CHROMA_HOST is set, else PersistentClient under the db dir."""
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    chroma_settings = ChromaSettings(anonymized_telemetry=False)
    if settings.chroma_host:
        return chromadb.HttpClient(host=settings.chroma_host, port=settings.chroma_port, settings=chroma_settings)
    return chromadb.PersistentClient(path=str(Path(settings.chroma_db_path) / "chroma"), settings=chroma_settings)


def open_vectorstore(settings: Settings, embeddings: CachedEmbeddings, client=None):
    """The configured collection (`security_runbooks`; one per team), cosine space, with our own embeddings (never Chroma's default)."""
    from langchain_chroma import Chroma

    return Chroma(
        collection_name=settings.collection_name,
        embedding_function=embeddings,
        client=client or chroma_client(settings),
        collection_configuration={"hnsw": {"space": "cosine", "ef_search": HNSW_EF_SEARCH,
                                           "ef_construction": HNSW_EF_CONSTRUCTION}},
    )


def embeddings_for(settings: Settings) -> CachedEmbeddings:
    return make_embeddings(settings.embedding_provider, settings.embedding_model, api_key=settings.openai_api_key,
                           base_url=settings.openai_base_url, num_threads=settings.embed_threads,
                           cache_path=settings.cache_path)


def check_embedding_model(store: IndexStore, model_id: str) -> None:
    """Raise IndexMismatch when the index's vectors come from another embedding model."""
    built = store.get_meta("embedding")
    if built and built != model_id:
        raise IndexMismatch(MSG["index_mismatch"].format(built=built, current=model_id))


def update_index(settings: Settings, *, rebuild: bool = False, wait: bool = True, progress: Progress | None = None,
                 embeddings: CachedEmbeddings | None = None, on_vectors: Callable[[frozenset[str]], None] | None = None) -> UpdateReport:
    """Bring the index in line with the data folder: re-chunk new and changed files, drop deleted ones.

    Chunks and BM25 tokens are committed first (searchable at once); with `wait`, vectors are then
    filled in batches. `rebuild` re-chunks everything (vectors come back from the embedding cache).
    Raises DataFolderError (index untouched), IndexBusy, or IndexMismatch (unless `rebuild`).
    """
    started = time.monotonic()
    progress = progress or (lambda *_: None)
    report = UpdateReport()
    with rebuild_lock(settings.chroma_db_path):
        paths, report.errors = scan_runbooks(settings.data_folder)
        store = IndexStore(settings.chroma_db_path)
        try:
            # A new chunk format (INDEX_FORMAT: chunk metadata the search relies on) re-chunks like a new size.
            chunk_config = f"{settings.chunk_size}/{settings.chunk_overlap}/v{INDEX_FORMAT}"
            embeddings = embeddings or embeddings_for(settings)
            if not rebuild:
                check_embedding_model(store, embeddings.model_id)
            vectorstore = open_vectorstore(settings, embeddings)
            if rebuild or store.get_meta("chunking") != chunk_config:
                store.clear()
                vectorstore.reset_collection()
            store.set_meta(embedding=embeddings.model_id, chunking=chunk_config)
            known = store.file_hashes()
            seen: set[str] = set()
            now = datetime.now().isoformat(timespec="seconds")
            for i, path in enumerate(paths, start=1):
                file = path.relative_to(settings.data_folder).as_posix()
                seen.add(file)
                progress("files", i, len(paths), file)
                try:
                    file_hash = sha256_hex(path.read_bytes())
                    if known.get(file) == file_hash:
                        report.unchanged += 1
                        continue
                    chunks = chunk_document(load_document(path, settings.data_folder), settings.chunk_size, settings.chunk_overlap)
                except (ValueError, OSError) as exc:
                    report.errors.append(file_error(path, settings.data_folder, exc))
                    continue
                report.suspicious += flag_chunks(chunks)
                if file in known:
                    vectorstore.delete(where={"file": file})
                    report.updated += 1
                else:
                    report.added += 1
                store.replace_file(file, file_hash, chunks, [tokenize(c.text) for c in chunks], now)
            # Deleted files lose their chunks; so does a file that can no longer be read, so that
            # stale text is never cited as if it were the current runbook.
            failed = {e["file"] for e in report.errors}
            gone = sorted((set(known) - seen) | (set(known) & failed))
            for file in gone:
                vectorstore.delete(where={"file": file})
            store.remove_files(gone)
            report.removed = len(set(known) - seen)
            store.set_meta(last_built=now)
            remove_orphan_vectors(store, vectorstore)
            if wait:
                fill_vectors(store, vectorstore, progress=progress, on_vectors=on_vectors)
            report.files, report.chunks, report.embedded = (store.counts()[k] for k in ("files", "chunks", "embedded"))
            report.embedding = embeddings.model_id
        finally:
            store.close()
    report.seconds = round(time.monotonic() - started, 3)
    return report


def remove_orphan_vectors(store: IndexStore, vectorstore) -> int:
    """Delete vectors whose chunk no longer exists (left by a rebuild killed between two steps)."""
    stored = set(vectorstore.get(include=[])["ids"])
    orphans = sorted(stored - store.chunk_ids())
    for start in range(0, len(orphans), 1000):
        vectorstore.delete(ids=orphans[start:start + 1000])
    return len(orphans)


def fill_vectors(store: IndexStore, vectorstore, *, progress: Progress | None = None, batch_size: int = EMBED_BATCH_SIZE,
                 on_vectors: Callable[[frozenset[str]], None] | None = None, stop: Callable[[], bool] = lambda: False) -> int:
    """Embed chunks still without a vector, batch by batch, marking each batch once it is stored.

    Resumable: a kill loses at most the batch in flight, and the embedding cache makes redoing it
    cheap. `on_vectors` receives the ids of each batch once they are stored.
    """
    progress = progress or (lambda *_: None)
    counts = store.counts()
    total, done = counts["chunks"], counts["embedded"]
    started, first_done = time.monotonic(), done
    filled = 0
    while not stop():
        batch = store.pending(batch_size)
        if not batch:
            break
        vectorstore.add_texts([c.text for c in batch], metadatas=[c.metadata() for c in batch],
                              ids=[c.chunk_id for c in batch])
        store.mark_embedded([c.chunk_id for c in batch])
        filled += len(batch)
        done += len(batch)
        rate = (done - first_done) / max(time.monotonic() - started, 1e-9)
        eta = (total - done) / rate if rate else 0.0
        progress("vectors", done, total, f"{rate:.1f} chunks/s, ETA {eta:.0f}s")
        if on_vectors:
            on_vectors(frozenset(c.chunk_id for c in batch))
    return filled


def open_index(settings: Settings, embeddings: CachedEmbeddings | None = None) -> SearchIndex:
    """Load the persisted index: BM25 from stored tokens (no re-tokenising), vectors from Chroma."""
    embeddings = embeddings or embeddings_for(settings)
    store = IndexStore(settings.chroma_db_path)
    try:
        check_embedding_model(store, embeddings.model_id)
        chunks, tokens, embedded = store.load()
        info = {**store.counts(), "last_built": store.get_meta("last_built"), "embedding": store.get_meta("embedding"),
                "suspicious": flag_chunks(chunks)}
    finally:
        store.close()
    vectorstore = open_vectorstore(settings, embeddings) if chunks else None
    return SearchIndex(chunks, Bm25Index.build(tokens), vectorstore, embeddings, embedded, info)


def index_exists(settings: Settings) -> bool:
    """True when an index with at least one chunk is on disk."""
    if not (Path(settings.chroma_db_path) / "index.sqlite").exists():
        return False
    store = IndexStore(settings.chroma_db_path)
    try:
        return store.counts()["chunks"] > 0
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
        report = update_index(settings, rebuild=args.rebuild, wait=not args.no_wait, progress=print_progress)
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

