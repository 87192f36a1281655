"""A button that takes the place of one the table just pressed for the player waits out the click gate's interval
from the moment it shows.

When the table answers No Cadence for the player (nothing they hold could help, or the window came round again
with nothing sung since), the player may be reaching for that very button. Its spot then shows "Roll N dice",
then "Best: N": a click aimed at No Cadence landed on Roll (blind tester, 2-player). The click gate sees the
answer as the player's own move with no press behind it, and `PressHold` keys on a real press and lets go after
the next move (an AI's answer comes in between), so this hold keys on the table's answer: for ARM_SECONDS after
it, any button with other words that shows over the answered spot ignores clicks (and looks greyed) for
OWN_GATE_SECONDS from when it shows. Keys are never held (a key names its button)."""

from __future__ import annotations

import pygame

from baraza.scenes.table.click_gate import OWN_GATE_SECONDS

ARM_SECONDS = 2.0  # how long after the table's answer a button newly shown over its spot is held


class AnswerHold:
    def __init__(self, seconds: float = OWN_GATE_SECONDS) -> None:
        self.seconds = seconds
        self._answer: tuple[pygame.Rect, str, float] | None = None  # the spot, its words, when the table answered
        self._held: dict[tuple, float] = {}  # (rect, words) of a button shown over the spot -> when it answers

    def answered(self, rect: pygame.Rect, text: str, now: float) -> None:
        """The table made the move of the button `text` at `rect` for the player, at table time `now`."""
        self._answer = (pygame.Rect(rect), text, now)
        self._held = {}

    def pressed(self) -> None:
        """The player pressed a bar button: the press's own hold (PressHold) takes over."""
        self._answer = None

    def shown(self, buttons: list, now: float) -> None:
        """A bar was built at `now`: a button with other words over the answered spot, new there, waits."""
        if self._answer is None:
            return
        rect, text, at = self._answer
        if now - at > ARM_SECONDS:
            self._answer = None
            return
        for b in buttons:
            place = (tuple(b.rect), b.text)
            if b.text != text and rect.colliderect(b.rect) and place not in self._held:
                self._held[place] = now + self.seconds

    def ready(self, button, now: float) -> bool:
        """Whether a click on `button` counts now (False while it waits)."""
        return now >= self._held.get((tuple(button.rect), button.text), now)
