"""A networked table's news (scenes/table/base.py pumps the match): what the host refused and what became of the
connection, told in toasts as it comes; and, when the table is gone for good, a message with the way back."""

from __future__ import annotations

import threading

from baraza.game.net.record_check import verified_record
from baraza.game.persistence.runs import record_path
from baraza.scenes.table.context import TableContext
from baraza.scenes.ui import theme

NOTE_SECONDS = 6.0


class NetworkNews:
    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.told_closed = False
        self.was_lost = False
        self.keeping_record = False
        self.kept = ""  # the match id of the record kept in this machine's History
        self.rematches = 0

    def took(self) -> None:
        """The match took in messages: say its notes (a refusal, connection lost or closed) once each."""
        match, app = self.ctx.match, self.ctx.app
        self.ctx.host._match_version += 1  # seats filled, a refusal, a new state: what the table cached is stale
        notes = list(match.notes)
        match.notes.clear()
        for note in notes[-3:]:
            app.toast(note, NOTE_SECONDS, colour=theme.BAD, key="network")
        if notes:
            self.ctx.host.reset_selection()  # a refused move: the half-made choice goes with it
        if match.connection == "lost":
            self.was_lost = True
        elif match.connection == "joined" and self.was_lost:
            self.was_lost = False
            app.toast("Back at the table.", 3, key="network")
        if match.rematches > self.rematches and not match.is_over():
            self._rematch()
        if match.record is not None and not self.keeping_record and match.seat is not None:
            self.keeping_record = True
            threading.Thread(target=self._keep_record, args=(match.record, match.view(match.seat)),
                             name="baraza-record", daemon=True).start()
        if match.connection == "closed" and not match.is_over() and not self.told_closed:
            self.told_closed = True
            app.show("message", "The table is closed",
                     f"{match.closed_reason or 'The connection ended.'} This match cannot go on here.",
                     (("Back to the menu", lambda: app.show("menu", how="reset")), ("Stay and look", None)))

    def _keep_record(self, record: dict, last_view) -> None:
        """The host's record of the finished match, proven from its moves (off the frame thread), into History."""
        match = self.ctx.match
        proven = verified_record(record, match.game, match.seat, last_view)
        if proven is not None:
            self.ctx.app.autosaver.write_json(record_path(str(proven["match_id"])), proven)
            self.kept = proven["match_id"]

    def _rematch(self) -> None:
        """The host started a new match at the same table: the results and anything over the table go, and the
        table plays the new match from its first state."""
        match, app, table = self.ctx.match, self.ctx.app, self.ctx.host
        self.rematches = match.rematches
        scenes = app.stack.scenes
        if table in scenes:
            for _ in scenes[scenes.index(table) + 1:]:
                app.stack.pop()
        table.results_shown = False
        table.results_keeper.recorded = False
        self.keeping_record, self.kept, self.told_closed = False, "", False
        app.toast("Rematch: a new match at the same table.", 4, key="network")
