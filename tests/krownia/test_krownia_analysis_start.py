"""The analysis chart's start (KROWNIA blind tester, three seats: the chart began near 50 %): six play-outs put three
even seats at 38, 50 and 12 %. The match's first position is judged again with START_TIMES as many play-outs, so
it starts near an even third."""

from __future__ import annotations

import random

from baraza.game.core.analysis import START_TIMES, Evaluation, PlayoutAnalyser, analyse
from baraza.game.registry import new_match


class _Lucky(PlayoutAnalyser):
    """Six play-outs' luck at every position; a judgement again with more of them finds the even third."""

    def __init__(self) -> None:
        super().__init__()
        self.again: list[int | None] = []

    def evaluate(self, rules, state, seats):
        return Evaluation((0.5, 0.33, 0.17), None, False, 6)

    def refine(self, rules, state, seats, first, times=None):
        self.again.append(times)
        return Evaluation(tuple(1 / 3 for _ in range(seats)), first.best, False, 6 * ((times or 2) + 1))


def test_the_first_position_is_judged_with_more_play_outs() -> None:
    match = new_match("krownia", ["human", "ai:easy", "ai:easy"], 4)
    rng = random.Random(4)
    for _ in range(12):
        seat = match.active_seats()[0]
        assert match.submit(seat, rng.choice(match.legal_actions(seat))).ok
    judge = _Lucky()
    judged = analyse(match.rules, match.options, match.seed, 3, list(match.moves), judge)
    assert START_TIMES in judge.again
    assert all(abs(c - 1 / 3) < 1e-9 for c in judged[0].chances_before)  # not 50, 33 and 17 %
