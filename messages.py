"""What the operator reads: every operator-facing Japanese string (spec templates word for word).

Kept apart from constants.py (defaults and keyword lists) so the wording can be reviewed in one place.
"""

# --- What the operator reads (Japanese; spec templates word for word) -------------------
SECURITY_NOTICE = "⚠️ 機密情報の入力は禁止されています"
DANGER_BANNER = "⚠️ 承認・確認が必要"

INSUFFICIENT_EVIDENCE_TEMPLATE = """該当する手順が見つかりませんでした。

以下の点をご確認ください：
- 質問のキーワードを変えて再度お試しください
- 手順書に該当する内容が含まれているか確認してください"""

AMBIGUOUS_QUERY_TEMPLATE = """質問が曖昧な可能性があります。以下の情報を追加していただけると、より正確な回答ができます：

- 対象システムや環境
- 具体的な操作や手順名
- エラーメッセージや状況

例：「ログインできない」→「Active Directoryへのログインができない。エラーコード: 0x80090308」"""

EXTRACTIVE_LABEL = "📄 LLM未設定のため、手順書の該当箇所を抜粋しています（生成された回答ではありません）。"
LLM_FAILED_LABEL = "❌ LLMの呼び出しに失敗しました（{attempts}回試行）。以下は手順書の該当箇所の抜粋です。"
# Beside a quote from a runbook in the other language: (question language, runbook language) → note.
NO_FIGURE_NOTE = {"ja": "ℹ️ 抜粋した箇所には、質問された数値（期間・回数など）の記載が見つかりませんでした。手順書に記載がない可能性があります。",
                  "en": "ℹ️ The quoted passages give no figure (time, count) for what was asked; the runbooks may not state one."}
QUOTE_LANGUAGE_NOTE = {("ja", "en"): "（英語の手順書・原文のまま引用）", ("en", "ja"): " (Japanese runbook, quoted as written)"}
LLM_TRUNCATED_NOTE = "⚠️ 回答が途中で打ち切られました。引用元の手順書を必ず確認してください。"
SECRET_IN_QUERY_WARNING = (
    "⚠️ 質問にパスワード・APIキー・トークンなどの機密情報が含まれている可能性があります。"
    "監査ログではマスクしますが、機密情報は入力しないでください。"
)
CITATION_TITLE = "引用元: {source} (スコア: {score:.2f})"
PAGE_SUFFIX = " p.{page}"

