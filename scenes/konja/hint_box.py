"""The Konja table's one place for a Hint (and every other toast): the turn panel, made tall enough for the longest
hint, with the game log under it.

A blind tester found the hint box jumping: a short hint replaced the "Your turn" panel, a long one sat over the
game log at heights that changed with its length. Now the turn panel itself is tall enough for a plan-length hint
(about 200 characters) at the player's text size, the log starts under it, and the app draws every toast in it
(scenes/app.py, `toast_rect`): the same top-left and size for every hint, never over the log. At a large text
size the panel stops growing where the log would keep fewer than six lines; the hint's words then shrink, never
below what 100 % draws. The place is measured again when the text size changes.
"""

from __future__ import annotations

import pygame

from baraza.scenes.table.log_panel import LOG_FONT, LogPanel
from baraza.scenes.table.prompt_line import turn_panel_rect
from baraza.scenes.ui import theme

# A plan hint as the Hint writes it (a blind tester's round 13): the longest kind the box is made for
LONGEST_HINT = ("Hint: Use Oodoo on the 2 (→ 3) with Keep ready (1 Power): then Oodoo on the 4 (→ 3) with Keep ready, "
                "Oodoo on the 5 (→ 4), Awaken and Oodoo on the 4 (→ 3): that makes five 3s: a 7-point Cloud if the red "
                "dice spare them; 3 of those 5 dice are safe")
TOAST_SIZE = 17  # the app's toast text (scenes/app.py, _draw_toasts): 17 px bold, 14 and 8 px of padding
TOAST_PAD = (28, 16)
GAP = 6  # between the turn panel and the log (scenes/table/prompt_line.py, log_panel_rect)
LOG_KEEPS = 176  # the log's least height at 100 %: its caption and six lines
LOG_ROW = 24  # a log row at 100 % (scenes/table/log_panel.py)
STEP = 10


def log_keeps(fonts: theme.Fonts) -> int:
    """The log's least height at this text size: its caption and six rows as far apart as the log sets them (at
    150 % a fixed 176 px kept four, and "While you waited" in it two lines of a word or three, each cut with "…":
    keys-only tester)."""
    return max(LOG_KEEPS, LOG_KEEPS - 6 * LOG_ROW + 6 * max(LOG_ROW, fonts.get(LOG_FONT).get_linesize()))


def hint_box_height(fonts: theme.Fonts, zone: pygame.Rect) -> int:
    """The turn panel's height in the log zone `zone`: LONGEST_HINT whole at the toast's full size, or as tall as
    the log leaves room for (`log_keeps`), where the words shrink to fit (to 17 px at the least); never so short
    that they would have to shrink below that."""
    floor = min(turn_panel_rect(zone).h, zone.h - GAP - LOG_KEEPS)
    while floor < zone.h - GAP - LOG_KEEPS and not fits(fonts, LONGEST_HINT, floor, zone.w, shrunk=True):
        floor = min(floor + STEP, zone.h - GAP - LOG_KEEPS)
    most = max(floor, zone.h - GAP - log_keeps(fonts))
    height = min(turn_panel_rect(zone).h, most)
    while height < most and not fits(fonts, LONGEST_HINT, height, zone.w):
        height = min(height + STEP, most)
    return height


def fits(fonts: theme.Fonts, text: str, height: int, width: int, shrunk: bool = False) -> bool:
    """Whether `text` reads whole, unshrunk (`shrunk`: or shrunk no smaller than 100 % draws it, as the app may), in a
    toast box of this size (the app's size and padding)."""
    size, _lines, cut = theme.fit_lines(fonts, text, (width - TOAST_PAD[0], height - TOAST_PAD[1]), TOAST_SIZE, "bold",
                                        TOAST_SIZE)
    return not cut and (shrunk or size == TOAST_SIZE)


class HintBox:
    """Keeps the table's turn panel and log where the hint box needs them, at the current text size. The table hands
    them in (a part keeps no table: tests/scenes/test_konja_parts.py)."""

    def __init__(self, zone: pygame.Rect) -> None:
        self.zone = pygame.Rect(zone)  # the layout's log zone: the turn panel at its top, the log under it
        self.scale: float | None = None  # the text size the panels were placed for

    def place(self, fonts: theme.Fonts, turn: pygame.Rect, log: LogPanel) -> None:
        """The turn panel `turn` as tall as `hint_box_height`, the log panel `log` under it. The rects are changed in
        place: the log's is one object with the recap's, and the parts that read them keep them."""
        if fonts.scale == self.scale:
            return
        self.scale = fonts.scale
        zone = self.zone
        turn.h = hint_box_height(fonts, zone)
        log.rect.y, log.rect.h = turn.bottom + GAP, zone.bottom - turn.bottom - GAP
        # its text box keeps a whole number of lines under the caption (scenes/table/log_panel.py)
        top = 32 if log.titled else 6
        step = LOG_FONT + log.box.line_gap + 4
        log.box.rect.y = log.rect.y + top
        log.box.rect.h = 8 + max(1, (log.rect.h - top - 12) // step) * step
