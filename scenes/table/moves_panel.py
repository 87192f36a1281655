"""The recap and the AI's captions opened whole: a panel over the table listing every action of the last
turn(s), one log line per row in its mover's colour, scrollable (wheel, arrows, PgUp/PgDn, Home/End) and
closed with Esc, Enter, the Close button or a click outside it.

The recap and the turn panel's caption are short by design (a few lines in a small panel); this is where a
player reads the whole of what happened. Tables open it by name: `app.show("recent_moves", table, groups,
title)`."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from baraza.game.core.match import Match
from baraza.scenes.ui import theme
from baraza.scenes.ui.dialog import ModalScene
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, Menu, TextBox

LINE_SIZE = 18
TITLE_SIZE = 26
PANEL_W, PANEL_H = 720, 520
LAST_MOVES = 12  # with nothing new since a player's own move: this many of the latest moves
SCROLL = {"down": 40, "up": -40, "page_down": 360, "page_up": -360}

Groups = list[tuple[int, list[str]]]  # (mover, that move's log lines), oldest first


def moves_since(match: Match, seat: int | None) -> Groups:
    """Every log line of the moves the others made since `seat` last moved, one (mover, lines) per move ([]
    when there are none)."""
    records = match.records
    start = next((i + 1 for i in range(len(records) - 1, -1, -1) if records[i].seat == seat), 0)
    return _groups(match, start, skip=seat)


def last_moves(match: Match, count: int = LAST_MOVES) -> Groups:
    """The log lines of the latest `count` moves, whoever made them."""
    return _groups(match, max(0, len(match.records) - count), skip=None)


def _groups(match: Match, start: int, skip: int | None) -> Groups:
    records = match.records
    found: dict[int, list[str]] = {}
    for line in match.log:
        if line.move_index >= start and line.move_index < len(records) and records[line.move_index].seat != skip:
            found.setdefault(line.move_index, []).append(line.text)
    return [(records[index].seat, lines) for index, lines in sorted(found.items())]


class RecentMovesScene(ModalScene):
    def __init__(self, app, table, groups: Sequence[tuple[int, list[str]]], title: str = "The last moves") -> None:
        super().__init__(app)
        self.table, self.title = table, title
        self.groups = [(seat, list(lines)) for seat, lines in groups]
        self.rect = pygame.Rect(0, 0, PANEL_W, PANEL_H)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        body = pygame.Rect(self.rect.x + 20, self.rect.y + 64, self.rect.w - 40, self.rect.h - 64 - 76)
        self.box = TextBox(body, self._lines(body.w - 24))
        close = Button(pygame.Rect(0, 0, 160, 44), "Close", app.stack.pop, accent=True)
        close.rect.midbottom = (self.rect.centerx, self.rect.bottom - 18)
        self.menu = Menu([close])

    def _lines(self, width: int) -> list[tuple[str, int, tuple, str]]:
        """One row per log line (wrapped rows indented), each move's lines in its mover's colour."""
        fonts, out = self.app.fonts, []
        for seat, lines in self.groups:
            colour = theme.readable(self.table.seat_colour(seat))
            for line in lines:
                for i, piece in enumerate(theme.wrap_text(fonts, line, LINE_SIZE, width - 20)):  # room to indent
                    # a wrapped row keeps its mover's colour: it is the same line (keys22)
                    out.append((("    " if i else "") + piece, LINE_SIZE, colour, "sans"))
        return out or [("Nothing was played yet.", LINE_SIZE, theme.TEXT_DIM, "sans")]

    def lines(self) -> list[str]:
        """What the panel lists, one log line each (tests)."""
        return [line for _seat, lines in self.groups for line in lines]

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        if intent in ("cancel", "confirm"):
            self.app.stack.pop()
        elif intent is not None and intent.name in SCROLL:
            self.box.scroll_by(SCROLL[intent.name])
        elif intent == "home":
            self.box.scroll = 0
        elif intent == "end":
            self.box.scroll = self.box.max_scroll()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.rect.collidepoint(event.pos):
            self.app.stack.pop()  # a click outside closes it
        elif not self.box.handle_event(event):
            self.menu.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        theme.shade_screen(surface)
        theme.draw_panel(surface, self.rect, theme.PANEL, theme.ACCENT, 14)
        theme.blit_text(surface, fonts, self.title, (self.rect.x + 24, self.rect.y + 18), TITLE_SIZE, theme.ACCENT,
                        "title")
        theme.draw_panel(surface, self.box.rect.inflate(8, 8), theme.PANEL_DARK, radius=8)
        self.box.draw(surface, fonts)
        hint = "↑/↓ scroll  ·  Esc closes" if self.box.max_scroll() > 0 else "Esc closes"
        theme.blit_text(surface, fonts, hint, (self.rect.right - 24, self.rect.bottom - 40), 16, theme.TEXT_DIM,
                        anchor="midright")
        self.menu.draw(surface, fonts)
