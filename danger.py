"""Destructive-operation detector (spec §5.1, issue 10): lexical signals plus a small model over e5 vectors.

The lexical layer reads the request, not just the string: janome base forms of Japanese
destructive verbs in an action form (not passive, not past, not negated) with what they act on,
English verb lemmas (and action nouns: "deletion of") with their object phrase, where a verb whose
object is always something to lose (reimage, wipe, 初期化) acts without a known target; and the
destructive commands `commands.find_commands` finds in the normalised text. A
logistic regression over the e5 `query:` vector of the question plus these signals
(`guardrail_model.json`, trained by `eval/train_guardrails.py` on the tune part of
`eval/guardrail_labels.json`) tells a request from a question about detecting the act or a benign
stop/remove. A destructive verb with its target, or a command, flags a question whatever the model says
only when the question asks for the act (a request form: 「消しといて」, "should we wipe", "safe to run?"),
not when it asks about it (why, what it costs, how it shows in a log). Answers are judged by the lexical layer.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np

from constants import (
    ATTACKER_MARKERS, BENIGN_FALSE_FRIENDS, BENIGN_OBJECTS, COMMAND_GO_AHEAD, CONSTRUCTIVE_MARKERS, DANGER_ACTION_LABEL,
    DANGER_COMMAND_LABEL, DANGER_EN_NOUNS, DANGER_EN_PHRASAL, DANGER_EN_REQUEST_OPENERS,
    DANGER_EN_REQUEST_SUBJECTS, DANGER_EN_REQUEST_WORDS, DANGER_EN_VERBS, DANGER_JA_NOUNS, DANGER_JA_STATES, DANGER_JA_VERBS,
    DANGER_SELF_TARGETING, DANGER_TARGET_FALSE_FRIENDS, DANGER_TARGET_LABEL, DANGER_TARGETS, DANGER_VERB_FALSE_FRIENDS,
    DANGER_WEAKENING_PATTERNS, DETECTION_FALSE_FRIENDS, DETECTION_MARKERS_EN, DETECTION_MARKERS_JA, MEMBERSHIP_CONTAINERS,
    OWN_ARTIFACT_PATTERNS, REFRAINED_MARKERS,
)
from commands import find_commands, normalize_command_text, unquoted
from japanese_actions import ja_actions
from utils import has_japanese

MODEL_PATH = Path(__file__).parent / "guardrail_model.json"
LEXICAL_FEATURES = ("command", "pair", "verb", "target", "detection", "described", "benign", "weakening", "constructive",
                    "refrained")

_MENTIONED = re.compile(r"“[^”\n]{1,60}”|\"[^\"\n]{1,60}\"|`[^`\n]+`")
_SOURCE_LABEL = re.compile(r"\*\*\[\d+\]")
_DETECTION_EN = re.compile("|".join(DETECTION_MARKERS_EN))
_CONSTRUCTIVE = re.compile("|".join(CONSTRUCTIVE_MARKERS))
_REFRAINED = re.compile("|".join(REFRAINED_MARKERS))
_GO_AHEAD = re.compile(COMMAND_GO_AHEAD)
_WEAKENING = {label: re.compile("|".join(patterns)) for label, patterns in DANGER_WEAKENING_PATTERNS.items()}
_SENTENCE = re.compile(r"[。！？!?\n]+|(?<=[a-z\)])\.\s+")
_WORD = re.compile(r"[a-z0-9][a-z0-9_\-.:$/']*[a-z0-9]|[a-z0-9]")
_NUMBERED = re.compile(r"([a-z]{2,})-?\d+")
_FALSE_FRIENDS = re.compile("|".join(DANGER_TARGET_FALSE_FRIENDS))
_OWN_ARTIFACT = re.compile("|".join(OWN_ARTIFACT_PATTERNS))
_BENIGN_FALSE_FRIENDS = re.compile("|".join(BENIGN_FALSE_FRIENDS))
_DETECTION_FALSE_FRIENDS = re.compile("|".join(DETECTION_FALSE_FRIENDS))
_VERB_FALSE_FRIENDS = re.compile("|".join(DANGER_VERB_FALSE_FRIENDS))
# Gate before janome: a sentence with none of these stems holds no Japanese destructive verb.
_JA_STEMS = re.compile("|".join(sorted({v[:-1] for v in DANGER_JA_VERBS} | set(DANGER_JA_NOUNS) | set(DANGER_JA_STATES)
                                       | set(DANGER_EN_VERBS), key=len, reverse=True)))
# Each target category's words, in DANGER_TARGETS' order: ASCII words, ASCII phrases, Japanese words.
_TARGET_WORDS = [(label, frozenset(w for w in words if w.isascii() and " " not in w),
                  [f" {w} " for w in words if w.isascii() and " " in w], [w for w in words if not w.isascii()])
                 for label, words in DANGER_TARGETS.items()]
_BENIGN_EN = {w for w in BENIGN_OBJECTS if w.isascii()}
_BENIGN_JA = [w for w in BENIGN_OBJECTS if not w.isascii()]
# Where an English object phrase ends.
_PHRASE_END = frozenset("in on at for from to into with so and or but because after before when if via by of now "
                        "please then while since until without using across , ? ! ; :".split())
# Inflections that describe an act rather than ask for it (deleted, stops, disabling) → their verb.
_EN_FORMS = {form: v for v in DANGER_EN_VERBS for form in (
    v + "s", v + "es", v + "d", v + "ed", v + v[-1] + "ed", v + "ing", v[:-1] + "ing", v + v[-1] + "ing")
    if form not in DANGER_EN_VERBS}
# "can CrowdStrike be disabled for now?": a modal passive asks for the act, its subject the object.
_EN_MODALS = frozenset("can could should would will must may shall".split())
# The modals a request asks with ("should we wipe", "do I stop"): the same, with "might" and "do".
_EN_REQUEST_MODALS = _EN_MODALS | {"might", "do"}
_EN_VERB_PREFIXES = frozenset("remote force hard mass bulk batch auto secure".split())
_EN_PASSIVE = frozenset("was were been being is are get got gets".split())
_EN_NEGATIONS = frozenset("not don't dont never avoid cannot can't".split())
# Prepositions that can carry the object's target ("remove access to the accounts").
_OF_PHRASE = frozenset(("to", "of"))
# Words that open a new clause, past which a negation no longer reaches.
_CLAUSE_BREAKS = frozenset("but then so because if when unless instead".split())
_EN_PHRASAL_DESCRIBED = frozenset("turned switched powered taken torn blown wiped shutting turning".split())
# "Need the staging DB wiped", "get the laptops reimaged": a participle after one of these and its object asks.
_EN_HAVE_DONE = frozenset("need needs want wants get have".split())
_EN_HAVE_DONE_BREAKS = frozenset("to who what if whether which when why how was were been is are be".split())
# "walk me through wiping", "go about stopping", "mind switching off": a gerund after these asks.
_EN_GERUND_REQUESTS = frozenset("about through mind start begin".split())


@dataclass
class Signals:
    """What the lexical layer found in one text."""

    commands: list[str] = field(default_factory=list)
    pairs: list[str] = field(default_factory=list)  # action labels with their target, 「監査ログの無効化」
    verbs: list[str] = field(default_factory=list)  # action labels of destructive verbs without a known target
    targets: list[str] = field(default_factory=list)  # target categories named anywhere (DANGER_TARGETS)
    detection: bool = False
    described: bool = False  # a destructive verb in the past or passive: an event, not a request
    benign: bool = False
    weakening: list[str] = field(default_factory=list)  # settings that destroy or expose (「保存期間の短縮」)
    constructive: bool = False  # turns a protection on, keeps more, or contains (CONSTRUCTIVE_MARKERS)
    refrained: bool = False  # says not to do something, or to wait (REFRAINED_MARKERS, any verb)
    requested: bool = False  # a destructive verb in a request form, or a command it asks to run

    def vector(self) -> np.ndarray:
        """The model's lexical features, in `LEXICAL_FEATURES` order."""
        values = {"command": self.commands, "pair": self.pairs, "verb": self.verbs or self.pairs, "target": self.targets,
                  "detection": self.detection, "described": self.described, "benign": self.benign,
                  "weakening": self.weakening, "constructive": self.constructive,
                  "refrained": self.refrained}
        return np.array([bool(values[name]) for name in LEXICAL_FEATURES], dtype=np.float32)

    def reasons(self) -> list[str]:
        """What the banner names: commands, acts on their targets, weakened settings; else the acts
        alone, else what the question acts on (when only the model judged it a request)."""
        found = [DANGER_COMMAND_LABEL.format(command=c) for c in self.commands] + self.pairs + self.weakening
        found = found or [f"{DANGER_ACTION_LABEL}（{v}）" for v in self.verbs]
        return list(dict.fromkeys(found or [DANGER_TARGET_LABEL.format(target=t) for t in self.targets]))


