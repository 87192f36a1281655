"""The recap: when a human's turn comes round, a small panel in the log's place lists what the others did
since that human last moved (their log lines). It closes on the next click or key, when that human
moves, or after a while by itself.

A mixin of TableScene: it reads `match`, `app`, `human_to_act()` and `log_panel_rect()`.
"""

from __future__ import annotations

import pygame

from baraza.scenes.ui import theme

RECAP_SECONDS = 15.0  # it closes by itself after this long
RECAP_SIZE = 15


class Recap:
    recap_lines: list[str] = []  # what the panel shows now ([]: closed)
    recap_left = 0.0
    _recap_seen: dict[int, int] = {}  # human seat -> number of records it has been told about

    def reset_recap(self) -> None:
        """Nothing to tell: a table opened (a loaded match) or an undo rebuilt the match."""
        self._recap_seen = {seat: len(self.match.records) for seat in self.match.human_seats()}
        self.recap_lines = []

    def recap_since(self, seat: int) -> list[str]:
        """The log lines of the others' moves since `seat` last moved or was last told, oldest first."""
        records = self.match.records
        start = self._recap_seen.get(seat, 0)
        for index in range(len(records) - 1, start - 1, -1):
            if records[index].seat == seat:
                start = index + 1
                break
        others = {i for i in range(start, len(records)) if records[i].seat != seat}
        return [line.text for line in self.match.log if line.move_index in others]

    def update_recap(self, dt: float) -> None:
        if self.recap_lines:
            self.recap_left -= dt
            if self.recap_left <= 0:
                self.recap_lines = []
        seat = self.human_to_act()
        if seat is None:
            return
        count = len(self.match.records)
        if self._recap_seen.get(seat, 0) >= count:
            return
        lines = self.recap_since(seat)
        self._recap_seen[seat] = count
        if self.match.records[-1].seat == seat:
            self.recap_lines = []  # this seat just moved: nothing new to tell it
        elif lines:
            self.recap_lines = lines
            self.recap_left = RECAP_SECONDS

    def close_recap(self, event: pygame.event.Event) -> None:
        """Any click or key closes the recap; the event still goes on to the table."""
        if self.recap_lines and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.recap_lines = []

    def draw_recap(self, surface: pygame.Surface) -> bool:
        """Draws the recap in the log's place; False when there is none (the log shows)."""
        if not self.recap_lines:
            return False
        rect = self.log_panel_rect()
        theme.draw_panel(surface, rect, theme.PANEL_DARK, theme.ACCENT)
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "While you waited", (rect.x + 14, rect.y + 8), 16, theme.ACCENT, "bold")
        footer = "Click anywhere to close"
        foot = fonts.get(14).size(footer)
        body = pygame.Rect(rect.x + 14, rect.y + 32, rect.w - 28, rect.h - 40 - foot[1])
        step = fonts.get(RECAP_SIZE).get_linesize() + 1
        rows = max(2, body.h // step)
        lines = self.recap_lines
        if len(lines) > rows:  # the latest moves matter most; the rest is in the log
            hidden = len(lines) - rows + 1
            lines = [f"… {hidden} earlier line{'s' if hidden != 1 else ''} in the game log"] + lines[-(rows - 1):]
        y = body.y
        for line in lines:
            theme.draw_text_box(surface, fonts, line, pygame.Rect(body.x, y, body.w, step), RECAP_SIZE,
                                theme.TEXT_DIM if line.startswith("… ") else theme.TEXT)
            y += step
        theme.blit_text(surface, fonts, footer, (rect.right - 12, rect.bottom - 6), 14, theme.TEXT_DIM,
                        anchor="bottomright")
        return True
