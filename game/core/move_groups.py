"""Moves as a player counts them: the game says which actions are steps of the move before them
(`Rules.continues_move`: a trade drafted card by card and answered by the others is one move). The
replay's list, History's move count and the analysis read the groups from here; the records keep every action."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from baraza.game.core.action import Action
from baraza.game.core.rules import Rules


def steps(rules: Rules, moves: Sequence[tuple[int, Action]]) -> list[bool]:
    """For each action (seat, action): whether it is a step of the move before it, not a move of its own."""
    return [i > 0 and rules.continues_move(moves[i - 1], seat, action) for i, (seat, action) in enumerate(moves)]


def groups(rules: Rules, moves: Sequence[tuple[int, Action]]) -> list[range]:
    """The actions (0-based indices) of each move, in order: every action in exactly one."""
    out: list[range] = []
    start = 0
    for i, step in enumerate(steps(rules, moves)):
        if i and not step:
            out.append(range(start, i))
            start = i
    if moves:
        out.append(range(start, len(moves)))
    return out


def counted_moves(rules: Rules, moves: Sequence[tuple[int, Action]], seats: Iterable[int] | None = None) -> int:
    """How many moves a player would count (a move's steps once), by the seats in `seats` (None: every seat):
    a move belongs to the seat of its first action."""
    chosen = None if seats is None else set(seats)
    return sum(1 for g in groups(rules, moves) if chosen is None or moves[g.start][0] in chosen)
