"""Small statistics the arenas and ladders share: how sure a win rate measured over n games is."""

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
