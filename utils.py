"""Heading extraction, heading-based chunking and small pure helpers (scores, cost, time, hashes, near-copies)."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass, field
from functools import cached_property
from datetime import datetime
from typing import Callable

from constants import COPY_SHARE, COPY_SHINGLE, EXCERPT_MAX_CHARS, TOKEN_PRICES

_MD_HEADING = re.compile(r"^(#{1,3})\s+(.+?)\s*#*\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")  # a line that opens or closes a fenced code block
_SENTENCE_END = "。．.!?！？"


_JAPANESE_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")


def runbook_title(file: str) -> str:
    """A runbook's name as words: "pdf/IRM-1-WormInfection.pdf" -> "IRM 1 Worm Infection"."""
    name = file.replace("\\", "/").rsplit("/", 1)[-1]
    stem = name.rsplit(".", 1)[0] if "." in name else name
    return re.sub(r"[_\-.\s]+", " ", re.sub(r"([a-z])([A-Z])", r"\1 \2", stem)).strip()


def embedded_text(chunk: "Chunk") -> str:
    """What a chunk's vector is made from: its text (heading path + body), headed by its runbook's name when the name
    is in the chunk's language, so a passage under a bare "Identification" heading of IRM-2-WindowsIntrusion.pdf
    answers to "Windows" in the vector leg too (BM25 reads the name already, `bm25_index.runbook_terms`). A Japanese
    runbook filed under a romanised name is embedded without it: the English words cost Japanese questions their
    runbook (docs/benchmarks.md, session 42)."""
    title = runbook_title(chunk.file)
    return f"{title}\n{chunk.text}" if text_language(title) == chunk.lang else chunk.text


def body_of(text: str, heading: str | None) -> str:
    """A chunk's text without the heading-path line the index prefixes to it."""
    return text.split("\n", 1)[1] if heading and "\n" in text else text


def has_japanese(text: str) -> bool:
    """Does the text hold any kana or kanji (half-width katakana included)?"""
    return _JAPANESE_CHAR.search(text) is not None


def text_language(text: str) -> str:
    """`ja` when Japanese characters make up at least a tenth of the letters, else `en`.

    Runbooks mix English commands and product names into Japanese prose, so a small share of
    kana/kanji already marks a Japanese passage; English runbooks have none.
    """
    letters = sum(1 for ch in text if ch.isalpha())
    japanese = len(_JAPANESE_CHAR.findall(text))
    return "ja" if letters and japanese / letters >= 0.1 else "en"


@dataclass(frozen=True)
class Chunk:
    """One indexed piece of a runbook: heading path + body text, with spec §3.3 metadata."""

    chunk_id: str
    file: str
    heading: str
    text: str
    chunk_index: int
    updated_at: str
    page: int | None = None

    @cached_property
    def lang(self) -> str:
        """`ja` or `en`: the runbook language of this chunk (see `text_language`), computed once:
        the search reads it for every candidate."""
        return text_language(self.text)

    def metadata(self) -> dict:
        """Metadata as stored next to the vector (Chroma rejects None values)."""
        meta = {
            "chunk_id": self.chunk_id,
            "file": self.file,
            "heading": self.heading,
            "updated_at": self.updated_at,
            "chunk_index": self.chunk_index,
            "lang": self.lang,
        }
        if self.page is not None:
            meta["page"] = self.page
        return meta


@dataclass
class Section:
    """A run of body text under one heading path (and one PDF page, where there are pages)."""

    heading_path: list[str]
    body: str
    page: int | None = None
    lines: list[str] = field(default_factory=list, repr=False)


def extract_headings(text: str) -> list[dict]:
    """Markdown `#`/`##`/`###` headings outside fenced code: [{level, text, line_number}] (1-based lines)."""
    headings = []
    in_fence = False
    for number, line in enumerate(text.splitlines(), start=1):
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        match = None if in_fence else _MD_HEADING.match(line)
        if match:
            headings.append({"level": len(match.group(1)), "text": match.group(2).strip(), "line_number": number})
    return headings


