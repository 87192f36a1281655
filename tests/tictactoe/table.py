"""The tic-tac-toe table: a 3×3 grid from its own map; a click marks a square."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.scenes.table.base import TableScene
from baraza.scenes.ui import theme


class TicTacToeScene(TableScene):
    layout_name = "tictactoe"

    def cell_rect(self, cell: int) -> pygame.Rect:
        board = self.layout.zone("board")
        size = board.w // 3
        row, col = divmod(cell, 3)
        return pygame.Rect(board.x + col * size, board.y + row * size, size, size)

    def handle_table_event(self, event, view) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        for cell in range(9):
            if self.cell_rect(cell).collidepoint(event.pos):
                return self.submit_intent(Action("mark", (cell,)))
        return False

    def tutorial_clicks(self, action, view) -> list[pygame.Rect]:
        """Where a move is made: its square (lessons light it, the keyboard's cursor stands on it)."""
        return [self.cell_rect(action.args[0])] if action.kind == "mark" else []

    def draw_info(self, surface, rect, view) -> None:
        self.draw_seat_list(surface, rect)

    def draw_table(self, surface, view) -> None:
        for cell in range(9):
            rect = self.cell_rect(cell)
            pygame.draw.rect(surface, theme.PANEL, rect.inflate(-6, -6), border_radius=8)
            if view[cell] != -1:
                theme.blit_text(surface, self.app.fonts, "XO"[view[cell]], rect.center, 96, theme.ACCENT,
                                "title", "center")


TABLE = TicTacToeScene
