"""The player's own offer or counter-offer as it opens: the cards the Hint's trade names put in already, and the
widths of its send buttons (trade.py draws the dialog).

krownia18: after the Hint said "Offer a trade to players: give 2 Ore for 1 Wood", Enter opened the offer empty and
the tester added each card by hand. krownia19: a hinted counter ("give 1 Wood for 1 Sheep + 1 Wheat") opened on the
AI's own terms mirrored. The Hint's facts (game/krownia/hint_facts.py, kept by hint_agree.py's tap) carry the
offer's cards; they are drafted as the offer or counter opens, by the keyboard or the mouse alike, and the player
may still change them before sending. s39: the table's plan check may name the offer itself (an ended turn giving
way to an offer someone is likely to take, game/krownia/hint_dialog.py `offered`): its cards come with the hint the
table shows (hint_agree.py's `said`). The draft is stepped as the dialog's Hint steps it (hint_dialog.next_draft).
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.krownia.constants import MAX_OFFER_CARDS
from baraza.game.krownia.hint_dialog import next_draft
from baraza.game.krownia.hint_facts import facts_of

OPEN, COUNTER = Action("open_trade"), Action("counter_trade")
Cost = tuple[int, ...]


def hinted_terms(table, opener: Action) -> tuple[Cost, Cost, int] | None:
    """The cards (to give, to get) and the seat to send to (-1: everyone) of the offer the table's Hint names when
    its move is `opener` (open_trade or counter_trade); None when the Hint is another move or names no cards. Read
    before the move: any move clears the Hint."""
    if getattr(table, "hint", None) != opener:
        return None
    agree = getattr(table, "hint_agree", None)
    said = getattr(agree, "said", None)
    tap = getattr(agree, "tap", None)
    named = []
    if said is not None and said[1].action is table.hint:  # the very hint shown, as the table's plan check left it
        named.append(facts_of(said[1].words))
    if tap is not None and tap.hint == opener:  # the worker's, as it answered
        named.append(tap.facts)
    facts = next((f for f in named if f.give is not None and f.get is not None), None)
    return None if facts is None else (tuple(facts.give), tuple(facts.get), facts.to)


def open_filled(table, opener: Action, terms: tuple[Cost, Cost, int] | None) -> int | None:
    """Makes `opener` for the player, then drafts the Hint's offer (`hinted_terms`, read before) into it. The seat
    its send goes to (-1: everyone) when the draft is the Hint's cards, else None (no such Hint, or a move refused
    on the way)."""
    seat = table.human_to_act()
    table.act(opener)
    if terms is None or seat is None:
        return None
    give, get, to = terms
    for _ in range(4 * MAX_OFFER_CARDS + 1):  # each card off, then on, at most: never loops on a refused move
        trade = table.match.view(seat).trade
        if trade is None or trade.draft_give is None:
            return None
        step = next_draft(trade.draft_give, trade.draft_get, give, get)
        if step is None:
            return to
        if step not in table.legal_actions():
            return None
        table.act(step)
    return None


def send_widths(font: pygame.font.Font, labels: list[str], room: int) -> list[int]:
    """The send buttons' widths in `room`: each its label's width and a share of what is left, so "Send to
    everyone" is as wide as it needs (it wrapped onto two lines in an even share: issue 41)."""
    room -= 6 * len(labels)
    need = [font.size(label)[0] + 16 for label in labels]
    spare = room - sum(need)
    if spare < 0:  # none fits whole: shares by length (each shrinks a little, the longest least)
        return [room * n // sum(need) for n in need]
    return [n + spare // len(labels) for n in need]