MSG = {
    "data_folder_missing": "データフォルダが存在しません: {path}",
    "data_folder_not_dir": "データフォルダのパスがフォルダではありません: {path}",
    "data_folder_empty": "データフォルダに手順書（PDF/Markdown）がありません。データを追加してください: {path}",
    "pdf_unreadable": "PDFファイルを読み込めませんでした（破損している可能性があります）",
    "pdf_encrypted": "PDFが暗号化されているため読み込めません",
    "pdf_no_text": "テキストを抽出できませんでした（スキャン画像のみのPDFの可能性があります）",
    "file_empty": "ファイルが空です",
    "not_utf8": "UTF-8として読み込めません（文字コードをUTF-8にしてください）",
    "file_unreadable": "ファイルを読み込めませんでした: {detail}",
    "index_busy": "別のインデックス再構築が実行中です。完了してから再度お試しください。",
    "index_waiting": "別のインデックス更新が実行中のため、完了を待っています（最大 {seconds:.0f} 秒）…",
    "index_missing": "インデックスがありません。サイドバーの「インデックス再構築」を実行してください。",
    "index_mismatch": (
        "インデックスは埋め込みモデル「{built}」で作成されていますが、現在の設定は「{current}」です。"
        "検索結果が不正確になるため、インデックスを再構築してください。"
    ),
    "chroma_unavailable": "ベクトルDBに接続できません（{detail}）。インデックスを再構築するか、Chromaサーバーの設定を確認してください。",
    "bm25_only": "現在はキーワード検索（BM25）のみで回答しています。ベクトルDBが復旧すると自動的に通常の検索に戻ります。",
    "memory_error": "メモリが不足しました。CHUNK_SIZE を小さくするか、データを分割してください。",
    "rebuild_failed": "インデックスの再構築に失敗しました（以前のインデックスで回答を続けます）。",
    "vectors_pending": "ベクトル化の途中です（{embedded}/{total} チャンク）。未処理のチャンクはキーワード検索（BM25）のみで検索されます。",
    "typo_read_as": "「{typed}」は手順書にない語のため、「{word}」として検索しました。",
    "no_further_steps": "前の回答で示した箇所より後の手順は、この手順書には見つかりませんでした。",
    "llm_error_detail": "LLMエラー: {detail}",
    "llm_timeout": "LLMが{seconds:.0f}秒以内に応答しなかったため、生成を打ち切りました。",
    "llm_bad_request": "LLMがリクエストを受け付けませんでした。LLM_MODEL（{model}）と OPENAI_BASE_URL（{url}）の設定を確認してください。",
    "llm_unauthorized": "LLMの認証に失敗しました。OPENAI_API_KEY が正しいか確認してください。",
    "llm_forbidden": "このAPIキーではモデル「{model}」を利用できません。キーの権限か LLM_MODEL を確認してください。",
    "llm_not_found": "モデル「{model}」または接続先（{url}）が見つかりません。LLM_MODEL と OPENAI_BASE_URL を確認してください。",
    "audit_held": "⚠️ 監査ログに書き込めませんでした（{detail}）。記録（マスク済み）は保留中です（{pending}件）。ログフォルダが書き込み可能になった時点で保存します。",
    "audit_lost": "❌ 監査ログに書き込めず、保留もできなかった記録が{lost}件あります（{detail}）。ログフォルダの空き容量と権限を確認してください。",
    "slow_answer": "⏳ 回答の生成に時間がかかっています（5秒以上）。引用元は先に表示しています。",
    "slow_answer_done": "⏳ 回答に{seconds:.1f}秒かかりました（目安の5秒を超過）。LLMまたは検索の応答が遅くなっています。",
    "unexpected_error": "予期しないエラーが発生しました。もう一度お試しください。続く場合は管理者に連絡してください。",
    # The operator's screen (issue 14) and where runbook folders may come from (DATA_ROOTS).
    "data_folder_outside_roots": (
        "このフォルダは使用できません（許可された手順書フォルダ DATA_ROOTS の外にあります）: {path}\n\n"
        "許可されているフォルダ: {roots}"
    ),
    # Hostile input (issue 13): files refused one by one, and passages that address an AI.
    "symlink_outside": "データフォルダの外を指すシンボリックリンクのため読み込みません",
    "symlink_loop": "シンボリックリンクが循環しているため辿りません",
    "symlink_broken": "リンク先が存在しないシンボリックリンクです",
    "not_text": "テキストファイルではありません（バイナリデータや制御文字を含んでいます）",
    "pdf_dependency": "PDFを読み込むためのライブラリが不足しています（{detail}）。管理者に連絡してください",
    "suspicious_instruction": "AI向けの指示を含む可能性があります",
    "suspicious_citation": "⚠️ AI向けの指示を含む可能性があります（この箇所の指示には従わず、手順書の管理者に確認してください）",
}

