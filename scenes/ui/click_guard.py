"""One rule for a button that may change its meaning under a resting pointer: after it takes other words (or
appears where something else was), it ignores the mouse for a moment.

The playtests found the same trap three times: a double click's second press, or a click aimed a moment before,
landed on the button that had just replaced the one aimed at (Analyse -> Cancel -> Practise in the replay, Undo
-> Rematch as the results came, "Done selling" -> "Pass" at a table). Every screen guards it with `ChangeGuard`,
timed by the screen's own clock (so tests step it), and the tables' click gate uses the same double click.
"""

from __future__ import annotations

from dataclasses import dataclass

# A slow double click's two presses came 0.3-0.45 s apart in the playtests; a click aimed at what was there
# before the change lands within about half a second of it.
DOUBLE_CLICK_SECONDS = 0.45
DOUBLE_CLICK_PIXELS = 8  # how far apart a double click's two presses may land
CHANGED_SECONDS = 0.8  # a button that took other words: a slow double click's second half passes, with room
APPEARED_SECONDS = 0.6  # a panel of buttons that just appeared: a click aimed at what it covered lands in this


@dataclass
class ChangeGuard:
    """When its button last changed, on the owner's clock; `blocks(now)` while the mouse must be ignored."""

    seconds: float = CHANGED_SECONDS
    changed_at: float = -1e9

    def changed(self, now: float) -> None:
        self.changed_at = now

    def blocks(self, now: float) -> bool:
        return now - self.changed_at < self.seconds

    def wait(self, now: float) -> float | None:
        """Seconds until clicks are taken again (a screen wakes then, so the guard's time is counted), or None."""
        left = self.seconds - (now - self.changed_at)
        return left if left > 0 else None
