"""The Japanese reader of the destructive-operation detector (danger.py): which destructive verbs a
sentence uses in an action form, and what each acts on.

janome gives base forms (止める, 消す, 落とす) and parts of speech: a verb or an action noun (削除, 再起動,
read with the prefixes and nouns around it as one compound) is a request unless what follows makes it
an event or a refusal (passive, past, negated, forbidden, advised against), and it acts on the noun
phrase its を/は/も/が follows, or the topic before a comma. An everyday collecting verb negated before
ように + する (監査ログ、もう取らないようにして) asks to stop collecting; a protecting one (MFAを要求しないようにして)
asks to lift the control.
"""

from __future__ import annotations

import re

from constants import (
    ATTACKER_MARKERS, DANGER_EN_VERBS, DANGER_JA_CARRYING_OUT, DANGER_JA_CAUSATIVE, DANGER_JA_COLLECTING,
    DANGER_JA_COLLECTING_LABEL, DANGER_JA_FORBIDDING, DANGER_JA_NOUNS, DANGER_JA_NOUNS_WITH_SURU, DANGER_JA_PROTECTING,
    DANGER_JA_PROTECTING_LABEL, DANGER_JA_REQUEST_FORM, DANGER_JA_REQUEST_NOUNS, DANGER_JA_STATES, DANGER_JA_UNDER_WAY,
    DANGER_JA_VERBS, JA_MATTER_ASKED, MEMBERSHIP_CONTAINERS,
)
from tokenizer import morphemes

_JA_COORDINATORS = frozenset("・、,やと/")
JA_NOUNS_LONGEST_FIRST = sorted(DANGER_JA_NOUNS, key=len, reverse=True)
_JA_COMPLETIVE = frozenset(("ちゃう", "じゃう", "ちまう", "しまう"))
# When a reported act was done (「リセットは去年実施済み」): a time word between its topic and 実施.
_JA_WHEN = frozenset(("去年", "昨年", "昨日", "先週", "先月", "前回", "以前", "既に", "すでに", "もう", "今朝", "昨夜", "さっき"))
_JA_ATTACKERS = tuple(m for m in ATTACKER_MARKERS if not m.isascii())
_REQUEST_FORM = re.compile(DANGER_JA_REQUEST_FORM)
_SURU = ("する", "できる")
# A conditional (消したら, 消しちゃ) and the words after it that forbid the act (あかん, いけない, ならない).
_IF_DONE = ("たら", "ちゃ", "じゃ", "ては", "では")
_FORBIDDING_DIALECT = ("あかん", "アカン")
_MUST_NOT = [["あく", "ん"], ["あく", "ない"], ["いける", "ない"], ["いける", "ん"], ["なる", "ない"], ["なる", "ん"]]
# サ変 nouns that, negated before ように + する, ask that something no longer be done → the act's label.
_NO_LONGER = {DANGER_JA_COLLECTING_LABEL: tuple(DANGER_JA_COLLECTING), DANGER_JA_PROTECTING_LABEL: tuple(DANGER_JA_PROTECTING)}
# A gloss in brackets after an action noun (廃棄（削除）をお願い): the noun before it is the act.
_GLOSS = re.compile(r"\([^()]*\)$")
# What may stand between a topic, its comma and the verb (もう, 週末だけ, とりあえず全部): at most three tokens.
_ADVERBIAL = ("副詞", "名詞,副詞可能", "助詞,副助詞", "接頭詞")
_TOPIC_GAP = 3
# What follows a verb that decides how it is meant: up to て + completive auxiliary + three more tokens
# (削除してしまった方が is advice, 無効にしてしまった is past).
_TAIL = 5
# 「消しといて」 right after a noun (ログ消しといて, app02落としといて, バックアップ消しとこ) is read by janome as the noun
# 消し + と + …: the contracted と is read as the てお it stands for (消しておいて, 消しておこ).
_CONTRACTED_TOKU = re.compile(r"(?<=[しめりけ])と(?=いて|こう?(?:[?？。!！、\s]|$)|け(?:[?？。!！、\s]|$))")
_ASIDE_TOKENS = 24  # tokens an aside in brackets may span
_MATTER_ASKED = re.compile(JA_MATTER_ASKED)
_MATTER_ASK_TOKENS = 10  # tokens after 「…の件」 read for the ask
_CLAUSE_CLOSED = re.compile(r"(?:です|でございます)?(?:[。、,!！(（\s]|$)")


