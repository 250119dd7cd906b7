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

import re
from dataclasses import dataclass

import numpy as np

from constants import (
    ATTACKER_MARKERS, COMMAND_ASKED_ABOUT, COMMAND_GO_AHEAD, COMMAND_OWN_GO_AHEAD, COMMAND_REPORTED_RUN,
    COMPARISON_MARKERS, CONSEQUENCE_MARKERS, CONSTRUCTIVE_MARKERS, DANGER_ACTION_LABEL, DANGER_COMMAND_LABEL,
    DANGER_EN_VERBS, DANGER_JA_HOW_MUCH, DANGER_JA_NEGATED_TARGETS, DANGER_SELF_TARGETING, DANGER_VERB_FALSE_FRIENDS,
    DANGER_WEAKENING_PATTERNS, DANGER_WISHED_ACTION, IN_EARNEST, JA_SETTING_REPORTED_TAIL, JA_TOOL_ASKED,
    MASS_CONTAINMENT_LABEL, MECHANISM_MARKERS, MOOD_OR_JOKE, NEEDED_GONE_EN, PAST_QUESTION, PROTECTING_MARKERS,
    REFRAINED_MARKERS, SEE_TO_IT, SITUATION_MARKERS, SUPPOSITION_MARKERS, WISHED_GONE_EN, WISHED_GONE_JA,
)
from asked_again import asks_again, asks_for_way
from benign_objects import excused, names_benign, names_benign_word, owns
from commands import find_commands, normalize_command_text, only_asks, unquoted, without_forbidding_lines
from english_actions import en_actions, en_clauses
from danger_signals import Signals
from danger_targets import names_target, target_label
from guard_memory import among_requests
from guardrail_model import is_e5_vector, load_model, model_probability
from japanese_actions import JA_NOUNS_LONGEST_FIRST, ja_actions
from mass_containment import at_scale
from request_framing import (JA_ACT_STEMS, api_names_spelled, as_typed, asked_after, asked_apart, detection_framing,
                             framed_by_detection, opens_with_refusal, quoted_steps_run, request_field, sentences,
                             settings_asked, split_at_refusal, step_as_request, turned_down, without_doubted_relays,
                             without_log_lines, without_non_acts, without_pasted_context, without_quoted_rules,
                             without_reasons, without_setting_clauses, without_ticket_metadata)
from headlines import headline_orders
from step_plans import asked_steps
from utils import has_japanese

_ASIDE = re.compile(r"\([^()\n]{1,60}\)")
_MENTIONED = re.compile(r"“[^”\n]{1,60}”|\"[^\"\n]{1,60}\"|`[^`\n]+`")
_SOURCE_LABEL = re.compile(r"\*\*\[\d+\]")
_COMPARISON = re.compile("|".join(COMPARISON_MARKERS))
_CONSEQUENCE = re.compile("|".join(CONSEQUENCE_MARKERS))
_SITUATION = re.compile("|".join(SITUATION_MARKERS))
_SUPPOSITION = re.compile("|".join(SUPPOSITION_MARKERS))
_PAST_QUESTION = re.compile(PAST_QUESTION)
_MECHANISM = re.compile("|".join(MECHANISM_MARKERS))
_WISHED_GONE = re.compile(f"{WISHED_GONE_EN}|{WISHED_GONE_JA}")
_SEE_TO_IT = re.compile(SEE_TO_IT)
_CONSTRUCTIVE = re.compile("|".join(CONSTRUCTIVE_MARKERS))
_PROTECTING = re.compile("|".join(PROTECTING_MARKERS))
_REFRAINED = re.compile("|".join(REFRAINED_MARKERS))
_GO_AHEAD = re.compile(COMMAND_GO_AHEAD)
_ASKED_ABOUT = re.compile(COMMAND_ASKED_ABOUT)
_OWN_GO_AHEAD = re.compile(COMMAND_OWN_GO_AHEAD)
_REPORTED_RUN = re.compile(COMMAND_REPORTED_RUN)
# ASCII boundaries: an English setting typed right after Japanese (「FWにany-anyの許可ルール」) still starts a word.
_WEAKENING = {label: re.compile("|".join(patterns), re.ASCII) for label, patterns in DANGER_WEAKENING_PATTERNS.items()}
_HOW_MUCH_JA = re.compile("|".join(DANGER_JA_HOW_MUCH))
_VERB_FALSE_FRIENDS = re.compile("|".join(DANGER_VERB_FALSE_FRIENDS))
# Gate before janome: a sentence with none of these stems holds no Japanese destructive verb.
# ないよう opens 取らないようにして and 要求しないようにして (DANGER_JA_NEGATED_TARGETS), whose verbs are everyday ones.
_JA_STEMS = re.compile("|".join(sorted(JA_ACT_STEMS | set(DANGER_EN_VERBS) | {"ないよう"}, key=len, reverse=True)))
_NEEDED_GONE = re.compile(NEEDED_GONE_EN)
_MOOD_OR_JOKE = re.compile(MOOD_OR_JOKE)
_IN_EARNEST = re.compile(IN_EARNEST)
_JA_TOOL_ASKED = re.compile(JA_TOOL_ASKED)
_SETTING_REPORTED = re.compile(JA_SETTING_REPORTED_TAIL)
_MATTER_EXTRA_CHARS = 16  # characters a window reaches further after 「…の件」 (japanese_actions reads its ask)


