"""What History learnt from each record file, kept between runs in a small SQLite file (issue 40).

Proving a record replays its moves: 5,000 records cost minutes. The index keeps, per file name, the file's
size, mtime and inode when it was proven and what the proof gave (the list's summary of the entry, or the
line saying why the file is refused), so the next start proves only new or changed files.

It is a cache, not the player's data, so it lives in its own file beside the scores database, never inside
it: a damaged or foreign index is deleted and rebuilt, and losing it costs one slow read, nothing else. Rows
are keyed on KEY (this format and the app's version), so an upgrade, which may prove records differently,
reads everything once again. Its rows are read bounded: a row too long or of the wrong shape is a miss.
Every call is made from the history reader's thread (sqlite objects stay on the thread that made them).
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any

from baraza.game import __version__
from baraza.game.persistence import runs
from baraza.game.persistence.paths import data_dir

log = logging.getLogger("baraza")
FORMAT = 5  # what a row holds (3: the player's moves counted as moves, a trade once; 4: their every action and the
# turns begun; 5: turns begun as a player counts them, rounds where a game says so); bump it when the summary or
# the proof changes
KEY = f"{FORMAT}:{__version__}"
MAX_ROW_CHARS = 256 * 1024  # a summary is a few hundred characters; a score curve can make it longer
MAX_ROWS = 50_000  # far above what History lists: more means the file is not ours


@dataclass(frozen=True)
class Stamp:
    """A file as the folder shows it: unchanged stamp, unchanged contents (the writes are atomic renames)."""

    size: int
    mtime_ns: int
    inode: int


@dataclass(frozen=True)
class Row:
    stamp: Stamp
    summary: dict[str, Any] | str | None  # entry_summary() of the proven entry (as JSON text when read back)
    problem: str | None  # the one line saying why the file is refused


def index_path() -> Path:
    return data_dir() / "history-index.sqlite3"


# --- an entry as a row, and back ---------------------------------------------------------------------------
def entry_summary(entry) -> dict[str, Any]:
    """The proven entry as JSON-able data (its moves are not kept: the list shows their count, a replay reads
    the file again)."""
    run = entry.run
    return {"game": run.game, "seats": list(run.seats), "options": run.options, "seed": run.seed,
            "score": run.score, "finished": run.finished, "when": run.when.isoformat(),
            "duration": run.duration, "category": run.category, "turns": run.turns, "code": run.code,
            "daily": run.daily.isoformat() if run.daily else None, "score_parts": [list(p) for p in run.score_parts],
            "score_curve": list(run.score_curve), "match_id": run.match_id, "name": run.name,
            "move_count": entry.move_count, "own_moves": entry.own_moves, "turn_order": list(entry.turn_order),
            "human_actions": entry.human_actions, "turns_begun": entry.turns_begun,
            "winners": list(entry.winners),
            "scores": list(entry.scores),
            "reason": entry.reason, "roll_totals": {str(k): v for k, v in entry.roll_totals.items()},
            "branched_from": entry.branched_from}


def entry_from_summary(data: dict[str, Any] | str, path: Path):
    """The entry a summary (or its JSON text) describes; ValueError (or KeyError/TypeError) when the row is not
    one we wrote. `counted` is left False: the daily ledger says it on every read."""
    from baraza.game.persistence.history import HistoryEntry

    if isinstance(data, str):
        data = json.loads(data)
        if not isinstance(data, dict):
            raise ValueError("not a summary")

    when = datetime.fromisoformat(data["when"])
    if not runs.date_ok(when):
        raise ValueError("date")
    run = runs.RunRecord(
        str(data["game"]), tuple(str(s) for s in data["seats"]), dict(data["options"]), int(data["seed"]), (),
        int(data["score"]), bool(data["finished"]), when, float(data["duration"]), str(data["category"]),
        int(data["turns"]), None if data["code"] is None else str(data["code"]),
        None if data["daily"] is None else date.fromisoformat(data["daily"]), False,
        tuple((str(p[0]), int(p[1])) for p in data["score_parts"]), tuple(int(v) for v in data["score_curve"]),
        str(data["match_id"]), str(data["name"]))
    branch = data["branched_from"]
    return HistoryEntry(path, run, tuple(int(w) for w in data["winners"]), tuple(float(s) for s in data["scores"]),
                        str(data["reason"]), {int(k): int(v) for k, v in data["roll_totals"].items()},
                        dict(branch) if isinstance(branch, dict) else None, int(data["move_count"]),
                        None if data.get("own_moves") is None else int(data["own_moves"]),
                        _turn_order(data.get("turn_order"), len(data["seats"])),
                        _count(data["human_actions"]), _count(data["turns_begun"]))


def _count(value: Any) -> int | None:
    return None if value is None else int(value)


def _turn_order(order: Any, seats: int) -> tuple[int, ...]:
    """A row's turn order, or () (a row written before it was kept, or one that is not a list of its seats)."""
    if not isinstance(order, list) or len(order) > seats or not all(
            isinstance(s, int) and 0 <= s < seats for s in order) or len(set(order)) != len(order):
        return ()
    return tuple(order)


