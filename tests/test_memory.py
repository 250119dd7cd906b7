"""MemoryError while loading or indexing: the spec §9 message (a smaller CHUNK_SIZE), in the CLI and the page."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

import cli
import initialize
from conftest import REPO
from messages import MSG
from initialize import OutOfMemory, open_index, update_index


def out_of_memory(*_args, **_kwargs):
    raise MemoryError


def test_cli_update_and_ask_print_the_message(settings, monkeypatch, capsys):
    monkeypatch.setattr(initialize, "chunk_document", out_of_memory)
    assert initialize.main(["--data", settings.data_folder]) == 2
    assert capsys.readouterr().out.strip() == MSG["memory_error"]
    assert cli.ask(["ロック解除の手順", "--data", settings.data_folder]) == 2
    assert MSG["memory_error"] in capsys.readouterr().err


def test_opening_an_index_that_does_not_fit(settings, fake_embeddings, monkeypatch):
    update_index(settings, embeddings=fake_embeddings)
    monkeypatch.setattr(initialize.Bm25Index, "build", out_of_memory)
    with pytest.raises(OutOfMemory, match="CHUNK_SIZE"):
        open_index(settings, fake_embeddings)


def test_page_shows_the_message(runbooks, monkeypatch):
    monkeypatch.setenv("DATA_FOLDER", str(runbooks))
    monkeypatch.setattr(initialize, "chunk_document", out_of_memory)
    at = AppTest.from_file(str(REPO / "main.py"), default_timeout=60).run()
    assert not at.exception
    assert [e.value for e in at.sidebar.error] == [MSG["memory_error"]]
    assert at.chat_input  # the page still works
