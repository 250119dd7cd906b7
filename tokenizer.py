"""The one tokenizer for runbook text and questions (BM25 terms, coverage, glossary look-ups)."""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache

from constants import GENERIC_QUERY_WORDS, INTERROGATIVE_WORDS

# ASCII technical tokens kept whole: commands, flags, paths, event IDs, IPs, ATT&CK/CVE ids.
_ASCII_TOKEN = re.compile(r"[a-z0-9_$@%./\\:\-]*[a-z0-9_]")
_ASCII_PART = re.compile(r"[a-z0-9]+")
_HYPHENATED = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)+$")
# English contractions: "what's" is "what", "don't" is "do not" (split at the apostrophe, they gave the
# tokens s, don, t, and "s" was a question's concept).
_NEGATION = re.compile(r"\b([a-z]+?)n['\u2019]t\b")
_CLITIC = re.compile(r"(?<=[a-z])['\u2019](?:s|re|ve|ll|d|m)\b")
_NEGATED = {"ca": "can", "wo": "will", "sha": "shall"}
# Parts of speech that carry no topic (particles, auxiliaries, symbols, fillers).
_DROP_POS = ("助詞", "助動詞", "記号", "フィラー", "連体詞", "接続詞")
_DROP_NOUN_KINDS = ("非自立", "代名詞", "接尾")
# Verbs and adjectives that only inflect the one before them: 落ちてる, 見張っとく, 消しちゃう, 漏れたっぽい,
# 休ませる. As question words they were concepts no passage covers (てる in 30 of the 231 SOC dev questions).
_DROP_AUXILIARY = (("動詞", "形容詞"), ("非自立", "接尾"))
_STOP_BASES = frozenset(
    "する ある いる なる れる られる できる いう こと もの ため よう これ それ あれ どれ さん".split()
)

_NON_TOPIC = GENERIC_QUERY_WORDS | {w.lower() for w in INTERROGATIVE_WORDS}

# Texts up to this long (questions, answer lines) keep janome's reading in `morphemes`' cache.
_CACHED_TEXT_CHARS = 300

_tokenizer = None
_tokenizer_lock = threading.Lock()


def _janome():
    """One shared janome Tokenizer: building its dictionary takes about a second."""
    global _tokenizer
    if _tokenizer is None:
        from janome.tokenizer import Tokenizer

        _tokenizer = Tokenizer()
    return _tokenizer


def morphemes(text: str) -> tuple:
    """janome's morphemes of a text, through the one shared Tokenizer (one caller at a time).

    Sentence-sized texts are cached: one question is read by the retriever, the evidence check and
    the vagueness and danger detectors, and an answer's runbook lines recur across an incident's
    questions. Passages tokenised while indexing are longer and pass through uncached.
    """
    return _cached_morphemes(text) if len(text) <= _CACHED_TEXT_CHARS else _janome_morphemes(text)


@lru_cache(maxsize=4096)
def _cached_morphemes(text: str) -> tuple:
    return _janome_morphemes(text)


def _janome_morphemes(text: str) -> tuple:
    with _tokenizer_lock:
        return tuple(_janome().tokenize(text))


def tokenize(text: str) -> list[str]:
    """BM25 tokens for Japanese/English runbook text; the same function serves corpus and queries.

    NFKC + lower case; ASCII runs (``wevtutil``, ``4625``, ``/var/log/secure``, ``-rf``) are kept whole
    and also split into their alphanumeric parts, and a hyphenated word is also written joined (an
    operator types SEV1 for the runbook's SEV-1); Japanese runs go through janome, keeping base forms
    of content words and dropping particles, auxiliaries and symbols.
    """
    text = unicodedata.normalize("NFKC", text).lower()
    if "'" in text or "\u2019" in text:
        text = _CLITIC.sub("", _NEGATION.sub(lambda m: f"{_NEGATED.get(m.group(1), m.group(1))} not", text))
    tokens: list[str] = []
    for match in _ASCII_TOKEN.finditer(text):
        word = match.group().lstrip(".:")
        if not word:
            continue
        tokens.append(word)
        parts = _ASCII_PART.findall(word)
        if len(parts) > 1 or (parts and parts[0] != word):
            tokens.extend(parts)
        if _HYPHENATED.match(word):  # SEV-1 / SEV1, e-mail / email, post-mortem / postmortem
            tokens.append("".join(parts))
    japanese = _ASCII_TOKEN.sub(" ", text)
    if any(ord(ch) > 0x2FF for ch in japanese):
        for m in morphemes(japanese):
            pos = m.part_of_speech.split(",")
            base = m.base_form if m.base_form != "*" else m.surface
            if pos[0] in _DROP_POS or (pos[0] == "名詞" and pos[1] in _DROP_NOUN_KINDS) \
                    or (pos[0] in _DROP_AUXILIARY[0] and pos[1] in _DROP_AUXILIARY[1]):
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
