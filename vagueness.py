"""Vague questions (spec §5.3, issue 10): does a question name anything, or only point at something?

「これ消していい？」, 「さっきのは？」, "what now?" and "is this ok?" name no system, log, account or
procedure: without a conversation to point into they get the follow-up template; with one they are
follow-ups. Interrogatives alone (「どうすれば？」) stay vague with history too (spec §5.3). A
question that names a topic is never vague, however short ("EDR?", 「4625とは」).
"""

from __future__ import annotations

import re
import unicodedata

import numpy as np

from constants import (AMBIGUOUS_MIN_CHARS, DANGER_EN_VERBS, DEICTIC_WORDS, FOLLOW_UP_MARKERS, GENERIC_QUERY_WORDS,
                       GENERIC_VERBS_JA, INTERROGATIVE_WORDS, VAGUE_NON_TOPIC_EN, VAGUE_NON_TOPIC_JA)
from guardrail_model import is_e5_vector, load_model, model_probability
from tokenizer import morphemes
from utils import has_japanese

_ASCII_WORD = re.compile(r"[a-z0-9][a-z0-9'_\-.]*[a-z0-9]|[a-z0-9]")
_NON_TOPIC = (VAGUE_NON_TOPIC_JA | VAGUE_NON_TOPIC_EN | set(DANGER_EN_VERBS) | GENERIC_QUERY_WORDS
              | {w.lower() for w in INTERROGATIVE_WORDS})
# Nouns that point or count rather than name (これ, やつ, 一回, 今), and adjectival nouns (大丈夫).
_NON_NAMING_NOUNS = ("代名詞", "非自立", "数", "接尾", "副詞可能", "形容動詞語幹")


def _ascii_topics(text: str) -> list[str]:
    """ASCII words that name something: not a function word, a generic verb or adjective; event ids count."""
    return [w for w in _ASCII_WORD.findall(text) if w not in _NON_TOPIC and (len(w) > 1 or w.isdigit())]


def topic_words(query: str) -> list[str]:
    """The words of a question that name a topic: Japanese nouns (janome) and ASCII terms."""
    return [word for word, _ in _topics(query)]


def _topics(query: str) -> list[tuple[str, bool]]:
    """(word, is an action noun such as 連絡 or 削除) for each word that names a topic."""
    text = unicodedata.normalize("NFKC", query or "").lower()
    topics = [(w, False) for w in _ascii_topics(text)]
    japanese = _ASCII_WORD.sub(" ", text)
    if any(ord(ch) > 0x2FF for ch in japanese):
        topics += [(m.surface, m.part_of_speech.split(",")[1] == "サ変接続") for m in morphemes(japanese)
                   if m.part_of_speech.startswith("名詞") and m.part_of_speech.split(",")[1] not in _NON_NAMING_NOUNS
                   and m.base_form not in _NON_TOPIC and m.surface not in _NON_TOPIC]
    return topics


def has_content_verb(query: str) -> bool:
    """Does a Japanese question say what is done (入る, 見る, 戻す), beyond する / いい / できる?"""
    text = unicodedata.normalize("NFKC", query or "")
    return any(m.part_of_speech.startswith("動詞,自立") and m.base_form not in GENERIC_VERBS_JA
               for m in morphemes(text)) if has_japanese(text) else False


def has_marker(text: str, markers: list[str]) -> bool:
    """Does NFKC lower-case `text` hold a marker: ASCII ones as whole words, Japanese as substrings?"""
    return any(re.search(rf"(?<![a-z]){re.escape(m)}(?![a-z])", text) if m.isascii() else m in text for m in markers)


def refers_back(query: str) -> bool:
    """Does the question point at an earlier turn (「その手順の詳細」, 「これ消していい？」, "what now?")?

    Interrogatives alone (「どうすれば？」, "why?") point at nothing: spec §5.3 keeps them ambiguous.
    """
    lowered = unicodedata.normalize("NFKC", query or "").lower()
    return has_marker(lowered, FOLLOW_UP_MARKERS + DEICTIC_WORDS)


def is_vague(query: str, query_vector: list[float] | None = None) -> bool:
    """Spec §5.3 without history: under AMBIGUOUS_MIN_CHARS characters (unless an ASCII term such as
    `EDR` or `4625` names the topic), no word that names a topic, a pointing word (それ, this) with
    nothing but action nouns beside it, or — given the question's e5 vector — what the vague model
    reads in it ("should I leave it running?" is built of words that each could name something)."""
    return vague_by_words(query) or (query_vector is not None and vague_by_vector(query_vector))


def vague_by_vector(query_vector: list[float]) -> bool:
    """The shipped e5 vague model (guardrail_model.json, trained on the tune part) on a question's vector."""
    part = load_model().get("vague")
    if part is None or not is_e5_vector(query_vector):
        return False
    return model_probability(part, np.asarray(query_vector, dtype=np.float32) * part["vector_scale"]) >= part["threshold"]


def vague_by_words(query: str) -> bool:
    """The word rule of `is_vague`."""
    normalized = unicodedata.normalize("NFKC", query or "")
    stripped = re.sub(r"[\s、。.,!?！？「」]", "", normalized)
    if len(stripped) < AMBIGUOUS_MIN_CHARS and not _ascii_topics(normalized.lower()):
        return True
    topics = _topics(query)
    # 「それ誰に連絡すればいい？」: an action (連絡, 削除) done to something only pointed at names nothing;
    # three or more such nouns name a thing (janome reads 統合・監査・ログ each as an action noun).
    return not topics or (refers_back(query) and len(topics) <= 2 and all(action for _, action in topics))
