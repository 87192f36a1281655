"""What the keyboard cursor's words at a Kona square talk about, so they keep off it (the shared cursor's
`focus_named` hook, scenes/table/focus.py): the towers, the squares the piece there (or the one picked) may land
on, and the hint's squares. A tower's words hid the hint's landing square and Black's pieces (keyboard playtest at
150 %)."""

from __future__ import annotations

import pygame


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
