"""Save files: versioned JSON holding what rebuilds a match exactly (game, options, seats, seed, moves).

Reading goes through game.persistence.userfile (regular files only, size and depth caps), then every
field is checked for type and range against the game's spec, then every move is replayed through the
rules. Anything a file can hold is either a playable match or a SaveError with one line that names the
file and the reason. A refused file is never modified or deleted.

Every unfinished match has its own autosave in autosaves/ (see game.persistence.autosaves); named saves
live in saves/.
"""

from __future__ import annotations

import json
import math
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from baraza.game import __version__
from baraza.game.core.action import Action, ActionFormatError
from baraza.game.core.match import Match
from baraza.game.core.rules import IllegalMove
from baraza.game.persistence.atomic import write_json_atomic
from baraza.game.persistence.listing import SaveFolder, read_thumbnail
from baraza.game.persistence.paths import fallback_dir, saves_dir
from baraza.game.persistence.text import REPLACEMENT, clean_text, is_clean, shown_name
from baraza.game.persistence.userfile import UserFileError, read_user_json
from baraza.game.registry import GAMES, get_game

SAVE_FORMAT = "baraza-save"
FORMAT_VERSION = 2  # 2: every option is written (1: options added later are missing, see OptionSpec.since)
MAX_SAVE_BYTES = 8 * 1024 * 1024
MAX_MOVES = 100_000
MAX_PLAY_SECONDS = 10 * 365 * 24 * 3600.0
MAX_SEED = 2**63
MAX_TEXT = 200  # summary, name, dates: longer is not something Baraza wrote
MAX_THUMBNAIL = 512 * 1024  # base64 text; ours are about 40 KB


class SaveError(ValueError):
    """A save that cannot be loaded; str() is the one-line reason for the player. Text quoted from the file
    (an option value, a move) may hold line breaks or other control characters: they are shown escaped, so the
    reason stays one line."""

    def __init__(self, message: str) -> None:
        super().__init__("".join(ch if ch.isprintable() else REPLACEMENT if "\ud800" <= ch <= "\udfff"
                                 else repr(ch)[1:-1] for ch in str(message)))  # a name's bad bytes: U+FFFD


@dataclass(frozen=True)
class SaveSnapshot:
    """What a save holds, captured cheaply on the frame thread (moves are immutable tuples); turned into
    JSON later, possibly on the autosave thread."""

    header: dict[str, Any]
    moves: tuple[tuple[int, Action], ...]

    def to_data(self) -> dict[str, Any]:
        """The save's fields in file order: the header, the moves, and the thumbnail last (a listing reads the
        header and stops at the moves, never reading the picture; see listing.py)."""
        data = {k: v for k, v in self.header.items() if k != "thumbnail"}
        data["moves"] = [{"seat": seat, "action": action.to_json()} for seat, action in self.moves]
        data["thumbnail"] = self.header.get("thumbnail")
        return data

    def to_text(self, cache: MoveTextCache | None = None) -> str:
        """The save as JSON text. With a cache kept between calls, only moves not encoded before are encoded,
        so an autosave on a long match costs a join, not a re-encoding of the whole move list."""
        cache = cache if cache is not None else MoveTextCache()
        head = json.dumps({k: v for k, v in self.header.items() if k != "thumbnail"}, allow_nan=False)
        thumb = json.dumps(self.header.get("thumbnail"))
        return head[:-1] + ', "moves": [\n' + ",\n".join(cache.encode(self.moves)) + f'\n], "thumbnail": {thumb}}}'



class MoveTextCache:
    """The JSON text of a match's moves, kept from one autosave to the next (one per autosave file)."""

    def __init__(self) -> None:
        self.moves: tuple[tuple[int, Action], ...] = ()
        self.texts: list[str] = []

    def encode(self, moves: tuple[tuple[int, Action], ...]) -> list[str]:
        same = 0
        for old, new in zip(self.moves, moves, strict=False):  # moves only grow, or shrink on undo
            if old is not new and old != new:
                break
            same += 1
        del self.texts[same:]
        self.texts += [json.dumps({"seat": seat, "action": action.to_json()}) for seat, action in moves[same:]]
        self.moves = moves
        return self.texts


