"""Run the evaluation (spec §7.4) from the command line.

    python eval/run_evaluation.py [--dataset eval/eval_dataset.json] [--split all|dev|test] [--data DIR]
                                  [--db DIR] [--logs DIR] [--out eval/] [--judge auto|none|llm] [--limit N]
    python eval/run_evaluation.py --dataset eval/soc_dev.json --data ../shared/corpus --judge none

Updates the index for the data folder, runs the chosen split's cases, prints a summary table with
the empty-answer and top-citation baselines on stdout (progress goes to stderr) and writes
`<out>/evaluation_results_YYYY-MM-DD.json`. Exit status: 0 pass line met, 1 not met, 2 usage or
configuration error.

- `--data` defaults to the dataset's `corpus` (repo-relative) when it names one, else DATA_FOLDER.
- `--db` defaults to CHROMA_DB_PATH for the configured data folder; any other data folder gets its
  own index under `eval/.index/<folder name>`, so evaluating a corpus never replaces the app's index.
- Every question goes through the same `handle_query` as the app, so it is audited: into `--logs`
  (default `eval/logs/`), not the app's log folder.
- `--judge auto` uses the LLM judge when an LLM is configured (JUDGE_MODEL, else LLM_MODEL); a case
  then passes when its rule score and the judge's average both reach the pass score.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from datetime import date
from pathlib import Path

EVAL_DIR = Path(__file__).resolve().parent
REPO_ROOT = EVAL_DIR.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from constants import PASS_RATIO, PASS_SCORE  # noqa: E402
from eval_cases import load_eval_dataset, select_split  # noqa: E402
from evaluator import run_evaluation  # noqa: E402
from initialize import AppError  # noqa: E402
from judge import JUDGE_MODES, judge_config  # noqa: E402
from team_search import command_line_scope  # noqa: E402
from logger import configure_logging  # noqa: E402
from scoring import case_passes, case_score  # noqa: E402
from settings import Settings, load_settings  # noqa: E402

SPLIT_CHOICES = ("all", "dev", "test")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Evaluate the runbook assistant on a dataset (spec §7).")
    parser.add_argument("--dataset", default=str(EVAL_DIR / "eval_dataset.json"), help="evaluation dataset (JSON, spec §7.1)")
    parser.add_argument("--split", default="all", choices=SPLIT_CHOICES, help="evaluate only the dev or test part")
    parser.add_argument("--data", help="runbook folder (default: the dataset's corpus, else DATA_FOLDER)")
    parser.add_argument("--db", help="index folder (default: CHROMA_DB_PATH, or eval/.index/<name> for another folder)")
    parser.add_argument("--logs", default=str(EVAL_DIR / "logs"), help="audit-log folder of the evaluation's questions")
    parser.add_argument("--out", default=str(EVAL_DIR), help="folder for evaluation_results_YYYY-MM-DD.json")
    parser.add_argument("--judge", default="auto", choices=JUDGE_MODES,
                        help="auto: LLM judge when an LLM is configured; none: rule checks only; llm: require the judge")
    parser.add_argument("--limit", type=int, help="evaluate only the first N cases")
    parser.add_argument("--team", action="append", help="evaluate on this team's runbooks (TEAMS_FILE); repeatable")
    args = parser.parse_args(argv)
    if args.limit is not None and args.limit < 1:
        parser.error("--limit must be at least 1")
    return args


def evaluation_settings(args: argparse.Namespace, dataset: dict) -> Settings:
    """Settings for the run: data folder, its own index unless it is the configured one, the eval log folder."""
    configured = load_settings()
    data = args.data or (str((REPO_ROOT / dataset["corpus"]).resolve()) if dataset.get("corpus") else None)
    db = args.db
    if data and not db and Path(data).resolve() != Path(configured.data_folder).resolve():
        db = str(EVAL_DIR / ".index" / Path(data).resolve().name)
    return replace(load_settings(data_folder=data, chroma_db_path=db), logs_folder=args.logs)


def show_progress(n: int, total: int, result: dict) -> None:
    """One stderr line per finished case."""
    judge = result.get("judge")
    judged = "-" if judge is None else ("error" if "error" in judge else f"{judge['average']:.1f}")
    failed = [c["name"] for c in result["checks"] if not c["passed"]]
    print(f"[{n}/{total}] {result['id']} ({result['category']}) rule={format_score(result['rule_score'])} "
          f"judge={judged} {result['processing_time_sec']:.2f}s" + (f" failed={','.join(failed)}" if failed else ""),
          file=sys.stderr, flush=True)


def format_score(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"


def format_rate(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def below_pass_line(results: list[dict], basis: str) -> list[str]:
    """One line per case that does not pass, with its failed checks."""
    lines = []
    for result in results:
        if case_passes(result, basis):
            continue
        failed = ", ".join(f"{c['name']} ({c['detail']})" for c in result["checks"] if not c["passed"])
        score = "error" if "error" in (result.get("judge") or {}) else format_score(case_score(result, basis))
        lines.append(f"  {result['id']} ({result['category']}, {result.get('split') or '-'}) "
                     f"rule={format_score(result['rule_score'])} {basis}={score}" + (f": {failed}" if failed else ""))
    return ["", "不合格のケース:", *lines] if lines else []


def verdict(stats: dict, label: str, basis: str) -> str:
    word = "合格" if stats["passed"] else "不合格"
    return (f"{label}: {word} {stats['cases']}問中{stats['passed_cases']}問が合格"
            f"（必要: {stats['required']}問 = {PASS_RATIO:.0%}以上、{PASS_SCORE:.0f}点以上、判定根拠: {basis}）")


def summary_table(evaluation: dict) -> str:
    """Per category, split and overall: cases, scores, part rates, passes; the baselines; the verdicts."""
    summary = evaluation["summary"]
    basis = evaluation["score_basis"]
    header = (f"{'group':<22}{'cases':>6}{'rule':>7}{'cite@1':>8}{'cite@k':>8}{'facts':>7}{'behav':>7}"
              f"{'judge':>7}{'j_err':>6}{'pass':>6}")
    rows = [header, "-" * len(header)]
    groups = [*summary["categories"].items(), None, *((f"split:{k}", v) for k, v in summary["splits"].items()),
              ("overall", summary["overall"])]
    for group in groups:
        if group is None:
            rows.append("-" * len(header))
            continue
        name, s = group
        rows.append(f"{name:<22}{s['cases']:>6}{format_score(s['mean_rule_score']):>7}"
                    f"{format_rate(s['citation_at_1']):>8}{format_rate(s['citation_within_k']):>8}"
                    f"{format_rate(s['keyword_share']):>7}{format_rate(s['behaviour']):>7}"
                    f"{format_score(s['mean_judge_score']):>7}{s['judge_failed']:>6}{s['passed_cases']:>6}")
    rows.append("")
    rows.append("baselines (same retrieval and flags; rule checks only):")
    for name, baseline in evaluation["baselines"].items():
        b = baseline["summary"]
        parts = [f"{label} {s['passed_cases']}/{s['cases']}" for label, s in
                 [*b["splits"].items(), ("overall", b["overall"])]]
        rows.append(f"  {name:<14} rule {format_score(b['overall']['mean_rule_score'])}, passed "
                    f"{', '.join(parts)} → {'合格' if baseline['passed'] else '不合格'}")
    rows.extend(below_pass_line(evaluation["results"], basis))
    rows.append("")
    rows.extend(verdict(s, f"split {name}", basis) for name, s in summary["splits"].items())
    rows.append(verdict(summary["overall"], "全体", basis))
    return "\n".join(rows)


def main(argv: list[str] | None = None, *, embeddings=None) -> int:
    """Exit status 0 when the pass line is met, 1 when not, 2 on a usage or configuration error.

    `embeddings` replaces the configured embedding model (tests pass a fake one).
    """
    args = parse_args(argv)
    try:
        dataset = load_eval_dataset(args.dataset)
        settings = evaluation_settings(args, dataset)
        judge_config(settings, args.judge)
        run_split = None if args.split == "all" else args.split
        select_split(dataset, run_split)
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
    evaluation = run_evaluation(dataset, index=index, settings=settings, judge=args.judge, split=run_split,
                                limit=args.limit, progress=show_progress)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"evaluation_results_{date.today():%Y-%m-%d}.json"
    path.write_text(json.dumps(evaluation, ensure_ascii=False, indent=2), encoding="utf-8")
    print(summary_table(evaluation))
    print(f"結果: {path}")
    return 0 if evaluation["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
