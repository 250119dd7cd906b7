"""Runbook passages that address an AI assistant instead of the operator (prompt injection).

Found at index time (listed in the rebuild report and the index status for an admin to review)
and marked on every citation of such a passage. Runbooks give the *reader* instructions all the
time, so only text that speaks to an AI or tries to override its instructions counts.
"""

from __future__ import annotations

import re
import unicodedata

from utils import Chunk, excerpt

# Matched against NFKC-normalised, lower-cased text (faster than IGNORECASE on long passages).
_AI = r"(?:ai|llm|gpt|chatgpt|chatbot|bot|language model|assistant|model|copilot)"
_AI_STRICT = r"(?:ai|llm|gpt|chatgpt|chatbot|(?:large )?language model|ai assistant|ai model)"
_AI_NAMES_JA = ("ai", "llm", "gpt", "copilot", "claude", "gemini", "ボット", "言語モデル", "アシスタント", "人工知能")
_AI_JA = r"(?:ai|llm|gpt|chatgpt|copilot|claude|gemini|チャットボット|ボット|言語モデル|アシスタント|人工知能|生成ai)"
_OVERRIDE_EN = ("ignore", "disregard", "forget", "override", "bypass", "overrule")
_EARLIER_EN = r"(?:previous|prior|above|earlier|preceding|all|any|your|system|original|initial|the)"
_RULES_EN = r"(?:instructions?|prompts?|rules|directions|guidelines|guardrails|directives|constraints)"
_EARLIER_JA = r"(?:以前|これまで|今まで|前|上記|上|先|過去|元|最初|既存|全て|すべて)"
_RULES_JA = r"(?:指示|命令|指令|ルール|プロンプト|制約|設定|ガイドライン)"
_DISCARD_JA = ("無視", "忘れ", "破棄", "無効")

# (words one of which the passage must contain, pattern): the plain substring test skips the
# regular expression for almost every passage (opening an index checks every chunk).
_RULES: list[tuple[tuple[str, ...], re.Pattern]] = [(words, re.compile(pattern)) for words, pattern in (
    (_OVERRIDE_EN,
     rf"\b(?:{'|'.join(_OVERRIDE_EN)})\b(?:\s+\w+){{0,3}}?\s+{_EARLIER_EN}\b(?:\s+\w+){{0,2}}?\s+{_RULES_EN}\b"),
    (("ai", "llm", "gpt", "chatbot", "language model"), rf"\b(?:if you are|you are|as) an? {_AI_STRICT}\b"),
    (("note", "message", "instruction"), rf"\b(?:note|message|instructions?) (?:to|for) (?:the |any )?{_AI}s?\b"),
    (("reading", "processing", "summari", "answering"),
     rf"\b{_AI}s? (?:reading|processing|summari[sz]ing|answering (?:from|with)) this\b"),
    (("system prompt", "developer message", "jailbreak"), r"\b(?:system prompt|developer message|jailbreak)\b"),
    (("from now on", "starting now"), r"\b(?:from now on|starting now),? you (?:are|will|must|should)\b"),
    (_DISCARD_JA, rf"{_EARLIER_JA}の(?:すべての|全ての|全部の)?{_RULES_JA}(?:は|を)?(?:すべて|全て|全部)?(?:無視|忘れ|破棄|無効)"),
    (("無視",), r"(?:指示|命令|指令|プロンプト)を(?:すべて|全て|全部)?無視"),
    (("システムプロンプト", "開発者メッセージ", "ジェイルブレイク"), r"システムプロンプト|開発者メッセージ|ジェイルブレイク"),
    (_AI_NAMES_JA, rf"{_AI_JA}\s*(?:へ|に向けて|の皆さん|さん)(?:の)?(?:指示|命令|お願い|メッセージ)?[:：、。]"),
    (("に対して",), rf"{_AI_JA}に対して(?:の)?(?:指示|命令)[:：、。]"),
    (("を読", "を処理", "を要約"),
     rf"(?:この|本)(?:文書|手順書|テキスト|文章|ファイル|ページ)を(?:読んでいる|読み込んだ|処理している|要約する){_AI_JA}"),
    (("あなたは",), rf"あなたは(?:{_AI_JA}|回答者|アシスタント)"),
)]


def addresses_ai(text: str) -> bool:
    """Does the passage speak to an AI / the reader's assistant (「以前の指示を無視して…」, "ignore previous instructions")?"""
    normalized = unicodedata.normalize("NFKC", text).lower()
    return any(any(w in normalized for w in words) and pattern.search(normalized) for words, pattern in _RULES)


def flag_chunks(chunks: list[Chunk]) -> list[dict]:
    """`{file, heading, page, chunk_id, excerpt}` for each passage that addresses an AI, for the admin to review."""
    return [{"file": c.file, "heading": c.heading, "page": c.page, "chunk_id": c.chunk_id, "excerpt": excerpt(c.text)}
            for c in chunks if addresses_ai(c.text)]
