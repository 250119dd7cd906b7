"""The one door from a caller's question to runbooks: only the indexes of the caller's teams are opened.

Isolation is enforced here, where data is read, not in the UI: `scoped_index` checks the caller's
teams and opens only those teams' indexes, so everything downstream (search, follow-up rewriting,
extractive quoting, the LLM context, citations, the audit line and the debug log) only ever holds
text the caller may read. Several teams are searched as one index whose chunk ids and file names
carry the team (`csirt:…`, `csirt/…`), with BM25 statistics over exactly those teams.
"""

from __future__ import annotations

import getpass
import threading
from dataclasses import replace
from typing import Callable, Sequence

import answering
from answering import QueryResult
from messages import MSG
from loading import AppError
from bm25_index import Bm25Index, runbook_terms
from retriever import SearchIndex
from settings import Settings
from teams import Caller, TeamsConfig, caller_for, load_teams, local_caller, team_settings

OpenTeam = Callable[[str], "SearchIndex | None"]
"""open_team(team): that team's opened index, or None when it has none yet."""


class AccessDenied(AppError):
    """The caller asked for a team or an action their role does not allow (message in Japanese)."""


def authorize(caller: Caller, requested: Sequence[str] | None = None) -> tuple[str, ...]:
    """The teams to search: `requested` (all of the caller's when empty), each one the caller's."""
    if not caller.teams:
        raise AccessDenied(MSG["no_team"])
    wanted = tuple(dict.fromkeys(requested)) if requested else caller.teams
    for team in wanted:
        if team not in caller.teams:
            raise AccessDenied(MSG["team_denied"].format(team=team))
    return wanted


def require_admin(caller: Caller) -> None:
    if not caller.is_admin:
        raise AccessDenied(MSG["admin_only"])


def rebuild_settings(caller: Caller, settings: Settings, config: TeamsConfig, team: str,
                     folder: str | None = None) -> Settings:
    """The settings a rebuild of `team` from `folder` may run with: admins of that team only, configured folders only."""
    require_admin(caller)
    authorize(caller, [team])
    return team_settings(settings, config, team, folder)


class TeamCollections:
    """The Chroma collections of several teams asked as one, the way `retriever.nearest_rows` asks one
    collection (ids and distances, optionally restricted by id); ids carry their team as a prefix."""

    def __init__(self, parts: dict[str, SearchIndex]):
        self.parts = {team: index for team, index in parts.items() if index.vector_ready and index.collection is not None}

    def query(self, query_embeddings, n_results: int, ids: list[str] | None = None, include=("distances",)) -> dict:
        found = []
        for team, index in self.parts.items():
            prefix = f"{team}:"
            wanted = None if ids is None else [i[len(prefix):] for i in ids if i.startswith(prefix)]
            if wanted == []:
                continue
            got = index.collection.query(query_embeddings=query_embeddings, n_results=n_results, ids=wanted,
                                         include=["distances"])
            found += [(prefix + i, d) for i, d in zip(got["ids"][0], got["distances"][0])]
        found = sorted(found, key=lambda pair: pair[1])[:n_results]
        return {"ids": [[i for i, _ in found]], "distances": [[d for _, d in found]]}


def merge_indexes(parts: dict[str, SearchIndex]) -> SearchIndex:
    """One index over several teams' indexes (BM25 re-counted over their chunks, vectors queried per team)."""
    chunks = [replace(c, chunk_id=f"{team}:{c.chunk_id}", file=f"{team}/{c.file}")
              for team, index in parts.items() for c in index.chunks]
    embedded = frozenset(f"{team}:{i}" for team, index in parts.items() for i in index.embedded)
    vectors = TeamCollections(parts)
    embeddings = next((index.embeddings for index in parts.values() if index.embeddings is not None), None)
    built = [index.info.get("last_built") for index in parts.values() if index.info.get("last_built")]
    info = {"chunks": len(chunks), "files": len({c.file for c in chunks}), "embedded": len(embedded),
            "last_built": max(built, default=None), "embedding": embeddings.model_id if embeddings else None}
    # The same terms as a team's own index (initialize.open_index): the text's tokens and the runbook's name.
    collections = vectors if vectors.parts else None  # asked through `collection`, as a team's own index is
    return SearchIndex(chunks, Bm25Index.build(runbook_terms(chunks)),
                       collections, embeddings, embedded, info, collection=collections)


_merged: dict[tuple, SearchIndex] = {}
_merged_lock = threading.Lock()


def scoped_index(caller: Caller, teams: Sequence[str] | None, open_team: OpenTeam) -> tuple[SearchIndex | None, tuple[str, ...]]:
    """The index a caller's question is searched in, holding only the chunks of `teams` (checked against the caller).

    Returns (None, teams) when none of those teams has an index yet. A merged index is kept
    while its parts are unchanged (same opened index, same vectors filled).
    """
    teams = authorize(caller, teams)
    parts = {team: index for team in teams if (index := open_team(team)) is not None}
    if not parts:
        return None, teams
    if len(parts) == 1:
        return next(iter(parts.values())), teams
    key = tuple((team, id(index), len(index.embedded)) for team, index in parts.items())
    with _merged_lock:
        if key not in _merged:
            _merged.clear()  # one merged scope per process at a time: memory stays bounded
            _merged[key] = merge_indexes(parts)
        return _merged[key], teams


def ask_as(query: str, caller: Caller, teams: Sequence[str] | None, *, open_team: OpenTeam, settings: Settings,
           **options) -> QueryResult:
    """`handle_query` for a caller, on the caller's teams only; the audit line carries user, teams and IP.

    Raises AccessDenied for a team that is not the caller's, AppError when no index exists yet.
    """
    index, teams = scoped_index(caller, teams, open_team)
    if index is None:
        raise AppError(MSG["index_missing"])
    # Looked up on the module at call time, so every front end reaches the one (possibly instrumented) handle_query.
    return answering.handle_query(query, index=index, settings=settings, audit_fields=caller.audit(teams), **options)



def command_line_scope(settings: Settings, teams: Sequence[str] | None, *, user: str | None = None,
                       only_if_missing: bool, embeddings=None, show_progress: bool = True) -> tuple[SearchIndex | None, dict]:
    """For command-line tools: the index of `teams` (each updated, or only built when missing) and the audit fields.

    The caller is `user` from TEAMS_FILE (their teams only), else the account running the command,
    which can read every team's files on the server anyway. Raises AppError (unknown team or user,
    AccessDenied); None when no index could be opened (the reason is already on stderr).
    """
    from initialize import prepare_index

    config = load_teams(settings)
    caller = caller_for(config, user) if user else local_caller(config, getpass.getuser())

    def open_team(team: str) -> SearchIndex | None:
        return prepare_index(team_settings(settings, config, team), embeddings=embeddings, only_if_missing=only_if_missing,
                             show_progress=show_progress)

    index, teams = scoped_index(caller, teams, open_team)
    return index, caller.audit(teams)
