"""DATA_ROOTS: which folders may be indexed and offered, and the counts a folder change announces."""

from __future__ import annotations

import os

import pytest

from conftest import LINUX_MD, write
from data_folders import candidate_folders, check_data_folder, check_flag_folder, in_roots, preview_change
from loading import DataFolderError
from settings import load_settings


def test_data_roots_default_to_the_data_folder_and_a_flag_is_checked_against_the_configured_roots(tmp_path,
                                                                                                   monkeypatch):
    assert load_settings(env={"DATA_FOLDER": "/srv/runbooks"}, dotenv_path=None).roots == ("/srv/runbooks",)
    roots = load_settings(env={"DATA_ROOTS": f" /srv/a {os.pathsep}/srv/b{os.pathsep}"}, dotenv_path=None).roots
    assert roots == ("/srv/a", "/srv/b")
    monkeypatch.delenv("DATA_ROOTS")
    monkeypatch.setenv("DATA_FOLDER", str(tmp_path / "runbooks"))
    check_flag_folder(str(tmp_path / "runbooks" / "team"))
    check_flag_folder(None)  # no flag: the configured folder
    with pytest.raises(DataFolderError, match="DATA_ROOTS の外にあります"):
        check_flag_folder("/etc")


def test_only_folders_inside_a_root_are_allowed_after_resolving_dots_and_symlinks(tmp_path):
    root, outside = tmp_path / "root", tmp_path / "outside"
    (root / "team").mkdir(parents=True)
    outside.mkdir()
    (root / "escape").symlink_to(outside, target_is_directory=True)
    roots = (str(root),)
    assert in_roots(root, roots) and in_roots(root / "team", roots)
    for refused in (outside, root / ".." / "outside", root / "escape", "/", tmp_path):
        assert not in_roots(refused, roots), refused
        with pytest.raises(DataFolderError, match="DATA_ROOTS の外にあります"):
            check_data_folder(refused, roots)
    with pytest.raises(DataFolderError):
        check_data_folder("  ", roots)


def test_candidates_are_the_roots_and_visible_subfolders_never_symlinks(tmp_path):
    root = tmp_path / "root"
    for sub in ("b", "a/x", "a/x/too_deep", ".hidden"):
        (root / sub).mkdir(parents=True)
    (root / "link").symlink_to(tmp_path, target_is_directory=True)
    assert candidate_folders((str(root), str(tmp_path / "missing"))) == [
        str(root), str(root / "a"), str(root / "b"), str(root / "a" / "x")]


def test_a_folder_change_counts_added_removed_and_kept_runbooks(runbooks, tmp_path):
    other = tmp_path / "other"
    write(other / "linux.md", LINUX_MD)
    write(other / "net" / "dns.md", "# DNS\n\n## 確認\nipconfig /displaydns\n")
    change = preview_change(str(other), (str(tmp_path),), {"linux.md", "evidence.md", "incident/lockout.md"})
    assert (change.added, change.removed, change.kept) == (1, 2, 1)
    with pytest.raises(DataFolderError, match="データフォルダが存在しません"):
        preview_change(str(tmp_path / "nowhere"), (str(tmp_path),), set())
