"""Run the evaluation (spec §7.4) from the command line.

    python eval/run_evaluation.py [--dataset eval/eval_dataset.json] [--data DIR] [--db DIR] [--out eval/]
                                  [--judge auto|none|llm] [--limit N]

Updates the index for the data folder, runs every case, prints a summary table on stdout (progress
goes to stderr) and writes `<out>/evaluation_results_YYYY-MM-DD.json`.
Exit status: 0 pass line met, 1 not met, 2 usage or configuration error.

`--judge auto` uses the LLM judge when an LLM is configured (JUDGE_MODEL, else LLM_MODEL) and then
takes the pass line on the judge's averages; otherwise on the rule scores. Every question goes
through the same `handle_query` as the app, so it is also written to the audit log.
An `expected_warning` of 「⚠️ 承認・確認が必要」 counts as shown when the dangerous-operation flag is
set: that banner is what the UI shows above the answer.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date
from pathlib import Path

EVAL_DIR = Path(__file__).resolve().parent
REPO_ROOT = EVAL_DIR.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from constants import PASS_RATIO, PASS_SCORE  # noqa: E402
from evaluator import JUDGE_MODES, case_passes, case_score, judge_config, load_eval_dataset, run_evaluation  # noqa: E402
from initialize import AppError  # noqa: E402
from team_search import command_line_scope  # noqa: E402
from settings import load_settings  # noqa: E402
from logger import configure_logging  # noqa: E402


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Evaluate the runbook assistant on a dataset (spec §7).")
    parser.add_argument("--dataset", default=str(EVAL_DIR / "eval_dataset.json"), help="evaluation dataset (JSON, spec §7.1)")
    parser.add_argument("--data", help="runbook folder (DATA_FOLDER)")
    parser.add_argument("--db", help="index folder (CHROMA_DB_PATH)")
    parser.add_argument("--out", default=str(EVAL_DIR), help="folder for evaluation_results_YYYY-MM-DD.json")
    parser.add_argument("--judge", default="auto", choices=JUDGE_MODES,
                        help="auto: LLM judge when an LLM is configured; none: rule checks only; llm: require the judge")
    parser.add_argument("--limit", type=int, help="evaluate only the first N cases")
    parser.add_argument("--team", action="append", help="evaluate on this team's runbooks (TEAMS_FILE); repeatable")
    args = parser.parse_args(argv)
    if args.limit is not None and args.limit < 1:
        parser.error("--limit must be at least 1")
    return args


def show_progress(n: int, total: int, result: dict) -> None:
    """One stderr line per finished case."""
    judge = result.get("judge")
    judged = "-" if judge is None else ("error" if "error" in judge else f"{judge['average']:.1f}")
    rule = "-" if result["rule_score"] is None else f"{result['rule_score']:.0f}"
    failed = [c["name"] for c in result["checks"] if not c["passed"]]
    print(f"[{n}/{total}] {result['id']} ({result['category']}) rule={rule} judge={judged} "
          f"{result['processing_time_sec']:.2f}s" + (f" failed={','.join(failed)}" if failed else ""),
          file=sys.stderr, flush=True)


def format_score(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"


def below_pass_line(results: list[dict], basis: str) -> list[str]:
    """One line per case under the pass score, with its failed rule checks."""
    lines = []
    for result in results:
        if case_passes(result, basis):
            continue
        failed = ", ".join(f"{c['name']} ({c['detail']})" for c in result["checks"] if not c["passed"])
        score = "error" if "error" in (result.get("judge") or {}) else format_score(case_score(result, basis))
        lines.append(f"  {result['id']} ({result['category']}) {basis}={score}" + (f": {failed}" if failed else ""))
    return ["", f"{PASS_SCORE:.0f}点未満:", *lines] if lines else []


def summary_table(evaluation: dict) -> str:
    """Per category and overall: cases, mean rule score, mean judge score, passes; then the verdict."""
    summary = evaluation["summary"]
    header = f"{'category':<22}{'cases':>6}{'rule':>8}{'judge':>8}{'judge_err':>10}{'pass':>6}"
    rows = [header, "-" * len(header)]
    for name, stats in [*summary["categories"].items(), ("overall", summary["overall"])]:
        if name == "overall":
            rows.append("-" * len(header))
        rows.append(f"{name:<22}{stats['cases']:>6}{format_score(stats['mean_rule_score']):>8}"
                    f"{format_score(stats['mean_judge_score']):>8}{stats['judge_failed']:>10}{stats['passed_cases']:>6}")
    overall = summary["overall"]
    basis = evaluation["score_basis"]
    rows.extend(below_pass_line(evaluation["results"], basis))
    verdict = "合格" if evaluation["passed"] else "不合格"
    rows.append("")
    rows.append(f"{verdict}: {overall['cases']}問中{overall['passed_cases']}問が{PASS_SCORE:.0f}点以上"
                f"（必要: {overall['required']}問 = {PASS_RATIO:.0%}以上、判定根拠: {basis}）")
    return "\n".join(rows)


def main(argv: list[str] | None = None, *, embeddings=None) -> int:
    """Exit status 0 when the pass line is met, 1 when not, 2 on a usage or configuration error.

    `embeddings` replaces the configured embedding model (tests pass a fake one).
    """
    args = parse_args(argv)
    try:
        settings = load_settings(data_folder=args.data, chroma_db_path=args.db)
        dataset = load_eval_dataset(args.dataset)
        judge_config(settings, args.judge)
    except ValueError as exc:  # settings, dataset (DatasetError) or judge mode (EvalConfigError)
        print(str(exc), file=sys.stderr)
        return 2
    configure_logging(debug_enabled=False)
    try:
        index, _ = command_line_scope(settings, args.team, only_if_missing=False, embeddings=embeddings)
    except AppError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    if index is None:
        return 2
    evaluation = run_evaluation(dataset, index=index, settings=settings, judge=args.judge, limit=args.limit,
                                progress=show_progress)
    evaluation["config"]["dataset"] = str(args.dataset)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"evaluation_results_{date.today():%Y-%m-%d}.json"
    path.write_text(json.dumps(evaluation, ensure_ascii=False, indent=2), encoding="utf-8")
    print(summary_table(evaluation))
    print(f"結果: {path}")
    return 0 if evaluation["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