def _target_label(text: str) -> str | None:
    """The first target category named in a (normalised) Japanese or English text."""
    cleaned = _FALSE_FRIENDS.sub(" ", text)
    found = _WORD.findall(cleaned)
    # A host named with a number (DC02, FS01, vm3) is one of its kind.
    words, phrase = set(found) | {m.group(1) for w in found if (m := _NUMBERED.fullmatch(w))}, f" {' '.join(found)} "
    for label, ascii_words, ascii_phrases, japanese in _TARGET_WORDS:
        if not words.isdisjoint(ascii_words) or any(p in phrase for p in ascii_phrases) or any(w in cleaned for w in japanese):
            return label
    return None


def _acted_on(target: str | None, act: str) -> str | None:
    """The target an act is paired with: the category named, else "" (the act alone) when the act
    (an English verb, a Japanese action label) always destroys what it acts on, else None."""
    return target or ("" if act in DANGER_SELF_TARGETING else None)


def _en_actions(words: list[str], instruction: bool = False,
                english: bool = True) -> tuple[list[tuple[str, str | None, bool]], bool, bool]:
    """(action label, target label of its object phrase, whether it is asked for) for English destructive
    verbs in base form; in a runbook's `instruction` the object phrase reaches through a preposition to its
    target. Only an `english` sentence asks in English: in a Japanese one the first English word does not
    stand first (「研修資料に「rm -rf は危険」」), and its verbs' forms are `ja_actions`' to read."""
    found, described, benign = [], False, False
    for i, w in enumerate(words):
        label, start = DANGER_EN_VERBS.get(w), i + 1
        if w in DANGER_EN_NOUNS and words[i + 1:i + 2] == ["of"]:
            label, start = DANGER_EN_NOUNS[w], i + 2
        for (verb, particle), phrasal in DANGER_EN_PHRASAL.items():
            if w == verb and particle in words[i + 1:i + 5]:
                label, start = phrasal, i + 1
                break
        verb = _EN_FORMS.get(w) if label is None else None
        modal = _modal_before_be(words, i) if verb else None
        if modal is None and verb:
            modal = _have_done(words, i)
        if modal is not None:  # its subject (or object), between the modal and the verb, is what it acts on
            found.append((DANGER_EN_VERBS[verb], _acted_on(_target_label(" ".join(words[modal + 1:i])), verb), english))
            continue
        if verb and w.endswith("ing") and _after_gerund_request(words, i):
            label = DANGER_EN_VERBS[verb]
        if label is None:
            described = described or w in _EN_FORMS or (
                w in _EN_PHRASAL_DESCRIBED and any(p in words[i + 1:i + 4] for _, p in DANGER_EN_PHRASAL))
            continue
        if i and words[i - 1] in _EN_PASSIVE:
            described = True
            continue
        if _negated(words, i, instruction):
            continue  # "do not kill a suspicious process": the runbook forbids it
        phrase, rest = [], []
        for k, word in enumerate(words[start:start + 8], start):
            # In a runbook's step ("remove all accesses to the accounts") a preposition ends the object only
            # once it names a target; a question's object ends at the first ("stop the attacker from …").
            if word in _PHRASE_END and phrase and not (instruction and word in _OF_PHRASE
                                                       and _target_label(" ".join(phrase)) is None):
                rest = words[k:k + 5]
                break
            if word not in ("rid", "of", "off", "down", "away", "offline", "out"):
                phrase.append(word)
        if rest[:1] == ["from"] and any(w in MEMBERSHIP_CONTAINERS for w in rest[1:]):
            continue  # "remove bob from the war room channel": a membership change, nothing destroyed
        benign = benign or any(p in _BENIGN_EN for p in phrase)
        found.append((label, _acted_on(_target_label(" ".join(phrase)), w), english and _en_requested(words, i)))
    return found, described, benign


