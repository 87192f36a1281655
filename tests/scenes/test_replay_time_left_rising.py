"""Analyse's "time left" when each position costs more than the last (a KROWNIA playtest: "5 %, about 0:31 left",
then "61 %, about 0:52 left", 3.5 minutes in all): the work runs from the match's end back to its start and a
position further from the end has longer play-outs. The guess follows the cost's rise, so it never promises far
less than the work takes, and it keeps falling as the work goes on. A fake clock throughout."""

from __future__ import annotations

import random

from tests.scenes.test_analysis_time_left import _run


def _rising(noise: float) -> list[float]:
    rng = random.Random(5)
    return [(0.3 + 1.4 * i / 300) * rng.uniform(1 - noise, 1 + noise) for i in range(300)]


def test_a_rising_cost_is_guessed_from_the_start() -> None:
    for noise in (0.0, 0.2):
        seen = [(left, true, p) for _t, left, true, p in _run(_rising(noise), look=1.0) if left is not None]
        assert seen
        for left, true, p in seen:
            if 0.05 <= p <= 0.95:
                # the recent pace alone said a third of the truth at 14 % (92 s of 283)
                assert left >= 0.75 * true, (noise, p, left, true)
                assert left <= 1.3 * true + 2.0, (noise, p, left, true)


def test_the_guess_for_a_rising_cost_does_not_grow() -> None:
    seen = [(t, left) for t, left, _true, _p in _run(_rising(0.0), look=1.0) if left is not None]
    rose = sum(max(0.0, b - a) for (_, a), (_, b) in zip(seen, seen[1:], strict=False))
    assert rose < 2.0  # the old guess crept up for most of the run (92 s → 126 s while 283 s → 126 s were left)
