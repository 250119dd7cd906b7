"""The shipped guardrail weights (`guardrail_model.json`, trained by eval/train_guardrails.py): the e5 + lexical
danger model, a lexical-only one, and the e5 vague-question model, read as plain JSON with numpy at run time."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import numpy as np

MODEL_PATH = Path(__file__).parent / "guardrail_model.json"
LEXICAL_FEATURES = ("command", "pair", "verb", "target", "detection", "described", "benign", "weakening", "constructive",
                    "refrained")


@lru_cache(maxsize=1)
def load_model(path: Path = MODEL_PATH) -> dict:
    """The shipped weights (plain JSON, numpy at run time): the e5 + lexical danger model, a lexical-only
    one, and the e5 vague-question model (vagueness.py)."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    if raw.get("lexical_features") != list(LEXICAL_FEATURES):
        raise ValueError(f"{path} was trained on lexical features {raw.get('lexical_features')}, the code reads "
                         f"{list(LEXICAL_FEATURES)}: retrain it with eval/train_guardrails.py")
    for part in ("full", "lexical", "vague"):
        if part in raw:
            raw[part]["coef"] = np.asarray(raw[part]["coef"], dtype=np.float32)
    return raw


def model_probability(part: dict, features: np.ndarray) -> float:
    """One shipped logistic regression (a part of `load_model()`) on its features."""
    return float(1.0 / (1.0 + np.exp(-(features @ part["coef"] + part["intercept"]))))


def is_e5_vector(query_vector: list[float] | None) -> bool:
    """Is this a question's e5 `query:` vector, of the dimension the shipped models read (not absent, not another
    provider's embedding)? Only then do the e5 parts and the nearest-examples memory apply."""
    return query_vector is not None and len(query_vector) == load_model()["dim"]
