"""Each AI level's strength on an Elo scale, as measured by tools/ladder.py, and the words Setup shows.

The ratings are data per game: `<data package>/data/<game>/ladder.toml`, written by the ladder tool
(random play is the anchor at 0). This module reads them for any game through its spec and names
none: a game without a ladder file simply has no ratings to show.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources

# "beats X n games in d": the plain fractions a sentence may use, nearest first
_FRACTIONS = ((1, 2), (3, 5), (2, 3), (3, 4), (4, 5), (9, 10), (19, 20), (49, 50), (99, 100))


@dataclass(frozen=True)
class LevelRating:
    level: str
    elo: float
    ci95: tuple[float, float]
    games: int


def expected_score(elo_a: float, elo_b: float) -> float:
    """The share of games a player rated `elo_a` is expected to score against one rated `elo_b`."""
    return 1.0 / (1.0 + 10.0 ** ((elo_b - elo_a) / 400.0))


def parse_ladder(text: str) -> dict[str, LevelRating]:
    """Level -> rating from the ladder file's text; ValueError names what is wrong."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"ladder file: {exc}") from exc
    ratings: dict[str, LevelRating] = {}
    for row in data.get("level", []):
        try:
            low, high = (float(x) for x in row["ci95"])
            rating = LevelRating(str(row["level"]), float(row["elo"]), (low, high), int(row["games"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"ladder file: a level row is incomplete ({exc})") from exc
        ratings[rating.level] = rating
    return ratings


def load_ladder(game: str, data_package: str = "baraza.assets") -> dict[str, LevelRating]:
    """The ratings shipped for `game` (the spec's name), or {} when there are none or the file is bad."""
    try:
        text = (resources.files(data_package) / "data" / game / "ladder.toml").read_text(encoding="utf-8")
        return parse_ladder(text)
    except (OSError, ValueError, TypeError, ModuleNotFoundError):
        return {}


def _fraction_text(p: float) -> str:
    n, d = min(_FRACTIONS, key=lambda f: abs(f[0] / f[1] - p))
    return "half the games" if (n, d) == (1, 2) else f"{n} games in {d}"


def level_line(ratings: dict[str, LevelRating], levels: tuple[str, ...], level: str) -> str:
    """One line for Setup: "hard: about 1400, beats normal 3 games in 4" (the level below it, or random
    for the first). "" when the level has no rating."""
    rating = ratings.get(level)
    if rating is None:
        return ""
    rounded = int(round(rating.elo / 50.0) * 50)
    index = levels.index(level) if level in levels else 0
    below = levels[index - 1] if index > 0 else "random"
    other = ratings.get(below)
    other_elo = other.elo if other is not None else (0.0 if below == "random" else None)
    text = f"{level}: about {rounded}"
    if other_elo is None:
        return text
    p = expected_score(rating.elo, other_elo)
    if p < 0.5:
        return f"{text}, loses to {below} {_fraction_text(1 - p)}"
    return f"{text}, beats {below} {_fraction_text(p)}"
