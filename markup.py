"""Runbook markup: the HTML a Markdown runbook embeds, and where its code starts and ends.

One definition for indexing (`loading`: markup is not a runbook's words, so it is neither searched
nor quoted) and for display (`citations`: answers and excerpts rendered safely, including text an
LLM wrote and indexes built before markup was taken out).
"""

from __future__ import annotations

import re
from typing import Callable

# Runbook Markdown exported from wikis and GitHub carries HTML: `<a name=…>` anchors in headings,
# `<input type="checkbox" />` in tables, `<br>`, `<details>`, `<!-- TODO -->` notes. Only these tag
# names are treated as HTML; anything else in angle brackets (`<username>`, `<host>` placeholders in
# commands, <事案番号>) is text.
_HTML_TAGS = (
    "a|abbr|b|br|center|code|dd|del|details|div|dl|dt|em|font|h[1-6]|hr|i|iframe|img|input|ins|kbd|label|li|mark|"
    "ol|p|pre|s|small|span|strike|strong|sub|summary|sup|table|tbody|td|tfoot|th|thead|tr|tt|u|ul"
)
_HTML_TAG = re.compile(rf"</?(?:{_HTML_TAGS})\b(?:[^<>\"']|\"[^\"]*\"|'[^']*')*/?>", re.IGNORECASE)
# An empty anchor (`## Step <a name="s1"></a>`) goes with the space before it, so that a heading in
# bold (`**[1] file > Step**`) still closes its emphasis; one opening a heading leaves its marks' space.
_EMPTY_ANCHOR = re.compile(r"[ \t]*<a\b[^<>]*>\s*</a>", re.IGNORECASE)
_COMMENT = r"<!--.*?(?:-->|\Z)"
_HTML_COMMENT = re.compile(_COMMENT, re.S)
_CHECKBOX = re.compile(r"<input\b[^<>]*type\s*=\s*[\"']?checkbox[^<>]*>", re.IGNORECASE)
_LINE_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
# A Markdown image: shown as its alt text (images would be fetched from wherever a runbook points).
IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
# Fenced code blocks and inline code spans: kept verbatim, never cleaned or renumbered.
_FENCED = r"^[ \t]*(```|~~~)[^\n]*\n.*?(?:^[ \t]*\1[ \t]*$|\Z)"
_CODE = re.compile(_FENCED + r"|(`+)[^`\n]*?\2", re.S | re.M)
# A comment may hold a code span (`<!--\n`TODO: …`\n-->`): comments go before code spans are read,
# except inside a fenced block, which the scan passes over whole.
_FENCED_OR_COMMENT = re.compile(f"{_FENCED}|{_COMMENT}", re.S | re.M)


def prose_parts(text: str) -> list[tuple[bool, str]]:
    """(is_code, piece) pieces of Markdown in order; code pieces are left untouched by callers."""
    parts, position = [], 0
    for match in _CODE.finditer(text):
        parts.append((False, text[position:match.start()]))
        parts.append((True, match.group(0)))
        position = match.end()
    parts.append((False, text[position:]))
    return [p for p in parts if p[1]]


def outside_code(text: str, transform: Callable[[str], str]) -> str:
    """`text` with `transform` applied to its prose only."""
    return "".join(piece if code else transform(piece) for code, piece in prose_parts(text))


def strip_html(prose: str) -> str:
    """Prose without HTML comments and tags (their text stays), checkboxes as ☐/☑, <br> as a space."""
    prose = _HTML_COMMENT.sub("", prose)
    # After a heading's marks (`## <a name="steps"></a>手順`) the space before the anchor stays.
    prose = _EMPTY_ANCHOR.sub(lambda m: " " if prose[:m.start()].endswith("#") else "", prose)
    prose = _CHECKBOX.sub(lambda m: "☑" if re.search(r"\bchecked\b", m.group(0), re.I) else "☐", prose)
    return _HTML_TAG.sub("", _LINE_BREAK.sub(" ", prose))


def without_comments(text: str) -> str:
    """Markdown without its HTML comments, code spans in them included; fenced blocks as written."""
    return _FENCED_OR_COMMENT.sub(lambda m: m.group(0) if m.group(1) else "", text)


def without_html(text: str) -> str:
    """Markdown without its HTML markup; code blocks and code spans as written."""
    return outside_code(without_comments(text), strip_html)