def _en_requested(words: list[str], i: int) -> bool:
    """Is the verb at `i` asked for: in imperative position ("nuke it", "please wipe"), after a request
    word or "to" ("let's", "ok to", "how to"), after a modal with its asker ("should we", "can you"), or
    coordinated with a verb that is ("stop and delete"); not "why would ransomware delete", "if I reset"."""
    before = words[:i]
    if all(w in DANGER_EN_REQUEST_OPENERS for w in before) or DANGER_EN_REQUEST_WORDS.intersection(before[-4:]) \
            or before[-1] == "to" or _after_gerund_request(words, i):
        return True
    asker = next((k for k in (i - 1, i - 2) if k > 0 and words[k] in DANGER_EN_REQUEST_SUBJECTS), None)
    if asker is not None and words[asker - 1] in _EN_REQUEST_MODALS:
        return True
    return before[-1] in ("and", "then", "&") and i >= 2 and _en_requested(words, i - 2)


def _modal_before_be(words: list[str], i: int) -> int | None:
    """Where the modal of a modal passive stands ("can CrowdStrike be disabled": the inflected verb at `i`
    follows "be", a modal up to five words before it), else None."""
    if i < 2 or words[i - 1] != "be":
        return None
    return next((k for k in range(i - 2, max(i - 7, -1), -1) if words[k] in _EN_MODALS), None)


