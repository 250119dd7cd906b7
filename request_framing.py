"""How a pasted text frames the acts in it, before the detector (danger.py) reads them: the text read as typed (console
controls pressed, invitations, typing slips), its sentences, a ticket's request field and metadata, pasted log lines,
quoted rules and checks of settings, and the words that make it a question about detecting an act."""

from __future__ import annotations

import re
from typing import Iterable

from constants import (ASKED_APART_FORM, CHAT_SPEAKER_TAG, CHAT_TURN_DOWN, CONDITION_CLAUSE, DANGER_EN_VERBS,
                       DANGER_JA_KANA_SPELLINGS, DANGER_JA_NOUNS, DANGER_JA_ROMAJI_ACTS, DANGER_JA_ROMAJI_FORMS,
                       DANGER_JA_STATES, DANGER_JA_VERBS, DEFERRAL_CLAUSE, DENY_STATEMENT, DETECTION_FALSE_FRIENDS,
                       DETECTION_MARKERS_EN, DETECTION_MARKERS_JA, EFFECT_CLAUSE_EN, EN_ACT_NOUN_VERBS, GO_AHEAD_AFTER,
                       HEARSAY_CLAUSE, INVENTORY_MARKERS, JA_INVITATION, KANA_LONG_VOWEL, KATAKANA_FINAL_SO,
                       KATAKANA_FULL_TSU, MENTIONED_QUOTE, NAMED_QUOTE, PASTED_CONTEXT, PURPOSE_CLAUSE,
                       QUOTED_PROHIBITION, QUOTED_STEP_RUN, REASON_CLAUSE, REFUSAL_MARKERS, REFUSAL_REVERSED,
                       REFUSED_REQUEST, RELAYED_LINE, RELAYED_QUOTE, RELAY_CARRIED_OUT, RELAY_DOUBTED, REMOVED_EXPOSURE,
                       REQUEST_FIELD_LABELS, REQUEST_FORM, SEQUENCE_BREAK, SET_ASIDE_MODE, TICKET_METADATA_LABELS,
                       UI_OPTION_JA, UI_PRESSED_EN, UI_PRESSED_JA, UI_TICKED_JA, UI_TOGGLE_VALUE, UI_UNTICKED_EN,
                       WAIVED_STEPS)
from utils import has_japanese

# The stems of the Japanese destructive verbs, act nouns and states (消, 削除, 無効): danger.py gates janome on them.
JA_ACT_STEMS = {v[:-1] for v in DANGER_JA_VERBS} | set(DANGER_JA_NOUNS) | set(DANGER_JA_STATES)
# The same with an English verb starting a word ("confirm" holds no rm), for whole sentences read without janome.
_ACT_STEMS = re.compile("|".join(sorted(JA_ACT_STEMS | {rf"(?<![a-z]){verb}" for verb in DANGER_EN_VERBS}, key=len,
                                        reverse=True)))
_GO_AHEAD_AFTER = re.compile(GO_AHEAD_AFTER)
_REQUEST_FORM = re.compile(REQUEST_FORM)
_ASKED_APART = re.compile(f"{REQUEST_FORM}|{ASKED_APART_FORM}")
# A pasted log line: a syslog line (`May 14 03:14:02 web-12 userdel[8812]: delete user 'tmpadmin'`) in backticks
# or opening a line with its timestamp, or any line in backticks that opens with one (postgres's
# `2024-06-03 02:11:48 UTC [31422] app@crm LOG: statement: DROP TABLE …`).
_TIMESTAMP = r"(?:[A-Z][a-z]{2}\s+\d{1,2}|\d{4}-\d{2}-\d{2}[T ]?)\s*\d{2}:\d{2}:\d{2}"
_LOG_LINE = re.compile(rf"`[^`\n]*\b[\w.-]+\[\d+\]:[^`\n]*`|`\s*{_TIMESTAMP}[^`\n]*`|"
                       rf"^\s*{_TIMESTAMP}[^\n]*\b[\w.-]+\[\d+\]:[^\n]*$", re.M)
