"""New game, step one: pick a game. Any number of games is laid out in a grid of cards."""

from __future__ import annotations

import math

import pygame

from baraza.game.core.spec import GameSpec
from baraza.game.registry import available_games
from baraza.scenes.scene import Scene
from baraza.scenes.table.launch import playable_games
from baraza.scenes.ui import theme
from baraza.scenes.ui.widgets import Button, Menu

GRID = pygame.Rect(60, 150, 1160, 410)  # where the cards go; the title is above, Back below
GAP = 20


def card_rects(count: int, area: pygame.Rect = GRID) -> list[pygame.Rect]:
    """`count` equal cards filling `area`: up to four a row, as many rows as needed."""
    if count <= 0:
        return []
    columns = min(count, 4)
    rows = math.ceil(count / columns)
    width = min(270, (area.w - GAP * (columns - 1)) // columns)
    height = min(360, (area.h - GAP * (rows - 1)) // rows)
    rects = []
    for i in range(count):
        row, col = divmod(i, columns)
        in_row = min(columns, count - row * columns)
        x0 = area.centerx - (in_row * width + (in_row - 1) * GAP) // 2
        rects.append(pygame.Rect(x0 + col * (width + GAP), area.y + row * (height + GAP), width, height))
    return rects


class GameSelectScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.specs: list[GameSpec] = available_games()
        self.playable = {spec.name: spec for spec in playable_games()}
        self.cards: list[tuple[GameSpec, pygame.Rect]] = list(zip(self.specs, card_rects(len(self.specs)),
                                                                  strict=True))
        buttons = []
        for spec, rect in self.cards:
            live = spec.name in self.playable
            button = Button(pygame.Rect(rect.x + 16, rect.bottom - 56, rect.w - 32, 42),
                            "Play" if live else "Coming later", lambda n=spec.name: self.pick(n), enabled=live)
            buttons.append(button)
        back = Button(pygame.Rect(0, 0, 200, 46), "Back", app.stack.pop)
        back.rect.midtop = (theme.LOGICAL_SIZE[0] // 2, 590)
        buttons.append(back)
        self.menu = Menu(buttons, horizontal=True)

    def pick(self, name: str) -> None:
        from baraza.scenes.screens.setup import SetupScene

        self.app.stack.push(SetupScene(self.app, self.playable[name]))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for spec, rect in self.cards:
                if rect.collidepoint(event.pos) and spec.name in self.playable:
                    self.pick(spec.name)
                    return True
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "New game", (theme.LOGICAL_SIZE[0] // 2, 70), 48, theme.ACCENT, "title", "midtop")
        for spec, rect in self.cards:
            live = spec.name in self.playable
            theme.draw_panel(surface, rect, theme.PANEL if live else theme.PANEL_DARK)
            title_size = 32 if rect.h >= 300 else 26
            theme.blit_text(surface, fonts, spec.title, (rect.centerx, rect.y + 18), title_size,
                            theme.ACCENT if live else theme.TEXT_DIM, "title", "midtop")
            y = rect.y + 24 + title_size
            theme.blit_text(surface, fonts, spec.seats_text(), (rect.centerx, y), 16, theme.TEXT_DIM, anchor="midtop")
            y += 32
            for line in theme.wrap_text(fonts, spec.blurb, 17, rect.w - 32):
                if y > rect.bottom - 84:
                    break
                theme.blit_text(surface, fonts, line, (rect.x + 16, y), 17, theme.TEXT if live else theme.TEXT_DIM)
                y += 24
        self.menu.draw(surface, fonts)
