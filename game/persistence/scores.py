"""Scores and finished-match statistics in one SQLite file in the data folder.

`matches` keeps one row per finished match; `high_scores` keeps solo scores per game and category
(for Khedu the clan), best first. A damaged database file is set aside (renamed), not lost, and a
fresh one is started so the app keeps working.
"""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from baraza.game.persistence.paths import scores_db_path

SCHEMA = """
CREATE TABLE IF NOT EXISTS matches (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    seats TEXT NOT NULL,
    winners TEXT NOT NULL,
    scores TEXT NOT NULL,
    turns INTEGER NOT NULL,
    actions INTEGER NOT NULL,
    seconds REAL NOT NULL,
    seed INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS high_scores (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    category TEXT NOT NULL,
    score INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    player TEXT NOT NULL,
    achieved_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS high_scores_rank ON high_scores (game, category, score DESC);
"""


@dataclass(frozen=True)
class HighScore:
    rank: int
    score: int
    seed: int
    player: str
    achieved_at: str


@dataclass(frozen=True)
class GameStats:
    game: str
    played: int
    human_wins: int
    mean_turns: float
    total_seconds: float


class ScoreBook:
    """The scores database. Open it per use; every call is one short transaction."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or scores_db_path()
        self.warning: str | None = None
        try:
            self._init()
        except sqlite3.DatabaseError:
            broken = self.path.with_suffix(f".broken-{datetime.now():%Y%m%d%H%M%S}")
            self.path.rename(broken)
            self.warning = f"The scores file was damaged; it was kept as {broken.name} and a new one started."
            self._init()

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=5)

    def _init(self) -> None:
        with closing(self._connect()) as db, db:
            db.executescript(SCHEMA)

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
        with closing(self._connect()) as db, db:
            db.execute(
                "INSERT INTO matches (game, finished_at, seats, winners, scores, turns, actions, seconds, seed)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game, _now(), json.dumps(seats), json.dumps(list(winners)), json.dumps(list(scores)),
                 turns, actions, seconds, seed),
            )

    def add_high_score(self, game: str, category: str, score: int, seed: int, player: str = "Player") -> int:
        """Store a solo score; returns its rank in its table (1 = best)."""
        with closing(self._connect()) as db, db:
            db.execute(
                "INSERT INTO high_scores (game, category, score, seed, player, achieved_at) VALUES (?, ?, ?, ?, ?, ?)",
                (game, category, int(score), seed, player, _now()),
            )
            (better,) = db.execute(
                "SELECT COUNT(*) FROM high_scores WHERE game = ? AND category = ? AND score > ?",
                (game, category, int(score)),
            ).fetchone()
        return better + 1

    def top_scores(self, game: str, category: str, limit: int = 10) -> list[HighScore]:
        """Best first; equal scores keep the order they were reached in."""
        with closing(self._connect()) as db:
            rows = db.execute(
                "SELECT score, seed, player, achieved_at FROM high_scores WHERE game = ? AND category = ?"
                " ORDER BY score DESC, id ASC LIMIT ?",
                (game, category, limit),
            ).fetchall()
        return [HighScore(i + 1, *row) for i, row in enumerate(rows)]

    def best_score(self, game: str, category: str) -> int | None:
        top = self.top_scores(game, category, 1)
        return top[0].score if top else None

    def categories(self, game: str) -> list[str]:
        with closing(self._connect()) as db:
            rows = db.execute(
                "SELECT DISTINCT category FROM high_scores WHERE game = ? ORDER BY category", (game,)
            ).fetchall()
        return [r[0] for r in rows]

    def stats(self, game: str) -> GameStats:
        with closing(self._connect()) as db:
            rows = db.execute("SELECT seats, winners, turns, seconds FROM matches WHERE game = ?", (game,)).fetchall()
        human_wins = 0
        for seats, winners, _turns, _seconds in rows:
            seat_list, winner_list = json.loads(seats), json.loads(winners)
            if any(0 <= w < len(seat_list) and seat_list[w] == "human" for w in winner_list):
                human_wins += 1
        turns = [r[2] for r in rows]
        return GameStats(
            game, len(rows), human_wins, round(sum(turns) / len(turns), 1) if turns else 0.0,
            round(sum(r[3] for r in rows), 1),
        )


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")
