"""Vague questions (vagueness.py via guardrails.detect_ambiguous_query): held-out figures and the issue's cases."""

import json
from pathlib import Path

import pytest

from answering import handle_query
from messages import AMBIGUOUS_QUERY_TEMPLATE
from guardrails import detect_ambiguous_query, is_follow_up
from initialize import open_index, update_index
from vagueness import topic_words

LABELS = Path(__file__).resolve().parent.parent / "eval" / "guardrail_labels.json"


def heldout(cls: str) -> list[str]:
    items = json.loads(LABELS.read_text(encoding="utf-8"))
    return [it["query"] for it in items if it["split"] == "heldout" and it["class"] == cls]


def test_heldout_vague_recall_and_ordinary_questions_left_alone():
    # Measured on the held-out part (docs/benchmarks.md; session 4, with the independently written items):
    # vague recall 0.820, ordinary flagged 0.000.
    vague, ordinary = heldout("vague"), heldout("ordinary")
    assert sum(map(detect_ambiguous_query, vague)) / len(vague) >= 0.74
    assert sum(map(detect_ambiguous_query, ordinary)) / len(ordinary) <= 0.05
    pointing = [q for q in vague if is_follow_up(q)]
    assert len(pointing) >= 0.7 * len(vague)
    assert not any(detect_ambiguous_query(q, has_history=True) for q in pointing)  # follow-ups with history


def test_heldout_figures_with_the_e5_vague_model(e5):
    # Measured on the held-out part (docs/benchmarks.md, session 4): vague recall 1.000 (50 of 50, the
    # word rule alone 0.820), ordinary questions flagged 0, other non-vague questions flagged 0 of 335.
    items = [it for it in json.loads(LABELS.read_text(encoding="utf-8")) if it["split"] == "heldout"]
    judged = {it["id"]: detect_ambiguous_query(it["query"], query_vector=e5.embed_query(it["query"])) for it in items}
    by_class = lambda cls: [judged[it["id"]] for it in items if it["class"] == cls]  # noqa: E731
    assert sum(by_class("vague")) / len(by_class("vague")) >= 0.92
    assert sum(by_class("ordinary")) / len(by_class("ordinary")) <= 0.05
    others = [judged[it["id"]] for it in items if it["class"] not in ("vague", "ordinary")]
    assert sum(others) / len(others) <= 0.02
    # After earlier turns a question only the vector finds vague is a follow-up (spec §5.3).
    query = "is the thing we talked about handled?"
    assert detect_ambiguous_query(query, query_vector=e5.embed_query(query))
    assert not detect_ambiguous_query(query) and not detect_ambiguous_query(query, has_history=True)


@pytest.mark.parametrize("query", ["これ消していい？", "さっきのは？", "what now?", "is this ok?", "それ、止めちゃって平気？",
                                   "can we just delete them?", "それ誰に連絡すればいい？", "これ削除していい？"])
def test_deictic_questions_are_vague_alone_and_follow_ups_with_history(query):
    assert detect_ambiguous_query(query) is True
    assert detect_ambiguous_query(query, has_history=True) is False
    assert is_follow_up(query)


@pytest.mark.parametrize("query", ["EDR?", "4625とは", "VPN繋がらない", "MFAリセット手順", "phishing triage?",
                                   "Is this email from a spoofed domain?", "このアラートは誤検知？",
                                   "このアラート対応した方がいい？", "それってランサム？"])
def test_short_questions_that_name_a_topic_are_not_vague(query):
    assert detect_ambiguous_query(query) is False


def test_topic_words_are_what_a_question_names():
    assert topic_words("これ消していい？") == []
    assert "vpn" in topic_words("VPN down, what now?")
    assert "監査" in topic_words("監査ログの保存先は？")


def test_handle_query_gives_the_template_then_follows_up(settings, fake_embeddings):
    update_index(settings, embeddings=fake_embeddings)
    index = open_index(settings, fake_embeddings)
    alone = handle_query("これ消していい？", index=index, settings=settings)
    assert alone.flags["ambiguous_query"] and alone.answer == AMBIGUOUS_QUERY_TEMPLATE
    history = [{"role": "user", "content": "wevtutil cl でセキュリティログを消去してよいか"},
               {"role": "assistant", "content": "調査中は実行禁止です。"}]
    follow_up = handle_query("これ消していい？", index=index, settings=settings, history=history)
    assert not follow_up.flags["ambiguous_query"]
    assert follow_up.retrieval_query.startswith("wevtutil cl")
    assert follow_up.flags["dangerous_operation"] and follow_up.danger_reasons


@pytest.mark.parametrize("query", ["全部入ったかどうかってどこで見る？", "ちゃんと戻せたかはどう確かめる？"])
def test_an_elliptical_question_that_says_what_is_done_is_a_follow_up_with_history(query):
    assert detect_ambiguous_query(query) is True
    assert detect_ambiguous_query(query, has_history=True) is False


@pytest.mark.parametrize("query", ["どうすれば？", "何すればいい？", "why?"])
def test_interrogatives_alone_stay_ambiguous_with_history(query):
    assert detect_ambiguous_query(query, has_history=True) is True
