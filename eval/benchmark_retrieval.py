"""Retrieval benchmark on any SQuAD-format dataset (developed on JSQuAD v1.3 validation).

Each article becomes one Markdown runbook (`# title`, each paragraph under its own `##` heading),
indexed with the project's own ingestion code; then every question is asked per mode:

    python eval/benchmark_retrieval.py --squad ../shared/datasets/jsquad-valid-v1.3.json
    python eval/benchmark_retrieval.py --squad ... --unanswerable-fraction 0.3   # refusal check
    python eval/benchmark_retrieval.py --squad ... --modes hybrid,bm25,vector --scale 10 --latency-sample 200

Reports hit@k (a top-k chunk comes from the question's own paragraph), answer_hit@4 (a top-4
chunk contains a gold answer), mrr@10, and per-query latency p50/p95 (query text to fused list,
query embedding included, no LLM). Embeddings are cached on disk (`--cache`) so reruns are quick.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from langchain_core.embeddings import Embeddings  # noqa: E402

from embeddings import CachedEmbeddings  # noqa: E402
from guardrails import evidence_score  # noqa: E402
from initialize import open_index, update_index  # noqa: E402
from vector_store import open_vectorstore  # noqa: E402
from settings import Settings, load_settings  # noqa: E402
from retriever import Bm25Index, SearchIndex, hybrid_search, tokenize  # noqa: E402
from utils import Chunk  # noqa: E402

MODES = ("bm25", "vector", "hybrid", "rrf", "langchain")
DEFAULT_CACHE = Path(__file__).resolve().parent.parent / ".bench_cache" / "embeddings.sqlite"


class QueryEncoder(Embeddings):
    """Exposes a model's *query* encoding as embed_documents, so CachedEmbeddings can cache query vectors."""

    def __init__(self, inner: Embeddings):
        self.inner = inner

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self.inner.embed_query(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self.inner.embed_query(text)


class Lookup(Embeddings):
    """Serves precomputed query vectors to a LangChain retriever (quality pass only)."""

    def __init__(self, vectors: dict[str, list[float]], fallback: Embeddings):
        self.vectors, self.fallback = vectors, fallback

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.fallback.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.vectors.get(text) or self.fallback.embed_query(text)


def load_squad(path: str) -> list[dict]:
    """Articles as {title, paragraphs: [{text, questions: [{question, answers}]}]}."""
    articles = []
    for article in json.loads(Path(path).read_text(encoding="utf-8"))["data"]:
        paragraphs = []
        for p in article["paragraphs"]:
            text = p["context"]
            if "[SEP]" in text:
                text = text.split("[SEP]", 1)[1].strip()
            questions = [{"question": q["question"], "answers": [a["text"] for a in q["answers"]]}
                         for q in p["qas"] if not q.get("is_impossible")]
            paragraphs.append({"text": text, "questions": questions})
        articles.append({"title": article["title"], "paragraphs": paragraphs})
    return articles


def write_runbooks(articles: list[dict], folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for i, article in enumerate(articles):
        body = "\n\n".join(f"## 段落{n}\n{p['text']}" for n, p in enumerate(article["paragraphs"], start=1))
        (folder / f"{i:03d}.md").write_text(f"# {article['title']}\n\n{body}\n", encoding="utf-8")


def paragraph_of(chunks: list[Chunk], articles: list[dict]) -> dict[str, tuple[int, int]]:
    """chunk_id -> (article, paragraph), by heading number."""
    owner = {}
    for chunk in chunks:
        article = int(chunk.file.split(".")[0])
        number = int(chunk.heading.rsplit("段落", 1)[1])
        owner[chunk.chunk_id] = (article, number - 1)
    return owner


def percentile(values: list[float], q: float) -> float:
    return round(float(np.percentile(values, q)), 1) if values else 0.0


def rank(mode: str, question: str, index: SearchIndex, bm25_weight: float, k: int, vector=None, ensemble=None) -> list[dict]:
    """Top-k hits of one mode, as dicts with at least chunk_id and text."""
    if mode == "langchain":
        docs = ensemble.invoke(question)[:k]
        return [{"chunk_id": d.metadata["chunk_id"], "text": d.page_content} for d in docs]
    weights = {"bm25": (1.0, 0.0), "vector": (0.0, 1.0)}.get(mode, (bm25_weight, 1.0 - bm25_weight))
    return hybrid_search(question, k, weights[0], weights[1], index=index, fusion="rrf" if mode == "rrf" else "weighted",
                         query_vector=vector)


def langchain_ensemble(index: SearchIndex, embeddings: Embeddings, bm25_weight: float, k: int):
    """The peer a user would assemble: EnsembleRetriever over BM25Retriever (same janome tokens) + Chroma."""
    from langchain_chroma import Chroma
    from langchain_classic.retrievers import EnsembleRetriever
    from langchain_community.retrievers import BM25Retriever

    bm25 = BM25Retriever.from_texts([c.text for c in index.chunks], metadatas=[c.metadata() for c in index.chunks],
                                    preprocess_func=tokenize, k=k)
    store = Chroma(collection_name=index.vectorstore._collection.name, embedding_function=embeddings,
                   client=index.vectorstore._client)
    return EnsembleRetriever(retrievers=[bm25, store.as_retriever(search_kwargs={"k": k})],
                             weights=[bm25_weight, 1.0 - bm25_weight], id_key="chunk_id")


def synthetic_index(index: SearchIndex, factor: int, settings: Settings, seed: int) -> SearchIndex:
    """`factor`x the chunks for latency at scale: each extra chunk mixes sentences of two real ones,
    with the mean of their vectors (plus noise) stored straight into a fresh collection opened as the
    app opens its own (`settings.chroma_db_path` must be a new folder)."""
    rng = random.Random(seed)
    np_rng = np.random.default_rng(seed)
    base = index.chunks
    stored = index.vectorstore.get(include=["embeddings"])
    vectors = {i: np.asarray(v) for i, v in zip(stored["ids"], stored["embeddings"])}
    sentences = [[s for s in c.text.split("。") if s] for c in base]
    sentence_tokens = [[tokenize(s) for s in group] for group in sentences]
    chunks = list(base)
    tokens = [sum(group, []) for group in sentence_tokens]
    embs = [vectors[c.chunk_id].tolist() for c in base]
    for n in range(len(base) * (factor - 1)):
        a, b = rng.randrange(len(base)), rng.randrange(len(base))
        pick_a = rng.sample(range(len(sentences[a])), max(1, len(sentences[a]) // 2))
        pick_b = rng.sample(range(len(sentences[b])), max(1, len(sentences[b]) // 2))
        text = "。".join([sentences[a][i] for i in pick_a] + [sentences[b][i] for i in pick_b])
        chunks.append(Chunk(f"synthetic_{n}", f"synthetic/{n // 20}.md", "synthetic", text, n, "2026-01-01T00:00:00"))
        tokens.append(sum([sentence_tokens[a][i] for i in pick_a] + [sentence_tokens[b][i] for i in pick_b], []))
        v = vectors[base[a].chunk_id] + vectors[base[b].chunk_id] + np_rng.normal(0, 0.02, len(vectors[base[a].chunk_id]))
        embs.append((v / np.linalg.norm(v)).tolist())
    store = open_vectorstore(settings, index.embeddings)
    for start in range(0, len(chunks), 5000):
        part = chunks[start:start + 5000]
        store._collection.add(ids=[c.chunk_id for c in part], embeddings=embs[start:start + 5000],
                              metadatas=[c.metadata() for c in part])
    return SearchIndex(chunks, Bm25Index.build(tokens), store, index.embeddings, frozenset(c.chunk_id for c in chunks))


def vector_recall(index: SearchIndex, query_vectors: list[list[float]], n: int) -> float:
    """Share of the exact (brute-force dot product) top-n that Chroma's HNSW returns."""
    stored = index.vectorstore.get(include=["embeddings"])
    ids, matrix = stored["ids"], np.asarray(stored["embeddings"])
    found = total = 0
    for q in query_vectors:
        exact = {ids[i] for i in np.argsort(-(matrix @ np.asarray(q)))[:n]}
        approx = index.vectorstore.similarity_search_by_vector_with_relevance_scores(q, k=n)
        found += len(exact & {d.metadata["chunk_id"] for d, _ in approx})
        total += len(exact)
    return round(found / max(total, 1), 4)


def best_threshold(answerable: list[float], unanswerable: list[float]) -> tuple[float, float, float]:
    """The threshold maximising refusal(unanswerable) - refusal(answerable), with both rates."""
    best = (0.0, 0.0, 0.0)
    best_gap = -1.0
    for t in np.linspace(0, 1, 201):
        r_u = float(np.mean([e < t for e in unanswerable]))
        r_a = float(np.mean([e < t for e in answerable]))
        if r_u - r_a > best_gap:
            best_gap, best = r_u - r_a, (round(float(t), 3), round(r_u, 4), round(r_a, 4))
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--squad", required=True)
    parser.add_argument("--modes", default="bm25,vector,hybrid,rrf,langchain")
    parser.add_argument("--k", default="1,4,10")
    parser.add_argument("--bm25-weight", type=float, default=0.6)
    parser.add_argument("--limit", type=int, help="ask at most N questions (seeded sample)")
    parser.add_argument("--latency-sample", type=int, default=300, help="questions timed with a cold query embedding")
    parser.add_argument("--scale", type=int, default=1, help="also time queries over N x synthetic chunks")
    parser.add_argument("--unanswerable-fraction", type=float, default=0.0)
    parser.add_argument("--threshold", type=float, help="evidence threshold (default: the app's)")
    parser.add_argument("--cache", default=str(DEFAULT_CACHE), help="embedding cache (kept between runs)")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    modes = [m for m in args.modes.split(",") if m]
    unknown = set(modes) - set(MODES)
    if unknown:
        parser.error(f"unknown modes {sorted(unknown)}; choose from {list(MODES)}")
    ks = sorted({int(k) for k in args.k.split(",")} | {1, 4, 10})
    log = (lambda *a: None) if args.json else (lambda *a: print(*a, file=sys.stderr, flush=True))

    articles = load_squad(args.squad)
    rng = random.Random(args.seed)
    order = list(range(len(articles)))
    rng.shuffle(order)
    left_out = set(order[: round(args.unanswerable_fraction * len(articles))])
    indexed = [a for i, a in enumerate(articles) if i not in left_out]
    questions = []
    for i, article in enumerate(articles):
        for p_n, paragraph in enumerate(article["paragraphs"]):
            for q in paragraph["questions"]:
                questions.append({**q, "answerable": i not in left_out,
                                  "target": (indexed.index(article), p_n) if i not in left_out else None})
    if args.limit:
        questions = random.Random(args.seed).sample(questions, min(args.limit, len(questions)))

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        write_runbooks(indexed, tmp / "md")
        settings = load_settings(env={}, dotenv_path=None, data_folder=str(tmp / "md"), chroma_db_path=str(tmp / "db"),
                                 logs_folder=str(tmp / "logs"), embedding_cache_path=args.cache)
        progress = lambda stage, done, total, detail: log(f"[{stage}] {done}/{total} {detail}") if done % 100 == 0 or done == total else None  # noqa: E731
        started = time.monotonic()
        update_index(settings, wait=False, progress=progress)
        bm25_ready = time.monotonic() - started
        update_index(settings, wait=True, progress=progress)
        index_seconds = time.monotonic() - started
        index = open_index(settings)
        owner = paragraph_of(index.chunks, indexed)
        log(f"indexed {len(index.chunks)} chunks in {index_seconds:.1f}s (BM25 ready after {bm25_ready:.1f}s)")

        query_cache = CachedEmbeddings(QueryEncoder(index.embeddings.inner), settings.embedding_id + "#query", args.cache)
        texts = [q["question"] for q in questions]
        qvecs = []
        for start in range(0, len(texts), 200):
            qvecs += query_cache.embed_documents(texts[start:start + 200])
            log(f"[query vectors] {min(start + 200, len(texts))}/{len(texts)}")
        lookup = dict(zip(texts, qvecs))
        ensemble = langchain_ensemble(index, Lookup(lookup, index.embeddings), args.bm25_weight, max(ks)) if "langchain" in modes else None

        report = {"dataset": Path(args.squad).name, "questions": sum(q["answerable"] for q in questions),
                  "paragraphs": sum(len(a["paragraphs"]) for a in indexed), "chunks": len(index.chunks),
                  "modes": {}, "index_seconds": round(index_seconds, 1), "bm25_ready_seconds": round(bm25_ready, 1)}
        evidence = {}
        for mode in modes:
            hits_at = {k: 0 for k in ks}
            answer_hit4 = 0
            rr = 0.0
            for q, vec in zip(questions, qvecs):
                hits = rank(mode, q["question"], index, args.bm25_weight, max(ks), vec, ensemble)
                if mode == "hybrid":
                    evidence[q["question"]] = max((evidence_score(h) for h in hits[:settings.k]), default=0.0)
                if not q["answerable"]:
                    continue
                positions = [n for n, h in enumerate(hits, start=1) if owner.get(h["chunk_id"]) == q["target"]]
                first = positions[0] if positions else None
                for k in ks:
                    hits_at[k] += bool(first and first <= k)
                rr += 1.0 / first if first else 0.0
                answer_hit4 += any(a in h["text"] for h in hits[:4] for a in q["answers"])
            n = max(report["questions"], 1)
            report["modes"][mode] = {**{f"hit@{k}": round(hits_at[k] / n, 4) for k in ks},
                                     "answer_hit@4": round(answer_hit4 / n, 4), "mrr@10": round(rr / n, 4)}
            log(f"{mode}: {report['modes'][mode]}")

        sample = random.Random(args.seed + 1).sample(questions, min(args.latency_sample, len(questions)))
        live_ensemble = langchain_ensemble(index, index.embeddings, args.bm25_weight, max(ks)) if "langchain" in modes else None
        for mode in modes:
            times = []
            for q in sample:
                t0 = time.perf_counter()
                rank(mode, q["question"], index, args.bm25_weight, max(ks), None, live_ensemble)
                times.append((time.perf_counter() - t0) * 1000)
            report["modes"][mode].update(p50_ms=percentile(times, 50), p95_ms=percentile(times, 95))
            log(f"{mode} latency: p50 {report['modes'][mode]['p50_ms']} ms, p95 {report['modes'][mode]['p95_ms']} ms")
        report["vector_recall@50_vs_exact"] = vector_recall(index, qvecs[:300], 50)

        if left_out and evidence:
            threshold = settings.evidence_threshold if args.threshold is None else args.threshold
            unans = [evidence[q["question"]] for q in questions if not q["answerable"]]
            ans = [evidence[q["question"]] for q in questions if q["answerable"]]
            t, r_u, r_a = best_threshold(ans, unans)
            report["refusal"] = {
                "unanswerable_fraction": args.unanswerable_fraction, "threshold": threshold,
                "unanswerable_questions": len(unans),
                "refusal_rate_unanswerable": round(float(np.mean([e < threshold for e in unans])), 4),
                "refusal_rate_answerable": round(float(np.mean([e < threshold for e in ans])), 4),
                "best_threshold": t, "best_refusal_rate_unanswerable": r_u, "best_refusal_rate_answerable": r_a,
            }
            log(f"refusal: {report['refusal']}")

        if args.scale > 1:
            big = synthetic_index(index, args.scale, replace(settings, chroma_db_path=str(tmp / "scale")), args.seed)
            for mode in ("bm25", "vector", "hybrid"):
                times = []
                for q in sample:
                    t0 = time.perf_counter()
                    rank(mode, q["question"], big, args.bm25_weight, max(ks))
                    times.append((time.perf_counter() - t0) * 1000)
                report.setdefault("scale", {"chunks": len(big.chunks)})[mode] = {
                    "p50_ms": percentile(times, 50), "p95_ms": percentile(times, 95)}
            log(f"scale: {report['scale']}")

    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print(f"dataset {report['dataset']}: {report['questions']} questions, {report['paragraphs']} paragraphs, "
              f"{report['chunks']} chunks; index {report['index_seconds']}s (BM25 ready {report['bm25_ready_seconds']}s)")
        cols = [f"hit@{k}" for k in ks] + ["answer_hit@4", "mrr@10", "p50_ms", "p95_ms"]
        print("| mode | " + " | ".join(cols) + " |")
        print("|---" * (len(cols) + 1) + "|")
        for mode, m in report["modes"].items():
            print(f"| {mode} | " + " | ".join(str(m.get(c, "")) for c in cols) + " |")
        for key in ("refusal", "scale"):
            if key in report:
                print(f"{key}: {json.dumps(report[key], ensure_ascii=False)}")
        print(f"vector recall@50 vs exact: {report['vector_recall@50_vs_exact']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