def _after_gerund_request(words: list[str], i: int) -> bool:
    """Does the gerund at `i` follow "through"/"about"/"mind", perhaps past an adverb ("through remotely wiping")?"""
    k = i - 1 - (i >= 2 and words[i - 1].endswith("ly"))
    return k >= 0 and words[k] in _EN_GERUND_REQUESTS


def _have_done(words: list[str], i: int) -> int | None:
    """Where "need"/"get"/"have" stands when the participle at `i` completes it with its object in between
    ("Need the staging DB wiped"; not "need to know who deleted it"), else None."""
    if not words[i].endswith(("ed", "d")):
        return None
    k = next((k for k in range(i - 2, max(i - 7, -1), -1) if words[k] in _EN_HAVE_DONE), None)
    return None if k is None or _EN_HAVE_DONE_BREAKS.intersection(words[k + 1:i]) else k


def _en_words(sentence: str) -> list[str]:
    """A normalised sentence's words, a verb behind a manner prefix split off ("remote-wipe", "hard-delete")."""
    return [part for w in _WORD.findall(sentence)
            for part in (w.split("-") if w.split("-", 1)[0] in _EN_VERB_PREFIXES and w.rsplit("-", 1)[-1] in DANGER_EN_VERBS
                         else [w])]


def _negated(words: list[str], i: int, instruction: bool = False) -> bool:
    """Is the verb at `i` negated: "do not kill", or coordinated after a negated verb in the same
    clause ("do not modify bucket policies or revoke access"); in a runbook's `instruction`, any verb
    of a step that opens with a negation and lists what it forbids ("Do NOT terminate instances, delete
    logs, or modify resources": the commas are gone)."""
    negation = next((j for j in range(i - 1, max(i - 3, -1), -1) if words[j] in _EN_NEGATIONS), None)
    if negation is not None:
        return not (negation and words[negation - 1] in ("reason", "why"))  # "any reason not to nuke it?" asks
    if i >= 2 and words[i - 1] in ("or", "nor", "and"):
        before = words[max(i - 8, 0):i - 1]
    elif instruction and {"or", "nor"} & set(words[i + 1:i + 12]):
        # A step that opens with a negation and lists what it forbids: "Do NOT terminate instances, delete
        # logs, or modify resources" (not "if the host is not needed, terminate it"; not "don't panic, delete…").
        opening = next((j for j, w in enumerate(words[:i]) if w in _EN_NEGATIONS), None)
        before = words[opening:i] if opening is not None and opening <= 3 and i - opening <= 10 else []
    else:
        return False
    negations = [j for j, w in enumerate(before) if w in _EN_NEGATIONS]
    return bool(negations) and not _CLAUSE_BREAKS.intersection(before[negations[-1]:])


