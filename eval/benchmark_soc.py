"""SOC benchmark: the operator-phrased development set over the real public runbooks (issue 9).

For each case of eval/soc_dev.json it asks `handle_query` exactly as the app does (offline,
bundled model; follow-ups replay their earlier questions to build a real history) and prints, per
category and for the tuning (dev) and report (test) halves separately: file hit@1 / hit@4 over
the search results, refusal rate, false-refusal rate, the share of answers holding all their
expected facts, the follow-up hit rate, query latency p50 / p95, and how many answered first
questions that ask for nothing destructive get the danger banner from their answer alone (a count,
not a precision: a quoted step that shuts a host down should raise it).

    python eval/benchmark_soc.py --data ../shared/corpus --db /path/to/index [--split dev] [--out rows.json]

The index is built (or updated) on first use; keep `--db` outside the repo and reuse it.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import time
import unicodedata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from answering import handle_query  # noqa: E402
from danger import judge_answer, judge_question  # noqa: E402
from initialize import index_exists, open_index, prepare_index  # noqa: E402
from settings import load_settings  # noqa: E402

DEFAULT_DATASET = Path(__file__).resolve().parent / "soc_dev.json"
CATEGORIES = ("ja_paraphrase", "en", "ja_to_en", "en_to_ja", "pdf_only", "near_miss", "follow_up")


# Whitespace next to a Japanese character is a PDF's layout ("3 年間"), not a word break.
_JA_SPACE = re.compile(r"\s+(?=[\u3040-\u30ff\u3400-\u9fff])|(?<=[\u3040-\u30ff\u3400-\u9fff])\s+")


def normalized(text: str) -> str:
    """NFKC, case-folded, without whitespace next to a Japanese character and with other runs of
    whitespace as one space (a PDF's line break inside "within minutes")."""
    return re.sub(r"\s+", " ", _JA_SPACE.sub("", unicodedata.normalize("NFKC", text or "").casefold()))


def fact_present(fact: str, answer: str) -> bool:
    """A fact "a|b" is present when any alternative occurs in the answer (`normalized`)."""
    text = normalized(answer)
    return any(normalized(alt) in text for alt in fact.split("|") if alt)


def quoted_passages(answer: str) -> set[str]:
    """The quoted lines of an extractive answer (to tell whether a follow-up repeats them)."""
    return {line.strip() for line in answer.splitlines() if line.startswith("> ") and len(line.strip()) > 12}


def run_case(case: dict, index, settings) -> dict:
    """Ask one case (replaying a follow-up's conversation first) and measure it."""
    history: list[dict] = []
    previous_answer = ""
    for turn in case.get("conversation_context") or []:
        if turn.get("role") != "user":
            continue
        earlier = handle_query(turn["content"], index=index, settings=settings, history=history)
        history += [{"role": "user", "content": turn["content"]},
                    {"role": "assistant", "content": earlier.answer, "sources": earlier.quoted}]
        previous_answer = earlier.answer
    started = time.perf_counter()
    result = handle_query(case["query"], index=index, settings=settings, history=history)
    latency = time.perf_counter() - started
    expected = set(case.get("expected_citations") or []) | set(case.get("acceptable_citations") or [])
    files = [h["file"] for h in result.search_results]
    refused = result.flags["insufficient_evidence"] or result.flags["ambiguous_query"]
    facts = case.get("expected_keywords") or []
    row = {
        "id": case["id"], "split": case.get("split"), "category": case["soc_category"], "query": case["query"],
        "hit1": bool(files[:1]) and files[0] in expected, "hit4": bool(expected & set(files[:4])),
        "refused": refused, "answerable": bool(expected), "latency": latency,
        "facts_all": bool(facts) and not refused and all(fact_present(f, result.answer) for f in facts),
        "files": files[:4], "evidence": [h.get("evidence") for h in result.search_results[:4]],
        "refusal": result.refusal, "answer_chars": 0 if refused else len(result.answer),
    }
    if not case.get("conversation_context") and not refused:
        # Did the answer alone raise the banner for a question that does not ask for a destructive act?
        vector = index.embeddings.embed_query(case["query"]) if index.vector_ready else None
        row["answer_banner"] = judge_answer(result.answer).dangerous and not judge_question(case["query"], vector).dangerous
    if case.get("follow_up_kind") == "next_step":
        row["repeats_previous"] = bool(quoted_passages(previous_answer) & quoted_passages(result.answer))
    return row


def rate(rows: list[dict], key: str) -> str:
    return f"{sum(r[key] for r in rows) / len(rows):.3f}" if rows else "  -  "


def summarize(rows: list[dict], label: str) -> list[str]:
    """One line per category plus a total, for one split."""
    lines = [f"== {label} ({len(rows)} questions)",
             f"{'category':<14}{'n':>4}{'hit@1':>8}{'hit@4':>8}{'refused':>9}{'facts':>8}{'repeat':>8}"]
    for category in CATEGORIES + ("answerable",):
        part = [r for r in rows if (r["answerable"] if category == "answerable" else r["category"] == category)]
        if not part:
            continue
        answerable = [r for r in part if r["answerable"]]
        repeats = [r for r in part if "repeats_previous" in r]
        lines.append(f"{category:<14}{len(part):>4}{rate(answerable, 'hit1'):>8}{rate(answerable, 'hit4'):>8}"
                     f"{rate(part, 'refused'):>9}{rate(answerable, 'facts_all'):>8}"
                     f"{rate(repeats, 'repeats_previous') if repeats else '  -  ':>8}")
    latencies = sorted(r["latency"] for r in rows)
    if latencies:
        p95 = latencies[min(len(latencies) - 1, int(0.95 * len(latencies)))]
        lines.append(f"latency p50 {statistics.median(latencies) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms")
    banners = [r for r in rows if "answer_banner" in r]
    if banners:
        lines.append(f"answer-only banners (answered first questions) {sum(r['answer_banner'] for r in banners)} "
                     f"of {len(banners)}")
    lengths = sorted(r["answer_chars"] for r in rows if r["answerable"] and not r["refused"])
    if lengths:
        lines.append(f"answer length (answered, characters) median {statistics.median(lengths):.0f}, "
                     f"p90 {lengths[int(0.9 * (len(lengths) - 1))]}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", default=str(DEFAULT_DATASET))
    parser.add_argument("--data", default="../shared/corpus",
                        help="runbook folder; paths in the dataset are relative to it (soc-ja/, soc-en/, pdf/)")
    parser.add_argument("--db", required=True, help="index folder (built on first use)")
    parser.add_argument("--split", choices=("dev", "test"), help="only this half (default: both, reported apart)")
    parser.add_argument("--category", choices=CATEGORIES)
    parser.add_argument("--out", help="write per-question rows as JSON")
    args = parser.parse_args(argv)
    cases = json.loads(Path(args.dataset).read_text(encoding="utf-8"))["test_cases"]
    cases = [c for c in cases if (not args.split or c.get("split") == args.split)
             and (not args.category or c["soc_category"] == args.category)]
    logs = tempfile.mkdtemp(prefix="soc-bench-logs-")
    settings = load_settings(dotenv_path=None, data_folder=args.data, chroma_db_path=args.db, logs_folder=logs,
                             openai_api_key="", openai_base_url="", rag_debug_log_enabled=False)
    index = open_index(settings) if index_exists(settings) else prepare_index(settings)
    if index is None:
        return 1
    rows = [run_case(case, index, settings) for case in cases]
    for split in ("dev", "test"):
        part = [r for r in rows if r["split"] == split]
        if part:
            label = "dev (tuning half)" if split == "dev" else "test (report half, never tuned on)"
            print("\n".join(summarize(part, label)))
    if args.out:
        Path(args.out).write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
