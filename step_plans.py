"""Plans written as steps, and the closing question that asks for one of them.

「①ベンダーへ連絡 ②管理画面をインターネットに公開 ③報告。②の設定方法を教えて」, "1. Tell the SOC lead. 2. Force-push
over main … 3. … Give me the git commands for 2.", "first …, then …, finally …. PowerShell for the rule?": a plan lists
its acts as items or nouns, not as requests, and the question after it asks for the step it names (by its label, 「2つ目」,
"the middle one"), or, naming none but asking for commands or a way to do it, for every step. danger.py reads the asked
steps as requests. A closing question that asks to word a reply or lay out a table names no step and asks for none.
"""

from __future__ import annotations

import re

from constants import PLAN_ANNOUNCED, PLAN_ASK_PROCEDURE, PLAN_ASK_REQUEST, PLAN_STEP_MARKER

_MARKER = re.compile(PLAN_STEP_MARKER, re.IGNORECASE)
_REQUEST = re.compile(PLAN_ASK_REQUEST, re.IGNORECASE)
_PROCEDURE = re.compile(PLAN_ASK_PROCEDURE, re.IGNORECASE)
_ANNOUNCED = re.compile(PLAN_ANNOUNCED, re.IGNORECASE)
_SENTENCE_END = re.compile(r"[。！？!?\n]|(?<![\d\s])\.(?=\s|$)")
# What may stand before a sentence's first step marker: nothing, a label ("Steps:", 「手順：」, "Runbook draft -", "TODO").
_LABEL = re.compile(r"[:：]|[-–—]$|\bto-?do$|\btasks?$", re.IGNORECASE)
# A step named in the closing question: ②, 「2の」「2つ目」「1やって」, "step 2", "#2", "for 2", "(b)", 二つ目, the middle, last or
# first.
_REFERENCE = re.compile(r"(?P<circled>[①-⑳])|(?<![\d.])(?P<number>\d{1,2})(?:つ目|番目|番|の|\)|）|/|を|って|は"
                        r"|(?=やって|だけ|お願い))"
                        r"|\bstep\s*#?(?P<step>\d{1,2})\b|#(?P<hash>\d{1,2})\b"
                        r"|\bfor\s+\(?(?P<for>\d{1,2}|[a-h])(?![\w-])|[(（](?P<letter>[a-h])[)）]"
                        r"|(?P<kanji>[一二三四五])(?:つ目|番目)|(?P<middle>真ん中|middle)|(?P<last>最後|\blast\b)", re.IGNORECASE)
_KANJI = "一二三四五"


def step_marks(text: str) -> list[re.Match]:
    """The step markers of a text: those of sentences (or lines) that open with one, after a label at most; a marker
    inside another sentence ("Walk me through step 2", "commands for 2/") names a step, it opens none."""
    marks, start = [], 0
    for end in [m.end() for m in _SENTENCE_END.finditer(text)] + [len(text)]:
        inside = list(_MARKER.finditer(text, start, end))
        before = text[start:inside[0].start()].strip() if inside else ""
        if inside and (not before or _LABEL.search(before)):
            marks += inside
        start = end
    return marks


def plan(text: str) -> tuple[str, list[str], str]:
    """What stands before a plan's first step, its steps (two or more) and what follows its last step ("", [] and ""
    when the text lays out none). The last step ends at its sentence's or line's end."""
    marks = step_marks(text)
    if len(marks) < 2:
        return "", [], ""
    after_last = marks[-1].end()
    end = _SENTENCE_END.search(text, after_last)
    stop = end.end() if end else len(text)
    bounds = [m.end() for m in marks]
    steps = [text[a:b].strip(" \t\n、,。.") for a, b in zip(bounds, [m.start() for m in marks[1:]] + [stop])]
    return text[:marks[0].start()], steps, text[stop:]


def _step_index(match: re.Match, count: int) -> int:
    """The 0-based index of the step a reference names."""
    value = next(v for v in match.groupdict().values() if v)
    if match["circled"]:
        return ord(value) - ord("①")
    if match["kanji"]:
        return _KANJI.index(value)
    if match["middle"]:
        return count // 2
    if match["last"]:
        return count - 1
    return int(value) - 1 if value.isdigit() else ord(value.lower()) - ord("a")


def asked_steps(text: str) -> list[str]:
    """The steps of a plan its closing question asks for: those it names, when it asks something of them, or every step
    when it names none but asks for commands or a way to do them; every step of a plan the operator announces as theirs
    (「今からやること」, "plan for the next 20 min:"); [] for a text that lays out no plan."""
    head, steps, tail = plan(text)
    if steps and _ANNOUNCED.search(head):
        return steps
    if not steps or not tail.strip():
        return []
    named = [_step_index(m, len(steps)) for m in _REFERENCE.finditer(tail)]
    if named:
        return [steps[i] for i in dict.fromkeys(named) if 0 <= i < len(steps)] if _REQUEST.search(tail) else []
    return steps if _PROCEDURE.search(tail) else []
