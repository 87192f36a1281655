"""A screen that comes back from one it opened ignores the mouse for a double click's time.

Finish in Practise (the screen above the replay) closed it on the first press of a double click; the second press
landed on the replay's chance chart under the pointer and jumped the replay to another move (kona17). The screen
below arms this guard when it is resumed; mouse presses are dropped until the double click's time has passed, on
the screen's own clock (tests step it). Keys and the wheel are never dropped: they are not half of a double click.

The wait starts at the screen's first update after it came back, not at the resume: that update's time was spent
before the first press (the window slept on the screen above), and counted from the resume it used up the whole
wait at once, letting the second press through (kona18).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from baraza.scenes.ui.click_guard import DOUBLE_CLICK_SECONDS, ChangeGuard

WHEEL_BUTTONS = (4, 5, 6, 7)  # pygame reports wheel turns as button presses too


@dataclass
class ResumeGuard:
    """Armed by `resumed(now)`, started by the next `tick(now)` (the screen's update); `swallows(event, now)` for a
    mouse press or release until then and within the wait."""

    guard: ChangeGuard = field(default_factory=lambda: ChangeGuard(DOUBLE_CLICK_SECONDS))
    starting: bool = False  # resumed, and the screen not yet updated since

    def resumed(self, now: float) -> None:
        self.guard.changed(now)
        self.starting = True

    def tick(self, now: float) -> float:
        """The screen's update, its clock at `now` with this pass's time: the wait counts from here. Returns `now`."""
        if self.starting:
            self.guard.changed(now)
            self.starting = False
        return now

    def swallows(self, event: pygame.event.Event, now: float) -> bool:
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        return getattr(event, "button", 1) not in WHEEL_BUTTONS and (self.starting or self.guard.blocks(now))
