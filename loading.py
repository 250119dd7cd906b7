"""Reading runbook files safely: which files a data folder holds, and each file's text.

Every file is isolated: whatever goes wrong while reading one (a broken or encrypted PDF, a
missing optional library, binary content, a symlink out of the folder) skips that file with a
Japanese reason, and the rest of the folder is still indexed.
"""

from __future__ import annotations

import errno
import logging
import os
import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from constants import (DEFAULT_CHUNK_OVERLAP, DEFAULT_CHUNK_SIZE, MARKDOWN_SUFFIXES, MAX_CONTROL_CHAR_SHARE,
                       PDF_SUFFIXES)
from markup import without_html
from messages import MSG
from pdf_text import chunk_pdf_pages
from utils import Chunk, chunk_by_headings, extract_headings

log = logging.getLogger(__name__)

RUNBOOK_SUFFIXES = MARKDOWN_SUFFIXES + PDF_SUFFIXES
# C0 and C1 control characters other than tab, newline, vertical tab, form feed and carriage return.
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f-\x9f]")
# A block between `---` lines opening a Markdown file (Jekyll, Hugo, Microsoft Docs front matter).
_FRONT_MATTER = re.compile(r"\A---[ \t]*\r?\n(.*?)^(?:---|\.\.\.)[ \t]*(?:\r?\n|\Z)", re.DOTALL | re.MULTILINE)


class AppError(Exception):
    """An error whose message (Japanese) is shown to the operator as it is."""


class DataFolderError(AppError):
    """The data folder is missing or holds no runbooks; the existing index is left as it was."""


class FileRejected(ValueError):
    """One file cannot be indexed; the message (Japanese) says why. The build goes on without it."""


@dataclass
class Document:
    """One runbook file as text: Markdown as a whole, a PDF page by page."""

    file: str
    path: str
    updated_at: str
    text: str = ""
    pages: list[str] | None = None


# --- Which files -----------------------------------------------------------------------------------

def scan_runbooks(data_folder: str | Path) -> tuple[list[Path], list[dict]]:
    """Markdown and PDF files below the folder (hidden ones skipped), and `{file, error}` for each
    symlink that is not followed: one leading outside the folder, a loop, or a dangling one.

    Symlinks inside the folder are followed, each directory once. Raises DataFolderError (spec §9).
    """
    root = Path(data_folder)
    if not root.exists():
        raise DataFolderError(MSG["data_folder_missing"].format(path=data_folder))
    if not root.is_dir():
        raise DataFolderError(MSG["data_folder_not_dir"].format(path=data_folder))
    real_root = root.resolve()
    files: list[Path] = []
    skipped: list[dict] = []
    visited = {real_root}

    def refuse(path: Path, reason: str) -> None:
        skipped.append(file_error(path, root, FileRejected(reason)))

    def walk(folder: Path, real_folder: Path) -> None:
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as exc:
            skipped.append(file_error(folder, root, exc))
            return
        for entry in entries:
            if entry.name.startswith("."):
                continue
            path = folder / entry.name
            is_runbook = path.suffix.lower() in RUNBOOK_SUFFIXES
            if not entry.is_symlink():
                if entry.is_dir(follow_symlinks=False):
                    visited.add(real_folder / entry.name)
                    walk(path, real_folder / entry.name)
                elif is_runbook and entry.is_file(follow_symlinks=False):
                    files.append(path)
                continue
            target = Path(os.path.realpath(path))
            if not target.is_relative_to(real_root):
                if is_runbook or target.is_dir():
                    refuse(path, MSG["symlink_outside"])
                continue
            try:
                target.stat()
            except OSError as exc:
                if is_runbook or exc.errno == errno.ELOOP:
                    refuse(path, MSG["symlink_loop"] if exc.errno == errno.ELOOP else MSG["symlink_broken"])
                continue
            if target.is_dir():
                if target in visited or real_folder.is_relative_to(target):
                    refuse(path, MSG["symlink_loop"])
                    continue
                visited.add(target)
                walk(path, target)
            elif is_runbook and target.is_file():
                files.append(path)

    walk(root, real_root)
    if not files:
        raise DataFolderError(MSG["data_folder_empty"].format(path=data_folder))
    return sorted(files), skipped


def list_runbooks(data_folder: str | Path) -> list[Path]:
    """The runbook files `scan_runbooks` would index; raises DataFolderError (spec §9)."""
    return scan_runbooks(data_folder)[0]


# --- Reading one file ------------------------------------------------------------------------------

def check_text(text: str) -> None:
    """Refuse binary data that happens to decode: a NUL, or more than a trace of control characters."""
    if "\x00" in text or len(_CONTROL.findall(text)) > MAX_CONTROL_CHAR_SHARE * len(text):
        raise FileRejected(MSG["not_text"])


