"""Small charts for history screens: a line of values with labelled axes, and a stacked bar of parts."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import pygame

from baraza.scenes.ui import theme

AXIS_SIZE = theme.MIN_TEXT  # axis numbers, dates and the guide's label: small, but never under the floor
PART_COLOURS = ((232, 176, 72), (112, 196, 120), (110, 160, 230), (200, 130, 220), (228, 96, 88), (150, 150, 150))


def nice_top(value: float) -> int:
    """A round axis top at or above `value` (8, 10, 20, 40, 60, 80, 100 ...): its quarters are round too."""
    value = max(1.0, float(value))
    scale = 1
    while True:
        for step in (1, 2, 4, 6, 8):
            if step * scale >= value:
                return step * scale
        scale *= 10


def plot_rect(fonts, rect: pygame.Rect, titled: bool, widest: str = "100%") -> pygame.Rect:
    """The plotting area of a chart drawn in `rect`: room left for its numbers (`widest` the widest), above for
    its title (when `titled`) and below for its labels, at the player's text size (at 150 % the numbers ran over
    the title and out of the panel)."""
    axis = fonts.get(AXIS_SIZE)
    line = axis.get_linesize()
    left = max(44, axis.size(widest)[0] + 10)
    top = max(24, line * 3 // 2 - 4) if titled else max(8, line // 2 - 1)
    bottom = max(26, line + 6)
    return pygame.Rect(rect.x + left, rect.y + top, rect.w - left - 12, rect.h - top - bottom)


def index_at(plot: pygame.Rect, count: int, x: int) -> int:
    """The value (0..count-1) nearest the pointer's `x` on a chart of `count` values drawn in `plot`."""
    if count <= 1:
        return 0
    return max(0, min(count - 1, round((x - plot.x) / max(1, plot.w) * (count - 1))))


def cursor_colour() -> tuple[int, int, int]:
    """The current-position line's colour: the text's near-white, never a curve's yellow (in high contrast too)."""
    return tuple(theme.TEXT[:3])


def draw_cursor(surface: pygame.Surface, x: int, top: int, bottom: int, at: tuple[int, int] | None = None) -> None:
    """Where a replay stands on a chart: a light line with a small head above, edged in dark so it reads across
    the curve and the grid, and a ring round the point `at` it crosses (the yellow curve's own colour was
    taken for a second curve: playtest)."""
    ink, dark = cursor_colour(), (12, 12, 16)
    pygame.draw.line(surface, dark, (x, top + 4), (x, bottom), 4)
    pygame.draw.line(surface, ink, (x, top + 4), (x, bottom), 2)
    head = [(x - 5, top), (x + 5, top), (x, top + 6)]
    pygame.draw.polygon(surface, ink, head)
    pygame.draw.polygon(surface, dark, head, 1)
    if at is not None:
        pygame.draw.circle(surface, dark, at, 7, 2)
        pygame.draw.circle(surface, ink, at, 5, 2)


