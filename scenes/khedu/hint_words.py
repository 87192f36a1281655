"""The words of Khedu's Meditation hint: what a Meditation would bring a seat now, and whether the seat has a
later turn to restock for (split from prompt.py, which holds the bar)."""

from __future__ import annotations


def meditate_gains(view, seat: int, data) -> list[str]:
    """What a Meditation would bring this seat now, the most telling first, said from what it has (a fixed "while
    your hand is thin" was shown with a full hand of five: the hand is refilled at every turn's start)."""
    me = view.players[seat]
    gains = []
    empty = sum(1 for c in me.ensemble if not c.occupied)
    if empty:
        gains.append(f"refill {empty} empty Cadence place{'' if empty == 1 else 's'}")
    honor = sum(u.honor for u in me.cadre if u is not None)
    if honor >= 5 and any(c.occupied and not c.eternal for c in me.ensemble):
        gains.append(f"make a Cadence Eternal with your {honor} Honor")
    if view.solo and any(s.cadence is not None and not s.cadence.flipped for s in view.desert):
        gains.append("wake a Desert Cadence")
    clan = data.clans[me.clan]
    units = set(clan.units)
    if me.influence > 0 and any(u is None for u in me.cadre) and me.hand is not None \
            and not any(card.key in units for card in me.hand):
        gains.append(f"draw a new hand: yours holds no {me.clan} unit for your Cadre")
    gains.append(f"use {clan.meditation}")  # the clan's own Meditation is always there to use
    return gains


def no_later_turn(view, seat: int) -> bool:
    """Whether this is `seat`'s last turn: its last Influence spent, its last-man-standing turns or the game's
    turns run out (what the AI's final_turn asks)."""
    me = view.players[seat]
    return bool(me.last_turn or me.lms_turns_left == 1 or view.max_turns - me.turns_taken <= 1)


def last_influence_words(view, seat: int, action) -> str | None:
    """What a hinted move costs beyond its words: placing a unit with the seat's last Influence makes this turn
    its last (a hint advised it unsaid, and the player's song ended: blind tester, issue 41)."""
    if action.kind == "place" and view.players[seat].influence == 1:
        return "it spends your last Influence, so your song ends after this turn"
    return None
