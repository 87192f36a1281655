"""The game log under the turn panel: every log line of the match in its seat's colour, scrollable, stuck to
its end. A move's lines appear once its animation has played, so the log never tells the dice first. Scrolled
up, it stays where the player left it and shows a "Back to latest" control that sticks it to its end again
(as does scrolling back down). It shows whole lines only, at any text size: its rows are as far apart as its font's
lines at that size, and an entry whose start is scrolled out of the box is not shown in part. While the keyboard
cursor shows, its words stand at the panel's top, or above it in the turn panel's lower part
(scenes/table/focus_tag.py), and the log stands under them (`giving_room`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from baraza.game.core.match import MoveRecord
from baraza.scenes.table.context import TableContext
from baraza.scenes.ui import theme
from baraza.scenes.ui.widgets import TextBox

LOG_FONT = 16
TITLED_FROM = 130
LATEST_W = 150  # "Back to latest" whole at the 16 px floor, bold
ROW_STEP = LOG_FONT + 8  # px between rows at 100 %; a larger text size spaces them by its font's line height
UNDER_STRIP, BOX_TOP = 3, 2  # px from the cursor's strip to the panel under it, and to its text box (giving_room)


class LogPanel:
    def __init__(self, ctx: TableContext, rect: pygame.Rect) -> None:
        self.ctx = ctx
        self.rect = rect
        self.titled = rect.h >= TITLED_FROM
        top = 32 if self.titled else 6
        self.box = TextBox(pygame.Rect(rect.x + 8, rect.y + top, rect.w - 16, 0), stick_to_bottom=True)
        self._pad = 2  # px kept under the rows (none under the cursor's strip, where every px counts: giving_room)
        self.fit_rows()
        self._count: tuple = ()
        self._starts: set[int] = set()  # the rows that begin an entry (the others continue one)
        self._fitted: tuple | None = None  # (text size, box top, panel bottom) the rows were fitted to
        self._hold: int | None = None  # lines of this move and later wait for its animation
        self._width = self.box.rect.w - 24
        self._turn: int | None = None  # the turn of the last move seen: a new one brings the log back down

    def moved(self, record: MoveRecord) -> None:
        """Before the move's animation is queued: if none is playing, its lines wait for its own. The player's
        own move, or a new turn, brings the log back to its latest lines (issue 41: it stayed scrolled up, "Back
        to latest" showing, through a dozen moves); a scroll within the same turn, others moving, is kept."""
        if not self.ctx.animations.busy:
            self._hold = len(self.ctx.match.records) - 1
        if record.seat == self.ctx.host.viewer or (self._turn is not None and record.turn != self._turn):
            self.box.stick_to_bottom = True
        self._turn = record.turn

    def row_step(self) -> int:
        """Px from one row to the next at the current text size: never closer than the font's own line height (at
        150 % the rows stood 24 px apart in a 28 px font, touching)."""
        return max(ROW_STEP, self.ctx.fonts.get(LOG_FONT).get_linesize())

    def fit_rows(self, bottom: int | None = None) -> None:
        """The text box as tall as a whole number of rows at the current text size, between its top (which the
        tables may move) and `bottom` (the panel's, by default): stuck to its end, the top row is never cut (a
        fragment showed at 150 %: blind testers)."""
        step = self.row_step()
        self.box.line_gap = step - LOG_FONT - 4  # TextBox spaces rows by size + line_gap + 4
        bottom = self.rect.bottom - self._pad if bottom is None else bottom
        self.box.rect.h = 8 + max(1, (bottom - self.box.rect.y - 8) // step) * step

    def room_for(self, rows: int) -> int:
        """Px the panel needs under the cursor's strip to show `rows` rows of the log (`giving_room`'s layout): the
        strip's height is capped by it (scenes/table/focus.py), so the log stays readable with the cursor shown."""
        return UNDER_STRIP + BOX_TOP + 8 + rows * self.row_step()

    @contextmanager
    def giving_room(self, strip: pygame.Rect | None, turn=None, turn_h: int | None = None) -> Iterator[bool]:
        """While the keyboard cursor's words stand in the log zone's column (`strip`): the panel, and the recap
        drawn in its place (one rect), stand under them, untitled (the strip says what the cursor is on), the text
        box fitted to that room (keys19: it kept its old height and ran under Undo and off the window); the turn
        panel `turn` (its rect) `turn_h` tall when the strip grew into its lower part (0: it yields its place and is
        not drawn, focus_tag.strip_column); restored after. Yields whether a row of the log still fits under the
        strip (none: only the words show)."""
        rect, box = self.rect, self.box.rect
        if strip is None or not (strip.colliderect(rect) or (turn_h is not None and strip.bottom <= rect.bottom)):
            yield True
            return
        kept = (rect.y, rect.h, box.y, box.h, self.titled, self._pad)
        turn_rect = turn.rect if turn is not None and turn_h is not None else None
        turn_kept = turn_rect.h if turn_rect is not None else 0
        bottom = rect.bottom
        rect.y = min(bottom, strip.bottom + UNDER_STRIP)
        rect.h = bottom - rect.y
        box.y, self.titled, self._pad = rect.y + BOX_TOP, False, 0
        self.fit_rows()
        if turn_rect is not None:
            turn_rect.h = turn_h
            if not turn_h:
                turn.more_shown = False  # not drawn: its "More" is no stop nor a click
        try:
            yield rect.bottom - box.y - 8 >= self.row_step()
        finally:
            rect.y, rect.h, box.y, box.h, self.titled, self._pad = kept
            if turn_rect is not None:
                turn_rect.h = turn_kept

    def latest_rect(self) -> pygame.Rect | None:
        """The "Back to latest" control, shown while the player has scrolled away from the newest lines."""
        if self.box.stick_to_bottom or self.box.max_scroll() <= 0:
            return None
        if self.titled:  # beside the title, where it hides no line
            return pygame.Rect(self.rect.right - LATEST_W - 12, self.rect.y + 4, LATEST_W, 26)
        return pygame.Rect(self.rect.right - LATEST_W - 12, self.rect.bottom - 30, LATEST_W, 26)

    def handle_event(self, event: pygame.event.Event) -> bool:
        latest = self.latest_rect()
        if (latest is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and latest.collidepoint(event.pos)):
            self.box.stick_to_bottom = True
            return True
        if self.box.handle_event(event):
            self.box.stick_to_bottom = self.box.scroll >= self.box.max_scroll() - 4
            return True
        return False

    def last_lines(self, count: int) -> list[str]:
        """The newest `count` lines of the log, oldest first (read out when the keyboard's cursor is here)."""
        return [self._text(line) for line in self.ctx.match.log[-count:]]

    def _text(self, entry) -> str:
        """The line as the seat looking may read it (the game's `log_text`: a stolen card only thief and victim
        know)."""
        words = getattr(self.ctx.host, "log_text", None)
        return words(entry, self.ctx.host.viewer) if words is not None else entry.text

    def _lines(self) -> None:
        if not self.ctx.animations.busy:
            self._hold = None
        hold = self._hold
        match, fonts, host = self.ctx.match, self.ctx.fonts, self.ctx.host
        key = (len(match.log), hold, host.viewer)
        if key == self._count:
            return
        self._count = key
        lines = []
        starts = set()
        shown = [e for e in match.log if hold is None or e.move_index < hold]
        for entry in shown[-300:]:
            colour = theme.readable(host.seat_colour(entry.seat)) if entry.seat is not None else theme.TEXT_DIM
            starts.add(len(lines))
            # every row of a wrapped line in its seat's colour ("Red to" red, "play" white read as two lines: keys22)
            for i, piece in enumerate(theme.wrap_text(fonts, self._text(entry), LOG_FONT, self._width)):
                lines.append(((("  " if i else "") + piece), LOG_FONT, colour, "sans"))
        self.box.lines, self._starts = lines, starts

    def _shown_rows(self) -> list:
        """The rows to draw: stuck to its end, only whole entries show, newest last ("Honor on Khana Chahak." stood
        alone at 150 %): the rows at the top that continue an entry whose start is out of the box are left blank,
        and a newest entry taller than the box shows from its start, its last row ending in "…" (scrolling up
        reads it whole)."""
        rows = self.box.lines
        count = self.box.rect.h // self.row_step()
        first = len(rows) - count
        if not self.box.stick_to_bottom or first <= 0 or first in self._starts:
            return rows
        newest = max(self._starts)
        if newest < first:  # the newest entry alone is taller than the box
            text, size, colour, face = rows[newest + count - 1]
            cut = theme.ellipsize(self.ctx.fonts.get(size, face), text.rstrip(), self._width, force=True)
            return [*rows[:first], *rows[newest:newest + count - 1], (cut, size, colour, face)]
        start = min(s for s in self._starts if s > first)
        return [*rows[:first], *(("", size, colour, face) for _t, size, colour, face in rows[first:start]), *rows[start:]]

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, self.rect, theme.PANEL_DARK)
        if self.titled:
            theme.blit_text(surface, self.ctx.fonts, "Game log", (self.rect.x + 14, self.rect.y + 8), 16,
                            theme.ACCENT, "bold")
        key = (self.ctx.fonts.scale, self.box.rect.y, self.rect.bottom)
        if key != self._fitted:  # the text size changed, or a table moved the box
            self.fit_rows()
            self._count, self._fitted = (), key
        self._lines()
        latest = self.latest_rect()
        if latest is not None and not self.titled:  # the rows end above it, none half under it (blind testers)
            self.fit_rows(latest.y - 2)
        rows = self.box.lines
        self.box.lines = self._shown_rows()
        self.box.draw(surface, self.ctx.fonts)
        self.box.lines = rows
        if latest is not None and not self.titled:
            self.fit_rows()
        if latest is not None:
            theme.draw_panel(surface, latest, theme.BUTTON, theme.ACCENT, 8)
            theme.draw_text_box(surface, self.ctx.fonts, "Back to latest", latest.inflate(-10, -4), 16, theme.TEXT,
                                "bold", align="center", valign="middle")
