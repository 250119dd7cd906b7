"""Rule scoring with hand-computed cases, the empty-answer bound, and the pass line."""

from __future__ import annotations

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from constants import PASS_SCORE
from messages import AMBIGUOUS_QUERY_TEMPLATE, DANGER_BANNER, INSUFFICIENT_EVIDENCE_TEMPLATE
from scoring import case_passes, normalize_file, pass_line, rule_checks, rule_score, score_answer, summarize

NO_FLAGS = {"insufficient_evidence": False, "dangerous_operation": False, "ambiguous_query": False}
LOCKOUT = {"file": "incident/lockout.md"}
LINUX = {"file": "linux.md"}
CASE = {"expected_citations": ["incident/lockout.md"], "expected_keywords": ["4740", "Unlock-ADAccount"],
        "should_not_contain": ["rm -rf"], "expected_flags": {"insufficient_evidence": False, "dangerous_operation": False}}


def score(case: dict, answer: str, citations: list[dict], flags: dict | None = None, data_folder=None) -> float | None:
    return score_answer(case, answer, citations, {**NO_FLAGS, **(flags or {})}, data_folder)["rule_score"]


def test_hand_computed_partial_answer_cited_second():
    # keywords 1/2 -> 0.5 x 0.5; cited within k -> 0.2; not at rank 1 -> 0; 3 behaviour checks right -> 0.2
    result = score_answer(CASE, "イベントID 4740 を確認", [LINUX, LOCKOUT], NO_FLAGS)
    assert result["parts"] == {"citation_at_1": 0.0, "citation_within_k": 1.0, "keywords": 0.5, "behaviour": 1.0}
    assert result["rule_score"] == 65.0
    assert [c["name"] for c in result["checks"]] == ["citation@1", "citation@k", "keywords", "insufficient_evidence",
                                                     "dangerous_operation", "should_not_contain"]


def test_hand_computed_full_answer_and_its_mistakes():
    full = "4740 を確認し、Unlock-ADAccount で解除"
    assert score(CASE, full, [LOCKOUT, LINUX]) == 100.0
    # the danger banner wrongly raised: behaviour 2/3 -> 100 - 20/3
    assert score(CASE, full, [LOCKOUT], {"dangerous_operation": True}) == 93.3
    # forbidden string quoted as well: behaviour 1/3
    assert score(CASE, full + " rm -rf /", [LOCKOUT], {"dangerous_operation": True}) == 86.7
    # not cited at all: 0.5 + 0.2 = 70
    assert score(CASE, full, [LINUX]) == 70.0


def test_empty_answer_cannot_pass_even_with_perfect_retrieval_and_flags():
    assert score(CASE, "", [LOCKOUT]) == 50.0
    assert not case_passes({"rule_score": 50.0}, "rules")


def test_refusal_and_ambiguity_are_one_decision_each():
    refusal = {"expected_flags": {"insufficient_evidence": True},
               "expected_response_contains": "該当する手順が見つかりませんでした"}
    checks = rule_checks(refusal, INSUFFICIENT_EVIDENCE_TEMPLATE, [], {**NO_FLAGS, "insufficient_evidence": True})
    assert [c.name for c in checks] == ["insufficient_evidence"]  # the template text is the same decision
    assert score(refusal, INSUFFICIENT_EVIDENCE_TEMPLATE, [], {"insufficient_evidence": True}) == 100.0
    assert score(refusal, "手順は以下です", [LOCKOUT]) == 0.0
    ambiguous = {"expected_response_contains": "質問が曖昧な可能性があります"}  # spec style, no flags given
    assert [c.name for c in rule_checks(ambiguous, AMBIGUOUS_QUERY_TEMPLATE, [], NO_FLAGS)] == ["ambiguous_query"]
    assert score(ambiguous, AMBIGUOUS_QUERY_TEMPLATE, [], {"ambiguous_query": True}) == 100.0


def test_danger_banner_warning_is_the_danger_decision_not_a_second_check():
    case = {"expected_flags": {"dangerous_operation": True}, "expected_warning": DANGER_BANNER}
    assert [c.name for c in rule_checks(case, "", [], NO_FLAGS)] == ["dangerous_operation"]
    spec_style = {"expected_warning": DANGER_BANNER}
    assert score(spec_style, "手順", [], {"dangerous_operation": True}) == 100.0
    assert score(spec_style, "手順", []) == 0.0
    other = {"expected_warning": "⚠️ 実行禁止"}  # any other warning must be in the answer: it is a fact
    assert [c.name for c in rule_checks(other, "⚠️ 実行禁止です", [], NO_FLAGS)] == ["keywords"]