def object_before(tokens, start: int) -> tuple[str, bool]:
    """The noun phrase a Japanese verb at `start` takes as its object, and whether it is marked: the one its
    を/は/も/が follows, with its の modifiers (「すべてのアカウントを削除し」 → すべてのアカウント); a guess, unmarked, when
    adverbs stand between (「バックアップはもう取らないように」), or for the topic before a comma (「監査ログ、もう
    取らないように」「検知ルール、週末だけ無効に」); ("", False) when it has none."""
    k = start
    while k and start - k < _TOPIC_GAP and tokens[k - 1].part_of_speech.startswith(_ADVERBIAL):
        k -= 1
    particle = bool(k) and tokens[k - 1].surface in ("を", "は", "も", "が")
    if not particle and not (k > 1 and tokens[k - 1].surface == "、" and tokens[k - 2].part_of_speech.startswith("名詞")):
        return "", False
    marked = particle and k == start
    k = end = k - 1
    if k and tokens[k - 1].part_of_speech.startswith("記号,括弧閉"):
        # アカウント（sato.k@example.jp）を: the aside belongs to the object phrase the noun before it heads
        k = next((j for j in range(k - 2, max(k - _ASIDE_TOKENS, 0) - 1, -1)
                  if tokens[j].part_of_speech.startswith("記号,括弧開")), k)
    while k and (tokens[k - 1].part_of_speech.startswith(("名詞", "接頭詞", "記号,空白")) or tokens[k - 1].surface in ("の", "・")):
        k -= 1
    return "".join(t.surface for t in tokens[k:end]).strip(), marked


