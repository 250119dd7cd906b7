"""Audit lines that could not be written yet, held in memory in order and written once the log is writable.

Bounded (AUDIT_BACKLOG_MAX lines): beyond that a line is counted as lost and the operator is told.
Lines still held when the process exits are tried once more; what still fails is reported on stderr.
"""

from __future__ import annotations

import atexit
import logging
import sys
import threading
from collections import deque
from pathlib import Path
from typing import Callable

from constants import AUDIT_BACKLOG_MAX
from messages import MSG

log = logging.getLogger(__name__)

_held: deque[tuple[Path, str]] = deque()
_lock = threading.Lock()
_state = {"lost": 0, "error": ""}


def hold(path: Path, line: str, error: BaseException) -> None:
    """Keep a line for `path` that could not be written; count it as lost when the backlog is full."""
    with _lock:
        _state["error"] = f"{type(error).__name__}: {error}"
        if len(_held) >= AUDIT_BACKLOG_MAX:
            _state["lost"] += 1
            log.error("audit backlog full (%d lines): an audit line is lost", AUDIT_BACKLOG_MAX)
            return
        _held.append((path, line))


def flush(write: Callable[[Path, str], None]) -> int:
    """Write held lines in order with `write(path, line)`; stops (and re-raises) at the first failure."""
    written = 0
    with _lock:
        while _held:
            path, line = _held[0]
            write(path, line)
            _held.popleft()
            written += 1
        if written:
            log.info("audit log writable again: %d held lines written", written)
    return written


def status() -> dict:
    """{pending, lost, error}: lines held, lines that could not be kept, and the last write error."""
    with _lock:
        return {"pending": len(_held), **_state}


def _write_at_exit() -> None:
    def write(path: Path, line: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8") as handle:
            handle.write(line)

    try:
        flush(write)
    except OSError as exc:  # the process ends: the operator is told these lines are not kept
        print(MSG["audit_lost"].format(lost=status()["pending"] + status()["lost"], detail=exc), file=sys.stderr)


atexit.register(_write_at_exit)