_DETECTION_EN = re.compile("|".join(DETECTION_MARKERS_EN))
_DETECTION_FALSE_FRIENDS = re.compile("|".join(DETECTION_FALSE_FRIENDS))
_REASON = re.compile(REASON_CLAUSE)
_SETTING_CLAUSES = [re.compile(CONDITION_CLAUSE), _REASON, re.compile(DEFERRAL_CLAUSE),
                    re.compile(PURPOSE_CLAUSE), re.compile(HEARSAY_CLAUSE)]
# a label may carry an aside: 「処置内容(要実施):」
_REQUEST_FIELD = re.compile(r"^(?:" + "|".join(map(re.escape, REQUEST_FIELD_LABELS)) + r")(?:\s+\w+)?(?:\s*\([^()\n]{1,12}\))?\s*:\s*")
_TICKET_METADATA = re.compile(r"^\s*(?:" + "|".join(map(re.escape, TICKET_METADATA_LABELS)) + r")\s*:[^\n]*$", re.M)
_WRITTEN_INSTRUCTION = re.compile(r"すること$")
_ACT_NOUN_AT_END = re.compile("(?:" + "|".join(map(re.escape, sorted(DANGER_JA_NOUNS, key=len, reverse=True))) + ")$")
_SPEAKER_TAG = re.compile(CHAT_SPEAKER_TAG)
_TURN_DOWN = re.compile(CHAT_TURN_DOWN)
_REFUSAL = re.compile(REFUSAL_MARKERS)
_REFUSED_REQUEST = re.compile(REFUSED_REQUEST)
_REFUSAL_REVERSED = re.compile(REFUSAL_REVERSED)
_RELAYED = re.compile(f"{RELAYED_LINE}|{RELAYED_QUOTE}", re.M)
_RELAY_DOUBTED = re.compile(RELAY_DOUBTED)
_RELAY_CARRIED_OUT = re.compile(RELAY_CARRIED_OUT)
_PASTED_CONTEXT = re.compile(PASTED_CONTEXT)
_WAIVED_STEPS = re.compile(WAIVED_STEPS)
_SET_ASIDE_MODE = re.compile(SET_ASIDE_MODE)
_REMOVED_EXPOSURE = re.compile(REMOVED_EXPOSURE)
_EFFECT_CLAUSE = re.compile(EFFECT_CLAUSE_EN)
_NAMED_QUOTE = re.compile(NAMED_QUOTE)
_DENY_STATEMENT = re.compile(DENY_STATEMENT)
_MENTIONED_QUOTE = re.compile(MENTIONED_QUOTE)
_QUOTED_STEP_RUN = re.compile(QUOTED_STEP_RUN)
_SENTENCE = re.compile(r"[。！？!?\n]+|(?<=[a-z\)])\.\s+|(?<=[\u3040-\u30ff\u4e00-\u9fff])\.{2,}")
_INVENTORY = re.compile("|".join(INVENTORY_MARKERS))
_QUOTED_PROHIBITION = re.compile(QUOTED_PROHIBITION)
_SEQUENCE_BREAK = re.compile(f"({SEQUENCE_BREAK})")  # captured: split keeps the separators
_UI_PRESSED_EN = re.compile(UI_PRESSED_EN)
_UI_UNTICKED_EN = re.compile(UI_UNTICKED_EN)
_UI_PRESSED_JA = re.compile(UI_PRESSED_JA)
_UI_OPTION_JA = re.compile(UI_OPTION_JA)
_UI_TICKED_JA = re.compile(UI_TICKED_JA)
_UI_TOGGLE_VALUE = re.compile(UI_TOGGLE_VALUE)
# An API operation called by its name in code spelling (call DeleteDetector, fire the deleteRepository mutation,
# stop_logging(…), 「mute_all API 叩いて」, POST /api/v1/monitor/mute_all): a destructive verb and what it acts on,
# written as one word. An event or setting of that name ("StopLogging events", DisableRealtimeMonitoring $true) is not
# called, and dropdown is no verb.
_API_VERBS = "|".join(f"[{v[0]}{v[0].upper()}]{v[1:]}" for v in sorted(DANGER_EN_VERBS, key=len, reverse=True))
_API_IDENTIFIER = rf"(?<![A-Za-z])(?:{_API_VERBS})(?:(?:[A-Z][a-z0-9]+)+|(?:_[a-z0-9]+)+)(?![A-Za-z])"
_API_CALLED = [re.compile(rf"\b(?:call|fire|send|hit|invoke|execute|trigger)\s+(?:the\s+)?({_API_IDENTIFIER})"),
               re.compile(rf"({_API_IDENTIFIER})(?=\(|\s+(?:api|API|mutation|endpoint)\b)"),
               re.compile(rf"\b(?:POST|PUT|PATCH)\s+\S*/({_API_IDENTIFIER})")]
