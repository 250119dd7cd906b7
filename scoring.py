"""Rule scoring of one answer (LLM-free) and the pass line over a run (spec §7.3).

A case is scored on up to four parts, each 0..1, weighted by `SCORE_WEIGHTS`:
- keywords: the share of expected facts found in the ANSWER text ("a|b": either form counts);
- citation within k and citation at rank 1 (an expected or acceptable file), reported separately;
- behaviour: each decision (refusal, danger, ambiguity) once, plus the forbidden strings.
Parts a case does not define drop out and the rest are re-weighted. The keyword weight is at least
the sum of the others, so an answer without any expected fact scores at most 50 and cannot reach
the pass score: an empty answer never passes a case that expects one.
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from constants import EVAL_CATEGORIES, PASS_RATIO, PASS_SCORE, SCORE_WEIGHTS
from messages import AMBIGUOUS_QUERY_TEMPLATE, DANGER_BANNER, INSUFFICIENT_EVIDENCE_TEMPLATE


@dataclass
class Check:
    """One rule check of one case; `value` is its 0..1 share (keywords) or 0/1."""

    name: str
    passed: bool
    detail: str
    value: float = 0.0


def fold(text: str) -> str:
    """NFKC + case-fold: keyword matching ignores full/half width and letter case."""
    return unicodedata.normalize("NFKC", text or "").casefold()


def normalize_path(path: str) -> str:
    """Posix separators, no leading `./`."""
    path = path.replace("\\", "/")
    while path.startswith("./"):
        path = path[2:]
    return path


def data_prefixes(data_folder: str | Path | None) -> list[str]:
    """Ways a dataset may spell the data folder in front of a file: as given, absolute, or its name."""
    if not data_folder:
        return []
    given = normalize_path(str(data_folder))
    folder = Path(data_folder)
    candidates = {given, folder.resolve().as_posix(), folder.resolve().name}
    return sorted((p.rstrip("/") for p in candidates if p and p not in (".", "/")), key=len, reverse=True)


def normalize_file(path: str, data_folder: str | Path | None) -> str:
    """A runbook path relative to the data folder, however the data folder was spelled in front of it."""
    path = normalize_path(path)
    for prefix in data_prefixes(data_folder):
        if path.startswith(prefix + "/"):
            return path[len(prefix) + 1:]
    return path


def as_list(value: str | list[str] | None) -> list[str]:
    if value is None:
        return []
    return [value] if isinstance(value, str) else list(value)


def keyword_found(keyword: str, answer_folded: str) -> bool:
    """A fact is found when any of its "a|b" forms occurs in the answer."""
    return any(fold(form.strip()) in answer_folded for form in keyword.split("|") if form.strip())


def expectations(case: dict) -> tuple[list[str], dict[str, bool]]:
    """The facts the answer must contain and the decisions expected, each decision once.

    The spec's `expected_response_contains` / `expected_warning` restate a decision when they quote
    the refusal or ambiguity template or the danger banner; anything else they hold is a fact.
    """
    keywords = list(case.get("expected_keywords") or [])
    decisions = dict(case.get("expected_flags") or {})
    for text in as_list(case.get("expected_response_contains")):
        if fold(text) in fold(INSUFFICIENT_EVIDENCE_TEMPLATE):
            decisions.setdefault("insufficient_evidence", True)
        elif fold(text) in fold(AMBIGUOUS_QUERY_TEMPLATE):
            decisions.setdefault("ambiguous_query", True)
        else:
            keywords.append(text)
    for warning in as_list(case.get("expected_warning")):
        if fold(warning) == fold(DANGER_BANNER):
            decisions.setdefault("dangerous_operation", True)
        else:
            keywords.append(warning)
    return keywords, decisions


def citation_checks(case: dict, citations: list[dict], data_folder: str | Path | None) -> list[Check]:
    """Citation at rank 1 and within the k cited, against the expected and acceptable files."""
    expected = [*(case.get("expected_citations") or []), *(case.get("acceptable_citations") or [])]
    if not case.get("expected_citations"):
        return []
    wanted = {normalize_file(f, data_folder) for f in expected} | {normalize_path(f) for f in expected}
    cited = [normalize_path(c["file"]) for c in citations]
    ranks = [n for n, f in enumerate(cited, start=1) if f in wanted]
    detail = f"rank {ranks[0]} of {len(cited)}" if ranks else f"not cited; cited {cited}"
    return [Check("citation@1", bool(ranks) and ranks[0] == 1, detail, float(bool(ranks) and ranks[0] == 1)),
            Check("citation@k", bool(ranks), detail, float(bool(ranks)))]


def rule_checks(case: dict, answer: str, citations: list[dict], flags: dict,
                data_folder: str | Path | None = None) -> list[Check]:
    """The applicable checks of one case, in a fixed order: citations, keywords, decisions, forbidden strings."""
    checks = citation_checks(case, citations, data_folder)
    keywords, decisions = expectations(case)
    answer_folded = fold(answer)
    if keywords:
        missing = [k for k in keywords if not keyword_found(k, answer_folded)]
        share = 1.0 - len(missing) / len(keywords)
        checks.append(Check("keywords", not missing,
                            f"{len(keywords) - len(missing)}/{len(keywords)}" + (f", missing {missing}" if missing else ""),
                            share))
    for name, want in decisions.items():
        got = bool(flags.get(name))
        checks.append(Check(name, got == want, f"expected {want}, got {got}", float(got == want)))
    forbidden = case.get("should_not_contain") or []
    if forbidden:
        found = [s for s in forbidden if fold(s) in answer_folded]
        checks.append(Check("should_not_contain", not found, f"found {found}" if found else "none present",
                            float(not found)))
    return checks


def score_parts(checks: list[Check]) -> dict[str, float]:
    """Each scoring part's 0..1 value; behaviour is the share of decision and forbidden-string checks."""
    parts: dict[str, float] = {}
    behaviour = []
    for check in checks:
        if check.name == "keywords":
            parts["keywords"] = check.value
        elif check.name == "citation@1":
            parts["citation_at_1"] = check.value
        elif check.name == "citation@k":
            parts["citation_within_k"] = check.value
        else:
            behaviour.append(check.value)
    if behaviour:
        parts["behaviour"] = sum(behaviour) / len(behaviour)
    return parts


