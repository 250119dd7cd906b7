"""The English reader of the destructive-operation detector (danger.py): which destructive verbs a
sentence uses, on what object phrase, and whether the question asks for the act.

A verb in base form (or an action noun: "deletion of", a phrasal verb: "turn off") acts on the words
that follow it up to a preposition; an inflected form describes an event ("was deleted", "stops"),
except in a modal passive ("can CrowdStrike be disabled") or completing need/get/have ("Need the DB
wiped"). Whether it is asked for is read from its position: imperative (opening the sentence, or a
clause after its comma, colon or dash), after please/let's/to, after a modal with its asker, after "if
I/we" asking leave ("would it be fine if I stopped") or proposing ("what if we just wiped"), or
coordinated with a verb that is.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

from rapidfuzz import process
from rapidfuzz.distance import OSA
from wordfreq import zipf_frequency

from constants import (DANGER_EN_NOUNS, DANGER_EN_PHRASAL, DANGER_EN_REQUEST_OPENERS, DANGER_EN_REQUEST_SUBJECTS,
                       DANGER_EN_REQUEST_WORDS, DANGER_EN_VERBS, EN_TOOL_NOUNS, MEMBERSHIP_CONTAINERS, NAME_MAX_ZIPF,
                       PHRASAL_REACH, TYPO_MIN_LETTERS)
from glossary import english_dictionary

WORD = re.compile(r"[a-z0-9][a-z0-9_\-.:$/']*[a-z0-9]|[a-z0-9]")

# What ends a clause in a sentence: a comma, semicolon or colon before a space, or a dash.
_CLAUSE_MARK = re.compile(r"[,;:]\s|\s[-–—]+\s|[–—]")
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
# Verbs a typo is read as (`_typed_verb`), by first letter: destructive verbs are short ("wipw" is wipe, "stpo" stop),
# so from one letter fewer than a word search reads as a typo.
_TYPABLE_VERBS = {c: [v for v in DANGER_EN_VERBS if v[0] == c and len(v) >= TYPO_MIN_LETTERS - 1 and v.isalpha()]
                  for c in {v[0] for v in DANGER_EN_VERBS}}
_EN_VERB_PREFIXES = frozenset("remote force hard mass bulk batch auto secure".split())
_EN_PASSIVE = frozenset("was were been being is are get got gets".split())
# Where a phrasal verb's particle can no longer be: a coordinated or a new clause ("…, it's been off since").
_PHRASAL_BREAKS = frozenset("and or then but it's been since because".split())
# "the terminated users' logs": a participle between these names who the people are.
_DETERMINERS = frozenset("the a an those these our their all any".split())
_PEOPLE = frozenset("user users employee employees staff engineer engineers contractor contractors admin admins "
                    "user's employee's engineer's contractor's admin's".split())
# Words before a tool noun that ask for the tool: to have it made or run, or a change deployed ("push a GPO that …").
_EN_TOOL_ASKED = frozenset("a an some me need want write give make build create execute run produce generate "
                           "push deploy apply roll ship distribute publish".split())
_EN_EXISTING = frozenset("the this that these those our my your their its".split())
_EN_NEGATIONS = frozenset("not don't dont never avoid cannot can't".split())
# A phrasal verb's particles ("get rid of", "wipe out"), not part of what it acts on.
_VERB_PARTICLES = frozenset(("rid", "of", "off", "down", "away", "offline", "out"))
# Prepositions that can carry the object's target ("remove access to the accounts").
_OF_PHRASE = frozenset(("to", "of"))
# Words that open a new clause, past which a negation no longer reaches.
_CLAUSE_BREAKS = frozenset("but then so because if when unless instead".split())
_EN_PHRASAL_DESCRIBED = frozenset("turned switched powered taken torn blown wiped shutting turning".split())
# "Need the staging DB wiped", "get the laptops reimaged": a participle after one of these and its object asks.
_EN_HAVE_DONE = frozenset("need needs want wants get have".split())
_EN_IRREGULAR_PARTICIPLES = frozenset("taken torn blown".split())  # "need it taken off", as "need it wiped"
# An instruction in the passive: "X is to be wiped", "X needs to be wiped", "requested that X be wiped".
_EN_TO_BE_LEADS = frozenset("is are need needs has have".split())
_EN_REQUESTING = frozenset("request requests requested ask asks asked require requires required instruct instructs "
                           "instructed direct directs directed order orders ordered demand demands demanded".split())
_EN_WOULD = frozenset("i'd we'd would d".split())  # "I'd like the rule set disabled", as "want … disabled"
_EN_HAVE_DONE_BREAKS = frozenset("to who what where if whether which when why how was were been is are be".split())
# "walk me through wiping", "go about stopping", "mind switching off", "I'd suggest purging": a gerund after these asks.
_EN_GERUND_REQUESTS = frozenset(
    "about through mind start begin automate suggest propose recommend consider handle own tackle".split())
# ...but not "about" after a word of saying or knowing: "what our policy says about deleting …" names a topic.
_EN_ABOUT_TOPIC = frozenset("say says said tell told know knows think thinks ask asked question questions guidance "
                            "wrote written".split())
# A gerund after two words asks too: "proceed with", "go ahead with", "continue with"; "any objection to purging …",
# "is anyone opposed to dropping …" (asking whether anyone objects proposes the act); "please do the deleting of logs".
_EN_PAIRED_GERUND_LEADS = {"with": frozenset("proceed ahead continue".split()),
                           "to": frozenset("objection objections opposed".split()), "the": frozenset(["do"]),
                           "of": frozenset(["care"])}
# What may open a supposing "if"-clause before it: "what if", "even if", "hypothetically if", "and if".
_EN_SUPPOSITION_LEADS = frozenset("what even hypothetically and but so".split())
# "would it be fine if I stopped …", "is it a problem if we wipe …": asking leave for the act; "it might be easiest
# if someone just wiped …": proposing it.
_EN_PERMISSION = frozenset("ok okay fine alright acceptable problem issue mind cool safe allowed easiest best simplest "
                           "quickest cleanest better".split())
# Who may do an act asked leave for or proposed.
_EN_LEAVE_SUBJECTS = frozenset("i we someone somebody you u".split())
# "we should just delete …", "you can go ahead and remove …", "how about we disable …": what leads a verb as a proposal,
# an offer or a go-ahead (fillers between are skipped); "would"/"might" only suppose.
_EN_PROPOSING_MODALS = frozenset("should can could will must".split())
_EN_FILLERS = frozenset("just simply probably definitely maybe really".split())
# "I'm dropping the project", "we are disabling it now": the speaker announces the act (not "we were").
_EN_ANNOUNCERS = frozenset(("i'm", "im", "we're"))
_EN_STATUS_LABELS = frozenset("wip progress update status standup starting currently eod next".split())
_EN_STATUS_OPENERS = _EN_STATUS_LABELS | frozenset("fyi cc heads-up headsup heads up in today now".split())
_EN_NOW = frozenset(("now", "rn", "atm"))
# what follows a gerund that is the subject of its clause ("disabling the WAF now would be a mistake")
_EN_GERUND_SUBJECT_VERBS = frozenset("would will is was could might may should seems sounds isn't wouldn't".split())
_EN_REQUEST_LEADS = (("how", "about", "we"), ("how", "about", "i"), ("do", "me", "a", "favor", "and"),
                     ("do", "me", "a", "favour", "and"), ("go", "ahead", "and"))


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
        if words[i + 1:i + 2] == ["of"] and (w in DANGER_EN_NOUNS or w.endswith("ing") and w in _EN_FORMS):
            # an act named as a noun ("deletion of the trail", "disabling of the WAF") acts on what follows "of"
            label, start = DANGER_EN_NOUNS.get(w) or DANGER_EN_VERBS[_EN_FORMS[w]], i + 2
        for (verb, particle), phrasal in DANGER_EN_PHRASAL.items():
            if w == verb and particle in _phrasal_reach(words, i):
                label, start = phrasal, i + 1
                break
        verb = _EN_FORMS.get(w) if label is None else None
        modal = _modal_before_be(words, i) if verb else None
        if modal is None and verb:
            modal = _have_done(words, i)
        # its subject (or object) is what it acts on: between the modal and the verb, or that of an instruction in the
        # passive ("the log is to be cleared", "requested that the DB be dropped")
        acted_on = (modal + 1, i) if modal is not None else _instructed_passive(words, i) if verb else None
        if acted_on:
            found.append((DANGER_EN_VERBS[verb], " ".join(words[acted_on[0]:acted_on[1]]), verb, english))
            continue
        # "I'm dropping the project", "I'm turning off SIEM forwarding …": the act the speaker announces
        announced = w.endswith("ing") and (_announced(words, i) or _doing_now(words, i, clauses)) and (
            DANGER_EN_VERBS[verb] if verb else _phrasal_completed(words, i) if label is None else None)
        if announced:
            phrase, _ = object_phrase(words, i + 1, names_target if instruction else None)
            found.append((announced, " ".join(phrase), verb or w, english))
            continue
        if verb and (w.endswith("ing") and _after_gerund_request(words, i) or _asks_leave(words, i) or _tool_that(words, i)):
            label = DANGER_EN_VERBS[verb]
        if label is None:
            if w in _EN_FORMS and not _attributive(words, i):
                described.append(DANGER_EN_VERBS[_EN_FORMS[w]])
            elif phrasal := _phrasal_completed(words, i):  # "turned off", "taken offline"
                # "Need the sender taken off the block list", "can real-time protection be turned off": asked, no report
                wanted = _have_done(words, i)
                wanted = _modal_before_be(words, i) if wanted is None else wanted
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


def en_requested(words: list[str], i: int, clauses: frozenset[int] = frozenset()) -> bool:
    """Is the verb at `i` asked for: in imperative position, opening the sentence or a clause after its
    mark ("nuke it", "please wipe", "if the restore passes, wipe the LUNs", "Tom: delete that too"), after
    a request word or "to" ("let's", "ok to", "how to"; not "able to", an ability, nor "allowed to", a rule),
    after a modal with its asker ("should we", "can you"), or coordinated with a verb that is ("stop and delete");
    not "why would ransomware delete", "if I reset", nor anywhere in a clause that supposes ("if Legal ever asks us to purge"),
    unless it asks leave."""
    start = max((c for c in clauses if c <= i), default=0)
    if _supposed(words[start:i]):
        return _asks_leave(words, i)
    before = words[start:i]
    if all(_opens_request(w) for w in before) or DANGER_EN_REQUEST_WORDS.intersection(words[:i][-4:]) \
            or words[i - 1] == "to" and words[i - 2:i - 1] not in (["able"], ["unable"]) \
            and not {"allowed", "permitted"}.intersection(words[max(start, i - 6):i - 1]) \
            or _after_gerund_request(words, i) or _asks_leave(words, i) or _tool_that(words, i) or _led_as_request(before):
        return True
    asker = next((k for k in (i - 1, i - 2) if k > 0 and words[k] in DANGER_EN_REQUEST_SUBJECTS), None)
    if asker is not None and words[asker - 1] in _EN_REQUEST_MODALS:
        return True
    return words[i - 1] in ("and", "then", "&") and i >= 2 and en_requested(words, i - 2, clauses)


def _announced(words: list[str], i: int) -> bool:
    """Does the speaker announce the -ing verb at `i` as what they are doing or will be doing ("I'm dropping …", "we are
    wiping …", "I'll be purging …")?"""
    core = [w for w in words[max(i - 4, 0):i] if w not in _EN_FILLERS and w not in ("now", "currently")]
    return bool(core) and (core[-1] in _EN_ANNOUNCERS or core[-2:] in (["i", "am"], ["we", "are"])
                           or core[-2:] in (["i'll", "be"], ["we'll", "be"], ["ill", "be"])
                           or core[-3:] in (["i", "will", "be"], ["we", "will", "be"]))


def _doing_now(words: list[str], i: int, clauses: frozenset[int]) -> bool:
    """Does the -ing verb at `i` open its clause, name no subject and say what is under way: now ("disabling the WAF
    now", "fyi wiping srv-3 rn") or after a status label ("wip: purging the staging buckets", "[in progress] disabling
    legacy auth"; not the subject of a verb after it): a status line that announces the act?"""
    start = max((c for c in clauses if c <= i), default=0)
    end = min((c for c in clauses if c > i), default=len(words))
    rest, before = words[i + 1:end], words[start:i]
    label = words[max((c for c in clauses if c < start), default=0):start] + before
    if not all(_opens_request(w) or w in _EN_STATUS_OPENERS for w in before) \
            or not _EN_GERUND_SUBJECT_VERBS.isdisjoint(rest):
        return False
    return not _EN_NOW.isdisjoint(rest) or (bool(label) and all(w in _EN_STATUS_OPENERS for w in label)
                                           and not _EN_STATUS_LABELS.isdisjoint(label))


def _led_as_request(before: list[str]) -> bool:
    """Do the words before a verb in its clause propose, offer or give the go-ahead for it ("we should just",
    "you can go ahead and", "how about we", "do me a favor and")?"""
    core = [w for w in before if w not in _EN_FILLERS]
    if any(tuple(core[-len(lead):]) == lead for lead in _EN_REQUEST_LEADS):
        return True
    return len(core) >= 2 and core[-1] in _EN_PROPOSING_MODALS and core[-2] in DANGER_EN_REQUEST_SUBJECTS


def _opens_request(word: str) -> bool:
    """Can a word stand before a verb in imperative position: a request opener ("please", "then"), a step's
    label ("step 3 wipe it", "2) delete …": `WORD` leaves the bracket out) or a manner prefix written apart ("hard delete
    them")?"""
    return word in DANGER_EN_REQUEST_OPENERS or word in _EN_VERB_PREFIXES or word == "step" or word.isdigit()


def _tool_that(words: list[str], i: int) -> bool:
    """Does the verb at `i` say what an asked-for tool does ("need a loop that disables every account", "a script
    which wipes …", "a cron on the SIEM box that truncates …", a message opening with the tool: "Azure Function that
    deletes …"; not "the script that deletes temp files failed")? Asking for the tool asks for the act."""
    if i < 2 or words[i - 1] not in ("that", "which"):
        return False
    tool = next((k for k in range(i - 2, max(i - 10, -1), -1) if words[k] in EN_TOOL_NOUNS), None)
    # a tool the message opens with is asked for, not one it names as existing ("the cron script that … crashed")
    opens = tool is not None and tool < 4 and _EN_EXISTING.isdisjoint(words[:tool])
    return tool is not None and (opens or not _EN_TOOL_ASKED.isdisjoint(words[max(tool - 5, 0):tool]))


def _supposed(clause: list[str]) -> bool:
    """Does a clause (up to the verb) open with a supposition ("if Legal ever asks us to purge …", "what if an
    admin runs …"), not a polite request's "if you could" or "if possible"?"""
    k = 1 if clause[:1] and clause[0] in _EN_SUPPOSITION_LEADS else 0
    return clause[k:k + 1] == ["if"] and clause[k + 1:k + 2] not in (["you"], ["u"], ["possible"])


def _modal_before_be(words: list[str], i: int) -> int | None:
    """Where the modal of a modal passive stands ("can CrowdStrike be disabled": the inflected verb at `i`
    follows "be", a modal up to five words before it), else None."""
    if i < 2 or words[i - 1] != "be":
        return None
    return next((k for k in range(i - 2, max(i - 7, -1), -1) if words[k] in _EN_MODALS), None)


def _after_gerund_request(words: list[str], i: int) -> bool:
    """Does the gerund at `i` follow "through"/"about"/"mind"/"suggest", "proceed with" or "objection to", perhaps past
    an adverb ("through remotely wiping")?"""
    k = i - 1 - (i >= 2 and words[i - 1].endswith("ly"))
    if k >= 1 and words[k] == "about" and words[k - 1] in _EN_ABOUT_TOPIC:
        return False
    return k >= 0 and (words[k] in _EN_GERUND_REQUESTS
                       or k >= 1 and words[k - 1] in _EN_PAIRED_GERUND_LEADS.get(words[k], ()))


def _asks_leave(words: list[str], i: int) -> bool:
    """Does the verb at `i` follow "if I/we/someone/you" (perhaps past "just"), with a permission or proposing word
    in the five words before "if" ("would it be fine if I stopped", "would you mind if we wiped", "easiest if
    someone just wiped"; not "what happens if I reset"), or propose it ("what if we just wiped it"; not "what if I
    reset it", which asks what follows)?"""
    if i >= 2 and words[i - 1] in ("and", "then"):  # "if someone just wiped the jump box and reimaged it"
        verb = next((j for j in range(i - 2, max(i - 8, 0), -1) if words[j] in _EN_FORMS), None)
        return verb is not None and _asks_leave(words, verb)
    just = i >= 1 and words[i - 1] == "just"
    k = i - 1 - just
    return k >= 1 and words[k] in _EN_LEAVE_SUBJECTS and words[k - 1] == "if" \
        and (not _EN_PERMISSION.isdisjoint(words[max(k - 6, 0):k - 1]) or just and words[k - 2:k - 1] == ["what"])


def _instructed_passive(words: list[str], i: int) -> tuple[int, int] | None:
    """Where the subject of a passive that instructs stands, for the participle at `i`: "X is/are to be wiped", "X
    needs/has to be wiped", "(it is requested) that X be wiped", "arrange for X to be wiped"; else None."""
    if i < 3 or words[i - 1] != "be":
        return None
    if words[i - 2] == "to" and words[i - 3] in _EN_TO_BE_LEADS:
        return max(0, i - 9), i - 3
    if words[i - 2] == "to":
        k = next((k for k in range(i - 3, max(i - 11, 0), -1)
                  if words[k] == "for" and words[k - 1] in ("arrange", "arranged")), None)
        return (k + 1, i - 2) if k else None
    k = next((k for k in range(i - 2, max(i - 11, 0), -1) if words[k] == "that" and words[k - 1] in _EN_REQUESTING),
             None)
    return (k + 1, i - 1) if k else None


def _have_done(words: list[str], i: int) -> int | None:
    """Where "need"/"want"/"get"/"have"/"I'd like" stands when the participle at `i`, up to ten words on,
    completes it with its object in between ("Need the staging DB wiped"; not "need to know who deleted it"),
    else None."""
    # a verb right after a relative "that" is its clause's ("… for accounts that removed …")
    if not (words[i].endswith(("ed", "d")) or words[i] in _EN_IRREGULAR_PARTICIPLES) or i and words[i - 1] == "that":
        return None
    k = next((k for k in range(i - 2, max(i - 12, -1), -1)
              if words[k] in _EN_HAVE_DONE or words[k] == "like" and k and words[k - 1] in _EN_WOULD), None)
    return None if k is None or _EN_HAVE_DONE_BREAKS.intersection(words[k + 1:i]) else k


def en_words(sentence: str) -> list[str]:
    """A normalised sentence's words, a verb behind a manner prefix split off ("remote-wipe", "hard-delete")
    and a misspelt verb read as the verb (`_typed_verb`)."""
    return [_typed_verb(part) for w in WORD.findall(sentence)
            for part in (w.split("-") if w.split("-", 1)[0] in _EN_VERB_PREFIXES and w.rsplit("-", 1)[-1] in DANGER_EN_VERBS
                         else [w])]


@lru_cache(maxsize=4096)  # every word of every sentence read passes here; a runbook's answer repeats its words
def _typed_verb(word: str) -> str:
    """The destructive verb a word misspells ("delte", "disabel", "termiante"), else the word: no English word (in a
    dictionary, or common: "shared" is not "shred"), one edit (a swap of two letters is one) from a verb of
    `TYPO_MIN_LETTERS` letters or more with the same first letter, as spelling.typo_corrections reads words for search."""
    if len(word) < TYPO_MIN_LETTERS - 1 or not word.isalpha() or word in DANGER_EN_VERBS or word in _EN_FORMS \
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