def ja_actions(sentence: str) -> tuple[list[tuple[str, tuple[str, bool], str, bool]], list[str]]:
    """(action label, its object phrase and whether a particle marks it (`object_before`), the verb or
    compound noun, whether it is asked for) of Japanese
    destructive verbs in an action form, and the action labels of those that were past/passive. An act is asked for when
    a request form follows it (`DANGER_JA_REQUEST_FORM`: 消しといて, 止めていい？, 削除したい) or its
    compound names a how-to (削除手順); not when it modifies a noun (外す操作), gives a reason or a condition.

    Runs of nouns are read as one compound (janome splits 初期化 into 初期 + 化): a compound that ends
    in an action noun (ファイル削除, 強制終了, 削除手順) acts; one that ends in something else (停止イベント,
    削除依頼) names a kind of thing.
    """
    tokens = morphemes(_CONTRACTED_TOKU.sub("てお", sentence))
    actions: list[tuple[str, tuple[str, bool], str, bool]] = []
    described: list[str] = []
    i = 0
    while i < len(tokens):
        m = tokens[i]
        label, start, how_to, under_way = None, i, False, False
        causative = i + 1 < len(tokens) and tokens[i + 1].base_form == "す" and m.base_form in DANGER_JA_CAUSATIVE
        if m.part_of_speech.startswith("動詞") and m.base_form in DANGER_JA_COLLECTING and object_before(tokens, i)[0] \
                and (end := _no_longer(tokens, i + 1)):
            label, tail, i = DANGER_JA_COLLECTING_LABEL, tokens[end:end + _TAIL], end
        elif m.part_of_speech.startswith("動詞") and (m.base_form in DANGER_JA_VERBS or causative):
            label = DANGER_JA_VERBS[DANGER_JA_CAUSATIVE[m.base_form] if causative else m.base_form]
            tail = tokens[i + 1 + causative:i + 1 + causative + _TAIL]
            i += 1 + causative
        elif m.part_of_speech.startswith("名詞"):
            while start and tokens[start - 1].part_of_speech.startswith("接頭詞"):
                start -= 1  # janome reads 再起動 as 再 + 起動
            j, past_aside = _aside_after_act(tokens, start, i, _noun_end(tokens, i))
            compound = _GLOSS.sub("", "".join(t.surface for t in tokens[start:j]))
            for request in DANGER_JA_REQUEST_NOUNS:
                how_to = how_to or compound.endswith(request)
                compound = compound.removesuffix(request)
            for work in DANGER_JA_CARRYING_OUT:  # 停止作業をお願い: the act, carried out
                compound = compound.removesuffix(work)
            # 「シャドウコピーを削除中、残り2台」「本番RDSを削除予定です」: the act the speaker has under way, or plans
            suffix = next((w for w in DANGER_JA_UNDER_WAY if compound.endswith(w) and compound != w), "")
            under_way = bool(suffix and _CLAUSE_CLOSED.match("".join(t.surface for t in tokens[j:j + 2])))
            if under_way:
                compound = compound.removesuffix(suffix)
            label = next((DANGER_JA_NOUNS[n] for n in JA_NOUNS_LONGEST_FIRST if compound.endswith(n)), None)
            # An English verb read here is one a Japanese sentence uses (「ログをwipeして」); one inside an
            # English stretch (「⚠️ do not … or revoke access」) is `english_actions.en_actions`' to read.
            english = label is None and compound in DANGER_EN_VERBS
            label = DANGER_EN_VERBS[compound] if english else label
            # 「監査ログpurgeしといて」「DBごとdropして」: an English verb typed right after the Japanese nouns it acts on
            closing = tokens[j - 1].surface if j - 1 > start else ""
            trailing = label is None and closing in DANGER_EN_VERBS and not tokens[j - 2].surface.isascii()
            if trailing:
                english, label = True, DANGER_EN_VERBS[closing]
            # 「削除・移動しない」: what follows a coordination (・、や) after an action applies to each of its
            # nouns; after anything else the next noun is read on its own (「トランザクションログ、truncateして」).
            k = past_aside or j
            while label and k + 1 < len(tokens) and tokens[k + 1].part_of_speech.startswith("名詞") \
                    and (tokens[k].surface in _JA_COORDINATORS or _also_both(tokens, k)):
                k = _noun_end(tokens, k + 1)
            if k + 1 < len(tokens) and tokens[k].surface == "の" and tokens[k + 1].surface in DANGER_JA_CARRYING_OUT:
                k += 2  # アンインストールの実施をお願い, 削除の対応をお願い: the act, carried out
            tail = tokens[k:k + 1 + _TAIL]  # する, then the verb's own tail
            with_suru = bool(tail) and tail[0].base_form in _SURU  # 削除する, and 削除できる？ asks whether it may
            if english and not with_suru and (trailing or i == 0 or tokens[i - 1].surface.isascii()):
                label = None
            if label and not with_suru and any(compound.endswith(n) for n in DANGER_JA_NOUNS_WITH_SURU):
                label = None
            of = tail[1:] if tail and tail[0].surface in ("など", "等") else tail
            if label and len(of) >= 2 and of[0].surface == "の" and of[1].part_of_speech.startswith("名詞"):
                # 停止のイベント, 削除の痕跡: modifies a noun; 全削除のCLIコマンド asks how to do it
                end = _noun_end(of, 1)
                modified = "".join(t.surface for t in of[1:end])
                # 「無効化の方向で進めます」「削除のほうで」: the way the operator goes is the act
                taken = modified in ("方向", "ほう", "方") and end < len(of) and of[end].surface == "で"
                # 「転送は本日付にて停止のこと。」: an instruction; 「『ワイプ』ってリモートワイプのこと？」 defines a word
                written = modified == "こと" and end == len(of) and not any(
                    t.surface in ("って", "とは", "という") for t in tokens[:start])
                # 「監査ログ無効化の件、対応お願いします」: the matter named, then asked to be seen to
                matter = modified == "件" and bool(_MATTER_ASKED.match(
                    "".join(t.surface for t in tokens[k + len(tail) - len(of) + end:][:_MATTER_ASK_TOKENS])))
                how_to = modified.endswith(tuple(DANGER_JA_REQUEST_NOUNS)) or taken or written or matter
                label = label if how_to else None
            stopped = None if label else next((act for act, nouns in _NO_LONGER.items() if compound.endswith(nouns)), None)
            end = _no_longer(tokens, j + 1) if stopped and j < len(tokens) and tokens[j].base_form == "する" else 0
            if end and (object_before(tokens, start)[0] or compound not in _NO_LONGER[stopped]):
                # ログ記録しないようにして: the tail is what follows ようにする
                label, tail, k, with_suru = stopped, tokens[end:end + _TAIL], end, False
            state = next((n for n in DANGER_JA_STATES if compound.endswith(n)), None)
            if label is None and state and len(tail) >= 2 and tail[0].surface == "に" and tail[1].base_form in _SURU:
                label, tail = DANGER_JA_STATES[state], tail[2:]
            if with_suru:
                tail = tail[1:]
            i = k
        else:
            i += 1
        if label is None:
            continue
        if _contrasted(tail):
            continue  # 「無効化じゃなくて削除して」: the act set aside for another is not done, and no event
        if describes(tail):
            described.append(label)
            continue
        if label == "削除" and from_container(tokens, start):
            continue
        asked = how_to or under_way or asks_for("".join(t.surface for t in tokens[i:i + 8]))
        actions.append((label, object_before(tokens, start), "".join(t.surface for t in tokens[start:i]), asked))
    return actions, described


