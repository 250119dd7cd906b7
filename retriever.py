"""Tokenisation, BM25, vector search, score fusion and metadata filters.

Knows nothing of the LLM or the UI: everything here takes an opened `SearchIndex` and returns
plain dicts.
"""

from __future__ import annotations

import math
import re
import threading
import unicodedata
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from langchain_core.embeddings import Embeddings
from rank_bm25 import BM25Okapi
from scipy import sparse

from constants import BM25_B, BM25_K1, CANDIDATE_POOL, GENERIC_QUERY_WORDS, INTERROGATIVE_WORDS, RRF_C
from utils import Chunk, normalize_score

# ASCII technical tokens kept whole: commands, flags, paths, event IDs, IPs, ATT&CK/CVE ids.
_ASCII_TOKEN = re.compile(r"[a-z0-9_$@%./\\:\-]*[a-z0-9_]")
_ASCII_PART = re.compile(r"[a-z0-9]+")
# Parts of speech that carry no topic (particles, auxiliaries, symbols, fillers).
_DROP_POS = ("助詞", "助動詞", "記号", "フィラー", "連体詞", "接続詞")
_DROP_NOUN_KINDS = ("非自立", "代名詞", "接尾")
_STOP_BASES = frozenset(
    "する ある いる なる れる られる できる いう こと もの ため よう これ それ あれ どれ さん".split()
)

_NON_TOPIC = GENERIC_QUERY_WORDS | {w.lower() for w in INTERROGATIVE_WORDS}

_tokenizer = None
_tokenizer_lock = threading.Lock()


def _janome():
    """One shared janome Tokenizer: building its dictionary takes about a second."""
    global _tokenizer
    if _tokenizer is None:
        from janome.tokenizer import Tokenizer

        _tokenizer = Tokenizer()
    return _tokenizer


def tokenize(text: str) -> list[str]:
    """BM25 tokens for Japanese/English runbook text; the same function serves corpus and queries.

    NFKC + lower case; ASCII runs (``wevtutil``, ``4625``, ``/var/log/secure``, ``-rf``) are kept whole
    and also split into their alphanumeric parts; Japanese runs go through janome, keeping base forms
    of content words and dropping particles, auxiliaries and symbols.
    """
    text = unicodedata.normalize("NFKC", text).lower()
    tokens: list[str] = []
    for match in _ASCII_TOKEN.finditer(text):
        word = match.group().lstrip(".:")
        if not word:
            continue
        tokens.append(word)
        parts = _ASCII_PART.findall(word)
        if len(parts) > 1 or (parts and parts[0] != word):
            tokens.extend(parts)
    japanese = _ASCII_TOKEN.sub(" ", text)
    if any(ord(ch) > 0x2FF for ch in japanese):
        with _tokenizer_lock:
            morphemes = list(_janome().tokenize(japanese))
        for m in morphemes:
            pos = m.part_of_speech.split(",")
            base = m.base_form if m.base_form != "*" else m.surface
            if pos[0] in _DROP_POS or (pos[0] == "名詞" and pos[1] in _DROP_NOUN_KINDS):
                continue
            base = base.strip()
            if (not base or base in _STOP_BASES or (len(base) == 1 and "\u3040" <= base <= "\u309f")
                    or not any(ch.isalnum() for ch in base)):
                continue
            tokens.append(base)
    return tokens


def topic_terms(tokens: list[str]) -> list[str]:
    """Tokens that name a topic: interrogatives and generic question words ("方法", "how") removed."""
    return [t for t in tokens if t not in _NON_TOPIC]


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

    def scores(self, query_tokens: list[str]) -> np.ndarray:
        """BM25 score of every document (query terms counted with multiplicity, as rank-bm25 does)."""
        counts: dict[int, int] = {}
        for token in query_tokens:
            col = self.vocabulary.get(token)
            if col is not None:
                counts[col] = counts.get(col, 0) + 1
        if not counts:
            return np.zeros(self.weights.shape[0])
        cols = list(counts)
        return np.asarray(self.weights[:, cols] @ np.array([counts[c] for c in cols], dtype=np.float64)).ravel()

    def coverage(self, query_tokens: list[str], doc_rows: list[int]) -> list[float]:
        """Share of the query's topic-term idf mass whose terms occur in each document (0..1).

        Comparable across queries, unlike min-max scores: a term the corpus never saw weighs the
        most (max idf), so a question about something absent scores low everywhere.
        """
        terms = set(topic_terms(query_tokens))
        if not terms:
            return [0.0] * len(doc_rows)
        weight = {t: (max(self.idf[self.vocabulary[t]], 0.0) if t in self.vocabulary else self.max_idf) for t in terms}
        total = sum(weight.values()) or 1.0
        known = [t for t in terms if t in self.vocabulary]
        result = []
        for row in doc_rows:
            present = sum(weight[t] for t in known if self.weights[row, self.vocabulary[t]] > 0)
            result.append(present / total)
        return result


