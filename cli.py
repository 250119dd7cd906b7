"""`python main.py ask "質問"`: the command-line front end, on the same `handle_query` as the app."""

from __future__ import annotations

import argparse
import json
import sys
import threading

from constants import SLOW_QUERY_WARNING_SEC
from data_folders import check_flag_folder
from guardrails import danger_banner_text
from initialize import AppError
from logger import add_verbosity_flags, configure_logging, verbosity
from masking import contains_secret
from messages import CITATION_TITLE, MSG, SECRET_IN_QUERY_WARNING, UI_TEXT
from settings import load_settings


def ask(argv: list[str]) -> int:
    """`python main.py ask "質問"`: answer one question, building the index first if there is none.

    Prints only the answer (or one JSON object); logs and progress go to stderr with --verbose/--debug.
    """
    from answering import handle_query
    from citations import clean_label, select_citations
    from team_search import command_line_scope

    parser = argparse.ArgumentParser(prog="main.py ask", description="Answer one question from the runbooks.")
    parser.add_argument("question")
    parser.add_argument("--data", help="runbook folder (DATA_FOLDER); must lie under DATA_ROOTS")
    parser.add_argument("--db", help="index folder (CHROMA_DB_PATH)")
    parser.add_argument("--k", type=int)
    parser.add_argument("--bm25-weight", type=float)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--team", action="append", help="answer from this team's runbooks (TEAMS_FILE); repeatable")
    parser.add_argument("--user", help="answer as this TEAMS_FILE user: only their teams may be read")
    add_verbosity_flags(parser)
    args = parser.parse_args(argv)
    settings = load_settings(data_folder=args.data, chroma_db_path=args.db, k=args.k, bm25_weight=args.bm25_weight)
    configure_logging(settings.rag_debug_log_enabled, level=verbosity(args), masking=settings.masking)
    try:
        if not settings.teams_file:
            check_flag_folder(args.data)
        index, audit = command_line_scope(settings, args.team, user=args.user, only_if_missing=True,
                                          show_progress=args.verbose or args.debug)
    except AppError as exc:
        print(json.dumps({"error": str(exc)}, ensure_ascii=False) if args.json else exc,
              file=sys.stdout if args.json else sys.stderr)
        return 2
    if index is None:
        return 2
    if contains_secret(args.question, settings.masking):
        print(SECRET_IN_QUERY_WARNING, file=sys.stderr)
    slow = threading.Timer(SLOW_QUERY_WARNING_SEC, lambda: print(MSG["slow_answer"], file=sys.stderr, flush=True))
    slow.start()
    try:
        result = handle_query(args.question, index=index, settings=settings, session_id="cli", audit_fields=audit)
    finally:
        slow.cancel()
    cited = select_citations(result.answer, result.citations, settings.evidence_threshold)
    if args.json:
        keys = ("flags", "danger_reasons", "refusal", "search_results", "processing_time_sec", "token_usage",
                "cost_usd", "mode", "notices")
        out = {"answer": cited.answer, **{key: getattr(result, key) for key in keys}}
        fields = ("n", "file", "heading", "page", "evidence", "excerpt", "suspicious_instruction")
        out["citations"] = [{k: c[k] for k in fields} for c in cited.sources]
        out["low_relevance"] = [{k: c[k] for k in fields} for c in cited.low_relevance]
        print(json.dumps(out, ensure_ascii=False))
        return 0
    if result.flags["dangerous_operation"]:
        print(danger_banner_text(result.danger_reasons) + "\n")
    print(cited.answer)
    if result.error:
        print(f"\n{result.error}")
    for notice in result.notices:
        print(f"\n{notice}")
    for template, citations in ((CITATION_TITLE, cited.sources), (UI_TEXT["low_relevance_title"], cited.low_relevance)):
        for citation in citations:
            title = template.format(source=clean_label(citation["source"]), score=citation["evidence"])
            print(f"\n[{citation['n']}] {title}")
            if citations is cited.sources:
                print(f"    {citation['excerpt']}")
            if citation["suspicious_instruction"]:
                print(f"    {MSG['suspicious_citation']}")
    return 0