def asks_for(after: str) -> bool:
    """Does the text right after a verb or action noun ask for the act (消しといて, 隔離お願い, 止めていい？)?"""
    return bool(_REQUEST_FORM.match(after))


def _contrasted(tail) -> bool:
    """Does a negation set the act aside for another (無効化じゃなくて, 停止ではなく, 消すんじゃなくて)?"""
    surfaces = [t.surface for t in tail[:4]]
    k = 1 if surfaces[:1] == ["ん"] else 0
    return surfaces[k:k + 2] == ["じゃ", "なく"] or surfaces[k:k + 3] == ["で", "は", "なく"]


def _no_longer(tokens, k: int) -> int:
    """Where ない + ように + する ends when it starts at `k` (取らないようにして: no longer take it), else 0."""
    bases = [t.base_form for t in tokens[k:k + 4]]
    return k + 4 if bases == ["ない", "よう", "に", "する"] else 0


def _also_both(tokens, k: int) -> bool:
    """Is the も at `k` the first of 「AもBも」 (削除も移動もしないで), coordinating A with the nouns up to the next も?"""
    end = _noun_end(tokens, k + 1)
    return tokens[k].surface == "も" and end < len(tokens) and tokens[end].surface == "も"


def _forbidden_if_done(tail) -> bool:
    """Is doing it forbidden by what follows the verb's conditional (消したらあかん, 消しちゃダメ, 消してはいけない)?"""
    surfaces = [t.surface for t in tail[:2]]
    k = 1 if surfaces[:1] and surfaces[0] in _IF_DONE else 2 if surfaces in (["て", "は"], ["で", "は"]) else 0
    rest = [t.base_form for t in tail[k:k + 2]] if k else []
    if not rest:
        return False
    size = 2 if rest in _MUST_NOT else 1 if rest[0] in DANGER_JA_FORBIDDING or rest[0] in _FORBIDDING_DIALECT else 0
    # 止めちゃダメ？ / ダメですか / ダメなの？ asks leave to do it; ダメだよね？ confirms it is forbidden. A sentence
    # reaches here without its ？, so one that ends on the word is left as it reads without this rule.
    after = "".join(t.surface for t in tail[k + size:k + size + 3])
    return bool(size and after) and not re.match(r"(?:です|でしょう)?(?:か|\?|？)|な?の[?？か]|なの|なん", after)


def _aside_after_act(tokens, start: int, i: int, j: int) -> tuple[int, int]:
    """Where a compound from `start` ends (the run of nouns from `i` ends at `j`) and, when an aside in brackets
    follows its action noun (完全削除(旧バージョン含む)してください, 削除(30日より前のもの)して), where its tail
    starts past the aside (else 0): janome reads "(" and what follows as more nouns, or stops inside it."""
    opening = next((c for c in range(i + 1, j) if tokens[c].surface == "("), None)
    if opening is None:
        return j, 0
    closing = next((c for c in range(opening + 1, min(opening + _ASIDE_TOKENS, len(tokens))) if tokens[c].surface == ")"),
                   None)
    act = "".join(t.surface for t in tokens[start:opening]).endswith(tuple(JA_NOUNS_LONGEST_FIRST))
    return (opening, closing + 1) if closing is not None and act else (j, 0)


def _noun_end(tokens, start: int) -> int:
    """Where the run of nouns from `start` ends: janome splits a compound (全削除のCLIコマンド's CLI + コマンド)."""
    end = start
    while end < len(tokens) and tokens[end].part_of_speech.startswith("名詞"):
        end += 1
    return end


def from_container(tokens, start: int) -> bool:
    """Is the removal at `start` one from a list or group, in its own clause (「役割グループからユーザーを
    削除」「ブロック一覧から削除する」): a membership change, nothing destroyed."""
    for k in range(start - 1, max(start - 8, 0) - 1, -1):
        if tokens[k].surface in ("、", "。", ",") or tokens[k].part_of_speech.startswith("動詞"):
            return False
        if tokens[k].surface == "から" and k and tokens[k - 1].surface.endswith(MEMBERSHIP_CONTAINERS):
            return True
    return False


