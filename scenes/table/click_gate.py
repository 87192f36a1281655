"""Which mouse clicks the table takes: only those meant for the prompt on screen.

A click is taken by the table only when its button went down while the same prompt was showing, and not
within GATE_SECONDS of a prompt appearing after an AI seat's move (a click aimed while the AI played must
not answer the question that replaced it). After the player's own move, a second press where the press that
made it went down, within OWN_GATE_SECONDS of the next prompt, is dropped: it is a double click's second half,
aimed at the button the new question put in the old one's place ("Done selling" -> "Pass", a Cadence laid face
up -> "Discard one"; the playtests). The prompt is "the human to act now" at this match version; time
is the table's clock, so tests step it with dt. The double click is scenes/ui/click_guard.py's, the one every
screen's changing buttons are guarded by. The table's own controls (Menu, Undo, Hint, the log) and
keys are not gated: only the clicks a game's table turns into moves and picks.

While the player's own move is still being shown (its animation), the prompt is not on screen yet and clicks
are dropped. A table may set `steady_spot(pos)`: the places that keep their meaning across the player's own
moves (their cards, the dice). A click on such a place hurries the animation and is taken, so a deliberate
click on a card right after casting another is not lost (playtest J2); a click anywhere else, where a button
is about to take another's place, is still dropped (a double click never presses the button that replaces
the one clicked). Without the hook every click waits, as before.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.game.core.match import MoveRecord
from baraza.scenes.table.context import Stage, TableContext
from baraza.scenes.ui.click_guard import DOUBLE_CLICK_PIXELS, DOUBLE_CLICK_SECONDS

GATE_SECONDS = 0.25
OWN_GATE_SECONDS = DOUBLE_CLICK_SECONDS  # a slow double click (the playtests' 0.3-0.45 s) is still one
WHEEL_BUTTONS = (4, 5, 6, 7)  # pygame still reports wheel turns as button presses: those are never gated


class ClickGate:
    def __init__(self, ctx: TableContext, lesson_running) -> None:
        self.ctx = ctx
        self._lesson_running = lesson_running  # a lesson paces its own steps (its card, its scripted replies)
        self._prompt: tuple[int, int] | None = None
        self._opens_at = 0.0
        self._last_mover: int | None = None  # the seat of the last move, None after an undo (the player's own)
        self._pressed: tuple[int, int] | None = None  # the prompt a taken button-down was aimed at
        self._last_press: tuple[int, int] | None = None  # where the last taken button-down went
        self._move_press: tuple[int, int] | None = None  # where the press that made the player's last move went
        self._double_until = -1.0  # table time until which a press there is a double click's second half
        # set by a game's table: whether a place keeps its meaning after the player's own move (see above)
        self.steady_spot: Callable[[tuple[int, int]], bool] | None = None
        # and where a quick second click repeats the first instead of being its double click's second half
        # (KROWNIA: a resource pile while discards are owed, each click one card)
        self.repeat_spot: Callable[[tuple[int, int]], bool] | None = None
        ctx.bus.on("record", self.moved, Stage.GATE)
        ctx.bus.on("undo", self.undone, Stage.GATE)

    def moved(self, record: MoveRecord) -> None:
        self._last_mover = record.seat
        viewer = self.ctx.host.viewer
        self._move_press = self._last_press if record.seat == viewer else None
        self._last_press = None

    def undone(self) -> None:
        self._last_mover = None

    def _played_by_ai(self, seat: int) -> bool:
        """Only a move the player did not make with this mouse (an AI's) starts the wait: in a hot-seat match
        the next player is the one who takes the mouse, after the hand-over."""
        seats = self.ctx.match.seats
        return 0 <= seat < len(seats) and seats[seat] != "human"

    def _current(self) -> tuple[int, int] | None:
        seat = self.ctx.views.human_to_act()
        return None if seat is None else (self.ctx.host._match_version, seat)

    def observe(self) -> None:
        """Notice a new prompt (each frame, and before judging a click): after another seat's move it waits."""
        prompt = self._current()
        if prompt == self._prompt:
            return
        self._prompt = prompt
        after_other = prompt is not None and self._last_mover is not None and self._last_mover != prompt[1] \
            and self._played_by_ai(self._last_mover)
        wait = GATE_SECONDS if after_other and not self._lesson_running() else 0.0
        self._opens_at = self.ctx.clock.t + wait
        after_own = prompt is not None and self._last_mover == prompt[1] and self._move_press is not None
        self._double_until = self.ctx.clock.t + OWN_GATE_SECONDS if after_own and not self._lesson_running() else -1.0

    def _second_half(self, event: pygame.event.Event) -> bool:
        """A press where the one that made the player's own move went, right after it: a double click."""
        if self._move_press is None or self.ctx.clock.t >= self._double_until:
            return False
        dx, dy = event.pos[0] - self._move_press[0], event.pos[1] - self._move_press[1]
        return dx * dx + dy * dy <= DOUBLE_CLICK_PIXELS * DOUBLE_CLICK_PIXELS

    def _repeat(self, event: pygame.event.Event) -> bool:
        return self.repeat_spot is not None and self.repeat_spot(event.pos)

    @property
    def open(self) -> bool:
        """Whether a click made now reaches the table."""
        self.observe()
        return self._prompt is not None and self.ctx.clock.t >= self._opens_at

    def _own_move_showing(self) -> bool:
        """Whether the only thing between the player and their next prompt is their own move's animation."""
        ctx = self.ctx
        viewer, match = ctx.host.viewer, ctx.match
        return (ctx.animations.busy and not ctx.read_only and viewer is not None and viewer == self._last_mover
                and not match.is_over() and viewer in match.active_seats() and match.seats[viewer] == "human")

    def _hurried(self, event: pygame.event.Event) -> bool:
        """A click on a steady place while the player's own move is shown: the animation ends, the click counts."""
        if self.steady_spot is None or self._lesson_running() or not self._own_move_showing():
            return False
        if not self.steady_spot(event.pos):
            return False
        self.ctx.animations.skip()
        return self.open

    def allows(self, event: pygame.event.Event) -> bool:
        """Whether the table may act on `event` (anything but a mouse button passes)."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return True
        if getattr(event, "button", 1) in WHEEL_BUTTONS:
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            # The keyboard's Enter clicks the spot its cursor shows now, never one aimed before a move: only
            # the prompt must be there, not the wait (scenes/table/focus.py).
            keyed = getattr(event, "keyboard", False)
            taken = (self.observe() or self._prompt is not None) if keyed else (self.open or self._hurried(event))
            if taken and not keyed and self._second_half(event) and not self._repeat(event):
                taken = False
            self._pressed = self._prompt if taken else None
            if taken:
                self._last_press = tuple(event.pos)
            return taken
        # A release ends the press the table took; one whose press was dropped, or made before another seat
        # moved, is dropped with it. After the player's own move (the press answered it) it still arrives.
        pressed, self._pressed = self._pressed, None
        if pressed is None:
            return False
        self.observe()
        return self._prompt is None or self._prompt == pressed or self._last_mover == pressed[1]