def _pair(action: str, target: str | None) -> str:
    """「監査ログの無効化」; switching a host off is stopping it; an act alone without a named target."""
    if not target:
        return action
    if target == "サーバー・端末" and action == "無効化":
        action = "停止"
    return f"{target}の{action}"


def _stem_windows(sentence: str, before: int = 16, after: int = 12) -> list[str]:
    """The stretches of a sentence around destructive stems, where janome has to look: a long
    runbook sentence is read only near its verbs (janome costs ~0.1 ms a character)."""
    spans: list[list[int]] = []
    for m in _JA_STEMS.finditer(sentence):
        start, end = max(m.start() - before, 0), min(m.end() + after, len(sentence))
        if spans and start <= spans[-1][1]:
            spans[-1][1] = end
        else:
            spans.append([start, end])
    return [sentence[a:b] for a, b in spans]


def _sentence_signals(sentence: str, signals: Signals, instruction: bool = False) -> None:
    """Add one (normalised) sentence's destructive verbs, targets and framing to `signals` (a question's,
    or an answer's `instruction`)."""
    target = _target_label(sentence)
    if target is not None and target not in signals.targets:
        signals.targets.append(target)
    found: list[tuple[str, str | None, bool]] = []
    japanese = has_japanese(sentence)  # kana or kanji: not "“finance”" or "→", which an English request may hold
    if japanese:
        for window in _stem_windows(sentence):
            actions, described = ja_actions(window)
            signals.described = signals.described or described
            # A verb acts on its object (攻撃を止める stops an attack, whatever else the sentence names), or on
            # what its compound names (ログ削除); the sentence's target when it has neither.
            found += [(action, _acted_on(_target_label(f"{obj} {compound}") if obj else _target_label(compound) or target, action),
                       asked) for action, obj, compound, asked in actions]
    words = _en_words(_VERB_FALSE_FRIENDS.sub(" ", sentence))
    en_found, described, benign = _en_actions(words, instruction, english=not japanese)
    signals.described = signals.described or described
    signals.benign = signals.benign or benign or any(w in _BENIGN_EN for w in words)
    for action, pair_target, asked in found + en_found:
        signals.requested = signals.requested or asked
        (signals.pairs if pair_target is not None else signals.verbs).append(_pair(action, pair_target))


def _sentences(normalized: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(normalized) if s.strip()]


