"""Fit the lead-choice model (lead_model.json, read by lead_choice.py) on the SOC tuning questions.

The tuning questions are the first questions of the tuning half of eval/soc_dev.json and of
eval/soc_blind_tune.json (blind batches written by helpers that read only the corpus, each read once as
a held-out batch before it joined the tuning pool). The report half of soc_dev.json is never read here.
Each answerable question is searched as the app searches it; every cited runbook is one example, labelled
by whether it is an expected file. Before fitting on everything, the script prints hit@1 out of fold
(five folds by batch, so no batch is scored by a model that saw it) against the search's own order.

    python eval/train_lead.py --data ../shared/corpus --db /path/to/index [--out lead_model.json]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from answering import local_query_vector, runbook_candidates, searched_text  # noqa: E402
from initialize import index_exists, open_index, prepare_index  # noqa: E402
from lead_choice import LEAD_FEATURES, LEAD_MODEL_PATH, lead_features, lead_model, lead_scores  # noqa: E402
from query_terms import analyse_query  # noqa: E402
from settings import load_settings  # noqa: E402

EVAL = Path(__file__).resolve().parent
TUNING_SETS = (EVAL / "soc_dev.json", EVAL / "soc_blind_tune.json")
C = 0.3
FOLDS = 5


def tuning_cases() -> list[dict]:
    """Answerable first questions of the tuning halves, each with its batch (soc_dev's tuning half is one)."""
    cases = []
    for path in TUNING_SETS:
        for case in json.loads(path.read_text(encoding="utf-8"))["test_cases"]:
            if case.get("split") == "dev" and case.get("expected_citations") and not case.get("conversation_context"):
                cases.append(dict(case, batch=case.get("batch", path.stem)))
    return cases


def examples(case: dict, index, settings) -> tuple[np.ndarray, np.ndarray]:
    """The features of a question's cited runbooks, searched as answering.retrieve searches a first
    question, and whether each is an expected file."""
    query, _ = searched_text(case["query"], index, settings)
    vector = local_query_vector(query, index, settings, settings.bm25_weight)
    cited, deep = runbook_candidates(query, settings.k, settings.bm25_weight, index=index, query_vector=vector)
    expected = set(case["expected_citations"]) | set(case.get("acceptable_citations") or [])
    labels = np.array([hit["file"] in expected for hit in cited])
    return lead_features(cited, deep, analyse_query(query).lang, index.runbook_sizes), labels


def fit(features: list[np.ndarray], labels: list[np.ndarray]) -> dict:
    """A logistic regression on standardised features, as the plain JSON lead_choice reads."""
    from sklearn.linear_model import LogisticRegression

    x, y = np.vstack(features), np.concatenate(labels)
    mean, scale = x.mean(axis=0), x.std(axis=0) + 1e-9
    model = LogisticRegression(C=C, max_iter=5000).fit((x - mean) / scale, y)
    return {"features": list(LEAD_FEATURES), "mean": mean.tolist(), "scale": scale.tolist(),
            "coef": model.coef_[0].tolist(), "intercept": float(model.intercept_[0])}


def first_hits(model: dict, features: list[np.ndarray], labels: list[np.ndarray]) -> int:
    """Questions whose best-scoring cited runbook is an expected file."""
    weights = lead_model(model)
    return sum(int(y[int(np.argmax(lead_scores(x, weights)))]) for x, y in zip(features, labels))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default="../shared/corpus", help="runbook folder the datasets' paths are relative to")
    parser.add_argument("--db", required=True, help="index folder (built on first use)")
    parser.add_argument("--out", default=str(LEAD_MODEL_PATH))
    args = parser.parse_args(argv)
    settings = load_settings(dotenv_path=None, data_folder=args.data, chroma_db_path=args.db,
                             logs_folder=tempfile.mkdtemp(prefix="train-lead-logs-"), openai_api_key="",
                             openai_base_url="", rag_debug_log_enabled=False)
    index = open_index(settings) if index_exists(settings) else prepare_index(settings)
    if index is None:
        return 1
    cases = tuning_cases()
    pairs = [examples(case, index, settings) for case in cases]
    kept = [i for i, (x, _) in enumerate(pairs) if len(x)]
    features, labels = [pairs[i][0] for i in kept], [pairs[i][1] for i in kept]
    batches = sorted({cases[i]["batch"] for i in kept})
    fold_of = {batch: n % FOLDS for n, batch in enumerate(batches)}
    folds = [fold_of[cases[i]["batch"]] for i in kept]
    out_of_fold = 0
    for fold in range(FOLDS):
        inside = [j for j, f in enumerate(folds) if f != fold]
        model = fit([features[j] for j in inside], [labels[j] for j in inside])
        out_of_fold += first_hits(model, [features[j] for j, f in enumerate(folds) if f == fold],
                                  [labels[j] for j, f in enumerate(folds) if f == fold])
    print(f"{len(kept)} answerable tuning questions in {len(batches)} batches; hit@1 by the search's order "
          f"{sum(int(y[0]) for y in labels)}, chosen by the model out of fold {out_of_fold}, "
          f"expected runbook among the cited {sum(int(y.any()) for y in labels)}")
    model = fit(features, labels)
    Path(args.out).write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
