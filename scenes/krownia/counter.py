"""The player's counter-offer to another seat's offer: its row of buttons, and the way back to the offer.

krownia19: "Drop" in the counter dialog declined the whole offer (the rules' offer_abandon while countering is a
decline), with no way back to Accept. The counter now has "Back to offer", which takes back the counter and its
drafting (the match's undo: the rules keep no move for it, and counter moves are never chance), so the offer
waits for Accept, Decline or Counter again; and the decline is labelled as one ("Decline offer"). Back is greyed
where undo cannot take the counter back alone: in a lesson, at a networked table, or once another human seat
moved since. krownia23: going back said the Undo button's "Move taken back. You can: accept…", which the player had
not pressed: it says "Back to Blue's offer: accept, decline or counter it." (`OfferBack`, the table's optional
`undo_words` hook, scenes/table/intents.py). The log keeps no line of the counter taken back (as for any undo):
it was never sent, and the offer's own lines stand.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.scenes.krownia.art import Control
from baraza.scenes.krownia.offer_fill import send_widths

COUNTS = ("offer_give", "offer_get", "offer_take_back")  # the drafting moves of a counter
LABELS = ("Send counter-offer", "Back to offer", "Decline offer")


def back_start(match: Match, seat: int) -> int | None:
    """The number of moves before `seat` began the counter it drafts, when going back there takes back only the
    counter, its drafting and AI seats' answers since (an undo never takes back a chance move); else None."""
    if not match.can_undo():
        return None
    humans = set(match.human_seats())
    for index in range(len(match.records) - 1, -1, -1):
        record = match.records[index]
        if record.chance or (record.seat != seat and record.seat in humans):
            return None
        if record.seat == seat:
            if record.action.kind == "counter_trade":
                return index
            if record.action.kind not in COUNTS:
                return None
    return None


def back_to_offer(match: Match, seat: int) -> bool:
    """Takes back `seat`'s counter (`back_start`): the offer waits on them again. False when it cannot."""
    start = back_start(match, seat)
    if start is None:
        return False
    while len(match.records) > start:  # each undo takes back the player's last move and the AI's after it
        if not match.undo():
            return False
    return True


class OfferBack:
    """Back to offer pressed: the counter taken back, and the table's words for that undo while it is made."""

    def __init__(self) -> None:
        self.words = ""  # said in place of the Undo's "Move taken back" while going back (`undo_words`)

    def press(self, match: Match, seat: int) -> bool:
        """`back_to_offer`, said as going back to the offer."""
        view = match.view(seat)
        if view.trade is None:
            return False
        self.words = f"Back to {view.names[view.trade.offerer]}'s offer: accept, decline or counter it."
        try:
            return back_to_offer(match, seat)
        finally:
            self.words = ""

    def undo_words(self) -> str:
        """The table's words for the undo being made ("" : the shared "Move taken back")."""
        return self.words


def counter_row(match: Match, seat: int, rect: pygame.Rect, font: pygame.font.Font, can_send: bool,
                lesson: bool, act: Callable[[Action], Callable[[], None]], legal,
                back: OfferBack | None = None) -> list[Control]:
    """The counter dialog's bottom row: Send counter-offer, Back to offer, Decline offer (named send_-1, back and
    drop: Esc presses back, else drop, keyboard.py)."""
    y = rect.bottom - 58
    widths = send_widths(font, list(LABELS), rect.w - 26)
    x = rect.x + 16
    boxes = []
    for width in widths:
        boxes.append(pygame.Rect(x, y, width, 44))
        x += width + 6
    back_ok = not lesson and back_start(match, seat) is not None
    return [Control(boxes[0], LABELS[0], act(Action("offer_send", (-1,))), enabled=can_send, style="accent",
                    name="send_-1"),
            Control(boxes[1], LABELS[1], lambda: (back or OfferBack()).press(match, seat), enabled=back_ok,
                    name="back"),
            Control(boxes[2], LABELS[2], act(Action("offer_abandon")), enabled=Action("offer_abandon") in legal,
                    name="drop")]
