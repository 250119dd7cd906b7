"""Index-generation benchmark: what an update next to a serving app costs, on a real corpus.

    python eval/benchmark_generations.py --data ../shared/corpus/soc-ja --data ../shared/corpus/soc-en [--json]

The folders are copied to a temporary directory (one file gets changed there). Vectors come from
a deterministic 384-dimensional fake embedding, so the figures are those of the index machinery
(chunking, copying a generation's rows and vectors, publishing, reopening), not of a model:
1. first build; 2. a reader opening the served generation (rows + BM25 + collection);
3. an update with nothing changed; 4. an update with one changed file (a new generation: rows and
vectors of unchanged files copied); 5. `--rebuild`; 6. the per-question generation check.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from langchain_core.embeddings import DeterministicFakeEmbedding  # noqa: E402

from embeddings import CachedEmbeddings  # noqa: E402
from index_store import read_current_gen  # noqa: E402
from initialize import open_index, update_index  # noqa: E402
from settings import load_settings  # noqa: E402


def timed(fn):
    started = time.perf_counter()
    value = fn()
    return value, round(time.perf_counter() - started, 3)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", action="append", required=True, help="a runbook folder (repeatable)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        for folder in args.data:
            shutil.copytree(folder, data / Path(folder).name)
        settings = load_settings(env={}, dotenv_path=None, data_folder=str(data), chroma_db_path=f"{tmp}/db",
                                 logs_folder=f"{tmp}/logs")
        embeddings = CachedEmbeddings(DeterministicFakeEmbedding(size=384), "fake:deterministic-384", f"{tmp}/cache.sqlite")
        figures: dict = {}
        first, figures["first_build_s"] = timed(lambda: update_index(settings, embeddings=embeddings))
        figures.update(files=first.files, chunks=first.chunks)
        _, figures["reader_open_s"] = timed(lambda: open_index(settings, embeddings))
        _, figures["update_nothing_changed_s"] = timed(lambda: update_index(settings, embeddings=embeddings))
        changed = sorted(data.rglob("*.md"))[0]
        changed.write_text(changed.read_text(encoding="utf-8") + "\n## 追記\n変更後の手順。\n", encoding="utf-8")
        report, figures["update_one_file_changed_s"] = timed(lambda: update_index(settings, embeddings=embeddings))
        figures["update_one_file_report"] = {k: getattr(report, k) for k in ("added", "updated", "unchanged", "chunks",
                                                                             "embedded")}
        _, figures["rebuild_s"] = timed(lambda: update_index(settings, rebuild=True, embeddings=embeddings))
        checks = 1000
        _, seconds = timed(lambda: [read_current_gen(settings.chroma_db_path) for _ in range(checks)])
        figures["generation_check_ms"] = round(seconds / checks * 1000, 3)
    if args.json:
        print(json.dumps(figures, ensure_ascii=False))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