def test_keyword_alternatives_width_and_case():
    case = {"expected_keywords": ["30 分以内|30分以内", "Search-ADAccount"]}
    assert score(case, "３０分以内に search-adaccount を実行", []) == 100.0
    assert score(case, "30 分以内", []) == 50.0
    assert score(case, "", []) == 0.0


def test_acceptable_citation_counts_and_paths_are_normalised(runbooks):
    case = {"expected_citations": ["runbooks/incident/lockout.md"], "acceptable_citations": ["linux.md"],
            "expected_keywords": ["4740"]}
    assert score(case, "4740", [LINUX], data_folder="runbooks") == 100.0
    assert score(case, "4740", [LOCKOUT], data_folder=str(runbooks)) == 100.0
    assert score(case, "4740", [{"file": "evidence.md"}], data_folder="runbooks") == 62.5  # 0.5 / (0.5 + 0.2 + 0.1)


def test_normalize_file_keeps_a_path_outside_the_data_folder():
    assert normalize_file("other/incident/lockout.md", "/srv/runbooks") == "other/incident/lockout.md"
    assert normalize_file("./incident\\lockout.md", "/srv/runbooks") == "incident/lockout.md"
    assert normalize_file("/srv/runbooks/a/b.md", "/srv/runbooks") == "a/b.md"


def test_a_case_without_checks_has_no_score():
    assert rule_score([]) is None
    assert score({}, "anything", []) is None


@hsettings(max_examples=200, deadline=None)
@given(keywords=st.lists(st.text(min_size=1, max_size=8).filter(lambda s: s.strip("| ")), min_size=1, max_size=4),
       cited=st.booleans(), at_rank_1=st.booleans(),
       flags=st.dictionaries(st.sampled_from(sorted(NO_FLAGS)), st.booleans()),
       forbidden=st.lists(st.text(min_size=1, max_size=5).filter(str.strip), max_size=2))
def test_an_answer_without_any_expected_fact_never_reaches_the_pass_score(keywords, cited, at_rank_1, flags, forbidden):
    case = {"expected_citations": ["a.md"], "expected_keywords": keywords, "expected_flags": flags,
            "should_not_contain": forbidden}
    citations = ([{"file": "a.md"}, {"file": "b.md"}] if at_rank_1 else [{"file": "b.md"}, {"file": "a.md"}]) if cited else []
    result = score_answer(case, "", citations, {**NO_FLAGS, **flags})
    assert result["rule_score"] <= 50.0 < PASS_SCORE


# --- Pass line ------------------------------------------------------------------------------------

def result(rule: float | None, judge: float | dict | None = None, category: str = "normal", split: str = "dev") -> dict:
    verdict = judge if isinstance(judge, dict) or judge is None else {"average": judge}
    return {"id": "x", "category": category, "split": split, "rule_score": rule, "judge": verdict,
            "processing_time_sec": 0.1, "parts": {}}


def test_pass_line_seven_of_ten_passes_six_fails():
    assert pass_line([result(70.0)] * 7 + [result(69.9)] * 3, "rules") == {
        "cases": 10, "passed_cases": 7, "required": 7, "passed": True}
    assert pass_line([result(80.0)] * 6 + [result(None)] * 4, "rules")["passed"] is False
    assert pass_line([], "rules")["passed"] is False
    assert pass_line([result(100)] * 98, "rules")["required"] == 69


def test_under_a_judge_both_the_rule_score_and_the_judge_must_pass():
    results = ([result(100, 90.0)] * 2 + [result(100, 40.0)] * 2 + [result(100, {"error": "malformed"})] * 2
               + [result(50, 95.0)] * 2)
    assert pass_line(results, "rules")["passed_cases"] == 6
    assert pass_line(results, "judge")["passed_cases"] == 2  # low, failed and rule-failing cases do not pass
    summary = summarize(results, "judge")
    assert summary["overall"]["judge_failed"] == 2
    assert summary["overall"]["mean_judge_score"] == 75.0  # (2 x 90 + 2 x 40 + 2 x 95) / 6: failed judgements left out


def test_summary_per_category_and_split():
    results = [result(100, category="normal", split="dev"), result(0, category="normal", split="test"),
               result(100, category="ambiguous", split="test")]
    summary = summarize(results, "rules")
    assert list(summary["categories"]) == ["normal", "ambiguous"]
    assert summary["splits"]["dev"]["passed_cases"] == 1 and summary["splits"]["test"]["cases"] == 2
    assert summary["splits"]["test"]["passed"] is False and summary["splits"]["dev"]["passed"] is True


@pytest.mark.parametrize("rule, passes", [(70.0, True), (69.9, False), (None, False)])
def test_case_passes_at_the_pass_score(rule, passes):
    assert case_passes(result(rule), "rules") is passes