def snapshot(match: Match, thumbnail_png_b64: str | None = None, name: str | None = None) -> SaveSnapshot:
    seconds = match.play_seconds if math.isfinite(match.play_seconds) and match.play_seconds >= 0 else 0.0
    header = {
        "format": SAVE_FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": match.game,
        "options": dict(match.options),
        "seats": list(match.seats),
        "seed": match.seed,
        "play_seconds": round(min(seconds, MAX_PLAY_SECONDS), 1),
        "finished": match.is_over(),
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "summary": f"{match.rules.title}, {begun_words(match)}",
        "turn": match.turn_number(),
        "turns_begun": match.rules.turns_begun(match.state),  # as History counts them (the Load row's words)
        "match_id": match.match_id,
        "thumbnail": thumbnail_png_b64,
    }
    if name:
        header["name"] = name[:MAX_TEXT]
    if match.hosting:
        header["hosted"] = dict(match.hosting)
    if match.branched_from:  # played on from a replay: reloaded, undo still stops at the move it began from
        header["branched_from"] = {"origin": str(match.branched_from.get("origin", ""))[:MAX_TEXT],
                                   "ply": int(match.branched_from.get("ply", 0))}
    if match.lesson:  # reloaded, it is still a lesson match: not scored, not kept in the history
        header["lesson"] = True
        header["summary"] = f"{match.rules.title} lesson, {begun_words(match)}"
    return SaveSnapshot(header, tuple((r.seat, r.action) for r in match.records))


def save_data(match: Match, thumbnail_png_b64: str | None = None, name: str | None = None) -> dict[str, Any]:
    return snapshot(match, thumbnail_png_b64, name).to_data()


def write_save(match: Match, path: Path, thumbnail_png_b64: str | None = None, name: str | None = None) -> Path:
    write_json_atomic(path, save_data(match, thumbnail_png_b64, name))
    return path


def save_record(record: Any, path: Path) -> Path:
    """Write a save for a finished headless match (a game.simulate.MatchRecord)."""
    match = Match.from_moves(get_game(record.game).rules, record.seats, record.seed, record.options, record.moves, record.seconds)
    return write_save(match, path)


# Names Windows keeps for devices, with any extension and in any case: a file so named is the device.
RESERVED_STEMS = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"{kind}{n}" for kind in ("COM", "LPT") for n in [*"123456789", "\u00b9", "\u00b2", "\u00b3"]]
)


def is_reserved_stem(stem: str) -> bool:
    """Whether Windows would take a file with this stem (and any extension) for a device."""
    return stem.split(".")[0].strip(" ").upper() in RESERVED_STEMS


def safe_file_stem(text: str) -> str:
    """A player's save name made safe as a file name (letters, digits, - and _ kept); never a name Windows
    keeps for a device (CON, NUL, COM1, ... get a trailing -save)."""
    cleaned = "".join(c if (c.isalnum() and c.isprintable()) or c in "-_" else "-" for c in text.strip())
    cleaned = cleaned[:60].strip("-")
    return f"{cleaned}-save" if is_reserved_stem(cleaned) else cleaned


def seed_ok(seed: object) -> bool:
    """The seeds a save may hold (the loader's check; the command line refuses others at the door)."""
    return _is_int(seed) and -MAX_SEED < seed < MAX_SEED  # type: ignore[operator]


def new_save_path(game: str, name: str | None = None) -> Path:
    stem = safe_file_stem(name) if name else ""
    stem = stem or f"{game}-{datetime.now():%Y%m%d-%H%M%S}"
    path = saves_dir() / f"{stem}.json"
    n = 1
    while os.path.lexists(path):
        n += 1
        path = saves_dir() / f"{stem}-{n}.json"
    return path


