"""Where things are on the KROWNIA table: the hex grid from the Tiled map, corners, edges, tiles, harbour
badges, the bank, hand cards and seat rows (positions and hit-testing only; nothing is drawn here).

`KrowniaGeometry` is built once per table from the layout and any view (the island never changes during a
match); every other part of the table reads positions from it.
"""

from __future__ import annotations

import math

import pygame

from baraza.game.krownia import board as B
from baraza.game.krownia.constants import DEV_KINDS
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia import art as art
from baraza.scenes.render.hexes import HexLayout
from baraza.scenes.ui.layout import TableLayout

PICK_CORNER, PICK_EDGE = 20, 22  # click tolerance in pixels
CARD_W, CARD_H = 62, 88
DEV_W = 96  # a development card: "Monopoly" fits its band whole at the floor size
DEV_CARDS_MAX = 2  # more kinds than this are listed as strips
ROW_H = 38  # the base class's seat-list row height
SPOT = 30  # side of the square lit around a corner or an edge


def shadowed(rect: pygame.Rect) -> pygame.Rect:
    """A panel's rect plus the drop shadow `theme.draw_panel` adds below and to the right."""
    return pygame.Rect(rect.x, rect.y, rect.w + 3, rect.h + 4)


def around(pos, side: int = SPOT) -> pygame.Rect:
    """A square of `side` pixels centred on a point (a corner, an edge's middle)."""
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (round(pos[0]), round(pos[1]))
    return rect


class KrowniaGeometry:
    """Pixel positions of the board and the panels of the table."""

    def __init__(self, layout: TableLayout, view: KrowniaView) -> None:
        self.layout = layout
        self.board_rect = layout.zone("board")
        self.hand_rect = layout.zone("hand")
        self.dice_rect = layout.zone("dice")
        self.actions_rect = layout.zone("actions")
        self.info_rect = layout.zone("info")
        self.dialog_zone = layout.zone("dialog")
        self.order = list(view.order)  # the players panel lists the seats in turn order (players.py)
        self._build_grid()
        self.tile_centre = {t.hex_id: self.hexes.to_pixel(t.q, t.r) for t in view.tiles}
        self.tile_at_hex = {(t.q, t.r): t.hex_id for t in view.tiles}
        self.harbour_badges: list[tuple[tuple[float, float], str | None, int]] = []
        for harbour in view.harbours:
            (ax, ay), (bx, by) = (self.corner_px[c] for c in harbour.corners)
            sx, sy = self.hexes.to_pixel(*harbour.sea_hex)
            mx, my = (ax + bx) / 2, (ay + by) / 2
            pos = (mx + (sx - mx) * art.HARBOUR_OUT, my + (sy - my) * art.HARBOUR_OUT)
            self.harbour_badges.append((pos, harbour.resource, harbour.rate))

    def _build_grid(self) -> None:
        """Tiled's staggered hex grid → pixel centres; the map's centre cell is axial (0, 0)."""
        lay = self.layout
        zone = self.board_rect
        side = lay.hex_side or 50
        tw, th = lay.tile_width, lay.tile_height
        odd = lay.stagger_index != "even"

        def shifted(row: int) -> bool:
            return (row % 2 == 1) if odd else (row % 2 == 0)

        def centre(col: int, row: int) -> tuple[float, float]:
            return (zone.x + col * tw + (tw / 2 if shifted(row) else 0) + tw / 2,
                    zone.y + row * (th + side) / 2 + th / 2)

        def offset_q(col: int, row: int) -> int:
            return col - (row - (row & 1)) // 2 if odd else col - (row + (row & 1)) // 2

        cc = int(lay.properties.get("centre_col", lay.cols // 2))
        cr = int(lay.properties.get("centre_row", lay.rows // 2))
        self.hexes = HexLayout(centre(cc, cr), side)
        self.land_cells: list[tuple[int, int]] = []
        self.sea_cells: list[tuple[int, int]] = []
        for (col, row), props in sorted(lay.tiles.items()):
            axial = (offset_q(col, row) - offset_q(cc, cr), row - cr)
            (self.land_cells if props.get("terrain") == "land" else self.sea_cells).append(axial)
        self.corner_px = {c: self.hexes.unit_to_pixel(*B.corner_position(c)) for c in range(B.NUM_CORNERS)}
        self.edge_px = {e: self.hexes.unit_to_pixel(*B.edge_position(e)) for e in range(B.NUM_EDGES)}

    # --- the island ------------------------------------------------------------------------------
    def tile_at(self, pos) -> int | None:
        """The land tile under a screen point, or None (sea, or off the board)."""
        return self.tile_at_hex.get(self.hexes.from_pixel(*pos))

    def tile_rect(self, hex_id: int) -> pygame.Rect:
        """The square a lesson or a move's ring lights on a tile."""
        return around(self.tile_centre[hex_id], int(self.hexes.size * math.sqrt(3) * 0.62))

    def bank_rect(self) -> pygame.Rect:
        return pygame.Rect(self.board_rect.x + 4, self.board_rect.y + 2, 124, 92)

    # --- side panels -----------------------------------------------------------------------------
    def seat_row_pos(self, seat: int) -> tuple[int, int]:
        info = self.info_rect
        row = self.order.index(seat) if seat in self.order else seat
        return (info.x + 28, info.y + 14 + row * ROW_H + 13)

    def card_target(self, seat: int | None, r: int | None, viewer: int | None) -> tuple[float, float]:
        """Where a card flies to for `seat`: the viewer's hand card, or the seat's row in the players panel."""
        if seat is None:
            return self.bank_rect().center
        if seat == viewer and r is not None:
            return self.hand_card_rect(r).center
        x, y = self.seat_row_pos(seat)
        return (x + 140, y)

    def hand_card_rect(self, r: int) -> pygame.Rect:
        return pygame.Rect(self.hand_rect.x + 14 + r * (CARD_W + 8), self.hand_rect.y + 32, CARD_W, CARD_H)

    def dev_card_rects(self, view: KrowniaView) -> list[tuple[str, pygame.Rect]]:
        """Up to two kinds: cards wide enough for their whole names; more: one column of strips, a line each."""
        if view.dev_cards is None:
            return []
        kinds = [k for i, k in enumerate(DEV_KINDS) if view.dev_cards[i]]
        left = self.hand_card_rect(4).right + 26
        room = self.hand_rect.right - 12 - left
        top = self.hand_rect.y + 32
        if len(kinds) > DEV_CARDS_MAX:
            row_h = min(30, (self.hand_rect.bottom - 6 - top) // len(kinds))
            return [(k, pygame.Rect(left, top + i * row_h, room, row_h - 2)) for i, k in enumerate(kinds)]
        return [(k, pygame.Rect(left + i * (DEV_W + 8), top, DEV_W, CARD_H)) for i, k in enumerate(kinds)]
