"""New game, step one: pick a game."""

from __future__ import annotations

import pygame

from baraza.game.registry import GAME_MODULES
from baraza.scenes import theme
from baraza.scenes.backdrop import table_backdrop
from baraza.scenes.game_scenes import playable_games
from baraza.scenes.scene import Scene
from baraza.scenes.widgets import Button, Menu

BLURBS = {
    "kona": "Stack and slide: a tower's height is how far its top piece travels. Three tops in a row wins.",
    "krownia": "Settle an island of 19 hexes: roads, villages, towns, trades and a pirate. First to 10 points.",
    "konja": "A dice duel under the Ancestors' eyes: Relics, Spells and the Summoning Pyramid bring rain.",
    "khedu": "Lead units through the desert with cards and dice; leave the greatest Legacy, alone or against AI.",
}
TITLES = {"kona": "Kona", "krownia": "KROWNIA", "konja": "Konja", "khedu": "Khedu"}


def _seats_text(low: int, high: int) -> str:
    if low == high:
        return f"{low} seats"
    if low == 1:
        return f"solo, or 2–{high} seats"
    return f"{low}–{high} seats"


class GameSelectScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.playable = {entry.name: entry for entry in playable_games()}
        buttons = []
        names = list(GAME_MODULES)
        width, gap = 270, 20
        x0 = (theme.LOGICAL_SIZE[0] - (len(names) * width + (len(names) - 1) * gap)) // 2
        self.cards: list[tuple[str, pygame.Rect]] = []
        for i, name in enumerate(names):
            rect = pygame.Rect(x0 + i * (width + gap), 170, width, 360)
            self.cards.append((name, rect))
            button = Button(pygame.Rect(rect.x + 20, rect.bottom - 64, width - 40, 46),
                            "Play" if name in self.playable else "Coming later",
                            lambda n=name: self.pick(n), enabled=name in self.playable)
            buttons.append(button)
        back = Button(pygame.Rect(0, 0, 200, 46), "Back", app.stack.pop)
        back.rect.midtop = (theme.LOGICAL_SIZE[0] // 2, 580)
        buttons.append(back)
        self.menu = Menu(buttons, horizontal=True)

    def pick(self, name: str) -> None:
        from baraza.scenes.setup_screen import SetupScene

        self.app.stack.push(SetupScene(self.app, self.playable[name]))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, rect in self.cards:
                if rect.collidepoint(event.pos) and name in self.playable:
                    self.pick(name)
                    return True
        return self.menu.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(table_backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "New game", (theme.LOGICAL_SIZE[0] // 2, 70), 48, theme.ACCENT, "title", "midtop")
        for name, rect in self.cards:
            live = name in self.playable
            theme.draw_panel(surface, rect, theme.PANEL if live else theme.PANEL_DARK)
            theme.blit_text(surface, fonts, TITLES[name], (rect.centerx, rect.y + 24), 32,
                            theme.ACCENT if live else theme.TEXT_DIM, "title", "midtop")
            entry = self.playable.get(name)
            seats = _seats_text(entry.rules.min_seats, entry.rules.max_seats) if entry else ""
            theme.blit_text(surface, fonts, seats, (rect.centerx, rect.y + 72), 17, theme.TEXT_DIM, anchor="midtop")
            y = rect.y + 110
            for line in theme.wrap_text(fonts, BLURBS[name], 18, rect.w - 36):
                theme.blit_text(surface, fonts, line, (rect.x + 18, y), 18, theme.TEXT if live else theme.TEXT_DIM)
                y += 26
        self.menu.draw(surface, fonts)