_JA_WAY_NOUNS = ("方法", "手段", "やり方", "術")


def _asks_if_able(after: list[str]) -> bool:
    """Does what follows a potential/passive ending (られる) close a question of ability (ますか or か, at its end)?
    The question mark itself never reaches here: sentences are cut at it."""
    rest = after[2:] if after[:2] == ["ます", "か"] else after[1:] if after[:1] == ["か"] else None
    return rest is not None and rest[:1] in ([], ["ね"])


def describes(tail) -> bool:
    """Does what follows a Japanese destructive verb make it an event or a refusal, not a request:
    passive, negated, forbidden or advised against (削除される, 削除しない, 停止は禁止, 消すのは禁止, 再起動は避ける), what an attacker
    does (削除するマルウェア), past (削除した, 済み), polite past or negation
    (削除しました, 削除しません — but 「削除しませんか」 and 「消さないか」 invite), or an attempt (消そうとしている, not 消そうと思う)."""
    # 削除もアーカイブ移動も禁止; 消すのは規程で禁止 (nominalised, its topic also って/が): forbidden, as 停止は禁止 is
    if "".join(t.surface for t in tail) == "れたし":
        return False  # 「削除されたし」: the written style's request, not a passive
    if _forbidden_if_done(tail):
        return True
    nominal = bool(tail[:1]) and tail[0].surface in ("の", "こと")
    topic = tail[1:] if nominal else tail
    if topic[:1] and topic[0].surface in (("は", "って", "が", "も") if nominal else ("は", "も")) \
            and any(t.base_form in DANGER_JA_FORBIDDING for t in topic[1:]):
        return True
    if tail and tail[0].surface in ("は", "も"):
        j = 2 if tail[1:2] and tail[1].part_of_speech.startswith("副詞") else 1
        if tail[j:j + 1] and tail[j].base_form == "する":  # 再イメージは(まだ)しないで: the verb's own tail follows する
            tail = tail[j + 1:]
        else:  # 一斉リセットは去年実施済み: when, then carried out (実施), then its tail
            j = 2 if tail[1:2] and tail[1].surface in _JA_WHEN else 1
            if tail[j:j + 1] and tail[j].surface in DANGER_JA_CARRYING_OUT:
                tail = tail[j + 1:]
                tail = tail[1:] if tail[:1] and tail[0].base_form == "する" else tail
    if tail and tail[0].base_form in ("て", "で") and tail[1:2] and tail[1].base_form in _JA_COMPLETIVE:
        tail = tail[1:]
    if tail and tail[0].base_form in _JA_COMPLETIVE:
        tail = tail[1:]  # 消しちゃった, 削除してしまった: the past is read after the completive auxiliary
    if "".join(t.surface for t in tail[:3]).startswith(_JA_ATTACKERS):
        return True  # 「ファイアウォールを無効化するマルウェア」: what an attacker does
    bases = [t.base_form for t in tail[:3]]
    if bases[:3] == ["て", "いる", "た"]:
        tail, bases = tail[2:], bases[2:]  # 削除していた: the past progressive is past
    past = bool(tail) and tail[0].surface in ("た", "だ", "済み", "済", "中") and bases[1:2] not in (["方"], ["ほう"])
    if bases[:2] == ["ない", "か"] and len(tail) == 2:
        return False  # 「消さないか？」 closing the sentence invites (request_framing.as_typed adds the か to 「消さない？」)
    if bases[:1] and bases[0] in _JA_WAY_NOUNS:
        bases = bases[:1]  # 消す方法ない？ asks whether there is a way: the ない is the way's, not the act's
    if bases[:1] in (["れる"], ["られる"]) and _asks_if_able([t.base_form for t in tail[1:4]]):
        return False  # 「止められますか」「止められるか？」: whether the reader can do it, no passive report
    if any(b in ("れる", "られる", "ない", "ぬ", "ず", "禁止", "避ける", "控える") for b in bases[:2]) or past or \
            bases in (["て", "は", "いける"], ["て", "は", "なる"]):
        return True  # 停止は禁止, 削除してはいけない/ならない: forbidden; 消した方がいい advises the act
    if bases[:1] == ["ます"] and len(bases) > 1:
        return bases[1] == "た" or (bases[1] == "ん" and bases[2:3] != ["か"])
    return bases == ["う", "と", "する"]  # 消そうとしている; 消そうと思う is an intent
