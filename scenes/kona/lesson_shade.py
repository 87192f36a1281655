"""The lesson's shade dims the Kona board's squares, its pieces much less: a tester read the dimmed White pieces as
grey. The lesson overlay (scenes/table/tutorial.py) dims all but the step's spots and asks the table, through its
optional `lesson_unshaded(shade)`, to thin the shade over what must keep its colour: here, every piece's shape.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

PIECE_SHADE = 36  # the shade's alpha over a piece (the squares get the overlay's own, 120): White stays white


class PieceShade:
    """Thins the lesson's shade to PIECE_SHADE over the pieces of the table's current position."""

    def __init__(self, table: Any, draw_tower: Callable[..., None]) -> None:
        self.table = table
        self.draw_tower = draw_tower  # table.py's own, passed in (this module is imported by table.py)
        self._cut: tuple[Any, pygame.Surface] | None = None  # (position and board, the layer), worked out once

    def __call__(self, shade: pygame.Surface) -> None:
        """Lower the alpha of `shade` (a layer the size of the window) over the pieces, nowhere raising it."""
        board = self.table.board_rect.inflate(2 * self.table.square_size, 2 * self.table.square_size)
        stacks = tuple(sorted(self.table.current_view().stacks.items()))
        if self._cut is None or self._cut[0] != (stacks, tuple(board)):
            self._cut = ((stacks, tuple(board)), self._layer(board, dict(stacks)))
        shade.blit(self._cut[1], board.topleft, special_flags=pygame.BLEND_RGBA_MIN)

    def _layer(self, board: pygame.Rect, stacks: dict) -> pygame.Surface:
        """White everywhere, opaque but for the pieces' shapes: min-blended, it thins the shade there only."""
        pieces = pygame.Surface(board.size, pygame.SRCALPHA)
        for square, stack in stacks.items():
            centre = self.table.square_rect(square).move(-board.x, -board.y).center
            self.draw_tower(pieces, self.table.app.fonts, centre, stack, badge=False)
        layer = pygame.Surface(board.size, pygame.SRCALPHA)
        layer.fill((255, 255, 255, 255))
        pygame.mask.from_surface(pieces).to_surface(layer, setcolor=(255, 255, 255, PIECE_SHADE), unsetcolor=None)
        return layer