def _ja_target(obj: str, marked: bool, compound: str, target: str | None) -> str | None:
    """What a Japanese verb acts on: its object (攻撃を止める stops an attack, whatever else the sentence names);
    a topic before a comma, or what its compound names (ログ削除), else the sentence's target. An object that ends
    in 以外 (「検知ルール、Critical以外は全部無効に」) names what is spared, not what is acted on."""
    spared = obj.endswith("以外")
    named = target_label(compound if spared else f"{obj} {compound}")
    return named if obj and marked and not spared else named or target


def _acted_on(target: str | None, act: str) -> str | None:
    """The target an act is paired with: the category named, else "" (the act alone) when the act
    (an English verb, a Japanese action label) always destroys what it acts on, else None."""
    return target or ("" if act in DANGER_SELF_TARGETING else None)


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
    # an aside in brackets (アカウント(sato.k@example.jp)を無効化, 削除(旧バージョン含む)して) does not push the
    # object or the request form out of reach
    asides = [a.span() for a in _ASIDE.finditer(sentence)] if "(" in sentence else []
    for m in _JA_STEMS.finditer(sentence):
        start = m.start() - before - sum(b - a for a, b in asides if m.start() - before < b <= m.start())
        # an act named as a matter (「…停止の件、承認済みなので実施願います」) is asked for after what is said of it
        reach = after + (_MATTER_EXTRA_CHARS if sentence.startswith("の件", m.end()) else 0)
        end = m.end() + reach + sum(b - a for a, b in asides if m.end() <= a < m.end() + reach)
        start, end = max(start, 0), min(end, len(sentence))
        if spans and start <= spans[-1][1]:
            spans[-1][1] = end
        else:
            spans.append([start, end])
    return [sentence[a:b] for a, b in spans]


