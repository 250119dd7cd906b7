"""Which cited runbook leads the answer: a logistic model over signals the search already computed.

The search ranks passages; the answer is led by the first cited runbook, whose passages it quotes whole.
On the SOC tuning questions the right runbook was among the k cited far more often than it was first
(hit@4 0.90, hit@1 0.69): long runbooks that touch every topic (NIST 800-61, the PagerDuty guides) and
same-language runbooks on a neighbouring topic rank first. The model (`lead_model.json`, fitted by
eval/train_lead.py) scores each cited runbook by its passage's signals next to the others' and by how
its whole runbook fared in the deep candidate list; the best-scoring one moves to the front and the
rest keep their order, so the set of cited runbooks never changes.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path
from typing import Mapping

import numpy as np

LEAD_MODEL_PATH = Path(__file__).parent / "lead_model.json"
LEAD_FEATURES = ("first", "second", "third", "rank_score", "evidence", "evidence_gap", "coverage_gap", "cosine",
                 "cosine_gap", "bm25_share", "same_language", "same_language_ja", "runbook_size", "deep_passages",
                 "second_evidence", "top3_evidence_gap", "first_deep_rank")
# How many passages of one runbook in the deep list count, at most (a long runbook fills it).
DEEP_PASSAGES_CAP = 30


def _value(hit: dict, name: str) -> float:
    return float(hit.get(name) or 0.0)


def runbook_depth(deep: list[dict], file: str) -> tuple[int, float, float, int]:
    """How a runbook fared in the deep candidate list: its passages there, its second-best and its
    three best evidence scores summed, and the rank of its first passage (len(deep) when absent)."""
    evidence = sorted((_value(h, "evidence") for h in deep if h["file"] == file), reverse=True)
    first = next((i for i, h in enumerate(deep) if h["file"] == file), len(deep))
    return len(evidence), evidence[1] if len(evidence) > 1 else 0.0, sum(evidence[:3]), first


def lead_features(cited: list[dict], deep: list[dict], query_lang: str, runbook_sizes: Mapping[str, int]) -> np.ndarray:
    """One row of LEAD_FEATURES per cited hit (its runbook's best passage), in the cited order."""
    def best(name: str) -> float:
        return max(_value(h, name) for h in cited)

    depths = [runbook_depth(deep, h["file"]) for h in cited]
    top3 = max(d[2] for d in depths)
    rows = []
    for position, (hit, (passages, second, summed, first)) in enumerate(zip(cited, depths)):
        same = float(hit.get("lang") == query_lang)
        rows.append([position == 0, position == 1, position == 2, _value(hit, "rank_score"), _value(hit, "evidence"),
                     _value(hit, "evidence") - best("evidence"), _value(hit, "coverage") - best("coverage"),
                     _value(hit, "cosine"), _value(hit, "cosine") - best("cosine"),
                     _value(hit, "bm25_raw") / (best("bm25_raw") or 1.0), same, same * (query_lang == "ja"),
                     math.log1p(runbook_sizes.get(hit["file"], 1)), min(passages, DEEP_PASSAGES_CAP) / DEEP_PASSAGES_CAP,
                     second, summed - top3, first / max(len(deep), 1)])
    return np.asarray(rows, dtype=np.float64)


@lru_cache(maxsize=1)
def load_lead_model(path: Path = LEAD_MODEL_PATH) -> dict:
    """The shipped weights (plain JSON: feature names, standardisation, coefficients)."""
    return lead_model(json.loads(path.read_text(encoding="utf-8")))


def lead_model(raw: dict) -> dict:
    """A model as `lead_scores` reads it, from its JSON form; refused when fitted on other features."""
    if tuple(raw.get("features") or ()) != LEAD_FEATURES:
        raise ValueError(f"the lead model was trained on features {raw.get('features')}, the code computes "
                         f"{list(LEAD_FEATURES)}: retrain it with eval/train_lead.py")
    return {key: np.asarray(raw[key], dtype=np.float64) if key in ("mean", "scale", "coef") else raw[key] for key in raw}


def lead_scores(features: np.ndarray, model: dict) -> np.ndarray:
    """The model's score (log-odds that it holds the answer) of each cited runbook."""
    return ((features - model["mean"]) / model["scale"]) @ model["coef"] + float(model["intercept"])


def lead_first(cited: list[dict], deep: list[dict], query_lang: str, runbook_sizes: Mapping[str, int],
               model: dict) -> list[dict]:
    """The cited hits with the best-scoring runbook first and the others in their order."""
    if len(cited) < 2:
        return cited
    best = int(np.argmax(lead_scores(lead_features(cited, deep, query_lang, runbook_sizes), model)))
    return [cited[best]] + cited[:best] + cited[best + 1:]
