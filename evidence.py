"""How well a passage supports an answer, on a 0..1 scale that means the same for every question.

The spec's fused score is min-max normalised per question, so its top hit is always about 1 and it
cannot say "nothing relevant". The evidence score combines two signals that are comparable across
questions and across runbook languages:

- *coverage*: the share of the question's concepts (query_terms.Concept, idf-weighted) that the
  passage names, a concept counting as named when the word itself, a glossary synonym or its
  other-language equivalent occurs. A concept the passage's language cannot express (a Japanese
  word with no glossary entry, asked of an English passage) counts half: it is unknown, not absent.
- *semantic*: the e5 cosine rescaled over its typical band, which is lower for a cross-language
  pair than for a same-language one.
"""

from __future__ import annotations

from constants import CROSS_LINGUAL_COSINE_BAND, EVIDENCE_COVERAGE_SHARE, SAME_LANGUAGE_COSINE_BAND


def concept_coverage(bm25, concepts, rows: list[int], langs: list[str],
                     vocabulary_by_language: dict[str, set[int]]) -> list[float]:
    """Idf-weighted share of `concepts` named by each row's chunk (0..1).

    `vocabulary_by_language` holds the term columns each runbook language ever uses: a concept none
    of whose terms the chunk's language uses anywhere cannot be judged there and counts half.
    """
    if not concepts or not rows:
        return [0.0] * len(rows)
    vocabulary, idf, max_idf = bm25.vocabulary, bm25.idf, bm25.max_idf
    weights = []
    for concept in concepts:
        col = vocabulary.get(concept.key)
        weights.append(max(float(idf[col]), 0.0) if col is not None else max_idf)
    total = sum(weights) or 1.0
    columns = [[vocabulary[t] for t in concept.terms if t in vocabulary] for concept in concepts]
    by_doc = bm25.by_document
    result = []
    for row, lang in zip(rows, langs):
        present = set(by_doc.indices[by_doc.indptr[row]:by_doc.indptr[row + 1]].tolist())
        score = 0.0
        for concept, weight, cols in zip(concepts, weights, columns):
            if any(c in present for c in cols):
                score += weight
            elif not any(c in vocabulary_by_language.get(lang, ()) for c in cols):
                score += weight / 2  # this language never says it: unknown, not absent
        result.append(score / total)
    return result


def evidence_score(coverage: float, cosine: float | None, same_language: bool) -> float:
    """`EVIDENCE_COVERAGE_SHARE × coverage + rest × semantic`; coverage alone without a vector."""
    if cosine is None:
        return coverage
    low, high = SAME_LANGUAGE_COSINE_BAND if same_language else CROSS_LINGUAL_COSINE_BAND
    semantic = min(max((cosine - low) / (high - low), 0.0), 1.0)
    return EVIDENCE_COVERAGE_SHARE * coverage + (1 - EVIDENCE_COVERAGE_SHARE) * semantic