# --- reading ------------------------------------------------------------------------------------
def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _check_envelope(data: Any, name: str) -> dict[str, Any]:
    """The fields a list of saves shows, checked; optional ones that are wrong are dropped."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{name} is not a Baraza save")
    version = data.get("format_version")
    if not _is_int(version):
        raise SaveError(f"{name} has no format version")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"{name} was written by a newer Baraza (save format {version}); this version reads format {FORMAT_VERSION}"
        )
    if version < 1:
        raise SaveError(f"{name} has an unknown save format {version}")
    game = data.get("game")
    if not isinstance(game, str) or game not in GAMES:
        shown = game if isinstance(game, str) and len(game) < 40 else type(game).__name__
        raise SaveError(f"{name} is for an unknown game '{shown}'")
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats or not all(is_clean(s, 39) for s in seats):
        raise SaveError(f"{name} has no valid seat list")
    clean = dict(data)
    for key in ("summary", "saved_at", "name", "app_version"):
        # Shown text: unprintable characters (NUL, control, lone surrogates) become U+FFFD, length bounded.
        if key in clean:
            if isinstance(clean[key], str):
                clean[key] = clean_text(clean[key], MAX_TEXT)
            else:
                del clean[key]
    if not (isinstance(clean.get("thumbnail"), str) and len(clean["thumbnail"]) <= MAX_THUMBNAIL):
        clean["thumbnail"] = None
    if not isinstance(clean.get("finished"), bool):
        clean["finished"] = False
    for key in ("turn", "turns_begun"):
        if not (_is_int(clean.get(key)) and 0 <= clean[key] <= MAX_MOVES):
            clean.pop(key, None)
    if clean.get("lesson") is not True:
        clean.pop("lesson", None)
    if "hosted" in clean and not _hosted_ok(clean["hosted"], len(seats)):
        clean.pop("hosted")  # a damaged table's keys: the match still opens, and is hosted with new ones
    return clean


HOSTED_TEXT = re.compile(r"[A-Za-z0-9_-]{4,64}")


def _hosted_ok(hosted: Any, seats: int) -> bool:
    """A hosted match's keys as `snapshot` writes them: {"code", "tokens" (one per seat, or null), "port"}."""
    if not isinstance(hosted, dict) or set(hosted) != {"code", "tokens", "port"}:
        return False
    tokens = hosted["tokens"]
    return (isinstance(hosted["code"], str) and HOSTED_TEXT.fullmatch(hosted["code"]) is not None
            and isinstance(tokens, list) and len(tokens) == seats
            and all(t is None or (isinstance(t, str) and HOSTED_TEXT.fullmatch(t)) for t in tokens)
            and _is_int(hosted["port"]) and 0 <= hosted["port"] < 65536)


def read_save_data(path: Path) -> dict[str, Any]:
    """Read a save file and check its envelope (not the moves); SaveError with one line otherwise."""
    try:
        data = read_user_json(path, MAX_SAVE_BYTES)
    except UserFileError as exc:
        raise SaveError(str(exc)) from None
    return _check_envelope(data, shown_name(path))


def _play_seconds(data: dict[str, Any], name: str) -> float:
    value = data.get("play_seconds", 0.0)
    if not _is_number(value) or not math.isfinite(value) or not 0 <= value <= MAX_PLAY_SECONDS:
        raise SaveError(f"{name} has an impossible play time ({str(value)[:30]})")
    return float(value)


def _parse_moves(moves: Any, seats: int, name: str) -> list[tuple[int, Action]]:
    if not isinstance(moves, list):
        raise SaveError(f"{name} has no move list")
    if len(moves) > MAX_MOVES:
        raise SaveError(f"{name} has {len(moves)} moves, more than any match can have")
    parsed: list[tuple[int, Action]] = []
    for index, move in enumerate(moves):
        try:
            if not isinstance(move, dict) or not _is_int(move.get("seat")):
                raise ActionFormatError("a move needs a seat number")
            if not 0 <= move["seat"] < seats:
                raise ActionFormatError(f"there is no seat {move['seat']}")
            parsed.append((move["seat"], Action.from_json(move.get("action"))))
        except (ActionFormatError, TypeError) as exc:
            raise SaveError(f"{name}: move {index + 1} is malformed ({exc})") from None
    return parsed


MATCH_ID = re.compile(r"[a-z0-9_]{1,40}-[0-9a-f]{12}")  # how Match names itself (game/core/match.py)