_API_PART = re.compile(r"[A-Z][a-z0-9]+|[a-z0-9]+")
_KANA_LONG_VOWEL = re.compile(KANA_LONG_VOWEL)
_JA_INVITATION = re.compile(JA_INVITATION)
_KATAKANA_FINAL_SO = re.compile(KATAKANA_FINAL_SO)
_KATAKANA_FULL_TSU = re.compile(KATAKANA_FULL_TSU)
_WITH_SHORT = re.compile(r"\bw/(?=\s)")  # chat shorthand: "anyone w/ the link"
# "turn of auditd": off typed short (not "a turn of events", "the turn of the year", "turn of phrase")
_OFF_TYPED_SHORT = re.compile(r"\b(turn|switch|shut)(s|ed|ing)?\s+of\b"
                              r"(?!\s+(?:events?|fate|phrase|the\s+(?:century|year|month|decade|tide)))")
_ROMAJI_SPELLS = DANGER_JA_ROMAJI_ACTS | DANGER_JA_ROMAJI_FORMS
_ROMAJI_ACT = re.compile(r"\b(?:" + "|".join(DANGER_JA_ROMAJI_ACTS) + r")\b")
_ROMAJI = re.compile(r"\s*\b(" + "|".join(sorted(_ROMAJI_SPELLS, key=len, reverse=True)) + r")\b\s*")
# how 押す and a ticked box's 入れる/外す go on after their stem, as the する the label takes instead
_PRESSED_TAIL = {"す": "する", "そう": "しよう", "せ": "すれ", "さ": "さ", "し": "し", None: ""}


def _ticked(match: re.Match) -> str:
    """A checkbox named by its label, ticked (the label's act, as する) or unticked (the label turned off)."""
    if match.group("off"):
        return match.group("label") + "を無効に" + _PRESSED_TAIL[match.group("off")]
    return match.group("label") + ("する" if match.group("on") else "し")


def without_quoted_rules(normalized: str) -> str:
    """A (normalised) text without the prohibitions it quotes (「…を実行してはならない」ってルール, 'No analyst may …'):
    a rule quoted is asked about, not for."""
    return _QUOTED_PROHIBITION.sub(" ", normalized)


def without_doubted_relays(normalized: str) -> tuple[str, bool]:
    """A (normalised) text without the asks it relays (quoted lines, a forwarded subject, quoted words) when its own
    words doubt them or report them as phishing and do not carry them out (「> 全社員のMFAを解除してください\nこれ本物
    ですか？」): the relay is asked about, not for. Returns the text and whether a relay was taken out."""
    own, relays = _RELAYED.subn(" ", normalized)
    if not relays or not _RELAY_DOUBTED.search(own) or _RELAY_CARRIED_OUT.search(own):
        return normalized, False
    return own, True


