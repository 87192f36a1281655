"""The scores as the app uses them: no call on the frame thread touches the database.

A worker thread opens the ScoreBook (which may wait on a lock another program holds), writes finished matches
and solo scores from a queue, and reads each game's rows when a screen first asks. A write that cannot be
done now (the file is locked, busy, or the folder read-only) stays queued and is tried again every
`retry_seconds` until it lands: it is never dropped while the app runs, and `problem()` says why it waits (the
results screen tells the player). Reads answer at once from what was
read before plus the writes still queued, so a result shows in Scores the moment the match ends, and the
Scores screen never queries per frame (`version` tells it when to read again).

Writes still queued when the keeper closes (the file refused them until the app quit: a full disk, a read-only
folder, a lock) are not lost: each write is plain data (its kind and arguments), and the keeper's thread writes
those still waiting to a small `pending-scores.json` in the first of record_retry's `pending_dirs` that takes
it (never into the scores file itself, the file that refused them). The next keeper's thread reads that file back like
any user file (size and depth caps, every entry checked; a bad entry is skipped in one logged line, a bad file
set aside as `*.refused`), queues its writes ahead of new ones, rewrites the file as each one lands and removes
it when none is left. How a write is never done twice, even when the app is killed half-way: see `_mark`.
"""

from __future__ import annotations

import json
import logging
import math
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from baraza.game.persistence.atomic import write_json_atomic
from baraza.game.persistence.record_retry import PENDING_SCORES, pending_dirs, set_aside
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
from baraza.game.persistence.text import is_clean
from baraza.game.persistence.userfile import read_user_json
from baraza.game.registry import GAMES

log = logging.getLogger("baraza")

RETRY_SECONDS = 1.0
CLOSE_SECONDS = 5.0  # how long close() waits for the keeper's thread to finish a try and keep what waits on disk
PENDING_FORMAT = "baraza-pending-scores"
MAX_PENDING_BYTES = 256 * 1024  # a few hundred waiting writes; anything larger is not a file Baraza wrote
MAX_PENDING_WRITES = 500
MATCH, HIGH_SCORE = "match", "high_score"
INT64 = 2**63


@dataclass
class _Game:
    loaded: bool = False
    matches: list[MatchRow] = field(default_factory=list)
    scores: list[ScoreRow] = field(default_factory=list)  # best first


