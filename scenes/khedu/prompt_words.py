"""Khedu's prompt sentences that have shorter stand-ins, longest first (the bar takes the first that reads whole
beside its buttons: PromptBar._fitting). Both were cut with "…" at 100 % in a playtest."""

from __future__ import annotations


def pass_words(cost: int) -> list[str]:
    """The confirm of a costly pass."""
    return [f"Passing costs {cost} Legacy points. Pass anyway, or keep your turn?",
            f"Pass for -{cost} Legacy points, or keep your turn?", f"Pass for -{cost} LP?"]


def last_place_words(name: str) -> list[str]:
    """The ask before a unit is placed with the last Influence."""
    return [f"Place {name} with your last Influence? This turn becomes your last: you leave the song at its end.",
            f"Place {name}: your last turn?"]
