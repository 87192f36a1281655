"""A finished or saved match, stepped through move by move: what the replay viewer reads.

Opening replays the moves once through a `Match` (which checks every move and keeps a state snapshot every
few moves); stepping to any move then costs one snapshot copy and at most a few moves applied
(`Match.state_at`), so a long KROWNIA match can be scrubbed within a frame. For each move the replay keeps
the words the log showed, the turn it belongs to and the key moments the rules point out (a seven, a
Cloud, a combat...), so the viewer can list moves and jump between moments.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.match import LogLine, Match
from baraza.game.core.rules import Rules


def sentences(texts) -> str:
    """A move's log lines as one text, each ending with a full stop."""
    parts = [t.strip() for t in texts if t and t.strip()]
    return " ".join(p if p[-1] in ".!?:" else p + "." for p in parts)


def turn_named(rules: Rules, state: Any) -> str:
    """The turn a position is in, counted as History counts turns (`Rules.turns_begun`: krownia22's Replay said
    "turn 40" where History said 15 and counted rounds); a table counting each player's turns ("turn 5 of Player
    2") or moves ("move 13") keeps its own words (`turn_label`), which the panel beside the replay shows."""
    label = rules.turn_label(state)
    if " of " in label or not label.startswith("turn "):
        return label
    return f"turn {rules.turns_begun(state)}"


def _with_text(move: ReplayMove, text: str) -> ReplayMove:
    return ReplayMove(move.ply, move.seat, move.action, text, move.turn, move.moments, move.first)


@dataclass(frozen=True)
class ReplayMove:
    ply: int  # 1-based: the position after this move is `state_at(ply)`
    seat: int
    action: Action
    text: str  # what the log said of it (or the rules' description)
    turn: int  # the turn number after the move
    moments: tuple[str, ...]  # key moments it caused, in words
    first: int = 0  # a move of several steps (`entries`): the ply of its first step; 0: this ply alone

    @property
    def start(self) -> int:
        """The ply of the move's first step (itself, for a one-step move)."""
        return self.first or self.ply


