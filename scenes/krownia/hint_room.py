"""Where a long Hint reads at the KROWNIA table: the app draws the newest toast over the turn panel and grows it
down over the game log until it reads whole (scenes/app.py). A Hint of four or five lines so covered the log's
"Game log" heading (blind tester krownia17). The players panel above the turn panel is empty under its Longest
Road and Largest Army boxes, so here the toast's place grows up into that room first, as far as the text needs;
only a text that still does not fit there grows on down, as before.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.scenes.ui import theme

STEP = 10  # px the place grows by
GAP = 8  # kept between the bonus boxes and the toast


def reads_whole(fonts: theme.Fonts, text: str, rect: pygame.Rect) -> bool:
    """Whether `text` fits `rect` the way the app draws a toast in it (17 px bold, shrinking to the floor)."""
    return not theme.fit_lines(fonts, text, rect.inflate(-28, -16).size, 17, "bold")[2]


class HintRoom:
    """The table's `toast_rect`: `base` (the turn panel, None in a lesson), grown up for a long message."""

    def __init__(self, app, base: Callable[[], pygame.Rect | None], bonus_rects: dict[str, pygame.Rect]) -> None:
        self.app = app
        self.base = base
        self.bonus_rects = bonus_rects  # the players panel's bonus boxes, as last drawn (players.py)

    def toast_rect(self) -> pygame.Rect | None:
        rect = self.base()
        toasts = self.app.toasts
        if rect is None or not toasts or not self.bonus_rects:
            return rect
        text, fonts = toasts[-1].text, self.app.fonts
        ceiling = max(box.bottom for box in self.bonus_rects.values()) + GAP
        grown = pygame.Rect(rect)
        while not reads_whole(fonts, text, grown) and grown.y - STEP >= ceiling:
            grown.y -= STEP
            grown.h += STEP
        return grown
