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

import re
import unicodedata
from collections.abc import Callable

import numpy as np

from constants import (ACRONYM_MAX_ZIPF, AUTHORITY_SUFFIXES, CROSS_LINGUAL_COSINE_BAND, EVIDENCE_COVERAGE_SHARE, NAME_MAX_ZIPF,
                       NAME_SHAPED_MAX_ZIPF, SAME_LANGUAGE_COSINE_BAND, WORD_SHAPED_PRODUCTS)
from glossary import english_dictionary, known_word, stem
from tokenizer import morphemes, tokenize
from utils import has_japanese

_LETTERS = re.compile(r"[a-z]+")
_NAME_SHAPED = re.compile(r"(?<![A-Za-z0-9_])(?:[A-Z][a-z]{2,}|[a-z]+[A-Z])[A-Za-z0-9]*")
_ACRONYM = re.compile(r"(?<![A-Za-z0-9_\-])([A-Z]{2,})[0-9]*(?![A-Za-z0-9_])")  # VPN2 is the second VPN
_VERSIONED = re.compile(r"([a-z]+)[0-9]+")  # Outlook2016 is Outlook's 2016 release; Log4j's number is part of its name
_SENTENCE_START = re.compile(r"(?s)(?:.*[.!?:;\n—-])?[\s\"'(「*]*")


def concept_coverage(bm25, concepts, rows: list[int]) -> list[float]:
    """Idf-weighted share of `concepts` named by each row's chunk (0..1)."""
    if not concepts or not rows:
        return [0.0] * len(rows)
    vocabulary, idf, max_idf = bm25.vocabulary, bm25.idf, bm25.max_idf
    weights = []
    for concept in concepts:
        col = vocabulary.get(concept.key)
        weights.append(max(float(idf[col]), 0.0) if col is not None else max_idf)
    total = sum(weights) or 1.0
    columns = [[vocabulary[t] for t in concept.terms if t in vocabulary] for concept in concepts]
    used = sorted({c for cols in columns for c in cols})
    if not used:
        return [0.0] * len(rows)
    position = {c: i for i, c in enumerate(used)}
    present = bm25.by_document[rows][:, used].toarray() > 0  # rows × the concepts' terms
    named = np.stack([present[:, [position[c] for c in cols]].any(axis=1) if cols else np.zeros(len(rows), bool)
                      for cols in columns], axis=1)
    return (named @ np.array(weights) / total).tolist()


def unknown_names(query: str, vocabulary: dict[str, int]) -> list[str]:
    """Names in the question that no runbook mentions: a product, tool or service the corpus lacks.

    Two kinds of word count as a name when no runbook has them:
    - an ASCII word that is no English word: CrowdStrike, gsutil, Opsgenie. A word is English when
      a dictionary has it or its stem (`english-words`: web2 + GCIDE), or when it is common in
      today's English (`wordfreq` Zipf ≥ `NAME_MAX_ZIPF`: laptop, website), and so is its inflected
      form (`_no_word`: nuked). Words are checked by their letter runs, so `SEV2` is `sev` + `2`;
    - a word written as a name (Capitalised or camelCase, not opening an English sentence) that is
      not everyday English (Zipf < `NAME_SHAPED_MAX_ZIPF`): Chainsaw, Palo Alto, Salesforce, whose
      letters are also ordinary words;
    - an acronym in capitals (SAS, PPC, NSG) that no runbook writes at all, the glossary does not
      know (PC is a 端末) and everyday English does not use (Zipf < `ACRONYM_MAX_ZIPF`: OS, CEO):
      a runbook about VPNs says VPN, so one that never does is about something else.
    A question about a name is next door to the runbooks, not in them.
    """
    from wordfreq import zipf_frequency

    words = english_dictionary()
    names = []
    nfkc = unicodedata.normalize("NFKC", query)
    written = nfkc.lower()  # a hyphenated word's joined token is not written
    for token in dict.fromkeys(t for t in tokenize(query) if t.isascii() and t not in vocabulary and "masked" not in t
                               and t in written):
        parts = [p for p in _LETTERS.findall(token) if len(p) >= 3 and p not in vocabulary and not _inflects(p, vocabulary)]
        if any(_no_word(p, words) and not _shortens(p, vocabulary) for p in parts):
            names.append(token)
    names += [t for t in written_names(query) if t not in names and t not in vocabulary and not _shortens(t, vocabulary)
              and not _versioned(t, vocabulary)]
    acronyms = {m.group(1): m.group(0).lower() for m in _ACRONYM.finditer(nfkc)}  # NIS2's letters, and NIS2 as written
    names += [a.lower() for a, written_so in acronyms.items()
              if a.lower() not in vocabulary and written_so not in vocabulary and a.lower() not in names
              and a != "MASKED" and not known_word(a) and zipf_frequency(a.lower(), "en") < ACRONYM_MAX_ZIPF]
    return names


