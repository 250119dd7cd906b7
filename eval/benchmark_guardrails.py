"""Guardrail benchmark on `eval/guardrail_labels.json`, tune and held-out parts reported separately.

    python eval/benchmark_guardrails.py [--errors] [--json]

Destructive requests (`guardrails.dangerous_operation_reasons` on the question, with the e5 vector
the app computes once for retrieval, and without it): precision, recall, false-alarm rate on
look-alikes and detection questions, and the share of ordinary questions flagged. Vague questions
(`guardrails.detect_ambiguous_query`): recall without history, the share of ordinary questions
flagged, and the share of vague questions still flagged when there is history (they are follow-ups
then). The issue-4 question + answer pair sets (tests/data) are scored too, as written
for the previous matcher and never tuned on here. Latency: median and p95 time the detectors add to
one question (its danger check with a runbook-sized answer, and the vague check), the embedding
excluded (it is shared with retrieval). The blind batches already read once (`eval/guardrail_blind_batches.json`)
are reported as `batches`. `--errors` lists the mistakes of the tuning parts only (tune, soc-tune, batches): the
held-out and fresh parts are reported, never inspected for tuning.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

import numpy as np

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(REPO_ROOT / "eval"))

from guardrails import dangerous_operation_reasons, detect_ambiguous_query  # noqa: E402
from train_guardrails import LABELS, SOC_SET, embed_queries, load_labels, soc_questions  # noqa: E402

LOOKALIKES = ("detection_question", "benign_lookalike")
# Written after the shipped model was fixed and measured once: a third part no tuning has seen.
FRESH = REPO_ROOT / "eval" / "guardrail_fresh.json"
# Blind batches after their one independent read: tuning material for rules, never in the model's fit.
BATCHES = REPO_ROOT / "eval" / "guardrail_blind_batches.json"
# Question + answer pairs labelled for the previous keyword matcher (issue 4): never tuned on here.
PAIR_SETS = [REPO_ROOT / "tests" / "data" / "dangerous_cases.json", REPO_ROOT / "tests" / "data" / "dangerous_cases_heldout.json"]


def rate(hits: int, total: int) -> float:
    return round(hits / total, 4) if total else 0.0


def danger_figures(items: list[dict], flagged: list[bool]) -> dict:
    by_class = {}
    for item, flag in zip(items, flagged):
        by_class.setdefault(item["class"], []).append(flag)
    positives = by_class.get("destructive_request", [])
    lookalikes = [f for c in LOOKALIKES for f in by_class.get(c, [])]
    ordinary = by_class.get("ordinary", [])
    tp, fp = sum(positives), sum(lookalikes) + sum(ordinary)
    return {"destructive": len(positives), "recall": rate(tp, len(positives)), "precision": rate(tp, tp + fp),
            "false_alarm_lookalikes": rate(sum(lookalikes), len(lookalikes)), "lookalikes": len(lookalikes),
            **{f"false_alarm_{c}": rate(sum(by_class.get(c, [])), len(by_class.get(c, []))) for c in LOOKALIKES},
            "ordinary_flagged": rate(sum(ordinary), len(ordinary))}


def vague_figures(items: list[dict], vectors: list | None = None) -> dict:
    """Vague recall and ordinary questions flagged as the app judges a first question (with its e5
    vector when `vectors` are given, by the word rule alone otherwise), and vague ones with history."""
    vectors = vectors or [None] * len(items)
    judged = [detect_ambiguous_query(it["query"], query_vector=v) for it, v in zip(items, vectors)]
    vague = [it for it in items if it["class"] == "vague"]
    ordinary = [it for it in items if it["class"] in ("ordinary",)]
    return {"vague": len(vague),
            "vague_recall": rate(sum(j for it, j in zip(items, judged) if it["class"] == "vague"), len(vague)),
            "ordinary_flagged": rate(sum(j for it, j in zip(items, judged) if it["class"] == "ordinary"), len(ordinary)),
            "vague_flagged_with_history": rate(sum(detect_ambiguous_query(it["query"], has_history=True)
                                                   for it in vague), len(vague))}


def pair_set_figures(path: Path) -> dict:
    """Precision and recall of the banner (question and answer judged, lexical question model) on one pair set."""
    cases = json.loads(path.read_text(encoding="utf-8"))
    flagged = [bool(dangerous_operation_reasons(c["query"], c["answer"])) for c in cases]
    tp = sum(f and c["dangerous"] for f, c in zip(flagged, cases))
    fp = sum(f and not c["dangerous"] for f, c in zip(flagged, cases))
    return {"items": len(cases), "dangerous": sum(c["dangerous"] for c in cases), "precision": rate(tp, tp + fp),
            "recall": rate(tp, sum(c["dangerous"] for c in cases))}


def timed(fn, *args, **kwargs) -> tuple[float, float]:
    """Wall-clock and CPU milliseconds of one call (on a shared machine the CPU time is the detector's own cost)."""
    wall, cpu = time.perf_counter(), time.thread_time()
    fn(*args, **kwargs)
    return (time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--labels", type=Path, default=LABELS)
    parser.add_argument("--vector-cache", type=Path, default=Path("/tmp/guardrail_vectors.npz"))
    parser.add_argument("--errors", action="store_true", help="list the tune part's mistakes")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    items = load_labels(args.labels)
    if FRESH.exists():
        items += [dict(it, split="fresh") for it in json.loads(FRESH.read_text(encoding="utf-8"))["items"]]
    parts = ("tune", "heldout") + (("fresh",) if FRESH.exists() else ())
    if BATCHES.exists():
        items += [dict(it, split="batches") for it in json.loads(BATCHES.read_text(encoding="utf-8"))["items"]]
        parts += ("batches",)
    # The SOC set's first-turn questions as operators ask them next to the runbooks: the dev half is in the
    # danger model's fit and in the nearest-examples memory (in-sample figures), the test half never tuned on.
    items += [dict(it, split=f"soc-{it['split']}") for half in ("dev", "test") for it in soc_questions(SOC_SET, half)]
    parts += ("soc-tune", "soc-heldout")
    vectors = embed_queries([it["query"] for it in items], args.vector_cache)
    dangerous_operation_reasons("warm-up", "")  # janome's dictionary and the weights load once per process
    # Each question is timed with an answer-sized piece (1,500 characters) of the sample runbooks as its
    # answer, best of 3 runs (the machine is shared; the minimum is the detector's own cost).
    pieces = [text[i:i + 1500] for f in sorted((REPO_ROOT / "data").rglob("*.md"))
              for text in [f.read_text(encoding="utf-8")] for i in range(0, len(text), 1500)]
    report, latencies, errors = {}, [], []
    for split in parts:
        part = [(it, v) for it, v in zip(items, vectors) if it["split"] == split]
        with_vector, lexical_only = [], []
        for item, vector in part:
            reasons = dangerous_operation_reasons(item["query"], "", query_vector=vector.tolist())
            answer = pieces[len(latencies) % len(pieces)] if pieces else ""
            runs = [np.add(timed(dangerous_operation_reasons, item["query"], answer, query_vector=vector.tolist()),
                           timed(detect_ambiguous_query, item["query"], query_vector=vector.tolist()))
                    for _ in range(3)]
            latencies.append(min(runs, key=lambda r: r[0]))
            with_vector.append(bool(reasons))
            lexical_only.append(bool(dangerous_operation_reasons(item["query"], "")))
            expected = item["class"] == "destructive_request"
            for mode, flagged in (("e5", with_vector[-1]), ("lexical only", lexical_only[-1])):
                if split in ("tune", "soc-tune", "batches") and item["class"] != "vague" and flagged != expected:
                    errors.append(f"  {item['id']} {item['class']} ({mode}): flagged={flagged} {item['query']}")
            if split == "tune" and (item["class"] in ("vague", "ordinary")) and \
                    detect_ambiguous_query(item["query"], query_vector=vector.tolist()) != (item["class"] == "vague"):
                errors.append(f"  {item['id']} {item['class']}: ambiguous={item['class'] != 'vague'} {item['query']}")
        report[split] = {"danger_e5": danger_figures([it for it, _ in part], with_vector),
                         "danger_lexical_only": danger_figures([it for it, _ in part], lexical_only),
                         "vague": vague_figures([it for it, _ in part], [v.tolist() for _, v in part]),
                         "vague_words_only": vague_figures([it for it, _ in part])}
    report["pair_sets"] = {p.name: pair_set_figures(p) for p in PAIR_SETS if p.exists()}

    wall, cpu = np.array(latencies).T
    report["latency_ms"] = {"median": round(float(np.median(wall)), 2), "p95": round(float(np.percentile(wall, 95)), 2),
                            "cpu_median": round(float(np.median(cpu)), 2), "cpu_p95": round(float(np.percentile(cpu, 95)), 2),
                            "questions": len(latencies), "load_average": round(os.getloadavg()[0], 1)}
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=1))
    else:
        for split in parts:
            for mode in ("danger_e5", "danger_lexical_only"):
                f = report[split][mode]
                print(f"{split:11} {mode:20} destructive {f['destructive']:3}  recall {f['recall']:.3f}  precision "
                      f"{f['precision']:.3f}  false alarms {f['false_alarm_lookalikes']:.3f} of {f['lookalikes']} "
                      f"(detection {f['false_alarm_detection_question']:.3f}, benign "
                      f"{f['false_alarm_benign_lookalike']:.3f})  ordinary flagged {f['ordinary_flagged']:.3f}")
            for mode, label in (("vague", "vague (e5 + words)"), ("vague_words_only", "vague (words only)")):
                v = report[split][mode]
                print(f"{split:11} {label:20} recall {v['vague_recall']:.3f} of {v['vague']}  ordinary flagged "
                      f"{v['ordinary_flagged']:.3f}  vague flagged with history {v['vague_flagged_with_history']:.3f}")
        for name, f in report["pair_sets"].items():
            print(f"{name}: {f['items']} question+answer pairs ({f['dangerous']} dangerous)  precision "
                  f"{f['precision']:.3f}  recall {f['recall']:.3f}")
        lat = report["latency_ms"]
        print(f"added latency per question (danger on question and answer + vague, embedding excluded): median {lat['median']} ms, "
              f"p95 {lat['p95']} ms; CPU time median {lat['cpu_median']} ms, p95 {lat['cpu_p95']} ms; "
              f"{lat['questions']} questions (load average {lat['load_average']})")
    if args.errors:
        print("tune-part mistakes:")
        print("\n".join(errors) or "  none")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