def draw_line_chart(surface: pygame.Surface, fonts, rect: pygame.Rect, values: Sequence[float],
                    x_labels: Sequence[str] = (), marks: Sequence[int] = (), guide: float | None = None,
                    guide_label: str = "", y_title: str = "", colour=theme.ACCENT, points: bool = True,
                    percent: bool = False, current: int | None = None,
                    mark_colours: Mapping[int, tuple[int, int, int]] | None = None) -> pygame.Rect:
    """`values` left to right in `rect` (axes inside it): y from 0 (or the lowest value below 0) to a round
    top, a few x labels spread under the axis (`x_labels` gives one per value; only some are shown),
    `marks` (indices) drawn larger (in `mark_colours[i]` where given: a replay's marks in the list's colours), and `guide` a dashed level (a best or a median) with its label; `percent`:
    values are 0..1 chances, their grid numbered 0 %..100 %; `current`: the value a replay stands at, lined.
    Returns the plotting area (where a click picks a value: `index_at`)."""
    if y_title:
        theme.blit_text(surface, fonts, y_title, (rect.x, rect.y), AXIS_SIZE, theme.TEXT_DIM, "bold")
    low = min(0.0, min(values, default=0.0))
    top = nice_top(max([*values, guide or 0.0, 1.0]) - low) + low if values else 10
    if percent:
        low, top = 0.0, 1.0
    elif all(float(v).is_integer() for v in [*values, low]):  # whole scores get whole grid numbers, never 0.2/0.5
        top = low + 4 * math.ceil((top - low) / 4)
    span = max(1e-9, top - low)
    levels = [low + span * i / 4 for i in range(5)]  # the grid: five levels with their numbers
    numbers = [f"{v:.0%}" if percent else f"{v:g}" if v == int(v) else f"{v:.1f}" for v in levels]
    plot = plot_rect(fonts, rect, bool(y_title), max(numbers, key=lambda n: fonts.get(AXIS_SIZE).size(n)[0]))

    def y_of(v: float) -> int:
        return int(plot.bottom - (v - low) / span * plot.h)

    for level, number in zip(levels, numbers, strict=True):
        y = y_of(level)
        pygame.draw.line(surface, (62, 68, 80), (plot.x, y), (plot.right, y))
        theme.blit_text(surface, fonts, number, (plot.x - 6, y), AXIS_SIZE, theme.TEXT_DIM, anchor="midright")
    pygame.draw.line(surface, theme.PANEL_EDGE, (plot.x, plot.bottom), (plot.right, plot.bottom), 2)
    if not values:
        theme.blit_text(surface, fonts, "nothing to show yet", plot.center, 16, theme.TEXT_DIM, anchor="center")
        return plot
    n = len(values)
    step = plot.w / max(1, n - 1) if n > 1 else 0

    def x_of(i: int) -> int:
        return int(plot.x + (i * step if n > 1 else plot.w / 2))

    if guide is not None:
        gy = y_of(guide)
        for x in range(plot.x, plot.right, 12):
            pygame.draw.line(surface, theme.GOOD, (x, gy), (min(x + 6, plot.right), gy))
        if guide_label:
            theme.blit_text(surface, fonts, guide_label, (plot.right - 2, gy - 2), AXIS_SIZE, theme.GOOD, "bold", "bottomright")
    pts = [(x_of(i), y_of(v)) for i, v in enumerate(values)]
    if len(pts) > 1:
        pygame.draw.lines(surface, colour, False, pts, 3)
    for i, p in enumerate(pts):
        if points or n == 1 or i in marks:
            dot = (mark_colours or {}).get(i, theme.HIGHLIGHT) if i in marks else colour
            pygame.draw.circle(surface, dot, p, 6 if i in marks else 4)
    if current is not None and 0 <= current < n:
        draw_cursor(surface, pts[current][0], plot.y - 3, plot.bottom, pts[current])
    if x_labels:
        shown = max(1, min(n, plot.w // 90))
        every = max(1, -(-n // shown))
        last_right, last_label = -10**6, None
        for i in sorted(set(range(0, n, every)) | {n - 1}):
            label = x_labels[i] if i < len(x_labels) else ""
            width = fonts.get(AXIS_SIZE).size(label)[0]
            left = min(max(x_of(i) - width // 2, rect.x), rect.right - width)
            if left < last_right + 8 or label == last_label:  # no overlap, no day named twice
                continue
            last_label = label
            theme.blit_text(surface, fonts, label, (left, plot.bottom + 6), AXIS_SIZE, theme.TEXT_DIM)
            last_right = left + width
    return plot


def draw_parts_bar(surface: pygame.Surface, fonts, rect: pygame.Rect, parts: Sequence[tuple[str, int]]) -> int:
    """A stacked bar of the positive parts, then one row per part (colour, label, value); returns the y under it."""
    total = sum(max(0, v) for _, v in parts) or 1
    bar = pygame.Rect(rect.x, rect.y, rect.w, 26)
    x = bar.x
    for i, (_, value) in enumerate(parts):
        width = round(bar.w * max(0, value) / total)
        if width > 0:
            pygame.draw.rect(surface, PART_COLOURS[i % len(PART_COLOURS)], (x, bar.y, min(width, bar.right - x), bar.h))
        x += width
    pygame.draw.rect(surface, theme.PANEL_EDGE, bar, 1)
    y = bar.bottom + 14
    for i, (label, value) in enumerate(parts):
        pygame.draw.rect(surface, PART_COLOURS[i % len(PART_COLOURS)], (rect.x, y + 3, 16, 16), border_radius=3)
        theme.blit_text(surface, fonts, label, (rect.x + 26, y), 18)
        theme.blit_text(surface, fonts, f"{value:+d}" if value < 0 else str(value), (rect.right, y), 18,
                        theme.BAD if value < 0 else theme.TEXT, "bold", "topright")
        y += 28
    return y
