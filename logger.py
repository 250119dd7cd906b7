"""The JSONL audit log (spec §6) and Python logging set-up; both mask secrets (masking.py).

Writing the audit log never raises: a failure is a warning and the answer goes on.
"""

from __future__ import annotations

import json
import logging
import threading
from datetime import datetime
from pathlib import Path

import audit_backlog
from constants import LOG_TEXT_PREVIEW_CHARS
from messages import MSG
from masking import MaskingOptions, install_log_masking, mask_secrets
from utils import excerpt, format_timestamp

log = logging.getLogger(__name__)
_write_lock = threading.Lock()


def configure_logging(debug_enabled: bool = True, level: int = logging.INFO,
                      masking: MaskingOptions = MaskingOptions()) -> None:
    """Configure Python logging for the process; modules only call logging.getLogger(__name__).

    `level` is the console level: INFO for the app, WARNING for the command line unless --verbose
    (INFO) or --debug (DEBUG). The retrieval lines (seed 001: INFO scores, DEBUG full text) follow
    RAG_DEBUG_LOG_ENABLED and never go below `level`. Every record is masked
    (`install_log_masking`), runbook text and questions included.
    """
    install_log_masking(masking)
    root = logging.getLogger()
    if not root.handlers:
        logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    root.setLevel(level)
    logging.getLogger("answering").setLevel(level if debug_enabled else max(level, logging.WARNING))
    for noisy in ("pypdf", "httpx", "chromadb", "openai"):
        logging.getLogger(noisy).setLevel(logging.ERROR)


def add_verbosity_flags(parser) -> None:
    """--verbose / --debug for a command-line tool (argparse); quiet by default."""
    parser.add_argument("--verbose", action="store_true", help="log INFO (and progress) to stderr")
    parser.add_argument("--debug", action="store_true", help="log DEBUG to stderr (retrieved texts in full)")


def verbosity(args) -> int:
    """The console log level the flags ask for: WARNING, INFO (--verbose) or DEBUG (--debug)."""
    return logging.DEBUG if args.debug else logging.INFO if args.verbose else logging.WARNING


def log_retrieval(query: str, results: list[dict]) -> None:
    """Seed 001: INFO the query and each result's scores, file and first 100 characters; DEBUG the full text."""
    retrieval_log = logging.getLogger("answering")
    retrieval_log.info("RAG retrieve: query=%r", query)
    for n, hit in enumerate(results, start=1):
        retrieval_log.info("RAG result %d: score=%.3f bm25=%.3f vector=%.3f source=%r text=%r", n, hit["score"],
                           hit["bm25_score"], hit["vector_score"], hit["chunk_id"], hit["text"][:LOG_TEXT_PREVIEW_CHARS])
        retrieval_log.debug("RAG result %d full text: %r", n, hit["text"])


def log_file(logs_folder: str | Path, when: datetime) -> Path:
    return Path(logs_folder) / f"query_{when:%Y-%m-%d}.jsonl"


def append_jsonl(logs_folder: str | Path, record: dict, when: datetime | None = None) -> bool:
    """Append one JSON line to the day's file; False (and a warning) when it cannot be written.

    A line that cannot be written is held in memory and written, before any newer line, as soon
    as the log is writable again (see `audit_backlog`), so no audit record is lost silently.
    """
    when = when or datetime.now()
    try:
        line = json.dumps(record, ensure_ascii=False) + "\n"
    except (TypeError, ValueError) as exc:
        log.error("audit record could not be serialised (%s); it is not kept", exc)
        return False
    # One write of one whole line under a process-wide lock, in append mode: concurrent sessions
    # never interleave inside a line.
    with _write_lock:
        try:
            audit_backlog.flush(_write_line)
        except OSError as exc:  # still not writable there; this line may go elsewhere
            log.warning("held audit lines still cannot be written (%s)", exc)
        try:
            _write_line(log_file(logs_folder, when), line)
            return True
        except OSError as exc:
            log.warning("audit log write failed (%s); the line is held until the log is writable", exc)
            audit_backlog.hold(log_file(logs_folder, when), line, exc)
            return False


def _write_line(path: Path, line: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(line)


def audit_notice() -> str:
    """What the operator reads after an audit line could not be written: held for later, or lost."""
    status = audit_backlog.status()
    if status["lost"]:
        return MSG["audit_lost"].format(lost=status["lost"], detail=status["error"])
    return MSG["audit_held"].format(pending=status["pending"], detail=status["error"])


def log_query(query: str, search_results: list[dict], answer: str, processing_time: float, token_usage: dict,
              cost: float, search_config: dict, flags: dict, session_id: str | None = None, *,
              logs_folder: str | Path, answer_id: str | None = None, mode: str | None = None,
              refusal: dict | None = None, masking: MaskingOptions = MaskingOptions(),
              extra: dict | None = None) -> bool:
    """Spec §6.3: one audit record per answer, secrets masked, appended at once.

    Beside the spec's fields, each result carries its evidence signals, and a refused question
    says why (`refusal`: the best passage's evidence, coverage and cosine against the threshold).
    `extra` adds front-end fields (e.g. the Slack user, channel and thread); it never replaces a core field.
    """
    now = datetime.now()
    record = {
        "type": "query",
        "timestamp": format_timestamp(now),
        "session_id": session_id,
        "query": mask_secrets(query, masking),
        "search_results": [
            {"chunk_id": h["chunk_id"], "score": h["score"], "bm25_score": h["bm25_score"],
             "vector_score": h["vector_score"], "file": h["file"], "heading": h["heading"],
             "evidence": h.get("evidence"), "coverage": h.get("coverage"), "cosine": h.get("cosine"),
             "lang": h.get("lang"), "excerpt": mask_secrets(excerpt(h["text"]), masking)}
            for h in search_results
        ],
        "answer": mask_secrets(answer, masking),
        "processing_time_sec": processing_time,
        "token_usage": token_usage,
        "cost_usd": cost,
        "search_config": search_config,
        "flags": flags,
    }
    if answer_id:
        record["answer_id"] = answer_id
    if mode:
        record["mode"] = mode
    if refusal:
        record["refusal"] = refusal
    return append_jsonl(logs_folder, with_extra(record, extra), now)


def log_sign_in(user_id: str, success: bool, *, logs_folder: str | Path, client_ip: str | None = None,
                method: str = "password") -> bool:
    """Record a sign-in attempt (a refused one too) in the audit log; the password is never written."""
    now = datetime.now()
    return append_jsonl(logs_folder, {"timestamp": format_timestamp(now), "type": "sign_in", "user_id": mask_secrets(user_id),
                                      "success": success, "method": method, "client_ip": client_ip}, now)


def with_extra(record: dict, extra: dict | None) -> dict:
    """The record plus the caller's extra fields, core fields winning."""
    return {**(extra or {}), **record}


def log_feedback(answer_id: str, rating: str, *, logs_folder: str | Path, session_id: str | None = None,
                 extra: dict | None = None) -> bool:
    """Record an operator's 👍/👎 for an answer (spec §10.2 feedback loop) in the same audit log.

    Lines carry `type` ("query" / "feedback") so that readers of the log can tell them apart.
    """
    now = datetime.now()
    record = {"timestamp": format_timestamp(now), "session_id": session_id, "type": "feedback",
              "answer_id": answer_id, "rating": rating}
    return append_jsonl(logs_folder, with_extra(record, extra), now)
