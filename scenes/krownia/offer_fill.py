"""The player's own offer as it opens: the cards the Hint's trade names put in already, and the widths of its
send buttons (trade.py draws the dialog).

krownia18: after the Hint said "Offer a trade to players: give 2 Ore for 1 Wood", Enter opened the offer empty and
the tester added each card by hand. The Hint's facts (game/krownia/hint_facts.py, kept by hint_agree.py's tap)
carry that offer's cards; they are drafted as the offer opens, by the keyboard or the mouse alike, and the player
may still change them before sending.
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action

OPEN = Action("open_trade")


def hinted_drafts(table) -> list[Action]:
    """The moves drafting the offer the table's Hint names (its cards to give, then those to ask), or [] when the
    Hint is not to offer a trade or names no cards. Read before the offer opens: any move clears the Hint."""
    tap = getattr(getattr(table, "hint_agree", None), "tap", None)
    if getattr(table, "hint", None) != OPEN or tap is None or tap.hint != OPEN:
        return []
    facts = tap.facts
    if facts.give is None or facts.get is None:
        return []
    return [Action(kind, (r,)) for kind, vec in (("offer_give", facts.give), ("offer_get", facts.get))
            for r, n in enumerate(vec) for _ in range(n)]


def send_widths(font: pygame.font.Font, labels: list[str], room: int) -> list[int]:
    """The send buttons' widths in `room`: each its label's width and a share of what is left, so "Send to
    everyone" is as wide as it needs (it wrapped onto two lines in an even share: issue 41)."""
    room -= 6 * len(labels)
    need = [font.size(label)[0] + 16 for label in labels]
    spare = room - sum(need)
    if spare < 0:  # none fits whole: shares by length (each shrinks a little, the longest least)
        return [room * n // sum(need) for n in need]
    return [n + spare // len(labels) for n in need]
