"""A match record is only what its moves prove.

A record stores what rebuilds its match (game, seats, options, seed, moves) next to what the match gave
(result, scores, score parts and curve, turns, dice totals, the solo deal's code and daily date). The second
half could be typed by anyone, so it is never taken as written: `prove_record` replays the moves through the
rules (every move checked), derives each of those fields again, and refuses the record in one line naming the
file and the first field that disagrees. What it returns holds the derived values, so nothing read from the
file's second half reaches a screen.

Not provable, and so kept as written: the seat kinds (who sat where: the import shows them for the player to
confirm), the date and duration (range-checked by runs.parse_record), the match id and a branch point.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date
from typing import Any

from baraza.game.core.match import Match


@dataclass(frozen=True)
class Proven:
    """The match a record rebuilds and every field derived from it (the record's values are not used)."""

    match: Match
    finished: bool
    winners: tuple[int, ...]
    scores: tuple[float, ...]  # every seat's score (a solo run: its score key)
    reason: str
    turns: int
    category: str
    score: int
    score_parts: tuple[tuple[str, int], ...]
    score_curve: tuple[int, ...]
    roll_totals: dict[int, int]
    code: str | None


def rebuild(data: dict[str, Any], name: str, keep_snapshots: bool = True) -> Match:
    """The match of a record, every move checked by the rules; ValueError with one line naming the file.
    `keep_snapshots` False when the match is only read once (see Match.keep_snapshots)."""
    from baraza.game.persistence.saves import SaveError, match_from_data

    envelope = {"format": "baraza-save", "format_version": 1, "game": data.get("game"),
                "seats": data.get("seats"), "options": data.get("options", {}), "seed": data.get("seed"),
                "moves": data.get("moves"), "play_seconds": data.get("duration", 0.0)}
    try:
        return match_from_data(envelope, name, keep_snapshots)
    except SaveError as exc:
        raise ValueError(str(exc)) from None


def derive(match: Match) -> dict[str, Any]:
    """The derived fields as a record written now would hold them (the writer's own function)."""
    from baraza.game.persistence.record_write import record_data

    return record_data(match, curve=True)


def deal_code(match: Match) -> str | None:
    """The solo deal's code of `match` (None: not a solo match, no deal codes, or a seed too large)."""
    from baraza.game.persistence.runs import solo_plugin
    from baraza.game.registry import get_game

    if len(match.seats) != 1:
        return None
    plugin = solo_plugin(get_game(match.game))
    return plugin.deal_code(match.options, match.seed) if plugin is not None else None


def daily_code(game: str, day: date) -> str | None:
    """The code of `game`'s daily deal of `day` (None when the game has no daily deal)."""
    from baraza.game.persistence.runs import solo_plugin
    from baraza.game.registry import get_game

    plugin = solo_plugin(get_game(game))
    if plugin is None or not hasattr(plugin, "today_deal"):
        return None
    return plugin.today_deal(day).get("code")


def _same_numbers(stated: Any, derived: list[float]) -> bool:
    return isinstance(stated, list) and len(stated) == len(derived) and all(
        isinstance(s, (int, float)) and not isinstance(s, bool) and math.isclose(float(s), d, abs_tol=1e-9)
        for s, d in zip(stated, derived, strict=True))


def prove_record(data: dict[str, Any], name: str, keep_snapshots: bool = True) -> Proven:
    """Replay the record's moves and check every derived field it states against them; ValueError with one
    line ("NAME: score_curve does not match its moves") at the first that differs. A field the record leaves
    out (an older writer, or a curve not yet drawn for a run in progress) is derived, not refused."""
    match = rebuild(data, name, keep_snapshots)
    fresh = derive(match)
    code = deal_code(match)

    def refuse(field: str) -> ValueError:
        return ValueError(f"{name}: {field} does not match its moves")

    result = data.get("result") if isinstance(data.get("result"), dict) else {}
    if result.get("finished") is not match.is_over():
        raise refuse("finished")
    if result.get("winners", []) != fresh["result"]["winners"]:
        raise refuse("winners")
    if not _same_numbers(result.get("scores"), fresh["result"]["scores"]):
        raise refuse("scores")
    for field in ("turns", "category", "score_parts"):
        if field in data and data[field] != fresh[field]:
            raise refuse(field)
    curve = data.get("score_curve", [])
    if (curve and curve != fresh["score_curve"]) or (not curve and fresh["score_curve"] and match.is_over()):
        raise refuse("score_curve")
    if "roll_totals" in data and data["roll_totals"] != fresh["roll_totals"]:
        raise refuse("roll_totals")
    if data.get("code") is not None and data["code"] != code:
        raise refuse("code")
    daily = data.get("daily")
    if isinstance(daily, dict) and isinstance(daily.get("date"), str):
        try:
            day = date.fromisoformat(daily["date"])
        except ValueError:
            raise ValueError(f"{name}: an invalid daily date") from None
        if code is None or daily_code(match.game, day) != code:
            raise ValueError(f"{name}: daily is not the deal its moves were played on")
    key = match.score_key()
    return Proven(match, match.is_over(), tuple(fresh["result"]["winners"]),
                  tuple(float(s) for s in fresh["result"]["scores"]), str(fresh["result"]["reason"]),
                  int(fresh["turns"]), str(fresh["category"]), int(key[1]) if key is not None else 0,
                  tuple((str(label), int(value)) for label, value in fresh["score_parts"]),
                  tuple(fresh["score_curve"]), {int(k): v for k, v in fresh["roll_totals"].items()}, code)
