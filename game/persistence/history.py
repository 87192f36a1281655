"""The match history: every match played in the window, finished or left unfinished (lessons excepted), kept as
one match record in the data folder's history/ (the format of game/persistence/runs.py and docs/match-record.md).

This module adds what the History screen needs on top of a run record: every seat's result (winners and
scores), the seat kinds and AI levels met, the dice totals rolled (for games that roll dice) and where a match
played on from a replay branched. Listing reads each file guarded (size, depth, schema) and skips a bad one with
a line; importing a record also replays it move by move and checks its result before it joins the history.
"""

from __future__ import annotations

import os
import statistics
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from baraza.game.core.match import Match
from baraza.game.core.move_groups import counted_moves
from baraza.game.persistence import daily_ledger, runs
from baraza.game.persistence.atomic import write_json_atomic
from baraza.game.persistence.paths import history_dir
from baraza.game.persistence.record_proof import prove_record
from baraza.game.persistence.record_write import MAX_ROLL_TOTAL, record_data, roll_totals  # noqa: F401 - kept here too
from baraza.game.persistence.text import shown_name
from baraza.game.persistence.userfile import UserFileError, read_user_json

MAX_LISTED = 5000  # newest records listed; older ones stay on disk


@dataclass(frozen=True)
class HistoryEntry:
    """One record as the History screen lists it."""

    path: Path
    run: runs.RunRecord  # the common fields: game, seats, options, seed, finished, when, duration...
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str
    roll_totals: dict[int, int] = field(default_factory=dict)  # dice total -> how often it was rolled
    branched_from: dict[str, Any] | None = None
    move_count: int = 0  # the run's moves are not kept in the list (5,000 entries): a replay reads the file
    own_moves: int | None = None  # the moves the person (or people) at the table made; None: not counted
    turn_order: tuple[int, ...] = ()  # the seats in the order they first moved (a game may draw it); (): unknown
    human_actions: int | None = None  # every action a person at the table made (a step of another's move too)
    turns_begun: int | None = None  # the turns as the table counts them, one under way too (Rules.turns_begun)

    def player_moves(self) -> int:
        """The moves History lists for the player: their own (every seat's actions are not theirs), or all of
        them where no person played or the count is unknown."""
        return self.move_count if self.own_moves is None or not self.human_seats() else self.own_moves

    def untouched(self) -> bool:
        """Left unfinished before the player made a move (a Rematch a stray Enter pressed, then Menu: a KROWNIA
        tester found "Unfinished, 0, under a minute" in History): nothing to replay or count, so History and its
        statistics leave it out. Any action of the player's own keeps it, the opening pick or an answer to an
        offer (a step of another seat's move, which `player_moves` does not count). A daily deal's counted run
        stays: it counts, moved or not."""
        if self.run.finished or self.run.counted:
            return False
        if self.human_actions is not None and self.human_seats():
            return self.human_actions == 0
        return self.player_moves() == 0

    def turns(self) -> int:
        """The turns History shows: as the table counts them, the one under way counted for a match left
        unfinished (a solo run left on its turn 2 read "Turns 1"); the record's count where not known."""
        return self.run.turns if self.turns_begun is None else self.turns_begun

    @property
    def game(self) -> str:
        return self.run.game

    @property
    def from_replay(self) -> bool:
        """Played on from a replay's position ("Play here"): practice, not a whole match. History marks it and
        keeps it out of the statistics (a Kona tester's one winning move read as a won match)."""
        return bool(self.branched_from)

    @property
    def solo(self) -> bool:
        return len(self.run.seats) == 1

    def human_seats(self) -> list[int]:
        return [i for i, kind in enumerate(self.run.seats) if kind == "human"]

    def levels(self) -> list[str]:
        """The AI levels (and "random") that sat at the table, in seat order."""
        return [kind.removeprefix("ai:") for kind in self.run.seats if kind != "human"]

    def outcome(self) -> str:
        """For the player: "won", "lost", "drawn", "solo", "unfinished", "hotseat" (several people played: the
        winner is named, see `winner_names`) or "watched" (no person at the table)."""
        if not self.run.finished:
            return "unfinished"
        if self.solo:
            return "solo"
        if not self.winners:
            return "drawn"
        humans = self.human_seats()
        if not humans:
            return "watched"
        if len(humans) > 1:
            return "hotseat"
        return "won" if any(w in humans for w in self.winners) else "lost"

    def winner_names(self) -> str:
        from baraza.game.registry import get_game  # the seat names are the game's

        try:
            names = get_game(self.game).rules.seat_names(len(self.run.seats))
        except (ImportError, KeyError):
            names = [f"Seat {i + 1}" for i in range(len(self.run.seats))]
        return " and ".join(names[w] for w in self.winners if w < len(names))


