"""What a match leaves in the history (game/persistence/history.py): its record, written off the frame thread
when the match ends and when the table is left unfinished, so every match can be replayed and analysed later.
A solo run of a game with a score key is kept by its run keeper (deal code, daily deal or practice, rank);
lessons and read-only tables leave nothing."""

from __future__ import annotations

import logging

from baraza.game.persistence import history
from baraza.game.persistence.run_keeper import RunKeeper
from baraza.game.persistence.runs import record_path
from baraza.scenes.table.context import TableContext
from baraza.scenes.table.lesson import LessonHook

log = logging.getLogger("baraza")


class HistoryKeeper:
    def __init__(self, ctx: TableContext, lesson: LessonHook) -> None:
        self.ctx = ctx
        self.lesson = lesson
        self.run_keeper: RunKeeper | None = None if ctx.read_only else self._run_keeper()

    def _run_keeper(self) -> RunKeeper | None:
        app = self.ctx.app
        try:
            return RunKeeper.for_match(self.ctx.match, self.ctx.spec, app.autosaver.write_json, cache=app.run_cache)
        except Exception:  # noqa: BLE001 - a damaged history must not stop the table
            log.exception("run keeper")
            return None

    @property
    def keeping(self) -> bool:
        match = self.ctx.match  # lessons are not history; a networked match is its host's
        return not (self.ctx.read_only or self.lesson.running or match.lesson or match.networked)

    def entered(self) -> None:
        """A new solo run says its deal code (and whether it is the day's run) once."""
        if self.run_keeper is not None and not self.ctx.match.records and self.keeping:
            self.ctx.app.toast(self.run_keeper.start_line(), 6)

    def finished(self) -> list[str] | None:
        """The match is over: its record kept. A solo run returns its lines for the results (rank, what it beat)."""
        if not self.keeping:
            return None
        if self.run_keeper is not None:
            try:
                return self.run_keeper.finish()
            except Exception:  # noqa: BLE001 - the results show even if the history cannot be written
                log.exception("run record")
                return None
        self._write()
        return None

    def left(self) -> None:
        """The table is left with the match unfinished: the record as it stands (the autosave continues it)."""
        match = self.ctx.match
        if self.keeping and match.records and not match.is_over():
            if self.run_keeper is not None:
                self.run_keeper.keep()
            else:
                self._write()

    def _write(self) -> None:
        match = self.ctx.match
        try:
            self.ctx.app.autosaver.write_json(record_path(match.match_id), history.record_data(match))
        except Exception:  # noqa: BLE001 - a record that cannot be built must not cost the player the table
            log.exception("history record")
