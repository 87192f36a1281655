"""Scores and finished-match statistics in one SQLite file in the data folder.

`matches` keeps one row per finished match; `high_scores` keeps solo scores per game and category
(a game's own grouping, such as a clan), best first.

What can go wrong, and what happens:
- another process holds the file (busy or locked): we wait and retry; the file is never set aside for it.
- the file is not a database, or fails SQLite's integrity check: it is set aside (renamed, kept) and a new
  one started; `warning` tells the player.
- the file comes from an older version (missing columns, no user_version): it is migrated in place.
- the file comes from a newer version: it is used as it is when it has every column this version writes
  (its user_version is never lowered); otherwise scores are off for this run and the file is left alone.
- a row is damaged (wrong types, infinite seconds, bad JSON): that row is skipped.
- the folder is read-only or the disk full: scores are off for this run (`available` is False) and the
  app plays on; every method then returns empty results instead of raising.
"""

from __future__ import annotations

import json
import math
import os
import sqlite3
import stat
import time
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from baraza.game.persistence.paths import scores_db_path
from baraza.game.persistence.text import clean_text

# 1: the two tables. 2: an index on matches.game (the Scores screen reads one game's matches at a time).
SCHEMA_VERSION = 2
TABLES = {
    "matches": {
        "game": "TEXT NOT NULL DEFAULT ''",
        "finished_at": "TEXT NOT NULL DEFAULT ''",
        "seats": "TEXT NOT NULL DEFAULT '[]'",
        "winners": "TEXT NOT NULL DEFAULT '[]'",
        "scores": "TEXT NOT NULL DEFAULT '[]'",
        "turns": "INTEGER NOT NULL DEFAULT 0",
        "actions": "INTEGER NOT NULL DEFAULT 0",
        "seconds": "REAL NOT NULL DEFAULT 0",
        "seed": "INTEGER NOT NULL DEFAULT 0",
    },
    "high_scores": {
        "game": "TEXT NOT NULL DEFAULT ''",
        "category": "TEXT NOT NULL DEFAULT ''",
        "score": "INTEGER NOT NULL DEFAULT 0",
        "seed": "INTEGER NOT NULL DEFAULT 0",
        "player": "TEXT NOT NULL DEFAULT 'Player'",
        "achieved_at": "TEXT NOT NULL DEFAULT ''",
    },
}
BUSY_TIMEOUT = 1.0  # seconds SQLite itself waits for a lock, per attempt
ATTEMPTS = 3
MAX_SECONDS = 10 * 365 * 24 * 3600.0


class ScoresUnavailable(RuntimeError):
    """Scores cannot be read or written right now; str() is one line for the player."""


@dataclass(frozen=True)
class HighScore:
    rank: int
    score: int
    seed: int
    player: str
    achieved_at: str


@dataclass(frozen=True)
class LevelRecord:
    """The human seats' record against one AI level: a match counts under the strongest AI at the table."""

    level: str
    won: int = 0
    lost: int = 0
    drawn: int = 0

    @property
    def played(self) -> int:
        return self.won + self.lost + self.drawn


@dataclass(frozen=True)
class GameStats:
    game: str
    played: int
    human_wins: int
    mean_turns: float
    total_seconds: float
    solo_played: int = 0  # solo runs among `played`: a run alone has no winner, so never a human's win


