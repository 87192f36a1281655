"""Save files: versioned JSON holding what rebuilds a match exactly (game, options, seats, seed, moves).

Loading replays every move through the rules, so a file that was truncated, corrupted, hand-edited
into an illegal move, or written by a newer Baraza is refused with a one-line reason. A refused file is
never modified or deleted.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from baraza.game import __version__
from baraza.game.core.action import Action, ActionFormatError
from baraza.game.core.match import Match
from baraza.game.core.rules import IllegalMove
from baraza.game.persistence.atomic import write_json_atomic
from baraza.game.persistence.paths import autosave_path, saves_dir
from baraza.game.registry import GAME_MODULES, get_game

SAVE_FORMAT = "baraza-save"
FORMAT_VERSION = 1
MAX_SAVE_BYTES = 32 * 1024 * 1024


class SaveError(ValueError):
    """A save that cannot be loaded; str() is the one-line reason for the player."""


def save_data(match: Match, thumbnail_png_b64: str | None = None) -> dict[str, Any]:
    return {
        "format": SAVE_FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": match.game,
        "options": match.options,
        "seats": match.seats,
        "seed": match.seed,
        "moves": [{"seat": seat, "action": action.to_json()} for seat, action in match.moves],
        "play_seconds": round(match.play_seconds, 1),
        "finished": match.is_over(),
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "summary": f"{match.rules.title}, move {len(match.records)}",
        "thumbnail": thumbnail_png_b64,
    }


def write_save(match: Match, path: Path, thumbnail_png_b64: str | None = None) -> Path:
    write_json_atomic(path, save_data(match, thumbnail_png_b64))
    return path


def save_record(record: Any, path: Path) -> Path:
    """Write a save for a finished headless match (a game.simulate.MatchRecord)."""
    match = Match.from_moves(record.game, record.seats, record.seed, record.options, record.moves, record.seconds)
    return write_save(match, path)


def new_save_path(game: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    path = saves_dir() / f"{game}-{stamp}.json"
    n = 1
    while path.exists():
        n += 1
        path = saves_dir() / f"{game}-{stamp}-{n}.json"
    return path


def autosave(match: Match, thumbnail_png_b64: str | None = None) -> Path:
    return write_save(match, autosave_path(), thumbnail_png_b64)


def read_save_data(path: Path) -> dict[str, Any]:
    """Parse and check the envelope of a save file (not the moves)."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise SaveError(f"cannot open {path.name}: {exc.strerror or exc}") from exc
    if size > MAX_SAVE_BYTES:
        raise SaveError(f"{path.name} is too large to be a Baraza save")
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"cannot read {path.name}: it is not a text file") from exc
    if not text.strip():
        raise SaveError(f"{path.name} is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path.name} is damaged or cut short (JSON error at line {exc.lineno})") from exc
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path.name} is not a Baraza save")
    version = data.get("format_version")
    if not isinstance(version, int):
        raise SaveError(f"{path.name} has no format version")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"{path.name} was written by a newer Baraza (save format {version}); this version reads format {FORMAT_VERSION}"
        )
    if version < 1:
        raise SaveError(f"{path.name} has an unknown save format {version}")
    return data


def match_from_data(data: dict[str, Any], name: str = "the save") -> Match:
    game = data.get("game")
    if game not in GAME_MODULES:
        raise SaveError(f"{name} is for an unknown game '{game}'")
    try:
        rules = get_game(game).rules
    except ImportError as exc:
        raise SaveError(f"{name} is for {game}, which this Baraza does not have") from exc
    seats, seed, options, moves = data.get("seats"), data.get("seed"), data.get("options", {}), data.get("moves")
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise SaveError(f"{name} has no valid seat list")
    from baraza.game.core.agent import SEAT_KINDS

    if any(s not in SEAT_KINDS for s in seats):
        raise SaveError(f"{name} names an unknown seat kind")
    if not (rules.min_seats <= len(seats) <= rules.max_seats):
        raise SaveError(f"{name} has {len(seats)} seats; {rules.title} takes {rules.min_seats}-{rules.max_seats}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(f"{name} has no valid seed")
    if not isinstance(options, dict):
        raise SaveError(f"{name} has invalid options")
    if not isinstance(moves, list):
        raise SaveError(f"{name} has no move list")
    parsed: list[tuple[int, Action]] = []
    for index, move in enumerate(moves):
        try:
            if not isinstance(move, dict) or not isinstance(move.get("seat"), int):
                raise ActionFormatError("a move needs a seat number")
            parsed.append((move["seat"], Action.from_json(move.get("action"))))
        except ActionFormatError as exc:
            raise SaveError(f"{name}: move {index + 1} is malformed ({exc})") from exc
    play_seconds = data.get("play_seconds", 0.0)
    if not isinstance(play_seconds, (int, float)):
        play_seconds = 0.0
    try:
        return Match.from_moves(game, seats, seed, options, parsed, float(play_seconds))
    except IllegalMove as exc:
        raise SaveError(f"{name}: {exc}") from exc
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        # Options a hand edit broke can make a rules module fail while building the start position.
        raise SaveError(f"{name} does not describe a playable match ({exc.__class__.__name__})") from exc


def load_match(path: Path) -> Match:
    """The match a save file describes, or SaveError with the reason. Never changes the file."""
    return match_from_data(read_save_data(path), path.name)


def list_saves() -> list[tuple[Path, dict[str, Any] | None, str | None]]:
    """Save files, newest first, each with its envelope or the reason it cannot be read."""
    entries = []
    paths = sorted(saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in paths:
        try:
            entries.append((path, read_save_data(path), None))
        except SaveError as exc:
            entries.append((path, None, str(exc)))
    return entries