def settings_asked(normalized: str) -> tuple[str, bool]:
    """The text the weakening patterns read, and whether a clause of it checks or lists settings: a clause that checks
    whether a setting is in place or lists where it is (「全開放になってないかチェック」, "inventory every group that allows
    0.0.0.0/0") is blanked; a clause after it ("…, then make them public") is still read."""
    if not _INVENTORY.search(normalized):
        return normalized, False
    parts = _SEQUENCE_BREAK.split(normalized)  # clauses at even places, their separators at odd ones
    return "".join(" " if i % 2 == 0 and _INVENTORY.search(part) else part for i, part in enumerate(parts)), True


def without_pasted_context(text: str) -> str:
    """A text without the labelled quotes it pastes before its question (PASTED_CONTEXT): they report, they ask
    nothing."""
    return _PASTED_CONTEXT.sub(" ", text)


def without_non_acts(normalized: str) -> tuple[str, bool]:
    """A (normalised) text without what names nothing acted on: a step waived ("no ticket needed"), a mode set aside
    (「検知モードじゃなくて」), a world-open rule removed (hardening), an act's effect ("… so the deploy stops failing")
    or what a protection prevents ("so nobody can delete it"), a quoted name ("the 'wipe host' playbook"), words
    quoted to be translated, reworded or defined, and a policy statement that denies. Returns the text and whether it
    quoted words to be translated or reworded (MENTIONED_QUOTE): those are mentioned, not asked for."""
    normalized = _REMOVED_EXPOSURE.sub(" ", _SET_ASIDE_MODE.sub(" ", _WAIVED_STEPS.sub(" ", normalized)))
    normalized, mentioned = _MENTIONED_QUOTE.subn(lambda m: (m.group(1) or "") + " ", normalized)
    return _DENY_STATEMENT.sub(" ", _NAMED_QUOTE.sub(" ", _EFFECT_CLAUSE.sub("", normalized))), bool(mentioned)


def api_names_spelled(text: str) -> str:
    """A text with the API operations it names in code spelling (`DeleteDetector`, `stop_logging`) read as the words
    they join ("Delete Detector", "stop logging"): the act and what it acts on are read as if written out."""
    for called in _API_CALLED:
        text = called.sub(lambda m: m.group(0).replace(m.group(1), " ".join(_API_PART.findall(m.group(1)))), text)
    return text


def as_typed(normalized: str) -> str:
    """A (normalised) text with its other spellings of Japanese acts read as the Japanese they spell (kana and
    simplified-Chinese spellings, `DANGER_JA_KANA_SPELLINGS`; romaji typed with the IME off, read only in a text that
    holds a romaji action word), the console controls it presses, ticks or uses read as the acts their labels name
    (`UI_PRESSED_EN` and the rest in constants), a quoted toggle value unquoted, and a long vowel typed after kana
    (「しまーす」) dropped, a negative asked as a question read as the invitation it is (「消さない？」 as 「消さないか？」), and
    a hurried typist's katakana slips (`KATAKANA_FINAL_SO`, `KATAKANA_FULL_TSU`), chat shorthand (w/) and "turn of"
    read as what they meant (English verb typos are `english_actions._typed_verb`'s): the reader then finds the act,
    its target and how it is asked as if typed."""
    for spelling, noun in DANGER_JA_KANA_SPELLINGS.items():
        normalized = normalized.replace(spelling, noun)
    if _ROMAJI_ACT.search(normalized):  # 「EDR agent wo teishi shite kudasai」
        normalized = _ROMAJI.sub(lambda m: _ROMAJI_SPELLS[m.group(1)], normalized)
    normalized = _JA_INVITATION.sub(r"\1か", _KANA_LONG_VOWEL.sub("", normalized))
    normalized = _KATAKANA_FULL_TSU.sub("ッ", _KATAKANA_FINAL_SO.sub("ン", normalized))
    normalized = _OFF_TYPED_SHORT.sub(r"\1\2 off", _WITH_SHORT.sub("with", normalized))
    normalized = _UI_PRESSED_EN.sub(lambda m: m.group("quoted") or m.group("bare"), normalized)
    normalized = _UI_UNTICKED_EN.sub("turn off ", normalized)
    normalized = _UI_PRESSED_JA.sub(lambda m: m.group("label") + _PRESSED_TAIL[m.group("tail")], normalized)
    normalized = _UI_OPTION_JA.sub(lambda m: m.group("label") + "して", normalized)
    return _UI_TOGGLE_VALUE.sub(r"\1", _UI_TICKED_JA.sub(_ticked, normalized))


