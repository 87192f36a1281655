"""The game log under the turn panel: every log line of the match in its seat's colour, scrollable, stuck to
its end. A move's lines appear once its animation has played, so the log never tells the dice first. Scrolled
up, it stays where the player left it and shows a "Back to latest" control that sticks it to its end again
(as does scrolling back down)."""

from __future__ import annotations

import pygame

from baraza.game.core.match import MoveRecord
from baraza.scenes.table.context import TableContext
from baraza.scenes.ui import theme
from baraza.scenes.ui.widgets import TextBox

LOG_FONT = 16
TITLED_FROM = 130
LATEST_W = 150  # "Back to latest" whole at the 16 px floor, bold  # a log panel lower than this gives its title's room to the lines


class LogPanel:
    def __init__(self, ctx: TableContext, rect: pygame.Rect) -> None:
        self.ctx = ctx
        self.rect = rect
        self.titled = rect.h >= TITLED_FROM
        top = 32 if self.titled else 6
        self.box = TextBox(pygame.Rect(rect.x + 8, rect.y + top, rect.w - 16, 0), stick_to_bottom=True)
        # A whole number of lines, so the top line is never cut in half when the log sticks to its end.
        step = LOG_FONT + self.box.line_gap + 4
        self.box.rect.h = 8 + max(1, (rect.h - top - 12) // step) * step
        self._count: tuple = ()
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

    def latest_rect(self) -> pygame.Rect | None:
        """The "Back to latest" control, shown while the player has scrolled away from the newest lines."""
        if self.box.stick_to_bottom or self.box.max_scroll() <= 0:
            return None
        if self.titled:  # beside the title, where it hides no line
            return pygame.Rect(self.rect.right - LATEST_W - 12, self.rect.y + 4, LATEST_W, 26)
        return pygame.Rect(self.rect.right - LATEST_W - 12, self.rect.bottom - 32, LATEST_W, 26)

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
        shown = [e for e in match.log if hold is None or e.move_index < hold]
        for entry in shown[-300:]:
            colour = theme.readable(host.seat_colour(entry.seat)) if entry.seat is not None else theme.TEXT_DIM
            for i, piece in enumerate(theme.wrap_text(fonts, self._text(entry), LOG_FONT, self._width)):
                lines.append(((("  " if i else "") + piece), LOG_FONT, colour if i == 0 else theme.TEXT, "sans"))
        self.box.lines = lines

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_panel(surface, self.rect, theme.PANEL_DARK)
        if self.titled:
            theme.blit_text(surface, self.ctx.fonts, "Game log", (self.rect.x + 14, self.rect.y + 8), 16,
                            theme.ACCENT, "bold")
        self._lines()
        self.box.draw(surface, self.ctx.fonts)
        latest = self.latest_rect()
        if latest is not None:
            theme.draw_panel(surface, latest, theme.BUTTON, theme.ACCENT, 8)
            theme.draw_text_box(surface, self.ctx.fonts, "Back to latest", latest.inflate(-10, -4), 16, theme.TEXT,
                                "bold", align="center", valign="middle")
