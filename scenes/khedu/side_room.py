"""Room for the turn panel's "You can: …" at a larger text size. At 150 % its words ("place · attack · a Command ·
Meditate · pass (5 LP)") need three lines at the text size; the panel holds two, so they stayed at their 100 % size
(blind testers). The log under it has no line to spare, but the players panel at the top of the column has empty
room under its rows (with one to three seats): the clan board moves up into it and the turn panel grows up by as
much, the log keeping its place. Zones are moved in place: the parts that read them keep the same rects."""

from __future__ import annotations

import pygame

from baraza.scenes.table.prompt_line import BODY_SIZE

BODY_LINES = 3  # the longest "You can: …" wraps to three lines at 150 %
BODY_ROOM = 57  # px the turn panel's body has at its 100 % height (the title's row and paddings taken off)
MARGIN = 6  # px kept free under the players panel's last line


def body_need(fonts) -> int:
    """Px the turn panel's body lacks for BODY_LINES lines at the current text size (0 at 100 %)."""
    if fonts.scale <= 1.0:
        return 0
    step = fonts.get(BODY_SIZE).get_linesize() + 1  # the body's line gap (prompt_line.py)
    return max(0, BODY_LINES * step - 1 - BODY_ROOM)


def info_spare(app, info: pygame.Rect, draw_info, view) -> int:
    """Px free under the players panel's last text at the current text size, drawn once aside to measure it."""
    fonts = app.fonts
    outer, fonts.placed = fonts.placed, []
    try:
        draw_info(pygame.Surface(app.screen.get_size()), pygame.Rect(info), view)
        bottoms = [rect.bottom for rect, *_ in fonts.placed if rect.colliderect(info)]
    finally:
        fonts.placed = outer
    return max(0, info.bottom - max(bottoms, default=info.y) - MARGIN)


class SideRoom:
    """Moves the clan board and the turn panel's top up by what the players panel spares, per text size. It is
    handed the rects it moves: the map's zones (`layout_zones`, which the shared table reads), the table's copies
    (`zones`), the turn panel, and the players panel's drawing (`draw_info`) to measure it."""

    def __init__(self, app, layout_zones: dict, zones: dict, turn_panel, draw_info) -> None:
        self.app, self.layout_zones, self.zones = app, layout_zones, zones
        self.turn_panel, self.draw_info = turn_panel, draw_info
        self.shift = 0  # px the column is moved up by now
        self.key: tuple | None = None  # (text size, seats) the shift was measured for

    def fit(self, view) -> None:
        key = (self.app.fonts.scale, view.num_seats)
        if key == self.key:
            return
        self.key = key
        self._move(-self.shift)  # measured from the map's own places
        spare = info_spare(self.app, self.layout_zones["info"], self.draw_info, view)
        self._move(min(body_need(self.app.fonts), spare))

    def _move(self, px: int) -> None:
        """The players panel `px` shorter, the clan board `px` higher, the log zone and turn panel `px` taller."""
        if not px:
            return
        self.shift += px
        self.layout_zones["info"].h -= px
        for rect in (self.layout_zones["clan"], self.zones["clan"]):
            rect.y -= px
        for rect in (self.layout_zones["log"], self.zones["log"], self.turn_panel.rect):
            rect.y -= px
            rect.h += px
        self.turn_panel.more.rect.y -= px
        if "info" in self.zones:
            self.zones["info"].h -= px
