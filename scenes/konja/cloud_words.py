"""Clouds said by their points, equal ones grouped: the Bones panel's "Now worth" and the "You took" line read
"a 3-point Cloud, a 3-point Cloud" (blind tester konja23). Words of the table, so the table's own module (the table
reads its view and the game's data, never a rules helper: tests/scenes/test_konja_parts.py)."""

from __future__ import annotations

from collections import Counter

COUNTS = ("no", "one", "two", "three", "four", "five", "six")


def clouds_said(points: list[int]) -> list[str]:
    """[3, 3, 5] -> ["two 3-point Clouds", "a 5-point Cloud"], in the order first named."""
    return [f"a {n}-point Cloud" if k == 1 else f"{COUNTS[k] if k < len(COUNTS) else k} {n}-point Clouds"
            for n, k in Counter(points).items()]
