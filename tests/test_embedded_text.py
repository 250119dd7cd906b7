"""A chunk's vector is made from its text headed by its runbook's name (utils.embedded_text), with the bundled model."""

import numpy as np
import pytest

from conftest import bundled_model_index, write
from retriever import hybrid_search
from utils import Chunk, embedded_text

IDENTIFICATION = """# {name}
## Preparation
Keep the incident contact list and the escalation chart current.
## Identification
Before any other action, take a volatile memory capture from an external drive, then note {what}.
## Recovery
Restore the host from a known good image once the scope is understood.
"""


@pytest.fixture(scope="module")
def sheets(tmp_path_factory):
    """Two response sheets whose identification steps name no operating system; only their file names do."""
    root = tmp_path_factory.mktemp("sheets")
    for file, name, what in [("IRM-2-WindowsIntrusion.md", "IRM 2", "the running processes and open connections"),
                             ("IRM-3-LinuxIntrusion.md", "IRM 3", "the open connections and running processes")]:
        write(root / "data" / file, IDENTIFICATION.format(name=name, what=what))
    return bundled_model_index(root)


def test_the_vector_leg_reads_the_runbook_name(sheets):
    """A question naming the system finds the sheet named after it through the vectors alone."""
    settings, index = sheets
    for question, want in [("windows server got owned, what do i capture first?", "IRM-2-WindowsIntrusion.md"),
                           ("linux box compromised, what should I grab before anything else?", "IRM-3-LinuxIntrusion.md")]:
        hits = hybrid_search(question, 2, 0.0, index=index)
        assert hits[0]["file"] == want and "Identification" in hits[0]["heading"], (question, hits[0]["file"])


def test_stored_vectors_are_those_of_the_headed_text(sheets):
    settings, index = sheets
    chunk = next(c for c in index.chunks if c.file == "IRM-2-WindowsIntrusion.md" and "Identification" in c.heading)
    stored = np.array(index.collection.get(ids=[chunk.chunk_id], include=["embeddings"])["embeddings"][0])
    headed = np.array(index.embeddings.embed_documents([embedded_text(chunk)])[0])
    assert np.allclose(stored, headed, atol=1e-5)
    assert embedded_text(chunk).startswith("IRM 2 Windows Intrusion\n")


def test_a_name_in_another_language_does_not_head_the_text():
    ja = Chunk("c1", "soc-ja/pagerduty-ja__oncall__being_oncall.md", "オンコール",
               "オンコール\n呼び出しに5分以内に応答する。", 0, "")
    named = Chunk("c2", "soc-ja/03_インシデントのハンドリング.md", "封じ込め",
                  "封じ込め\n感染端末をネットワークから切り離す。", 0, "")
    assert embedded_text(ja) == ja.text
    assert embedded_text(named) == "03 インシデントのハンドリング\n" + named.text
