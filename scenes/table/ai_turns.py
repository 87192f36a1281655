"""AI turns on a table: when an AI seat is to act, ask the AI runner (a worker process) for its move, show it
"thinking" for a moment, then submit the move once the animations and the last caption have played. A broken
or failing AI plays the first legal move instead, so the match always goes on."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.scenes.table.ai_runner import AIRunner
from baraza.scenes.table.context import TableContext
from baraza.scenes.table.prompt_line import TurnPanel
from baraza.scenes.ui import theme

AI_MIN_SHOW = 0.35  # seconds an AI "thinks" on screen at normal speed, so its move can be followed


class AITurns:
    def __init__(self, ctx: TableContext, ai: AIRunner, panel: TurnPanel) -> None:
        self.ctx = ctx
        self.ai = ai
        self.panel = panel  # its caption_hold paces the AI
        self.enabled = True  # off: the AI seats wait (tests that play the AI seats themselves)
        self.wait = 0.0
        self.pending: tuple[int, Action] | None = None

    def forget(self) -> None:
        """After an undo: a decided move is for a position that is gone."""
        self.pending = None

    def update(self, dt: float) -> None:
        match, animations = self.ctx.match, self.ctx.animations
        if not self.enabled or self.ctx.read_only or match.is_over() or match.networked:
            return  # a networked match's AI seats think at its host
        if self.pending is not None:
            self.wait -= dt
            if self.wait <= 0 and self.panel.caption_hold <= 0 and not animations.busy:
                seat, action = self.pending
                self.pending = None
                if seat in match.active_seats() and not match.submit(seat, action).ok:
                    self._fallback(seat)  # cannot happen with a correct AI; keep the game moving
            return
        result = self.ai.poll("move")
        if result is not None:
            seat = self._ai_seat()
            if seat is None:
                return
            if result.action is None:
                self.ctx.app.toast(f"The AI failed ({result.error}); it plays a simple move.", colour=theme.BAD)
                self._fallback(seat)
                return
            self.pending = (seat, result.action)
            return
        if self.ai.busy("move") or animations.busy:
            return
        seat = self._ai_seat()
        if seat is None:
            return
        self.wait = AI_MIN_SHOW / max(0.5, animations.factor) if animations.factor > 0 else 0.0
        self.ai.request(match.game, match.seats[seat], seat, match.seed, match.view(seat), match.legal_actions(seat))

    def _ai_seat(self) -> int | None:
        match = self.ctx.match
        return next((seat for seat in match.active_seats() if match.seats[seat] != "human"), None)

    def _fallback(self, seat: int) -> None:
        legal = self.ctx.match.legal_actions(seat)
        if legal:
            self.ctx.match.submit(seat, legal[0])