def match_from_data(data: Any, name: str = "the save", keep_snapshots: bool = True) -> Match:
    """The match `data` describes, every field checked against the game's spec, every move replayed
    (`keep_snapshots` False: a match only read once, see Match.keep_snapshots)."""
    data = _check_envelope(data, name)
    game = data["game"]
    try:
        spec = get_game(game)
    except (ImportError, KeyError) as exc:
        raise SaveError(f"{name} is for {game}, which this Baraza does not have") from exc
    seats, seed, options = data["seats"], data.get("seed"), data.get("options", {})
    try:
        spec.check_seats(seats)
    except ValueError as exc:
        raise SaveError(f"{name}: {exc}") from None
    if not seed_ok(seed):
        raise SaveError(f"{name} has no valid seed")
    if not isinstance(options, dict):
        raise SaveError(f"{name} has invalid options")
    try:
        options = spec.options_as_written(options, data["format_version"])
    except ValueError as exc:
        raise SaveError(f"{name}: {exc}") from None
    parsed = _parse_moves(data.get("moves"), len(seats), name)
    play_seconds = _play_seconds(data, name)
    try:
        match = Match.from_moves(spec.rules, seats, seed, options, parsed, play_seconds, keep_snapshots)
        match.lesson = data.get("lesson") is True
        if "hosted" in data and "remote" in seats:
            match.hosting = dict(data["hosted"])
        branch = data.get("branched_from")
        if isinstance(branch, dict) and isinstance(branch.get("ply"), int) and not isinstance(branch["ply"], bool) \
                and 0 <= branch["ply"] <= len(parsed):  # anything else is dropped: a forged branch loses no move
            match.branched_from = {"origin": str(branch.get("origin", ""))[:MAX_TEXT], "ply": branch["ply"]}
        kept = data.get("match_id")
        if isinstance(kept, str) and MATCH_ID.fullmatch(kept) and kept.startswith(f"{game}-"):
            match.match_id = kept  # the same match goes on: its History entry and autosave, not a ghost beside it
        return match
    except IllegalMove as exc:
        raise SaveError(f"{name}: {exc}") from None
    except (RecursionError, MemoryError) as exc:
        raise SaveError(f"{name} does not describe a playable match ({exc.__class__.__name__})") from None
    except Exception as exc:  # noqa: BLE001 - a rules module tripped on the file; the player gets one line
        raise SaveError(f"{name} does not describe a playable match ({exc.__class__.__name__})") from None


def load_match(path: Path) -> Match:
    """The match a save file describes, or SaveError with the reason. Never changes the file."""
    return match_from_data(read_save_data(path), shown_name(path))


def list_save_files(folder: Path) -> list[tuple[Path, dict[str, Any] | None, str | None]]:
    """The *.json files in `folder`, newest first, each with its envelope or the reason it cannot be read.
    Only headers are read, and only of files changed since the folder's index was written (see listing.py);
    an envelope's thumbnail is None and `thumbnail_at` says where it is (`read_listed_thumbnail`)."""
    return SaveFolder(folder, _check_envelope, read_save_data, MAX_SAVE_BYTES).entries(SaveError)


def read_listed_thumbnail(path: Path, data: dict[str, Any]) -> str | None:
    """The thumbnail (base64 PNG) of a listed save, read now from its place in the file."""
    return read_thumbnail(path, data, MAX_SAVE_BYTES, MAX_THUMBNAIL)


def list_saves() -> list[tuple[Path, dict[str, Any] | None, str | None]]:
    """Named save files, newest first, each with its envelope or the reason it cannot be read; then those
    saved in the fallback folder when the data folder could not be written."""
    entries = list_save_files(saves_dir())
    elsewhere = fallback_dir() / "saves"
    if elsewhere.is_dir() and elsewhere != saves_dir():
        entries += list_save_files(elsewhere)
    return entries


def turns_words(turns: int) -> str:
    """The completed turns in words; none yet reads as a match begun ("Khedu, 0 turns played" read as empty)."""
    return "first turn under way" if turns == 0 else f"{turns} turn{'s' if turns != 1 else ''} played"


def begun_words(match: Match) -> str:
    """The turns of a kept match in words, counted as History counts them (`Rules.turns_begun`: the menu's
    "KROWNIA, 43 turns played" counted every seat's turn where History said 15); its first turn reads as begun."""
    return turns_begun_words(match.rules.turns_begun(match.state), match.is_over())


def turns_begun_words(begun: int, over: bool = False) -> str:
    """`begun` turns (the one under way counted, as History counts) in words: "turn 15" for a match going on (its
    first reads as begun), "15 turns played" for a finished one."""
    if over:
        return f"{begun} turn{'s' if begun != 1 else ''} played"
    return "first turn under way" if begun <= 1 else f"turn {begun}"
