"""Index generations: a CLI update or --rebuild next to a serving app, leases, clean-up, the per-batch lock."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
import uuid
from dataclasses import replace

import pytest
from filelock import FileLock

from answering import handle_query
from conftest import REPO
from generations import build_lock, collection_names, leased_generations, take_lease
from index_store import IndexStore, content_ids, read_current_gen
from initialize import open_index, update_index
from live_index import IndexService
from retriever import hybrid_search
from utils import Chunk
from vector_store import chroma_client

QUESTION = "Unlock-ADAccount でアカウントのロックを解除する手順"


def vectors_match_chunks(settings) -> None:
    """Exactly one collection per kept generation, holding exactly that generation's chunk ids."""
    store = IndexStore(settings.chroma_db_path)
    try:
        client = chroma_client(settings)
        generations = store.generations()
        ours = sorted(n for n in collection_names(client) if "_g" in n)
        assert ours == sorted(g.collection for g in generations)
        for generation in generations:
            ids = client.get_collection(generation.collection).get(include=[])["ids"]
            assert len(ids) == len(set(ids))
            assert set(ids) == store.chunk_ids(generation.gen)
    finally:
        store.close()


def test_content_ids_follow_the_text_not_the_position():
    a = Chunk("x", "f.md", "A", "A\nsame", 0, "")
    b = Chunk("x", "f.md", "A", "A\nother", 1, "")
    first = content_ids([a, b])
    shifted = content_ids([replace(b, chunk_index=0), replace(a, chunk_index=1)])
    assert {c.text: c.chunk_id for c in first} == {c.text: c.chunk_id for c in shifted}
    twice = content_ids([a, a])
    assert len({c.chunk_id for c in twice}) == 2
    assert content_ids([replace(a, file="g.md")])[0].chunk_id != first[0].chunk_id


def test_readers_keep_their_generation_until_they_reopen(settings, runbooks, fake_embeddings):
    update_index(settings, embeddings=fake_embeddings)
    old = open_index(settings, fake_embeddings)
    lockout = runbooks / "incident" / "lockout.md"
    lockout.write_text(lockout.read_text(encoding="utf-8").replace("user01", "user02"), encoding="utf-8")
    update_index(settings, embeddings=fake_embeddings)

    assert read_current_gen(settings.chroma_db_path) > old.generation
    assert old.generation in leased_generations(settings.chroma_db_path)  # still read, so still on disk
    hit = hybrid_search(QUESTION, 1, 0.6, index=old)[0]
    assert hit["file"] == "incident/lockout.md" and "user01" in hit["text"]
    new = open_index(settings, fake_embeddings)
    hit = hybrid_search(QUESTION, 1, 0.6, index=new)[0]
    assert hit["file"] == "incident/lockout.md" and "user02" in hit["text"]

    del old  # the last reader of the old generation lets go: the next build drops it
    update_index(settings, embeddings=fake_embeddings)
    store = IndexStore(settings.chroma_db_path)
    assert [g.gen for g in store.generations()] == [new.generation]
    store.close()
    vectors_match_chunks(settings)


def test_nothing_changed_writes_no_generation(settings, fake_embeddings):
    update_index(settings, embeddings=fake_embeddings)
    served = read_current_gen(settings.chroma_db_path)
    report = update_index(settings, embeddings=fake_embeddings)
    assert report.unchanged == 3 and read_current_gen(settings.chroma_db_path) == served


