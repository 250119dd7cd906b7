"""Which runbook folders may be indexed (DATA_ROOTS), which ones to offer, and what switching to one changes.

The server operator lists the roots; a browser session or a command-line flag can only choose a
folder inside one of them (checked on the resolved path, so `..` and symlinks cannot leave a root).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from messages import MSG
from loading import DataFolderError, list_runbooks
from settings import load_settings

CANDIDATE_DEPTH = 2
MAX_CANDIDATES = 200


def in_roots(folder: str | Path, roots: tuple[str, ...]) -> bool:
    """Does the folder, resolved (symlinks and `..` followed), lie inside one of the resolved roots?"""
    target = Path(folder).expanduser().resolve()
    return any(target.is_relative_to(Path(root).expanduser().resolve()) for root in roots)


def check_data_folder(folder: str | Path, roots: tuple[str, ...]) -> None:
    """Raise DataFolderError (Japanese message) when the folder lies outside every root."""
    if not str(folder).strip() or not in_roots(folder, roots):
        raise DataFolderError(MSG["data_folder_outside_roots"].format(path=folder, roots="、".join(roots)))


def check_flag_folder(folder: str | None) -> None:
    """A command line's `--data` must lie inside the roots configured without it (DATA_ROOTS, or
    else DATA_FOLDER from `.env`/the environment). Raises DataFolderError."""
    if folder is not None:
        check_data_folder(folder, load_settings().roots)


def candidate_folders(roots: tuple[str, ...], depth: int = CANDIDATE_DEPTH) -> list[str]:
    """The roots and their visible sub-folders down to `depth` levels: what the sidebar offers."""
    found: list[str] = []
    for root in roots:
        base = Path(root).expanduser()
        if not base.is_dir():
            continue
        found.append(str(base))
        level = [base]
        for _ in range(depth):
            level = sorted(child for parent in level for child in safe_subdirs(parent))
            found += [str(p) for p in level]
    return list(dict.fromkeys(found))[:MAX_CANDIDATES]


def safe_subdirs(folder: Path) -> list[Path]:
    """Visible sub-folders, symlinks not followed; an unreadable folder has none."""
    try:
        return [p for p in folder.iterdir() if p.is_dir() and not p.is_symlink() and not p.name.startswith(".")]
    except OSError:
        return []


@dataclass(frozen=True)
class FolderChange:
    """What switching the index to `folder` would do, counted by runbook path relative to the folder."""

    folder: str
    added: int
    removed: int
    kept: int


def preview_change(folder: str, roots: tuple[str, ...], indexed_files: set[str]) -> FolderChange:
    """Check the folder (inside the roots, exists, holds runbooks) and count the files added and removed.

    Raises DataFolderError with the operator's message; nothing is changed.
    """
    check_data_folder(folder, roots)
    files = {p.relative_to(folder).as_posix() for p in list_runbooks(folder)}
    return FolderChange(folder, added=len(files - indexed_files), removed=len(indexed_files - files),
                        kept=len(files & indexed_files))
