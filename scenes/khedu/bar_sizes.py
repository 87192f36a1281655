"""The sizes of Khedu's prompt-bar buttons (moved out of prompt.py, which keeps to its 600 lines).

At 150 % text the bar's buttons (Meditation's Redraw / Replenish, the equal-dice "4s → 5", the rewards) stayed
32 px tall and fell straight back to their 100 % widths whenever the 150 % ones did not fit (a keys-only blind
tester): they are now as tall as the label's line needs (inside the bar's zone) and as wide as the largest text
size between 150 % and 100 % that leaves the sentence its room."""

from __future__ import annotations

import pygame

LABEL_SIZE = 16  # the bar's buttons' label size (logical px)
PAD_Y = 10  # above and below the label's line inside a button
MIN_WIDTH = 74  # a short label ("Cancel") still makes a button easy to hit


def button_height(fonts, zone: pygame.Rect) -> int:
    """A bar button's height: its label's line and padding, never less than at 100 % (the zone's height less 10),
    never more than the zone holds."""
    line = fonts.get(LABEL_SIZE, "bold").get_linesize()
    return max(zone.h - 10, min(zone.h - 2, line + PAD_Y))


def button_top(fonts, zone: pygame.Rect) -> int:
    """The y of a bar button: centred in the zone (5 px in at 100 %)."""
    return zone.centery - button_height(fonts, zone) // 2


def button_rect(fonts, zone: pygame.Rect, x: int, w: int) -> pygame.Rect:
    """A bar button's rectangle at `x`, `w` px wide."""
    return pygame.Rect(x, button_top(fonts, zone), w, button_height(fonts, zone))


def label_width(fonts, label: str, size: int = LABEL_SIZE) -> int:
    """A button's width for `label` at `size`: the label and its padding."""
    return max(MIN_WIDTH, fonts.get(size, "bold").size(label)[0] + 22)


def row_widths(fonts, labels: list[str], room: int, keep: int) -> list[int]:
    """The buttons' widths for a row of `labels` in `room` px that leaves the sentence `keep` px: at the largest
    size from the text size down to 100 % that does, else at 100 % leaving it less, else narrower still (a button
    shrinks its label to fit, and shortens it only at the floor)."""
    gaps = 6 * max(0, len(labels) - 1)
    floor = fonts.logical_floor(LABEL_SIZE)
    tries = [(size, keep) for size in range(LABEL_SIZE, floor - 1, -1)] + [(floor, 0)]
    widths: list[int] = []
    for size, kept in tries:
        widths = [label_width(fonts, label, size) for label in labels]
        if sum(widths) + gaps <= room - kept:
            return widths
    share = max(0, room - gaps) / max(1, sum(widths))
    return [int(w * share) for w in widths]