# --- writing --------------------------------------------------------------------------------------------
def write_match(match: Match, folder: Path | None = None) -> Path:
    """Keep `match` in the history (its id names the file, so a match is kept once, as it last stood)."""
    path = (folder / runs.record_path(match.match_id).name) if folder else runs.record_path(match.match_id)
    write_json_atomic(path, record_data(match))
    return path


# --- reading --------------------------------------------------------------------------------------------
def _extras(data: dict[str, Any], name: str) -> dict | None:
    """The shape of the fields a run record does not have (their values are derived, see record_proof);
    returns the branch point, the one of them kept as written."""
    result = data["result"]
    seats = len(data["seats"])
    winners = result.get("winners", [])
    if not isinstance(winners, list) or len(winners) > seats or not all(
            runs._int(w) and 0 <= w < seats for w in winners):
        raise ValueError(f"{name}: invalid winners; it is skipped")
    totals = data.get("roll_totals", {})
    # isascii: "²".isdigit() is true, and int("²") fails
    if not isinstance(totals, dict) or len(totals) > MAX_ROLL_TOTAL or not all(
            isinstance(k, str) and k.isascii() and k.isdigit() and int(k) <= MAX_ROLL_TOTAL
            and runs._int(v) and 0 <= v < 10**7 for k, v in totals.items()):
        raise ValueError(f"{name}: invalid dice counts; it is skipped")
    branch = data.get("branched_from")
    if branch is not None and not (isinstance(branch, dict) and runs._text(branch.get("origin", ""), 80)
                                   and runs._int(branch.get("ply")) and 0 <= branch["ply"] <= runs.MAX_MOVES):
        branch = None
    return branch


def _proven(data: Any, path: Path, keep_snapshots: bool = True) -> tuple[HistoryEntry, Match]:
    name = shown_name(path)
    run = runs.parse_record(data, name)
    branch = _extras(data, name)
    proof = prove_record(data, name, keep_snapshots)
    moves = len(run.raw_moves)
    humans = {i for i, kind in enumerate(run.seats) if kind == "human"}
    # moves as the player counts them: a KROWNIA trade drafted card by card is one (game.core.move_groups)
    own = counted_moves(proof.match.rules, proof.match.moves, humans)
    run = replace(run, score=proof.score, finished=proof.finished, turns=proof.turns, category=proof.category,
                  code=proof.code, score_parts=proof.score_parts, score_curve=proof.score_curve,
                  counted=daily_ledger.counts(run.game, run.daily, run.match_id), raw_moves=())
    order: list[int] = []  # the turn order as the table listed it: who moved first, second... (a score line
    for seat, _action in proof.match.moves:  # "5–11–8" in seat order under a table listed in another read wrong)
        if seat not in order:
            order.append(seat)
    acted = sum(1 for seat, _action in proof.match.moves if seat in humans)
    begun = proof.match.rules.turns_begun(proof.match.state)
    entry = HistoryEntry(path, run, proof.winners, proof.scores, proof.reason, proof.roll_totals, branch, moves, own,
                         tuple(order), acted, begun)
    return entry, proof.match


def parse_entry(data: Any, path: Path) -> HistoryEntry:
    """A record checked field by field, its moves replayed and every derived field (result, scores, score
    parts and curve, turns, dice totals, code, daily date) checked against them; the entry holds the derived
    values, and `counted` is the daily ledger's word. ValueError with one line naming the file otherwise."""
    return _proven(data, path, keep_snapshots=False)[0]


def read_entry(path: Path) -> HistoryEntry:
    """The verified entry of a record file (see parse_entry); ValueError with one line naming the file."""
    return parse_entry(_read(path), path)


def _read(path: Path, then: str = "; it is skipped") -> Any:
    try:
        return read_user_json(path, runs.MAX_RECORD_BYTES)
    except UserFileError as exc:
        raise ValueError(f"{exc}{then}") from None


@dataclass
class History:
    entries: list[HistoryEntry] = field(default_factory=list)  # newest first
    problems: list[str] = field(default_factory=list)  # one line per record skipped
    complete: bool = True  # False: a read still going on has listed these so far (`total` files in all)
    total: int = 0
    levels: tuple[str, ...] | None = None  # every AI level met, sorted (the reader works it out off the frame)

    def all_levels(self) -> tuple[str, ...]:
        if self.levels is None:
            self.levels = tuple(sorted({lv for e in self.entries for lv in e.levels()}))
        return self.levels


def read_history(folder: Path | None = None) -> History:
    """Every readable record, newest first; each file that cannot be used is one line in `problems`."""
    folder = folder or history_dir()
    out = History()
    try:
        names = [n for n in os.listdir(folder) if n.endswith(".json") and not n.startswith(".")]
    except OSError as exc:
        out.problems.append(f"The history folder cannot be read ({exc.strerror or exc}).")
        return out
    paths = sorted((folder / n for n in names), key=_mtime, reverse=True)[:MAX_LISTED]
    for path in paths:
        try:
            out.entries.append(read_entry(path))
        except ValueError as exc:
            out.problems.append(str(exc))
    out.entries.sort(key=lambda e: e.run.when, reverse=True)
    return out


