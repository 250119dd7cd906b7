"""Offline answers: the runbook passages that answer the question, quoted as written.

Without an LLM the assistant never paraphrases: it quotes. What it quotes is chosen by what the
question asks — its concepts (with glossary synonyms and other-language equivalents, so a Japanese
question picks the right lines of an English runbook) and its kind (a number or deadline, a
command, a person or team) — across every passage with enough evidence, not by rank alone. A step
keeps its code block and the warning or approval sentence next to it; a passage in the other
language is quoted as it is and labelled with its language.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Callable

from constants import (ASK_KIND_MARKERS, FIGURE_ASK_MARKERS, QUOTED_LINES_PER_PASSAGE, RUNBOOK_BEST_LINES,
                       RUNBOOK_NEXT_LINES, RUNBOOK_NEXT_PASSAGES, RUNBOOK_SEARCH_DEPTH)
from markup import IMAGE
from messages import EXTRACTIVE_LABEL, NO_FIGURE_NOTE, QUOTE_LANGUAGE_NOTE
from pdf_text import CONTENTS_ENTRY
from query_terms import analyse_query
from prompts import source_label
from utils import FENCE, body_of, runbook_title, text_language

# A Japanese sentence ends at 。！？ with the emphasis marks that close it (**…する。**); one inside a
# quotation (「…する。」と書く。) goes on to the next end.
_SENTENCE_END = re.compile(r"[。！？](?:[*_]+|(?![」』）)】]))")
_STEP = re.compile(r"^\s*(\d+[.)．]|[-*・•])\s")
_INTRODUCES = re.compile(r"[:：]\s*$")
# A line that is nothing but a playbook template's note to its editor: `TODO: …`, "1. TODO".
_PLACEHOLDER = re.compile(r"^\s*(?:[-*・•]|\d+[.)．])?\s*`?TODO(?::|\s*`?\s*$)")
# A contents list's line: nothing but a link to a place in the same document (「- [目次](#目次)」).
_ANCHOR_ONLY = re.compile(r"^\s*(?:[-*+・]|\d+[.)．])?\s*\[[^\]]*\]\(#[^)]*\)\s*$")
# What is not prose in a quoted line: inline code, a link's target, a bare URL.
_NOT_PROSE = re.compile(r"`[^`]*`|\]\([^)]*\)|https?://\S+")
_PROSE_MIN_LETTERS = 12
# A figure: a number with its unit or counter (3日, 72 hours, 5営業日, 50%), or twice — not a step's "1.".
_FIGURE = re.compile(r"(?!十分[にながでだす])(?:\d+(?:[.,]\d+)?|[一二三四五六七八九十百千]+|\b(?:one|two|three|four|five|six|"
                     r"seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|a few|several))\s*"
                     r"(?:営業日|日間|日|時間|分|秒|週間|週|か月|ヶ月|カ月|年|回|件|人|個|つ|%|％|business days?|calendar days?|days?|"
                     r"hours?|hrs?|minutes?|mins?|seconds?|weeks?|months?|years?|times|percent)(?![a-z])|"
                     r"\b(?:twice|thrice|annually|hourly|daily|weekly|monthly)\b", re.IGNORECASE)
_CAUTION = re.compile(r"⚠|警告|注意|承認|禁止|必ず|warning|caution|approv|do not|never", re.IGNORECASE)
# What makes a line answer each kind of question.
_KIND_EVIDENCE = {
    "number": re.compile(r"\d"),
    "command": re.compile(r"`[^`]+`|^\s*(```|~~~)|(?:^|\s)-{1,2}[a-z]|(?:^|\s)/[a-z]{3,}\b|\b[a-z]+-[a-z]+\b.*\s-\w|\.(?:exe|ps1|sh)\b", re.I | re.M),
    "who": re.compile(r"担当|責任者|管理者|チーム|部門|窓口|連絡|指揮|リーダー|法務|広報|経営|[A-Z]{2,}\b|"
                      r"\b(?:team|lead|owner|manager|officer|counsel|legal|commander|liaison|contact)\b", re.I),
}


def worth_quoting(line: str) -> bool:
    """Does a line say anything: not a contents entry ("Containment . . . . 12", 「- [目次](#目次)」), not a
    template's placeholder (`TODO: Specify tools and procedures ...`) and not only an image or list
    marks (「☐![017](slides/017.jpeg)」 shows as 「☐017」)."""
    return (not CONTENTS_ENTRY.search(line) and not _ANCHOR_ONLY.match(line) and not _PLACEHOLDER.match(line)
            and any(ch.isalpha() for ch in IMAGE.sub("", line)))


def sentences(line: str) -> list[str]:
    """A line cut after each Japanese sentence end (`_SENTENCE_END`); English lines stay whole."""
    cuts = [0] + [m.end() for m in _SENTENCE_END.finditer(line)] + [len(line)]
    return [line[a:b] for a, b in zip(cuts, cuts[1:]) if line[a:b].strip()]


@lru_cache(maxsize=8192)
def passage_units(body: str) -> tuple[str, ...]:
    """Steps of a chunk body: each fenced code block whole, list items and lines whole, prose by
    sentence; lines that say nothing (`worth_quoting`) are left out. Cached: the answer reads each
    cited passage more than once (whether it says anything, whether it holds steps, its lines)."""
    units: list[str] = []
    block: list[str] | None = None
    for line in body.splitlines():
        if FENCE.match(line):
            if block is None:
                block = [line]
                continue
            block.append(line)
            units.append("\n".join(block))
            block = None
        elif block is not None:
            block.append(line)
        elif worth_quoting(line):
            units.extend(sentences(line.strip()))
    if block:
        units.append("\n".join(block))
    return tuple(units)


def unsaid_lines(passage: dict, said: set[str]) -> list[str]:
    """A passage's lines (`passage_units`) that the answer has not quoted yet (`said`)."""
    return [u for u in passage_units(body_of(passage["text"], passage.get("heading"))) if u.strip() not in said]


def says_something(hit: dict) -> bool:
    """Does a passage hold any line worth quoting (a contents page or an image holds none)?"""
    return bool(passage_units(body_of(hit["text"], hit.get("heading"))))


def has_steps(units: tuple[str, ...]) -> bool:
    """Does a passage hold anything to act on: a numbered or bulleted step, or a command block?"""
    return any(FENCE.match(u) or _STEP.match(u) for u in units)


def continues(hit: dict, top: dict) -> bool:
    """Is `hit` the chunk right before or after `top` in the same section (the rest of the same steps)?"""
    return (hit.get("file") == top.get("file") and hit.get("heading") == top.get("heading")
            and None not in (hit.get("chunk_index"), top.get("chunk_index"))
            and abs(hit["chunk_index"] - top["chunk_index"]) == 1)


def question_kinds(question: str) -> set[str]:
    """What the question asks for: a `number` (how many, how long, deadline), a `command`, `who`."""
    text = unicodedata.normalize("NFKC", question).lower()
    return {kind for kind, markers in ASK_KIND_MARKERS.items() if any(m in text for m in markers)}


def unit_score(unit: str, concepts, kinds: set[str], prefixes: frozenset[str]) -> float:
    """How much of the question a line answers: the concepts it names (`shows_term`), plus one per
    kind it satisfies. A line that shows none of the concept terms' `prefixes` is scored 0 at once."""
    text = unicodedata.normalize("NFKC", unit).lower()
    if not any(prefix in text for prefix in prefixes):
        return 0.0
    named = sum(1 for c in concepts if any(shows_term(t, text) for t in c.terms))
    return named + sum(1 for kind in kinds if _KIND_EVIDENCE[kind].search(unit)) if named else 0.0


def following_units(kept: set[int], count: int, room: int) -> set[int]:
    """Up to `room` lines right after the kept ones, nearest first: the line that names what was
    asked is often followed by the detail itself (「次のサブキーをチェックします。」 → the key)."""
    after = sorted(j for i in kept for j in (i + 1, i + 2) if j < count and j not in kept)
    return set(sorted(dict.fromkeys(after), key=lambda j: min(j - i for i in kept if i < j))[:max(room, 0)])


def written_form(term: str) -> str:
    """What any surface form of a concept term shows: the term, a Japanese verb or adjective without
    its conjugating last kana (広がる as 広が…)."""
    return term[:-1] if not term.isascii() and len(term) > 1 and "\u3040" <= term[-1] <= "\u309f" else term


def shows_term(term: str, text: str) -> bool:
    """Does a line (NFKC, lower case) write a concept term: an ASCII term as a whole word or with a
    plural or -d/-ed/-ing ending ("share" in "the shared drives"), a Japanese one in its `written_form`.

    Read without janome: tokenizing every candidate line cost 11 ms a question, and on the SOC dev
    half the answers held the same facts (58 of 99) either way.
    """
    if term.isascii():
        return re.search(r"(?<![a-z0-9])" + re.escape(term) + r"(?:s|es|d|ed|ing)?(?![a-z0-9])", text) is not None
    return written_form(term) in text


def term_prefixes(concepts) -> frozenset[str]:
    """The `written_form` of every concept term: a line showing none of them names no concept."""
    return frozenset(written_form(t) for c in concepts for t in c.terms)


def extractive_answer(question: str, hits: list[dict], label: str = EXTRACTIVE_LABEL,
                      per_source: int = QUOTED_LINES_PER_PASSAGE, relevant: list[bool] | None = None,
                      shown: frozenset[str] = frozenset(),
                      runbook: Callable[[str], list[dict]] | None = None) -> tuple[str, list[str]]:
    """Offline answer and the chunk ids it quotes.

    The top passage — the first with evidence (`relevant`): a better-ranked one under the quoting line
    is left out like any other — is quoted whole (it is at most CHUNK_SIZE characters and usually the
    procedure), and so are a passage next to it in the same section, the passages a follow-up asked
    to continue with, and — when the top passage holds no steps (a purpose or overview) — the same
    runbook's next hit. Every other passage with evidence contributes its `per_source` lines that
    best answer the question. `runbook(file)` gives every passage of a runbook, the first
    RUNBOOK_SEARCH_DEPTH in the order a search of the question within that runbook ranks them: the
    lead runbook's lines that answer as much of the question as any quoted line are quoted too,
    wherever they are (`best_runbook_lines`), and so are the best lines of the passages that search ranks
    next (`next_ranked_lines`); not when continuing a previous answer. Lines in `shown` (what the previous
    answer quoted, when this one continues it) are left out, and a line is quoted once: two cited
    passages of a runbook share its next-best passage, and overlapping chunks repeat lines. Numbers
    [n] follow the citations.
    """
    terms = analyse_query(question)
    kinds = question_kinds(question)
    prefixes = term_prefixes(terms.concepts)
    parts = [label]
    quoted: list[str] = []
    said = set(shown)
    # The first passage with evidence leads; with none, the first that has anything to quote.
    lead = next((i for i, ok in enumerate(relevant or []) if ok),
                next((i for i, hit in enumerate(hits) if says_something(hit)), 0))
    top = hits[lead] if hits else {}
    procedure = None if not hits or has_steps(passage_units(body_of(top["text"], top.get("heading")))) else next(
        (h for h in hits[lead + 1:] if h["file"] == top["file"]), None)
    strongest = max(hits, key=lambda h: h.get("evidence") or 0.0, default=None)

    def quote(n: int, passage: dict, units: list[str], heading: str | None) -> str | None:
        """Add a passage's lines under its source label (one label for consecutive lines of a section)."""
        quoted.append(passage["chunk_id"])
        said.update(u.strip() for u in units)
        body = "\n".join(u if FENCE.match(u) else f"> {u}" for u in units)
        if source_label(passage) == heading:  # another passage of the same section: one heading
            parts[-1] += "\n>\n" + body
            return heading
        note = QUOTE_LANGUAGE_NOTE.get((terms.lang, prose_language([passage.get("heading") or ""] + units)), "")
        parts.append(f"**[{n}] {source_label(passage)}**{note}\n{body}")
        return source_label(passage)

    for n, hit in enumerate(hits, start=1):
        whole = (hit is top or continues(hit, top) or hit is procedure or bool(hit.get("continuation"))
                 or (hit is strongest and hit["file"] == top["file"]))
        if not whole and relevant is not None and not relevant[n - 1]:
            continue
        sources = [hit] if whole else [hit] + list(hit.get("siblings") or [])
        lines = [unsaid_lines(p, said) for p in sources]
        if not whole:
            lines = chosen_lines(lines, terms.concepts, kinds, prefixes, per_source)
        heading = None
        for passage, units in zip(sources, lines):
            if units:
                heading = quote(n, passage, units, heading)
    if runbook is not None and hits and not shown:
        order = {h["chunk_id"]: i for i, h in enumerate(p for hit in hits for p in [hit] + list(hit.get("siblings") or []))}
        ranked = runbook(top["file"])
        passages = sorted(ranked, key=lambda p: order.get(p["chunk_id"], len(order)))
        # A concept the runbook's name says (BEC in the BEC sheet) is what all its lines are about.
        title = {t.lower() for t in runbook_title(top["file"]).split()}
        untitled = [c for c in terms.concepts if not any(t in title for t in c.terms)]
        # Quoted right after the lead's own blocks, under its number: the answer's blocks stay in order.
        after = max((i for i, part in enumerate(parts) if part.startswith(f"**[{lead + 1}] ")), default=len(parts) - 1) + 1
        rest, parts[after:] = parts[after:], []
        heading, prefixes = None, term_prefixes(untitled)
        for passage, units in zip(passages, best_runbook_lines(passages, said, untitled, kinds, prefixes)):
            if units:
                heading = quote(lead + 1, passage, units, heading)
        # After the best lines are quoted: the next-ranked passage is one that quotes nothing yet.
        for passage, units in zip(*next_ranked_lines(ranked[:RUNBOOK_SEARCH_DEPTH], set(quoted), said, untitled, kinds,
                                                    prefixes)):
            if units:
                heading = quote(lead + 1, passage, units, heading)
        parts.extend(rest)
    if asks_figure(question) and quoted and not any(_FIGURE.search(line) for line in said - shown):  # the lines quoted
        parts[0] += "\n" + NO_FIGURE_NOTE["ja" if terms.lang == "ja" else "en"]
    return "\n\n".join(parts), quoted


def best_runbook_lines(passages: list[dict], said: set[str], concepts, kinds: set[str], prefixes: frozenset[str],
                       count: int = RUNBOOK_BEST_LINES) -> list[list[str]]:
    """Per passage of a runbook, the lines not quoted yet that answer at least as much of the question
    (`unit_score`) as the best quoted line, at most `count` with the lines that complete them: a
    runbook's figure or command often sits in a passage the search did not rank (a deadline in a
    table far from the steps that name the topic). Ties go to the earlier passage (the caller puts the
    searched ones first)."""
    units = [unsaid_lines(p, said) for p in passages]
    scores = [[unit_score(u, concepts, kinds, prefixes) for u in lines] for lines in units]
    bar = max(max((unit_score(u, concepts, kinds, prefixes) for u in said), default=0.0), 1.0)
    better = sum(1 for line_scores in scores for score in line_scores if score >= bar)
    return chosen_lines(units, concepts, kinds, prefixes, min(count, better), scores) if better else [[] for _ in passages]


def next_ranked_lines(ranked: list[dict], quoted: set[str], said: set[str], concepts, kinds: set[str],
                      prefixes: frozenset[str], count: int = RUNBOOK_NEXT_PASSAGES) -> tuple[list[dict], list[list[str]]]:
    """The RUNBOOK_NEXT_LINES best lines (with the lines that complete them) of each of the first `count` passages a
    search within the lead runbook ranks that the answer quotes nothing of yet."""
    fresh = [p for p in ranked if p["chunk_id"] not in quoted][:count]
    units = [unsaid_lines(p, said) for p in fresh]
    return fresh, [chosen_lines([lines], concepts, kinds, prefixes, RUNBOOK_NEXT_LINES)[0] for lines in units]


def asks_figure(question: str) -> bool:
    """Does the question ask for a figure outright (何時間, 何回, how long; `FIGURE_ASK_MARKERS`)?"""
    text = unicodedata.normalize("NFKC", question).lower()
    return any(marker in text for marker in FIGURE_ASK_MARKERS)


def prose_language(units: list[str]) -> str | None:
    """The language a quote is written in, read from its prose (its heading path and lines): code
    blocks, inline code and link targets say nothing about it (a Japanese runbook's install steps
    are commands and URLs, not an English runbook). None when too little prose is left to tell."""
    prose = _NOT_PROSE.sub(" ", "\n".join(u for u in units if not FENCE.match(u)))
    return text_language(prose) if sum(ch.isalpha() for ch in prose) >= _PROSE_MIN_LETTERS else None


def completes(line: str, following: str, kinds: set[str]) -> bool:
    """Does `following` complete `line`: its code block, what a line ending in a colon introduces,
    or — when the question asks for a command — the command line a step is followed by (a PDF's
    text has lost the code fences)?"""
    return bool(FENCE.match(following) or _INTRODUCES.search(line)
                or ("command" in kinds and _KIND_EVIDENCE["command"].search(following)))


def chosen_lines(passages: list[list[str]], concepts, kinds: set[str], prefixes: frozenset[str],
                 count: int, scores: list[list[float]] | None = None) -> list[list[str]]:
    """The `count` lines of a runbook's passages that best answer the question (`unit_score`, or the
    caller's `scores` of the same lines), each with the lines that complete it: the detail right after
    it, its code block, a warning next to it."""
    if scores is None:
        scores = [[unit_score(u, concepts, kinds, prefixes) for u in units] for units in passages]
    scored = sorted(((scores[p][i], -p, -i) for p, units in enumerate(passages)
                     for i in range(len(units))), reverse=True)[:count]
    chosen = []
    room = count - sum(1 for s, _, _ in scored if s > 0)
    for p, units in enumerate(passages):
        keep = {-i for s, q, i in scored if s > 0 and -q == p}
        if keep:
            after = following_units(keep, len(units), room)
            room -= len(after)
            keep |= after
            keep |= {i + 1 for i in keep if i + 1 < len(units) and completes(units[i], units[i + 1], kinds)}
            keep |= {j for i in keep for j in (i - 1, i + 1) if 0 <= j < len(units) and _CAUTION.search(units[j])}
        chosen.append([u for i, u in enumerate(units) if i in keep])
    return chosen
