"""What an answer cites, as every front end shows it: sources vs. low-relevance passages, numbers, clean text.

Pure functions over the answer text and `answering.make_citations` records, applied at display time
(the app, `main.py ask`, Slack). Runbook markup is defined in `markup`, which also takes it out of a
runbook's text before indexing; cleaning at display still covers what an LLM writes and older indexes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from markup import IMAGE, outside_code, prose_parts, strip_html, without_comments

_REFERENCE = re.compile(r"\[(\d{1,3})\]")


@dataclass
class CitedAnswer:
    """An answer as shown: its text renumbered, the sources that support it, and the passages set apart."""

    answer: str
    sources: list[dict] = field(default_factory=list)
    low_relevance: list[dict] = field(default_factory=list)


def select_citations(answer: str, citations: list[dict], threshold: float) -> CitedAnswer:
    """Split citations at the evidence threshold and number them in the order the answer refers to them.

    A citation whose evidence is below `threshold` is never a source: it is kept apart (shown as
    関連度低). Numbers go first to the passages the answer refers to, in order of first reference
    (so answer blocks read [1], [2], [3]), then to the other sources, then to the other passages;
    the answer's `[n]` are rewritten to match (never inside code). References to numbers that
    match no citation are left as they are.
    """
    by_old = {c["n"]: c for c in citations}
    order: list[int] = []
    for _, piece in (p for p in prose_parts(answer) if not p[0]):
        order += [int(m.group(1)) for m in _REFERENCE.finditer(piece) if int(m.group(1)) in by_old]
    referenced = list(dict.fromkeys(order))
    rest = [c["n"] for c in citations if c["n"] not in referenced]
    strong = [n for n in rest if by_old[n]["evidence"] >= threshold]
    ranked = referenced + strong + [n for n in rest if n not in strong]
    new_number = {old: new for new, old in enumerate(ranked, start=1)}

    def renumber(piece: str) -> str:
        return _REFERENCE.sub(lambda m: f"[{new_number.get(int(m.group(1)), m.group(1))}]", piece)

    shown = [{**by_old[old], "n": new_number[old]} for old in ranked]
    return CitedAnswer(
        answer=outside_code(answer, renumber),
        sources=[c for c in shown if c["evidence"] >= threshold],
        low_relevance=[c for c in shown if c["evidence"] < threshold],
    )


def _clean_prose(text: str, escape: bool) -> str:
    text = IMAGE.sub(r"\1", strip_html(text))
    return text.replace("<", "\\<") if escape else text


def clean_markdown(text: str) -> str:
    """Runbook Markdown made safe to render: HTML tags removed (checkboxes as ☐/☑), images reduced to
    their alt text, any other `<` escaped; code blocks and code spans kept verbatim."""
    return outside_code(without_comments(text), lambda piece: _clean_prose(piece, escape=True))


def clean_label(text: str) -> str:
    """A heading or source label as plain text: HTML tags removed and whitespace collapsed."""
    return " ".join(_clean_prose(text, escape=False).split())


def display_excerpt(excerpt: str) -> str:
    """An excerpt (one line, cut at 200 characters) as Markdown: cleaned, spaces left by removed tags
    collapsed, and a code span the cut left open closed."""
    if excerpt.endswith("...") and excerpt[:-3].count("`") % 2:
        excerpt = excerpt[:-3] + "`..."
    return " ".join(clean_markdown(excerpt).split())