def read_pdf_pages(path: Path) -> list[str]:
    """Text of each page; raises FileRejected with the operator's message when nothing can be read.

    An encrypted PDF is opened with the empty user password (AES needs `cryptography`); one that
    needs a real password is reported as encrypted, one with no text as probably scanned images.
    """
    from pypdf import PdfReader
    from pypdf.errors import DependencyError, FileNotDecryptedError

    try:
        reader = PdfReader(str(path))
        if reader.is_encrypted and not reader.decrypt(""):
            raise FileRejected(MSG["pdf_encrypted"])
        pages = []
        for page in reader.pages:
            try:
                # NFKC folds the Kangxi-radical look-alikes some Japanese PDFs use into ordinary kanji.
                pages.append(unicodedata.normalize("NFKC", page.extract_text() or ""))
            except DependencyError:
                raise
            except Exception as exc:  # one unreadable page must not lose the rest
                log.warning("%s: a page could not be read: %s", path, exc)
                pages.append("")
    except FileRejected:
        raise
    except DependencyError as exc:
        raise FileRejected(MSG["pdf_dependency"].format(detail=exc)) from exc
    except FileNotDecryptedError as exc:
        raise FileRejected(MSG["pdf_encrypted"]) from exc
    except Exception as exc:  # pypdf raises many kinds of error on a damaged file
        # The exception name stays in the server log; the operator reads the Japanese reason.
        log.warning("%s: unreadable PDF: %s: %s", path, type(exc).__name__, exc)
        raise FileRejected(MSG["pdf_unreadable"]) from exc
    if not any(p.strip() for p in pages):
        raise FileRejected(MSG["pdf_no_text"])
    check_text("".join(pages))
    return pages


def check_inside(path: Path, data_folder: str | Path) -> None:
    """Refuse a path that resolves outside the data folder (a symlink swapped in after the scan)."""
    if not Path(os.path.realpath(path)).is_relative_to(Path(data_folder).resolve()):
        raise FileRejected(MSG["symlink_outside"])


def load_document(path: Path, data_folder: str | Path) -> Document:
    """Read one runbook; raises FileRejected (a ValueError with a Japanese message) or OSError."""
    try:
        return _read_document(path, data_folder)
    except (FileRejected, OSError, MemoryError):  # out of memory is the whole build's problem (spec §9 message)
        raise
    except Exception as exc:  # anything else while reading one file: skip it, never stop the build
        log.exception("reading %s failed", path)
        raise FileRejected(MSG["file_unreadable"].format(detail=type(exc).__name__)) from exc


def _read_document(path: Path, data_folder: str | Path) -> Document:
    check_inside(path, data_folder)
    file = path.relative_to(data_folder).as_posix()
    updated_at = datetime.fromtimestamp(path.stat().st_mtime).isoformat(timespec="seconds")
    if path.stat().st_size == 0:
        raise FileRejected(MSG["file_empty"])
    if path.suffix.lower() in PDF_SUFFIXES:
        return Document(file, str(path), updated_at, pages=read_pdf_pages(path))
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise FileRejected(MSG["not_utf8"]) from exc
    check_text(text)
    # Markup is not a runbook's words: neither searched nor quoted (markup.without_html).
    text = without_html(without_front_matter(text.lstrip("\ufeff")))
    if not text.strip():  # also a file that holds only front matter
        raise FileRejected(MSG["file_empty"])
    return Document(file, str(path), updated_at, text=text)


def without_front_matter(text: str) -> str:
    """Markdown text without its YAML front matter: author, hashes and tags are not steps, and a
    chunk of them was searched and quoted as a runbook's first passage. Its `title` becomes the
    heading when the text has none. A block that is not a YAML mapping is text and stays."""
    import yaml

    match = _FRONT_MATTER.match(text)
    if not match:
        return text
    try:
        meta = yaml.safe_load(match.group(1))
    except yaml.YAMLError:
        return text
    if not isinstance(meta, dict):
        return text
    body = text[match.end():]
    title = meta.get("title")
    if isinstance(title, str) and title.strip() and body.strip() and not extract_headings(body):
        body = f"# {title.strip()}\n\n{body}"
    return body


def load_documents(data_folder: str | Path) -> tuple[list[Document], list[dict]]:
    """Spec §8.3: every readable runbook, plus `{file, error}` for each file or link that was skipped."""
    paths, errors = scan_runbooks(data_folder)
    documents = []
    for path in paths:
        try:
            documents.append(load_document(path, data_folder))
        except (ValueError, OSError) as exc:
            errors.append(file_error(path, data_folder, exc))
    return documents, errors


def file_error(path: Path, data_folder: str | Path, exc: Exception) -> dict:
    """Record (and log) one file that could not be read."""
    message = str(exc) if isinstance(exc, ValueError) else MSG["file_unreadable"].format(detail=exc)
    file = path.relative_to(data_folder).as_posix()
    log.warning("skipped %s: %s", file, message)
    return {"file": file, "error": message}


# --- Chunking --------------------------------------------------------------------------------------

def process_documents(documents: list[Document], chunk_size: int = DEFAULT_CHUNK_SIZE,
                      overlap: int = DEFAULT_CHUNK_OVERLAP) -> list[Chunk]:
    """Spec §8.3: chunk every document at its headings."""
    return [c for d in documents for c in chunk_document(d, chunk_size, overlap)]


def chunk_document(document: Document, chunk_size: int, overlap: int) -> list[Chunk]:
    if document.pages is not None:
        return chunk_pdf_pages(document.pages, document.file, chunk_size, overlap, document.updated_at)
    return chunk_by_headings(document.text, document.file, chunk_size, overlap, document.updated_at)
