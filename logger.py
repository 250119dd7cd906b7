"""The JSONL audit log (spec §6), secret masking, and Python logging set-up.

Writing the audit log never raises: a failure is a warning and the answer goes on.
"""

from __future__ import annotations

import json
import logging
import re
import threading
from datetime import datetime
from pathlib import Path

from constants import LOG_TEXT_PREVIEW_CHARS
from utils import excerpt, format_timestamp

log = logging.getLogger(__name__)
_write_lock = threading.Lock()

_SECRET_WORDS = r"(?:password|passwd|pwd|pass|secret|api[_-]?key|access[_-]?key|token|パスワード|暗証番号|シークレット|トークン|APIキー)"
# (pattern, replacement): what an operator might paste despite the notice.
_SECRET_PATTERNS = [
    (re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?(-----END [A-Z ]*PRIVATE KEY-----|\Z)", re.S), "[MASKED_PRIVATE_KEY]"),
    (re.compile(r"(?i)\b(bearer)\s+[A-Za-z0-9._~+/=-]{8,}"), r"\1 [MASKED]"),
    (re.compile(r"\b(AKIA|ASIA)[A-Z0-9]{16}\b"), "[MASKED_AWS_KEY]"),
    (re.compile(r"(?i)(aws_secret_access_key\s*[=:]\s*)\S+"), r"\1[MASKED]"),
    (re.compile(r"\bsk-[A-Za-z0-9_-]{16,}"), "[MASKED_API_KEY]"),
    (re.compile(r"\bgh[pousr]_[A-Za-z0-9]{20,}"), "[MASKED_TOKEN]"),
    (re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}"), "[MASKED_TOKEN]"),
    (re.compile(r"\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+"), "[MASKED_JWT]"),
    (re.compile(rf"(?i)({_SECRET_WORDS}\s*(?:は|[=:：])\s*)(?!\[MASKED)[^\s、。,]+"), r"\1[MASKED]"),
    # After a plain space only a value that looks like a secret (digits or symbols, 6+ characters) is
    # masked, so that 「パスワード リセットの手順」 or "token expired" keep their topic word.
    (re.compile(rf"(?i)({_SECRET_WORDS}\s+)(?!\[MASKED)(?=[^\s、。,]*[0-9!@#$%^&*+/=])([^\s、。,]{{6,}})"), r"\1[MASKED]"),
]


def mask_secrets(text: str) -> str:
    """Replace passwords, API keys, tokens, AWS keys and private key blocks with [MASKED...]."""
    for pattern, replacement in _SECRET_PATTERNS:
        text = pattern.sub(replacement, text)
    return text


def contains_secret(text: str) -> bool:
    """Does the text look like it holds a secret (the UI warns the operator)?"""
    return mask_secrets(text) != text


def configure_logging(debug_enabled: bool = True, level: int = logging.INFO) -> None:
    """Configure Python logging once for the process; modules only call logging.getLogger(__name__).

    With RAG_DEBUG_LOG_ENABLED=false the retrieval debug lines (seed 001) are silenced.
    """
    if not logging.getLogger().handlers:
        logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("answering").setLevel(logging.DEBUG if debug_enabled else logging.WARNING)
    for noisy in ("pypdf", "httpx", "chromadb", "openai"):
        logging.getLogger(noisy).setLevel(logging.ERROR)


def log_retrieval(query: str, results: list[dict]) -> None:
    """Seed 001: INFO the query and each result's scores, file and first 100 characters; DEBUG the full text."""
    retrieval_log = logging.getLogger("answering")
    retrieval_log.info("RAG retrieve: query=%r", mask_secrets(query))
    for n, hit in enumerate(results, start=1):
        retrieval_log.info("RAG result %d: score=%.3f bm25=%.3f vector=%.3f source=%r text=%r", n, hit["score"],
                           hit["bm25_score"], hit["vector_score"], hit["chunk_id"], hit["text"][:LOG_TEXT_PREVIEW_CHARS])
        retrieval_log.debug("RAG result %d full text: %r", n, hit["text"])


def log_file(logs_folder: str | Path, when: datetime) -> Path:
    return Path(logs_folder) / f"query_{when:%Y-%m-%d}.jsonl"


def append_jsonl(logs_folder: str | Path, record: dict, when: datetime | None = None) -> bool:
    """Append one JSON line to the day's file; False (and a warning) when it cannot be written."""
    when = when or datetime.now()
    line = json.dumps(record, ensure_ascii=False) + "\n"
    try:
        path = log_file(logs_folder, when)
        path.parent.mkdir(parents=True, exist_ok=True)
        # One write of one whole line under a process-wide lock, in append mode: concurrent
        # sessions never interleave inside a line.
        with _write_lock, open(path, "a", encoding="utf-8") as handle:
            handle.write(line)
        return True
    except (OSError, ValueError, TypeError) as exc:
        log.warning("audit log write failed (%s); the answer is unaffected", exc)
        return False


def log_query(query: str, search_results: list[dict], answer: str, processing_time: float, token_usage: dict,
              cost: float, search_config: dict, flags: dict, session_id: str | None = None, *,
              logs_folder: str | Path, answer_id: str | None = None, mode: str | None = None,
              refusal: dict | None = None, audit: dict | None = None) -> bool:
    """Spec §6.3: one audit record per answer, secrets masked, appended at once.

    Beside the spec's fields, each result carries its evidence signals, and a refused question
    says why (`refusal`: the best passage's evidence, coverage and cosine against the threshold).
    """
    now = datetime.now()
    record = {
        "timestamp": format_timestamp(now),
        "session_id": session_id,
        "query": mask_secrets(query),
        "search_results": [
            {"chunk_id": h["chunk_id"], "score": h["score"], "bm25_score": h["bm25_score"],
             "vector_score": h["vector_score"], "file": h["file"], "heading": h["heading"],
             "evidence": h.get("evidence"), "coverage": h.get("coverage"), "cosine": h.get("cosine"),
             "lang": h.get("lang"), "excerpt": mask_secrets(excerpt(h["text"]))}
            for h in search_results
        ],
        "answer": mask_secrets(answer),
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
    record.update(audit or {})
    return append_jsonl(logs_folder, record, now)


def log_feedback(answer_id: str, rating: str, *, logs_folder: str | Path, session_id: str | None = None,
                 audit: dict | None = None) -> bool:
    """Record an operator's 👍/👎 for an answer (spec §10.2 feedback loop) in the same audit log."""
    now = datetime.now()
    return append_jsonl(logs_folder, {"timestamp": format_timestamp(now), "session_id": session_id,
                                      "type": "feedback", "answer_id": answer_id, "rating": rating, **(audit or {})}, now)


def log_sign_in(user_id: str, success: bool, *, logs_folder: str | Path, client_ip: str | None = None,
                method: str = "password") -> bool:
    """Record a sign-in attempt (a refused one too) in the audit log; the password is never written."""
    now = datetime.now()
    return append_jsonl(logs_folder, {"timestamp": format_timestamp(now), "type": "sign_in", "user_id": mask_secrets(user_id),
                                      "success": success, "method": method, "client_ip": client_ip}, now)
