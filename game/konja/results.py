"""The results screen's summary of a finished match: how it was won, then each player's Cloud points by
pile, Gold and Relics."""

from __future__ import annotations

from baraza.game.konja.state import SEAT_NAMES, KonjaState


def result_lines(state: KonjaState) -> list[str]:
    """The ending ("Nia wins with 23 Cloud points to 21."), then one line per player, winner first:
    "Nia: 23 points from Clouds (6 of 3, 1 of 5, +1 flipped); 3 Gold, 4 Relics." Before the end, only the
    players' lines."""
    lines = []
    if state.over and state.end_reason:
        lines.append(state.end_reason[0].upper() + state.end_reason[1:] + ".")
    first = state.winners[0] if state.over and len(state.winners) == 1 else 0
    for seat in (first, 1 - first):
        p = state.players[seat]
        piles = [f"{n} of {base}" for base in (3, 5, 7) if (n := sum(1 for c in p.clouds if c.base == base))]
        bonus = sum(c.value - c.base for c in p.clouds)
        if bonus:
            piles.append(f"+{bonus} flipped")
        sources = f"from Clouds ({', '.join(piles)})" if piles else "(no Clouds)"
        relics = len(p.relics)
        lines.append(f"{SEAT_NAMES[seat]}: {p.cloud_points} points {sources}; {p.gold} Gold, "
                     f"{relics} Relic{'s' if relics != 1 else ''}.")
    return lines
