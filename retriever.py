"""The search: BM25 (bm25_index) and vector candidates per runbook language, score fusion and metadata filters.

Knows nothing of the LLM or the UI: everything here takes an opened `SearchIndex` and returns
plain dicts.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Hashable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np
from langchain_core.embeddings import Embeddings

from bm25_index import Bm25Index
from constants import CANDIDATE_POOL, POOL_FUSED_SHARE, RRF_C
from evidence import concept_coverage, evidence_score
from query_terms import analyse_query
from utils import Chunk, body_of, is_copy, normalize_score, shingles

# One worker per runbook language pool (two: Japanese and English), shared by every search.
_POOL_QUERIES = ThreadPoolExecutor(max_workers=2, thread_name_prefix="vector-pool")


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
    collection: Any = None  # the Chroma collection behind `vectorstore`, asked for ids and distances only
    _written: dict[str, bool] = field(default_factory=dict, init=False, repr=False, compare=False)  # `writes`, per pattern
    _spelt: dict[str, frozenset[str]] = field(default_factory=dict, init=False, repr=False, compare=False)  # `spellings`

    def __post_init__(self):
        self.rows = {c.chunk_id: i for i, c in enumerate(self.chunks)}
        self.chunk_ids = np.array([c.chunk_id for c in self.chunks], dtype=object)
        langs = np.array([c.lang for c in self.chunks])
        self._language_masks = {lang: langs == lang for lang in sorted(set(langs.tolist()))}

    @cached_property
    def position_rows(self) -> dict[tuple[str, int], int]:
        """Row of each (file, chunk_index): where a runbook's next passage is."""
        return {(c.file, c.chunk_index): i for i, c in enumerate(self.chunks)}

    @cached_property
    def file_rows(self) -> dict[str, list[int]]:
        """Rows of each runbook's passages, in the runbook's order."""
        rows: dict[str, list[int]] = {}
        for i, c in sorted(enumerate(self.chunks), key=lambda ic: (ic[1].file, ic[1].chunk_index)):
            rows.setdefault(c.file, []).append(i)
        return rows

    @cached_property
    def runbook_sizes(self) -> dict[str, int]:
        """How many passages each runbook has (a long one touches every topic: lead_choice)."""
        return {file: len(rows) for file, rows in self.file_rows.items()}

    @cached_property
    def written_text(self) -> str:
        """Every passage's text, NFKC and lower case: whether any runbook writes a phrase (a product's name)."""
        return "\n".join(unicodedata.normalize("NFKC", c.text).lower() for c in self.chunks)

    def writes(self, pattern: str) -> bool:
        """Does any runbook's text (`written_text`) match `pattern`? Remembered per pattern: one scan of the
        whole text costs about 20 ms, and a question naming the same product is asked again."""
        found = self._written.get(pattern)
        if found is None:
            found = self._written[pattern] = re.search(pattern, self.written_text) is not None
        return found

    def spellings(self, word: str) -> frozenset[str]:
        """How the runbooks write a word of the BM25 vocabulary, case kept (NFKC): {"Okta"}, {"grep"}. Read
        from the passages that hold it and remembered per word: a tool most runbooks name (Hayabusa, in 271
        passages) costs about 4 ms a question to read again."""
        found = self._spelt.get(word)
        if found is None:
            column = self.bm25.vocabulary.get(word)
            rows = [] if column is None else self.bm25.by_document[:, column].nonzero()[0]
            pattern = re.compile(r"(?<![A-Za-z0-9_])" + re.escape(word) + r"(?![A-Za-z0-9_])", re.IGNORECASE)
            found = self._spelt[word] = frozenset(
                m.group() for row in rows for m in pattern.finditer(unicodedata.normalize("NFKC", self.chunks[row].text)))
        return found

    def runbook_passages(self, file: str) -> list[dict]:
        """Every passage of one runbook as a hit-shaped dict (text, heading, page, chunk id)."""
        return [chunk_hit(self.chunks[i]) for i in self.file_rows.get(file, [])]

    @property
    def languages(self) -> list[str]:
        """The runbook languages present, e.g. ['en', 'ja']."""
        return list(self._language_masks)

    def language_mask(self, lang: str) -> np.ndarray:
        """Rows whose chunk is in `lang`."""
        return self._language_masks.get(lang, np.zeros(len(self.chunks), dtype=bool))

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


def bm25_candidates(index: SearchIndex, tokens: list[str] | dict[str, float], n: int,
                    mask: np.ndarray | None) -> tuple[np.ndarray, list[int]]:
    """All BM25 scores and the rows of the top-n positive ones (outside `mask`: 0)."""
    scores = index.bm25.scores(tokens)
    if mask is not None:
        scores = np.where(mask, scores, 0.0)
    positive = np.flatnonzero(scores > 0)
    if len(positive) > n:
        positive = positive[np.argpartition(-scores[positive], n - 1)[:n]]
    return scores, sorted(positive.tolist(), key=lambda r: -scores[r])