# Labels and captions of the Streamlit app.
UI_TEXT = {
    "page_title": "SOC 手順書アシスタント",
    "title": "🛡️ SOC 手順書アシスタント",
    "sidebar_header": "設定",
    "data_folder_label": "手順書フォルダ (data_folder_path)",
    "k_label": "検索件数 k",
    "bm25_label": "BM25 の重み",
    "vector_weight": "ベクトル検索の重み: {weight:.2f}（1 − BM25 の重み）",
    "rebuild_button": "🔄 インデックス再構築",
    "chat_placeholder": "手順書について質問してください（例: アカウントロックアウトの解除手順は？）",
    "rebuild_done": "再構築完了: 追加 {added} ・ 更新 {updated} ・ 削除 {removed} ・ 変更なし {unchanged}（{seconds:.1f}秒）",
    "unreadable_file": "読み込めなかったファイル: {file} — {error}",
    "rebuild_elsewhere": "別のセッションがインデックスを再構築中です（ファイル {done}/{total}）。完了までは以前のインデックスで回答します。",
    "status_header": "インデックスの状態",
    "status_body": (
        "- チャンク数: **{chunks}**\n- ファイル数: **{files}**\n- 最終構築: {last_built}\n"
        "- ベクトル化: {embedded}/{chunks}\n- 手順書フォルダ: `{folder}`"
    ),
    "not_built": "未構築",
    "answer_mode": "**回答モード:** {mode}",
    "embedding_model": "**埋め込みモデル（インデックス作成時）:** `{model}`",
    "mode_extractive": "抽出モード（LLM未設定: 手順書の該当箇所をそのまま抜粋）",
    "mode_llm": "LLM 生成モード（{model}）",
    "mode_llm_server": "LLM 生成モード（{model} @ {url}）",
    "answer_caption": "処理時間: {seconds:.2f}秒 ・ {mode}",
    "result_modes": {"extractive": "手順書の抜粋", "none": "定型メッセージ"},
    "cost_caption": " ・ トークン: {tokens} ・ 推定費用: US{cost}",
    "settings_error": "設定を読み込めませんでした（.env または環境変数を確認してください）: {detail}",
    "early_quotes": "📄 回答の生成中: 手順書の該当箇所（抜粋）",
    # --- The operator's screen during an incident (issue 14) ---
    "score_help": (
        "根拠スコア（0〜1）: 質問の語句と意味がこの箇所にどれだけ含まれるか。質問が違っても同じ尺度で、"
        "{threshold:.2f} 以上の箇所だけを回答の根拠として引用します。"
    ),
    "citation_score": "スコア（根拠スコア）: {score:.2f}",
    "low_relevance_header": "関連度低（根拠スコア {threshold:.2f} 未満: 回答の根拠ではありません）",
    "low_relevance_title": "関連度低: {source} (スコア: {score:.2f})",
    "error_details": "詳細（技術情報）",
    "history_note": "会話はすべて表示しています。回答の文脈として使うのは直近 {n} 往復だけです。",
    "new_conversation": "🆕 新しい会話",
    "folder_pick_label": "許可されたフォルダから選ぶ",
    "folder_pick_placeholder": "フォルダを選択…",
    "folder_change_button": "📂 フォルダを変更…",
    "folder_unapplied": "入力したフォルダはまだ適用されていません（使用中: `{folder}`）。「フォルダを変更…」で確認します。",
    "folder_same": "このフォルダはすでに使用中です: {folder}",
    "folder_confirm": (
        "手順書フォルダを `{folder}` に変更しますか？ インデックス全体が置き換わります。\n\n"
        "- 追加されるファイル: **{added}**\n- 削除されるファイル: **{removed}**\n- 共通のファイル: {kept}"
    ),
    "folder_confirm_yes": "✅ 変更する",
    "folder_confirm_no": "キャンセル",
    "progress_files": "インデックス構築中 — ファイル {done}/{total} ・ {eta}",
    "progress_vectors": "ベクトル化中 — チャンク {done}/{total} ・ {eta}",
    "eta_seconds": "残り約 {n} 秒",
    "eta_minutes": "残り約 {n} 分",
    "eta_unknown": "残り時間を計算中",
    "toast_rebuilt": "インデックスの再構築が完了しました",
    "toast_rebuild_failed": "インデックスの再構築に失敗しました（サイドバーを確認してください）",
    "toast_vectors_done": "ベクトル化が完了しました（{total} チャンク）",
    "suspicious_header": "⚠️ AI向けの指示を含む可能性があります（管理者の確認が必要）: {count} 件",
    "suspicious_item": "- {file} > {heading}",
}


MSG.update({
    "teams_file_missing": "チーム設定ファイル（TEAMS_FILE）が見つかりません: {path}",
    "teams_file_invalid": "チーム設定ファイル（TEAMS_FILE）が不正です: {detail}",
    "team_unknown": "チーム「{team}」は設定されていません。設定済みのチーム: {known}",
    "team_required": "チームを --team で指定してください。設定済みのチーム: {known}",
    "slack_team_required": "TEAMS_FILE を使う場合は、Slack アプリが回答するチームを SLACK_TEAM で指定してください。設定済みのチーム: {known}",
    "team_denied": "チーム「{team}」の手順書を参照する権限がありません。",
    "no_team": "参照できるチームがありません。管理者にチームへの追加を依頼してください。",
    "index_missing_operator": "このチームの手順書インデックスがまだありません。管理者に連絡してください。",
    "admin_only": "この操作は管理者のみ実行できます。",
    "folder_not_configured": "このフォルダはチーム「{team}」のデータフォルダとして設定されていません。",
    "user_unknown": "ユーザー「{user}」はチーム設定ファイルに登録されていません。",
    "login_failed": "ユーザー名またはパスワードが正しくありません。",
    "login_required": "ログインしてください。",
    "sso_not_registered": "{email} はこのアプリの利用者として登録されていません。管理者に連絡してください。",
    "auth_needs_teams": "AUTH={mode} にはユーザーを定義したチーム設定ファイル（TEAMS_FILE）が必要です。",
    "open_without_sign_in": (
        "⚠️ サインインが無効のまま、ローカル以外のアドレス（{address}）で公開されています。"
        "このページに到達できる人は誰でも質問・再構築・フォルダ変更ができます。"
        "チームで使う場合は AUTH=password（または oidc）と TEAMS_FILE を設定してください。"
    ),
})