def _no_word(part: str, words: frozenset[str]) -> bool:
    """Is a letter run no English word: not in the dictionary (nor its stem), unknown to the glossary, rare
    in today's English (Zipf < `NAME_MAX_ZIPF`), and no inflected form of a word that is ("nuked", "msgs")?
    Such a word is a name: okta, gsutil, splunk."""
    from wordfreq import zipf_frequency

    def english(word: str) -> bool:
        return word in words or stem(word) in words or zipf_frequency(word, "en") >= NAME_MAX_ZIPF

    return not known_word(part) and not english(part) and not any(english(base) for base in _bases(part, shortest=3))


def spelt_names(query: str, vocabulary: dict[str, int], spellings: Callable[[str], frozenset[str]]) -> list[str]:
    """Words of the question, however it writes them, that the runbooks write as names: no English word
    by spelling (`_no_word`), and every way the runbooks write it (`spellings(word)`, SearchIndex.spellings)
    Capitalised or camelCase. "Okta" in a runbook makes a lower-case "okta" a name; "creds", "grep" and
    "DPO" stay words."""
    words, written = english_dictionary(), unicodedata.normalize("NFKC", query).lower()

    def written_as_name(token: str) -> bool:
        spelt = spellings(token)
        return bool(spelt) and all(_NAME_SHAPED.fullmatch(s) for s in spelt)

    return [token for token in dict.fromkeys(t for t in tokenize(query) if t.isascii() and t in vocabulary and t in written)
            if any(len(p) >= 3 and _no_word(p, words) for p in _LETTERS.findall(token)) and written_as_name(token)]


def _spelt_any_way(words: list[str]) -> str:
    """A name's words as a pattern that matches them with or without spaces and hyphens between them."""
    return r"[\s\-]*".join(map(re.escape, words))


_PRODUCT = re.compile(r"(?<![a-z0-9])(" + "|".join(_spelt_any_way(name.split()) for name in WORD_SHAPED_PRODUCTS)
                      + r")(?![a-z0-9])")


def unwritten_products(query: str, writes: Callable[[str], bool]) -> list[str]:
    """Listed products (`WORD_SHAPED_PRODUCTS`) the question names and no runbook writes (`writes(pattern)`:
    does the runbooks' text, NFKC and lower case, match it): "snowflake", "Jenkins" and "log4shell" pass the
    dictionary check as words, but a question about them is about a product next door to the runbooks."""
    names = dict.fromkeys(m.group() for m in _PRODUCT.finditer(unicodedata.normalize("NFKC", query).lower()))
    return [name for name in names
            if not writes(r"(?<![a-z0-9])" + _spelt_any_way(re.split(r"[\s\-]+", name)) + r"(?![a-z0-9])")]


def uncited_products(query: str, texts: list[str]) -> list[str]:
    """Listed products the question names that none of `texts` (the passages found for it) writes: a
    runbook that names PAN-OS somewhere does not answer a question about it from a passage that does not."""
    passages = [unicodedata.normalize("NFKC", t).lower() for t in texts]
    return unwritten_products(query, lambda pattern: any(re.search(pattern, p) for p in passages))


_INFLECTIONS = (("s", ""), ("es", ""), ("ed", ""), ("d", ""), ("ing", ""), ("ing", "e"))
_DOUBLED = re.compile(r"([b-df-hj-np-tv-z])\1$")


def _bases(word: str, shortest: int = 1) -> list[str]:
    """The words an inflected form may come from, each at least `shortest` letters before an added "e":
    "phished" -> phish, "staging" -> stage, and a doubled final consonant undoubled ("grepping", "stopped"
    -> grep, stop)."""
    bases = [word[:-len(suffix)] + back for suffix, back in _INFLECTIONS
             if word.endswith(suffix) and len(word) >= len(suffix) + shortest]
    return bases + [base[:-1] for base in bases if _DOUBLED.search(base)]


def _inflects(word: str, vocabulary: dict[str, int]) -> bool:
    """Is the word an inflected form of one the runbooks write ("ransomwared", "ssns", "phished", "grepping")?"""
    return any(base in vocabulary for base in _bases(word))


