"""What a question asks for, in both runbook languages: search terms and the concepts to cover.

A question is turned into per-language BM25 term weights (its own words, plus glossary synonyms
and other-language equivalents at a lower weight) and into *concepts*: each topic word of the
question, with the alternatives that count as saying the same thing (its glossary synonyms and
translations). The evidence check asks which share of the concepts a passage covers, so 「偉い人」
is covered by a passage about 経営層 and 隔離 by one that says "isolate".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from constants import EXPANSION_WEIGHT
from glossary import matched_entries
from tokenizer import tokenize, topic_terms
from utils import text_language

_CAPITALS = re.compile(r"(?<![A-Za-z])[A-Z]{3,}(?![A-Za-z])")

LANGUAGES = ("ja", "en")


@dataclass(frozen=True)
class Concept:
    """One thing the question names: present in a passage when any of `terms` occurs there."""

    key: str
    terms: frozenset[str]


@dataclass(frozen=True)
class QueryTerms:
    """A question analysed once: its language, BM25 weights per runbook language and its concepts."""

    text: str
    lang: str
    tokens: list[str]
    weights: dict[str, dict[str, float]]
    concepts: list[Concept]


def _is_japanese(token: str) -> bool:
    return not token.isascii()


@lru_cache(maxsize=None)
def entry_terms(ja_words: tuple[str, ...], en_words: tuple[str, ...]) -> tuple[frozenset[str], frozenset[str]]:
    """A glossary entry's Japanese and English topic tokens, tokenised once (janome is the costly part)."""
    ja_tokens = frozenset(t for w in ja_words for t in topic_terms(tokenize(w)))
    return ja_tokens, frozenset(topic_terms(tokenize(" ".join(en_words))))


@lru_cache(maxsize=256)
def analyse_query(text: str) -> QueryTerms:
    """Tokens, per-language term weights and concepts of a question (kept for the next caller of the
    same question: search, quoting and follow-ups each ask; the result is shared, never changed).

    Same-language weights: the question's tokens (weight 1 each occurrence) plus glossary synonyms
    in that language at `EXPANSION_WEIGHT`. Other-language weights: the question's ASCII tokens
    (commands, event ids, product names are the same in both) plus the glossary equivalents.
    """
    tokens = tokenize(text)
    lang = text_language(text)
    # A word in capitals is a topic even when its lower case is not (CAN, the report, is no modal verb).
    kept = set(topic_terms(tokens)) | {w.lower() for w in _CAPITALS.findall(text)}
    topics = [t for t in tokens if t in kept]
    entries = matched_entries(text)
    weights: dict[str, dict[str, float]] = {lang_: {} for lang_ in LANGUAGES}
    for token in tokens:
        weights[lang][token] = weights[lang].get(token, 0.0) + 1.0
        if token.isascii():
            other = "en" if lang == "ja" else "ja"
            weights[other][token] = weights[other].get(token, 0.0) + 1.0
    concepts: dict[str, set[str]] = {t: {t} for t in topics}
    for t in [t for t in concepts if "-" in t]:  # SEV-1 and its joined token SEV1 are one concept
        if t.replace("-", "") in concepts:
            concepts[t] |= concepts.pop(t.replace("-", ""))
    for entry in entries:
        ja_tokens, en_tokens = entry_terms(*entry)
        alternatives = ja_tokens | en_tokens
        for target, words in (("ja", ja_tokens), ("en", en_tokens)):
            for t in sorted(words):  # in a fixed order: BM25 sums the terms in this order, and a float sum's
                weights[target].setdefault(t, EXPANSION_WEIGHT)  # order must not follow Python's hash seed
        own = ja_tokens if lang == "ja" else en_tokens
        named = [t for t in concepts if t in own] or [t for t in concepts if any(t in w or w in t for w in own)]
        for t in named:
            concepts[t] |= alternatives
    return QueryTerms(text, lang, tokens, weights, [Concept(k, frozenset(v)) for k, v in concepts.items()])
