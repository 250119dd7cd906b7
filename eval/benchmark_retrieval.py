"""Retrieval and refusal benchmark on any SQuAD-format dataset (developed on JSQuAD v1.3 validation).

Each article becomes one Markdown runbook (eval/squad_corpus.py), indexed with the project's own
ingestion code; then every question is asked per mode:

    python eval/benchmark_retrieval.py --squad ../shared/datasets/jsquad-valid-v1.3.json
    python eval/benchmark_retrieval.py --squad ... --headings none          # paragraphs without `## 段落N`
    python eval/benchmark_retrieval.py --squad ... --articles tune --bm25-weights 0.4,0.5,0.6,0.7,0.8
    python eval/benchmark_retrieval.py --squad ... --articles report --skip-quality --refusal-seeds 1,2,3,4,5
    python eval/benchmark_retrieval.py --squad ... --modes hybrid,bm25,vector --scale 10 --latency-sample 200

Quality: hit@k (a top-k chunk comes from the question's own paragraph), answer_hit@4 (a top-4 chunk
contains a gold answer), mrr@10, per-query latency p50/p95 (query text to fused list, query
embedding included, no LLM). Modes: the project's bm25 / vector / hybrid / rrf, and LangChain's
`EnsembleRetriever` over `BM25Retriever` + Chroma twice: `langchain` with its defaults (BM25 k1 1.5,
b 0.75) and 10 candidates per retriever, `langchain_fair` with the project's k1/b, tokeniser and
candidate pool. `--articles tune|report` uses one of two article halves drawn with `--half-seed`.

Refusal (`--refusal-seeds`): per seed, a fraction of the articles is left out whole (far-away
unanswerables) and a fraction of the remaining paragraphs is removed while the rest of their article
stays (near-miss unanswerables); the insufficient-evidence check is applied to every question; the
figures are given per seed and as mean and spread. Embeddings are cached on disk (`--cache`).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from langchain_core.embeddings import Embeddings  # noqa: E402

from answering import refusal_reason  # noqa: E402
from constants import BM25_B, BM25_K1, CANDIDATE_POOL, SEARCH_DEPTH  # noqa: E402
from embeddings import CachedEmbeddings  # noqa: E402
from guardrails import evidence_score  # noqa: E402
from initialize import open_index, update_index  # noqa: E402
from bm25_index import Bm25Index  # noqa: E402
from retriever import SearchIndex, distinct_runbooks, hybrid_search  # noqa: E402
from tokenizer import tokenize  # noqa: E402
from vector_store import open_vectorstore  # noqa: E402
from settings import Settings, load_settings  # noqa: E402
from squad_corpus import HEADING_STYLES, Corpus, article_halves, load_squad  # noqa: E402
from utils import Chunk  # noqa: E402

MODES = ("bm25", "vector", "hybrid", "rrf", "langchain", "langchain_fair")
DEFAULT_CACHE = Path(__file__).resolve().parent.parent / ".bench_cache" / "embeddings.sqlite"
# The LangChain peer as a user would assemble it (BM25Retriever's own defaults), and with the project's settings.
PEERS = {"langchain": {"bm25_params": {}, "pool": 10},
         "langchain_fair": {"bm25_params": {"k1": BM25_K1, "b": BM25_B}, "pool": CANDIDATE_POOL}}


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


def percentile(values: list[float], q: float) -> float:
    return round(float(np.percentile(values, q)), 1) if values else 0.0


def hybrid_weight(mode: str, default: float) -> float:
    """`hybrid@0.7` → 0.7; other modes use the default BM25 weight."""
    return float(mode.split("@", 1)[1]) if mode.startswith("hybrid@") else default


def rank(mode: str, question: str, index: SearchIndex, bm25_weight: float, k: int, vector=None, peers=None) -> list[dict]:
    """Top-k hits of one mode, as dicts with at least chunk_id and text."""
    if mode in PEERS:
        docs = peers[mode].invoke(question)[:k]
        return [{"chunk_id": d.metadata["chunk_id"], "text": d.page_content} for d in docs]
    bm25_weight = hybrid_weight(mode, bm25_weight)
    weights = {"bm25": (1.0, 0.0), "vector": (0.0, 1.0)}.get(mode, (bm25_weight, 1.0 - bm25_weight))
    return hybrid_search(question, k, weights[0], weights[1], index=index, fusion="rrf" if mode == "rrf" else "weighted",
                         query_vector=vector)


def langchain_ensemble(index: SearchIndex, embeddings: Embeddings, bm25_weight: float, k: int, peer: str):
    """EnsembleRetriever over BM25Retriever (same janome tokens) + Chroma, with the peer's BM25 parameters and pool."""
    from langchain_chroma import Chroma
    from langchain_classic.retrievers import EnsembleRetriever
    from langchain_community.retrievers import BM25Retriever

    pool = max(PEERS[peer]["pool"], k)
    bm25 = BM25Retriever.from_texts([c.text for c in index.chunks], metadatas=[c.metadata() for c in index.chunks],
                                    preprocess_func=tokenize, bm25_params=PEERS[peer]["bm25_params"] or None, k=pool)
    store = Chroma(collection_name=index.vectorstore._collection.name, embedding_function=embeddings,
                   client=index.vectorstore._client)
    return EnsembleRetriever(retrievers=[bm25, store.as_retriever(search_kwargs={"k": pool})],
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


def build_index(corpus: Corpus, folder: Path, cache: str, log) -> tuple[Settings, SearchIndex, dict, float, float]:
    """Write and index the corpus in `folder`; returns settings, index, chunk owners, index and BM25-ready seconds."""
    corpus.write(folder / "md")
    settings = load_settings(env={}, dotenv_path=None, data_folder=str(folder / "md"),
                             chroma_db_path=str(folder / "db"), logs_folder=str(folder / "logs"),
                             embedding_cache_path=cache)
    progress = lambda stage, done, total, detail: log(f"[{stage}] {done}/{total} {detail}") if done % 200 == 0 or done == total else None  # noqa: E731
    started = time.monotonic()
    update_index(settings, wait=False, progress=progress)
    bm25_ready = time.monotonic() - started
    update_index(settings, wait=True, progress=progress)
    index_seconds = time.monotonic() - started
    index = open_index(settings)
    return settings, index, corpus.owners(index.chunks), index_seconds, bm25_ready


def query_vectors(index: SearchIndex, settings: Settings, texts: list[str], cache: str, log) -> list[list[float]]:
    """Query vectors for `texts`, cached on disk under the model's query encoding."""
    query_cache = CachedEmbeddings(QueryEncoder(index.embeddings.inner), settings.embedding_id + "#query", cache)
    vectors = []
    for start in range(0, len(texts), 200):
        vectors += query_cache.embed_documents(texts[start:start + 200])
        log(f"[query vectors] {min(start + 200, len(texts))}/{len(texts)}")
    return vectors


def quality(corpus: Corpus, args, ks: list[int], modes: list[str], tmp: Path, log) -> dict:
    """Quality and latency of every mode over the corpus's (all answerable) questions."""
    settings, index, owner, index_seconds, bm25_ready = build_index(corpus, tmp / "quality", args.cache, log)
    log(f"indexed {len(index.chunks)} chunks in {index_seconds:.1f}s (BM25 ready after {bm25_ready:.1f}s)")
    questions = corpus.questions
    if args.limit:
        questions = random.Random(args.seed).sample(questions, min(args.limit, len(questions)))
    qvecs = query_vectors(index, settings, [q["question"] for q in questions], args.cache, log)
    lookup = dict(zip((q["question"] for q in questions), qvecs))
    peers = {m: langchain_ensemble(index, Lookup(lookup, index.embeddings), args.bm25_weight, max(ks), m)
             for m in modes if m in PEERS}
    report = {"questions": len(questions), "paragraphs": sum(len(corpus.kept(a)) for a in corpus.indexed),
              "chunks": len(index.chunks), "index_seconds": round(index_seconds, 1),
              "bm25_ready_seconds": round(bm25_ready, 1), "modes": {}}
    for mode in modes:
        hits_at = {k: 0 for k in ks}
        answer_hit4 = 0
        rr = 0.0
        for q, vec in zip(questions, qvecs):
            hits = rank(mode, q["question"], index, args.bm25_weight, max(ks), vec, peers)
            positions = [n for n, h in enumerate(hits, start=1) if q["target"] in owner.get(h["chunk_id"], ())]
            first = positions[0] if positions else None
            for k in ks:
                hits_at[k] += bool(first and first <= k)
            rr += 1.0 / first if first else 0.0
            answer_hit4 += any(a in h["text"] for h in hits[:4] for a in q["answers"])
        n = max(len(questions), 1)
        report["modes"][mode] = {**{f"hit@{k}": round(hits_at[k] / n, 4) for k in ks},
                                 "answer_hit@4": round(answer_hit4 / n, 4), "mrr@10": round(rr / n, 4)}
        log(f"{mode}: {report['modes'][mode]}")

    sample = random.Random(args.seed + 1).sample(questions, min(args.latency_sample, len(questions)))
    live_peers = {m: langchain_ensemble(index, index.embeddings, args.bm25_weight, max(ks), m) for m in peers}
    for mode in modes:
        times = []
        for q in sample:
            t0 = time.perf_counter()
            rank(mode, q["question"], index, args.bm25_weight, max(ks), None, live_peers)
            times.append((time.perf_counter() - t0) * 1000)
        report["modes"][mode].update(p50_ms=percentile(times, 50), p95_ms=percentile(times, 95))
    report["vector_recall@50_vs_exact"] = vector_recall(index, qvecs[:300], 50)
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
    return report


def refusal_evidence(question: str, index: SearchIndex, settings: Settings, bm25_weight: float, vector) -> float:
    """The app's refusal signal for a first question: its k passages from k runbooks (answering.retrieve),
    -1 when it is refused whatever the threshold (a name no runbook mentions), else their best evidence."""
    hits = distinct_runbooks(hybrid_search(question, settings.k * SEARCH_DEPTH, bm25_weight, index=index,
                                           query_vector=vector), settings.k)
    if refusal_reason(question, hits, index, replace(settings, evidence_threshold=-1.0)):
        return -1.0
    return max(evidence_score(h) for h in hits)


def refusal_seed(articles: list[dict], chosen: list[int], seed: int, args, tmp: Path, log) -> dict:
    """One seed: build the held-out corpus, apply the evidence check to every question, rates per status."""
    corpus = Corpus.build(articles, chosen, seed=seed, unanswerable_fraction=args.unanswerable_fraction,
                          near_miss_fraction=args.near_miss_fraction, headings=args.headings)
    settings, index, _, _, _ = build_index(corpus, tmp / f"refusal_{seed}", args.cache, log)
    threshold = settings.evidence_threshold if args.threshold is None else args.threshold
    questions = corpus.questions
    qvecs = query_vectors(index, settings, [q["question"] for q in questions], args.cache, log)
    evidence: dict[str, list[float]] = {"answerable": [], "unanswerable": [], "near_miss": []}
    for q, vec in zip(questions, qvecs):
        evidence[q["status"]].append(refusal_evidence(q["question"], index, settings, args.bm25_weight, vec))
    rates = {status: round(float(np.mean([e < threshold for e in values])), 4) if values else None
             for status, values in evidence.items()}
    t, r_u, r_a = best_threshold(evidence["answerable"], evidence["unanswerable"] + evidence["near_miss"])
    result = {"seed": seed, "threshold": threshold, **{f"questions_{s}": len(v) for s, v in evidence.items()},
              **{f"refusal_{s}": r for s, r in rates.items()},
              "best_threshold": t, "best_refusal_unanswerable_all": r_u, "best_refusal_answerable": r_a}
    log(f"refusal seed {seed}: {result}")
    return result


def spread(rows: list[dict]) -> dict:
    """Mean, sample standard deviation, min and max of every rate over the seeds."""
    out = {}
    for key in [k for k in rows[0] if k.startswith(("refusal_", "best_"))]:
        values = [r[key] for r in rows if r[key] is not None]
        if values:
            out[key] = {"mean": round(statistics.mean(values), 4),
                        "sd": round(statistics.stdev(values), 4) if len(values) > 1 else 0.0,
                        "min": min(values), "max": max(values)}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--squad", required=True)
    parser.add_argument("--modes", default="bm25,vector,hybrid,rrf,langchain,langchain_fair")
    parser.add_argument("--bm25-weights", default="", help="also run the hybrid at these BM25 weights (hybrid@W)")
    parser.add_argument("--k", default="1,4,10")
    parser.add_argument("--bm25-weight", type=float, default=0.6)
    parser.add_argument("--headings", default="numbered", choices=HEADING_STYLES,
                        help="numbered: `## 段落N` per paragraph; plain: `## 本文` per paragraph; none: no headings")
    parser.add_argument("--articles", default="all", choices=("all", "tune", "report"),
                        help="all articles, or one of two halves drawn with --half-seed")
    parser.add_argument("--half-seed", type=int, default=2026)
    parser.add_argument("--limit", type=int, help="ask at most N questions (seeded sample)")
    parser.add_argument("--latency-sample", type=int, default=300, help="questions timed with a cold query embedding")
    parser.add_argument("--scale", type=int, default=1, help="also time queries over N x synthetic chunks")
    parser.add_argument("--skip-quality", action="store_true", help="only the refusal benchmark")
    parser.add_argument("--refusal-seeds", default="", help="comma-separated seeds of the refusal benchmark")
    parser.add_argument("--unanswerable-fraction", type=float, default=0.3, help="articles left out whole, per seed")
    parser.add_argument("--near-miss-fraction", type=float, default=0.1, help="paragraphs removed from kept articles")
    parser.add_argument("--threshold", type=float, help="evidence threshold (default: the app's)")
    parser.add_argument("--cache", default=str(DEFAULT_CACHE), help="embedding cache (kept between runs)")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    modes = [m for m in args.modes.split(",") if m] + [f"hybrid@{w}" for w in args.bm25_weights.split(",") if w]
    unknown = {m for m in modes if not m.startswith("hybrid@")} - set(MODES)
    if unknown:
        parser.error(f"unknown modes {sorted(unknown)}; choose from {list(MODES)}")
    ks = sorted({int(k) for k in args.k.split(",")} | {1, 4, 10})
    seeds = [int(s) for s in args.refusal_seeds.split(",") if s]
    log = (lambda *a: None) if args.json else (lambda *a: print(*a, file=sys.stderr, flush=True))

    articles = load_squad(args.squad)
    chosen = list(range(len(articles))) if args.articles == "all" else article_halves(len(articles), args.half_seed)[args.articles]
    report = {"dataset": Path(args.squad).name, "articles": args.articles, "half_seed": args.half_seed,
              "article_count": len(chosen), "headings": args.headings, "bm25_weight": args.bm25_weight}
    with tempfile.TemporaryDirectory() as tmp:
        if not args.skip_quality:
            corpus = Corpus.build(articles, chosen, seed=args.seed, headings=args.headings)
            report["quality"] = quality(corpus, args, ks, modes, Path(tmp), log)
        if seeds:
            rows = [refusal_seed(articles, chosen, seed, args, Path(tmp), log) for seed in seeds]
            report["refusal"] = {"unanswerable_fraction": args.unanswerable_fraction,
                                 "near_miss_fraction": args.near_miss_fraction, "seeds": rows, "spread": spread(rows)}
    print(json.dumps(report, ensure_ascii=False) if args.json else text_report(report, ks))
    return 0


def text_report(report: dict, ks: list[int]) -> str:
    """Markdown tables of the quality and refusal figures."""
    lines = [f"dataset {report['dataset']}, articles {report['articles']} ({report['article_count']}, half seed "
             f"{report['half_seed']}), headings {report['headings']}"]
    if "quality" in report:
        q = report["quality"]
        lines.append(f"{q['questions']} questions, {q['paragraphs']} paragraphs, {q['chunks']} chunks; index "
                     f"{q['index_seconds']}s (BM25 ready {q['bm25_ready_seconds']}s)")
        cols = [f"hit@{k}" for k in ks] + ["answer_hit@4", "mrr@10", "p50_ms", "p95_ms"]
        lines += ["| mode | " + " | ".join(cols) + " |", "|---" * (len(cols) + 1) + "|"]
        lines += [f"| {mode} | " + " | ".join(str(m.get(c, "")) for c in cols) + " |" for mode, m in q["modes"].items()]
        if "scale" in q:
            lines.append(f"scale: {json.dumps(q['scale'])}")
        lines.append(f"vector recall@50 vs exact: {q['vector_recall@50_vs_exact']}")
    if "refusal" in report:
        r = report["refusal"]
        lines.append(f"refusal: {r['unanswerable_fraction']:.0%} of articles left out, {r['near_miss_fraction']:.0%} of "
                     f"the other paragraphs removed; threshold {r['seeds'][0]['threshold']}")
        cols = ["refusal_unanswerable", "refusal_near_miss", "refusal_answerable", "best_threshold",
                "best_refusal_unanswerable_all", "best_refusal_answerable"]
        lines += ["| seed | questions (ans/far/near) | " + " | ".join(cols) + " |", "|---" * (len(cols) + 2) + "|"]
        for row in r["seeds"]:
            counts = f"{row['questions_answerable']}/{row['questions_unanswerable']}/{row['questions_near_miss']}"
            lines.append(f"| {row['seed']} | {counts} | " + " | ".join(str(row[c]) for c in cols) + " |")
        lines.append("| mean ± sd (min–max) | | " + " | ".join(
            f"{s['mean']} ± {s['sd']} ({s['min']}–{s['max']})" for s in (r["spread"][c] for c in cols)) + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
