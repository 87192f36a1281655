"""The match controller: the only object that changes a live match.

It takes intents from seats, checks them against the legal actions (an illegal one is refused with a
reason and the state stays as it was), applies them, keeps the move list and the game log, and tells
listeners what happened so scenes can animate it. Undo goes back to the nearest in-memory snapshot of the
state (one every SNAPSHOT_EVERY moves) and replays the few moves after it, which is exact because the rules
are deterministic given the seed; loading a file still replays and checks every move.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from uuid import uuid4

from baraza.game.core.action import Action
from baraza.game.core.rules import Event, IllegalMove, MatchResult, Rules


@dataclass(frozen=True)
class MoveRecord:
    """One applied action. `chance` is true when it rolled dice, shuffled or drew hidden cards:
    undo never steps back across such a move."""

    seat: int
    action: Action
    chance: bool
    events: tuple[Event, ...]
    turn: int = 0  # the turn number after the move (replays list moves by turn)


@dataclass(frozen=True)
class Submission:
    ok: bool
    reason: str = ""
    events: tuple[Event, ...] = ()


@dataclass
class LogLine:
    seat: int | None
    text: str
    move_index: int


Listener = Callable[["Match", MoveRecord], None]

SNAPSHOT_EVERY = 16  # moves between state snapshots: undo replays at most this many


@dataclass
class Match:
    """A match in progress: the game's rules, seats (seat kinds such as 'human' or 'ai:hard'), seed, options."""

    rules: Rules
    seats: list[str]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    play_seconds: float = 0.0

    def __post_init__(self) -> None:
        self.options = {**self.rules.default_options(), **self.options}
        self.state = self.rules.initial_state(self.options, self.seed, len(self.seats))
        self.records: list[MoveRecord] = []
        self.log: list[LogLine] = []
        self._listeners: list[Listener] = []
        self._undo_listeners: list[Callable[[Match], None]] = []
        self._snapshots: dict[int, Any] = {}  # move count -> a private copy of the state at that point
        self.keep_snapshots = True  # False for a replay read once (a record proved): copying states is most of its cost
        self.match_id = f"{self.rules.name}-{uuid4().hex[:12]}"  # names this match's autosave
        self.branched_from: dict[str, Any] | None = None  # a match played on from a replay: where and which move
        self.autosave_path: Any = None  # the autosave file it was continued from: it keeps writing there
        # A match this machine hosts for friends at other machines (game/net): its join code, each seat's token
        # and its port, kept in its autosave so that a reopened table takes its friends back.
        self.hosting: dict[str, Any] | None = None
        self.lesson = False  # begun as a lesson: its opening was the script's, so it is never scored (kept in saves)

    # --- a match hosted elsewhere answers these differently (game/net/net_match.py) -----------------
    networked = False  # a class attribute: True for a NetMatch, whose authority is another machine's host

    def pump(self) -> bool:
        """Take in news from the match's authority; a local match is its own authority: nothing comes."""
        return False

    def close(self) -> None:
        """The table is left for good (a NetMatch closes its connection)."""

    def waiting_words(self, seat: int) -> str:
        """What the table says while `seat` is to act and is not played here ("" for the usual words)."""
        return ""

    # --- reading -------------------------------------------------------------------------------
    @property
    def game(self) -> str:
        """The game's name, as saves and the registry know it."""
        return self.rules.name

    @property
    def moves(self) -> list[tuple[int, Action]]:
        return [(r.seat, r.action) for r in self.records]

    def active_seats(self) -> tuple[int, ...]:
        return () if self.is_over() else self.rules.active_seats(self.state)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.active_seats():
            return []
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> Any:
        return self.rules.view(self.state, seat)

    def is_over(self) -> bool:
        return self.rules.is_terminal(self.state)

    def result(self) -> MatchResult:
        return self.rules.result(self.state)

    def human_seats(self) -> list[int]:
        return [i for i, kind in enumerate(self.seats) if kind == "human"]

    def seat_names(self) -> list[str]:
        return self.rules.seat_names_as_played(self.state, len(self.seats))  # after a side swap, as played

    def turn_number(self) -> int:
        return self.rules.turn_number(self.state)

    def describe_action(self, seat: int, action: Action) -> str:
        return self.rules.describe_action(self.state, seat, action)

    def result_lines(self) -> list[str]:
        return self.rules.result_lines(self.state)

    def result_tallies(self) -> dict:
        """The rules' counts over the whole match for the results screen (e.g. {"dice_rolls": {7: 5, ...}})."""
        return self.rules.result_tallies(self.state)

    def score_key(self) -> tuple[str, int] | None:
        return self.rules.score_key(self.state)

    def turn_timer_seconds(self) -> float:
        return self.rules.turn_timer_seconds(self.options)

    def timeout_actions(self, seat: int) -> list[Action]:
        """What the rules play for `seat` when its turn timer ran out ([] when there is no timer)."""
        if not self.turn_timer_seconds() or seat not in self.active_seats():
            return []
        return self.rules.timeout_actions(self.state, seat)

    # --- changing ------------------------------------------------------------------------------
    def add_listener(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def add_undo_listener(self, listener: Callable[[Match], None]) -> None:
        self._undo_listeners.append(listener)

    def submit(self, seat: int, action: Action) -> Submission:
        """Apply `action` for `seat` if it is legal now; otherwise refuse and change nothing."""
        if self.is_over():
            return Submission(False, "The match is over.")
        if seat not in self.rules.active_seats(self.state):
            return Submission(False, "It is not that seat's turn.")
        if action not in self.rules.legal_actions(self.state, seat):
            return Submission(False, f"That move is not allowed: {self.rules.describe_action(self.state, seat, action)}.")
        if self.keep_snapshots and len(self.records) % SNAPSHOT_EVERY == 0:
            self._snapshots[len(self.records)] = self.rules.clone(self.state)
        rng = getattr(self.state, "rng", None)
        before = rng.getstate() if rng is not None else None
        events = tuple(self.rules.apply(self.state, seat, action))
        chance = rng is not None and rng.getstate() != before
        chance = chance or any(e.kind in self.rules.reveal_events or e.data.get("hidden_revealed") for e in events)
        record = MoveRecord(seat, action, chance, events, self.rules.turn_number(self.state))
        self.records.append(record)
        for event in events:
            if event.text:
                self.log.append(LogLine(event.seat, event.text, len(self.records) - 1))
        for listener in list(self._listeners):
            listener(self, record)
        return Submission(True, "", events)

    # --- undo ----------------------------------------------------------------------------------
    def undo_point(self) -> int | None:
        """The move index undo would go back to (before the last human move), or None.

        Undo is for humans: it removes the last move a human made and every AI answer after it,
        but never a move that rolled dice or drew hidden cards, and never in a finished match: its result
        was recorded and shown, and undo would reopen it. A match played on from a replay ("Play here") never goes
        back before the move it started from: those moves were the recorded match's (kona21 undid to before them).
        """
        if self.is_over():
            return None
        humans = set(self.human_seats())
        floor = int((self.branched_from or {}).get("ply", 0) or 0)
        for index in range(len(self.records) - 1, floor - 1, -1):
            record = self.records[index]
            if record.chance:
                return None
            if record.seat in humans:
                return index
        return None

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def undo(self) -> bool:
        point = self.undo_point()
        if point is None:
            return False
        self._rewind(point)
        for listener in list(self._undo_listeners):
            listener(self)
        return True

    def _rewind(self, count: int) -> None:
        """Go back to the position after the first `count` moves: the nearest snapshot, then the rest."""
        base = max((n for n in self._snapshots if n <= count), default=None)
        if base is None:
            self._rebuild(self.moves[:count])
            return
        state = self.rules.clone(self._snapshots[base])
        for record in self.records[base:count]:
            self.rules.apply(state, record.seat, record.action)
        self.state = state
        self.records = self.records[:count]
        self.log = [line for line in self.log if line.move_index < count]
        self._snapshots = {n: s for n, s in self._snapshots.items() if n <= count}

    def _rebuild(self, moves: Sequence[tuple[int, Action]]) -> None:
        """Replace the state by a replay of `moves`; raises IllegalMove at the first move that does not fit."""
        fresh = Match(self.rules, self.seats, self.seed, dict(self.options), self.play_seconds)
        fresh.keep_snapshots = self.keep_snapshots
        for index, (seat, action) in enumerate(moves):
            result = fresh.submit(seat, action)
            if not result.ok:
                raise IllegalMove(index, result.reason)
        self.state, self.records, self.log = fresh.state, fresh.records, fresh.log
        self._snapshots = fresh._snapshots

    def state_at(self, ply: int) -> Any:
        """A fresh copy of the state after the first `ply` moves (from the nearest snapshot); the match is
        not changed. For replays, which step to any move of a finished match."""
        if not 0 <= ply <= len(self.records):
            raise IndexError(f"no move {ply} in a match of {len(self.records)} moves")
        if ply == len(self.records):
            return self.rules.clone(self.state)
        base = max((n for n in self._snapshots if n <= ply), default=None)
        if base is None:
            state = self.rules.initial_state(self.options, self.seed, len(self.seats))
            base = 0
        else:
            state = self.rules.clone(self._snapshots[base])
        for record in self.records[base:ply]:
            self.rules.apply(state, record.seat, record.action)
        return state

    def copy_at(self, ply: int, seats: Sequence[str] | None = None) -> Match:
        """A new match at the position after the first `ply` moves, with its moves and log up to there (for a
        replay's table, or to play on from there with other `seats`). This match is not changed."""
        copy = Match(self.rules, list(seats or self.seats), self.seed, dict(self.options))
        copy.follow(self, ply)  # a new match has no listeners to tell
        return copy

    def follow(self, other: Match, ply: int) -> None:
        """Become `other` as it stood after its first `ply` moves (a replay's table follows its steps with
        one match). The undo listeners are told: everything derived from the old position is stale."""
        self.state = other.state_at(ply)
        self.records = other.records[:ply]
        self.log = [line for line in other.log if line.move_index < ply]
        self._snapshots = {n: s for n, s in other._snapshots.items() if n <= ply}  # never changed in place
        for listener in list(self._undo_listeners):
            listener(self)

    # --- building from a move list ---------------------------------------------------------------
    @classmethod
    def from_moves(
        cls,
        rules: Rules,
        seats: list[str],
        seed: int,
        options: Mapping[str, Any],
        moves: Sequence[tuple[int, Action]],
        play_seconds: float = 0.0,
        keep_snapshots: bool = True,
    ) -> Match:
        """Replay a move list; raises IllegalMove (from game.core.rules) at the first bad move."""
        match = cls(rules, list(seats), seed, dict(options), play_seconds)
        match.keep_snapshots = keep_snapshots  # without them undo and stepping back replay from the start
        match._rebuild(moves)
        return match