def split_sections(text: str, page: int | None = None, start_path: list[tuple[int, str]] | None = None,
                   find_headings: Callable[[list[str]], dict[int, tuple[int, str]]] | None = None,
                   ) -> tuple[list[Section], list[tuple[int, str]]]:
    """Split text at headings; returns the sections and the open headings, (level, title), at the end.

    `start_path` carries the open headings over from the previous PDF page. Headings are Markdown
    `#` lines, or, given `find_headings` (a PDF's: `pdf_text.pdf_headings`), the (level, title) it
    finds by line number. A heading closes every open heading of its level or deeper, also when the
    levels above it were never opened ("1.1" first, then "4.4": siblings, not parent and child).
    """
    path = list(start_path or [])
    sections: list[Section] = []
    current = Section([title for _, title in path], "", page)
    lines = text.splitlines()
    found = find_headings(lines) if find_headings else {}
    in_fence = False
    for number, line in enumerate(lines):
        heading = None
        if FENCE.match(line):
            in_fence = not in_fence
        elif not in_fence:
            if find_headings:
                heading = found.get(number)
            else:
                match = _MD_HEADING.match(line)
                heading = (len(match.group(1)), match.group(2).strip()) if match else None
        if heading:
            sections.append(current)
            level, title = heading
            path = [(lv, t) for lv, t in path if lv < level] + [(level, title)]
            current = Section([t for _, t in path], "", page)
        else:
            current.lines.append(line)
    sections.append(current)
    for section in sections:
        section.body = "\n".join(section.lines).strip()
    return [s for s in sections if s.body], path


def _boundaries(body: str) -> list[list[int]]:
    """Split positions by preference: paragraph ends, line ends, sentence ends (outside code)."""
    paragraph, line, sentence = [], [], []
    in_fence = False
    position = 0
    for raw in body.splitlines(keepends=True):
        if FENCE.match(raw):
            in_fence = not in_fence
        end = position + len(raw)
        if not in_fence:
            for offset, char in enumerate(raw):
                if char in _SENTENCE_END and (char in "。．！？" or offset + 1 == len(raw) or raw[offset + 1].isspace()):
                    sentence.append(position + offset + 1)
        if raw.strip() == "" and not in_fence:
            paragraph.append(end)
        else:
            line.append(end)
        position = end
    return [paragraph, line, sentence]


