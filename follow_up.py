"""Follow-up questions: keep the previous turn's runbook, and quote what comes after on 「その次は？」.

A question asked after another one is searched twice: on its own, and with the previous question
as context. It stays with the previous turn's runbook (the context search, that runbook's passages
first) unless it clearly changes topic: its own search finds strong evidence in another runbook
and the previous runbook has none for it, or it says so (「話変わるけど」). A request for the next step returns the passages that
follow, in the same runbook, the last one the previous answer quoted.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from constants import (MAX_SHOWN_SKIP, NEXT_STEP_MARKERS, NEXT_STEP_NOUN_JA, NEXT_TIME, TOPIC_CHANGE_EVIDENCE,
                       TOPIC_CHANGE_MARKERS, TOPIC_CHANGE_MIN_CONCEPTS, TOPIC_CHANGE_OPENERS)
from evidence import concept_coverage
from extractive import unsaid_lines
from query_terms import analyse_query
from retriever import SearchIndex, chunk_hit, distinct_runbooks, fuse_rrf
from vagueness import has_marker


@dataclass(frozen=True)
class PreviousTurn:
    """What the conversation was about: the last question and the passages its answer used."""

    question: str
    sources: list[str]


def previous_turn(history: list[dict]) -> PreviousTurn | None:
    """The last user question and the chunk ids the following answer quoted, if any."""
    for i in range(len(history) - 1, -1, -1):
        if history[i].get("role") == "user":
            answer = history[i + 1] if i + 1 < len(history) else {}
            return PreviousTurn(history[i]["content"], list(answer.get("sources") or []))
    return None


def shown_lines(history: list[dict]) -> frozenset[str]:
    """The lines the last answer quoted (its `> ` lines), so that its continuation does not show them again."""
    answer = next((m.get("content") or "" for m in reversed(history) if m.get("role") == "assistant"), "")
    return frozenset(line[2:].strip() for line in answer.splitlines() if line.startswith("> ") and line[2:].strip())


def asks_next_step(query: str) -> bool:
    """「その次は？」「続きは？」 "what's next?": a request for the steps after those just shown."""
    text = re.sub(NEXT_TIME, " ", unicodedata.normalize("NFKC", query).lower())
    return has_marker(text, NEXT_STEP_MARKERS) or re.search(NEXT_STEP_NOUN_JA, text) is not None


def says_topic_changes(query: str) -> bool:
    """「話変わるけど」「別件で」 "unrelated, …", "unrelated - …": the question says it leaves the earlier topic."""
    text = unicodedata.normalize("NFKC", query).lower().strip()
    opener = re.match(r"[a-z]+(?=\s*[^a-z\s])", text)
    return has_marker(text, TOPIC_CHANGE_MARKERS) or bool(opener and opener.group() in TOPIC_CHANGE_OPENERS)


def continuation_hit(chunk, coverage: float, evidence: float) -> dict:
    """A passage cited for its place (after another one), not found by search: no search scores."""
    return {**chunk_hit(chunk, score=0.0, rank_score=0.0, bm25_score=0.0, vector_score=0.0, bm25_raw=0.0, cosine=None,
                        coverage=coverage, evidence=evidence), "continuation": True}


def next_passages(index: SearchIndex, previous: PreviousTurn, count: int,
                  shown: frozenset[str] = frozenset()) -> list[dict]:
    """The `count` chunks that follow, in the same runbook, the passages the previous answer quoted in
    a row from its first one (a passage it quoted only some lines of ends that run), skipping those
    whose every line it already showed (`shown`).

    They are marked `continuation` (asked for by position, not found by search: no search scores);
    their evidence is their coverage of the previous question, the topic of the conversation.
    """
    file = main_file(index, previous.sources)
    if file is None:
        return []
    # After the run of passages that starts at the answer's first one: a passage quoted from further on
    # (the runbook's next-best, a sibling) does not make the steps in between count as shown.
    quoted = [index.chunks[index.rows[s]].chunk_index for s in previous.sources
              if s in index.rows and index.chunks[index.rows[s]].file == file]

    def all_shown(row: int) -> bool:
        chunk = index.chunks[row]
        return not unsaid_lines({"text": chunk.text, "heading": chunk.heading}, shown)

    # A passage of which the answer quoted only some lines (its best line) is where the next steps start.
    last = quoted[0]
    while last + 1 in quoted and all_shown(index.position_rows[(file, last + 1)]):
        last += 1
    rows = []
    for i in range(last + 1, last + 1 + count + MAX_SHOWN_SKIP):
        row = index.position_rows.get((file, i))
        if row is None or len(rows) == count:
            break
        if not all_shown(row):
            rows.append(row)
    following = [index.chunks[row] for row in rows]
    coverage = concept_coverage(index.bm25, analyse_query(previous.question).concepts, rows)
    return [continuation_hit(c, cov, cov) for c, cov in zip(following, coverage)]


def section_continuation(index: SearchIndex, hit: dict) -> dict | None:
    """The chunk after `hit` in the same section (a procedure cut at the chunk size goes on there),
    scored against nothing: it is cited because of its place, as a continuation."""
    row = index.position_rows.get((hit["file"], hit["chunk_index"] + 1))
    following = index.chunks[row] if row is not None else None
    if following is None or following.heading != hit["heading"]:
        return None
    return continuation_hit(following, 0.0, hit["evidence"])


def main_file(index: SearchIndex, sources: list[str]) -> str | None:
    """The runbook the previous answer was about: the file of its first quoted passage."""
    for source in sources:
        if source in index.rows:
            return index.chunks[index.rows[source]].file
    return None


def in_runbook(contextual: list[dict], own: list[dict], count: int) -> list[dict]:
    """The previous runbook's passages for a follow-up: its search with the previous question as context
    and its own words' search (both within that runbook), fused by reciprocal rank. The runbook is the
    context already; within it the follow-up's own words say which passage it asks about (「ミーティング
    ってどれくらいの長さ？」 after a question on who owns the postmortem). A passage both find keeps the
    contextual scores (its evidence is the conversation's)."""
    fused = fuse_rrf([[h["chunk_id"] for h in contextual], [h["chunk_id"] for h in own]], [1.0, 1.0])
    found = {h["chunk_id"]: h for h in contextual}  # on a tie the contextual order leads
    for hit in own:
        found.setdefault(hit["chunk_id"], hit)
    return sorted(found.values(), key=lambda h: -fused[h["chunk_id"]])[:count]


def keep_previous_runbook(own: list[dict], in_previous: list[dict], contextual: list[dict], k: int,
                          threshold: float, own_concepts: int, own_previous: float) -> list[dict]:
    """The hits a follow-up is answered from.

    `in_previous` holds the contextual search's best passages within the previous turn's runbook;
    they come first, then other runbooks. The question's own hits win only when it clearly changes
    topic: it names enough of its own (`TOPIC_CHANGE_MIN_CONCEPTS`; 「Windowsだと？」 does not),
    finds strong evidence for it elsewhere (`TOPIC_CHANGE_EVIDENCE`), and `own_previous`, the best
    evidence its own words find within the previous runbook, is too little. That runbook being
    outranked in the question's own search says nothing: 「で、サインイン止めるのはどこから設定する？」
    finds other runbooks first and its answer in the previous one.
    """
    previous_file = in_previous[0]["file"] if in_previous else None
    own_best = max((h["evidence"] for h in own), default=0.0)
    if (own and own[0]["file"] != previous_file and own_concepts >= TOPIC_CHANGE_MIN_CONCEPTS
            and own_best >= max(threshold, TOPIC_CHANGE_EVIDENCE) and own_previous < threshold):
        return own
    others = distinct_runbooks([h for h in contextual if h["file"] != previous_file], k)
    return (in_previous + others)[:k]
