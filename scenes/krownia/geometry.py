"""Where things are on the KROWNIA table: the hex grid from the Tiled map, corners, edges, the bank,
hand cards and seat rows (layout and hit-testing only; nothing is drawn here)."""

from __future__ import annotations

import pygame

from baraza.game.krownia import board as B
from baraza.game.krownia.constants import DEV_KINDS
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia import art as art
from baraza.scenes.render.hexes import HexLayout

PICK_CORNER, PICK_EDGE = 20, 22  # click tolerance in pixels
CARD_W, CARD_H = 62, 88
ROW_H = 38  # the base class's seat-list row height


def shadowed(rect: pygame.Rect) -> pygame.Rect:
    """A panel's rect plus the drop shadow `theme.draw_panel` adds below and to the right."""
    return pygame.Rect(rect.x, rect.y, rect.w + 3, rect.h + 4)


class BoardGeometry:
    """Pixel positions of the board and the panels of the table."""

    # --- geometry --------------------------------------------------------------------------------
    def _build_geometry(self) -> None:
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

    def seat_row_pos(self, seat: int) -> tuple[int, int]:
        info = self.layout.zone("info")
        return (info.x + 28, info.y + 14 + seat * ROW_H + 13)

    def card_target(self, seat: int | None, r: int | None) -> tuple[float, float]:
        """Where a card flies to for `seat`: the viewer's hand card, or the seat's row in the players panel."""
        if seat is None:
            return self.bank_pos()
        if seat == self.viewer and r is not None:
            return self.hand_card_rect(r).center
        x, y = self.seat_row_pos(seat)
        return (x + 140, y)

    def bank_pos(self) -> tuple[float, float]:
        return self.bank_rect().center

    def bank_rect(self) -> pygame.Rect:
        return pygame.Rect(self.board_rect.x + 4, self.board_rect.y + 2, 124, 92)

    # --- hand ------------------------------------------------------------------------------------
    def hand_card_rect(self, r: int) -> pygame.Rect:
        return pygame.Rect(self.hand_rect.x + 14 + r * (CARD_W + 8), self.hand_rect.y + 32, CARD_W, CARD_H)

    def dev_card_rects(self, view: KrowniaView) -> list[tuple[str, pygame.Rect]]:
        if view.dev_cards is None:
            return []
        kinds = [k for i, k in enumerate(DEV_KINDS) if view.dev_cards[i]]
        left = self.hand_card_rect(4).right + 26
        room = self.hand_rect.right - 12 - left
        if len(kinds) * (CARD_W + 8) - 8 > room:  # a fan would hide names: two columns of strips instead
            rows = (len(kinds) + 1) // 2
            top = self.hand_rect.y + 32
            row_h = min(30, (self.hand_rect.bottom - 30 - top) // rows)
            col_w = (room - 8) // 2
            return [(k, pygame.Rect(left + (i // rows) * (col_w + 8), top + (i % rows) * row_h, col_w, row_h - 4))
                    for i, k in enumerate(kinds)]
        step = min(CARD_W + 8, (room - CARD_W) // max(1, len(kinds) - 1)) if len(kinds) > 1 else 0
        return [(k, pygame.Rect(left + i * step, self.hand_rect.y + 32, CARD_W, CARD_H)) for i, k in enumerate(kinds)]
