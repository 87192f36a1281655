"""A bar button that appears where the last button was pressed waits out the click gate's interval (issue 41).
Beside the shared `Settling` (settling.py), for any table's button bar.

The shared `Settling` holds a new button that comes under the pointer, but only when the pointer was seen there
and only across one build in a lesson ("No Cadence" became "Roll 3 dice", "4s → 5" became "Take 1 LP", "Roll 5
dice" became "Best: 30" under a double click: blind testers). This hold keys on the press itself: until the
click gate's interval after a press on a bar button has passed, any other button drawn over that spot ignores
clicks, through rebuilds and in lessons too, and is drawn greyed while it waits (a lesson's next step, shown
after its pacing, is not held back further).

A table that makes a button's move for the player (Khedu's standing No Cadence) arms the same hold with
`answered`: the player may be reaching for that very button when its spot shows "Roll N dice", then "Best: N"
(a blind tester's click landed on Roll). There is no press behind it and an AI's answer may come in between, so
for ANSWER_ARM_SECONDS after it any button with other words shown over the button's place waits the interval
from when it shows. Keys are never held (a key names its button).

A press counts the moves made from the table's human seats (`hand_moves`), not an AI's: the rival taking its
reward between the player's Resolve and the End turn then drawn on Resolve's spot ended the hold, and the click
gate paces an AI's move only by its short wait, so a double click's second half ended the turn (blind tester).
A press may make several moves at once (a whole payment, the best dice): `made` counts them as the press's one, else
the hold ended before the bar they bring was built ("Discard all 3" -> "Sing no more this fight": blind tester)."""

from __future__ import annotations

import pygame

from baraza.scenes.table.click_gate import OWN_GATE_SECONDS

# a press guards its spot for the bar its own move brings: a move made since for the player (an answer the table
# gives in a lesson) is a new question to read; an AI's move in between is not counted (hand_moves)
PRESS_MOVES = 1
ANSWER_ARM_SECONDS = 2.0  # how long after the table's answer a button newly shown over its place is held


def hand_moves(match) -> int:
    """The moves made from `match`'s human seats (by the player, or by the table for them): what a press's hold
    counts, so an AI's answer between a press and the bar it brings leaves the spot held."""
    seats = match.seats
    return sum(1 for r in match.records if not (0 <= r.seat < len(seats) and seats[r.seat] != "human"))


class PressHold:
    def __init__(self, seconds: float = OWN_GATE_SECONDS) -> None:
        self.seconds = seconds
        # the guarded spot, the words pressed there, when, and the moves made before it (None: the table's answer)
        self._press: tuple[pygame.Rect, str, float, int | None] | None = None
        self._held: dict[tuple, float] = {}  # (rect, words) of a button that appeared there -> when it answers

    def pressed(self, pos: tuple[int, int], text: str, now: float, moves: int) -> None:
        """A bar button with `text` was pressed at `pos`, `moves` (hand_moves) made before it: what next appears
        there waits."""
        self._arm(pygame.Rect(pos, (1, 1)), text, now, moves)

    def made(self, moves: int) -> None:
        """The press's own moves are made, `moves` (hand_moves) now: however many, they count as the press's one."""
        if self._press is not None and self._press[3] is not None and moves > self._press[3] + PRESS_MOVES:
            spot, text, at, _before = self._press
            self._press = (spot, text, at, moves - PRESS_MOVES)

    def answered(self, rect: pygame.Rect, text: str, now: float) -> None:
        """The table made the move of the button `text` at `rect` for the player, at table time `now`."""
        self._arm(pygame.Rect(rect), text, now, None)

    def _arm(self, spot: pygame.Rect, text: str, now: float, moves: int | None) -> None:
        self._press = (spot, text, now, moves)
        self._held = {place: until for place, until in self._held.items() if until > now}  # the waits still on

    def shown(self, buttons: list, now: float, moves: int) -> None:
        """A bar was built, `moves` made: a button with other words over the guarded spot waits out the interval
        from the press (from its showing, after the table's answer)."""
        if self._press is None:
            return
        spot, text, at, before = self._press
        answer = before is None
        if (now - at > ANSWER_ARM_SECONDS) if answer else (now - at >= self.seconds or moves > before + PRESS_MOVES):
            self._press = None
            return
        for b in buttons:
            place = (tuple(b.rect), b.text)
            if b.text != text and spot.colliderect(b.rect) and place not in self._held:
                self._held[place] = (now if answer else at) + self.seconds

    def ready(self, button, now: float) -> bool:
        """Whether a click on `button` counts now (False while it waits)."""
        return now >= self._held.get((tuple(button.rect), button.text), now)
