"""The replay's board: the game's own table, read-only, showing the position after a given move through one
seat's eyes (or every hand, for a finished match). A table is built for each position shown; the last few are
kept so stepping back and forth does not build them again."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from baraza.game.core.replay import Replay

KEEP = 6  # tables kept for positions shown recently


class ReplayBoard:
    def __init__(self, app, replay: Replay, seat: int | None) -> None:
        self.app = app
        self.replay = replay
        self.seat = seat  # whose view; None: every hand shown
        self._tables: OrderedDict[tuple[int, int | None], object] = OrderedDict()
        self.ply = -1
        self.table = None

    def show(self, ply: int, seat: int | None = None, force: bool = False) -> None:
        if seat is not None or force:
            self.seat = seat
        key = (ply, self.seat)
        if key == (self.ply, self.seat) and self.table is not None and not force:
            return
        table = self._tables.pop(key, None)
        if table is None:
            table = self._build(ply)
        self._tables[key] = table
        while len(self._tables) > KEEP:
            _, old = self._tables.popitem(last=False)
            self._close(old)
        self.ply, self.table = ply, table

    def _build(self, ply: int):
        from baraza.scenes.table.launch import read_only_table

        return read_only_table(self.app, self.replay.match.copy_at(ply), self.seat)

    @staticmethod
    def _close(table) -> None:
        closer = getattr(table, "on_exit", None)
        if closer is not None:
            try:
                closer()
            except Exception:  # noqa: BLE001 - a table that fails to close must not stop the viewer
                pass

    def update(self, dt: float) -> None:
        if self.table is not None:
            self.table.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.table is not None:
            self.table.draw(surface)

    def close(self) -> None:
        for table in self._tables.values():
            self._close(table)
        self._tables.clear()
        self.table = None
