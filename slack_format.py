"""Slack message bodies (Block Kit) for answers, status, sources and rebuild progress: pure functions over plain data.

Answers are Markdown (the LLM writes it; extractive answers quote runbook Markdown), so they go into
Slack's `markdown` block, which Slack renders itself and which keeps Japanese emphasis intact where
mrkdwn's `*...*` does not. Everything else is short mrkdwn with `&`, `<`, `>` escaped.
"""

from __future__ import annotations

import re

from citations import clean_label, select_citations
from constants import (SLACK_FEEDBACK_ACTIONS, SLACK_MARKDOWN_MAX_CHARS, SLACK_SECTION_MAX_CHARS,
                       SLACK_SOURCES_MAX_FILES)
from messages import SLACK_TEXT, UI_TEXT
from guardrails import danger_banner_text

_BROADCAST = re.compile(r"<!(channel|here|everyone|subteam)", re.IGNORECASE)


def escape(text: str) -> str:
    """mrkdwn's three control characters, escaped as Slack asks."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def no_broadcast(text: str) -> str:
    """Runbook text quoted in an answer must never ping a whole channel (`<!here>` and the like)."""
    return _BROADCAST.sub(lambda m: "<\u200b!" + m.group(1), text)


def section(text: str) -> dict:
    return {"type": "section", "text": {"type": "mrkdwn", "text": clip(text, SLACK_SECTION_MAX_CHARS)}}


def context(text: str) -> dict:
    return {"type": "context", "elements": [{"type": "mrkdwn", "text": clip(text, SLACK_SECTION_MAX_CHARS)}]}


def danger_block(reasons: list[str] | None = None) -> dict:
    """The 「⚠️ 承認・確認が必要: …」 notice, with the operation that raised it, as its own first block
    (a red siren: Block Kit has no red text)."""
    return {"type": "header", "text": {"type": "plain_text", "text": f"🚨 {danger_banner_text(reasons)}", "emoji": True}}


def sources_block(sources: list[dict], low_relevance: list[dict], threshold: float) -> dict:
    """`[n] file > heading p.N (スコア: 0.85)`, one line per source, then the passages below the
    evidence threshold under their own 関連度低 title (citations.select_citations)."""
    def lines(citations: list[dict]) -> list[str]:
        return [SLACK_TEXT["sources_line"].format(n=c["n"], source=f"`{escape(clean_label(c['source']))}`",
                                                  score=c["evidence"]) for c in citations]

    low = [escape(UI_TEXT["low_relevance_header"].format(threshold=threshold)), *lines(low_relevance)]
    return context("\n".join([SLACK_TEXT["sources_title"], *lines(sources), *(low if low_relevance else [])]))


def feedback_block(answer_id: str) -> dict:
    """👍/👎 buttons; the value is the answer id, so the click is logged against that answer's audit line."""
    labels = {"up": SLACK_TEXT["feedback_up"], "down": SLACK_TEXT["feedback_down"]}
    return {"type": "actions", "block_id": f"feedback_{answer_id}", "elements": [
        {"type": "button", "action_id": action_id, "value": answer_id,
         "text": {"type": "plain_text", "text": labels[rating], "emoji": True}}
        for action_id, rating in SLACK_FEEDBACK_ACTIONS.items()]}


def is_template(result: dict) -> bool:
    """Refusal and ambiguity answers are fixed templates, shown word for word."""
    flags = result["flags"]
    return bool(flags["insufficient_evidence"] or flags["ambiguous_query"])


def answer_message(result: dict, *, show_sources: bool, threshold: float) -> dict:
    """`text` (notification and thread history, escaped) and `blocks` for one answer (QueryResult.to_dict()).

    Citations are split at the evidence `threshold` and the answer's [n] renumbered as in the app.
    """
    cited = select_citations(result["answer"], result["citations"], threshold)
    result = {**result, "answer": cited.answer}
    dangerous = result["flags"]["dangerous_operation"]
    blocks = [danger_block(result.get("danger_reasons"))] if dangerous else []
    if is_template(result):
        blocks.append(section(escape(result["answer"])))
    else:
        blocks.append({"type": "markdown", "text": clip(no_broadcast(result["answer"]), SLACK_MARKDOWN_MAX_CHARS)})
    if result.get("error"):
        blocks.append(context(f"❌ {escape(result['error'])}"))
    for notice in result.get("notices", []):  # vector store down, slow answer, audit line not written
        blocks.append(context(escape(notice)))
    if show_sources and result["citations"]:
        blocks.append(sources_block(cited.sources, cited.low_relevance, threshold))
    mode = UI_TEXT["result_modes"].get(result["mode"], result["mode"])
    blocks.append(context(UI_TEXT["answer_caption"].format(seconds=result["processing_time_sec"], mode=mode)))
    blocks.append(feedback_block(result["answer_id"]))
    text = f"{danger_banner_text(result.get('danger_reasons'))}\n{result['answer']}" if dangerous else result["answer"]
    return {"text": clip(escape(text), SLACK_SECTION_MAX_CHARS), "blocks": blocks}


def status_text(status: dict, mode: str, job_progress: tuple[int, int, str] | None = None) -> str:
    """`status`: files, chunks, vector coverage, last build, answer mode, embedding model."""
    chunks = status["chunks"]
    text = SLACK_TEXT["status"].format(
        files=status["files"], chunks=chunks, embedded=status["embedded"],
        coverage=status["embedded"] / chunks if chunks else 0.0,
        last_built=(status.get("last_built") or UI_TEXT["not_built"]).replace("T", " "), mode=mode,
        embedding=escape(status["embedding"]))
    if job_progress:
        text += "\n" + SLACK_TEXT["status_rebuilding"].format(done=job_progress[0], total=job_progress[1])
    return text


def sources_text(chunks_per_file: dict[str, int]) -> str:
    """`sources`: the indexed runbooks with their chunk counts (the first few dozen)."""
    files = sorted(chunks_per_file)
    lines = [SLACK_TEXT["sources_header"].format(count=len(files))]
    lines += [SLACK_TEXT["sources_item"].format(file=escape(f), chunks=chunks_per_file[f])
              for f in files[:SLACK_SOURCES_MAX_FILES]]
    if len(files) > SLACK_SOURCES_MAX_FILES:
        lines.append(SLACK_TEXT["sources_more"].format(count=len(files) - SLACK_SOURCES_MAX_FILES))
    return "\n".join(lines)


def rebuild_progress_text(done: int, total: int, file: str) -> str:
    if not total:
        return SLACK_TEXT["rebuild_started"]
    return SLACK_TEXT["rebuild_progress"].format(done=done, total=total, file=escape(file))


def rebuild_outcome_text(outcome: dict) -> str:
    """What a rebuild changed and each file it could not read, or why it failed (as in the web app)."""
    if outcome.get("error"):
        return f"❌ {escape(outcome['error'])}"
    report = outcome["report"]
    lines = ["✅ " + UI_TEXT["rebuild_done"].format(**{k: report[k] for k in ("added", "updated", "removed",
                                                                                "unchanged", "seconds")})]
    lines += [UI_TEXT["unreadable_file"].format(file=escape(e["file"]), error=escape(e["error"]))
              for e in report["errors"]]
    return "\n".join(lines)
