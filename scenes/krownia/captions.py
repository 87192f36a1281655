"""Where the KROWNIA table writes what another seat's move did ("Blue built a road"): in a strip of open sea
below the island, under the ring that marks the spot, never on the island itself.

The shared table rings the spot of another seat's move and writes its caption in a bubble beside it
(scenes/table/action_spot.py). On KROWNIA's island every side of a spot holds tiles, numbers, harbours or
pieces, so the bubble always hid something the player reads (playtests B5, C8). Here the table keeps the ring
and takes the words: after each move (`moved`, from the table's `on_record`, which runs after the ring is
placed) the caption moves to the strip at the island's foot, as near under the spot as the strip allows; the
strip at the top, between the Bank and the game's name, is used while a lesson's card or spots lie on the
foot one. The turn panel's More still shows every move whole.

`MoveCaption` is given the table (`app`, `lesson_hook`), the geometry and the shared ring (`ActionSpots`).
"""

from __future__ import annotations

import pygame

from baraza.scenes.krownia import art as art
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.geometry import KrowniaGeometry
from baraza.scenes.ui import theme

CAPTION_SIZE = 16
GAP = 4  # px kept between a strip and the island's harbours and pieces
PIECE = 20  # px a village or town reaches past its corner


class MoveCaption:
    def __init__(self, table: KrowniaTable, geometry: KrowniaGeometry, spots) -> None:
        self.table = table
        self.geometry = geometry
        self.spots = spots  # the shared ring: `spot` is (rect, caption, seconds left) or None
        self.caption: tuple[pygame.Rect, str] | None = None  # the ring's rect and the words taken from it
        self.shown: pygame.Rect | None = None  # the caption's box as drawn last (tests read it)

    def moved(self) -> None:
        """After a move: the words of a newly lit spot come here; the shared bubble keeps only its ring."""
        spot = self.spots.spot
        if spot is None or not spot[1]:
            return
        rect, words, left = spot
        self.caption = (pygame.Rect(rect), words)
        self.spots.spot = (rect, "", left)

    # --- where --------------------------------------------------------------------------------
    def strips(self, title_width: int = 0) -> list[pygame.Rect]:
        """The open sea under the island (first), then over it between the Bank and the game's name."""
        geo = self.geometry
        board = geo.board_rect
        badges = [pos for pos, _r, _rate in geo.harbour_badges]
        corners = list(geo.corner_px.values())
        low = max([y + art.HARBOUR_R for _x, y in badges] + [y + PIECE for _x, y in corners]) + GAP
        foot = pygame.Rect(board.x + 4, round(low), board.w - 8, board.bottom - 1 - round(low))
        high = min([y - art.HARBOUR_R for _x, y in badges] + [y - PIECE for _x, y in corners]) - GAP
        left, right = geo.bank_rect().right + 8, board.right - 12 - title_width
        head = pygame.Rect(left, board.y + 2, max(0, right - left), max(0, round(high) - board.y - 2))
        return [foot, head]

    def _strip(self) -> pygame.Rect:
        fonts = self.table.app.fonts
        title = fonts.get(22, "title").size("KROWNIA")[0]  # the name in the board's top-right corner
        foot, head = self.strips(title)
        lesson = self.table.lesson_hook
        busy = [pygame.Rect(r) for r in lesson.keep_clear()] if lesson is not None else []
        if any(foot.colliderect(r) for r in busy) and not any(head.colliderect(r) for r in busy):
            return head
        return foot

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The caption of the lit spot, if its ring still shows."""
        self.shown = None
        spot = self.spots.spot
        if spot is None or self.caption is None or pygame.Rect(spot[0]) != self.caption[0]:
            return
        rect, words = self.caption
        strip = self._strip()
        fonts = self.table.app.fonts
        width = min(strip.w, fonts.get(CAPTION_SIZE).size(words)[0] + 24)
        box = pygame.Rect(0, 0, width, strip.h)
        box.midtop = (rect.centerx, strip.y)
        box.clamp_ip(strip)
        theme.draw_panel(surface, box, theme.PANEL_DARK, theme.ACCENT, 8)
        theme.draw_text_box(surface, fonts, words, box.inflate(-20, -4), CAPTION_SIZE, theme.TEXT, align="center",
                            valign="middle", line_gap=0)
        self.shown = box
