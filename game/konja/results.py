"""The results screen's summary of a finished match: each player's Cloud points by pile, and Gold."""

from __future__ import annotations

from baraza.game.konja.state import SEAT_NAMES, KonjaState


def result_lines(state: KonjaState) -> list[str]:
    """One short line per player ("Nia: 17 points = 3×1 + 5×2, +1 flipped; 4 Gold"), plus the
    tie-break when the Cloud points are equal."""
    lines = []
    for seat, p in enumerate(state.players):
        piles = [f"{base}×{n}" for base in (3, 5, 7) if (n := sum(1 for c in p.clouds if c.base == base))]
        bonus = sum(c.value - c.base for c in p.clouds)
        sources = " + ".join(piles) + (f", +{bonus} flipped" if bonus else "") if piles else "no Clouds"
        lines.append(f"{SEAT_NAMES[seat]}: {p.cloud_points} points = {sources}; {p.gold} Gold")
    a, b = state.players
    if state.over and a.cloud_points == b.cloud_points:
        lines.append("Tied on Cloud points: more Gold wins.")
    return lines
