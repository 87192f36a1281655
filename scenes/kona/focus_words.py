"""What the keyboard cursor's words at a Kona square talk about, so they keep off it (the shared cursor's
`focus_named` hook, scenes/table/focus.py): the towers, the squares the piece there (or the one picked) may land
on, and the hint's squares. A tower's words hid the hint's landing square and Black's pieces (keyboard playtest at
150 %). Also what the pointer's note of a tower keeps off (`note_keep`), and the board's coordinates, which
the cursor's words keep clear of (`coordinates`: "f1 → e2" stood against the file letter f).

The coordinates are placed here, for the table to draw them and the words to keep off them."""

from __future__ import annotations

import pygame

FILES = "abcdef"
COORD_SIZE = 16  # the coordinates' text size (at 100 %)
COORD_MARGIN = 6  # px the cursor's words keep from a coordinate


def coordinate_spots(board: pygame.Rect, square: int) -> list[tuple[str, tuple[int, int]]]:
    """Each file letter under the board and rank number left of it, with its centre."""
    out = [(FILES[i], (board.x + i * square + square // 2, board.y + 6 * square + 13)) for i in range(6)]
    return out + [(str(6 - i), (board.x - 14, board.y + i * square + square // 2)) for i in range(6)]


class FocusWords:
    def __init__(self, table) -> None:
        self.table = table  # the KonaScene: its squares, its legal moves, its pick and its hint

    def named(self, spot: pygame.Rect) -> list[pygame.Rect]:
        table = self.table
        on = table.square_at(pygame.Rect(spot).center)
        keep = table.piece_spots(table.current_view())
        keep += [table.square_rect(to) for start, to in table._legal_moves() if start in (table.selected, on)]
        if table.hint is not None and table.hint.kind == "move":  # named in the hint's toast
            keep += [table.square_rect(square) for square in table.hint.args[:2]]
        return keep

    def note_keep(self, square: str | None) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What the pointer's note of the tower on `square` never covers (the squares it or the picked tower may
        land on, the hint's squares, the cursor's words) and covers as little as it can (the other towers)."""
        table = self.table
        hard = [table.square_rect(to) for start, to in table._legal_moves() if start in (table.selected, square)]
        if table.hint is not None and table.hint.kind == "move":
            hard += [table.square_rect(s) for s in table.hint.args[:2]]
        if table.focus.active and table.focus.tag is not None:
            hard.append(pygame.Rect(table.focus.tag))
        soft = [r for r in table.piece_spots(table.current_view()) if square is None or r != table.square_rect(square)]
        return hard, soft

    def coordinates(self, view) -> list[pygame.Rect]:
        """The board's coordinates, with a margin: the cursor's words keep off them (the `focus_keep_clear` hook)."""
        table = self.table
        font = table.app.fonts.get(COORD_SIZE, "bold")
        out = []
        for text, centre in coordinate_spots(table.board_rect, table.square_size):
            rect = pygame.Rect((0, 0), font.size(text))
            rect.center = centre
            out.append(rect.inflate(2 * COORD_MARGIN, 2 * COORD_MARGIN))
        return out