# --- the file --------------------------------------------------------------------------------------------
class HistoryIndex:
    """The index file, opened on the calling thread; every failure turns it off (the reader then proves every
    file, as before), and a file that is not a usable index is removed and made again once."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or index_path()
        self._db: sqlite3.Connection | None = None
        try:
            self._db = self._open()
        except (sqlite3.Error, OSError) as exc:
            log.warning("history index %s set aside (%s)", self.path.name, exc)
            self._remove()
            try:
                self._db = self._open()
            except (sqlite3.Error, OSError) as again:
                log.warning("history index off (%s)", again)
                self._db = None

    def _open(self) -> sqlite3.Connection:
        if self.path.exists() and not self.path.is_file():
            raise OSError(0, "not a file")
        db = sqlite3.connect(self.path, timeout=2.0)
        try:
            db.execute("CREATE TABLE IF NOT EXISTS records (name TEXT PRIMARY KEY, size INTEGER, mtime_ns INTEGER,"
                       " inode INTEGER, key TEXT, summary TEXT, problem TEXT)")
            db.execute("SELECT name, size, mtime_ns, inode, key, summary, problem FROM records LIMIT 1").fetchall()
        except sqlite3.Error:
            db.close()
            raise
        return db

    def _remove(self) -> None:
        try:
            if self.path.is_file() or self.path.is_symlink():
                self.path.unlink()
        except OSError:
            pass

    @property
    def available(self) -> bool:
        return self._db is not None

    def rows(self, pause: Callable[[], None] = lambda: None) -> dict[str, Row]:
        """Every usable row of this KEY, by file name (a damaged row is simply not there); `pause` is called
        after each row (the reader's breather)."""
        if self._db is None:
            return {}
        out: dict[str, Row] = {}
        try:
            cursor = self._db.execute("SELECT name, size, mtime_ns, inode, summary, problem FROM records "
                                      "WHERE key = ? LIMIT ?", (KEY, MAX_ROWS))
            for name, size, mtime_ns, inode, summary, problem in cursor:
                row = _row(name, size, mtime_ns, inode, summary, problem)
                if row is not None:
                    out[name] = row
                pause()
        except sqlite3.Error as exc:
            log.warning("history index unreadable (%s)", exc)
            self.close()
        return out

    def newest(self, count: int) -> dict[str, Row]:
        """The `count` rows of this KEY with the latest file times, newest first (what History shows first)."""
        if self._db is None:
            return {}
        try:
            cursor = self._db.execute("SELECT name, size, mtime_ns, inode, summary, problem FROM records "
                                      "WHERE key = ? ORDER BY mtime_ns DESC LIMIT ?", (KEY, count))
            rows = {name: row for name, *rest in cursor if (row := _row(name, *rest)) is not None}
        except sqlite3.Error as exc:
            log.warning("history index unreadable (%s)", exc)
            self.close()
            return {}
        return rows

    def put(self, rows: dict[str, Row]) -> None:
        """Remember what these files proved (one transaction)."""
        if self._db is None or not rows:
            return
        values = [(name, r.stamp.size, r.stamp.mtime_ns, r.stamp.inode, KEY,
                   r.summary if r.summary is None or isinstance(r.summary, str)
                   else json.dumps(r.summary, separators=(",", ":")), r.problem)
                  for name, r in rows.items()]
        try:
            with self._db:
                self._db.executemany("INSERT OR REPLACE INTO records VALUES (?, ?, ?, ?, ?, ?, ?)", values)
        except sqlite3.Error as exc:
            log.warning("history index not written (%s)", exc)
            self.close()

    def keep_only(self, names: set[str]) -> None:
        """Forget every file not in `names` (gone from the folder) and every row of another KEY."""
        if self._db is None:
            return
        try:
            stale = [(name,) for (name,) in self._db.execute("SELECT name FROM records LIMIT ?", (MAX_ROWS,))
                     if name not in names]
            with self._db:
                if stale:
                    self._db.executemany("DELETE FROM records WHERE name = ?", stale)
                self._db.execute("DELETE FROM records WHERE key != ?", (KEY,))
        except sqlite3.Error as exc:
            log.warning("history index not tidied (%s)", exc)
            self.close()

    def close(self) -> None:
        if self._db is not None:
            try:
                self._db.close()
            except sqlite3.Error:
                pass
            self._db = None


def _row(name: Any, size: Any, mtime_ns: Any, inode: Any, summary: Any, problem: Any) -> Row | None:
    if not (isinstance(name, str) and all(isinstance(v, int) for v in (size, mtime_ns, inode))):
        return None
    if summary is not None:  # parsed when used (summary_of): 5,000 parsed at once made garbage for the collector
        if not isinstance(summary, str) or len(summary) > MAX_ROW_CHARS:
            return None
        return Row(Stamp(size, mtime_ns, inode), summary, None)
    if not isinstance(problem, str) or len(problem) > 2000:
        return None
    return Row(Stamp(size, mtime_ns, inode), None, problem)
