"""A Japanese ↔ English glossary of SOC and incident-response vocabulary, for cross-lingual search.

Operators ask in Japanese about English vendor playbooks (and the reverse). The bundled e5 model
ranks same-language text higher, and BM25 cannot match 隔離 to "isolate", so a question's words are
also looked up here and their other-language equivalents searched in the other language's
runbooks. Each entry is one concept: Japanese surface forms (matched as substrings of the
NFKC-normalised question, so colloquial and conjugated forms are listed as stems) and English
words (matched as lower-case words, a plural or -ed/-ing form included). Written for this project
from general SOC usage, not from any question set.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# (Japanese stems, English words). Keep entries to one concept. An English phrase is written with
# underscores (group_policy): a question names the entry by the whole phrase, not by one of its words
# ("account" alone is not a service account); searched, the phrase is its words.
GLOSSARY: tuple[tuple[str, str], ...] = (
    # incident handling lifecycle
    ("インシデント", "incident"),
    ("封じ込め 封じ込む 拡大防止 被害拡大", "containment contain"),
    ("隔離 切り離 切り離し 遮断 ネットワークから外", "isolate isolation quarantine disconnect"),
    ("根絶 駆除 除去", "eradication eradicate remove removal"),
    ("復旧 戻す 元に戻 リストア 復元", "recovery recover restore restoration"),
    ("検知 検出 見つけ 気づ 気付", "detect detection alert"),
    ("分析 調べ 調査 解析", "analysis analyze investigate investigation"),
    ("初動 最初に 初期対応 まず何", "initial first triage"),
    ("トリアージ 優先度 優先順位", "triage priority prioritize prioritization prio"),
    ("事後 振り返り ポストモーテム 反省会 事後検証", "postmortem post-mortem lessons_learned retrospective review"),
    ("後片付け 片付け 後始末 収束後 終わった後", "cleanup after follow-up wrap"),
    ("大事故 重大インシデント 大規模 大障害", "major_incident"),
    ("直す 直し 修正 修復", "fix resolve remediate repair"),
    ("教訓", "lessons_learned"),
    ("準備 備え 事前", "preparation prepare"),
    ("手順 やり方 段取り", "procedure steps playbook"),
    ("プレイブック", "playbook"),
    ("エスカレーション エスカレ 上げる 上に上げ", "escalate escalation"),
    ("重大度 深刻度 レベル", "severity severity_level sev"),
    ("影響 被害", "impact damage affected"),
    ("範囲 スコープ どこまで", "scope extent"),
    ("タイムライン 時系列 経緯", "timeline chronology"),
    ("根本原因 原因", "root_cause"),
    ("再発防止 再発", "prevent_recurrence recurrence"),
    ("証拠 エビデンス 証跡", "evidence"),
    ("保全 保存 残す 取っておく 確保", "preserve preservation retain collect"),
    ("フォレンジック 鑑識", "forensic forensics"),
    ("メモリダンプ メモリ取得 メモリ", "memory memory_dump ram"),
    ("ディスクイメージ イメージ取得 複製", "disk_image imaging"),
    ("ハッシュ", "hash"),
    ("指標 ioc 痕跡", "indicator ioc indicators indicator_of_compromise"),
    ("侵害 乗っ取 やられ 突破", "compromise compromised breach"),
    ("侵入 不正アクセス 入られ", "intrusion unauthorized unauthorized_access"),
    ("攻撃者 犯人 ハッカー", "attacker adversary threat_actor"),
    ("脅威", "threat"),
    ("脆弱性 穴", "vulnerability"),
    ("パッチ 修正プログラム アップデート", "patch update"),
    ("横展開 横移動 ラテラル", "lateral_movement"),
    ("持続化 永続化 居座", "persistence"),
    ("権限昇格 昇格", "privilege_escalation"),
    ("特権 管理者権限 admin権限", "privileged administrator admin"),
    # roles and people
    ("経営層 経営陣 偉い人 上層部 役員 幹部 上の人 トップ", "executive executives leadership management senior exec execs ceo cfo "
                                               "cto cio ciso coo"),
    ("休暇 休み 有給 不在", "pto vacation holiday ooo"),
    ("指揮官 インシデントコマンダー 指揮 仕切 ic", "incident_commander commander command lead ic"),
    ("副指揮官 補佐 副ic", "deputy"),
    ("書記 記録係 議事録 メモ係", "scribe notes"),
    ("専門家 担当者 詳しい人", "subject_matter_expert sme"),
    ("連絡係 窓口 リエゾン", "liaison"),
    ("広報 マスコミ 報道 メディア", "public_relations communications press media"),
    ("法務 弁護士 法律", "legal counsel lawyer"),
    ("人事", "human_resources hr"),
    ("顧客 お客 ユーザー企業", "customer customers"),
    ("当番 オンコール 待機", "on-call oncall"),
    ("チーム", "team"),
    ("上司 マネージャー 管理職", "manager supervisor"),
    ("ベンダー 業者 委託先", "vendor third_party supplier"),
    ("警察 捜査機関 法執行", "law_enforcement police"),
    ("規制当局 当局 監督官庁", "regulator authority supervisory"),
    ("利害関係者 関係者 ステークホルダー", "stakeholder stakeholders"),
    # communication
    ("報告 伝える 言う 知らせ", "report notify inform"),
    ("通知 届け出 届出 通報 一報 初報", "notification notify notice"),
    ("第一報 初報 最初の報告 最初の連絡", "initial_notification first_report"),
    ("連絡 連絡先 電話", "contact call"),
    ("会議 ミーティング 打ち合わせ ブリッジ mtg", "call_bridge bridge meeting"),
    ("チャット チャンネル スラック", "chat channel slack"),
    ("ステータス 状況 現状 進捗", "status_update progress"),
    ("期限 締め切り いつまで 何時間以内 以内", "deadline within_hours"),
    ("時間", "hours time"),
    ("承認 許可 ok 決裁", "approval approve authorization"),
    ("判断 決定 決め", "decision decide"),
    ("ページ 呼び出 呼ぶ", "page paging"),
    # identity and access
    ("アカウント", "account"),
    ("パスワード パス pw", "password"),
    ("リセット 初期化", "reset"),
    ("変更 変える 替え", "change rotate"),
    ("ローテーション", "rotate rotation"),
    ("無効化 無効に 止め 停止 止める 使えなく", "disable deactivate revoke suspend stop"),
    ("失効 取り消", "revoke revocation invalidate"),
    ("削除 消す 消し 消去 消え 捨て", "delete remove deletion purge"),
    ("ロック ロックアウト 締め出", "lock lockout locked"),
    ("多要素 mfa 二要素 2fa", "mfa multi-factor multi-factor_authentication"),
    ("認証", "authentication auth"),
    ("認証情報 資格情報 クレデンシャル 鍵 キー", "credential credentials key keys"),
    ("アクセスキー", "access_key"),
    ("トークン", "token tokens"),
    ("セッション", "session sessions"),
    ("サインイン ログイン ログオン", "sign-in signin login logon"),
    ("パスワードスプレー スプレー", "password_spray spray spraying"),
    ("総当たり ブルートフォース", "brute_force"),
    ("同意 アプリ同意", "consent"),
    ("アプリ アプリケーション", "application app"),
    ("権限 許可", "permission permissions privilege"),
    ("グループ", "group"),
    ("ポリシー", "policy"),
    ("ドメインコントローラー dc", "domain_controller"),
    ("krbtgt", "krbtgt kerberos"),
    ("ゴールデンチケット", "golden_ticket"),
    ("サービスアカウント", "service_account"),
    ("ルートアカウント root", "root_account"),
    # malware and attacks
    ("マルウェア ウイルス 不正プログラム", "malware virus malicious"),
    ("ランサムウェア ランサム 身代金", "ransomware ransom"),
    ("暗号化", "encrypt encrypted encryption"),
    ("復号", "decrypt decryption decryptor"),
    ("ワーム", "worm"),
    ("トロイ", "trojan"),
    ("バックドア", "backdoor"),
    ("ウェブシェル webshell", "web_shell webshell"),
    ("フィッシング 釣り 怪しいメール 不審メール", "phishing phish suspicious_email"),
    ("ビジネスメール詐欺 bec 詐欺 社長詐欺 ceoなりすまし 社長なりすまし 役員なりすまし", "business_email_compromise bec fraud fraudster scammer ceo_fraud"),
    ("送金 振込 振り込 支払", "wire_transfer payment"),
    ("なりすまし 偽装", "spoofing impersonation spoof"),
    ("添付 添付ファイル", "attachment attachments"),
    ("リンク url", "link url links"),
    ("改ざん 書き換え", "defacement tampering modify"),
    ("サービス妨害 dos ddos 高負荷", "denial_of_service dos ddos"),
    ("データ漏えい 漏えい 漏洩 流出 漏れ", "data_breach breach leak exfiltration disclosure"),
    ("個人情報 個人データ", "personal_data pii personal_information"),
    ("持ち出 外部送信", "exfiltration exfiltrate exfil"),
    ("スケジュールタスク タスク", "scheduled_task"),
    ("グループポリシー gpo", "group_policy gpo"),
    ("サプライチェーン 供給網", "supply_chain"),
    ("内部不正 内部犯", "insider"),
    ("スパム 迷惑メール", "spam"),
    ("転送 転送ルール 自動転送", "forwarding forward rule"),
    ("受信トレイ ルール", "inbox inbox_rule"),
    # systems and logs
    ("ログ 記録", "log logs logging"),
    ("監査ログ 監査", "audit audit_log audit_logging"),
    ("イベントログ イベント", "event_log"),
    ("イベントid", "event_id"),
    ("保持 保存期間 残る期間", "retention retain"),
    ("サーバー サーバ 箱 sv", "server servers"),
    ("端末 pc パソコン クライアント エンドポイント", "endpoint host workstation machine"),
    ("ホスト", "host"),
    ("ネットワーク nw", "network"),
    ("ファイアウォール fw", "firewall"),
    ("プロキシ", "proxy"),
    ("dns", "dns"),
    ("ip アドレス", "ip_address"),
    ("通信 トラフィック", "traffic connection"),
    ("バックアップ", "backup backups"),
    ("スナップショット", "snapshot"),
    ("クラウド", "cloud"),
    ("インスタンス", "instance instances ec2"),
    ("バケット s3", "bucket s3"),
    ("メール メールボックス", "email mail mailbox"),
    ("ファイル", "file files"),
    ("フォルダ ディレクトリ", "folder directory"),
    ("プロセス", "process"),
    ("サービス", "service"),
    ("レジストリ", "registry"),
    ("コマンド", "command"),
    ("スクリプト", "script"),
    ("設定 構成", "configuration configure setting settings"),
    ("有効化 有効に オンに", "enable enabled"),
    ("監視", "monitor monitoring"),
    ("アラート 警告", "alert alerts warning"),
    ("siem", "siem"),
    # Microsoft 365 services by the short names admins use (the runbooks write them out)
    ("exo", "exo exchange_online"),
    ("spo", "spo sharepoint_online"),
    ("edr", "edr endpoint_detection"),
    ("ウイルス対策 アンチウイルス av", "antivirus anti-virus"),
    ("電源 シャットダウン 再起動", "power shutdown reboot restart"),
    ("外部 インターネット", "external internet"),
    ("内部 社内", "internal"),
    ("データ", "data"),
    ("機密 秘密", "sensitive confidential"),
    ("暗号資産 ビットコイン", "cryptocurrency bitcoin"),
    ("支払 払う 払っ", "pay payment"),
    ("保険", "insurance"),
    ("費用 コスト", "cost"),
    ("文書 ドキュメント 書類", "document documentation"),
    ("テンプレート ひな形 雛形", "template"),
    ("チェックリスト", "checklist"),
    ("訓練 演習 トレーニング", "training exercise drill"),
    ("計画", "plan"),
    ("方針", "policy"),
    ("役割 ロール", "role roles responsibilities"),
    ("責任", "responsibility responsible"),
    ("確認 チェック 見る", "check verify review"),
    ("記録 文書化 書き残", "document record"),
    ("共有", "share sharing"),
    ("外部公表 公表 発表", "public_announcement disclose"),
    ("規制 法令 法的", "regulatory legal compliance"),
    ("gdpr", "gdpr"),
    ("72時間", "72_hours"),
    ("顧客への通知 顧客通知", "customer_notification"),
    ("優先 重要", "priority critical important"),
    ("完了 終わ 終了 クローズ", "complete close resolved"),
    ("開始 始め 宣言", "start declare"),
    ("引き継ぎ 引継ぎ 交代", "handoff handover"),
    ("日本語", "japanese"),
    # workplace abbreviations and words operators type for things the runbooks write out
    ("事業継続 事業継続計画 bcp", "business_continuity continuity_plan bcp"),
    ("ネットワークアダプタ ネットワークカード nic", "nic network_adapter network_interface"),
    ("ダウンロード dl", "download"),
    ("アップロード ul", "upload"),
    ("ペネトレーションテスト ペンテスト 侵入テスト", "pentest penetration_test pen_test pentester"),
    ("遡る さかのぼ 遡っ", "lookback look_back"),
    ("根本原因分析 なぜなぜ", "rca root_cause_analysis"),
    ("標準作業手順 作業手順書", "sop standard_operating_procedure"),
    ("概念実証 poc", "proof_of_concept"),
    ("サービスレベル合意 sla", "service_level_agreement"),
    ("プロジェクト pj", "project"),
    ("至急 大至急", "asap urgent"),
    ("本日中 今日中 終業まで", "eod end_of_day"),
    ("ご参考まで 参考まで", "fyi"),
    # everyday words of a procedure (loanwords and plain verbs an operator types)
    ("ツール 道具", "tool tools"),
    ("コピー 写し", "copy copies"),
    ("サイト ホームページ", "site website"),
    ("保管 置き場 保存場所", "store storage stored"),
    ("接続 つなぐ つなぎ 繋", "connect connection reconnect"),
    ("順番 順序", "order sequence"),
    ("記者 取材 インタビュー", "reporter journalist interview press"),
    ("偽サイト 偽物 偽の", "fake fraudulent"),
)

_WORD = re.compile(r"[a-z0-9][a-z0-9\-]*")


def stem(word: str) -> str:
    """Plural and -ed/-ing endings off, so "isolated" and "isolating" look up "isolate"."""
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


@lru_cache(maxsize=1)
def _entries() -> list[tuple[tuple[tuple[str, ...], tuple[str, ...]], frozenset[str], tuple[str, ...],
                             tuple[tuple[str, ...], ...]]]:
    """Each glossary entry as (Japanese stems, English words), NFKC + lower case, with what a question
    must show to name it, computed once: the stems of its ASCII words, its Japanese substrings and
    its English phrases as stem sequences."""
    entries = []
    for ja, en in GLOSSARY:
        ja_words = tuple(unicodedata.normalize("NFKC", s).lower() for s in ja.split())
        en_words = tuple(w.replace("_", " ") for w in en.lower().split())
        stems = frozenset([stem(s) for s in ja_words if s.isascii()] + [stem(w) for w in en_words if " " not in w])
        phrases = tuple(tuple(_root(p) for p in w.split()) for w in en_words if " " in w)
        entries.append(((ja_words, en_words), stems, tuple(s for s in ja_words if not s.isascii()), phrases))
    return entries


def _root(word: str) -> str:
    """A word's `stem` without a final e, so a phrase's words match any form ("brute forcing")."""
    root = stem(word)
    return root[:-1] if len(root) > 3 and root.endswith("e") else root


def _says(words: list[str], phrase: tuple[str, ...]) -> bool:
    """Does the question's word sequence hold the phrase's words in a row?"""
    n = len(phrase)
    return any(tuple(words[i:i + n]) == phrase for i in range(len(words) - n + 1))


def matched_entries(text: str) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The glossary entries a question names, in either language.

    A Japanese stem matches as a substring (so conjugations and compounds match); an ASCII stem or
    an English word matches as a whole word, a plural or -ed/-ing form included; an English phrase
    matches as its words in a row.
    """
    normalized = unicodedata.normalize("NFKC", text).lower()
    sequence = [stem(w) for w in _WORD.findall(normalized)]
    words = set(sequence)
    roots = [_root(part) for w in sequence for part in w.split("-") if part]  # "brute-force" as its words
    return [entry for entry, stems, substrings, phrases in _entries()
            if not stems.isdisjoint(words) or any(s in normalized for s in substrings)
            or any(_says(roots, p) for p in phrases)]


def known_word(word: str) -> bool:
    """Does the glossary have this ASCII word (PC, VPN, MFA), as a concept the runbooks may write otherwise?"""
    target = stem(unicodedata.normalize("NFKC", word).lower())
    return any(target in stems or any(_root(target) in p for p in phrases) for _, stems, _, phrases in _entries())


@lru_cache(maxsize=1)
def english_dictionary() -> frozenset[str]:
    """The words English dictionaries list (`english-words`: web2 + GCIDE), lower case: what is a word,
    not a name or a typo."""
    from english_words import get_english_words_set

    return frozenset(get_english_words_set(["web2", "gcide"], lower=True))