@dataclass
class SearchIndex:
    """An opened index: chunks in BM25 row order, the BM25 matrix, and the vector store.

    `embedded` holds the ids whose vectors are in the store; the background filler replaces the
    set as vectors arrive, so searches never see a half-updated one. `generation` is the index
    generation it was loaded from; `lease` keeps that generation on disk while this object lives.
    `vector_error` says why the vector store could not be reached on the last try (None when it could).
    """

    chunks: list[Chunk]
    bm25: Bm25Index
    vectorstore: Any = None
    embeddings: Embeddings | None = None
    embedded: frozenset[str] = frozenset()
    info: dict = field(default_factory=dict)
    generation: int = 0
    lease: Any = field(default=None, repr=False, compare=False)
    vector_error: str | None = None

    def __post_init__(self):
        self.rows = {c.chunk_id: i for i, c in enumerate(self.chunks)}

    @property
    def vector_ready(self) -> bool:
        return self.vectorstore is not None and self.embeddings is not None and bool(self.embedded)


def filter_rows(index: SearchIndex, filters: dict | None) -> np.ndarray | None:
    """Boolean mask of chunks passing `file` / `heading` (substring) / `lang` / `updated_from`..`updated_to` filters."""
    if not filters:
        return None
    unknown = set(filters) - {"file", "heading", "lang", "updated_from", "updated_to"}
    if unknown:
        raise ValueError(f"unknown filter {sorted(unknown)}; choose from ['file', 'heading', 'lang', 'updated_from', 'updated_to']")
    mask = np.ones(len(index.chunks), dtype=bool)
    for i, chunk in enumerate(index.chunks):
        if filters.get("file") and chunk.file != filters["file"]:
            mask[i] = False
        elif filters.get("heading") and filters["heading"].lower() not in chunk.heading.lower():
            mask[i] = False
        elif filters.get("lang") and chunk.lang != filters["lang"]:
            mask[i] = False
        elif filters.get("updated_from") and chunk.updated_at < filters["updated_from"]:
            mask[i] = False
        elif filters.get("updated_to") and chunk.updated_at > filters["updated_to"]:
            mask[i] = False
    return mask


def bm25_candidates(index: SearchIndex, tokens: list[str], n: int, mask: np.ndarray | None) -> tuple[np.ndarray, list[int]]:
    """All BM25 scores and the rows of the top-n positive ones."""
    scores = index.bm25.scores(tokens)
    if mask is not None:
        scores = np.where(mask, scores, 0.0)
    positive = np.flatnonzero(scores > 0)
    if len(positive) > n:
        positive = positive[np.argpartition(-scores[positive], n - 1)[:n]]
    return scores, sorted(positive.tolist(), key=lambda r: -scores[r])


def vector_candidates(index: SearchIndex, query: str, n: int, mask: np.ndarray | None,
                      query_vector: list[float] | None = None) -> dict[int, float]:
    """Cosine similarity of the top-n embedded chunks: {row: similarity}."""
    if not index.vector_ready:
        return {}
    vector = query_vector if query_vector is not None else index.embeddings.embed_query(query)
    where = None
    if mask is not None:
        allowed = [index.chunks[r].chunk_id for r in np.flatnonzero(mask) if index.chunks[r].chunk_id in index.embedded]
        if not allowed:
            return {}
        where = {"chunk_id": {"$in": allowed}}
    try:
        found = index.vectorstore.similarity_search_by_vector_with_relevance_scores(vector, k=n, filter=where)
    except Exception as exc:
        if not vector_store_down(exc):
            raise
        index.vector_error = f"{type(exc).__name__}: {exc}"  # BM25 answers alone; the caller shows a notice
        return {}
    index.vector_error = None
    result: dict[int, float] = {}
    for doc, distance in found:
        chunk_id = doc.metadata.get("chunk_id")
        # A vector whose chunk was replaced since (same id, new text) is not yet marked embedded.
        if chunk_id in index.embedded and chunk_id in index.rows:
            result[index.rows[chunk_id]] = 1.0 - float(distance)
    return result


def vector_store_down(exc: BaseException) -> bool:
    """Is this the vector store being unreachable (refused, timed out, dropped), rather than a bug?

    chromadb's HttpClient reports a server that is down at connect time as a ValueError.
    """
    import httpx

    return (isinstance(exc, (httpx.TransportError, ConnectionError, TimeoutError))
            or (isinstance(exc, ValueError) and "could not connect" in str(exc).lower()))


def fuse_weighted(bm25: dict[int, float], vector: dict[int, float], bm25_weight: float, vector_weight: float) -> dict[int, tuple[float, float, float]]:
    """Spec §4.3: min-max normalise each retriever over the candidates, then weight and add.

    Returns {row: (fused, bm25_norm, vector_norm)}; a candidate missing from a list gets 0 there.
    """
    rows = set(bm25) | set(vector)
    fused = {}
    b_lo, b_hi = (min(bm25.values()), max(bm25.values())) if bm25 else (0.0, 0.0)
    v_lo, v_hi = (min(vector.values()), max(vector.values())) if vector else (0.0, 0.0)
    for row in rows:
        b = normalize_score(bm25[row], b_lo, b_hi) if row in bm25 else 0.0
        v = normalize_score(vector[row], v_lo, v_hi) if row in vector else 0.0
        fused[row] = (b * bm25_weight + v * vector_weight, b, v)
    return fused


