"""When a table needs a new frame (the quiet window, docs/architecture.md "When the window draws"): each frame
while something moves (an animation, a lesson, the results about to open), and otherwise only when a timer
the table shows runs out: a blink flipping, a caption or a lit spot going, the turn timer's next second, the
"thinking" dots, a word's explanation under the resting pointer. While an AI worker thinks the table is
updated every AI_POLL seconds to collect its answer, without drawing until something changed.

It reads the table's parts; it changes none of them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from baraza.scenes.stack import soonest
from baraza.scenes.table.context import Stage
from baraza.scenes.table.term_hover import DWELL

if TYPE_CHECKING:
    from baraza.scenes.table.base import TableScene

AI_POLL = 0.03  # seconds between looks at a thinking AI worker (the move shows within two frames)
DOTS_PER_SECOND = 3  # the "is thinking..." dots (prompt_line.TurnPanel.status_line)


class TableWakeups:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self._drawn: tuple = ()  # what the last frame showed, as far as an update can change it unasked
        clock = table.ctx.clock
        table.ctx.bus.on("record", lambda _record: clock.stir(), Stage.STATE)  # a move: its highlights blink again
        table.ctx.bus.on("undo", clock.stir, Stage.STATE)

    def moving(self) -> bool:
        """Something changes every frame, or the next update starts something the player must see at once."""
        table = self.table
        if table.animations.busy or table.lesson_hook.running:
            return True
        return not table.ctx.read_only and table.match.is_over() and not table.results_shown

    def next_frame(self) -> float | None:
        """Seconds until the table looks different by itself (Scene.next_frame)."""
        if self.moving():
            return 0.0
        table = self.table
        waits = [table.ctx.clock.next_change()]
        if table.action_spots.spot is not None:
            waits.append(table.action_spots.spot[2])
        if table.turn_panel.caption_hold > 0:
            waits.append(table.turn_panel.caption_hold)
        if table.ai_turns.pending is not None:
            waits.append(max(table.ai_turns.wait, table.turn_panel.caption_hold))
        hover = table.term_hover
        if hover.pos is not None and 0 <= hover.rest < DWELL:
            waits.append(DWELL - hover.rest)
        if table.turn_timer.seconds_left() is not None:
            left = table.match.turn_timer_seconds() - table.turn_clock
            waits.append(left - math.floor(left) or 1.0)
        if self._ai_to_act():
            t = table.ctx.clock.t
            waits.append((math.floor(t * DOTS_PER_SECOND) + 1) / DOTS_PER_SECOND - t)
        return soonest(waits)

    def next_poll(self) -> float | None:
        """An AI worker thinking (a move or a hint), or an AI seat about to ask: look again soon."""
        table = self.table
        if table.ai.busy("move") or table.ai.busy("hint") or self._ai_to_act():
            return AI_POLL
        return None

    def _ai_to_act(self) -> bool:
        table = self.table
        if table.ctx.read_only or not table.ai_turns.enabled or table.match.is_over():
            return False
        return any(table.match.seats[seat] != "human" for seat in table.match.active_seats())

    def _shown(self) -> tuple:
        table = self.table
        return (table._match_version, table.hint, table.viewer, table.results_shown, table.ai.busy("move"),
                table.ai.busy("hint"), table.tutorial is not None, bool(table.recap.recap_lines),
                table.action_spots.spot is None, table.ai_turns.pending is None,
                table.turn_panel.caption_hold > 0)

    def drawn(self) -> None:
        """The table begins a frame: blinks are counted afresh, and what it shows is remembered."""
        self.table.ctx.clock.speeds.clear()
        self._drawn = self._shown()

    def updated(self) -> None:
        """After an update: a change no timer announced (an AI's answer, a hint, a move made for a seat) asks
        the window for a frame."""
        if self._shown() != self._drawn:
            self.table.app.request_redraw()
