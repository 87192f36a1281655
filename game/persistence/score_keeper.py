"""The scores as the app uses them: no call on the frame thread touches the database.

A worker thread opens the ScoreBook (which may wait on a lock another program holds), writes finished matches
and solo scores from a queue, and reads each game's rows when a screen first asks. A write that cannot be
done now (the file is locked, busy, or the folder read-only) stays queued and is tried again every
`retry_seconds` until it lands: it is never dropped while the app runs, and `problem()` says why it waits (the
results screen tells the player). Reads answer at once from what was
read before plus the writes still queued, so a result shows in Scores the moment the match ends, and the
Scores screen never queries per frame (`version` tells it when to read again).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from baraza.game.persistence.scores import (
    MAX_SECONDS,
    GameStats,
    HighScore,
    LevelRecord,
    MatchRow,
    ScoreBook,
    ScoreRow,
    ScoresUnavailable,
    _now,
    record_of,
    stats_of,
)
from baraza.game.registry import GAMES

RETRY_SECONDS = 1.0


@dataclass
class _Game:
    loaded: bool = False
    matches: list[MatchRow] = field(default_factory=list)
    scores: list[ScoreRow] = field(default_factory=list)  # best first


@dataclass
class _Write:
    game: str
    run: Callable[[ScoreBook], object]
    match: MatchRow | None = None
    score: ScoreRow | None = None


class ScoreKeeper:
    def __init__(self, path: Path | None = None, retry_seconds: float = RETRY_SECONDS) -> None:
        self.path = path
        self.retry_seconds = retry_seconds
        self.version = 0  # goes up whenever what the reads answer changes
        self.warning: str | None = None
        self._notes: list[str] = []
        self._problem: str | None = None  # why the first queued write did not land when last tried
        self._games: dict[str, _Game] = {}
        self._queue: list[_Write] = []
        self._wanted: list[str] = []
        self._busy = False
        self._closed = False
        self._told_waiting = False
        self._started = False  # the book is open and every game's rows are asked for
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="baraza-scores", daemon=True)
        self._thread.start()

    # --- reading: at once, from memory ------------------------------------------------------------
    def _game(self, game: str) -> _Game:
        """The game's rows as known now; the first ask has the worker read them (callers hold no lock)."""
        with self._cond:
            known = self._games.setdefault(game, _Game())
            if not known.loaded and game not in self._wanted:
                self._wanted.append(game)
                self._cond.notify_all()
            pending = [w for w in self._queue if w.game == game]
            return _Game(known.loaded, known.matches + [w.match for w in pending if w.match],
                         sorted(known.scores + [w.score for w in pending if w.score], key=lambda r: -r.score))

    def loaded(self, game: str) -> bool:
        with self._cond:
            return self._games.get(game, _Game()).loaded

    def stats(self, game: str) -> GameStats:
        return stats_of(game, self._game(game).matches)

    def record_against_ai(self, game: str, levels: tuple[str, ...] | list[str]) -> list[LevelRecord]:
        return record_of(self._game(game).matches, levels)

    def categories(self, game: str) -> list[str]:
        return sorted({row.category for row in self._game(game).scores})

    def top_scores(self, game: str, category: str, limit: int = 10) -> list[HighScore]:
        rows = [r for r in self._game(game).scores if r.category == category][:limit]
        return [HighScore(i + 1, r.score, r.seed, r.player, r.achieved_at) for i, r in enumerate(rows)]

    def best_score(self, game: str, category: str) -> int | None:
        top = self.top_scores(game, category, 1)
        return top[0].score if top else None

    # --- writing: queued -----------------------------------------------------------------------------
    def record_match(self, game: str, seats: list[str], winners: tuple[int, ...], scores: tuple[float, ...],
                     turns: int, actions: int, seconds: float, seed: int) -> None:
        shown_seconds = float(seconds) if 0 <= seconds <= MAX_SECONDS else 0.0
        row: MatchRow = (list(seats), list(winners), int(turns), shown_seconds)
        self._enqueue(_Write(game, lambda book: book.record_match(game, list(seats), winners, scores, turns, actions,
                                                                  seconds, seed), match=row))

    def add_high_score(self, game: str, category: str, score: int, seed: int, player: str = "Player") -> int:
        """Queue a solo score; returns its rank among the scores known now (1 = best)."""
        better = sum(1 for r in self._game(game).scores if r.category == category and r.score > score)
        row = ScoreRow(category, int(score), seed, player, _now())
        self._enqueue(_Write(game, lambda book: book.add_high_score(game, category, score, seed, player), score=row))
        return better + 1

    def _enqueue(self, write: _Write) -> None:
        with self._cond:
            self._queue.append(write)
            self.version += 1
            self._cond.notify_all()

    # --- waiting and notes ------------------------------------------------------------------------------
    def pending(self) -> int:
        with self._cond:
            return len(self._queue)

    def problem(self) -> str | None:
        """Why the queued writes are not in the scores file (its words, one line), while a write keeps failing;
        None when nothing waits or the last try landed."""
        with self._cond:
            return self._problem if self._queue else None

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every queued write has landed (tests, app exit); False if `timeout` ran out first."""
        return self._wait(lambda: not self._queue and not self._busy, timeout)

    def settle(self, timeout: float | None = 10.0) -> bool:
        """Wait until the writes have landed and every game asked for has been read (tests)."""
        return self._wait(lambda: self._started and not self._queue and not self._wanted and not self._busy, timeout)

    def _wait(self, done: Callable[[], bool], timeout: float | None) -> bool:
        with self._cond:
            self._cond.notify_all()
            return self._cond.wait_for(done, timeout)

    def take_notes(self) -> list[str]:
        """Lines for the player since the last call (a damaged file set aside, writes waiting for the file)."""
        with self._cond:
            notes, self._notes = self._notes, []
        return notes

    def close(self, timeout: float = 5.0) -> None:
        self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    # --- the worker ---------------------------------------------------------------------------------------
    def _run(self) -> None:
        book = ScoreBook(self.path)  # may wait on another program's lock: here, never on the frame thread
        with self._cond:
            self.warning = book.warning
            if book.warning:
                self._notes.append(book.warning)
            # Every game's rows are read up front, so a solo score's rank and "a new best" are right at once.
            self._wanted += [name for name in GAMES if name not in self._wanted and name not in self._games]
            self._started = True
            self._cond.notify_all()
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._queue or self._wanted or self._closed)
                if self._closed and not self._queue:
                    return
                self._busy = True
                write = self._queue[0] if self._queue else None
                game = None if write else self._wanted[0]
            try:
                if write is not None:
                    self._write(book, write)
                else:
                    self._read(book, game)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _write(self, book: ScoreBook, write: _Write) -> None:
        try:
            write.run(book)
        except (ScoresUnavailable, OSError) as exc:
            # The cause only: ScoreBook's own sentence goes on "; playing on without them", and this keeps trying.
            text = getattr(exc, "strerror", None) or str(exc) or exc.__class__.__name__
            reason = text.split("; ")[0].rstrip(".")
            with self._cond:
                self._problem = reason
                if not self._told_waiting:
                    self._told_waiting = True
                    # Not "kept": they are in memory only, and go if the app ends before the file takes them.
                    self._notes.append(f"Scores are not written yet ({reason}); Baraza tries again while it runs.")
                self._cond.wait_for(lambda: self._closed, self.retry_seconds)
            return
        with self._cond:
            self._queue.remove(write)
            self._told_waiting = False
            self._problem = None
            # Kept in memory until the game's rows are read (a read after this write includes it and replaces them).
            known = self._games.setdefault(write.game, _Game())
            if write.match:
                known.matches.append(write.match)
            if write.score:
                known.scores = sorted([*known.scores, write.score], key=lambda r: -r.score)
            self.version += 1

    def _read(self, book: ScoreBook, game: str) -> None:
        scores = book.score_rows(game)
        matches = book.match_rows(game) if scores is not None else []
        with self._cond:
            if scores is None:  # cannot be read now (locked, or scores off): asked again later, after the writes
                self._wanted.remove(game)
                self._wanted.append(game)
                self._cond.wait_for(lambda: self._closed or bool(self._queue), self.retry_seconds)
                return
            self._wanted.remove(game)
            self._games[game] = _Game(True, matches, scores)
            self.version += 1


def wait_until(predicate: Callable[[], bool], timeout: float = 10.0) -> bool:
    """Poll `predicate` (tests)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.01)
    return predicate()