@dataclass(eq=False)  # each write is itself: two equal matches are two rows
class _Write:
    kind: str  # MATCH or HIGH_SCORE
    data: dict[str, Any]  # its arguments, JSON-able, as ScoreBook stores them: what a pending file keeps
    file: Path | None = None  # the pending file that holds it (the last run's, or this run's at close)
    before: int | None = None  # rows equal to it in the scores file just before it was tried (see `_mark`)

    @property
    def game(self) -> str:
        return self.data["game"]

    @property
    def match(self) -> MatchRow | None:
        if self.kind != MATCH:
            return None
        d = self.data
        return list(d["seats"]), list(d["winners"]), d["turns"], d["seconds"] if d["seconds"] <= MAX_SECONDS else 0.0

    @property
    def score(self) -> ScoreRow | None:
        if self.kind != HIGH_SCORE:
            return None
        d = self.data
        return ScoreRow(d["category"], d["score"], d["seed"], d["player"], d["at"])

    def run(self, book: ScoreBook) -> None:
        d = self.data
        if self.kind == MATCH:
            book.record_match(d["game"], list(d["seats"]), tuple(d["winners"]), tuple(d["scores"]), d["turns"],
                              d["actions"], d["seconds"], d["seed"])
        else:
            book.add_high_score(d["game"], d["category"], d["score"], d["seed"], d["player"])

    def entry(self) -> dict[str, Any]:
        """What the pending file keeps of it."""
        out = {"kind": self.kind, **self.data}
        if self.before is not None:
            out["rows_before"] = self.before
        return out


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
        self._files: dict[Path, list[_Write]] = {}  # each pending file -> the writes it holds (the worker's only)
        self._taken = False  # the last run's pending files are read (and their writes queued)
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
        # As ScoreBook stores them (a number that is not finite becomes 0): the same row now or from the file.
        self._enqueue(_Write(MATCH, {
            "game": game, "seats": list(seats), "winners": [int(w) for w in winners],
            "scores": [_finite(s) for s in scores], "turns": int(turns), "actions": int(actions),
            "seconds": float(seconds) if math.isfinite(seconds) and seconds >= 0 else 0.0, "seed": int(seed),
            "at": _now()}))

    def add_high_score(self, game: str, category: str, score: int, seed: int, player: str = "Player") -> int:
        """Queue a solo score; returns its rank among the scores known now (1 = best)."""
        better = sum(1 for r in self._game(game).scores if r.category == category and r.score > score)
        self._enqueue(_Write(HIGH_SCORE, {"game": game, "category": category, "score": int(score), "seed": int(seed),
                                          "player": player, "at": _now()}))
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
        return self._wait(lambda: self._taken and not self._queue and not self._busy, timeout)

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
        """Wait up to `timeout` for the queued writes to land; those that do not are kept on disk by the
        keeper's thread for the next start (waited for up to CLOSE_SECONDS more: the app is quitting)."""
        if not self._closed:
            self.flush(timeout)
            with self._cond:
                self._closed = True
                self._cond.notify_all()
        if self._thread is not threading.current_thread():
            self._thread.join(CLOSE_SECONDS)

    # --- the worker ---------------------------------------------------------------------------------------
    def _run(self) -> None:
        try:
            self._serve()
        finally:
            self._keep_waiting()  # what did not land goes to a pending file for the next start

    def _serve(self) -> None:
        self._take_pending()
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
                if self._closed:
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
            if write.file is None or not self._mark(book, write):
                write.run(book)
        except (ScoresUnavailable, OSError) as exc:
            # The cause only: ScoreBook's own sentence goes on "; playing on without them", and this keeps trying.
            text = getattr(exc, "strerror", None) or str(exc) or exc.__class__.__name__
            reason = text.split("; ")[0].rstrip(".")
            with self._cond:
                self._problem = reason
                if not self._told_waiting:
                    self._told_waiting = True
                    # Not "kept": they are in memory only until the app quits (then in a pending file, if one takes them).
                    self._notes.append(f"Scores are not written yet ({reason}); Baraza tries again while it runs"
                                       " and at the next start.")
                self._cond.wait_for(lambda: self._closed, self.retry_seconds)
            return
        if write.file is not None:
            self._unhold(write)
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

    # --- writes kept on disk between runs (the worker only) ------------------------------------------------
    def _take_pending(self) -> None:
        """The writes an earlier run left in pending files, queued ahead of any new one."""
        taken: list[_Write] = []
        seen: set[str] = set()
        try:
            for folder in pending_dirs():
                path = folder / PENDING_SCORES
                if not os.path.lexists(path) or os.path.realpath(path) in seen:
                    continue
                seen.add(os.path.realpath(path))
                writes = _read_pending(path)
                if writes:
                    self._files[path] = writes
                    taken += writes
        except Exception:  # noqa: BLE001 - whatever a hostile folder does, the scores still work
            log.exception("pending scores")
        with self._cond:
            self._queue[:0] = taken
            self.version += bool(taken)
            self._taken = True
            self._cond.notify_all()

    def _mark(self, book: ScoreBook, write: _Write) -> bool:
        """Whether a write its pending file holds already landed, in a run killed before the file could say so.

        Exactly once, across two files that cannot change together: before a held write is tried, its file
        records how many rows equal to it the scores file has (`rows_before`); once it lands, it leaves its
        file. Killed in between, the next start counts again: more rows than recorded means it landed (it is
        not written again), as many means it did not (it is written). Killed before the count is on disk, it
        was never tried. A failed try keeps the count (the transaction added nothing); a count that went down
        (the file set aside and started anew) is recorded again before the try. Raises like a write."""
        rows = _equal_rows(book, write)
        if write.before is not None and rows > write.before:
            return True
        if write.before != rows:
            write.before = rows
            self._save(write.file)
        return False

    def _unhold(self, write: _Write) -> None:
        """A held write landed: its file keeps the others, or goes with the last."""
        held = self._files.get(write.file, [])
        self._files[write.file] = [w for w in held if w is not write]
        try:
            self._save(write.file)
        except OSError as exc:  # its count stays there: the next start sees it landed and drops it
            log.warning("The waiting scores file could not be updated (%s): %s", exc.strerror or exc, write.file)

    def _save(self, path: Path) -> None:
        held = self._files.get(path, [])
        if held:
            write_json_atomic(path, {"format": PENDING_FORMAT, "writes": [w.entry() for w in held]})
            return
        self._files.pop(path, None)
        path.unlink(missing_ok=True)

    def _keep_waiting(self) -> None:
        """At close: the queued writes no pending file holds yet go to the first pending folder that takes them
        (a file already there keeps its own writes too). Those already held stay where they are."""
        with self._cond:
            fresh = [w for w in self._queue if w.file is None]
        if not fresh:
            return
        for folder in pending_dirs():
            path = folder / PENDING_SCORES
            held = self._files.get(path, [])
            room = max(0, MAX_PENDING_WRITES - len(held))
            kept = fresh[:room]
            try:
                write_json_atomic(path, {"format": PENDING_FORMAT, "writes": [w.entry() for w in held + kept]})
            except (OSError, ValueError, TypeError):
                continue
            for w in kept:
                w.file = path
            self._files[path] = held + kept
            if len(kept) < len(fresh):
                log.warning("%d score rows could not be kept for the next start (%s is full)",
                            len(fresh) - len(kept), path)
            return
        log.warning("%d score rows could not be kept for the next start: no folder takes %s", len(fresh),
                    PENDING_SCORES)


def _finite(number: float) -> float:
    if isinstance(number, int):
        return int(number)
    return float(number) if math.isfinite(number) else 0.0