def _shortens(word: str, vocabulary: dict[str, int]) -> bool:
    """Is the word a shortening of one the runbooks write ("Shield Adv" for Advanced, "config"), or its plural
    ("prereqs", "vulns")? Only read for a word that would otherwise be a name, so the scan over the vocabulary
    is rare."""
    shorts = [word] + ([word[:-1]] if word.endswith("s") else [])
    return word.isalpha() and any(len(w) >= 3 and any(t.startswith(w) and len(t) >= len(w) + 2 for t in vocabulary)
                                  for w in shorts)


def _versioned(word: str, vocabulary: dict[str, int]) -> bool:
    """Is the word a name the runbooks write with a release number glued on (Outlook2016, Windows10)?"""
    versioned = _VERSIONED.fullmatch(word)
    return versioned is not None and versioned.group(1) in vocabulary


def uncited_authorities(query: str, texts: list[str]) -> list[str]:
    """Japanese authority names in the question that none of `texts` (the passages found for it) writes:
    a noun compound ending in one of `AUTHORITY_SUFFIXES` after a word of its own (金融庁, 総務省,
    個人情報保護委員会; not 官庁 or 委員会 alone). A question about Japan's regulator answered from the
    GDPR table of an English playbook is answered about someone else."""
    text = unicodedata.normalize("NFKC", query)
    if not has_japanese(text) or not any(suffix in text for suffix in AUTHORITY_SUFFIXES):
        return []  # janome only for a question that writes a suffix at all (most do not)
    names, run = [], []
    for m in [*morphemes(text), None]:
        if m is not None and m.part_of_speech.startswith("名詞"):
            run.append(m.surface)
            continue
        compound = "".join(run)
        starts = {len("".join(run[:i])) for i in range(1, len(run))}  # token boundaries after the first word
        if any(compound.endswith(s) and len(compound) - len(s) in starts for s in AUTHORITY_SUFFIXES) \
                and not any(compound in passage for passage in texts) and compound not in names:
            names.append(compound)
        run = []
    return names


_CAMEL_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+")


def uncited_names(query: str, bm25, rows: list[int], spellings: Callable[[str], frozenset[str]]) -> list[str]:
    """Names the question writes as names (`written_names`) or the runbooks do (`spelt_names`, reading
    `spellings`) that some runbook mentions but none of the passages found for it (`rows`): a question
    about a Mac or Gmail answered from passages about Windows or Exchange is about something the
    runbooks do not cover."""
    columns = {t: bm25.vocabulary[t] for t in written_names(query) + spelt_names(query, bm25.vocabulary, spellings)
               if t in bm25.vocabulary}
    if not columns or not rows:
        return []
    passages = bm25.by_document[rows]

    def cited(columns_of: list[int]) -> bool:
        return bool(columns_of) and all(passages[:, columns_of].getnnz(axis=0))

    # "AzureAD" is cited by passages that write "Azure AD": each camel-case part of two or more letters.
    parts = {w.lower(): [p.lower() for p in _CAMEL_PART.findall(w)] for w in name_shaped_words(query)}
    return [t for t, column in columns.items() if not cited([column])
            and not (len(parts.get(t, [])) > 1 and all(len(p) > 1 and p in bm25.vocabulary for p in parts[t])
                     and cited([bm25.vocabulary[p] for p in parts[t]]))]


def written_names(query: str) -> list[str]:
    """The words written as names (`name_shaped_words`) that are not everyday English (Zipf <
    `NAME_SHAPED_MAX_ZIPF`: Office, Teams stay words), lower case, once each."""
    from wordfreq import zipf_frequency

    return [t for t in dict.fromkeys(w.lower() for w in name_shaped_words(query))
            if zipf_frequency(t, "en") < NAME_SHAPED_MAX_ZIPF]


def name_shaped_words(query: str) -> list[str]:
    """ASCII words written as names (Chainsaw, MacBook, iPhone), minus those opening an English sentence."""
    english = not has_japanese(query)
    return [m.group() for m in _NAME_SHAPED.finditer(query)
            if not (english and _SENTENCE_START.fullmatch(query[:m.start()]))]


def evidence_score(coverage: float, cosine: float | None, same_language: bool) -> float:
    """`EVIDENCE_COVERAGE_SHARE × coverage + rest × semantic`; coverage alone without a vector."""
    if cosine is None:
        return coverage
    low, high = SAME_LANGUAGE_COSINE_BAND if same_language else CROSS_LINGUAL_COSINE_BAND
    semantic = min(max((cosine - low) / (high - low), 0.0), 1.0)
    return EVIDENCE_COVERAGE_SHARE * coverage + (1 - EVIDENCE_COVERAGE_SHARE) * semantic