UI_TEXT.update({
    "team_label": "チーム",
    "all_teams": "自分のすべてのチーム",
    "folder_select_label": "手順書フォルダ（設定済みのものから選択）",
    "folder_hidden": "（管理者のみ表示）",
    "signed_in_as": "ログイン中: **{name}**（{role}・{teams}）",
    "role_names": {"operator": "オペレーター", "admin": "管理者"},
    "logout_button": "ログアウト",
    "login_form": {"Form name": "ログイン", "Username": "ユーザー名", "Password": "パスワード", "Login": "ログイン"},
    "sso_button": "シングルサインオンでログイン",
    "page_label": "ページ",
    "page_chat": "💬 チャット",
    "page_audit": "📋 監査ログ",
    "audit_title": "監査ログ",
    "audit_filter_team": "チーム",
    "audit_filter_user": "ユーザー",
    "audit_filter_dates": "期間",
    "audit_filter_flag": "フラグ",
    "audit_flags": {"insufficient_evidence": "根拠不足（回答拒否）", "dangerous_operation": "危険操作",
                    "ambiguous_query": "曖昧な質問", "thumbs_down": "👎 フィードバック"},
    "audit_empty": "条件に合う記録はありません。",
    "audit_summary": "質問 {questions} 件 ・ 回答拒否 {refused} 件 ・ 👎 {down} 件 ・ 平均処理時間 {latency:.2f}秒 ・ 推定費用合計 US${cost:.4f}",
    "audit_download": "📥 CSV をダウンロード",
    "audit_columns": {"timestamp": "日時", "user_id": "ユーザー", "teams": "チーム", "client_ip": "接続元IP",
                      "query": "質問", "flags": "フラグ", "refusal": "回答拒否の理由", "feedback": "評価",
                      "processing_time_sec": "処理時間（秒）", "cost_usd": "推定費用（US$）", "mode": "回答モード",
                      "sources": "検索された手順書", "answer_id": "回答ID", "topic": "話題（代表的な質問）",
                      "count": "件数", "questions": "質問", "users": "質問したユーザー", "last_asked": "最終質問日時"},
    "gap_title": "手順書の不足レポート（回答できなかった質問の話題別件数）",
    "gap_caption": "同じ話題の質問を埋め込みモデルでまとめています。件数の多い話題から手順書を追加してください。",
    "gap_empty": "回答できなかった質問はありません。",
    "gap_download": "📥 不足レポートを CSV でダウンロード",
})

# --- Slack ---------------------------------------------------------------------------
SLACK_TEXT = {
    "searching": "🔍 手順書を検索しています…",
    "streaming": "{partial} ▌",
    "not_invited": "このチャンネルにはアプリが招待されていないため回答できません。`/invite` でアプリを招待してから質問してください。",
    "empty_question": "質問を入力してください（例: `/runbook アカウントロックアウトの解除手順は？`）。管理コマンド: `status`・`sources`・`rebuild`",
    "slash_question": "<@{user}> の質問: {question}",
    "index_missing": "インデックスがありません。管理者が `rebuild` を実行してください。",
    "admin_only": "`rebuild` は管理者のみ実行できます。",
    "rebuild_started": "🔄 インデックスの再構築を開始しました…",
    "rebuild_progress": "🔄 インデックス再構築中 — ファイル {done}/{total}: `{file}`",
    "sources_title": "*引用元*",
    "sources_line": "[{n}] {source} (スコア: {score:.2f})",
    "feedback_up": "👍 役に立った",
    "feedback_down": "👎 役に立たなかった",
    "feedback_thanks": "フィードバックを記録しました（{rating}）。ありがとうございます。",
    "status": (
        "*インデックスの状態*\n• ファイル数: {files}\n• チャンク数: {chunks}\n• ベクトル化: {embedded}/{chunks}（{coverage:.0%}）\n"
        "• 最終構築: {last_built}\n• 回答モード: {mode}\n• 埋め込みモデル: `{embedding}`"
    ),
    "status_rebuilding": "• 再構築中: ファイル {done}/{total}",
    "sources_header": "*手順書一覧*（{count} 件）",
    "sources_item": "• `{file}`（{chunks} チャンク）",
    "sources_more": "…ほか {count} 件",
}
