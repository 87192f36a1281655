"""The replay's board: the game's own table, read-only, showing the position after a given move through one
seat's eyes (or every hand, for a finished match). A table is built for each position shown; the last few are
kept so stepping back and forth does not build them again. The table is drawn whole, scaled into the space
above the viewer's controls (redrawn when the position changes and a few times a second for its own motion)."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from baraza.game.core.replay import Replay

KEEP = 6  # tables kept for positions shown recently
REDRAW_EVERY = 0.25  # seconds between redraws of an unchanged position (the table's own animations)


class ReplayBoard:
    def __init__(self, app, replay: Replay, seat: int | None) -> None:
        self.app = app
        self.replay = replay
        self.seat = seat  # whose view; None: every hand shown
        self._tables: OrderedDict[tuple[int, int | None], object] = OrderedDict()
        self.ply = -1
        self.table = None
        self._full: pygame.Surface | None = None  # the table at full size, drawn off screen
        self._scaled: pygame.Surface | None = None
        self._age = REDRAW_EVERY

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
        self._scaled = None

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
        self._age += dt

    def draw(self, surface: pygame.Surface, rect: pygame.Rect | None = None) -> None:
        """The table into `rect` (the whole surface when None), scaled to fit with its proportions kept."""
        if self.table is None:
            return
        if rect is None or rect.size == surface.get_size():
            self.table.draw(surface)
            return
        if self._scaled is None or self._age >= REDRAW_EVERY or self._scaled.get_size() != fit(surface, rect).size:
            if self._full is None or self._full.get_size() != surface.get_size():
                self._full = pygame.Surface(surface.get_size())
            self.table.draw(self._full)
            self._scaled = pygame.transform.smoothscale(self._full, fit(surface, rect).size)
            self._age = 0.0
        surface.blit(self._scaled, fit(surface, rect))

    def close(self) -> None:
        for table in self._tables.values():
            self._close(table)
        self._tables.clear()
        self.table = None


def fit(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """The largest rect of the surface's proportions inside `rect`, centred."""
    w, h = surface.get_size()
    scale = min(rect.w / w, rect.h / h)
    out = pygame.Rect(0, 0, round(w * scale), round(h * scale))
    out.center = rect.center
    return out