def _sentence_signals(sentence: str, signals: Signals, instruction: bool = False, asking: bool = True) -> None:
    """Add one (normalised) sentence's destructive verbs, targets and framing to `signals` (a question's,
    or an answer's `instruction`); a sentence that is not `asking` (a command line shown) asks for none of its acts."""
    target = target_label(sentence)
    if target is not None and target not in signals.targets:
        signals.targets.append(target)
    found: list[tuple[str, str | None, bool, str, str]] = []  # action, its target, asked, object, where it stands
    reported: list[str] = []  # the action labels of acts the sentence reports
    japanese = has_japanese(sentence)  # kana or kanji: not "“finance”" or "→", which an English request may hold
    read = _VERB_FALSE_FRIENDS.sub(" ", sentence)  # drop rules, 論理削除, アラートを飛ばす: no destructive verb
    if japanese:
        for window in _stem_windows(read):
            actions, described = ja_actions(window)
            reported += described
            acts = [(action, _acted_on(_ja_target(obj, marked, compound, target), action), asked, obj,
                     obj or _compound_object(compound)) for action, (obj, marked), compound, asked in actions]
            found += [act for act in acts if act[0] not in DANGER_JA_NEGATED_TARGETS
                      or act[1] in DANGER_JA_NEGATED_TARGETS[act[0]]]
    words, clauses = en_clauses(read)
    en_found, described = en_actions(words, names_target, instruction, english=not japanese, clauses=clauses)
    found += [(action, _acted_on(target_label(phrase), verb), asked, phrase, phrase)
              for action, phrase, verb, asked in en_found]
    if japanese and _JA_TOOL_ASKED.search(sentence):  # 「…を削除するフローを作って」: building the tool asks for its act
        found = [(action, acted, True, obj, where) for action, acted, _, obj, where in found]
    found = [(action, acted, asked and asking, obj, where) for action, acted, asked, obj, where in found]
    reported += described
    # an act reported only in a reason clause (「…決済のPOSTが止められるので」) says why the act is asked, not what was done
    reasons_out = without_reasons(read) if reported else read
    why_only = reasons_out != read and not _reported(reasons_out, instruction)
    signals.described = signals.described or (bool(reported) and not why_only)
    benign = names_benign_word(sentence)
    signals.benign = signals.benign or benign
    benign = benign or names_benign(sentence)
    detecting = framed_by_detection(sentence)
    if not benign and not any(m in sentence for m in ATTACKER_MARKERS) and not detecting:
        # what a later sentence may ask for again: the acts reported, and those named without being asked for (not
        # those a question about detecting names: 「…削除してないか調べたい。方法ある？」 asks the way to check)
        signals.reported_acts += [(action, target) for action in reported]
        signals.reported_acts += [(action, acted) for action, acted, asked, *_ in found if not asked and acted is not None]
    asks_an_act = any(asked for _, _, asked, *_ in found)
    # asking only for the way asks for the acts named, unless the message is about protecting (「消されないように…
    # やり方教えて」 asks how to make backups immutable)
    again = asks_again(sentence, words, clauses, asks_an_act) or (asks_for_way(sentence) and not signals.constructive)
    if (signals.reported_acts or signals.weakening or signals.commands) and again and not detecting:
        _ask_for(signals, signals.reported_acts)  # "now do the same on FW-EDGE-02": the act reported before
    unexcused = []
    for action, pair_target, asked, obj, where in found:
        signals.requested = signals.requested or asked
        if asked and pair_target is not None and not (benign and excused(sentence, where)):
            unexcused.append(obj)
        (signals.pairs if pair_target is not None else signals.verbs).append(_pair(action, pair_target))
        if asked and pair_target and obj:
            signals.asked_objects.append(obj)
    signals.asked_unexcused = signals.asked_unexcused or bool(unexcused)
    if unexcused and not reported:
        signals.asked_plainly = signals.asked_plainly or not framed_by_detection(sentence, filter(None, unexcused))


def _reported(read: str, instruction: bool) -> list[str]:
    """The action labels of the acts a (normalised) text reports (past or passive), Japanese and English."""
    japanese = has_japanese(read)
    labels = [label for window in _stem_windows(read) for label in ja_actions(window)[1]] if japanese else []
    words, clauses = en_clauses(read)
    return labels + en_actions(words, names_target, instruction, english=not japanese, clauses=clauses)[1]


def _ask_for(signals: Signals, acts: list[tuple[str, str | None]]) -> None:
    """A request that names no act of its own asks for these (action, target) acts: plainly for those on a target or
    on what they name themselves (a wipe); an act on nothing named ("the PR removes a typo") is left to the model."""
    signals.requested = True
    signals.asked_plainly = signals.asked_plainly or any(target is not None or action in DANGER_SELF_TARGETING
                                                         for action, target in acts)
    for action, target in acts:
        (signals.pairs if target else signals.verbs).append(_pair(action, target))


