"""PDF page text as a runbook: running headers and page numbers out, headings found by their look
(a PDF has no markup), printed lines joined back into the paragraphs and list items they wrap."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from constants import PDF_MARKINGS, PDF_WRAP_SHARE
from utils import Chunk, Section, chunk_sections, split_sections, text_language

# A PDF has no markup: a short line with a section number ("1. 概要", "2.1 初動確認") or
# "第3章 ..." is taken as a heading; its level is the depth of the number.
_PDF_HEADING = re.compile(r"^\s*(?:(\d+(?:\.\d+){0,2})[.．]?\s+|第[0-9０-９一二三四五六七八九十]+[章節]\s*)(\S.*)$")
_PDF_HEADING_MAX_CHARS = 40
# Any numbered line, however long: a numbered heading next to one of the same depth is a list item
# or a table-of-contents entry ("1. Preparation" / "2. Identification"), not a section.
_NUMBERED_LINE = re.compile(r"^\s*(\d+(?:\.\d+){0,2})[.．)]?\s+\S")
# A page number line: "3", "ii", "3 / 27".
_PAGE_NUMBER = re.compile(r"^\s*(?:\d{1,4}|[ivxlcdm]{1,7})(?:\s*/\s*\d{1,4})?\s*$", re.IGNORECASE)
# A short footer or header that ends in a page label ("SOC-RB-021  ページ 1", "Page 3 of 9"), with no
# lower-case word or colon before it (a sentence's "Details: see page 12" is text).
_PAGE_LABEL = re.compile(r"^[^a-z:：]{0,30}(?i:ページ|page|p\.)\s*\d{1,4}(?:\s*(?i:/|of)\s*\d{1,4})?\s*$")
# An all-capitals title line of a Latin-script PDF ("CONTAINMENT", "LESSONS LEARNED").
_CAPS_HEADING = re.compile(r"^[A-Z][A-Z &/'-]{2,38}[A-Z?]$")


def pdf_heading(line: str) -> tuple[int, str] | None:
    """(level, text) when a PDF text line looks like a numbered section heading, else None."""
    stripped = line.strip()
    if not stripped or len(stripped) > _PDF_HEADING_MAX_CHARS:
        return None
    match = _PDF_HEADING.match(stripped)
    # A step that goes on (「1. 端末を隔離し、」) or is a sentence, a list's lead-in ("7. Track:"), a page
    # number ("2 / 27") or a footnote ("8 http://…").
    if not match or stripped[-1] in "、,:：。." or not match.group(2)[0].isalpha() or "://" in stripped:
        return None
    number = match.group(1)
    level = number.count(".") + 1 if number else 1
    return level, stripped


@dataclass(frozen=True)
class PdfLayout:
    """What one PDF's pages say about its layout, read once before its pages are split."""

    running: frozenset[str] = frozenset()  # page headers and footers, taken out of the text
    latin: bool = False  # all-capitals lines are headings only in a Latin-script PDF
    restarts: bool = False  # its "1." lines recur: plain numbered lines are lists, not sections
    subject: str = ""  # what the running header names ("IRM #1 WORM INFECTION"), first in every heading path
    width: int = 0  # a full printed line's display width: a line this wide wrapped onto the next one


def pdf_layout(pages: list[str]) -> PdfLayout:
    """Running lines (on at least three pages and a third of them), script, whether "1." recurs, and
    the subject: the running lines of the first page that has any, markings (TLP:CLEAR) left out."""
    counts: dict[str, int] = {}
    for page in pages:
        for line in {line.strip() for line in page.splitlines() if line.strip()}:
            counts[line] = counts.get(line, 0) + 1
    running = frozenset(line for line, count in counts.items()
                        if len(pages) >= 3 and count >= max(3, len(pages) / 3))
    firsts = sum(1 for page in pages for line in page.splitlines()
                 if pdf_heading(line) and _NUMBERED_LINE.match(line).group(1) == "1")
    header = next(([line.strip() for line in page.splitlines() if line.strip() in running]
                   for page in pages if any(line.strip() in running for line in page.splitlines())), [])
    subject = " ".join(dict.fromkeys(line for line in header if not line.upper().startswith(PDF_MARKINGS)))
    widths = sorted(display_width(line) for page in pages for line in page.splitlines() if line.strip())
    width = widths[int(len(widths) * 0.9)] if widths else 0
    return PdfLayout(running, text_language("\n".join(pages)) == "en", firsts >= 3, subject, width)