def without_log_lines(text: str) -> str:
    """A text without the log lines it pastes: a log line reports an event and asks for nothing."""
    return _LOG_LINE.sub(" ", text)


def request_field(sentence: str) -> str:
    """A request field's content without its label ("action requested: power off and delete ..."), a written
    instruction or an act noun ending it read as asked (「〜を削除すること」「…メールボックス削除」 as 「〜を削除して」);
    any other sentence as it is."""
    label = _REQUEST_FIELD.match(sentence)
    if not label:
        return sentence
    return _act_noun_asked(_WRITTEN_INSTRUCTION.sub("して", sentence[label.end():]))


def _act_noun_asked(text: str) -> str:
    """A Japanese text that ends in an act noun read as asking for it (「…メールボックス削除」 as 「…削除して」)."""
    return _ACT_NOUN_AT_END.sub(lambda act: act.group() + "して", text)


def step_as_request(step: str) -> str:
    """A (normalised) step of a plan read as asked: an act noun ending it as 「…して」, an English step as an imperative,
    its act noun as the verb that opens it ("log group deletion" as "please delete log group")."""
    if has_japanese(step):
        return _act_noun_asked(step)
    words = step.split()
    noun = next((i for i, w in enumerate(words) if w in EN_ACT_NOUN_VERBS), None)
    if noun is None:
        return f"please {step}"
    after = words[noun + 2:] if words[noun + 1:noun + 2] == ["of"] else words[noun + 1:]
    return " ".join(["please", EN_ACT_NOUN_VERBS[words[noun]], *words[:noun], *after])


def quoted_steps_run(normalized: str) -> list[str]:
    """The words a (normalised) text quotes and then asks to be run (QUOTED_STEP_RUN): steps asked for."""
    return [next(part for part in m.groups() if part) for m in _QUOTED_STEP_RUN.finditer(normalized)]


def without_ticket_metadata(normalized: str) -> str:
    """A ticket with a request field, its metadata fields (TICKET_METADATA_LABELS) left out: they frame nothing."""
    if not any(_REQUEST_FIELD.match(line.strip()) for line in normalized.splitlines()):
        return normalized
    return _TICKET_METADATA.sub(" ", normalized)


def sentences(normalized: str) -> list[str]:
    """A (normalised) text cut into sentences at sentence ends and line breaks."""
    return [s.strip() for s in _SENTENCE.split(normalized) if s.strip()]


def turned_down(normalized: str) -> list[str]:
    """The lines of a pasted chat (each opening with a speaker tag) whose next speaker turns them down ("Raj: should
    we just reimage the box?" / "Mia: No. Legal hold."): they ask for nothing."""
    turns = [(line, _SPEAKER_TAG.match(line)) for line in normalized.splitlines() if line.strip()]
    return [line.strip() for (line, tag), (reply, reply_tag) in zip(turns, turns[1:])
            if tag and reply_tag and _TURN_DOWN.match(reply[reply_tag.end():])]


def split_at_refusal(sentence: str) -> tuple[str, str]:
    """A (normalised) sentence cut after its last refusal (`REFUSAL_MARKERS`): what comes before it is a request turned
    down ("Someone asked me to disable MFA and I said no", "the request to wipe the DCs was rejected"), what follows
    is read as before ("…, but now go ahead"). No refusal: ("", sentence)."""
    ends = [m.end() for m in _REFUSAL.finditer(sentence)]
    if not ends:
        return "", sentence
    taken = _REFUSED_REQUEST.match(sentence, ends[-1])  # "I refused the request to delete the bucket"
    end = taken.end() if taken else ends[-1]
    return sentence[:end], sentence[end:]


