"""Masking and AI-address detection: how much is caught, how much ordinary text is left alone.

    python eval/benchmark_hostile_input.py [--corpus ../shared/corpus] [--jsquad ../shared/datasets/jsquad-valid-v1.3.json] [--json]

Figures per part of eval/hostile_cases.json ('tuning': written while writing the rules;
'held_out': written afterwards, never tuned on), plus the share of ordinary text changed or
flagged: the evaluation questions, the runbook corpus (Markdown; looked at while tuning) and JSQuAD
contexts and questions (never looked at while tuning). Parts that are absent are skipped.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from injection import addresses_ai  # noqa: E402
from masking import mask_secrets  # noqa: E402


def case_figures(cases: dict) -> dict:
    """Recall and precision figures of one part of the hand-written cases, with the misses listed."""
    missed = [text for text, secret in cases["secrets"] if secret in mask_secrets(text)]
    over = [text for text in cases["readable"] if mask_secrets(text) != text]
    undetected = [text for text in cases["addresses_ai"] if not addresses_ai(text)]
    false_flags = [text for text in cases["addresses_reader"] if addresses_ai(text)]
    return {
        "secrets_masked": f"{len(cases['secrets']) - len(missed)}/{len(cases['secrets'])}",
        "readable_kept": f"{len(cases['readable']) - len(over)}/{len(cases['readable'])}",
        "ai_address_detected": f"{len(cases['addresses_ai']) - len(undetected)}/{len(cases['addresses_ai'])}",
        "reader_text_flagged": f"{len(false_flags)}/{len(cases['addresses_reader'])}",
        "misses": missed + over + undetected + false_flags,
    }


def text_figures(texts: list[str]) -> dict:
    """How many ordinary texts masking would change and detection would flag."""
    return {"texts": len(texts), "masked": sum(mask_secrets(t) != t for t in texts),
            "flagged": sum(addresses_ai(t) for t in texts)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", default=str(ROOT.parent / "shared" / "corpus"))
    parser.add_argument("--jsquad", default=str(ROOT.parent / "shared" / "datasets" / "jsquad-valid-v1.3.json"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    cases = json.loads((ROOT / "eval" / "hostile_cases.json").read_text(encoding="utf-8"))
    out: dict = {part: case_figures(cases[part]) for part in ("tuning", "held_out")}
    dataset = json.loads((ROOT / "eval" / "eval_dataset.json").read_text(encoding="utf-8"))
    out["evaluation_questions"] = text_figures([case["query"] for case in dataset["test_cases"]])
    corpus = Path(args.corpus)
    if corpus.is_dir():
        out["corpus_markdown_files"] = text_figures(
            [p.read_text(encoding="utf-8", errors="replace") for p in sorted(corpus.rglob("*.md"))])
    jsquad = Path(args.jsquad)
    if jsquad.is_file():
        data = json.loads(jsquad.read_text(encoding="utf-8"))["data"]
        paragraphs = [p for article in data for p in article["paragraphs"]]
        out["jsquad_contexts"] = text_figures([p["context"] for p in paragraphs])
        out["jsquad_questions"] = text_figures([qa["question"] for p in paragraphs for qa in p["qas"]])
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        for name, figures in out.items():
            print(name, " ".join(f"{k}={v}" for k, v in figures.items() if k != "misses"))
            for miss in figures.get("misses", []):
                print(f"    miss: {miss!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
