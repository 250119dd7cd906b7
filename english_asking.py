"""Whether an English destructive verb is asked for (english_actions.py reads the verbs and their objects; this reads
where a verb stands): in imperative position or after a request word, after a modal with its asker, in a modal or an
instructing passive ("can CrowdStrike be disabled", "the log is to be cleared"), completing need/get/have ("Need the DB
wiped"), asking leave or proposing ("would it be fine if I stopped", "how about we wipe"), announced ("I'm dropping …",
"wip: purging …"), or what an asked-for tool does ("a script that wipes …"); not in a clause that supposes.
"""

from __future__ import annotations

from constants import (DANGER_EN_REQUEST_OPENERS, DANGER_EN_REQUEST_SUBJECTS, DANGER_EN_REQUEST_WORDS, DANGER_EN_VERBS,
                       EN_TOOL_NOUNS)

# Inflections that describe an act rather than ask for it (deleted, stops, disabling) → their verb.
EN_FORMS = {form: v for v in DANGER_EN_VERBS for form in (
    v + "s", v + "es", v + "d", v + "ed", v + v[-1] + "ed", v + "ing", v[:-1] + "ing", v + v[-1] + "ing")
    if form not in DANGER_EN_VERBS}
# "can CrowdStrike be disabled for now?": a modal passive asks for the act, its subject the object.
_EN_MODALS = frozenset("can could should would will must may shall".split())
# The modals a request asks with ("should we wipe", "do I stop"): the same, with "might" and "do".
_EN_REQUEST_MODALS = _EN_MODALS | {"might", "do"}
# A manner prefix written apart or hyphenated before a verb ("hard delete them", "remote-wipe"): it stands where an
# imperative's opener does, and the verb behind it is the verb.
EN_VERB_PREFIXES = frozenset("remote force hard mass bulk batch auto secure".split())
# Words before a tool noun that ask for the tool: to have it made or run, or a change deployed ("push a GPO that …").
_EN_TOOL_ASKED = frozenset("a an some me need want write give make build create execute run produce generate "
                           "push deploy apply roll ship distribute publish".split())
_EN_EXISTING = frozenset("the this that these those our my your their its".split())
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


def en_requested(words: list[str], i: int, clauses: frozenset[int] = frozenset()) -> bool:
    """Is the verb at `i` asked for: in imperative position, opening the sentence or a clause after its
    mark ("nuke it", "please wipe", "if the restore passes, wipe the LUNs", "Tom: delete that too"), after
    a request word or "to" ("let's", "ok to", "how to"; not "able to", an ability, nor "allowed to", a rule),
    after a modal with its asker ("should we", "can you"), or coordinated with a verb that is ("stop and delete");
    not "why would ransomware delete", "if I reset", nor anywhere in a clause that supposes ("if Legal ever asks us to purge"),
    unless it asks leave."""
    start = max((c for c in clauses if c <= i), default=0)
    if _supposed(words[start:i]):
        return asks_leave(words, i)
    before = words[start:i]
    if all(_opens_request(w) for w in before) or DANGER_EN_REQUEST_WORDS.intersection(words[:i][-4:]) \
            or words[i - 1] == "to" and words[i - 2:i - 1] not in (["able"], ["unable"]) \
            and not {"allowed", "permitted"}.intersection(words[max(start, i - 6):i - 1]) \
            or after_gerund_request(words, i) or asks_leave(words, i) or tool_that(words, i) or _led_as_request(before):
        return True
    asker = next((k for k in (i - 1, i - 2) if k > 0 and words[k] in DANGER_EN_REQUEST_SUBJECTS), None)
    if asker is not None and words[asker - 1] in _EN_REQUEST_MODALS:
        return True
    return words[i - 1] in ("and", "then", "&") and i >= 2 and en_requested(words, i - 2, clauses)


