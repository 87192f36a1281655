"""Small statistics the arenas and ladders share: how sure a win rate measured over n games is, and whether
one of two runs on the same seeds is stronger."""

from __future__ import annotations

import math


def wilson(points: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % at z = 1.96) of a rate of `points` out of `n` (half points for shared
    games allowed), clamped to [0, 1]; (0, 1) when nothing was played."""
    if n <= 0:
        return 0.0, 1.0
    p = points / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(max(0.0, p * (1 - p)) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def sign_test(x: int, y: int) -> float:
    """Two-sided exact sign test for two runs on the same seeds: x games only the first won, y only the second.
    The chance of a split at least this uneven if each such game were a coin toss (games both won or both lost
    say nothing about which is stronger); 1.0 when there are none."""
    n = x + y
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(x, y) + 1)) / 2 ** n
    return min(1.0, 2 * tail)
