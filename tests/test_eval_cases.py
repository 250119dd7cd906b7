"""Dataset loading: validation errors name case and field, splits, and the facts checked against the runbooks."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import pytest

from conftest import REPO
from constants import EVAL_CATEGORIES
from eval_cases import DatasetError, load_eval_dataset, select_split, unsupported_facts

GOOD = {"id": "t1", "category": "normal", "query": "ロックの確認は？", "expected_citations": ["incident/lockout.md"],
        "expected_keywords": ["4740"]}


def write_dataset(path: Path, cases: list[dict], **extra) -> Path:
    path.write_text(json.dumps({"version": "1.0", "created_at": "2024-12-29T13:00:00", "test_cases": cases, **extra},
                               ensure_ascii=False), encoding="utf-8")
    return path


def test_unknown_category_lists_the_allowed_ones(tmp_path):
    path = write_dataset(tmp_path / "ds.json", [{"id": "t1", "category": "smalltalk", "query": "こんにちは"}])
    with pytest.raises(DatasetError) as info:
        load_eval_dataset(path)
    assert "smalltalk" in str(info.value) and all(c in str(info.value) for c in EVAL_CATEGORIES)


@pytest.mark.parametrize("change, message", [
    ({"expected_flags": {"dangerous": True}}, "t1: expected_flags"),
    ({"split": "train"}, "t1: split"),
    ({"follow_up_kind": "later"}, "t1: follow_up_kind"),
    ({"acceptable_citations": "linux.md"}, "t1: acceptable_citations"),
    ({"expected_keywords": ["4740", ""]}, "t1: expected_keywords"),
    ({"conversation_context": [{"role": "system", "content": "x"}]}, "t1: conversation_context"),
    ({"expected_keywords": []}, "expected_keywords がありません"),
    ({"expected_flags": {"insufficient_evidence": True}}, "insufficient_evidence が true なのに expected_citations"),
    ({"query": " "}, "t1: query"),
])
def test_validation_names_case_and_field(tmp_path, change, message):
    with pytest.raises(DatasetError, match=message):
        load_eval_dataset(write_dataset(tmp_path / "ds.json", [{**GOOD, **change}]))


def test_duplicate_ids_missing_file_and_bad_json(tmp_path):
    with pytest.raises(DatasetError, match="重複"):
        load_eval_dataset(write_dataset(tmp_path / "a.json", [GOOD, GOOD]))
    with pytest.raises(DatasetError, match="見つかりません"):
        load_eval_dataset(tmp_path / "none.json")
    (tmp_path / "b.json").write_text("{", encoding="utf-8")
    with pytest.raises(DatasetError, match="JSON"):
        load_eval_dataset(tmp_path / "b.json")


def test_select_split(tmp_path):
    cases = [{**GOOD, "id": "a", "split": "dev"}, {**GOOD, "id": "b", "split": "test"}, {**GOOD, "id": "c"}]
    dataset = load_eval_dataset(write_dataset(tmp_path / "ds.json", cases, corpus="../shared/corpus"))
    assert dataset["corpus"] == "../shared/corpus"
    assert [c["id"] for c in select_split(dataset, "test")] == ["b"]
    assert [c["id"] for c in select_split(dataset, None)] == ["a", "b", "c"]
    only_dev = load_eval_dataset(write_dataset(tmp_path / "dev.json", cases[:1]))
    with pytest.raises(DatasetError, match="split「test」"):
        select_split(only_dev, "test")


def test_unsupported_facts_finds_a_fact_the_runbook_does_not_hold(tmp_path, runbooks):
    cases = [GOOD, {**GOOD, "id": "t2", "expected_keywords": ["4740", "4771|0x18"]},
             {**GOOD, "id": "t3", "expected_citations": ["gone.md"]},
             {**GOOD, "id": "t4", "expected_citations": ["linux.md"], "acceptable_citations": ["incident/lockout.md"],
              "expected_keywords": ["ＡＵＴＨ.log", "Unlock-ADAccount"]}]
    dataset = load_eval_dataset(write_dataset(tmp_path / "ds.json", cases))
    assert unsupported_facts(dataset, runbooks) == {"t2": ["4771|0x18"], "t3": ["missing file gone.md", "4740"]}


def test_project_dataset_is_valid_every_fact_is_in_its_runbooks_and_the_split_follows_the_rule():
    dataset = load_eval_dataset(REPO / "eval" / "eval_dataset.json")
    cases = dataset["test_cases"]
    assert len(cases) >= 80 and set(c["category"] for c in cases) == set(EVAL_CATEGORIES)
    assert unsupported_facts(dataset, REPO / "data") == {}
    position: dict[str, int] = defaultdict(int)
    for case in sorted(cases, key=lambda c: c["id"]):
        position[case["category"]] += 1
        assert case["split"] == ("dev" if position[case["category"]] % 2 else "test"), case["id"]
    assert "dev" in dataset["split_rule"] and "test" in dataset["split_rule"]
    for case in cases:  # multi-turn cases hold only earlier user turns: the evaluator replays them
        assert all(t["role"] == "user" for t in case.get("conversation_context") or []), case["id"]
