"""A game's solo runs read on a thread for the main menu's panel of today's deal (issue 40: with 5,000
records in the history the menu read them on the frame thread, and start-up took 4.3-5.3 s instead of 2.2 s).

One reader lives as long as the window. `request(game)` reads (new and changed files only, through the
app's RunCache) after first letting the autosave writer put a just-finished run on disk; `latest(game)` is
the last complete read and `version` moves each time one completes. Frame-thread calls never wait.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable

from baraza.game.persistence.runs import RunCache, RunList, read_runs

FLUSH_SECONDS = 2.0  # the longest the reader waits for a just-finished run's record before reading


class RunsReader:
    def __init__(self, cache: RunCache, flush: Callable[[float], object] | None = None) -> None:
        self._cache = cache
        self._flush = flush
        self._lock = threading.Lock()
        self._latest: dict[str, RunList] = {}
        self._tickets = itertools.count(1)
        self._asked: dict[str, int] = {}  # game -> the number of its newest request
        self._done: dict[str, int] = {}  # game -> the number of the request its `latest` answers
        self.version = 0

    def request(self, game: str, on_done: Callable[[], None] | None = None) -> None:
        """Read `game`'s runs again on a thread; an older request still going on gives way to this one."""
        with self._lock:
            ticket = self._asked[game] = next(self._tickets)
        threading.Thread(target=self._work, args=(game, ticket, on_done), name="baraza-runs", daemon=True).start()

    def latest(self, game: str) -> RunList | None:
        with self._lock:
            return self._latest.get(game)

    def pending(self, game: str) -> bool:
        """Whether a read asked for is not complete yet."""
        with self._lock:
            return self._asked.get(game, 0) != self._done.get(game, 0)

    def _work(self, game: str, ticket: int, on_done: Callable[[], None] | None) -> None:
        if self._flush is not None:
            self._flush(FLUSH_SECONDS)
        try:
            found = read_runs(game, cache=self._cache)
        except Exception as exc:  # noqa: BLE001 - the panel says it, the menu stays
            found = RunList(problems=[f"The runs could not be read ({exc})."])
        with self._lock:
            if self._asked.get(game) != ticket:
                return  # a newer request reads after this one
            self._done[game] = ticket
            self._latest[game] = found
            self.version += 1
        if on_done is not None:
            on_done()
