"""The keyboard cursor's words (scenes/table/focus.py draws the ring): shown whole in ONE fixed strip, the top of
the log panel, the same place on every table (scenes/table/log_panel.py gives up that room and shows its entries
below). Words placed beside the ring could not be both near it and clear of other text (keys18 at 150 %: pay
captions over Undo and Hint, attack captions over the prompt, Konja's over the tray headings); a strip reserved for
them covers nothing. The strip is as tall as the longest words of the table's spots now (not of the spot the ring
is on: arrows never make the log jump), at most about half the log panel, so the log (or the recap) still reads
under it (`strip_most`); words too long for it at the reading size are set smaller, down to the text floor, and
only then cut with "…". With an open dialog over the log, the strip stands just outside the dialog.

Also the open dialog as a table tells it (DialogFocus), the arrows along one of its rows (`row_step`), and the
weights the replay's move rings place their tags by (`WEIGHTS`, `covered`: scenes/replay/move_rings.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from baraza.scenes.ui import theme

STRIP_SIZE = 16  # the words' size at 100 % (grows with the text size)
PAD_X, PAD_Y = 10, 5
MARK_W = 14  # the ring-coloured marker before the words: "what the cursor is on"
LOG_ROWS = 3  # rows of the log kept readable under the strip, where the panel has room for them (strip_most)
GAP = 6  # px between an open dialog and the strip beside it
# How much each kind of covered rect costs, for the replay's move rings (scenes/replay/move_rings.py): each one
# touched costs its weight times SPOT, more than any panel covered whole; panels cost by the pixel.
WEIGHTS = {"toast": 50.0, "named": 20.0, "hint": 6.0, "acts": 4.0, "lesson": 4.0, "dialog": 3.0, "own": 3.0,
           "clicks": 2.0, "text": 2.0, "panel": 1.0}
SPOT = 100_000


@dataclass(frozen=True)
class DialogFocus:
    """A table's open dialog, as it tells the cursor (its `focus_dialog` hook). When `name` changes the cursor goes
    to `opening`, the dialog's first useful control (not Drop beside the button that opened it); while it covers
    the log, the cursor's words stand just outside `area`."""
    name: str
    area: tuple[int, int, int, int]
    opening: tuple[int, int, int, int] | None = None
    # the player opened it and its controls keep their meaning (a trade the player composes): Enter is never
    # held back there as a press aimed at another button (focus.py's CONFIRM_GUARD)
    steady: bool = False


def row_step(targets: list, current, direction: str,
             dialog: tuple[int, int, int, int] | None) -> Any:
    """Left or Right in an open dialog (`dialog`, its area): the next control along the same row, or None (Left
    from "Offer to players" went up to a nearer chip, not to the Trade button beside it: the keyboard playtest)."""
    if direction not in ("left", "right") or dialog is None or not pygame.Rect(dialog).contains(current.rect):
        return None
    area, (cx, _cy), sign = pygame.Rect(dialog), current.centre, 1 if direction == "right" else -1
    top, bottom = current.rect[1], current.rect[1] + current.rect[3]
    row = [t for t in targets if t != current and area.contains(t.rect) and t.rect[1] < bottom
           and t.rect[1] + t.rect[3] > top and (t.centre[0] - cx) * sign > 0]
    return min(row, key=lambda t: abs(t.centre[0] - cx), default=None)


def covered(place: pygame.Rect, avoid: list[tuple[pygame.Rect, float]]) -> float:
    cost = 0.0
    for rect, weight in avoid:
        clip = place.clip(rect)
        if clip.w and clip.h:
            cost += clip.w * clip.h * weight + (weight * SPOT if weight >= WEIGHTS["clicks"] else 0)
    return cost


# --- the strip --------------------------------------------------------------------------------------------------
def _text_w(width: int) -> int:
    return max(40, width - 2 * PAD_X - MARK_W)


def _wrapped(fonts: theme.Fonts, label: str, size: int, width: int) -> tuple[list[str], int]:
    """(lines, height of the strip holding them) at `size`."""
    lines = theme.wrap_text(fonts, label, size, _text_w(width)) or [""]
    return lines, len(lines) * fonts.get(size).get_linesize() + 2 * PAD_Y


