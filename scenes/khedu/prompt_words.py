"""Khedu's prompt sentences that have shorter stand-ins, longest first (the bar takes the first that reads whole
beside its buttons: PromptBar._fitting). Both were cut with "…" at 100 % in a playtest."""

from __future__ import annotations

from baraza.scenes.ui.words import chance_text


def pass_words(cost: int) -> list[str]:
    """The confirm of a costly pass."""
    return [f"Passing costs {cost} Legacy points. Pass anyway, or keep your turn?",
            f"Pass for -{cost} Legacy points, or keep your turn?", f"Pass for -{cost} LP?"]


def last_place_words(name: str) -> list[str]:
    """The ask before a unit is placed with the last Influence."""
    return [f"Place {name} with your last Influence? This turn becomes your last: you leave the song at its end.",
            f"Place {name}: your last turn?"]


def risk_words(honor: int, chance: float, sung: float) -> list[str]:
    """The Honor warning before an attack, longest first: the odds the fight's panel will show, and those once the
    Eternal Cadences (free to sing in the Cadre's fights) are sung when they differ (a tester was told 77 %, then
    the fight showed 26 %; and the warning was cut with '…')."""
    now = chance_text(chance)
    with_eternal = f" ({chance_text(sung)} with your Eternal Cadence sung)" if chance_text(sung) != now else ""
    short = f" ({chance_text(sung)} with your Eternal)" if with_eternal else ""
    return [f"Your hero carries {honor} Honor; this attack wins {now} of the time{with_eternal}. Attack anyway?",
            f"Your hero carries {honor} Honor; this attack wins {now}{with_eternal}. Attack anyway?",
            f"{honor} Honor at stake: {now} to win{with_eternal}. Attack anyway?",
            f"{honor} Honor at stake: {now} to win{short}. Attack anyway?",
            f"{honor} Honor at stake: {now} to win. Attack anyway?"]