def rule_score(checks: list[Check]) -> float | None:
    """The weighted score 0–100 over the parts the case defines; None when it defines none."""
    parts = score_parts(checks)
    if not parts:
        return None
    total = sum(SCORE_WEIGHTS[p] for p in parts)
    return round(100.0 * sum(SCORE_WEIGHTS[p] * v for p, v in parts.items()) / total, 1)


def score_answer(case: dict, answer: str, citations: list[dict], flags: dict,
                 data_folder: str | Path | None = None) -> dict:
    """{checks, parts, rule_score} of one answer."""
    checks = rule_checks(case, answer, citations, flags, data_folder)
    return {"checks": [vars(c) for c in checks], "parts": score_parts(checks), "rule_score": rule_score(checks)}


# --- Pass line and summaries ----------------------------------------------------------------------

def case_passes(result: dict, basis: str) -> bool:
    """Rules: the rule score reaches PASS_SCORE. Judge: the rule score AND the judge's average do
    (a failed judgement does not pass), so a judge can fail an answer but never rescue an empty one."""
    rule = result.get("rule_score")
    if rule is None or rule < PASS_SCORE:
        return False
    if basis == "rules":
        return True
    judgement = result.get("judge") or {}
    return "error" not in judgement and judgement.get("average", -1) >= PASS_SCORE


def case_score(result: dict, basis: str) -> float | None:
    """The score shown for a case: the judge's average under a judge, else the rule score."""
    if basis == "judge":
        judgement = result.get("judge") or {}
        return None if "error" in judgement else judgement.get("average")
    return result.get("rule_score")


def pass_line(results: list[dict], basis: str) -> dict:
    """Spec §7.3: at least PASS_RATIO of the cases pass (「10問中7問以上が70点以上」)."""
    total = len(results)
    passed_cases = sum(case_passes(r, basis) for r in results)
    required = math.ceil(PASS_RATIO * total - 1e-9)
    return {"cases": total, "passed_cases": passed_cases, "required": required,
            "passed": total > 0 and passed_cases >= required}


def mean(values: list[float], digits: int = 1) -> float | None:
    return round(sum(values) / len(values), digits) if values else None


def group_stats(group: list[dict], basis: str) -> dict:
    """Cases, mean scores and part rates, judge failures, passes and the pass line of one group."""
    judged = [r["judge"] for r in group if r.get("judge")]
    parts = [r.get("parts") or {} for r in group]

    def part(name: str) -> float | None:
        return mean([p[name] for p in parts if name in p], 3)

    return {
        "mean_rule_score": mean([r["rule_score"] for r in group if r.get("rule_score") is not None]),
        "citation_at_1": part("citation_at_1"), "citation_within_k": part("citation_within_k"),
        "keyword_share": part("keywords"), "behaviour": part("behaviour"),
        "mean_judge_score": mean([j["average"] for j in judged if "error" not in j]),
        "judge_failed": sum("error" in j for j in judged),
        "mean_processing_time_sec": mean([r.get("processing_time_sec", 0.0) for r in group], 3),
        **pass_line(group, basis),
    }


def summarize(results: list[dict], basis: str) -> dict:
    """Per category (in EVAL_CATEGORIES order), per split, and overall."""
    categories = {c: group_stats([r for r in results if r["category"] == c], basis)
                  for c in EVAL_CATEGORIES if any(r["category"] == c for r in results)}
    splits = {s: group_stats([r for r in results if r.get("split") == s], basis)
              for s in ("dev", "test") if any(r.get("split") == s for r in results)}
    return {"categories": categories, "splits": splits, "overall": group_stats(results, basis)}
