"""A Hint asked on the player's own turn while the table does not take their input yet is kept, and asked as soon
as their prompt is on screen.

It is the player's turn (the table's `whose_turn(view)` says so) but another seat answers (discards after a 7, an
offer, a defence) or a move is still shown, so the Hint button is greyed and the H key had nothing to ask. A blind
tester's click then seemed swallowed (KROWNIA, s33). Now that Hint, by click or key, is kept, told in a toast, and
asked once the prompt shows; it is dropped when the turn moves on or the match ends. A lesson, a replay and another
seat's turn keep the plain Hint ("A hint is for your own turn.").

A click on the greyed Hint does what the key does. A table may light the button while a Hint would be kept
(`early_hint_lit = True`, `lit`).

A game's table may say when the hint comes with its optional hook `early_hint_words(view, seat) -> str` ("once
Blue has discarded"); without one, or when it returns "", the toast says "when your move is ready"."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.game.core.match import MoveRecord
from baraza.scenes.table.context import Stage, TableContext
from baraza.scenes.table.lesson import LessonHook

DEFAULT_WHEN = "when your move is ready"


class EarlyHint:
    def __init__(self, ctx: TableContext, lesson: LessonHook, ask: Callable[[], None]) -> None:
        self.ctx = ctx
        self.lesson = lesson
        self._ask = ask  # the Hint asked now (scenes/table/intents.py)
        self.waiting: int | None = None  # the seat whose Hint is kept for its prompt
        ctx.bus.on("record", self._moved, Stage.PRESENTATION)  # the views are fresh by then (Stage.STATE)
        ctx.bus.on("undo", self._moved, Stage.PRESENTATION)

    def seat(self) -> int | None:
        """The human seat whose turn it is while the table does not take its input yet, else None."""
        ctx = self.ctx
        match, views = ctx.match, ctx.views
        if ctx.read_only or self.lesson.running or match.is_over() or views.human_to_act() is not None:
            return None
        seat = ctx.host.viewer
        if seat is None or match.seats[seat] != "human" or ctx.host.whose_turn(views.current_view()) != seat:
            return None
        return seat

    def keeps(self) -> bool:
        """A Hint asked now: kept for the player's prompt and told in a toast (True), or to be asked at once."""
        seat = self.seat()
        if seat is None:
            return False
        self.waiting = seat
        hook = getattr(self.ctx.host, "early_hint_words", None)  # the game's words for when it comes
        when = (hook(self.ctx.views.current_view(), seat) if hook is not None else "") or DEFAULT_WHEN
        self.ctx.app.toast(f"Your hint comes {when}.", 30, key="hint")  # the hint itself replaces it
        return True

    def clicked(self, event: pygame.event.Event, button) -> bool:
        """A left click on the greyed Hint `button` does what the H key does: kept while the turn is the player's,
        else the plain Hint's words ("A hint is for your own turn."); True when it was such a click. A blind tester
        clicked it while the AI thought and heard nothing, where the key answered."""
        if not (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1
                and button.rect.collidepoint(event.pos)) or button.enabled or self.lesson.running:
            return False  # (in a lesson, Leave lesson lies over the greyed Hint: tutorial.py)
        if not self.keeps() and not self.ctx.read_only and not self.ctx.match.is_over():
            self._ask()  # (it says why there is no hint now)
        return True

    def lit(self) -> bool:
        """The Hint button is drawn usable while a Hint asked now would be kept, at a table that asks for it (its
        `early_hint_lit` attribute: where the turn panel says "Your turn" while the AI's move slides, a grey
        Hint under it read as refused to a blind tester)."""
        return bool(getattr(self.ctx.host, "early_hint_lit", False)) and self.seat() is not None

    def follow(self) -> None:
        """Each frame: the kept Hint asked once the player's prompt is on screen; the words that a hint is for the
        player's own turn (intents.py) go once it has come."""
        app = self.ctx.app
        if self.ctx.views.human_to_act() is not None:
            app.clear_toasts("hint-turn")
        elif self.waiting is None and any(t.key == "hint-turn" for t in app.toasts) and self.keeps():
            # H pressed moments before the turn passed to the player, their turn's start still playing out: the
            # words stood under "Red's turn · Red is about to roll" (krownia19); the Hint is kept for the prompt now
            app.clear_toasts("hint-turn")
        if self.waiting is None:
            return
        if not self._still_theirs():
            return
        if self.ctx.views.human_to_act() == self.waiting:
            self.waiting = None
            self._ask()

    def _moved(self, _record: MoveRecord | None = None) -> None:
        """After every move and undo: a kept Hint is dropped once the turn is no longer the player's (checked per
        move, so a turn that passes and comes back between two frames drops it too)."""
        if self.waiting is not None:
            self._still_theirs()

    def _still_theirs(self) -> bool:
        ctx = self.ctx
        if ctx.match.is_over() or ctx.host.whose_turn(ctx.views.current_view()) != self.waiting:
            self.waiting = None
            ctx.app.clear_toasts("hint")
            return False
        return True
