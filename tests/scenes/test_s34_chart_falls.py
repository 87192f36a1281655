"""The replay chart pools each position with its neighbours (play-outs' luck), but never across a change of mover:
a fall on one seat's move was drawn as starting on the other seat's moves before it (a Konja tester read a fall on
the opponent's move, around move 105)."""

from __future__ import annotations

import pygame
import pytest

from baraza.game.core.analysis import MoveJudgement
from baraza.scenes.replay.timeline import Timeline


def _timeline(chances: list[float], seats: list[int]) -> Timeline:
    """A two-seat analysis of len(seats) moves: seat 0's chance at every position (`chances`, one longer), nothing
    marked, no key moment."""
    judged = []
    for ply, seat in enumerate(seats, start=1):
        before, after = (chances[ply - 1], 1 - chances[ply - 1]), (chances[ply], 1 - chances[ply])
        judged.append(MoveJudgement(ply, seat, "a move", None, before[seat], after[seat], None, None, before, after))
    timeline = Timeline(pygame.Rect(0, 0, 400, 80), len(seats), [], lambda ply: None)
    timeline.judgements = judged
    return timeline


def test_a_fall_on_a_seats_move_is_not_drawn_on_the_other_seats_move_before_it() -> None:
    seats = [p % 2 for p in range(12)]  # the seats take turns, one move each
    chances = [0.6] * 7 + [0.3] * 6  # move 7 (seat 0's) drops seat 0's chance by 0.3
    assert seats[6] == 0 and seats[5] == 1
    timeline = _timeline(chances, seats)
    values = timeline.values()
    assert values[6] == pytest.approx(chances[6], abs=0.01), values  # after seat 1's move 6: still 60 %
    assert values[7] == pytest.approx(chances[7], abs=0.01), values  # the fall is all on move 7
    charted = timeline.charted()  # the words beside the chart say the same
    assert charted[5].chances_after[0] == pytest.approx(0.6, abs=0.01)
    assert charted[6].chances_before[0] == pytest.approx(0.6, abs=0.01)
    assert charted[6].p_after == pytest.approx(0.3, abs=0.01)


def test_a_seats_own_run_of_moves_is_still_pooled() -> None:
    seats = [0] * 6 + [1] * 6  # each seat moves six times in a row (a turn of many small moves)
    swing = [0.5, 0.62, 0.38, 0.62, 0.38, 0.62, 0.38, 0.62, 0.38, 0.62, 0.38, 0.62, 0.38]  # luck alone
    values = _timeline(swing, seats).values()
    quiet = [abs(values[i + 1] - values[i]) for i in range(len(values) - 1) if i != 6]
    assert max(quiet) < 0.1, values  # calm within each seat's run
    # the positions before seat 1's first move are pooled with seat 0's moves only
    assert values[:7] == pytest.approx(_timeline(swing[:7], seats[:6]).values())