def fuse_rrf(ranked_lists: list[list[int]], weights: list[float], c: int = RRF_C) -> dict[int, float]:
    """Weighted reciprocal-rank fusion: sum of w / (c + rank), rank from 1.

    Cormack, Clarke & Buettcher, "Reciprocal Rank Fusion outperforms Condorcet and individual
    rank learning methods" (SIGIR 2009).
    """
    if len(ranked_lists) != len(weights):
        raise ValueError(f"got {len(weights)} weights for {len(ranked_lists)} ranked lists")
    scores: dict[int, float] = {}
    for ranked, weight in zip(ranked_lists, weights):
        for rank, row in enumerate(ranked, start=1):
            scores[row] = scores.get(row, 0.0) + weight / (c + rank)
    return scores


def hybrid_search(query: str, k: int, bm25_weight: float, vector_weight: float | None = None, *,
                  index: SearchIndex, fusion: str = "weighted", filters: dict | None = None,
                  candidates: int = CANDIDATE_POOL, query_vector: list[float] | None = None) -> list[dict]:
    """Top-k chunks for a query by fused BM25 + vector scores (spec §4.3).

    `vector_weight` defaults to `1 - bm25_weight`; a weight of 0 skips that retriever entirely.
    `query_vector` reuses an embedding already computed for this query.
    Each hit also carries the raw signals the evidence check needs: `bm25_raw`, `cosine` and
    `coverage` (see guardrails.evidence_score).
    """
    if fusion not in ("weighted", "rrf"):
        raise ValueError(f"unknown fusion {fusion!r}; choose from ['rrf', 'weighted']")
    if not 0.0 <= bm25_weight <= 1.0:
        raise ValueError(f"bm25_weight must be within 0..1, got {bm25_weight}")
    vector_weight = 1.0 - bm25_weight if vector_weight is None else vector_weight
    if index.chunks and bm25_weight > 0 and len(index.embedded) < len(index.chunks):
        # While vectors are still filling, the vector leg knows only part of the corpus; min-max over
        # that part would crown an unrelated chunk, so it weighs in proportion to its coverage.
        vector_weight *= len(index.embedded) / len(index.chunks)
    if k <= 0 or not query or not query.strip() or not index.chunks:
        return []
    tokens = tokenize(query)
    mask = filter_rows(index, filters)
    pool = max(candidates, k)
    bm25_all, bm25_top = bm25_candidates(index, tokens, pool, mask) if bm25_weight > 0 else (None, [])
    vector = vector_candidates(index, query, pool, mask, query_vector) if vector_weight > 0 else {}
    if bm25_all is None:
        bm25_all = index.bm25.scores(tokens)
    if fusion == "rrf":
        vector_ranked = sorted(vector, key=lambda r: -vector[r])
        rrf = fuse_rrf([bm25_top, vector_ranked], [bm25_weight, vector_weight])
        b_hi = max((bm25_all[r] for r in rrf), default=0.0)
        v_lo, v_hi = min(vector.values(), default=0.0), max(vector.values(), default=0.0)
        fused = {r: (s, normalize_score(bm25_all[r], 0.0, b_hi) if bm25_all[r] > 0 else 0.0,
                     normalize_score(vector[r], v_lo, v_hi) if r in vector else 0.0) for r, s in rrf.items()}
    else:
        bm25_pool = {r: float(bm25_all[r]) for r in set(bm25_top) | set(vector)} if bm25_weight > 0 else {}
        fused = fuse_weighted(bm25_pool, vector, bm25_weight, vector_weight)
    ranked = sorted(fused, key=lambda r: (-fused[r][0], r))
    hits: list[dict] = []
    seen_texts: set[str] = set()
    for row in ranked:
        chunk = index.chunks[row]
        if chunk.text in seen_texts:  # the same passage indexed twice (a copied runbook) is cited once
            continue
        seen_texts.add(chunk.text)
        score, b, v = fused[row]
        hits.append({
            "chunk_id": chunk.chunk_id, "text": chunk.text, "score": round(float(score), 6),
            "bm25_score": round(float(b), 6), "vector_score": round(float(v), 6),
            "file": chunk.file, "heading": chunk.heading, "updated_at": chunk.updated_at, "page": chunk.page,
            "chunk_index": chunk.chunk_index,
            "bm25_raw": round(float(bm25_all[row]), 6), "cosine": round(vector[row], 6) if row in vector else None,
        })
        if len(hits) == k:
            break
    for hit, cov in zip(hits, index.bm25.coverage(tokens, [index.rows[h["chunk_id"]] for h in hits])):
        hit["coverage"] = round(float(cov), 6)
    return hits