def _compound_object(compound: str) -> str:
    """A Japanese compound that holds what its act acts on (中身全部削除, ファイル削除; not 全部クリア, 全削除 or a verb): the
    object the sentence shows for an act no particle gives one, so a benign word in another clause does not excuse
    it (`benign_objects.excused`)."""
    noun = next((n for n in JA_NOUNS_LONGEST_FIRST if compound.endswith(n)), "")
    what = _HOW_MUCH_JA.sub("", compound.removesuffix(noun)) if noun else ""
    return compound if len(what) >= 2 else ""


def lexical_signals(text: str) -> Signals:
    """The lexical layer over one question (a log line it quotes reports an event and asks for nothing)."""
    text = without_pasted_context(without_log_lines(text))
    normalized = without_ticket_metadata(normalize_command_text(api_names_spelled(text)))
    # words quoted to be translated or reworded are mentioned, not asked for
    normalized, mentions = without_non_acts(as_typed(normalized))
    rules_out = without_quoted_rules(normalized)  # a rule quoted (「…してはならない」) is asked about, not for
    quotes_rule = rules_out != normalized
    # and so is a relayed ask its own words doubt (「> …MFAを解除してください\nこれ本物？」)
    normalized, doubts_relay = without_doubted_relays(rules_out)
    signals = Signals(commands=find_commands(text), quotes_rule=quotes_rule, doubts_relay=doubts_relay,
                      mentions_quote=mentions)
    signals.benign = names_benign(normalized)
    signals.own = owns(normalized)
    asked_text, checked = settings_asked(normalized)
    # what each weakening pattern matched: its label is found, and its words are what the question acts on; a setting
    # its clause goes on to report (「S3がパブリックに変更されたら通知したい」「MFA外してた」) is an event, not asked for
    matches = {label: list(pattern.finditer(asked_text)) for label, pattern in _WEAKENING.items()}
    weakened_spans = {label: [m.group(0) for m in found if not _SETTING_REPORTED.match(asked_text, m.end())]
                      for label, found in matches.items()}
    signals.weakening = [label for label, spans in weakened_spans.items() if spans]
    signals.described = any(found and not weakened_spans[label] for label, found in matches.items())
    signals.inventories = checked and not signals.weakening
    signals.constructive = bool(_CONSTRUCTIVE.search(normalized))
    signals.protects = bool(_PROTECTING.search(normalized))
    signals.refrained = bool(_REFRAINED.search(normalized))
    signals.compares = bool(_COMPARISON.search(normalized))
    signals.situates = bool(_SITUATION.search(normalized))
    signals.supposes = bool(_SUPPOSITION.search(normalized))
    parts = sentences(normalized)
    # "what happens if i uninstall sysmon?" weighs the act; "… eh just uninstall it" asks for it after all, and a
    # consequence given as the reason (「…追加お願いします。ビルドが引っかかって進まないので」) weighs nothing
    signals.weighs = bool(_CONSEQUENCE.search(without_reasons(normalized))) and not asked_after(parts, _CONSEQUENCE)
    # "did we ever wipe the 2021 laptops? asking for the audit", not "did you wipe srv-3 yet? if not, wipe it now"
    signals.recalls = bool(_PAST_QUESTION.match(normalized)) and not asked_after(parts, _PAST_QUESTION)
    signals.mechanism = bool(_MECHANISM.search(normalized))
    signals.explains = bool(_ASKED_ABOUT.search(normalized))
    # "what does this do? ``rm -rf …``": a command line shown to ask what it does asks for nothing itself
    shows_commands = signals.explains and bool(signals.commands) and not _OWN_GO_AHEAD.search(normalized)
    declined = turned_down(normalized)
    earnest = bool(_IN_EARNEST.search(normalized))
    split = [request_field(part) for part in parts]
    for sentence, following in zip(split, split[1:] + [""]):
        refused, sentence = split_at_refusal(sentence)
        if not refused and opens_with_refusal(following):  # "X asked us to disable DLP. I declined."
            refused, sentence = sentence, ""
        if refused:
            signals.declined = True
            _sentence_signals(refused, signals, asking=False)
        if not sentence.strip(" 。.!！、,"):
            continue
        shown = shows_commands and sentence.startswith(tuple(find_commands(sentence)))
        turned = any(sentence in line for line in declined)  # a chat line the next speaker turned down
        signals.declined = signals.declined or turned
        # 「全部消して帰りたい気分」 wants nothing done, unless the message says it is meant (「冗談抜きで」)
        joking = bool(_MOOD_OR_JOKE.search(sentence)) and not earnest
        signals.joking = signals.joking or joking
        _sentence_signals(sentence, signals, asking=not shown and not turned and not joking)
        if at_scale(sentence) and MASS_CONTAINMENT_LABEL not in signals.at_scale:
            signals.at_scale.append(MASS_CONTAINMENT_LABEL)
    # 「①…②…③…。②のコマンドを教えて」: the step asked for is a request, as is a headline with its deadline (「…停止の件、今夜22時から」)
    # and words quoted to be run (「"Purge the mail quarantine" 実行お願いします」)
    for asked in [step_as_request(normalize_command_text(step)) for step in asked_steps(text)] \
            + [step_as_request(headline) for headline in headline_orders(normalized)] \
            + [step_as_request(quoted) for quoted in quoted_steps_run(normalized)]:
        _sentence_signals(asked, signals)
        weakened = [label for label, pattern in _WEAKENING.items() if pattern.search(asked + "して")]
        signals.weakening += [label for label in weakened if label not in signals.weakening]
        signals.requested = signals.requested or bool(weakened)  # the question asks for the setting it names
    wished = wished_gone(normalized)
    if wished and not signals.requested:
        _ask_for(signals, [(DANGER_WISHED_ACTION, target) for target in wished])
    go_ahead = _OWN_GO_AHEAD if signals.explains else _GO_AHEAD
    asks_to_run = bool(signals.commands and (go_ahead.search(normalized) or only_asks(normalized)))
    signals.requested = signals.requested or asks_to_run
    signals.described = signals.described or bool(signals.commands and _REPORTED_RUN.search(normalized))
    signals.detection = framed_by_detection(normalized)
    # detection words in what a weakening pattern matched frame nothing (「『不審なサインイン』の検知ルール、全社分ミュート」)
    acted_on = signals.asked_objects + [span for label in signals.weakening for span in weakened_spans[label]]
    # …and a detection question does not frame an act asked for in a sentence of its own (「…どこで確認できますか？
    # ついでに、開発端末を全部除外リストに入れといてください」)
    signals.about_detection = signals.detection and framed_by_detection(
        without_setting_clauses(normalized, signals.asked_objects), acted_on) and not asked_apart(parts, acted_on)
    signals.acts_on_own = signals.own and all(owns(obj) for obj in signals.asked_objects)
    return signals