def opens_with_refusal(sentence: str) -> bool:
    """Does a (normalised) sentence open by refusing what the one before it reported ("I declined and pointed them to
    the exception process", 「お断りしています」), and not go on to reverse it ("… but the CISO approved it")? That
    sentence is then a request turned down."""
    first = _REFUSAL.search(sentence)
    return bool(first) and first.start() <= 24 and not _REFUSAL_REVERSED.search(sentence)


def detection_framing(text: str) -> bool:
    """Does a (normalised) text hold detection or investigation words (DETECTION_MARKERS_*)?"""
    return any(m in text for m in DETECTION_MARKERS_JA) or bool(_DETECTION_EN.search(text))


def without_setting_clauses(normalized: str, acted_on: Iterable[str] = ()) -> str:
    """A text without the clauses that set when or why an act is done: condition clauses opening its sentences
    (`CONDITION_CLAUSE`: 「C2通信が出たら、電源を落として」), reason clauses (`REASON_CLAUSE`: 「調査はいらないので
    再イメージして」), purpose clauses closing a sentence (`PURPOSE_CLAUSE`: 「調査会社が見られるように。」),
    sentences relaying what others say (`HEARSAY_CLAUSE`: 「ベンダーもプロキシが原因だと言ってます。」) and deferrals
    (`DEFERRAL_CLAUSE`: 「原因調査はその後でいいです」), so their detection words do not make its request one about
    detection. A clause that holds what the asked act acts on is the act supposed or explained
    (「本番DBを消してしまったら、…」): kept."""
    for clause in _SETTING_CLAUSES:
        normalized = clause.sub(lambda m: m.group(0) if any(o in m.group(0) for o in acted_on) else " ", normalized)
    return normalized


def without_reasons(normalized: str) -> str:
    """A text without its reason clauses (`REASON_CLAUSE`: 「…進まないので」, "because the build keeps failing"): what
    they say about an effect is why the act is asked for, not a question about what the act would do."""
    return _REASON.sub(" ", normalized)


def framed_by_detection(text: str, acted_on: Iterable[str] = ()) -> bool:
    """Is a (normalised) text framed by detection words (`detection_framing`), its false friends (誤検知)
    and what the acts it asks for act on left out: a detection rule or sensor that a question asks to switch
    off is what it acts on, not what it is about (「Sentinelの検知ルール、週末だけ無効にして」)."""
    framing = _DETECTION_FALSE_FRIENDS.sub(" ", text)
    for obj in acted_on:
        framing = framing.replace(obj, " ")
    return detection_framing(framing)


def asked_apart(parts: list[str], acted_on: list[str]) -> bool:
    """Does a message of several sentences ask for an act in a sentence of its own: one that names what the act acts
    on and holds a request form (`ASKED_APART_FORM`), with no detection words of its own?"""
    return len(parts) > 1 and any(_ASKED_APART.search(part) and any(o in part for o in acted_on if o.strip())
                                  and not framed_by_detection(part, acted_on) for part in parts)


def asked_after(parts: list[str], opening: re.Pattern) -> bool:
    """Does a sentence after the first that `opening` matches (a question that weighs or recalls an act; not a request
    such as 「リスクをレビューしてください」, whose later sentences say what to review), and not itself matched, name a
    destructive act or say go ahead ("did you wipe srv-3 yet? if not, wipe it now")?"""
    first = next((i for i, part in enumerate(parts) if opening.search(part)), len(parts))
    if first < len(parts) and _REQUEST_FORM.search(parts[first]):
        return False
    return any((_ACT_STEMS.search(part) or _GO_AHEAD_AFTER.search(part)) and not opening.search(part)
               for part in parts[first + 1:])
