"""The prompt bar's wait for a button that took another's place, kept across a rebuild of the same bar.

The bar is built again when anything it depends on changes, sometimes twice in one frame (a click invalidates it
after its move was already shown). The shared `Settling` judges each build against the one before: the second
build saw "Roll 3 dice" where "Roll 3 dice" already stood and dropped the wait the first had set, so a quick
second click on "No Cadence" rolled the dice (issue 41, blind tester: No Cadence -> Roll -> Best in one spot).
Here a button built again with the same words in the same place keeps the wait it had. Not in a lesson, whose
card paces each step (the learner reads the next card before pressing) and whose walkers click at once."""

from __future__ import annotations

from collections.abc import Callable

from baraza.scenes.table.settling import Settling
from baraza.scenes.ui.widgets import Button


class HeldSettling(Settling):
    def __init__(self, seconds: float, carries: Callable[[], bool] = lambda: True) -> None:
        super().__init__(seconds)
        self.carries = carries  # whether a wait outlives a rebuild now (see the module's text)
        self._held: dict[tuple, float] = {}  # (rect, words) of a waiting button -> when it answers clicks

    def shown(self, buttons: list[Button], now: float, pointer: tuple[int, int]) -> None:
        super().shown(buttons, now, pointer)
        if not self.carries():
            self._held = {}
            return
        for b in buttons:
            until = self._held.get((tuple(b.rect), b.text), now)
            if until > now:
                self._ready_at[id(b)] = max(self._ready_at.get(id(b), now), until)
        self._held = {(tuple(b.rect), b.text): self._ready_at[id(b)] for b in buttons if id(b) in self._ready_at}