def split_spans(body: str, chunk_size: int, overlap: int) -> list[tuple[int, int]]:
    """(start, end) spans cutting `body` into pieces of at most `chunk_size` characters.

    Consecutive spans overlap by at most `overlap` characters and leave no gap, so nothing is
    lost. Cuts prefer a paragraph end, then a line end (commands in code blocks stay whole), then
    a sentence end, then any character.
    """
    if chunk_size <= 0 or overlap < 0 or overlap >= chunk_size:
        raise ValueError(f"need chunk_size > overlap >= 0, got chunk_size={chunk_size}, overlap={overlap}")
    if len(body) <= chunk_size:
        return [(0, len(body))]
    preferred = _boundaries(body)
    spans = []
    start = 0
    while start + chunk_size < len(body):
        limit = start + chunk_size
        # A cut in the second half of the window keeps pieces from being tiny; it must also
        # leave room for the overlap so the next piece starts after this one.
        low = start + max(overlap + 1, chunk_size // 2)
        end = next((max(c) for c in ([p for p in kind if low <= p <= limit] for kind in preferred) if c), limit)
        spans.append((start, end))
        next_start = end - overlap
        # Begin the overlap at a line or sentence start inside the window when there is one; after a
        # cut at a line end with none, start fresh rather than mid-line (half a command is noise).
        starts = [p for kind in preferred[1:] for p in kind if next_start <= p < end]
        if starts:
            start = min(starts)
        else:
            start = end if end in preferred[0] or end in preferred[1] else next_start
    spans.append((start, len(body)))
    return spans


def split_text(body: str, chunk_size: int, overlap: int) -> list[str]:
    """The non-blank pieces of `split_spans`; a piece cut inside a fenced code block gets the fence
    re-opened at its start and closed at its end, so every piece renders as its own valid Markdown."""
    fences = _fence_lines(body)
    pieces = []
    for start, end in split_spans(body, chunk_size, overlap):
        piece = body[start:end]
        if not piece.strip():
            continue
        fence = _open_fence(body, fences, start)
        if fence:
            rest = piece.lstrip("\n")
            # A piece that starts on the closing fence just drops it; any other re-opens the block.
            piece = rest.split("\n", 1)[1] if FENCE.match(rest) and "\n" in rest else f"{fence}\n{rest}"
        if _open_fence(body, fences, end):
            piece = f"{piece.rstrip()}\n```"
        pieces.append(piece)
    return pieces


def _fence_lines(body: str) -> list[tuple[int, int, int]]:
    """(line start, end of the fence marker, line end) of every fence line, found once per body."""
    found, position = [], 0
    for line in body.splitlines(keepends=True):
        match = FENCE.match(line)
        if match:
            found.append((position, position + match.end(), position + len(line.rstrip("\r\n"))))
        position += len(line)
    return found


def _open_fence(body: str, fences: list[tuple[int, int, int]], position: int) -> str | None:
    """The opening fence line (e.g. "```powershell") when `body[:position]` ends inside a fenced block."""
    opening = None
    for start, marker_end, line_end in fences:
        if marker_end > position:
            break
        opening = None if opening else body[start:min(line_end, position)].strip()
    return opening


def chunk_sections(sections: list[Section], file: str, updated_at: str, chunk_size: int, overlap: int) -> list[Chunk]:
    """Chunk each section, prefixing the heading path (`A > B`) to every chunk's text."""
    chunks: list[Chunk] = []
    for section in sections:
        heading = " > ".join(section.heading_path)
        for piece in split_text(section.body, chunk_size, overlap):
            index = len(chunks)
            text = f"{heading}\n{piece.strip()}" if heading else piece.strip()
            chunks.append(Chunk(f"{file}_{index}", file, heading, text, index, updated_at, section.page))
    return chunks


def chunk_by_headings(text: str, file_path: str, chunk_size: int, overlap: int, updated_at: str = "") -> list[Chunk]:
    """Spec §8.5: split Markdown at `#`..`###` headings, then into overlapping chunks."""
    sections, _ = split_sections(text)
    return chunk_sections(sections, file_path, updated_at, chunk_size, overlap)


def normalize_score(score: float, min_score: float, max_score: float) -> float:
    """Min-max normalise to 0..1; when all candidates score the same, each gets 1.0 (or 0.0 if zero)."""
    if max_score <= min_score:
        return 1.0 if max_score > 0 else 0.0
    return (score - min_score) / (max_score - min_score)


def calculate_cost(prompt_tokens: int, completion_tokens: int, model: str) -> float:
    """USD cost from TOKEN_PRICES; unknown models (local servers) cost 0."""
    prices = TOKEN_PRICES.get(model)
    if not prices:
        return 0.0
    return round((prompt_tokens * prices["prompt"] + completion_tokens * prices["completion"]) / 1_000_000, 8)


def format_timestamp(dt: datetime) -> str:
    """ISO timestamp with microseconds, as the audit log schema shows."""
    return dt.isoformat(timespec="microseconds")


def sha256_hex(data: bytes | str) -> str:
    """Hex SHA-256 of bytes, or of a string as UTF-8."""
    return hashlib.sha256(data.encode("utf-8") if isinstance(data, str) else data).hexdigest()


def excerpt(text: str, limit: int = EXCERPT_MAX_CHARS) -> str:
    """At most `limit` characters of text, with `...` when cut (spec §4.5)."""
    flat = " ".join(" ".join(line for line in text.split("\n") if not FENCE.match(line)).split())
    return flat if len(flat) <= limit else flat[:limit] + "..."


def eta_seconds(done_at_start: int, done: int, total: int, elapsed: float) -> float | None:
    """Seconds left at the rate seen so far; None until something was done (no rate yet)."""
    if done >= total:
        return 0.0
    if done <= done_at_start or elapsed <= 0:
        return None
    return (total - done) * elapsed / (done - done_at_start)


def shingles(text: str) -> frozenset[str]:
    """The character `COPY_SHINGLE`-grams of a passage's letters and digits (NFKC, lower case): the
    same text extracted from a PDF and written in Markdown differs in spaces, breaks and markup."""
    flat = "".join(ch for ch in unicodedata.normalize("NFKC", text).lower() if ch.isalnum())
    return frozenset(flat[i:i + COPY_SHINGLE] for i in range(max(len(flat) - COPY_SHINGLE + 1, 1)))


def is_copy(a: frozenset[str], b: frozenset[str]) -> bool:
    """Do two passages share at least `COPY_SHARE` of the smaller one's shingles?"""
    return bool(a and b) and len(a & b) >= COPY_SHARE * min(len(a), len(b))
