"""Turn timers: how long the seats to act have been acting (`host.turn_clock`, shown by the seat list), when
the turn passes to other seats, and, with a timer set in the match options, the timeout moves when a human's
time is up."""

from __future__ import annotations

from baraza.scenes.table.context import TableContext
from baraza.scenes.ui import theme


class TurnTimer:
    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self._last_active: tuple[int, ...] = ctx.match.active_seats()

    def tick(self, dt: float) -> bool:
        """Advance the clock; True when the seats to act changed (the clock starts again)."""
        active = self.ctx.match.active_seats()
        if active != self._last_active:
            self._last_active = active
            self.ctx.host.turn_clock = 0.0
            return True
        self.ctx.host.turn_clock += dt
        return False

    def seconds_left(self) -> int | None:
        """Whole seconds the human to act has left, when a timer runs for them."""
        limit = self.ctx.match.turn_timer_seconds()
        if not limit or self.ctx.views.human_to_act() is None:
            return None
        return max(0, int(limit - self.ctx.host.turn_clock))

    def enforce(self) -> None:
        """Time is up for the human to act: the rules' timeout moves are played for them."""
        match = self.ctx.match
        limit = match.turn_timer_seconds()
        seat = self.ctx.views.human_to_act()
        if not limit or seat is None or self.ctx.host.turn_clock < limit:
            return
        self.ctx.app.toast("Time is up: the turn passes.", colour=theme.BAD)
        for action in match.timeout_actions(seat):
            if not match.submit(seat, action).ok:
                break
        self.ctx.host.turn_clock = 0.0
