"""A Hint asked on the player's own turn while the table is not yet theirs is kept and asked when it is.

After the player's 7 the AI seats discard, a card a move, each shown for its caption's time: some five seconds
before the Pirate's prompt comes. A blind tester clicked Hint a moment after the roll; the button, greyed while
the others discarded, took the click and did nothing, and the "While you waited" recap that then came looked
like what had swallowed it (a second click gave the hint). The same Hint, by click or key, is now kept while it
is the player's turn but another seat answers (discards, an offer) or a move is still shown, told in a toast,
and asked as soon as the player's prompt is on screen. Another seat's turn, a lesson or a replay keep the shared
table's behaviour.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.scenes.krownia.context import KrowniaTable


class EarlyHint:
    def __init__(self, table: KrowniaTable, ask: Callable[[], None], button) -> None:
        self.table = table
        self._ask = ask  # the shared table's Hint (scenes/table/intents.py)
        self.button = button  # the Hint button, greyed while the table is not the player's
        self.waiting: tuple[int, int] | None = None  # (seat, turn) of a Hint kept for the player's prompt

    def _seat(self) -> int | None:
        """The human seat whose turn it is while the table does not take its input yet, else None."""
        table = self.table
        if table.ctx.read_only or table.lesson_hook.running or table.match.is_over() \
                or table.human_to_act() is not None:
            return None
        seat, view = table.viewer, table.current_view()
        if seat is None or table.match.seats[seat] != "human" or view.current != seat:
            return None
        return seat

    def ask(self) -> None:
        """Hint (its button or its key): asked now, or kept for the player's prompt."""
        seat = self._seat()
        if seat is None:
            self._ask()
            return
        view = self.table.current_view()
        self.waiting = (seat, view.turn)
        owing = [view.names[p.seat] for p in view.players if p.discard_owed and p.seat != seat]
        when = f"once {' and '.join(owing)} {'has' if len(owing) == 1 else 'have'} discarded" if owing \
            else "when your move is ready"
        self.table.app.toast(f"Your hint comes {when}.", 30, key="hint")  # the hint itself replaces it

    def clicked(self, event: pygame.event.Event) -> bool:
        """A left click on the greyed Hint button while the turn is the player's: kept (True), else False."""
        if not (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1
                and self.button.rect.collidepoint(event.pos)) or self.button.enabled or self._seat() is None:
            return False
        self.ask()
        return True

    def follow(self) -> None:
        """Each frame: the kept Hint asked once the player's prompt is on screen; dropped when the turn moved on."""
        if self.waiting is None:
            return
        seat, turn = self.waiting
        table = self.table
        view = table.current_view()
        if table.match.is_over() or view.current != seat or view.turn != turn:
            self.waiting = None
            table.app.clear_toasts("hint")
            return
        if table.human_to_act() == seat:
            self.waiting = None
            self._ask()
