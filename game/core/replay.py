"""A finished or saved match, stepped through move by move: what the replay viewer reads.

Opening replays the moves once through a `Match` (which checks every move and keeps a state snapshot every
few moves); stepping to any move then costs one snapshot copy and at most a few moves applied
(`Match.state_at`), so a long KROWNIA match can be scrubbed within a frame. For each move the replay keeps
the words the log showed, the turn it belongs to and the key moments the rules point out (a seven, a
Cloud, a combat...), so the viewer can list moves and jump between moments.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.core.rules import Rules


def sentences(texts) -> str:
    """A move's log lines as one text, each ending with a full stop."""
    parts = [t.strip() for t in texts if t and t.strip()]
    return " ".join(p if p[-1] in ".!?:" else p + "." for p in parts)


@dataclass(frozen=True)
class ReplayMove:
    ply: int  # 1-based: the position after this move is `state_at(ply)`
    seat: int
    action: Action
    text: str  # what the log said of it (or the rules' description)
    turn: int  # the turn number after the move
    moments: tuple[str, ...]  # key moments it caused, in words


class Replay:
    """Every position of a match already replayed (`Replay.of` replays a move list, checking every move and
    raising game.core.rules.IllegalMove at the first that does not fit)."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.rules = match.rules
        self.moves: list[ReplayMove] = []
        names = match.seat_names()
        for ply, record in enumerate(match.records, start=1):
            # a move with no log line (a KROWNIA offer being drafted) in the rules' words, never "offer get"
            text = sentences(e.text for e in record.events) or sentences(
                [self.rules.caption_of(names[record.seat], record.action) or record.action.kind.replace("_", " ")])
            moments = tuple(m for m in (self.rules.key_moment(e) for e in record.events) if m)
            self.moves.append(ReplayMove(ply, record.seat, record.action, text, record.turn, moments))

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

    def ply_of_turn(self, turn: int) -> int:
        """The last move of turn `turn` (0 when it is before the first move)."""
        last = 0
        for m in self.moves:
            if m.turn <= turn:
                last = m.ply
        return last