def lexical_signals(text: str) -> Signals:
    """The lexical layer over one question."""
    normalized = normalize_command_text(text)
    signals = Signals(commands=find_commands(text))
    framing = _DETECTION_FALSE_FRIENDS.sub(" ", normalized)
    signals.detection = any(m in framing for m in DETECTION_MARKERS_JA) or bool(_DETECTION_EN.search(framing))
    unmasked = _BENIGN_FALSE_FRIENDS.sub(" ", normalized)
    signals.benign = any(w in unmasked for w in _BENIGN_JA) or bool(_OWN_ARTIFACT.search(normalized))
    signals.weakening = [label for label, pattern in _WEAKENING.items() if pattern.search(normalized)]
    signals.constructive = bool(_CONSTRUCTIVE.search(normalized))
    signals.refrained = bool(_REFRAINED.search(normalized))
    for sentence in _sentences(normalized):
        _sentence_signals(sentence, signals)
    signals.requested = signals.requested or bool(signals.commands and _GO_AHEAD.search(normalized))
    return signals


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


def danger_probability(signals: Signals, query_vector: list[float] | None) -> tuple[float, float]:
    """P(destructive request) and its threshold, from the lexical signals and, when it is an e5
    vector (the model's dimension), the question's embedding; otherwise from the lexical model."""
    model = load_model()
    lexical = signals.vector()
    if query_vector is not None and len(query_vector) == model["dim"]:
        part = model["full"]
        features = np.concatenate([np.asarray(query_vector, dtype=np.float32) * part["vector_scale"],
                                   lexical * part["lexical_scale"]])
    else:
        part = model["lexical"]
        features = lexical * part["lexical_scale"]
    return model_probability(part, features), part["threshold"]


def model_probability(part: dict, features: np.ndarray) -> float:
    """One shipped logistic regression (a part of `load_model()`) on its features."""
    return float(1.0 / (1.0 + np.exp(-(features @ part["coef"] + part["intercept"]))))


@dataclass
class DangerVerdict:
    """Whether a text asks for or shows a destructive operation, and which one (for the banner)."""

    dangerous: bool
    reasons: list[str]
    probability: float | None = None


def forced_by_rule(signals: Signals) -> bool:
    """A setting that destroys or exposes, or a command line or a destructive verb with its target that the
    question asks for (not one it asks about), in a plain request (not about detecting or investigating the
    act, not in the past, no benign object): flagged whatever the model says."""
    plain_request = not (signals.detection or signals.described)
    asked = signals.requested and bool(signals.commands or (signals.pairs and not signals.benign))
    return plain_request and bool(signals.weakening or asked)


def judge_question(query: str, query_vector: list[float] | None = None) -> DangerVerdict:
    """A question: the model over e5 + lexical signals, or the plain-request rule."""
    signals = lexical_signals(query)
    probability, threshold = danger_probability(signals, query_vector)
    dangerous = probability >= threshold or forced_by_rule(signals)
    reasons = (signals.reasons() or [DANGER_ACTION_LABEL]) if dangerous else []
    return DangerVerdict(dangerous, reasons, probability)


def judge_answer(answer: str) -> DangerVerdict:
    """An answer, whatever produced it: any destructive command line, or a sentence that instructs
    destroying a target (not one that describes what an attacker does or what happened)."""
    reasons = [DANGER_COMMAND_LABEL.format(command=c) for c in find_commands(unquoted(answer))]
    # A string in quotes is mentioned, not done (search the log for “delete user”); code is the command scan's.
    sentences = _sentences(_MENTIONED.sub(" ", normalize_command_text(answer)))
    for sentence in (clause for s in sentences for clause in s.split(";")):  # "Never share it; delete it" is two steps
        # Only a sentence with a destructive stem and a target can instruct destroying it (janome is the
        # cost); a quote's source label (**[3] file > heading**) names a section, it instructs nothing.
        if not _JA_STEMS.search(sentence) or _SOURCE_LABEL.match(sentence) or _target_label(sentence) is None \
                or any(m in sentence for m in ATTACKER_MARKERS + DETECTION_MARKERS_JA) or _DETECTION_EN.search(sentence):
            continue
        signals = Signals()
        _sentence_signals(sentence, signals, instruction=True)
        if not signals.described:
            reasons += signals.pairs
    return DangerVerdict(bool(reasons), list(dict.fromkeys(reasons)))
