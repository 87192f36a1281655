"""A button that appears under the pointer waits a moment before it answers a click.

A bar of buttons is rebuilt when the choice changes, often because another seat moved. A click aimed at
the old button must not press the new one that now sits under the pointer ("No Cadence" one moment, a pass
that costs points the next). `Settling` is told each new bar and where the pointer is; a new button under
the pointer that is not the button that was there is ignored for the click gate's interval. Buttons away
from the pointer answer at once (a confirm that appears after a click on a card is not under the pointer),
and keys are never held back: a key names its button, it does not aim at a place."""

from __future__ import annotations

import pygame

from baraza.scenes.table.click_gate import GATE_SECONDS
from baraza.scenes.ui.widgets import Button


class Settling:
    def __init__(self, seconds: float = GATE_SECONDS) -> None:
        self.seconds = seconds
        self._places: list[tuple[pygame.Rect, str]] = []  # the bar shown before
        self._ready_at: dict[int, float] = {}  # id of a new button -> when it starts answering clicks

    def shown(self, buttons: list[Button], now: float, pointer: tuple[int, int]) -> None:
        """`buttons` replace the bar shown before, at table time `now`, with the pointer at `pointer`."""
        before = next((text for rect, text in self._places if rect.collidepoint(pointer)), None)
        self._ready_at = {id(b): now + self.seconds for b in buttons
                          if b.rect.collidepoint(pointer) and b.text != before}
        self._places = [(pygame.Rect(b.rect), b.text) for b in buttons]

    def ready(self, button: Button, now: float) -> bool:
        """Whether a click on `button` at `now` counts."""
        return now >= self._ready_at.get(id(button), now)