def _is_busy(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def _is_damage(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return "not a database" in text or "malformed" in text or "corrupt" in text


class ScoreBook:
    """The scores database. Every call is one short transaction on its own connection."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or scores_db_path()
        self.warning: str | None = None
        self.available = False
        self._ready = False
        self._ensure_ready()

    # --- opening, checking, migrating ------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT)
        db.text_factory = _text  # a row whose text is not UTF-8 is read with U+FFFD, not refused whole
        return db

    def _ensure_ready(self) -> bool:
        if self._ready:
            return True
        try:
            self._retrying(self._open)
        except ScoresUnavailable as exc:
            self.warning = str(exc)
            return False
        self._ready = self.available = True
        return True

    def _retrying(self, work):
        """Run `work`; a busy or locked file is waited for and tried again, never set aside."""
        for attempt in range(ATTEMPTS):
            try:
                return work()
            except sqlite3.OperationalError as exc:
                if _is_busy(exc) and attempt < ATTEMPTS - 1:
                    time.sleep(0.2 * (attempt + 1))
                    continue
                if _is_busy(exc):
                    raise ScoresUnavailable("The scores file is in use by another program; scores wait until it is free.") from None
                if _is_damage(exc):
                    raise
                raise ScoresUnavailable(f"Scores cannot be saved ({exc}); playing on without them.") from None
        raise ScoresUnavailable("The scores file is busy.")

    def _open(self) -> None:
        try:
            info = os.stat(self.path)
            if not stat.S_ISREG(info.st_mode):
                self._set_aside("it is not a regular file")
                return self._open()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise ScoresUnavailable(f"Scores cannot be read ({exc.strerror or exc}); playing on without them.") from None
        try:
            with closing(self._connect()) as db:
                (check,) = db.execute("PRAGMA quick_check").fetchone()
                if check != "ok":
                    raise sqlite3.DatabaseError(f"integrity check failed: {str(check)[:60]}")
                self._migrate(db)
        except sqlite3.OperationalError as exc:
            if not _is_damage(exc):
                raise
            self._set_aside("it is damaged")
            self._open()
        except sqlite3.DatabaseError:
            self._set_aside("it is damaged")
            self._open()

    def _set_aside(self, why: str) -> None:
        broken = self.path.with_suffix(f".broken-{datetime.now():%Y%m%d%H%M%S}")
        try:
            os.replace(self.path, broken)
        except OSError as exc:
            raise ScoresUnavailable(f"The scores file is damaged and cannot be moved aside ({exc.strerror}).") from None
        self.warning = f"The scores file could not be used ({why}); it was kept as {broken.name} and a new one started."

    def _migrate(self, db: sqlite3.Connection) -> None:
        """Bring a file from any earlier version up to SCHEMA_VERSION (tables and columns added)."""
        (version,) = db.execute("PRAGMA user_version").fetchone()
        if version == SCHEMA_VERSION:
            return
        if version > SCHEMA_VERSION:
            self._check_newer(db)
            return
        with db:
            for table, columns in TABLES.items():
                present = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
                if not present:
                    body = ", ".join(f"{name} {kind}" for name, kind in columns.items())
                    db.execute(f"CREATE TABLE IF NOT EXISTS {table} (id INTEGER PRIMARY KEY, {body})")
                    continue
                for name, kind in columns.items():
                    if name not in present:
                        db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {kind}")
            db.execute("CREATE INDEX IF NOT EXISTS high_scores_rank ON high_scores (game, category, score DESC)")
            db.execute("CREATE INDEX IF NOT EXISTS matches_game ON matches (game)")
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _check_newer(self, db: sqlite3.Connection) -> None:
        """A file from a newer Baraza: used untouched when every column we write is there."""
        for table, columns in TABLES.items():
            present = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
            if not set(columns) <= present:
                raise ScoresUnavailable("The scores file comes from a newer Baraza; scores are off for this run.")

    def _run(self, work, default: Any = None, write: bool = False) -> Any:
        """Do `work(db)` in one transaction; on failure return `default` (reads) or raise (writes)."""
        if not self._ensure_ready():
            if write:
                raise ScoresUnavailable(self.warning or "Scores are off.")
            return default

        def once():
            with closing(self._connect()) as db, db:
                return work(db)

        try:
            return self._retrying(once)
        except (ScoresUnavailable, sqlite3.Error) as exc:
            if write:
                raise ScoresUnavailable(str(exc)) from None
            return default

    # --- writing -------------------------------------------------------------------------------
    def record_match(
        self,
        game: str,
        seats: list[str],
        winners: tuple[int, ...],
        scores: tuple[float, ...],
        turns: int,
        actions: int,
        seconds: float,
        seed: int,
    ) -> None:
        seconds = seconds if math.isfinite(seconds) and seconds >= 0 else 0.0
        scores = tuple(s if math.isfinite(s) else 0.0 for s in scores)
        self._run(lambda db: db.execute(
            "INSERT INTO matches (game, finished_at, seats, winners, scores, turns, actions, seconds, seed)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game, _now(), json.dumps(seats), json.dumps(list(winners)), json.dumps(list(scores)),
             turns, actions, seconds, seed),
        ), write=True)

    def add_high_score(self, game: str, category: str, score: int, seed: int, player: str = "Player") -> int:
        """Store a solo score; returns its rank in its table (1 = best)."""
        def work(db: sqlite3.Connection) -> int:
            db.execute(
                "INSERT INTO high_scores (game, category, score, seed, player, achieved_at) VALUES (?, ?, ?, ?, ?, ?)",
                (game, category, int(score), seed, player, _now()),
            )
            (better,) = db.execute(
                "SELECT COUNT(*) FROM high_scores WHERE game = ? AND category = ? AND typeof(score) = 'integer'"
                " AND score > ?", (game, category, int(score)),
            ).fetchone()
            return better + 1

        return self._run(work, write=True)

    # --- reading (a bad row is skipped, never fatal) ---------------------------------------------
    def top_scores(self, game: str, category: str, limit: int = 10) -> list[HighScore]:
        """Best first; equal scores keep the order they were reached in."""
        rows = self._run(lambda db: db.execute(
            "SELECT score, seed, player, achieved_at FROM high_scores WHERE game = ? AND category = ?"
            " AND typeof(score) = 'integer' ORDER BY score DESC, id ASC LIMIT ?",
            (game, category, limit * 4),
        ).fetchall(), [])
        good = [r for r in rows if isinstance(r[1], int) and isinstance(r[2], str) and isinstance(r[3], str)]
        return [HighScore(i + 1, r[0], r[1], clean_text(r[2], 40), clean_text(r[3], 40))
                for i, r in enumerate(good[:limit])]

    def best_score(self, game: str, category: str) -> int | None:
        top = self.top_scores(game, category, 1)
        return top[0].score if top else None

    def categories(self, game: str) -> list[str]:
        rows = self._run(lambda db: db.execute(
            "SELECT DISTINCT category FROM high_scores WHERE game = ? AND typeof(category) = 'text'"
            " AND typeof(score) = 'integer' ORDER BY category", (game,)
        ).fetchall(), [])
        return [clean_text(r[0], 40) for r in rows]

    def stats(self, game: str) -> GameStats:
        return stats_of(game, self.match_rows(game))

    def record_against_ai(self, game: str, levels: tuple[str, ...] | list[str]) -> list[LevelRecord]:
        """Wins, losses and draws of the human seats per AI level, weakest first (see `record_of`)."""
        return record_of(self.match_rows(game), levels)

    def match_rows(self, game: str) -> list[MatchRow]:
        """The game's finished matches, each row checked (a bad row is left out)."""
        rows = self._run(lambda db: db.execute(
            "SELECT seats, winners, turns, seconds FROM matches WHERE game = ?", (game,)).fetchall(), [])
        return [parsed for parsed in map(_match_row, rows) if parsed is not None]

    def score_rows(self, game: str) -> list[ScoreRow] | None:
        """The game's solo scores, best first (None when the database cannot be read now)."""
        rows = self._run(lambda db: db.execute(
            "SELECT category, score, seed, player, achieved_at FROM high_scores WHERE game = ?"
            " AND typeof(score) = 'integer' AND typeof(category) = 'text' ORDER BY score DESC, id ASC",
            (game,)).fetchall(), None)
        if rows is None:
            return None
        return [ScoreRow(clean_text(r[0], 40), r[1], r[2], clean_text(r[3], 40), clean_text(r[4], 40))
                for r in rows if isinstance(r[2], int) and isinstance(r[3], str) and isinstance(r[4], str)]


MatchRow = tuple[list, list, int, float]


@dataclass(frozen=True)
class ScoreRow:
    category: str
    score: int
    seed: int
    player: str
    achieved_at: str


def stats_of(game: str, rows: list[MatchRow]) -> GameStats:
    played = human_wins = solo = 0
    turns_total, seconds_total = 0, 0.0
    for seat_list, winner_list, turns, seconds in rows:
        played += 1
        turns_total += turns
        seconds_total += seconds
        if len(seat_list) == 1:
            solo += 1  # a run alone has no winner: never a human's win
        elif any(0 <= w < len(seat_list) and seat_list[w] == "human" for w in winner_list):
            human_wins += 1
    return GameStats(game, played, human_wins, round(turns_total / played, 1) if played else 0.0,
                     round(seconds_total, 1), solo)


def record_of(rows: list[MatchRow], levels: tuple[str, ...] | list[str]) -> list[LevelRecord]:
    """Wins, losses and draws of the human seats per AI level, weakest first: one record for each of
    `levels` (the game's AI levels, weakest first), plus "random" and any level an older version had
    when matches against them were played. A match counts once, under the strongest AI at the table;
    matches without a human seat, or without an AI seat, are left out."""
    order = ["random", *levels]
    tally: dict[str, list[int]] = {level: [0, 0, 0] for level in levels}
    for seat_list, winner_list, _turns, _seconds in rows:
        if not all(isinstance(kind, str) for kind in seat_list):
            continue
        humans = {s for s, kind in enumerate(seat_list) if kind == "human"}
        strongest = strongest_level(seat_list, levels)
        if not humans or strongest is None:
            continue
        counts = tally.setdefault(clean_text(strongest, 20), [0, 0, 0])
        if not winner_list:
            counts[2] += 1
        elif humans & set(winner_list):
            counts[0] += 1
        else:
            counts[1] += 1
    known = [level for level in order if level in tally]
    others = sorted(level for level in tally if level not in order)
    return [LevelRecord(level, *tally[level]) for level in known + others]


def strongest_level(seats: list[str], levels: tuple[str, ...] | list[str]) -> str | None:
    """The strongest computer seat's level ("random", "easy", ...) by the order of `levels` (weakest first,
    "random" below them all, an unknown level below that); None when every seat is human."""
    order = ["random", *levels]
    opponents = [kind.removeprefix("ai:") for kind in seats if kind != "human"]
    if not opponents:
        return None
    return max(opponents, key=lambda level: order.index(level) if level in order else -1)


def _match_row(row: tuple) -> tuple[list, list, int, float] | None:
    """A `matches` row checked field by field, or None when anything in it is off."""
    seats, winners, turns, seconds = row
    try:
        seat_list, winner_list = json.loads(seats), json.loads(winners)
    except (TypeError, ValueError, RecursionError):
        return None
    if not isinstance(seat_list, list) or not isinstance(winner_list, list):
        return None
    if not all(isinstance(w, int) and not isinstance(w, bool) for w in winner_list):
        return None
    if not isinstance(turns, int) or not 0 <= turns < 10**9:
        return None
    if not isinstance(seconds, (int, float)) or not math.isfinite(seconds) or not 0 <= seconds <= MAX_SECONDS:
        return None
    return seat_list, winner_list, turns, float(seconds)


def _text(raw: bytes) -> str:
    return raw.decode("utf-8", "replace")


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")
