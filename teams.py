"""Teams, their runbook folders and their users, read from the YAML file named by TEAMS_FILE.

Each team gets its own index (chunk store and Chroma collection) under `CHROMA_DB_PATH/teams/NAME`.
Without TEAMS_FILE there is one implicit team whose index is exactly today's, so a single-user
start needs no set-up. The file's `credentials:` and `cookie:` sections use streamlit-authenticator's
layout, with `teams:` added to each user, so one file configures teams and sign-in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

from constants import COLLECTION_NAME, DEFAULT_TEAM, ROLES, TEAM_NAME_PATTERN
from messages import MSG
from loading import AppError
from settings import Settings


class TeamsConfigError(AppError):
    """TEAMS_FILE is missing or malformed (message in Japanese, for the operator)."""


@dataclass(frozen=True)
class Team:
    name: str
    data_folders: tuple[str, ...]


@dataclass(frozen=True)
class User:
    """A person who may sign in: a role and the teams whose runbooks they may read."""

    username: str
    name: str
    role: str
    teams: tuple[str, ...]
    email: str = ""
    password_hash: str = ""


@dataclass(frozen=True)
class Caller:
    """Who is asking: the identity every read and every audit line is checked and stamped with."""

    user_id: str
    role: str
    teams: tuple[str, ...]
    ip: str | None = None

    @property
    def is_admin(self) -> bool:
        return self.role == "admin"

    def audit(self, teams: tuple[str, ...] | list[str]) -> dict:
        """The fields every audit line of this caller carries (spec Phase 3: user id, IP)."""
        return {"user_id": self.user_id, "teams": list(teams), "role": self.role, "client_ip": self.ip}


@dataclass(frozen=True)
class TeamsConfig:
    """The teams, the users, and the sign-in cookie settings; `configured` is False for the implicit team."""

    teams: dict[str, Team]
    users: dict[str, User]
    cookie: dict
    configured: bool = True

    def team(self, name: str) -> Team:
        if name not in self.teams:
            raise TeamsConfigError(MSG["team_unknown"].format(team=name, known=", ".join(sorted(self.teams))))
        return self.teams[name]

    def user_by_email(self, email: str) -> User | None:
        wanted = email.strip().lower()
        return next((u for u in self.users.values() if u.email and u.email.lower() == wanted), None)

    def credentials(self) -> dict:
        """streamlit-authenticator's credentials mapping (hashed passwords only)."""
        return {"usernames": {u.username: {"name": u.name, "email": u.email, "password": u.password_hash,
                                           "roles": [u.role]}
                              for u in self.users.values() if u.password_hash}}


def implicit_config(settings: Settings) -> TeamsConfig:
    """One team, today's data folder and index: what runs when TEAMS_FILE is not set."""
    return TeamsConfig({DEFAULT_TEAM: Team(DEFAULT_TEAM, (settings.data_folder,))}, {}, {}, configured=False)


def load_teams(settings: Settings) -> TeamsConfig:
    """TEAMS_FILE parsed and checked, or the implicit single team when it is not set."""
    if not settings.teams_file:
        return implicit_config(settings)
    path = Path(settings.teams_file)
    if not path.is_file():
        raise TeamsConfigError(MSG["teams_file_missing"].format(path=settings.teams_file))
    import yaml

    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise TeamsConfigError(MSG["teams_file_invalid"].format(detail=exc)) from exc
    return parse_teams(raw, base=path.parent)


def _invalid(detail: str) -> TeamsConfigError:
    return TeamsConfigError(MSG["teams_file_invalid"].format(detail=detail))


def _names(value, where: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise _invalid(f"{where} must be a list of names")
    if not value and where.endswith("data_folders"):
        raise _invalid(f"{where} must be a list of names")
    return tuple(v.strip() for v in value)


def parse_teams(raw: dict, base: Path) -> TeamsConfig:
    """Check the mapping read from YAML; relative data folders are taken from the file's folder."""
    if not isinstance(raw, dict) or not isinstance(raw.get("teams"), dict) or not raw["teams"]:
        raise _invalid("a non-empty `teams:` mapping is required")
    teams = {}
    for name, entry in raw["teams"].items():
        if not isinstance(name, str) or not re.fullmatch(TEAM_NAME_PATTERN, name):
            raise _invalid(f"team name {name!r} must match {TEAM_NAME_PATTERN}")
        folders = _names((entry or {}).get("data_folders") if isinstance(entry, dict) else None,
                         f"teams.{name}.data_folders")
        teams[name] = Team(name, tuple(str(base / f) if not Path(f).is_absolute() else f for f in folders))
    users = {}
    usernames = ((raw.get("credentials") or {}).get("usernames")) or {}
    if not isinstance(usernames, dict):
        raise _invalid("credentials.usernames must be a mapping")
    for username, entry in usernames.items():
        entry = entry or {}
        roles = _names(entry.get("roles", ["operator"]), f"credentials.usernames.{username}.roles")
        unknown_roles = set(roles) - set(ROLES)
        if unknown_roles:
            raise _invalid(f"user {username}: unknown role {sorted(unknown_roles)}; choose from {list(ROLES)}")
        user_teams = _names(entry.get("teams", []), f"credentials.usernames.{username}.teams")
        missing = [t for t in user_teams if t not in teams]
        if missing:
            raise _invalid(f"user {username}: unknown team {missing}")
        password = str(entry.get("password") or "")
        if password and not password.startswith(("$2a$", "$2b$", "$2y$")):
            raise _invalid(f"user {username}: password must be a bcrypt hash (python auth.py hash)")
        users[str(username).lower()] = User(str(username).lower(), str(entry.get("name") or username),
                                            "admin" if "admin" in roles else "operator", user_teams,
                                            str(entry.get("email") or ""), password)
    cookie = raw.get("cookie") or {}
    if not isinstance(cookie, dict):
        raise _invalid("cookie must be a mapping")
    return TeamsConfig(teams, users, cookie)


def team_settings(settings: Settings, config: TeamsConfig, team: str, folder: str | None = None) -> Settings:
    """The settings one team's index is built and read with: its own index folder and collection.

    The implicit team keeps today's paths. `folder` must be one of the team's configured folders
    (the first is the default).
    """
    if not config.configured:
        return replace(settings, data_folder=folder) if folder else settings
    entry = config.team(team)
    chosen = entry.data_folders[0]
    if folder:
        matching = [f for f in entry.data_folders if Path(f).resolve() == Path(folder).resolve()]
        if not matching:
            raise TeamsConfigError(MSG["folder_not_configured"].format(team=team))
        chosen = matching[0]
    # The team's folders are also its DATA_ROOTS: the index itself refuses any other folder.
    return replace(settings, data_folder=chosen, data_roots=entry.data_folders,
                   chroma_db_path=str(Path(settings.chroma_db_path) / "teams" / team), collection_name=f"{COLLECTION_NAME}_{team}")


def local_caller(config: TeamsConfig, user_id: str, ip: str | None = None) -> Caller:
    """Whoever runs the app or a command on the server without sign-in: an admin of every team."""
    return Caller(user_id, "admin", tuple(config.teams), ip)


def caller_for(config: TeamsConfig, username: str, ip: str | None = None) -> Caller:
    """The caller for a configured user; raises TeamsConfigError for an unknown one."""
    user = config.users.get(username.strip().lower())
    if user is None:
        raise TeamsConfigError(MSG["user_unknown"].format(user=username))
    return Caller(user.username, user.role, user.teams, ip)
