"""Evaluation datasets (spec §7.1 plus a few fields): read, validate, pick a split.

Beyond the spec's schema a case may carry `split` (dev | test), `acceptable_citations` (other files
that hold the same answer), `soc_category`, `follow_up_kind`, and keyword alternatives written
"a|b". Validation refuses what would make a check meaningless, e.g. a case that expects cited
runbooks but names no fact the answer must contain (an empty answer could then pass it).
"""

from __future__ import annotations

import json
from pathlib import Path

from constants import EVAL_CATEGORIES
from initialize import load_document
from scoring import fold, keyword_found

FLAG_NAMES = ("insufficient_evidence", "dangerous_operation", "ambiguous_query")
SPLITS = ("dev", "test")
FOLLOW_UP_KINDS = ("next_step", "detail", "new_aspect")

EVAL_MSG = {
    "dataset_missing": "評価データセットが見つかりません: {path}",
    "dataset_invalid_json": "評価データセットがJSONとして読み込めません: {path} ({detail})",
    "dataset_no_cases": "評価データセットに test_cases（1件以上の配列）がありません: {path}",
    "case_not_object": "test_cases[{index}] がオブジェクトではありません",
    "case_field": "テストケース {case_id}: {field} が不正です（{expected}）",
    "case_duplicate_id": "テストケースIDが重複しています: {case_id}",
    "unknown_category": "テストケース {case_id}: 不明なカテゴリ「{category}」です。使用できるカテゴリ: {allowed}",
    "answer_without_keywords": (
        "テストケース {case_id}: expected_citations があるのに expected_keywords がありません"
        "（回答に含まれるべき語がないと、空の回答でも合格してしまいます）"
    ),
    "refusal_with_citations": "テストケース {case_id}: insufficient_evidence が true なのに expected_citations があります",
    "split_empty": "評価データセットに split「{split}」のケースがありません: {path}",
}


class DatasetError(ValueError):
    """The dataset cannot be used; the message (Japanese) says which case and field."""


def load_eval_dataset(file_path: str | Path) -> dict:
    """Spec §8.10: read and validate the dataset; returns {version, created_at, corpus, split_rule, test_cases}.

    Raises DatasetError naming the case and field at fault (an unknown category lists the allowed ones).
    """
    path = Path(file_path)
    if not path.is_file():
        raise DatasetError(EVAL_MSG["dataset_missing"].format(path=file_path))
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise DatasetError(EVAL_MSG["dataset_invalid_json"].format(path=file_path, detail=exc)) from exc
    cases = data.get("test_cases") if isinstance(data, dict) else None
    if not isinstance(cases, list) or not cases:
        raise DatasetError(EVAL_MSG["dataset_no_cases"].format(path=file_path))
    seen: set[str] = set()
    for index, case in enumerate(cases):
        validate_case(case, index)
        if case["id"] in seen:
            raise DatasetError(EVAL_MSG["case_duplicate_id"].format(case_id=case["id"]))
        seen.add(case["id"])
    return {"version": data.get("version"), "created_at": data.get("created_at"), "corpus": data.get("corpus"),
            "split_rule": data.get("split_rule"), "path": str(file_path), "test_cases": cases}


def select_split(dataset: dict, split: str | None) -> list[dict]:
    """The cases of one split (dev | test), or all of them for None / "all"."""
    cases = dataset["test_cases"]
    if split in (None, "all"):
        return cases
    chosen = [c for c in cases if c.get("split") == split]
    if not chosen:
        raise DatasetError(EVAL_MSG["split_empty"].format(split=split, path=dataset.get("path", "")))
    return chosen


def is_string_list(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) and v.strip() for v in value)


def validate_case(case: object, index: int) -> None:
    """Raise DatasetError when one test case does not follow the schema."""
    if not isinstance(case, dict):
        raise DatasetError(EVAL_MSG["case_not_object"].format(index=index))
    case_id = case.get("id")

    def bad(name: str, expected: str) -> DatasetError:
        return DatasetError(EVAL_MSG["case_field"].format(case_id=case_id or f"#{index}", field=name, expected=expected))

    if not isinstance(case_id, str) or not case_id.strip():
        raise bad("id", "空でない文字列")
    if not isinstance(case.get("query"), str) or not case["query"].strip():
        raise bad("query", "空でない文字列")
    if case.get("category") not in EVAL_CATEGORIES:
        raise DatasetError(EVAL_MSG["unknown_category"].format(case_id=case_id, category=case.get("category"),
                                                              allowed=", ".join(EVAL_CATEGORIES)))
    for name in ("expected_citations", "acceptable_citations", "expected_keywords", "should_not_contain"):
        value = case.get(name)
        if value is not None and not is_string_list(value):
            raise bad(name, "空でない文字列の配列")
    for name in ("expected_response_contains", "expected_warning"):
        value = case.get(name)
        if value is not None and not (isinstance(value, str) and value.strip()) and not is_string_list(value):
            raise bad(name, "文字列または文字列の配列")
    flags = case.get("expected_flags")
    if flags is not None and not (isinstance(flags, dict) and set(flags) <= set(FLAG_NAMES)
                                  and all(isinstance(v, bool) for v in flags.values())):
        raise bad("expected_flags", f"{', '.join(FLAG_NAMES)} をキーとする true/false")
    context = case.get("conversation_context")
    if context is not None and not (isinstance(context, list) and all(
            isinstance(t, dict) and t.get("role") in ("user", "assistant") and isinstance(t.get("content"), str)
            and t["content"].strip() for t in context)):
        raise bad("conversation_context", "role（user/assistant）と空でない content を持つオブジェクトの配列")
    if case.get("split") is not None and case["split"] not in SPLITS:
        raise bad("split", " または ".join(SPLITS))
    if case.get("follow_up_kind") is not None and case["follow_up_kind"] not in FOLLOW_UP_KINDS:
        raise bad("follow_up_kind", ", ".join(FOLLOW_UP_KINDS))
    if case.get("soc_category") is not None and not isinstance(case["soc_category"], str):
        raise bad("soc_category", "文字列")
    if case.get("expected_citations") and not case.get("expected_keywords"):
        raise DatasetError(EVAL_MSG["answer_without_keywords"].format(case_id=case_id))
    if (flags or {}).get("insufficient_evidence") and case.get("expected_citations"):
        raise DatasetError(EVAL_MSG["refusal_with_citations"].format(case_id=case_id))


def unsupported_facts(dataset: dict, data_folder: str | Path) -> dict[str, list[str]]:
    """{case id: facts none of whose "a|b" forms occurs in any expected or acceptable file's text}.

    Also lists a cited file that does not exist under the data folder. A fact the runbooks do not
    hold can never be answered, so such a case measures nothing; NFKC + case-fold as in scoring.
    """
    root = Path(data_folder)
    texts: dict[str, str | None] = {}

    def text_of(file: str) -> str | None:
        if file not in texts:
            path = root / file
            if path.is_file():
                document = load_document(path, root)
                texts[file] = fold(document.text or "\n".join(document.pages or []))
            else:
                texts[file] = None
        return texts[file]

    problems: dict[str, list[str]] = {}
    for case in dataset["test_cases"]:
        files = [*(case.get("expected_citations") or []), *(case.get("acceptable_citations") or [])]
        found = [t for t in (text_of(f) for f in files) if t is not None]
        missing = [f"missing file {f}" for f in files if text_of(f) is None]
        missing += [k for k in case.get("expected_keywords") or [] if files and not any(keyword_found(k, t) for t in found)]
        if missing:
            problems[case["id"]] = missing
    return problems
