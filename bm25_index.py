"""BM25 over the runbooks' passages: rank-bm25's statistics as a sparse matrix, and each passage's terms."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

import numpy as np
from rank_bm25 import BM25Okapi
from scipy import sparse

from constants import BM25_B, BM25_K1
from tokenizer import tokenize
from utils import Chunk, runbook_title


@dataclass
class Bm25Index:
    """BM25Okapi scores as a sparse doc x term weight matrix, so a query costs a column sum.

    Statistics (idf with rank-bm25's epsilon floor, document lengths) come from rank-bm25's
    `BM25Okapi`; scores equal its `get_scores` (see tests/test_bm25.py). rank-bm25 loops over
    every document in Python per query term, ~100 ms at 10k chunks; this is ~1 ms.
    Robertson & Zaragoza, "The Probabilistic Relevance Framework: BM25 and Beyond" (2009).
    """

    weights: sparse.csc_matrix
    vocabulary: dict[str, int]
    idf: np.ndarray
    max_idf: float

    @classmethod
    def build(cls, corpus_tokens: list[list[str]], k1: float = BM25_K1, b: float = BM25_B) -> "Bm25Index":
        if not corpus_tokens or not any(corpus_tokens):
            return cls(sparse.csc_matrix((len(corpus_tokens), 0)), {}, np.zeros(0), 0.0)
        okapi = BM25Okapi(corpus_tokens, k1=k1, b=b)
        vocabulary = {term: i for i, term in enumerate(okapi.idf)}
        idf = np.array([okapi.idf[t] for t in vocabulary], dtype=np.float64)
        rows, cols, values = [], [], []
        lengths = np.array(okapi.doc_len, dtype=np.float64)
        norms = k1 * (1 - b + b * lengths / okapi.avgdl)
        for doc, freqs in enumerate(okapi.doc_freqs):
            for term, tf in freqs.items():
                col = vocabulary[term]
                rows.append(doc)
                cols.append(col)
                values.append(idf[col] * tf * (k1 + 1) / (tf + norms[doc]))
        weights = sparse.csc_matrix((values, (rows, cols)), shape=(len(corpus_tokens), len(vocabulary)))
        n = len(corpus_tokens)
        return cls(weights, vocabulary, idf, math.log((n + 0.5) / 0.5))

    def scores(self, query_tokens: list[str] | dict[str, float]) -> np.ndarray:
        """BM25 score of every document.

        A token list counts terms with multiplicity, as rank-bm25 does; a {term: weight} mapping
        weighs each term's contribution (glossary expansions count less than the question's words).
        """
        weighted = query_tokens.items() if isinstance(query_tokens, dict) else ((t, 1.0) for t in query_tokens)
        counts: dict[int, float] = {}
        for token, weight in weighted:
            col = self.vocabulary.get(token)
            if col is not None:
                counts[col] = counts.get(col, 0.0) + weight
        if not counts:
            return np.zeros(self.weights.shape[0])
        cols = list(counts)
        return np.asarray(self.weights[:, cols] @ np.array([counts[c] for c in cols], dtype=np.float64)).ravel()

    @cached_property
    def words_by_length(self) -> dict[int, list[str]]:
        """The vocabulary's alphabetic ASCII words by length: what a misspelt English word is checked against."""
        words: dict[int, list[str]] = {}
        for term in self.vocabulary:
            if term.isascii() and term.isalpha():
                words.setdefault(len(term), []).append(term)
        return words

    @cached_property
    def by_document(self) -> sparse.csr_matrix:
        """The same weights row-compressed: which terms each document holds."""
        return self.weights.tocsr()


def runbook_terms(chunks: list[Chunk], tokens: list[list[str]] | None = None) -> list[list[str]]:
    """Each chunk's BM25 terms: its text's tokens (`tokens`, stored at build time, or tokenised
    here) and its runbook's name, so a passage under a bare "Containment" heading of
    IRM-1-WormInfection.pdf still answers to "worm". Measured on the SOC dev half: file hit@4
    0.818 -> 0.835, PDF-only 0.609 -> 0.696 (docs/benchmarks.md)."""
    titles = {file: tokenize(runbook_title(file)) for file in dict.fromkeys(c.file for c in chunks)}  # once a runbook
    texts = tokens if tokens is not None else [tokenize(c.text) for c in chunks]
    return [list(t) + titles[c.file] for c, t in zip(chunks, texts)]