def vector_candidates(index: SearchIndex, query: str, n: int, mask: np.ndarray | None,
                      query_vector: list[float] | None = None) -> dict[int, float]:
    """Cosine similarity of the top-n embedded chunks (those in `mask`, if given): {row: similarity}."""
    if not index.vector_ready:
        return {}
    vector = query_vector if query_vector is not None else index.embeddings.embed_query(query)
    allowed = None
    if mask is not None:
        allowed = index.chunk_ids[mask].tolist()
        if len(index.embedded) < len(index.chunks):
            allowed = [chunk_id for chunk_id in allowed if chunk_id in index.embedded]
        if not allowed:
            return {}
    return nearest_rows(index, vector, n, allowed)


def pool_vectors(index: SearchIndex, query: str, n: int, masks: list[np.ndarray | None],
                 query_vector: list[float] | None) -> list[dict[int, float]]:
    """`vector_candidates` of each candidate pool, the pools' store queries run side by side: Chroma
    releases the GIL while it searches, and one query per runbook language cost 7-10 ms in series
    (5 ms side by side on the SOC corpus, docs/benchmarks.md)."""
    if len(masks) == 1:
        return [vector_candidates(index, query, n, masks[0], query_vector)]
    return list(_POOL_QUERIES.map(lambda mask: vector_candidates(index, query, n, mask, query_vector), masks))


def nearest_rows(index: SearchIndex, vector: list[float], n: int, allowed: list[str] | None) -> dict[int, float]:
    """{row: cosine} of the n nearest stored vectors (among the `allowed` chunk ids, if given); {} (and
    `vector_error` set) when the store is down.

    The Chroma collection is asked for ids and distances only, restricted by ids: a metadata filter
    (`where lang = en`) made a query 10-16 ms against 3 ms for the same chunks given by id.
    """
    try:
        if index.collection is not None:
            found = index.collection.query(query_embeddings=[vector], n_results=n, ids=allowed, include=["distances"])
            pairs = list(zip(found["ids"][0], found["distances"][0]))
        else:
            where = {"chunk_id": {"$in": allowed}} if allowed is not None else None
            pairs = [(doc.metadata.get("chunk_id"), distance) for doc, distance in
                     index.vectorstore.similarity_search_by_vector_with_relevance_scores(vector, k=n, filter=where)]
    except Exception as exc:
        if not vector_store_down(exc):
            raise
        index.vector_error = f"{type(exc).__name__}: {exc}"  # BM25 answers alone; the caller shows a notice
        return {}
    index.vector_error = None
    # A vector whose chunk was replaced since (same id, new text) is not yet marked embedded.
    return {index.rows[chunk_id]: 1.0 - float(distance) for chunk_id, distance in pairs
            if chunk_id in index.embedded and chunk_id in index.rows}


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


def fuse_rrf(ranked_lists: list[list[Hashable]], weights: list[float], c: int = RRF_C) -> dict[Hashable, float]:
    """Weighted reciprocal-rank fusion: sum of w / (c + rank), rank from 1.

    Cormack, Clarke & Buettcher, "Reciprocal Rank Fusion outperforms Condorcet and individual
    rank learning methods" (SIGIR 2009).
    """
    if len(ranked_lists) != len(weights):
        raise ValueError(f"got {len(weights)} weights for {len(ranked_lists)} ranked lists")
    scores: dict[Hashable, float] = {}
    for ranked, weight in zip(ranked_lists, weights):
        for rank, row in enumerate(ranked, start=1):
            scores[row] = scores.get(row, 0.0) + weight / (c + rank)
    return scores


def chunk_hit(chunk: Chunk, **signals: float | None) -> dict:
    """A search result: the chunk's text and metadata, with its scores rounded for display and logs."""
    hit = {"chunk_id": chunk.chunk_id, "text": chunk.text, "file": chunk.file, "heading": chunk.heading,
           "updated_at": chunk.updated_at, "page": chunk.page, "chunk_index": chunk.chunk_index, "lang": chunk.lang}
    hit.update({name: None if value is None else round(float(value), 6) for name, value in signals.items()})
    return hit


def distinct_runbooks(hits: list[dict], k: int, per_file: int = 1) -> list[dict]:
    """The first `k` hits taking at most `per_file` passages of one runbook, so the citations of an
    answer span the runbooks that may hold it instead of four chunks of one; a passage that is a
    near-copy of one already taken from another runbook (`is_copy`: a PDF and its Markdown export,
    a playbook shipped in two collections) is passed over, its place left to a runbook that adds
    something."""
    taken: dict[str, int] = {}
    kept: list[frozenset[str]] = []
    result = []
    for hit in hits:
        if taken.get(hit["file"], 0) < per_file:
            grams = shingles(body_of(hit["text"], hit.get("heading")))
            if any(is_copy(grams, other) for other in kept):
                continue
            taken[hit["file"]] = taken.get(hit["file"], 0) + 1
            kept.append(grams)
            result.append(hit)
            if len(result) == k:
                break
    return result


