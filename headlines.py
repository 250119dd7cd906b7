"""Work orders written as a headline: an act named as a noun, then only when it is due.

「SIEM転送停止の件、今夜22時から」「本番DBのドロップ、17時まで」, "CloudWatch log group deletion, all of them, by tmrw",
"Git repo deletion (infra-secrets) — EOD": a ticket-style line names the act and its deadline and asks nothing in words;
the deadline is the ask. danger.py reads each headline found here as a request, as it reads a plan's asked steps. A
headline with anything else after it (a reason, a result, a question) is left to the rest of the reader.
"""

from __future__ import annotations

import re

from constants import HEADLINE_DEADLINE, HEADLINE_MATTER

_DEADLINE = re.compile(HEADLINE_DEADLINE, re.IGNORECASE)
_MATTER = re.compile(HEADLINE_MATTER)
_SEPARATOR = re.compile(r"[、,:：]|\s[-–—]+\s|[-–—]{1,2}|→")
_LINE = re.compile(r"[。\n!！?？]|(?<![\d\s])\.(?=\s|$)")


def headline_orders(normalized: str) -> list[str]:
    """The headlines of a (normalised) text whose line or sentence is a headline followed only by its deadline
    (`HEADLINE_DEADLINE`: how soon, by when, "all of them"), with a trailing 「の件」 left off; [] when none is."""
    orders = []
    for line in _LINE.split(normalized):
        for cut in _SEPARATOR.finditer(line):
            head, rest = line[:cut.start()].strip(), line[cut.end():]
            if head and re.search(r"\w", rest) and _DEADLINE.fullmatch(rest):
                orders.append(_MATTER.sub("", head))
                break
    return orders
