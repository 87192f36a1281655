"""Scores: finished-match statistics per game, and the solo high-score tables (best first)."""

from __future__ import annotations

import pygame

from baraza.game.registry import GAME_MODULES
from baraza.scenes import theme
from baraza.scenes.backdrop import table_backdrop
from baraza.scenes.game_select import TITLES
from baraza.scenes.results import format_duration
from baraza.scenes.scene import Scene
from baraza.scenes.widgets import Button


class ScoresScene(Scene):
    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.games = list(GAME_MODULES)
        self.index = self.games.index(game) if game in self.games else 0
        self.tabs = [Button(pygame.Rect(140 + i * 196, 90, 180, 44), TITLES[g], lambda i=i: self.select(i))
                     for i, g in enumerate(self.games)]
        self.back = Button(pygame.Rect(1000, 660, 140, 44), "Back", app.stack.pop)
        self.category = 0
        self.select(self.index)

    def select(self, index: int) -> None:
        self.index = index
        self.category = 0
        for i, tab in enumerate(self.tabs):
            tab.accent = i == index
        game = self.games[index]
        self.stats = self.app.scores.stats(game)
        self.categories = self.app.scores.categories(game)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN):
                self.app.stack.pop()
            elif event.key in (pygame.K_RIGHT, pygame.K_TAB):
                self.select((self.index + 1) % len(self.games))
            elif event.key == pygame.K_LEFT:
                self.select((self.index - 1) % len(self.games))
            elif event.key in (pygame.K_DOWN, pygame.K_UP) and self.categories:
                self.category = (self.category + (1 if event.key == pygame.K_DOWN else -1)) % len(self.categories)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self._category_rects()):
                if rect.collidepoint(event.pos):
                    self.category = i
                    return True
        for widget in (*self.tabs, self.back):
            if widget.handle_event(event):
                return True
        return True

    def _category_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(540 + i * 150, 250, 140, 36) for i in range(len(self.categories))]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(table_backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Scores", (140, 28), 42, theme.ACCENT, "title")
        for tab in self.tabs:
            tab.draw(surface, fonts)
        left = pygame.Rect(140, 160, 360, 300)
        theme.draw_panel(surface, left)
        s = self.stats
        rows = [("Matches finished", str(s.played)), ("Won by a human", str(s.human_wins)),
                ("Average turns", f"{s.mean_turns:g}"), ("Time played", format_duration(s.total_seconds))]
        theme.blit_text(surface, fonts, "Statistics", (left.x + 20, left.y + 16), 24, theme.ACCENT, "bold")
        for i, (label, value) in enumerate(rows):
            y = left.y + 70 + i * 48
            theme.blit_text(surface, fonts, label, (left.x + 20, y), 19)
            theme.blit_text(surface, fonts, value, (left.right - 20, y), 19, theme.ACCENT, "bold", "topright")
        right = pygame.Rect(520, 160, 620, 470)
        theme.draw_panel(surface, right)
        theme.blit_text(surface, fonts, "High scores", (right.x + 20, right.y + 16), 24, theme.ACCENT, "bold")
        if not self.categories:
            theme.blit_text(surface, fonts, "No solo scores yet. Solo games enter a top-10 table here.",
                            (right.x + 20, right.y + 70), 18, theme.TEXT_DIM)
        else:
            for i, rect in enumerate(self._category_rects()):
                active = i == self.category
                pygame.draw.rect(surface, theme.ACCENT if active else theme.BUTTON, rect, border_radius=6)
                theme.blit_text(surface, fonts, self.categories[i], rect.center, 17,
                                theme.TEXT_DARK if active else theme.TEXT, "bold", "center")
            table = self.app.scores.top_scores(self.games[self.index], self.categories[self.category])
            header_y = right.y + 140
            for x, label in ((right.x + 24, "#"), (right.x + 70, "Score"), (right.x + 190, "Seed"),
                             (right.x + 320, "Date")):
                theme.blit_text(surface, fonts, label, (x, header_y), 17, theme.TEXT_DIM, "bold")
            for row in table:
                y = header_y + 10 + row.rank * 28
                theme.blit_text(surface, fonts, str(row.rank), (right.x + 24, y), 18)
                theme.blit_text(surface, fonts, str(row.score), (right.x + 70, y), 18, theme.ACCENT, "bold")
                theme.blit_text(surface, fonts, str(row.seed), (right.x + 190, y), 18)
                theme.blit_text(surface, fonts, row.achieved_at[:16].replace("T", " "), (right.x + 320, y), 18)
        self.back.draw(surface, fonts)
