"""What the admin's audit page shows, as plain functions: audit lines → rows, filters, CSV, runbook-gap report.

An admin sees only lines whose teams are all among their own (a line asked of several teams
holds excerpts of each), so the audit view cannot leak one team's runbooks to another's lead.
"""

from __future__ import annotations

import csv
import io
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from constants import DEFAULT_TEAM, GAP_CLUSTER_DISTANCE

log = logging.getLogger(__name__)

FLAG_NAMES = ("insufficient_evidence", "dangerous_operation", "ambiguous_query")
ROW_FIELDS = ("timestamp", "user_id", "teams", "client_ip", "query", "flags", "refusal", "feedback",
              "processing_time_sec", "cost_usd", "mode", "sources", "answer_id")


def read_audit(logs_folder: str | Path) -> list[dict]:
    """Every audit line of every day, oldest first; a line that is not JSON is skipped with a warning."""
    records = []
    for path in sorted(Path(logs_folder).glob("query_*.jsonl")):
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), start=1):
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError:
                log.warning("%s:%d is not a JSON line; skipped", path, n)
    return records


def record_teams(record: dict) -> list[str]:
    """The teams a line was asked of; lines written before teams existed belong to the implicit team."""
    return list(record.get("teams") or [DEFAULT_TEAM])


def question_rows(records: list[dict], readable_teams: Sequence[str]) -> list[dict]:
    """One row per question the admin may read, newest first, with the 👍/👎 given to its answer."""
    feedback = {r.get("answer_id"): r.get("rating") for r in records if r.get("type") == "feedback"}
    rows = []
    for r in records:
        if r.get("type") not in (None, "query") or "query" not in r:
            continue
        teams = record_teams(r)
        if not set(teams) <= set(readable_teams):
            continue
        flags = [name for name in FLAG_NAMES if (r.get("flags") or {}).get(name)]
        rows.append({"timestamp": r.get("timestamp", ""), "user_id": r.get("user_id") or "", "teams": teams,
                     "client_ip": r.get("client_ip") or "", "query": r.get("query", ""), "flags": flags,
                     "refusal": (r.get("refusal") or {}).get("reason", ""),
                     "feedback": {"up": "👍", "down": "👎"}.get(feedback.get(r.get("answer_id")), ""),
                     "processing_time_sec": r.get("processing_time_sec") or 0.0, "cost_usd": r.get("cost_usd") or 0.0,
                     "mode": r.get("mode") or "", "answer_id": r.get("answer_id") or "",
                     "sources": sorted({h.get("file", "") for h in r.get("search_results") or []})})
    return rows[::-1]


@dataclass(frozen=True)
class AuditFilter:
    team: str | None = None
    user: str | None = None
    date_from: str | None = None  # YYYY-MM-DD, inclusive
    date_to: str | None = None
    flag: str | None = None  # one of FLAG_NAMES, or "thumbs_down"


def filter_rows(rows: list[dict], wanted: AuditFilter) -> list[dict]:
    def keep(row: dict) -> bool:
        day = row["timestamp"][:10]
        return ((not wanted.team or wanted.team in row["teams"]) and (not wanted.user or row["user_id"] == wanted.user)
                and (not wanted.date_from or day >= wanted.date_from) and (not wanted.date_to or day <= wanted.date_to)
                and (not wanted.flag or (row["feedback"] == "👎" if wanted.flag == "thumbs_down"
                                         else wanted.flag in row["flags"])))

    return [row for row in rows if keep(row)]


def summary(rows: list[dict]) -> dict:
    return {"questions": len(rows), "refused": sum("insufficient_evidence" in r["flags"] for r in rows),
            "down": sum(r["feedback"] == "👎" for r in rows),
            "latency": sum(r["processing_time_sec"] for r in rows) / len(rows) if rows else 0.0,
            "cost": sum(r["cost_usd"] for r in rows)}


def to_csv(rows: list[dict], fields: Sequence[str] = ROW_FIELDS) -> str:
    """CSV for a spreadsheet (UTF-8 with BOM so Excel reads Japanese); lists joined with ' | '."""
    out = io.StringIO()
    out.write("\ufeff")
    writer = csv.DictWriter(out, fieldnames=list(fields), extrasaction="ignore")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: " | ".join(v) if isinstance(v, list) else v for k, v in row.items()})
    return out.getvalue()


def gap_report(rows: list[dict], embed: Callable[[str], list[float]],
               distance: float = GAP_CLUSTER_DISTANCE) -> list[dict]:
    """Refused questions grouped by topic (average-linkage clusters of their embeddings), largest first.

    Each topic: the question nearest its centre as its name, the count, every question, the teams
    and users who asked, and when it was last asked — which runbook to write next.
    """
    refused = [r for r in rows if "insufficient_evidence" in r["flags"]]
    if not refused:
        return []
    vectors = np.array([embed(r["query"]) for r in refused], dtype=np.float64)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    if len(refused) == 1:
        labels = np.array([1])
    else:
        from scipy.cluster.hierarchy import fcluster, linkage

        labels = fcluster(linkage(vectors, method="average", metric="cosine"), t=distance, criterion="distance")
    topics = []
    for label in sorted(set(labels.tolist())):
        members = np.flatnonzero(labels == label)
        centre = vectors[members].mean(axis=0)
        name = refused[members[int(np.argmax(vectors[members] @ centre))]]["query"]
        asked = [refused[i] for i in members]
        topics.append({"topic": name, "count": len(asked), "questions": sorted({r["query"] for r in asked}),
                       "teams": sorted({t for r in asked for t in r["teams"]}),
                       "users": sorted({r["user_id"] for r in asked if r["user_id"]}),
                       "last_asked": max(r["timestamp"] for r in asked)})
    return sorted(topics, key=lambda t: (-t["count"], t["topic"]))
