"""Destructive commands in text (spec §5.1, issue 10): about 90 patterns (`constants.DANGEROUS_COMMAND_PATTERNS*`)
matched after normalising what would hide them — full-width characters, zero-width characters, long
options (`rm --recursive --force` is `rm -r -f`) — in a question or in an answer, whatever produced it.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Callable

from constants import DANGEROUS_COMMAND_PATTERNS, DANGEROUS_COMMAND_PATTERNS_EXTRA, FORBIDDING_LINE, LONG_OPTIONS
from utils import FENCE, has_japanese

_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e"))
_LONG_OPTION = re.compile("|".join(re.escape(o) for o in sorted(LONG_OPTIONS, key=len, reverse=True)))
_LEAD = re.compile(r"\\b(?:\(([a-z|\-]+)\)|([a-z][a-z\-]*))")


def _leads(pattern: str) -> tuple[str, ...]:
    """The literal word(s) a pattern opens with (`\\brm\\s+…` → rm; `\\b(del|erase)…` → del, erase), one of
    which any match must contain; () when it opens otherwise and has to run on every text."""
    m = _LEAD.match(pattern)
    return tuple((m.group(1) or m.group(2)).split("|")) if m else ()


_COMMANDS = [(re.compile(p, re.IGNORECASE), _leads(p)) for p in DANGEROUS_COMMAND_PATTERNS + DANGEROUS_COMMAND_PATTERNS_EXTRA]
_ASCII_RUN = re.compile(r"[\x20-\x7e]*[!-~][\x20-\x7e]*")
_FORBIDS = re.compile(FORBIDDING_LINE)


def normalize_command_text(text: str) -> str:
    """NFKC (full-width to ASCII), zero-width characters dropped, lower case, long options shortened."""
    text = unicodedata.normalize("NFKC", text or "").translate(_ZERO_WIDTH).lower()
    text = text.replace("\u2212", "-").replace("\u2013", "-").replace("\u2014", "-")
    return _LONG_OPTION.sub(lambda m: LONG_OPTIONS[m.group(0)], text)


def find_commands(text: str) -> list[str]:
    """Destructive command lines in text, as matched (normalised).

    Commands are ASCII: the patterns run over the ASCII stretches only, one per line, which is a
    fraction of a Japanese runbook's text (each pattern costs ~0.1 ms per 1,000 characters scanned),
    and a pattern runs only where its opening word occurs (2.7 → 0.5 ms on a quoted answer).
    """
    ascii_runs = "\n".join(_ASCII_RUN.findall(normalize_command_text(text)))
    return [m.group(0).strip()[:40] for p, leads in _COMMANDS
            if not leads or any(word in ascii_runs for word in leads) for m in [p.search(ascii_runs)] if m]


def _prose_mapped(answer: str, change: Callable[[str], str]) -> str:
    """An answer with `change` applied to each line outside its fenced code blocks (the fences and the code kept)."""
    lines, in_fence = [], False
    for line in answer.splitlines():
        fence = bool(FENCE.match(line))
        in_fence ^= fence
        lines.append(line if fence or in_fence else change(line))
    return "\n".join(lines)


def unquoted(answer: str) -> str:
    """An answer without the quote marks (`> `) that open its quoted runbook lines outside code blocks:
    a quoted line is not a shell redirection (「> /var/log/secure: …」 lists a log, it does not empty it)."""
    return _prose_mapped(answer, lambda line: line[1:].removeprefix(" ") if line.startswith(">") else line)


def without_forbidding_lines(answer: str) -> str:
    """An answer without its prose lines that forbid what they name (「`wevtutil cl` … の実行を禁止する。」, "Never run
    `rm -rf` on …"): a command shown only to be forbidden is no step to approve. Code blocks stay whole."""
    return _prose_mapped(answer, lambda line: "" if _FORBIDS.search(line.lower()) else line)


def only_asks(normalized: str) -> bool:
    """Is a message a command line and a question mark and nothing else ("kubectl delete ns payments?"): may I run
    it?"""
    commands = find_commands(normalized)
    rest = normalized.strip()
    for command in commands:
        rest = rest.replace(command, " ")
    return rest.endswith("?") and bool(commands) and not has_japanese(rest) and len(rest.rstrip("?").split()) <= 2
