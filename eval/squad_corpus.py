"""A SQuAD-format dataset as a runbook corpus for the retrieval benchmark, with the parts it holds out.

- `load_squad`: articles → paragraphs → answerable questions.
- `article_halves`: the articles split in two halves by a fixed seed (tune on one, report the other).
- `Corpus.build`: which articles are indexed, which are left out whole (far-away unanswerables),
  which paragraphs of indexed articles are removed (near-miss unanswerables: the rest of the
  article stays), and every question's status.
- `Corpus.write`: one Markdown file per indexed article. Headings `numbered`: each paragraph under
  `## 段落N` (N = its number in the original article); `plain`: each under the same `## 本文` (one
  section per paragraph, no number to match); `none`: paragraphs separated by blank lines only, so
  the chunker cuts the running text and a chunk may span paragraphs.
- `Corpus.owners`: the (article, paragraph) pairs a chunk's text comes from, by heading number or,
  otherwise, by where the chunk's text lies in the article.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

HEADING = "段落"
PLAIN_HEADING = "本文"
HEADING_STYLES = ("numbered", "plain", "none")


def load_squad(path: str | Path) -> list[dict]:
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


def article_halves(count: int, seed: int) -> dict[str, list[int]]:
    """{"tune": [...], "report": [...]}: article indices shuffled by `seed`, first half tunes."""
    order = list(range(count))
    random.Random(seed).shuffle(order)
    middle = count // 2
    return {"tune": sorted(order[:middle]), "report": sorted(order[middle:])}


@dataclass
class Corpus:
    """The indexed part of a set of articles and the status of every question."""

    articles: list[dict]
    indexed: list[int]                      # article indices, in file order (file n = indexed[n])
    removed: set[tuple[int, int]] = field(default_factory=set)   # near-miss paragraphs
    headings: str = "numbered"
    questions: list[dict] = field(default_factory=list)

    @classmethod
    def build(cls, articles: list[dict], chosen: list[int], *, seed: int, unanswerable_fraction: float = 0.0,
              near_miss_fraction: float = 0.0, headings: str = "numbered") -> "Corpus":
        """Leave out a seeded fraction of the chosen articles whole, and a fraction of the remaining
        articles' paragraphs (never an article's only paragraph)."""
        rng = random.Random(seed)
        order = list(chosen)
        rng.shuffle(order)
        left_out = set(order[: round(unanswerable_fraction * len(order))])
        indexed = [a for a in chosen if a not in left_out]
        candidates = [(a, p) for a in indexed for p in range(len(articles[a]["paragraphs"]))
                      if len(articles[a]["paragraphs"]) > 1]
        removed = set(rng.sample(candidates, round(near_miss_fraction * len(candidates))))
        for a in indexed:  # keep at least one paragraph of every indexed article
            if all((a, p) in removed for p in range(len(articles[a]["paragraphs"]))):
                removed.discard((a, 0))
        corpus = cls(articles, indexed, removed, headings)
        for a in chosen:
            for p, paragraph in enumerate(articles[a]["paragraphs"]):
                status = "unanswerable" if a in left_out else "near_miss" if (a, p) in removed else "answerable"
                corpus.questions += [{**q, "status": status, "target": (a, p)} for q in paragraph["questions"]]
        return corpus

    def kept(self, article: int) -> list[tuple[int, str]]:
        return [(p, par["text"]) for p, par in enumerate(self.articles[article]["paragraphs"])
                if (article, p) not in self.removed]

    def body(self, article: int) -> str:
        prefix = {"numbered": f"## {HEADING}{{n}}\n", "plain": f"## {PLAIN_HEADING}\n", "none": ""}[self.headings]
        return "\n\n".join(prefix.format(n=p + 1) + text for p, text in self.kept(article))

    def write(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        for n, article in enumerate(self.indexed):
            (folder / f"{n:03d}.md").write_text(f"# {self.articles[article]['title']}\n\n{self.body(article)}\n",
                                               encoding="utf-8")

    def owners(self, chunks: list) -> dict[str, set[tuple[int, int]]]:
        """chunk_id → the (article, paragraph) pairs its text comes from."""
        owner: dict[str, set[tuple[int, int]]] = {}
        spans: dict[int, list[tuple[int, int, int]]] = {}
        for chunk in chunks:
            article = self.indexed[int(chunk.file.split(".")[0])]
            if self.headings == "numbered":
                owner[chunk.chunk_id] = {(article, int(chunk.heading.rsplit(HEADING, 1)[1]) - 1)}
                continue
            body = self.body(article)
            if article not in spans:
                spans[article], position = [], 0
                for p, text in self.kept(article):
                    position = body.find(text, position)
                    spans[article].append((position, position + len(text), p))
                    position += len(text)
            piece = chunk.text.split("\n", 1)[1] if "\n" in chunk.text else chunk.text
            start = body.find(piece[:60])
            end = start + len(piece)
            owner[chunk.chunk_id] = {(article, p) for s, e, p in spans[article] if start >= 0 and s < end and start < e}
        return owner
