"""Typo benchmark: does the typo rule (spelling.py) read misspellings as the runbooks' words and leave
product names alone? Over `eval/typo_labels.json`, each word asked in its sentence templates, against
an index's vocabulary, for the tuning part and the held-out part separately:

- names: how many the unknown-name check flags (the others are in the runbooks or are English), and
  how many of those the typo rule reads as a runbook word (each one a near miss that would be answered);
- typos: how many are flagged, read as the intended word, read as another word, or left as names.

    python eval/benchmark_typos.py --data ../shared/corpus --db /path/to/index
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from evidence import unknown_names  # noqa: E402
from initialize import index_exists, open_index, prepare_index  # noqa: E402
from settings import load_settings  # noqa: E402
from spelling import typo_corrections  # noqa: E402

LABELS = Path(__file__).resolve().parent / "typo_labels.json"


def parts(items: list) -> dict[str, list]:
    """The fixed split: even positions tune, odd positions are held out."""
    return {"tune": items[0::2], "held-out": items[1::2]}


def name_rows(names: list[str], templates: list[str], bm25) -> list[dict]:
    rows = []
    for name in names:
        for template in templates:
            question = template.format(word=name)
            flagged = name.lower() in unknown_names(question, bm25.vocabulary)
            fixes = typo_corrections(question, bm25)
            rows.append({"word": name, "question": question, "flagged": flagged, "read_as": fixes.get(name.lower())})
    return rows


def typo_rows(typos: list[list[str]], templates: list[str], bm25) -> list[dict]:
    rows = []
    for typed, intended in typos:
        for template in templates:
            question = template.format(word=typed)
            fixes = typo_corrections(question, bm25)
            rows.append({"word": typed, "intended": intended, "question": question, "known": intended in bm25.vocabulary,
                         "flagged": typed in unknown_names(question, bm25.vocabulary), "read_as": fixes.get(typed)})
    return rows


def summary(names: list[dict], typos: list[dict]) -> str:
    flagged = [r for r in names if r["flagged"]]
    misread = [r for r in flagged if r["read_as"]]
    askable = [r for r in typos if r["known"] and r["flagged"]]
    right = sum(1 for r in askable if r["read_as"] == r["intended"])
    wrong = sum(1 for r in askable if r["read_as"] and r["read_as"] != r["intended"])
    pairs = ", ".join(sorted({f"{r['word']}->{r['read_as']}" for r in misread})) or "none"
    return (f"names: {len(flagged)} of {len(names)} flagged, {len(misread)} of them read as a runbook word ({pairs})\n"
            f"typos: {len(askable)} flagged with the intended word in the runbooks, read right {right} "
            f"({right / max(len(askable), 1):.3f}), read as another word {wrong}, left as names {len(askable) - right - wrong}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data")
    parser.add_argument("--db")
    parser.add_argument("--show", action="store_true", help="print the typos not read right (tuning part only)")
    args = parser.parse_args()
    settings = load_settings(data_folder=args.data, chroma_db_path=args.db)
    index = open_index(settings) if index_exists(settings) else prepare_index(settings)
    labels = json.loads(LABELS.read_text(encoding="utf-8"))
    names, typos = parts(labels["names"]), parts(labels["typos"])
    for part in ("tune", "held-out"):
        name_part = name_rows(names[part], labels["name_templates"], index.bm25)
        typo_part = typo_rows(typos[part], labels["typo_templates"], index.bm25)
        print(f"== {part}\n{summary(name_part, typo_part)}")
        if args.show and part == "tune":
            for r in typo_part:
                if r["known"] and r["flagged"] and r["read_as"] != r["intended"]:
                    print(f"   {r['word']} -> {r['read_as']} (meant {r['intended']}): {r['question']}")


if __name__ == "__main__":
    main()
