"""The dialogs KROWNIA's table can open from the position it shows, each as a callable, for the layout lint's
sweep (tools/layout_lint.py calls the table's `lint_openings()`): the bank trade, an offer to the players, and
the Monopoly and Year of Plenty pickers (and an offer sent, as the first seat asked answers it).

A dialog the table opens by itself (the bank trade, the Monopoly picker) is opened on this table. One that
needs a move first (an offer being put together, a Year of Plenty card played) opens on a new table over a
copy of the match, made with legal moves only: the match the sweep walks on is never changed.
"""

from __future__ import annotations

from collections.abc import Callable

from baraza.game.core.action import Action
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.selection import Selection


class LintOpenings:
    def __init__(self, table: KrowniaTable, selection: Selection) -> None:
        self.table = table
        self.selection = selection

    def openings(self) -> list[Callable[[], None]]:
        """One callable per dialog this position can open for the seat to act (none for a watcher)."""
        table = self.table
        seat = table.human_to_act()
        if seat is None:
            return []
        view = table.current_view()
        legal = table.legal_actions()
        kinds = {a.kind for a in legal}
        out: list[Callable[[], None]] = []
        if view.phase == "main" and kinds & {"bank_trade", "open_trade"}:
            out.append(self.bank_trade)
        if "open_trade" in kinds:
            out += [self.offer, self.offer_sent]
        if "play_monopoly" in kinds:
            out.append(self.monopoly)
        if Action("play_year_of_plenty") in legal:
            out.append(self.year_of_plenty)
        return out

    def bank_trade(self) -> None:
        """The bank and harbour dialog, with a trade picked where one is possible (its longest button label)."""
        self.selection.dialog = "trade"
        trade = next(iter(self.table.legal_of("bank_trade")), None)
        if trade is not None:
            self.selection.give, self.selection.get = trade.args

    def offer(self) -> None:
        """An offer being put together: one card the player has offered, one card asked for."""
        self._show(self._offered())

    def offer_sent(self) -> None:
        """That offer sent to everyone: the first seat asked answers it (accept, decline, counter)."""
        copy = self._offered()
        send = Action("offer_send", (-1,))
        if send in copy.legal_actions(self.table.human_to_act()):
            copy.submit(self.table.human_to_act(), send)
        self._show(copy)

    def _offered(self):
        seat = self.table.human_to_act()
        copy = self._copy()
        copy.submit(seat, Action("open_trade"))
        for kind in ("offer_give", "offer_get"):
            action = next((a for a in copy.legal_actions(seat) if a.kind == kind), None)
            if action is not None:
                copy.submit(seat, action)
        return copy

    def monopoly(self) -> None:
        self.selection.dialog = "monopoly"

    def year_of_plenty(self) -> None:
        seat = self.table.human_to_act()
        copy = self._copy()
        copy.submit(seat, Action("play_year_of_plenty"))
        self._show(copy)

    def _copy(self):
        match = self.table.match
        return match.copy_at(len(match.records))

    def _show(self, match) -> None:
        """A table over `match` in this table's place: the dialog its position opens shows at once."""
        app = self.table.app
        scene = app.show_match(match)
        app.stack.apply_pending()
        scene.ai.close()  # every seat is played by the lint, not by a thinking AI
