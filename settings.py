"""One settings object, read once from defaults, `.env`, the environment and CLI flags, then passed explicitly."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping

from constants import (
    AUTH_MODES, CHROMA_DB_PATH, COLLECTION_NAME, DEFAULT_BM25_WEIGHT, DEFAULT_CHUNK_OVERLAP, DEFAULT_CHUNK_SIZE, DEFAULT_DATA_FOLDER,
    DEFAULT_EVIDENCE_THRESHOLD, DEFAULT_K, DEFAULT_LLM_MODEL, DEFAULT_LOCAL_EMBEDDING_MODEL,
    DEFAULT_OPENAI_EMBEDDING_MODEL, EMBEDDING_PROVIDERS, LLM_TOTAL_TIMEOUT_SEC, LOGS_FOLDER,
)
from embeddings import embedding_model_id
from masking import MaskingOptions


@dataclass(frozen=True)
class Settings:
    """Every setting, read once from env/.env and CLI flags and passed explicitly from there on."""

    data_folder: str = DEFAULT_DATA_FOLDER
    chroma_db_path: str = CHROMA_DB_PATH
    logs_folder: str = LOGS_FOLDER
    embedding_provider: str = "local"
    embedding_model: str = DEFAULT_LOCAL_EMBEDDING_MODEL
    embedding_cache_path: str = ""
    embed_threads: int = 1
    openai_api_key: str = field(default="", repr=False)
    openai_base_url: str = ""
    llm_model: str = DEFAULT_LLM_MODEL
    judge_model: str = ""
    chroma_host: str = ""
    chroma_port: int = 8000
    chunk_size: int = DEFAULT_CHUNK_SIZE
    chunk_overlap: int = DEFAULT_CHUNK_OVERLAP
    k: int = DEFAULT_K
    bm25_weight: float = DEFAULT_BM25_WEIGHT
    evidence_threshold: float = DEFAULT_EVIDENCE_THRESHOLD
    refuse_unknown_names: bool = True
    rag_debug_log_enabled: bool = True
    llm_total_timeout: float = LLM_TOTAL_TIMEOUT_SEC
    collection_name: str = COLLECTION_NAME
    teams_file: str = ""
    auth: str = "none"
    mask_emails: bool = False
    mask_internal_ips: bool = False
    # Slack front end (slack_app.py); one team until team configuration lands.
    slack_bot_token: str = field(default="", repr=False)
    slack_signing_secret: str = field(default="", repr=False)
    slack_app_token: str = field(default="", repr=False)
    slack_admin_users: str = ""
    slack_api_base_url: str = ""
    slack_port: int = 3000
    slack_team: str = ""
    rag_show_sources: bool = True
    # DATA_ROOTS: the folders runbooks may be indexed from (empty: the data folder only).
    data_roots: tuple[str, ...] = ()

    @property
    def llm_enabled(self) -> bool:
        """An LLM is configured: an API key, or an OpenAI-compatible server that may need none."""
        return bool(self.openai_api_key or self.openai_base_url)

    @property
    def masking(self) -> MaskingOptions:
        """What masking covers besides secrets (MASK_EMAILS, MASK_INTERNAL_IPS)."""
        return MaskingOptions(emails=self.mask_emails, internal_ips=self.mask_internal_ips)

    @property
    def slack_admins(self) -> frozenset[str]:
        """Slack user ids allowed to run `rebuild` (SLACK_ADMIN_USERS, comma or space separated)."""
        return frozenset(re.split(r"[\s,]+", self.slack_admin_users.strip())) - {""}

    @property
    def roots(self) -> tuple[str, ...]:
        return self.data_roots or (self.data_folder,)

    @property
    def embedding_id(self) -> str:
        return embedding_model_id(self.embedding_provider, self.embedding_model)

    @property
    def cache_path(self) -> str:
        return self.embedding_cache_path or str(Path(self.chroma_db_path) / "embedding_cache.sqlite")


_ENV_FIELDS = {
    "DATA_FOLDER": "data_folder", "CHROMA_DB_PATH": "chroma_db_path", "LOGS_FOLDER": "logs_folder",
    "EMBEDDING_PROVIDER": "embedding_provider", "EMBEDDING_MODEL": "embedding_model",
    "EMBEDDING_CACHE_PATH": "embedding_cache_path", "EMBED_THREADS": "embed_threads",
    "OPENAI_API_KEY": "openai_api_key", "OPENAI_BASE_URL": "openai_base_url", "LLM_MODEL": "llm_model",
    "JUDGE_MODEL": "judge_model", "CHROMA_HOST": "chroma_host", "CHROMA_PORT": "chroma_port",
    "CHUNK_SIZE": "chunk_size", "CHUNK_OVERLAP": "chunk_overlap", "DEFAULT_K": "k", "BM25_WEIGHT": "bm25_weight",
    "EVIDENCE_THRESHOLD": "evidence_threshold", "REFUSE_UNKNOWN_NAMES": "refuse_unknown_names",
    "RAG_DEBUG_LOG_ENABLED": "rag_debug_log_enabled", "LLM_TOTAL_TIMEOUT_SEC": "llm_total_timeout",
    "CHROMA_COLLECTION": "collection_name", "TEAMS_FILE": "teams_file", "AUTH": "auth",
    "MASK_EMAILS": "mask_emails", "MASK_INTERNAL_IPS": "mask_internal_ips",
    "SLACK_TEAM": "slack_team", "SLACK_BOT_TOKEN": "slack_bot_token", "SLACK_SIGNING_SECRET": "slack_signing_secret",
    "SLACK_APP_TOKEN": "slack_app_token", "SLACK_ADMIN_USERS": "slack_admin_users",
    "SLACK_API_BASE_URL": "slack_api_base_url", "SLACK_PORT": "slack_port", "RAG_SHOW_SOURCES": "rag_show_sources",
}


def parse_roots(raw: str) -> tuple[str, ...]:
    """`DATA_ROOTS`: paths separated by the OS path separator (`:` on Linux, `;` on Windows)."""
    return tuple(part.strip() for part in raw.split(os.pathsep) if part.strip())


def load_settings(env: Mapping[str, str] | None = None, dotenv_path: str | None = ".env", **overrides) -> Settings:
    """Settings from (lowest to highest precedence) defaults, `.env`, the environment, then `overrides`.

    Overrides whose value is None are ignored, so CLI flags can be passed straight through.
    `DATA_ROOTS` defaults to the data folder. Command lines check a `--data` flag against the roots
    of the settings without it (`data_folders.check_flag_folder`), so a flag cannot widen them.
    """
    values: dict[str, str] = {}
    if dotenv_path and Path(dotenv_path).is_file():
        from dotenv import dotenv_values

        values.update({k: v for k, v in dotenv_values(dotenv_path).items() if v is not None})
    values.update(os.environ if env is None else env)
    kwargs: dict = {}
    types = {f: type(getattr(Settings(), f)) for f in _ENV_FIELDS.values()}
    for name, attr in _ENV_FIELDS.items():
        raw = values.get(name)
        if raw is None or raw == "":
            continue
        kind = types[attr]
        try:
            kwargs[attr] = raw.strip().lower() in ("1", "true", "yes", "on") if kind is bool else kind(raw)
        except ValueError as exc:
            raise ValueError(f"{name}={raw!r} is not a valid {kind.__name__}") from exc
    kwargs.update({k: v for k, v in overrides.items() if v is not None})
    kwargs.setdefault("data_roots", parse_roots(values.get("DATA_ROOTS", ""))
                      or (kwargs.get("data_folder", DEFAULT_DATA_FOLDER),))
    provider = kwargs.get("embedding_provider", "local")
    if provider not in EMBEDDING_PROVIDERS:
        raise ValueError(f"EMBEDDING_PROVIDER={provider!r}; choose from {list(EMBEDDING_PROVIDERS)}")
    if "embedding_model" not in kwargs:
        kwargs["embedding_model"] = DEFAULT_OPENAI_EMBEDDING_MODEL if provider == "openai" else DEFAULT_LOCAL_EMBEDDING_MODEL
    settings = Settings(**kwargs)
    if settings.auth not in AUTH_MODES:
        raise ValueError(f"AUTH={settings.auth!r}; choose from {list(AUTH_MODES)}")
    if not 0 <= settings.chunk_overlap < settings.chunk_size:
        raise ValueError(f"need CHUNK_SIZE > CHUNK_OVERLAP >= 0, got {settings.chunk_size} and {settings.chunk_overlap}")
    return settings