def test_a_dead_readers_lease_does_not_keep_a_generation(settings, fake_embeddings):
    update_index(settings, embeddings=fake_embeddings)
    code = ("import sys, time; sys.path.insert(0, sys.argv[1]); from generations import take_lease;"
            "lease = take_lease(sys.argv[2], 1); print('held', flush=True); time.sleep(60)")
    holder = subprocess.Popen([sys.executable, "-c", code, str(REPO), settings.chroma_db_path], stdout=subprocess.PIPE,
                              text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        assert 1 in leased_generations(settings.chroma_db_path)
    finally:
        holder.kill()
        holder.wait()
    assert 1 not in leased_generations(settings.chroma_db_path)


def test_the_fill_waits_for_the_lock_between_batches(settings, runbooks, fake_embeddings):
    for i in range(40):
        (runbooks / f"bulk{i}.md").write_text(f"# 手順{i}\n## 節\n本文{i}。\n", encoding="utf-8")
    update_index(settings, embeddings=fake_embeddings, wait=False)
    service = IndexService(settings)
    gate = threading.Event()
    with build_lock(settings.chroma_db_path):
        service.live.embeddings = lambda: fake_embeddings
        service.open_existing()
        gate.wait(1.0)  # the fill embeds its first batch and waits for the lock
        assert len(service.live.current.embedded) == 0
    deadline = time.monotonic() + 30
    while len(service.live.current.embedded) < len(service.live.current.chunks):
        assert time.monotonic() < deadline
        time.sleep(0.1)
    service.live.stop_filling()


def test_lease_is_released_with_its_reader(settings, fake_embeddings):
    update_index(settings, embeddings=fake_embeddings)
    lease = take_lease(settings.chroma_db_path, 99)
    assert 99 in leased_generations(settings.chroma_db_path)
    del lease
    assert 99 not in leased_generations(settings.chroma_db_path)


def test_a_lease_taken_while_a_sweep_probes_its_file_still_holds(tmp_path, monkeypatch):
    """A sweep's probe may lock a lease file the instant it is created (CI saw a reader fail with Timeout)."""
    monkeypatch.setattr(uuid, "uuid4", lambda: uuid.UUID(int=7))
    path = tmp_path / "leases" / f"g3-{uuid.UUID(int=7).hex[:12]}.lock"
    path.parent.mkdir()
    probe = FileLock(str(path), thread_local=False)
    probe.acquire(timeout=0)

    def finish_sweep() -> None:  # what leased_generations does with a file it could lock: unlink, release
        time.sleep(0.2)
        path.unlink()
        probe.release()

    sweeper = threading.Thread(target=finish_sweep)
    sweeper.start()
    try:
        lease = take_lease(tmp_path, 3)
    finally:
        sweeper.join()
    assert lease.is_locked and path.exists()
    assert leased_generations(tmp_path) == {3}
    lease.release()


@pytest.mark.integration
def test_cli_update_and_rebuild_while_twenty_threads_ask(settings, runbooks, tmp_path):
    """Spec of issue 12: an app-side index service answers throughout CLI updates and --rebuilds."""
    env = {**os.environ, "EMBEDDING_CACHE_PATH": str(tmp_path / "cache.sqlite")}
    settings = replace(settings, embedding_cache_path=env["EMBEDDING_CACHE_PATH"])
    cli = [sys.executable, str(REPO / "initialize.py"), "--data", str(runbooks), "--db", settings.chroma_db_path]
    subprocess.run(cli, env=env, check=True, capture_output=True)
    service = IndexService(settings)
    assert service.open_existing()
    first_generation = service.live.current.generation

    failures: list[BaseException] = []
    answers: list[tuple[int, str, str]] = []
    stop = threading.Event()

    def ask() -> None:
        while not stop.is_set():
            try:
                index = service.live.refresh()
                result = handle_query(QUESTION, index=index, settings=settings)
                hit = result.search_results[0]
                answers.append((index.generation, result.citations[0]["file"], hit["text"]))
            except BaseException as exc:  # noqa: BLE001 - every failure is a test failure
                failures.append(exc)
            time.sleep(0.02)

    threads = [threading.Thread(target=ask) for _ in range(20)]
    for thread in threads:
        thread.start()
    lockout = runbooks / "incident" / "lockout.md"
    try:
        lockout.write_text(lockout.read_text(encoding="utf-8").replace("user01", "user02"), encoding="utf-8")
        subprocess.run(cli, env=env, check=True, capture_output=True)
        subprocess.run(cli + ["--rebuild"], env=env, check=True, capture_output=True)
        (runbooks / "linux.md").unlink()
        lockout.write_text(lockout.read_text(encoding="utf-8").replace("user02", "user03"), encoding="utf-8")
        subprocess.run(cli, env=env, check=True, capture_output=True)
        time.sleep(0.5)
    finally:
        stop.set()
        for thread in threads:
            thread.join()

    assert not failures, failures[:3]
    assert len(answers) > 100
    assert {file for _, file, _ in answers} == {"incident/lockout.md"}  # never another runbook in its place
    versions = {gen: {v for v in ("user01", "user02", "user03") if v in text} for gen, _, text in answers}
    assert all(len(v) == 1 for v in versions.values())  # one text per generation
    assert len(versions) >= 2
    final = service.live.refresh()
    assert final.generation == read_current_gen(settings.chroma_db_path) > first_generation
    top = hybrid_search(QUESTION, 1, 0.6, index=final)[0]
    assert "user03" in top["text"]
    assert top["cosine"] is not None  # the vectors another process wrote are searchable here
    assert service.live.status()["files"] == 2
    del final
    answers.clear()
    subprocess.run(cli, env=env, check=True, capture_output=True)  # a cron run with nothing new: cleans up only
    vectors_match_chunks(settings)