def _mtime(path: Path) -> float:
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


# --- replaying, importing, exporting ----------------------------------------------------------------------
def replay_entry(entry: HistoryEntry) -> Match:
    """The entry's match replayed and checked move by move, and its record proved again (the file may have
    changed since it was listed); ValueError with one line when it does not replay or does not match."""
    return _proven(_read(entry.path), entry.path)[1]


def check_record(source: Path) -> HistoryEntry:
    """A record file read and proved (see parse_entry), not yet added: what the import shows before the player
    confirms. ValueError with one line naming the file otherwise."""
    return read_entry(source)


def seat_lines(entry: HistoryEntry) -> list[str]:
    """The seats as the record states them, one line each ("Seat 2 (Red): AI, hard"): the moves cannot
    prove who sat where, so an import shows them for the player to confirm."""
    from baraza.game.registry import get_game

    try:
        names = get_game(entry.game).rules.seat_names(len(entry.run.seats))
    except (ImportError, KeyError, ValueError):
        names = []
    lines = []
    for index, kind in enumerate(entry.run.seats):
        who = "a person" if kind == "human" else "random moves" if kind == "random" \
            else f"AI, {kind.removeprefix('ai:')}"
        label = f"Seat {index + 1}" + (f" ({names[index]})" if index < len(names) and names[index] else "")
        lines.append(f"{label}: {who}")
    return lines


def import_record(source: Path, folder: Path | None = None) -> HistoryEntry:
    """Check a record file (read guarded, fields, moves replayed, every derived field proved) and add it to
    the history; ValueError with one line naming the file otherwise. A record already kept (same match id) is
    not added twice. An imported run is practice: its copy says it does not count for its daily deal."""
    data = _read(source)
    entry = parse_entry(data, source)
    folder = folder or history_dir()
    target = folder / runs.record_path(entry.run.match_id or source.stem).name
    if target.exists():
        raise ValueError(f"{shown_name(source)} is already in the history")
    if isinstance(data.get("daily"), dict):
        data["daily"] = {**data["daily"], "counted": False}
    try:
        write_json_atomic(target, data)
    except OSError as exc:
        raise ValueError(f"{shown_name(source)} cannot be added to the history ({exc.strerror or exc})") from None
    return read_entry(target)


def export_record(entry: HistoryEntry, target: Path) -> Path:
    """Write the entry's record to `target` (a file path, or a folder to put it in)."""
    if target.is_dir():
        target = target / entry.path.name
    data = read_user_json(entry.path, runs.MAX_RECORD_BYTES)
    write_json_atomic(target, data)
    return target


# --- statistics -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class GameStats:
    games: int
    finished: int
    wins_by_level: dict[str, tuple[int, int]]  # AI level -> (wins, games) of the human seat(s) against it
    mean_turns: float | None  # turns as the table counts them (a Konja match is 12 turns, not 157 moves)
    mean_minutes: float | None
    roll_totals: dict[int, int]  # dice totals over every game


def game_stats(entries: list[HistoryEntry], game: str) -> GameStats:
    # a replay's position played on is practice; a match left before a move is nothing (HistoryEntry.untouched)
    mine = [e for e in entries if e.game == game and not e.from_replay and not e.untouched()]
    done = [e for e in mine if e.run.finished]
    by_level: dict[str, list[int]] = {}
    for e in done:
        if not e.human_seats() or e.solo:
            continue
        for level in set(e.levels()):
            wins, games = by_level.setdefault(level, [0, 0])
            by_level[level] = [wins + (e.outcome() == "won"), games + 1]
    totals: Counter[int] = Counter()
    for e in mine:
        totals.update(e.roll_totals)
    return GameStats(
        len(mine), len(done), {k: (v[0], v[1]) for k, v in sorted(by_level.items())},
        # turns as History lists them (HistoryEntry.turns: Rules.turns_begun), never the record's count of every
        # seat's turn (krownia25: Statistics said "53 turns" beside History's and the result card's 18)
        statistics.fmean(e.turns() for e in done) if done else None,
        statistics.fmean(e.run.duration / 60 for e in done) if done else None,
        dict(sorted(totals.items())))


def match_from_file(path: Path) -> Match:
    """The match in a match record or a save file, replayed and checked; ValueError with one line otherwise."""
    from baraza.game.persistence.saves import SaveError, match_from_data

    data = _read(path, "")
    if isinstance(data, dict) and data.get("format") == runs.RUN_FORMAT:
        return _proven(data, path)[1]
    try:
        return match_from_data(data, shown_name(path))
    except SaveError as exc:
        raise ValueError(str(exc)) from None
