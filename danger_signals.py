"""The lexical layer's findings over one text (danger.py fills them): what it asks for, names, reports or frames,
the model's lexical features, whether it only asks about an act, and what the banner names."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from constants import DANGER_ACTION_LABEL, DANGER_COMMAND_LABEL, DANGER_TARGET_LABEL
from guardrail_model import LEXICAL_FEATURES


@dataclass
class Signals:
    """What the lexical layer found in one text."""

    commands: list[str] = field(default_factory=list)
    pairs: list[str] = field(default_factory=list)  # action labels with their target, 「監査ログの無効化」
    verbs: list[str] = field(default_factory=list)  # action labels of destructive verbs without a known target
    targets: list[str] = field(default_factory=list)  # target categories named anywhere (DANGER_TARGETS)
    detection: bool = False  # detection or investigation words anywhere (the model's feature)
    about_detection: bool = False  # such words outside what the asked acts act on (the rule's framing)
    described: bool = False  # a destructive verb in the past or passive: an event, not a request
    benign: bool = False
    own: bool = False  # says the operator owns or made what it acts on (自分で作った, a throwaway VM only I use)
    acts_on_own: bool = False  # ... and every act asked acts on it (not "drop the table and delete my own draft")
    weakening: list[str] = field(default_factory=list)  # settings that destroy or expose (「保存期間の短縮」)
    constructive: bool = False  # turns a protection on, keeps more, or contains (CONSTRUCTIVE_MARKERS)
    protects: bool = False  # turns something on or takes a backup (PROTECTING_MARKERS: enable, 有効化, take a snapshot)
    refrained: bool = False  # says not to do something, or to wait (REFRAINED_MARKERS, any verb)
    requested: bool = False  # a destructive verb in a request form, or a command it asks to run
    asked_unexcused: bool = False  # an act on a target asked for in a sentence that names no benign object
    asked_plainly: bool = False  # ... in a sentence that is itself no report and not about detecting the act
    at_scale: list[str] = field(default_factory=list)  # containment asked for everything at once (MASS_SCOPE_PATTERNS)
    compares: bool = False  # asks how two things differ (COMPARISON_MARKERS)
    inventories: bool = False  # checks whether a setting is in place or lists where it is (INVENTORY_MARKERS)
    joking: bool = False  # says it is a mood or a joke (MOOD_OR_JOKE)
    quotes_rule: bool = False  # quotes a prohibition (QUOTED_PROHIBITION), blanked before the rest is read
    doubts_relay: bool = False  # relays another's ask it doubts or reports (RELAY_DOUBTED), blanked likewise
    mentions_quote: bool = False  # quotes words to translate, reword or define (MENTIONED_QUOTE), blanked likewise
    weighs: bool = False  # asks what an act would cost (CONSEQUENCE_MARKERS)
    situates: bool = False  # asks about what to do around an act (SITUATION_MARKERS)
    supposes: bool = False  # supposes the act (SUPPOSITION_MARKERS)
    recalls: bool = False  # opens by asking whether an act was done (PAST_QUESTION)
    mechanism: bool = False  # asks how the act works (MECHANISM_MARKERS)
    explains: bool = False  # asks what a command does (COMMAND_ASKED_ABOUT)
    declined: bool = False  # reports a request turned down (REFUSAL_MARKERS)
    asked_objects: list[str] = field(default_factory=list)  # what the acts asked for act on (「Sentinelの検知ルール」)
    reported_acts: list[tuple[str, str | None]] = field(default_factory=list)  # (action, target) reported, or named unasked

    def vector(self) -> np.ndarray:
        """The model's lexical features, in `LEXICAL_FEATURES` order."""
        values = {"command": self.commands, "pair": self.pairs, "verb": self.verbs or self.pairs, "target": self.targets,
                  "detection": self.detection, "described": self.described, "benign": self.benign,
                  "weakening": self.weakening, "constructive": self.constructive,
                  "refrained": self.refrained}
        return np.array([bool(values[name]) for name in LEXICAL_FEATURES], dtype=np.float32)

    def asks_about_only(self) -> bool:
        """Does the question ask about an act (compares it, checks or lists where it is, weighs its cost, asks what to
        do around it, supposes it, asks whether it was done, asks how it works or what a command does, reports it
        turned down, jokes about it, quotes a rule against it, relays an ask it doubts, quotes words to translate) and
        ask for none? An act only on the operator's own things, weakening no setting and running no command, asks about
        only too, as does one that only turns something on or takes a backup."""
        about = (self.compares or self.inventories or self.weighs or self.situates or self.supposes or self.recalls
                 or self.mechanism or self.declined or self.joking or (self.explains and bool(self.commands))
                 or ((self.quotes_rule or self.doubts_relay or self.mentions_quote)
                     and not (self.verbs or self.pairs or self.weakening)))
        own_only = self.acts_on_own and not self.weakening and not self.commands  # 「自分のPW、リセットしたい」
        # turning something on or taking a backup (「消去保護を有効に」, "take a snapshot first") that asks for no act and
        # weakens nothing
        protects_only = self.protects and not (self.pairs or self.verbs or self.weakening or self.commands)
        return own_only or (protects_only and not self.requested) or (about and not self.requested)

    def reasons(self) -> list[str]:
        """What the banner names: commands, acts on their targets, weakened settings; else the acts
        alone, else what the question acts on (when only the model judged it a request)."""
        found = [DANGER_COMMAND_LABEL.format(command=c) for c in self.commands] + self.pairs + self.weakening + self.at_scale
        found = found or [f"{DANGER_ACTION_LABEL}（{v}）" for v in self.verbs]
        return list(dict.fromkeys(found or [DANGER_TARGET_LABEL.format(target=t) for t in self.targets]))