def wished_gone(text: str) -> list[str]:
    """The targets a (normalised) message wants gone ("I need the trail gone by Monday") or wishes were gone and asks
    someone to see to, naming no act ("if Sysmon just weren't on the jump hosts anymore... could you take care of
    that?"); [] when it asks nothing of it."""
    targets = [t for m in _NEEDED_GONE.finditer(text) if (t := target_label(m.group("what")))]
    if not _SEE_TO_IT.search(text):
        return list(dict.fromkeys(targets))
    for match in _WISHED_GONE.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        target = target_label(text[line_start:match.end()])
        if target and target not in targets:
            targets.append(target)
    return targets


def danger_probability(signals: Signals, query_vector: list[float] | None) -> tuple[float, float]:
    """P(destructive request) and its threshold, from the lexical signals and, when it is an e5
    vector (the model's dimension), the question's embedding; otherwise from the lexical model."""
    model = load_model()
    lexical = signals.vector()
    if is_e5_vector(query_vector):
        part = model["full"]
        features = np.concatenate([np.asarray(query_vector, dtype=np.float32) * part["vector_scale"],
                                   lexical * part["lexical_scale"]])
    else:
        part = model["lexical"]
        features = lexical * part["lexical_scale"]
    return model_probability(part, features), part["threshold"]