class Replay:
    """Every position of a match already replayed (`Replay.of` replays a move list, checking every move and
    raising game.core.rules.IllegalMove at the first that does not fit)."""

    def __init__(self, match: Match, replay_line: Any = None) -> None:
        self.match = match
        self.rules = match.rules
        self.replay_line = replay_line  # GameSpec.replay_line: words the live table added to a line
        self._lines: dict[tuple[int, str, int | None], str] = {}  # what it said, worked out once
        self.moves: list[ReplayMove] = []
        names = match.seat_names()
        for ply, record in enumerate(match.records, start=1):
            # a move with no log line (a KROWNIA offer being drafted) in the rules' words, never "offer get"
            text = sentences(e.text for e in record.events) or sentences(
                [self.rules.caption_of(names[record.seat], record.action) or record.action.kind.replace("_", " ")])
            moments = tuple(m for m in (self.rules.key_moment(e) for e in record.events) if m)
            self.moves.append(ReplayMove(ply, record.seat, record.action, text, record.turn, moments))

    def score_changes(self) -> list[int]:
        """The moves after which some seat's score changed (as the rules' result counts it mid-match; none where a
        game cannot count an unfinished match)."""
        rules, match = self.rules, self.match
        state = rules.initial_state(match.options, match.seed, len(match.seats))
        out = []
        try:
            scores = rules.result(state).scores
            for ply, (seat, action) in enumerate(match.moves, start=1):
                rules.apply(state, seat, action)
                now = rules.result(state).scores
                if now != scores:
                    out.append(ply)
                scores = now
        except Exception:  # noqa: BLE001 - a game whose result needs a finished match: no score steps
            return out
        return out

    def text_seen_by(self, move: ReplayMove, viewer: int | None) -> str:
        """`move`'s log words as `viewer` read them at the table (`Rules.line_seen_by`: the card a steal took,
        to the thief and the victim); None, a spectator's: the log as written."""
        record = self.match.records[move.ply - 1]
        lines = [LogLine(e.seat, e.text, move.ply - 1) for e in record.events if e.text]
        return sentences(self.line_words(record, line, viewer) for line in lines) or move.text

    def line_words(self, record: Any, line: LogLine, viewer: int | None) -> str:
        """A log `line` of `record` as `viewer` read it at the table: the rules' `line_seen_by`, or the game's
        `replay_line` where the table added words the record does not keep (krownia21: the Moves list said "Blue
        declines the offer" where the live log gave Blue's reason)."""
        if self.replay_line is None:
            return self.rules.line_seen_by(record, line, viewer)
        key = (line.move_index, line.text, viewer)
        if key not in self._lines:
            said = self.replay_line(self.match, line, viewer)
            self._lines[key] = said if said else self.rules.line_seen_by(record, line, viewer)
        return self._lines[key]

    def others_tail(self, move: ReplayMove, viewer: int | None) -> tuple[str, int | None, str]:
        """`move`'s words as `viewer` read them, split in two: the mover's own, then the lines after them that the
        rules made for one other seat on their own (its turn starting, its first-turn bonus), with that seat; (all
        the words, None, "") when there is no such tail. A replay caption put a next seat's turn start under
        "You:" (blind tester khedu23)."""
        record = self.match.records[move.ply - 1]
        lines = [LogLine(e.seat, e.text, move.ply - 1) for e in record.events if e.text]
        cut = len(lines)
        while cut > 0 and lines[cut - 1].seat is not None and lines[cut - 1].seat != move.seat:
            cut -= 1
        other = {line.seat for line in lines[cut:]}
        if cut == 0 or len(other) != 1:
            return self.text_seen_by(move, viewer), None, ""
        words = [self.line_words(record, line, viewer) for line in lines]
        return sentences(words[:cut]), other.pop(), sentences(words[cut:])

    def entries(self, text_of=None) -> list[ReplayMove]:
        """The moves as a player counts them (game/core/move_groups.py): a move's steps are one entry, its `ply`
        the last step's (the position once the move is made), `first` the first step's, its text every step's
        log words together (a step with no log line of its own adds nothing). `text_of(move)` may read each
        step's words (a seat's own view of them); else each step's `text`."""
        from baraza.game.core.move_groups import groups

        read = text_of or (lambda move: move.text)
        out = []
        for group in groups(self.rules, [(m.seat, m.action) for m in self.moves]):
            parts = [self.moves[i] for i in group]
            if len(parts) == 1:
                out.append(parts[0] if text_of is None else _with_text(parts[0], read(parts[0])))
                continue
            logged = [read(m) for m in parts if self.match.records[m.ply - 1].events
                      and any(e.text for e in self.match.records[m.ply - 1].events)]
            text = sentences(self.rules.move_words(logged)) or read(parts[0])
            last = parts[-1]
            out.append(ReplayMove(last.ply, parts[0].seat, parts[0].action, text, last.turn,
                                  tuple(w for m in parts for w in m.moments), parts[0].ply))
        return out

    @classmethod
    def of(cls, rules: Rules, seats: Sequence[str], seed: int, options: dict,
           moves: Sequence[tuple[int, Action]]) -> Replay:
        return cls(Match.from_moves(rules, list(seats), seed, dict(options), moves))

    @property
    def plies(self) -> int:
        return len(self.moves)

    @property
    def seats(self) -> list[str]:
        return self.match.seats

    def state_at(self, ply: int) -> Any:
        """A fresh state after `ply` moves (0: the start)."""
        return self.match.state_at(ply)

    def view_at(self, ply: int, seat: int | None) -> Any:
        """What `seat` saw after `ply` moves (None: every hand shown, for finished matches only)."""
        return self.rules.view(self.state_at(ply), seat)

    def moments(self) -> list[tuple[int, str]]:
        """(ply, words) of every key moment, in order."""
        return [(m.ply, words) for m in self.moves for words in m.moments]

    def next_moment(self, ply: int, also: Iterable[int] = ()) -> int | None:
        """The first move after `ply` with a key moment or among `also` (the moves the analysis marked: a
        player jumping between key moments expects to land on them too), or None."""
        return min((p for p in self._moment_plies(also) if p > ply), default=None)

    def previous_moment(self, ply: int, also: Iterable[int] = ()) -> int | None:
        """The last move before `ply` with a key moment or among `also`, or None."""
        return max((p for p in self._moment_plies(also) if p < ply), default=None)

    def _moment_plies(self, also: Iterable[int]) -> set[int]:
        return {m.ply for m in self.moves if m.moments} | {p for p in also if 1 <= p <= self.plies}

    def first_move_of_turn(self, turn: int) -> int:
        """The first move made in the turn the caption names `turn` (`turn_named`'s first number: "turn 7",
        "turn 7 of Player 2"); the last move when the match never got there. "Go to turn 7" landed on a move of
        turn 8 (keyboard playtest): `ply_of_turn` counts turns after each move, from 0."""
        state = self.state_at(0)
        for index, record in enumerate(self.match.records):
            found = re.search(r"\d+", turn_named(self.rules, state))
            if found is not None and int(found.group()) >= turn:
                return index + 1
            self.rules.apply(state, record.seat, record.action)
        return self.plies

    def ply_of_turn(self, turn: int) -> int:
        """The last move of turn `turn` (0 when it is before the first move)."""
        last = 0
        for m in self.moves:
            if m.turn <= turn:
                last = m.ply
        return last
