"""Rows of choice buttons that never overlap and never leave their panel.

`lay_out_buttons` gives each button the width its label needs (at least `min_width`, at most the area), and
flows them left to right into as many rows as they need. When they do not fit the area's height at the
label's size, it tries again at the readable floor with lower rows; when even that is too tall, the labels
share the rows that fit evenly and each `Button` shortens its own label (the whole one shows on hover). So the
rects it returns are always inside `area` and never overlap, whatever the labels.

With `wrap`, a label too wide for the area (or holding a newline) takes several lines (`label_lines`) and its
button grows by a line each; a row is as high as its tallest button. The layout reads the labels in order and
never looks ahead, so labels added at the end of the list never move the buttons laid out before them (a
panel whose choices grow as the player picks keeps the buttons the player saw), as long as the first
size fits (give `min_height` = `height` and `size` at the floor to keep one mode).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from baraza.scenes.ui import theme
from baraza.scenes.ui.theme import Fonts
from baraza.scenes.ui.widgets import LABEL_PAD


def label_lines(fonts: Fonts, label: str, size: int, width: int, face: str = "bold") -> list[str]:
    """The lines of a wrapped button label inside a button (or an area) `width` wide."""
    return theme.wrap_text(fonts, label, size, max(1, width - 2 * LABEL_PAD - 4), face)


def lay_out_buttons(labels: Sequence[str], area: pygame.Rect, min_width: int, gap: int, fonts: Fonts,
                    size: int = theme.MIN_TEXT, height: int = 34, min_height: int = 26, face: str = "bold",
                    stretch: bool = False, align: str = "left", wrap: bool = False) -> list[pygame.Rect]:
    """One rect per label, in order, read left to right and row by row. `size` is the label's font size (the
    `Button.font_size` to use), `height` a row's height, `min_height` the lowest a row may get when space is
    short; `stretch` widens each row's buttons to fill the area's width (a panel's column of choices); else a
    row sits at the area's `align` ("left", "center" or "right": a bar of buttons ending at its right edge)."""
    if not labels:
        return []
    area = pygame.Rect(area)
    min_width = max(1, min(min_width, area.w))
    # labels are measured at `size` (never under the floor, as Button draws them), then at the floor in lower rows
    for text_size, row_h in ((max(size, theme.MIN_TEXT), height), (theme.MIN_TEXT, min(height, max(min_height, 1)))):
        row_h = min(row_h, area.h)
        font = fonts.get(text_size, face)
        if wrap:
            lines = [label_lines(fonts, label, text_size, area.w, face) for label in labels]
            need = [max(font.size(line)[0] for line in ls) for ls in lines]
            tall = [row_h + (len(ls) - 1) * font.get_linesize() for ls in lines]
        else:
            need, tall = [font.size(label)[0] for label in labels], [row_h] * len(labels)
        widths = [min(area.w, max(min_width, w + 2 * LABEL_PAD + 4)) for w in need]
        rows = _flow(widths, area.w, gap)
        heights, first = [], 0
        for row in rows:
            heights.append(max(tall[first:first + len(row)]))
            first += len(row)
        if sum(heights) + (len(rows) - 1) * gap <= area.h:
            return _place(rows, area, heights, gap, stretch, align, tall)
    # Too many for the area even at the floor: the rows that fit share the labels evenly.
    row_h = min(min_height, area.h)
    row_count = max(1, min(len(labels), (area.h + gap) // (row_h + gap)))
    per_row = math.ceil(len(labels) / row_count)
    rows = []
    for first in range(0, len(labels), per_row):
        count = min(per_row, len(labels) - first)
        share = max(1, (area.w - gap * (count - 1)) // count)
        rows.append([share] * count)
    return _place(rows, area, [row_h] * len(rows), gap, stretch, align)


def _flow(widths: list[int], room: int, gap: int) -> list[list[int]]:
    rows: list[list[int]] = [[]]
    used = 0
    for width in widths:
        need = width if not rows[-1] else used + gap + width
        if rows[-1] and need > room:
            rows.append([width])
            used = width
        else:
            rows[-1].append(width)
            used = need
    return rows


def _place(rows: list[list[int]], area: pygame.Rect, heights: list[int], gap: int, stretch: bool,
           align: str, tall: list[int] | None = None) -> list[pygame.Rect]:
    """Rects row by row; a row is `heights[i]` high, each rect its own `tall` height when given (a taller
    label joining a row never changes the rects already in it)."""
    rects: list[pygame.Rect] = []
    y = area.y
    for row, row_h in zip(rows, heights, strict=True):
        widths = list(row)
        total = sum(widths) + gap * (len(widths) - 1)
        if stretch and total < area.w:
            extra = area.w - total
            widths = [w + extra // len(widths) + (1 if i < extra % len(widths) else 0) for i, w in enumerate(widths)]
        if sum(widths) + gap * (len(widths) - 1) > area.w:  # only when the gaps alone do not fit: squeeze them
            widths = [max(1, (area.w - gap * (len(widths) - 1)) // len(widths))] * len(widths)
        spare = area.w - (sum(widths) + gap * (len(widths) - 1))
        x = area.x + {"right": spare, "center": spare // 2}.get(align, 0)
        for width in widths:
            rects.append(pygame.Rect(x, y, width, row_h if tall is None else tall[len(rects)]))
            x += width + gap
        y += row_h + gap
    return rects
