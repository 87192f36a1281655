"""A button that appears under the pointer waits a moment before it answers a click.

A bar of buttons is rebuilt when the choice changes, often because another seat moved. A click aimed at
the old button must not press the new one that now sits under the pointer ("No Cadence" one moment, a pass
that costs points the next). `Settling` is told each new bar and where the pointer is; a new button under
the pointer that is not the button that was there is ignored for the click gate's interval. Buttons away
from the pointer answer at once (a confirm that appears after a click on a card is not under the pointer),
and keys are never held back: a key names its button, it does not aim at a place.

A bar is sometimes built twice in one frame (a click invalidates it after its move was already shown): a button
built again with the same words in the same place keeps the wait it had, else the second build, seeing "Roll 3
dice" where "Roll 3 dice" already stood, dropped it and a quick second click on "No Cadence" rolled the dice
(issue 41, blind tester). `carries` says whether a wait outlives a rebuild now (not in a lesson, whose card paces
each step and whose walkers click at once)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.scenes.table.click_gate import GATE_SECONDS
from baraza.scenes.ui.widgets import Button


class Settling:
    def __init__(self, seconds: float = GATE_SECONDS, carries: Callable[[], bool] = lambda: True) -> None:
        self.seconds = seconds
        self.carries = carries
        self._places: list[tuple[pygame.Rect, str]] = []  # the bar shown before
        self._ready_at: dict[int, float] = {}  # id of a new button -> when it starts answering clicks
        self._held: dict[tuple, float] = {}  # (rect, words) of a waiting button -> when it answers clicks

    def shown(self, buttons: list[Button], now: float, pointer: tuple[int, int]) -> None:
        """`buttons` replace the bar shown before, at table time `now`, with the pointer at `pointer`."""
        before = next((text for rect, text in self._places if rect.collidepoint(pointer)), None)
        self._ready_at = {id(b): now + self.seconds for b in buttons
                          if b.rect.collidepoint(pointer) and b.text != before}
        self._places = [(pygame.Rect(b.rect), b.text) for b in buttons]
        if not self.carries():
            self._held = {}
            return
        for b in buttons:
            until = self._held.get((tuple(b.rect), b.text), now)
            if until > now:
                self._ready_at[id(b)] = max(self._ready_at.get(id(b), now), until)
        self._held = {(tuple(b.rect), b.text): self._ready_at[id(b)] for b in buttons if id(b) in self._ready_at}

    def ready(self, button: Button, now: float) -> bool:
        """Whether a click on `button` at `now` counts."""
        return now >= self._ready_at.get(id(button), now)