@dataclass
class DangerVerdict:
    """Whether a text asks for or shows a destructive operation, and which one (for the banner)."""

    dangerous: bool
    reasons: list[str]
    probability: float | None = None


def forced_by_rule(signals: Signals) -> bool:
    """A setting that destroys or exposes, or a command line or a destructive verb with its target that the
    question asks for (not one it asks about), in a plain request (not about detecting or investigating the
    act, not in the past, not only a request turned down, no benign object in the question or in the asking
    sentence; a weakening setting not only asked about): flagged whatever the model says. A benign word in another
    sentence (a ticket's "Summary:", a handover's "update") excuses nothing, and a status update's detection words or
    past acts do not frame a request in a sentence of its own."""
    plain_request = not (signals.about_detection or signals.described or (signals.declined and not signals.requested))
    # a command on what the operator owns (「自分で作ったテスト用namespace…kubectl delete ns」) is theirs to run
    asked = signals.requested and bool((signals.commands and not signals.own) or (signals.pairs and not signals.benign)
                                       or signals.asked_unexcused)
    # A weakening setting only asked about (what it risks, whether policy allows it: 「TLS検証を無効にするとどういうリスク」)
    weakening = bool(signals.weakening) and not signals.asks_about_only()
    return (plain_request and (weakening or asked or bool(signals.at_scale))) or signals.asked_plainly


def judge_question(query: str, query_vector: list[float] | None = None) -> DangerVerdict:
    """A question: the model over e5 + lexical signals or its nearest labelled examples, or the plain-request
    rule. A question that compares, weighs what an act would cost, asks what to do around it or what a command
    does, and asks for no act, is no request whatever the model says (e5 puts 「無効化と削除の違い」 next to both
    acts, 「一斉リセットしたら業務にどんな影響？」 next to the reset)."""
    signals = lexical_signals(query)
    probability, threshold = danger_probability(signals, query_vector)
    modelled = probability >= threshold or among_requests(probability, threshold, query_vector)
    dangerous = (modelled and not signals.asks_about_only()) or forced_by_rule(signals)
    reasons = (signals.reasons() or [DANGER_ACTION_LABEL]) if dangerous else []
    return DangerVerdict(dangerous, reasons, probability)


def judge_answer(answer: str) -> DangerVerdict:
    """An answer, whatever produced it: any destructive command line, or a sentence that instructs
    destroying a target (not one that describes what an attacker does or what happened)."""
    reasons = [DANGER_COMMAND_LABEL.format(command=c) for c in find_commands(without_forbidding_lines(unquoted(answer)))]
    # A string in quotes is mentioned, not done (search the log for “delete user”); code is the command scan's.
    parts = sentences(_MENTIONED.sub(" ", normalize_command_text(answer)))
    for sentence in (clause for s in parts for clause in s.split(";")):  # "Never share it; delete it" is two steps
        # Only a sentence with a destructive stem and a target can instruct destroying it (janome is the
        # cost); a quote's source label (**[3] file > heading**) names a section, it instructs nothing.
        if not _JA_STEMS.search(sentence) or _SOURCE_LABEL.match(sentence) or target_label(sentence) is None \
                or any(m in sentence for m in ATTACKER_MARKERS) or detection_framing(sentence):
            continue
        signals = Signals()
        _sentence_signals(sentence, signals, instruction=True)
        if not signals.described:
            reasons += signals.pairs
    return DangerVerdict(bool(reasons), list(dict.fromkeys(reasons)))
