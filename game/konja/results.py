"""The results screen's summary of a finished match: Cloud points by source and the tie-break."""

from __future__ import annotations

from game.konja.state import SEAT_NAMES, KonjaState


def result_lines(state: KonjaState) -> list[str]:
    """One line per player (Clouds by pile, flipped Clouds, Gold), plus the tie-break when Gold decided."""
    lines = []
    for seat, p in enumerate(state.players):
        piles = "·".join(str(sum(1 for c in p.clouds if c.base == base)) for base in (3, 5, 7))
        flipped = sum(1 for c in p.clouds if c.upgraded)
        flip_text = f", {flipped} flipped (+{sum(c.value - c.base for c in p.clouds)})" if flipped else ""
        lines.append(f"{SEAT_NAMES[seat]}: {p.cloud_points} Cloud points from {len(p.clouds)} Clouds "
                     f"(3·5·7 piles: {piles}{flip_text}), {p.gold} Gold left")
    a, b = state.players
    if state.over and a.cloud_points == b.cloud_points:
        lines.append("Equal Cloud points: the player with more Gold wins (equal Gold: a shared win).")
    return lines
