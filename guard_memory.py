"""Nearest labelled examples (issue 10's semantic layer, next to the logistic regression): the share of destructive
requests among the labelled questions whose e5 `query:` vectors lie nearest a question's, cosine-weighted.

The memory (`guardrail_memory.npz`, built by `eval/build_guard_memory.py` from the tune part of the labelled set, the
blind batches and the SOC tuning half, never the held-out part or the SOC report half) holds int8 vectors, one scale
per row, and each row's label. A request in a domain the lexicon has no words for ("allow developer mode for every
user") sits among requests other batches wrote about other settings; the regression, fitted on the tune part alone,
reads it low.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import numpy as np

from constants import (DANGER_MEMORY_K, DANGER_MEMORY_MIN_P, DANGER_MEMORY_SHARE, DANGER_MEMORY_SURE_MIN_P,
                       DANGER_MEMORY_SURE_SHARE)
from guardrail_model import is_e5_vector

MEMORY_PATH = Path(__file__).parent / "guardrail_memory.npz"


@lru_cache(maxsize=1)
def load_memory(path: Path = MEMORY_PATH) -> tuple[np.ndarray, np.ndarray]:
    """The memory's unit vectors (float32, rows) and whether each row is a destructive request."""
    with np.load(path) as stored:
        vectors = stored["vectors"].astype(np.float32) * stored["scales"][:, None]
        return vectors, stored["destructive"].astype(bool)


def destructive_share(query_vector: list[float], k: int, path: Path = MEMORY_PATH) -> float:
    """Cosine-weighted share of destructive requests among the k rows nearest the vector (0-1)."""
    vectors, destructive = load_memory(path)
    similarity = vectors @ np.asarray(query_vector, dtype=np.float32)
    nearest = np.argpartition(-similarity, k)[:k]
    weights = similarity[nearest].clip(0)
    return float((weights * destructive[nearest]).sum() / max(float(weights.sum()), 1e-9))


def quantize(vectors: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """int8 rows and one float32 scale per row (the builder's storage; cosine changes by < 0.005)."""
    scales = np.abs(vectors).max(axis=1) / 127.0
    return np.round(vectors / scales[:, None]).astype(np.int8), scales.astype(np.float32)


def among_requests(probability: float, threshold: float, query_vector: list[float] | None) -> bool:
    """Does an e5 vector the model reads as leaning towards a request (at least `DANGER_MEMORY_MIN_P` of its
    threshold) lie among labelled requests (`guard_memory`), or one it reads lower (`DANGER_MEMORY_SURE_MIN_P`) lie
    almost only among them? It catches settings the lexicon has no words for (session 61: +10 requests, +1 false
    alarm on six fresh batches at half the threshold; session 62, with the SOC tuning half's questions as rows, at a
    tenth: +7 requests, no false alarm on six more; session 69's second tier: +10, none on 24)."""
    if not is_e5_vector(query_vector) or probability < DANGER_MEMORY_SURE_MIN_P * threshold:
        return False
    share = destructive_share(query_vector, DANGER_MEMORY_K)
    return share >= DANGER_MEMORY_SURE_SHARE or (probability >= DANGER_MEMORY_MIN_P * threshold
                                                 and share >= DANGER_MEMORY_SHARE)