def _equal_rows(book: ScoreBook, write: _Write) -> int:
    """How many rows the scores file has that equal `write` (every column it writes but the time)."""
    d = write.data
    if write.kind == MATCH:
        sql = ("SELECT COUNT(*) FROM matches WHERE game = ? AND seats = ? AND winners = ? AND scores = ?"
               " AND turns = ? AND actions = ? AND seconds = ? AND seed = ?")
        args: tuple = (d["game"], json.dumps(d["seats"]), json.dumps(d["winners"]), json.dumps(d["scores"]),
                       d["turns"], d["actions"], d["seconds"], d["seed"])
    else:
        sql = "SELECT COUNT(*) FROM high_scores WHERE game = ? AND category = ? AND score = ? AND seed = ? AND player = ?"
        args = (d["game"], d["category"], d["score"], d["seed"], d["player"])
    rows = book._run(lambda db: db.execute(sql, args).fetchone()[0], None)  # None: it cannot be read now
    if not isinstance(rows, int):
        raise ScoresUnavailable(book.warning or "the scores file cannot be read")
    return rows


def _read_pending(path: Path) -> list[_Write] | None:
    """The good writes of a pending file; a bad entry is skipped in one logged line, a bad file (or one with
    nothing good in it) refused in one line and set aside as `*.refused`."""
    try:
        data = read_user_json(path, MAX_PENDING_BYTES)
        if not isinstance(data, dict) or data.get("format") != PENDING_FORMAT or not isinstance(data.get("writes"),
                                                                                               list):
            raise ValueError(f"{path.name} is not a list of waiting scores")
        entries = data["writes"]
        writes: list[_Write] = []
        for number, entry in enumerate(entries[:MAX_PENDING_WRITES], 1):
            try:
                writes.append(_checked_write(entry, path))
            except ValueError as exc:
                log.warning("A score waiting from the last run was skipped: %s entry %d: %s", path.name, number, exc)
        if len(entries) > MAX_PENDING_WRITES:
            log.warning("%s: %d waiting scores past the first %d were skipped", path.name,
                        len(entries) - MAX_PENDING_WRITES, MAX_PENDING_WRITES)
        if writes:
            return writes
        raise ValueError(f"{path.name} holds no score that can be written")
    except ValueError as exc:  # UserFileError is one too: one line naming the file
        reason = str(exc)
    except Exception as exc:  # noqa: BLE001 - whatever a hostile file does, the start goes on
        reason = f"{path.name}: {exc.__class__.__name__}"
    set_aside(path, "Scores waiting from the last run were refused", reason)
    return None


def _text(value: Any, name: str, limit: int = 200, empty: bool = True) -> str:
    if not is_clean(value, limit) or not (value or empty):
        raise ValueError(f"{name} is not a short text")
    return value


def _int(value: Any, name: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value < high:
        raise ValueError(f"{name} is not a whole number from {low} to {high - 1}")
    return value


def _number(value: Any, name: str, low: float, high: float) -> float | int:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not math.isfinite(value) \
            or not low <= value <= high:
        raise ValueError(f"{name} is not a number from {low:g} to {high:g}")
    return value


def _list(value: Any, name: str, most: int) -> list:
    if not isinstance(value, list) or len(value) > most:
        raise ValueError(f"{name} is not a list of at most {most}")
    return value


def _checked_write(entry: Any, path: Path) -> _Write:
    """One entry of a pending file as a write, checked like ScoreBook's own rows (and bounded as ScoreBook
    needs: SQLite's integers are 64-bit); ValueError says what is off."""
    if not isinstance(entry, dict):
        raise ValueError("not an object")
    kind, get = entry.get("kind"), entry.get
    if kind not in (MATCH, HIGH_SCORE):
        raise ValueError(f"unknown kind {str(kind)[:20]!r}")
    data: dict[str, Any] = {"game": _text(get("game"), "game", 64, empty=False)}
    if kind == MATCH:
        seats = [_text(seat, "a seat", 64, empty=False) for seat in _list(get("seats"), "seats", 64)]
        if not seats:
            raise ValueError("no seats")
        data.update(seats=seats,
                    winners=[_int(w, "a winner", 0, 1000) for w in _list(get("winners"), "winners", 64)],
                    scores=[_number(s, "a score", -1e18, 1e18) for s in _list(get("scores"), "scores", 64)],
                    turns=_int(get("turns"), "turns", 0, 10**9), actions=_int(get("actions"), "actions", 0, 10**9),
                    seconds=float(_number(get("seconds"), "seconds", 0, MAX_SECONDS)))
    else:
        data.update(category=_text(get("category"), "category"), score=_int(get("score"), "score", -INT64, INT64),
                    player=_text(get("player"), "player"))
    data.update(seed=_int(get("seed"), "seed", -INT64, INT64), at=_text(get("at"), "at", 64))
    before = get("rows_before")
    return _Write(kind, data, path, None if before is None else _int(before, "rows_before", 0, INT64))


def wait_until(predicate: Callable[[], bool], timeout: float = 10.0) -> bool:
    """Poll `predicate` (tests)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.01)
    return predicate()
