"""Runbook passages that address an AI assistant instead of the operator (prompt injection).

Found at index time (listed in the rebuild report and the index status for an admin to review)
and marked on every citation of such a passage. Runbooks give the *reader* instructions all the
time, so only text that speaks to an AI or tries to override its instructions counts.
"""

from __future__ import annotations

import re
import unicodedata

from utils import Chunk, excerpt

_AI = r"(?:ai|llm|gpt|chatgpt|chatbot|bot|language model|assistant|model|copilot)"
_AI_STRICT = r"(?:ai|llm|gpt|chatgpt|chatbot|(?:large )?language model|ai assistant|ai model)"
_AI_JA = r"(?:AI|LLM|GPT|ChatGPT|Copilot|Claude|Gemini|チャットボット|ボット|言語モデル|アシスタント|人工知能|生成AI)"
_OVERRIDE_EN = r"(?:ignore|disregard|forget|override|bypass|overrule)"
_EARLIER_EN = r"(?:previous|prior|above|earlier|preceding|all|any|your|system|original|initial|the)"
_RULES_EN = r"(?:instructions?|prompts?|rules|directions|guidelines|guardrails|directives|constraints)"
_EARLIER_JA = r"(?:以前|これまで|今まで|前|上記|上|先|過去|元|最初|既存|全て|すべて)"
_RULES_JA = r"(?:指示|命令|指令|ルール|プロンプト|制約|設定|ガイドライン)"

_PATTERNS = [re.compile(p, re.IGNORECASE) for p in (
    rf"\b{_OVERRIDE_EN}\b(?:\s+\w+){{0,3}}?\s+{_EARLIER_EN}\b(?:\s+\w+){{0,2}}?\s+{_RULES_EN}\b",
    rf"\b(?:if you are|you are|as) an? {_AI_STRICT}\b",
    rf"\b(?:note|message|instructions?) (?:to|for) (?:the |any )?{_AI}s?\b",
    rf"\b{_AI}s? (?:reading|processing|summari[sz]ing|answering (?:from|with)) this\b",
    r"\b(?:system prompt|developer message|jailbreak)\b",
    r"\b(?:from now on|starting now),? you (?:are|will|must|should)\b",
    rf"{_EARLIER_JA}の(?:すべての|全ての|全部の)?{_RULES_JA}(?:は|を)?(?:すべて|全て|全部)?(?:無視|忘れ|破棄|無効)",
    r"(?:指示|命令|指令|プロンプト)を(?:すべて|全て|全部)?無視",
    r"システムプロンプト|開発者メッセージ|ジェイルブレイク",
    rf"{_AI_JA}\s*(?:へ|に向けて|の皆さん|さん)(?:の)?(?:指示|命令|お願い|メッセージ)?[:：、。]",
    rf"{_AI_JA}に対して(?:の)?(?:指示|命令)[:：、。]",
    rf"(?:この|本)(?:文書|手順書|テキスト|文章|ファイル|ページ)を(?:読んでいる|読み込んだ|処理している|要約する){_AI_JA}",
    rf"あなたは(?:{_AI_JA}|回答者|アシスタント)",
)]


def addresses_ai(text: str) -> bool:
    """Does the passage speak to an AI / the reader's assistant (「以前の指示を無視して…」, "ignore previous instructions")?"""
    normalized = unicodedata.normalize("NFKC", text)
    return any(p.search(normalized) for p in _PATTERNS)


def flag_chunks(chunks: list[Chunk]) -> list[dict]:
    """`{file, heading, page, chunk_id, excerpt}` for each passage that addresses an AI, for the admin to review."""
    return [{"file": c.file, "heading": c.heading, "page": c.page, "chunk_id": c.chunk_id, "excerpt": excerpt(c.text)}
            for c in chunks if addresses_ai(c.text)]