def _pools(index: SearchIndex, mask: np.ndarray | None, filters: dict | None) -> list[tuple[str | None, np.ndarray | None]]:
    """Candidate pools: one per runbook language when the corpus has both, else the whole corpus.

    English chunks compete among themselves before they meet Japanese ones, so a Japanese question
    can still reach an English-only procedure (the e5 model ranks same-language text higher).
    """
    languages = index.languages
    if len(languages) < 2 or (filters and filters.get("lang")):
        return [(None, mask)]
    return [(lang, index.language_mask(lang) if mask is None else mask & index.language_mask(lang)) for lang in languages]


def hybrid_search(query: str, k: int, bm25_weight: float, vector_weight: float | None = None, *,
                  index: SearchIndex, fusion: str = "weighted", filters: dict | None = None,
                  candidates: int = CANDIDATE_POOL, query_vector: list[float] | None = None) -> list[dict]:
    """Top-k chunks for a query by fused BM25 + vector scores (spec §4.3), across runbook languages.

    Within each language pool the two retrievers are fused as the spec says (min-max, weighted);
    the pools are then merged on a score comparable across languages: the pool's fused score
    blended with the evidence score (concept coverage with glossary equivalents, and cosine
    calibrated for same- or cross-language pairs; see evidence.py).
    `vector_weight` defaults to `1 - bm25_weight`; a weight of 0 skips that retriever entirely.
    `query_vector` reuses an embedding already computed for this query. Each hit carries the raw
    signals behind its scores: `bm25_raw`, `cosine`, `coverage`, `evidence`, `lang`.
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
    terms = analyse_query(query)
    mask = filter_rows(index, filters)
    pool = max(candidates, k)
    if vector_weight > 0 and index.vector_ready and query_vector is None:
        query_vector = index.embeddings.embed_query(query)
    merged: dict[int, tuple[float, float, float, float, float | None]] = {}
    pools = _pools(index, mask, filters)
    masks = [pool_mask for _, pool_mask in pools]
    vectors = pool_vectors(index, query, pool, masks, query_vector) if vector_weight > 0 else [{} for _ in pools]
    for (lang, pool_mask), vector in zip(pools, vectors):
        weights = terms.weights[lang or terms.lang]
        bm25_all, bm25_top = bm25_candidates(index, weights, pool, pool_mask)
        if fusion == "rrf":
            vector_ranked = sorted(vector, key=lambda r: -vector[r])
            rrf = fuse_rrf([bm25_top if bm25_weight > 0 else [], vector_ranked], [bm25_weight, vector_weight])
            b_hi = max((bm25_all[r] for r in rrf), default=0.0)
            v_lo, v_hi = min(vector.values(), default=0.0), max(vector.values(), default=0.0)
            fused = {r: (s, normalize_score(bm25_all[r], 0.0, b_hi) if bm25_all[r] > 0 else 0.0,
                         normalize_score(vector[r], v_lo, v_hi) if r in vector else 0.0) for r, s in rrf.items()}
        else:
            bm25_pool = {r: float(bm25_all[r]) for r in set(bm25_top) | set(vector)} if bm25_weight > 0 else {}
            fused = fuse_weighted(bm25_pool, vector, bm25_weight, vector_weight)
        for row, (score, b, v) in fused.items():
            merged[row] = (score, b, v, float(bm25_all[row]), vector.get(row))
    rows = list(merged)
    coverage = concept_coverage(index.bm25, terms.concepts, rows)
    evidence = {r: evidence_score(coverage[i], merged[r][4], terms.lang == index.chunks[r].lang) for i, r in enumerate(rows)}
    top_fused = max((m[0] for m in merged.values()), default=0.0) or 1.0
    ranking = {r: POOL_FUSED_SHARE * merged[r][0] / top_fused + (1 - POOL_FUSED_SHARE) * evidence[r] for r in rows}
    hits: list[dict] = []
    seen_texts: set[str] = set()
    for i in sorted(range(len(rows)), key=lambda i: (-ranking[rows[i]], rows[i])):
        row = rows[i]
        chunk = index.chunks[row]
        body = body_of(chunk.text, chunk.heading)  # a copied runbook's passage under another heading path too
        if body in seen_texts:  # the same passage indexed twice (a copied runbook) is cited once
            continue
        seen_texts.add(body)
        score, b, v, raw, cosine = merged[row]
        hits.append(chunk_hit(chunk, score=score, rank_score=ranking[row], bm25_score=b, vector_score=v, bm25_raw=raw,
                              cosine=cosine, coverage=coverage[i], evidence=evidence[row]))
        if len(hits) == k:
            break
    return hits
