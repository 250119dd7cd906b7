"""The English reader of the destructive-operation detector (danger.py): which destructive verbs a
sentence uses, on what object phrase, and whether the question asks for the act.

A verb in base form (or an action noun: "deletion of", a phrasal verb: "turn off") acts on the words
that follow it up to a preposition; an inflected form describes an event ("was deleted", "stops"),
except in a modal passive ("can CrowdStrike be disabled") or completing need/get/have ("Need the DB
wiped"). Whether it is asked for is read from where it stands (english_asking.py).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

from rapidfuzz import process
from rapidfuzz.distance import OSA
from wordfreq import zipf_frequency

from constants import (DANGER_EN_NOUNS, DANGER_EN_PHRASAL, DANGER_EN_VERBS, MEMBERSHIP_CONTAINERS, NAME_MAX_ZIPF,
                       PHRASAL_REACH, TYPO_MIN_LETTERS)
from english_asking import (EN_FORMS, EN_VERB_PREFIXES, after_gerund_request, announced, asks_leave, doing_now,
                            en_requested, have_done, instructed_passive, modal_before_be, tool_that)
from glossary import english_dictionary

WORD = re.compile(r"[a-z0-9][a-z0-9_\-.:$/']*[a-z0-9]|[a-z0-9]")

# What ends a clause in a sentence: a comma, semicolon or colon before a space, or a dash.
_CLAUSE_MARK = re.compile(r"[,;:]\s|\s[-–—]+\s|[–—]")
# Where an English object phrase ends.
_PHRASE_END = frozenset("in on at for from to into with so and or but because after before when if via by of now "
                        "please then while since until without using across , ? ! ; :".split())
# Verbs a typo is read as (`_typed_verb`), by first letter: destructive verbs are short ("wipw" is wipe, "stpo" stop),
# so from one letter fewer than a word search reads as a typo.
_TYPABLE_VERBS = {c: [v for v in DANGER_EN_VERBS if v[0] == c and len(v) >= TYPO_MIN_LETTERS - 1 and v.isalpha()]
                  for c in {v[0] for v in DANGER_EN_VERBS}}
_EN_PASSIVE = frozenset("was were been being is are get got gets".split())
# Where a phrasal verb's particle can no longer be: a coordinated or a new clause ("…, it's been off since").
_PHRASAL_BREAKS = frozenset("and or then but it's been since because".split())
# "the terminated users' logs": a participle between these names who the people are.
_DETERMINERS = frozenset("the a an those these our their all any".split())
_PEOPLE = frozenset("user users employee employees staff engineer engineers contractor contractors admin admins "
                    "user's employee's engineer's contractor's admin's".split())
_EN_NEGATIONS = frozenset("not don't dont never avoid cannot can't".split())
# A phrasal verb's particles ("get rid of", "wipe out"), not part of what it acts on.
_VERB_PARTICLES = frozenset(("rid", "of", "off", "down", "away", "offline", "out"))
# Prepositions that can carry the object's target ("remove access to the accounts").
_OF_PHRASE = frozenset(("to", "of"))
# Words that open a new clause, past which a negation no longer reaches.
_CLAUSE_BREAKS = frozenset("but then so because if when unless instead".split())
_EN_PHRASAL_DESCRIBED = frozenset("turned switched powered taken torn blown wiped shutting turning".split())


def _attributive(words: list[str], i: int) -> bool:
    """A participle that says who someone is ("the terminated users' logs", "the disabled engineer's repos"): it
    names people, it reports no act on what the sentence acts on."""
    return 0 < i < len(words) - 1 and words[i - 1] in _DETERMINERS and words[i + 1] in _PEOPLE


def en_actions(words: list[str], names_target: Callable[[str], bool], instruction: bool = False,
               english: bool = True,
               clauses: frozenset[int] = frozenset()) -> tuple[list[tuple[str, str, str, bool]], list[str]]:
    """(action label, its object phrase, the verb, whether it is asked for) for English destructive verbs
    in base form, and the action labels of those the sentence describes instead (past, passive); in a runbook's
    `instruction` the object phrase reaches through a preposition to a target (`names_target`). `clauses`
    are the word positions where a clause starts (`en_clauses`). Only an `english` sentence asks in
    English: in a Japanese one the first English word does not stand first (「研修資料に「rm -rf は危険」」),
    and its verbs' forms are `ja_actions`' to read."""
    found: list[tuple[str, str, str, bool]] = []
    described: list[str] = []
    for i, w in enumerate(words):
        label, start = DANGER_EN_VERBS.get(w), i + 1
        if words[i + 1:i + 2] == ["of"] and (w in DANGER_EN_NOUNS or w.endswith("ing") and w in EN_FORMS):
            # an act named as a noun ("deletion of the trail", "disabling of the WAF") acts on what follows "of"
            label, start = DANGER_EN_NOUNS.get(w) or DANGER_EN_VERBS[EN_FORMS[w]], i + 2
        for (verb, particle), phrasal in DANGER_EN_PHRASAL.items():
            if w == verb and particle in _phrasal_reach(words, i):
                label, start = phrasal, i + 1
                break
        verb = EN_FORMS.get(w) if label is None else None
        modal = modal_before_be(words, i) if verb else None
        if modal is None and verb:
            modal = have_done(words, i)
        # its subject (or object) is what it acts on: between the modal and the verb, or that of an instruction in the
        # passive ("the log is to be cleared", "requested that the DB be dropped")
        acted_on = (modal + 1, i) if modal is not None else instructed_passive(words, i) if verb else None
        if acted_on:
            found.append((DANGER_EN_VERBS[verb], " ".join(words[acted_on[0]:acted_on[1]]), verb, english))
            continue
        # "I'm dropping the project", "I'm turning off SIEM forwarding …": the act the speaker announces
        announced_act = w.endswith("ing") and (announced(words, i) or doing_now(words, i, clauses)) and (
            DANGER_EN_VERBS[verb] if verb else _phrasal_completed(words, i) if label is None else None)
        if announced_act:
            phrase, _ = object_phrase(words, i + 1, names_target if instruction else None)
            found.append((announced_act, " ".join(phrase), verb or w, english))
            continue
        if verb and (w.endswith("ing") and after_gerund_request(words, i) or asks_leave(words, i) or tool_that(words, i)):
            label = DANGER_EN_VERBS[verb]
        if label is None:
            if w in EN_FORMS and not _attributive(words, i):
                described.append(DANGER_EN_VERBS[EN_FORMS[w]])
            elif phrasal := _phrasal_completed(words, i):  # "turned off", "taken offline"
                # "Need the sender taken off the block list", "can real-time protection be turned off": asked, no report
                wanted = have_done(words, i)
                wanted = modal_before_be(words, i) if wanted is None else wanted
                if wanted is None:
                    described.append(phrasal)
                else:
                    found.append((phrasal, " ".join(words[wanted + 1:i]), w, english))
            continue
        if i and words[i - 1] in _EN_PASSIVE:
            described.append(label)
            continue
        if _negated(words, i, instruction):
            continue  # "do not kill a suspicious process": the runbook forbids it
        phrase, rest = object_phrase(words, start, names_target if instruction else None)
        if rest[:1] == ["from"] and any(w in MEMBERSHIP_CONTAINERS for w in rest[1:]):
            continue  # "remove bob from the war room channel": a membership change, nothing destroyed
        found.append((label, " ".join(phrase), verb or w, english and en_requested(words, i, clauses)))
    return found, described


def object_phrase(words: list[str], start: int,
                  names_target: Callable[[str], bool] | None = None) -> tuple[list[str], list[str]]:
    """The words a verb acts on from `start` (at most eight, its particles left out) and the five words from
    where they end. A question's object ends at the first preposition or clause break ("stop the attacker
    from …"); given `names_target` (a runbook's step: "remove all accesses to the accounts"), a to/of phrase
    ends it only once it names a target."""
    phrase: list[str] = []
    for k, word in enumerate(words[start:start + 8], start):
        if word in _PHRASE_END and phrase and not (names_target and word in _OF_PHRASE
                                                   and not names_target(" ".join(phrase))):
            return phrase, words[k:k + 5]
        if word not in _VERB_PARTICLES:
            phrase.append(word)
    return phrase, []


def _phrasal_completed(words: list[str], i: int) -> str | None:
    """The act of the first phrasal verb whose particle completes a participle or gerund at `i` ("turned off", "taken
    offline", "turning off"), or None."""
    if words[i] not in _EN_PHRASAL_DESCRIBED:
        return None
    particles = words[i + 1:i + 4]
    return next((phrasal for (_, p), phrasal in DANGER_EN_PHRASAL.items() if p in particles), None)


def _phrasal_reach(words: list[str], i: int) -> list[str]:
    """The words after the verb at `i` where its particle may stand: up to PHRASAL_REACH of them, its object
    between ("flip the require mfa for all users policy off"), up to the next coordinated clause."""
    reach = words[i + 1:i + 1 + PHRASAL_REACH]
    if reach[:1] == ["on"]:  # "turn on logging …, it's been off": the verb is "turn on"
        return []
    cut = next((j for j, w in enumerate(reach) if w in _PHRASAL_BREAKS), len(reach))
    return reach[:cut]


def en_words(sentence: str) -> list[str]:
    """A normalised sentence's words, a verb behind a manner prefix split off ("remote-wipe", "hard-delete")
    and a misspelt verb read as the verb (`_typed_verb`)."""
    return [_typed_verb(part) for w in WORD.findall(sentence)
            for part in (w.split("-") if w.split("-", 1)[0] in EN_VERB_PREFIXES and w.rsplit("-", 1)[-1] in DANGER_EN_VERBS
                         else [w])]


@lru_cache(maxsize=4096)  # every word of every sentence read passes here; a runbook's answer repeats its words
def _typed_verb(word: str) -> str:
    """The destructive verb a word misspells ("delte", "disabel", "termiante"), else the word: no English word (in a
    dictionary, or common: "shared" is not "shred"), one edit (a swap of two letters is one) from a verb of
    `TYPO_MIN_LETTERS` letters or more with the same first letter, as spelling.typo_corrections reads words for search."""
    if len(word) < TYPO_MIN_LETTERS - 1 or not word.isalpha() or word in DANGER_EN_VERBS or word in EN_FORMS \
            or word in english_dictionary() or zipf_frequency(word, "en") >= NAME_MAX_ZIPF:
        return word
    found = process.extractOne(word, _TYPABLE_VERBS.get(word[0], ()), scorer=OSA.distance, score_cutoff=1)
    return found[0] if found else word


def en_clauses(sentence: str) -> tuple[list[str], frozenset[int]]:
    """A sentence's words (`en_words`) and where among them a clause starts after a comma, colon, semicolon
    or dash: a verb there stands in imperative position as one opening the sentence does."""
    words: list[str] = []
    starts: set[int] = set()
    for part in _CLAUSE_MARK.split(sentence):
        if words:
            starts.add(len(words))
        words += en_words(part)
    return words, frozenset(starts)


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
