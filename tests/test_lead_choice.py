"""The lead-choice model: its features, the reordering it makes, and the shipped weights."""

import math

import numpy as np
import pytest

from lead_choice import LEAD_FEATURES, lead_features, lead_first, lead_model, load_lead_model


def hit(file, lang="ja", **signals):
    return {"file": file, "lang": lang, "chunk_id": f"{file}_0", **signals}


CITED = [hit("nist.md", rank_score=0.9, evidence=0.6, coverage=0.5, cosine=0.85, bm25_raw=12.0),
         hit("bucket.md", lang="en", rank_score=0.7, evidence=0.5, coverage=0.2, cosine=0.80, bm25_raw=3.0),
         hit("vpn.md", rank_score=0.6, evidence=0.4, coverage=0.4, cosine=0.78, bm25_raw=6.0)]
DEEP = [CITED[0], hit("nist.md", evidence=0.55), CITED[1], hit("bucket.md", evidence=0.45), hit("nist.md", evidence=0.3),
        CITED[2]]
SIZES = {"nist.md": 400, "bucket.md": 6, "vpn.md": 9}


def column(rows, name):
    return rows[:, LEAD_FEATURES.index(name)].tolist()


def test_features_set_each_runbook_beside_the_others_and_its_place_in_the_deep_list():
    rows = lead_features(CITED, DEEP, "ja", SIZES)
    assert rows.shape == (3, len(LEAD_FEATURES))
    assert column(rows, "first") == [1, 0, 0] and column(rows, "third") == [0, 0, 1]
    assert column(rows, "evidence_gap") == pytest.approx([0.0, -0.1, -0.2])
    assert column(rows, "bm25_share") == pytest.approx([1.0, 0.25, 0.5])
    assert column(rows, "same_language") == [1, 0, 1] and column(rows, "same_language_ja") == [1, 0, 1]
    assert column(rows, "runbook_size") == pytest.approx([math.log1p(400), math.log1p(6), math.log1p(9)])
    # nist.md has three passages in the deep list, bucket.md two, vpn.md one (its first at rank 5 of 6).
    assert column(rows, "deep_passages") == pytest.approx([3 / 30, 2 / 30, 1 / 30])
    assert column(rows, "second_evidence") == pytest.approx([0.55, 0.45, 0.0])
    assert column(rows, "top3_evidence_gap") == pytest.approx([0.0, 0.95 - 1.45, 0.4 - 1.45])
    assert column(rows, "first_deep_rank") == pytest.approx([0.0, 2 / 6, 5 / 6])
    assert column(lead_features(CITED, DEEP, "en", SIZES), "same_language_ja") == [0, 0, 0]


def model_weighing(**coefficients):
    coef = [coefficients.get(name, 0.0) for name in LEAD_FEATURES]
    return lead_model({"features": list(LEAD_FEATURES), "mean": [0.0] * len(coef), "scale": [1.0] * len(coef),
                       "coef": coef, "intercept": 0.0})


def test_the_best_scoring_runbook_leads_and_the_others_keep_their_order():
    shorter_first = lead_first(CITED, DEEP, "ja", SIZES, model_weighing(runbook_size=-1.0))
    assert [h["file"] for h in shorter_first] == ["bucket.md", "nist.md", "vpn.md"]
    kept = lead_first(CITED, DEEP, "ja", SIZES, model_weighing(first=1.0))
    assert [h["file"] for h in kept] == ["nist.md", "bucket.md", "vpn.md"]
    assert lead_first(CITED[:1], DEEP, "ja", SIZES, model_weighing(runbook_size=-1.0)) == CITED[:1]


def test_a_model_fitted_on_other_features_is_refused():
    with pytest.raises(ValueError, match="train_lead"):
        lead_model({"features": ["first", "evidence"], "mean": [0, 0], "scale": [1, 1], "coef": [1, 1], "intercept": 0})


def test_the_shipped_model_reads_the_features_the_code_computes():
    model = load_lead_model()
    assert model["coef"].shape == model["mean"].shape == model["scale"].shape == (len(LEAD_FEATURES),)
    assert np.all(model["scale"] > 0)


@pytest.mark.integration
def test_the_answer_is_led_by_the_runbook_the_model_chooses(tmp_path, monkeypatch):
    """The answering path asks the lead model: with one that keeps the search's order the search's first runbook
    leads; with one that prefers long runbooks the longest cited one does, and the others keep their order."""
    import answering
    from conftest import bundled_model_index, write

    write(tmp_path / "data" / "guide.md", "# 対応ガイド\n" + "".join(
        f"## 第{n}章\n端末の隔離と報告について、第{n}章の手順で確認する。\n" for n in range(1, 13)))
    write(tmp_path / "data" / "isolate.md", "# 端末隔離\n## 手順\n感染した端末のLANケーブルを抜き、ネットワークから隔離する。\n")
    write(tmp_path / "data" / "report.md", "# 報告\n## 連絡先\n隔離したら、SOC当番へ電話で報告する。\n")
    settings, index = bundled_model_index(tmp_path)
    question = "端末の隔離ってどうやる？"

    def led_by(model):
        monkeypatch.setattr(answering, "load_lead_model", lambda: model)
        return [h["file"] for h in answering.handle_query(question, index=index, settings=settings).search_results]

    in_search_order = led_by(model_weighing(first=1.0))
    longest_first = led_by(model_weighing(runbook_size=1.0))
    assert in_search_order[0] == "isolate.md" and longest_first[0] == "guide.md"
    assert list(dict.fromkeys(longest_first)) == ["guide.md"] + [f for f in dict.fromkeys(in_search_order) if f != "guide.md"]