def strip_height(fonts: theme.Fonts, labels: list[str], width: int, most: int) -> int:
    """The strip's height for these spots' words: the longest at the reading size, at most `most` (`strip_most`:
    longer words are set smaller, then cut, in it; they are spoken whole)."""
    need = max((_wrapped(fonts, label, STRIP_SIZE, width)[1] for label in labels), default=0)
    return max(strip_least(fonts), min(need, most))


def strip_most(fonts: theme.Fonts, panel_h: int, log_need: int, row_need: int = 0) -> int:
    """The tallest the strip may stand in a log panel `panel_h` tall: about half of it, and never so tall that the
    log under it has less than `log_need` px (its LOG_ROWS rows); one line at the 100 % size at least. Konja's
    Ancestors' words took the whole panel: "While you waited" and the log could not be read by keys (keys19). A panel
    too low for those rows under two lines of words (Khedu's at 150 %) keeps one row (`row_need` px) if two lines fit
    above it, else gives the words all of it: one line cut "Sandstorm in your hand…" told less than the log's row."""
    most = max(strip_least(fonts), min(panel_h // 2, panel_h - log_need))
    two = 2 * strip_least(fonts) - 2 * PAD_Y  # two lines at the text floor
    if row_need and most < two:
        most = max(most, panel_h - row_need)
        if most < two:  # not even one row under two lines: the words take the panel while the keys are in use
            most = panel_h
    return most


def strip_least(fonts: theme.Fonts) -> int:
    """The lowest strip that holds a line: one line at the 100 % size."""
    return fonts.get(_floor(fonts)).get_linesize() + 2 * PAD_Y


def _floor(fonts: theme.Fonts) -> int:
    """The smallest size the words are set at: the text floor (theme.MIN_TEXT) as it reads at 100 %."""
    return fonts.logical_floor(theme.MIN_TEXT)


def strip_place(panel: pygame.Rect, height: int, dialog: pygame.Rect | None, screen: pygame.Rect) -> pygame.Rect:
    """The strip: the top of the log panel; with a dialog (or a lesson's card) over it, in the log's column just
    below the dialog, else just above it, else beside it (right, then left): never on the dialog's stops or texts.
    (No table's dialog covers its log now: this is the rule for one that would.)"""
    strip = pygame.Rect(panel.x, panel.y, panel.w, height)
    if dialog is None or not dialog.colliderect(strip):
        return strip
    places = [strip.move(0, dialog.bottom + GAP - strip.y), strip.move(0, dialog.top - GAP - strip.bottom),
              strip.move(dialog.right + GAP - strip.x, 0), strip.move(dialog.left - GAP - strip.right, 0)]
    return next((p for p in places if screen.contains(p) and not p.colliderect(dialog)), strip)


def strip_words(fonts: theme.Fonts, label: str, rect: pygame.Rect) -> tuple[list[str], int]:
    """(lines, size): `label` whole within `rect`, at the reading size, smaller when it must (never under the text
    floor); at the floor cut with "…" only if even that cannot hold it (the words are spoken whole, and a card's
    large view, Space, shows a card whole)."""
    floor = _floor(fonts)
    for size in range(STRIP_SIZE, floor - 1, -1):
        lines, height = _wrapped(fonts, label, size, rect.w)
        if height <= rect.h:
            return lines, size
    lines, _height = _wrapped(fonts, label, floor, rect.w)
    rows = max(1, (rect.h - 2 * PAD_Y) // fonts.get(floor).get_linesize())
    if len(lines) > rows:
        cut = theme.ellipsize(fonts.get(floor), lines[rows - 1], _text_w(rect.w), force=True)
        lines = [*lines[:rows - 1], cut]
    return lines, floor


def draw_strip(surface: pygame.Surface, fonts: theme.Fonts, rect: pygame.Rect, lines: list[str], size: int,
               colour: tuple[int, int, int]) -> list[pygame.Rect]:
    """The strip framed in the ring's colour, a marker of that colour before its first line; the lines' rects."""
    theme.draw_panel(surface, rect, theme.PANEL_DARK, colour, 8)
    step = fonts.get(size).get_linesize()
    x, y = rect.x + PAD_X + MARK_W, rect.y + PAD_Y
    mid = y + step // 2
    pygame.draw.polygon(surface, colour, [(rect.x + PAD_X, mid - 6), (rect.x + PAD_X + 8, mid), (rect.x + PAD_X, mid + 6)])
    return [theme.blit_text(surface, fonts, line, (x, y + i * step), size, theme.TEXT) for i, line in enumerate(lines)]