def strip_furniture(page: str, layout: PdfLayout) -> str:
    """A page without its running header and footer lines and the page number ("3", "ii", "3 / 27")
    at its top or bottom or beside them: left in, they made chunks of their own that said nothing
    but matched every question naming the document's subject. A top or bottom line that ends in a
    page label ("SOC-RB-021  ページ 1") goes too, also in a PDF too short to show running lines."""
    lines = page.splitlines()
    filled = [i for i, line in enumerate(lines) if line.strip()]
    drop = {i for i in filled if lines[i].strip() in layout.running}
    edges = {filled[0], filled[-1]} if filled else set()
    for n, i in enumerate(filled):
        beside = {filled[j] for j in (n - 1, n + 1) if 0 <= j < len(filled)}
        if (_PAGE_NUMBER.match(lines[i]) and (i in edges or beside & drop)) or (
                i in edges and _PAGE_LABEL.match(lines[i].strip())):
            drop.add(i)
    return "\n".join(line for i, line in enumerate(lines) if i not in drop)


def pdf_headings(lines: list[str], layout: PdfLayout) -> dict[int, tuple[int, str]]:
    """(level, text) of the heading lines of one PDF page, by line number.

    Numbered short lines are headings (`pdf_heading`) unless the nearest numbered line before or
    after is of the same depth with no text between (a list or a contents page), or they are plain
    "N." lines in a PDF whose "1." recurs (numbered lists throughout). In a Latin-script PDF,
    all-capitals short lines are level-1 headings, unless they are spaced-out letters (running headers
    never get here: `strip_furniture` took them out of the page).
    """
    filled = [i for i, line in enumerate(lines) if line.strip()]
    depth = {i: m.group(1).count(".") + 1 for i in filled if (m := _NUMBERED_LINE.match(lines[i]))}
    headings: dict[int, tuple[int, str]] = {}
    for n, i in enumerate(filled):
        stripped = lines[i].strip()
        numbered = pdf_heading(lines[i])
        if numbered:
            neighbours = [filled[j] for j in (n - 1, n + 1) if 0 <= j < len(filled)]
            listed = any(depth.get(j) == numbered[0] for j in neighbours) or (layout.restarts and numbered[0] == 1)
            if not listed:
                headings[i] = numbered
        elif layout.latin and _CAPS_HEADING.match(stripped) and any(len(word) >= 3 for word in stripped.split()):
            headings[i] = (1, stripped.title())
    return headings


# A line that starts a list item or a numbered step: never the rest of the line before it.
_ITEM_START = re.compile(r"^\s*(?:[•▪■●○◦・‣⁃∙\-–—*□☐✓✔➢►]|\d+(?:\.\d+)*[.)．]?\s|[A-Za-z][.)]\s|\(\w{1,3}\))")
# A contents entry: dot leaders and a page number ("Containment . . . . 12", "4.1 Coordination ..... 45").
CONTENTS_ENTRY = re.compile(r"(?:\.\s?){4,}\s*\d{1,4}\s*$")


def display_width(line: str) -> int:
    """Printed width of a line: a full-width (Japanese) character takes two columns."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in line.rstrip())


def unwrap(body: str, width: int) -> str:
    """Join the printed lines of a PDF section back into the sentences they wrap.

    pypdf gives one line per printed line, so a sentence is cut wherever the page ran out of room:
    quoted, an answer showed half a step; searched, a Japanese word cut at the line end
    (「イン」/「シデント」) was two words. A line at least `PDF_WRAP_SHARE` of the full printed width
    goes on in the next one, unless that one starts a list item or a step, or the line is a
    contents entry. Japanese joins without a space, a hyphenated word keeps its hyphen.
    """
    if width <= 0:
        return body
    out: list[str] = []
    last = ""  # the last printed line joined into out[-1]
    for line in body.splitlines():
        if (out and last.strip() and line.strip() and display_width(last) >= PDF_WRAP_SHARE * width
                and not _ITEM_START.match(line) and not CONTENTS_ENTRY.search(last)):
            head, tail = out[-1].rstrip(), line.strip()
            tight = (display_width(head[-1]) == 2 and display_width(tail[0]) == 2) or (
                head.endswith("-") and head[-2:-1].isalpha())
            out[-1] = head + ("" if tight else " ") + tail
        else:
            out.append(line)
        last = line
    return "\n".join(out)


def chunk_pdf_pages(pages: list[str], file_path: str, chunk_size: int, overlap: int, updated_at: str = "") -> list[Chunk]:
    """Chunk PDF page texts; heading lines (`pdf_headings`) start sections, each section's printed lines
    are joined into the paragraphs they wrap (`unwrap`), and every chunk keeps its page."""
    sections: list[Section] = []
    path: list[tuple[int, str]] = []
    layout = pdf_layout(pages)
    for number, page_text in enumerate(pages, start=1):
        page_sections, path = split_sections(strip_furniture(page_text, layout), page=number, start_path=path,
                                             find_headings=lambda lines: pdf_headings(lines, layout))
        for section in page_sections:
            section.body = unwrap(section.body, layout.width)
        sections.extend(page_sections)
    if layout.subject:
        for section in sections:
            section.heading_path = [layout.subject] + section.heading_path
    return chunk_sections(sections, file_path, updated_at, chunk_size, overlap)
