"""A bar button that appears where the last button was pressed waits out the click gate's interval (issue 41).
Beside the shared `Settling` (settling.py), for any table's button bar.

The shared `Settling` holds a new button that comes under the pointer, but only when the pointer was seen there
and only across one build in a lesson ("No Cadence" became "Roll 3 dice", "4s → 5" became "Take 1 LP", "Roll 5
dice" became "Best: 30" under a double click: blind testers). This hold keys on the press itself: until the
click gate's interval after a press on a bar button has passed, any other button drawn over that spot ignores
clicks, through rebuilds and in lessons too, and is drawn greyed while it waits (a lesson's next step, shown
after its pacing, is not held back further)."""

from __future__ import annotations

import pygame

from baraza.scenes.table.click_gate import OWN_GATE_SECONDS

# a press guards its spot for the bar its own move brings: a move made since by the table (an answer it gives for
# the player in a lesson, an AI's) is a new question to read, and the click gate paces those
PRESS_MOVES = 1


class PressHold:
    def __init__(self, seconds: float = OWN_GATE_SECONDS) -> None:
        self.seconds = seconds
        self._press: tuple[tuple[int, int], str, float, int] | None = None  # where, on which words, when, moves
        self._held: dict[tuple, float] = {}  # (rect, words) of a button that appeared there -> when it answers

    def pressed(self, pos: tuple[int, int], text: str, now: float, moves: int) -> None:
        """A bar button with `text` was pressed at `pos`, `moves` made before it: what next appears there waits."""
        self._press = (tuple(pos), text, now, moves)
        self._held = {}

    def shown(self, buttons: list, now: float, moves: int) -> None:
        """A bar was built, `moves` made: a button with other words over the pressed spot waits out the interval
        from the press."""
        if self._press is None:
            return
        pos, text, at, before = self._press
        if now - at >= self.seconds or moves > before + PRESS_MOVES:
            self._press = None
            return
        for b in buttons:
            place = (tuple(b.rect), b.text)
            if b.text != text and pygame.Rect(b.rect).collidepoint(pos) and place not in self._held:
                self._held[place] = at + self.seconds

    def ready(self, button, now: float) -> bool:
        """Whether a click on `button` counts now (False while it waits)."""
        return now >= self._held.get((tuple(button.rect), button.text), now)
