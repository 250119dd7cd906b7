"""The Chroma side of the index: the client (local folder or `chroma run` server) and a generation's collection."""

from __future__ import annotations

import logging
from pathlib import Path

from constants import COLLECTION_NAME, HNSW_EF_CONSTRUCTION, HNSW_EF_SEARCH
from embeddings import CachedEmbeddings
from retriever import SearchIndex, vector_store_down
from settings import Settings

log = logging.getLogger(__name__)


def chroma_client(settings: Settings):
    """A chromadb client: HttpClient when CHROMA_HOST is set, else PersistentClient under the db dir."""
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    chroma_settings = ChromaSettings(anonymized_telemetry=False)
    if settings.chroma_host:
        return chromadb.HttpClient(host=settings.chroma_host, port=settings.chroma_port, settings=chroma_settings)
    return chromadb.PersistentClient(path=str(Path(settings.chroma_db_path) / "chroma"), settings=chroma_settings)


def open_vectorstore(settings: Settings, embeddings: CachedEmbeddings, client=None, collection: str = COLLECTION_NAME):
    """A collection (cosine space) with our own embeddings (never Chroma's default); created when missing."""
    from langchain_chroma import Chroma

    return Chroma(
        collection_name=collection,
        embedding_function=embeddings,
        client=client or chroma_client(settings),
        collection_configuration={"hnsw": {"space": "cosine", "ef_search": HNSW_EF_SEARCH,
                                           "ef_construction": HNSW_EF_CONSTRUCTION}},
    )


def with_search_breadth(collection) -> None:
    """Raise a collection's HNSW `ef_search` to HNSW_EF_SEARCH: an index built by an older release
    keeps the breadth it was created with, and ef_search is the one HNSW setting Chroma lets change."""
    hnsw = (collection.configuration or {}).get("hnsw") or {}
    if hnsw.get("ef_search", HNSW_EF_SEARCH) < HNSW_EF_SEARCH:
        collection.modify(configuration={"hnsw": {"ef_search": HNSW_EF_SEARCH}})


def attach_vectorstore(index: SearchIndex, settings: Settings) -> bool:
    """Connect an opened index to its collection; with the vector store down it answers from BM25 alone.

    False (and `index.vector_error` set) when the store cannot be reached; call again to recover.
    """
    try:
        client = chroma_client(settings)
        index.vectorstore = open_vectorstore(settings, index.embeddings, client=client, collection=index.info["collection"])
        index.collection = client.get_collection(index.info["collection"])
        with_search_breadth(index.collection)
    except Exception as exc:
        if not vector_store_down(exc):
            raise
        log.warning("vector store unreachable, answering from BM25 alone: %s", exc)
        index.vector_error = f"{type(exc).__name__}: {exc}"
        return False
    index.vector_error = None
    return True