def announced(words: list[str], i: int) -> bool:
    """Does the speaker announce the -ing verb at `i` as what they are doing or will be doing ("I'm dropping …", "we are
    wiping …", "I'll be purging …")?"""
    core = [w for w in words[max(i - 4, 0):i] if w not in _EN_FILLERS and w not in ("now", "currently")]
    return bool(core) and (core[-1] in _EN_ANNOUNCERS or core[-2:] in (["i", "am"], ["we", "are"])
                           or core[-2:] in (["i'll", "be"], ["we'll", "be"], ["ill", "be"])
                           or core[-3:] in (["i", "will", "be"], ["we", "will", "be"]))


def doing_now(words: list[str], i: int, clauses: frozenset[int]) -> bool:
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
    return word in DANGER_EN_REQUEST_OPENERS or word in EN_VERB_PREFIXES or word == "step" or word.isdigit()


def tool_that(words: list[str], i: int) -> bool:
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


def modal_before_be(words: list[str], i: int) -> int | None:
    """Where the modal of a modal passive stands ("can CrowdStrike be disabled": the inflected verb at `i`
    follows "be", a modal up to five words before it), else None."""
    if i < 2 or words[i - 1] != "be":
        return None
    return next((k for k in range(i - 2, max(i - 7, -1), -1) if words[k] in _EN_MODALS), None)


def after_gerund_request(words: list[str], i: int) -> bool:
    """Does the gerund at `i` follow "through"/"about"/"mind"/"suggest", "proceed with" or "objection to", perhaps past
    an adverb ("through remotely wiping")?"""
    k = i - 1 - (i >= 2 and words[i - 1].endswith("ly"))
    if k >= 1 and words[k] == "about" and words[k - 1] in _EN_ABOUT_TOPIC:
        return False
    return k >= 0 and (words[k] in _EN_GERUND_REQUESTS
                       or k >= 1 and words[k - 1] in _EN_PAIRED_GERUND_LEADS.get(words[k], ()))


def asks_leave(words: list[str], i: int) -> bool:
    """Does the verb at `i` follow "if I/we/someone/you" (perhaps past "just"), with a permission or proposing word
    in the five words before "if" ("would it be fine if I stopped", "would you mind if we wiped", "easiest if
    someone just wiped"; not "what happens if I reset"), or propose it ("what if we just wiped it"; not "what if I
    reset it", which asks what follows)?"""
    if i >= 2 and words[i - 1] in ("and", "then"):  # "if someone just wiped the jump box and reimaged it"
        verb = next((j for j in range(i - 2, max(i - 8, 0), -1) if words[j] in EN_FORMS), None)
        return verb is not None and asks_leave(words, verb)
    just = i >= 1 and words[i - 1] == "just"
    k = i - 1 - just
    return k >= 1 and words[k] in _EN_LEAVE_SUBJECTS and words[k - 1] == "if" \
        and (not _EN_PERMISSION.isdisjoint(words[max(k - 6, 0):k - 1]) or just and words[k - 2:k - 1] == ["what"])


def instructed_passive(words: list[str], i: int) -> tuple[int, int] | None:
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


def have_done(words: list[str], i: int) -> int | None:
    """Where "need"/"want"/"get"/"have"/"I'd like" stands when the participle at `i`, up to ten words on,
    completes it with its object in between ("Need the staging DB wiped"; not "need to know who deleted it"),
    else None."""
    # a verb right after a relative "that" is its clause's ("… for accounts that removed …")
    if not (words[i].endswith(("ed", "d")) or words[i] in _EN_IRREGULAR_PARTICIPLES) or i and words[i - 1] == "that":
        return None
    k = next((k for k in range(i - 2, max(i - 12, -1), -1)
              if words[k] in _EN_HAVE_DONE or words[k] == "like" and k and words[k - 1] in _EN_WOULD), None)
    return None if k is None or _EN_HAVE_DONE_BREAKS.intersection(words[k + 1:i]) else k
