"""The keyboard cursor's words (scenes/table/focus.py draws the ring): shown whole in ONE fixed strip in the log
zone's column, the same place for every spot (scenes/table/log_panel.py gives up that room and shows its entries
below). Words placed beside the ring could not be both near it and clear of other text (keys18 at 150 %: pay
captions over Undo and Hint, attack captions over the prompt, Konja's over the tray headings); a strip reserved for
them covers nothing. The strip is as tall as the longest words of the spots of the part (Tab region) the cursor is
in (not of the spot the ring is on: arrows never make the log jump; not of the whole table: keys21, Konja's strip
stood ~240 px tall for "Roll the dice", the log cut to one entry), at the reading size or one step smaller, and the
log keeps LOG_ROWS rows under it (`strip_column`): at the top of the log panel where that holds them (or in the turn
panel's empty lower part where the log gets a row more so: `_roomier`); else grown up into the turn panel's
lower part, the turn panel keeping its title and TURN_LINES lines (or one fewer) (Konja's Ancestors at 150 %: keys20 read
"Favour: take the Spirit token…" cut, one log entry under it); else, in a column with no room for both (Khedu's at
150 %), in the turn panel's place, which yields while the keys are in use. Only where none of these holds are the
words set smaller, down to the text floor, and then cut with "…" (`strip_most`). With an open dialog over the log,
or a toast (a Hint) over the strip's place, the strip stands at the log panel's top, just outside them.

Also the open dialog as a table tells it (DialogFocus), the arrows along one of its rows (`row_step`), and the
weights the replay's move rings place their tags by (`WEIGHTS`, `covered`: scenes/replay/move_rings.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from baraza.scenes.table.prompt_line import BODY_SIZE, TITLE_SIZE
from baraza.scenes.ui import theme

STRIP_SIZE = 16  # the words' size at 100 % (grows with the text size)
PAD_X, PAD_Y = 10, 3  # (3: four lines at 150 % fit Khedu's column over the log's rows)
MARK_W = 14  # the ring-coloured marker before the words: "what the cursor is on"
LOG_ROWS = 3  # rows of the log kept readable under the strip, where the panel has room for them (strip_most)
GAP = 6  # px between an open dialog and the strip beside it, and between the turn panel and the strip under it
TURN_LINES = 3  # body lines the turn panel keeps over the strip grown into it ("You can: …", an AI move's caption)
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


@dataclass(frozen=True)
class Column:
    """The strip's place in the log zone's column, and the turn panel's height while it shows (None: the turn panel
    as it is; 0: it yields its place to the strip)."""
    strip: pygame.Rect
    turn_h: int | None = None


def turn_keep(fonts: theme.Fonts, lines: int = TURN_LINES) -> int:
    """The turn panel's least height over a strip grown into it: its title row and `lines` body lines as
    scenes/table/prompt_line.py lays them out at this text size."""
    step = fonts.get(BODY_SIZE).get_linesize() + 1  # its body's line gap
    return 7 + TITLE_SIZE + 6 + 3 + lines * step - 1 + 9


def strip_column(fonts: theme.Fonts, labels: list[str], turn: pygame.Rect, panel: pygame.Rect, log_need: int,
                 row_need: int) -> Column:
    """Where the strip stands for these spots' words: whole at the reading size or one step smaller (keys20 at
    150 %: shrunk and cut), the log keeping `log_need` px (its LOG_ROWS rows) under it. First the top of the log
    panel `panel`; else from under the turn panel `turn` kept TURN_LINES lines tall (then one line fewer:
    `turn_keep`) down to the log's rows; else from the turn panel's top (it yields). Words no size of these holds go
    in the top of the log panel, as tall as `strip_most` allows, smaller there and only then cut."""
    needs = [max((_wrapped(fonts, label, size, panel.w)[1] for label in labels), default=0)
             for size in (STRIP_SIZE, STRIP_SIZE - 1)]
    least = strip_least(fonts)
    bottom = panel.bottom - log_need
    for need in needs:
        if panel.h - max(need, least) >= log_need:
            on_top = Column(pygame.Rect(panel.x, panel.y, panel.w, max(need, least)))
            return _roomier(fonts, on_top, turn, panel, bottom, (log_need - row_need) // max(1, LOG_ROWS - 1))
    for lines in (TURN_LINES, TURN_LINES - 1):
        top = turn.y + turn_keep(fonts, lines) + GAP
        for need in needs:
            if top < panel.y and bottom - top >= need:
                return Column(pygame.Rect(panel.x, top, panel.w, need), top - GAP - turn.y)
    for need in needs:
        if turn.y < panel.y and bottom - turn.y >= need:
            return Column(pygame.Rect(panel.x, turn.y, panel.w, need), 0)
    most = strip_most(fonts, panel.h, log_need, row_need)
    return Column(pygame.Rect(panel.x, panel.y, panel.w, strip_height(fonts, labels, panel.w, most)))


def _roomier(fonts: theme.Fonts, on_top: Column, turn: pygame.Rect, panel: pygame.Rect, bottom: int,
             step: int) -> Column:
    """`on_top` (the strip at the log panel's top), or the same strip grown up into the turn panel's empty lower
    part, the turn panel keeping its title and TURN_LINES lines, where the log under it gets a row more there: the
    part's short words at the top of Konja's log at 150 % (its turn panel tall for a Hint) left it 4 rows, one
    entry, while the turn panel stood half empty (keys21)."""
    strip = on_top.strip
    top = turn.y + turn_keep(fonts) + GAP
    if top < panel.y and top + strip.h <= bottom and panel.bottom - top - strip.h >= panel.bottom - strip.bottom + step:
        return Column(pygame.Rect(panel.x, top, panel.w, strip.h), top - GAP - turn.y)
    return on_top


def place_strip(host, labels: list[str], toast: pygame.Rect | None, over: pygame.Rect | None,
                screen: pygame.Rect) -> Column | None:
    """The strip for these words on `host`'s table this frame (`strip_column`), or None when there is no room for
    it. A toast (a Hint) drawn over that place, or an open dialog (or a lesson's card, `over`) over the log: the
    strip stands at the top of the log panel under the toast, or just outside the dialog, as tall as `strip_most`
    lets it (KROWNIA's long Hint hid its first line: keys19); with no line's room under the toast, the words are
    spoken only until it goes."""
    fonts, log = host.app.fonts, host.log_panel
    panel, turn = pygame.Rect(log.rect), pygame.Rect(host.turn_panel.rect)
    log_need, row_need = log.room_for(LOG_ROWS), log.room_for(1)
    if over is None:
        column = strip_column(fonts, labels, turn, panel, log_need, row_need)
        if toast is None or not toast.colliderect(column.strip):
            return column
    if toast is not None and toast.colliderect(panel):
        top = min(panel.bottom, max(panel.top, toast.bottom + 6))
        panel = pygame.Rect(panel.x, top, panel.w, panel.bottom - top)
        if panel.h < strip_least(fonts):
            return None
    height = strip_height(fonts, labels, panel.w, strip_most(fonts, panel.h, log_need, row_need))
    return Column(strip_place(panel, height, over, screen))


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
