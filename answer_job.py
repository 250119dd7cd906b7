"""One question answered in a worker thread, so a front end can draw citations and tokens while it waits.

Plain Python: the Streamlit page polls an AnswerJob and draws what has arrived (Streamlit calls
must stay in the page's own thread).
"""

from __future__ import annotations

import threading
import time
from typing import Callable

from answering import QueryResult

Run = Callable[[Callable[[dict], None], Callable[[str], None]], QueryResult]
"""run(on_retrieval, on_token) -> QueryResult: typically a handle_query call."""


class AnswerJob:
    """`retrieval` (citations and offline quotes) and `partial` (text so far) fill in while the answer is made."""

    def __init__(self, run: Run):
        self.started = time.monotonic()
        self.retrieval: dict | None = None
        self.partial = ""
        self._result: QueryResult | None = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(run,), name="answer", daemon=True)
        self._thread.start()

    def _run(self, run: Run) -> None:
        try:
            self._result = run(self._on_retrieval, self._on_token)
        except BaseException as exc:  # re-raised in the page's thread by result()
            self._error = exc

    def _on_retrieval(self, retrieval: dict) -> None:
        self.retrieval = retrieval

    def _on_token(self, text: str) -> None:
        self.partial = text

    @property
    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def wait(self, seconds: float) -> bool:
        """Wait up to `seconds`; True once the answer is complete."""
        self._thread.join(seconds)
        return not self._thread.is_alive()

    def result(self) -> QueryResult:
        """The finished answer; raises what the worker raised."""
        self._thread.join()
        if self._error is not None:
            raise self._error
        return self._result
