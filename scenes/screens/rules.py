"""The rules, one key away: each game's players' page (Markdown) laid out with headings, emphasis, lists,
tables and pictures, one tab per game, and a button to the game's glossary.

The page and its pictures are read by `ui.game_texts`; pictures are drawn once, when a game's page is first
laid out.
"""

from __future__ import annotations

import pygame

from baraza.game.registry import available_games
from baraza.scenes.scene import Scene
from baraza.scenes.screens.markdown_view import GamePages, Layouter, RichBox, StyledFonts
from baraza.scenes.ui import theme
from baraza.scenes.ui.game_texts import picture_source, read_rules_text
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, tab_row


class RulesScene(GamePages, Scene):
    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        specs = available_games()
        self.games = [spec.name for spec in specs]
        self.index = self.games.index(game) if game in self.games else 0
        self.styled = StyledFonts(app.fonts)
        self.box = RichBox(pygame.Rect(100, 150, 1080, 490))
        self.tabs = tab_row([spec.title for spec in specs], self.select, left=100, right=1000)
        self.glossary = Button(pygame.Rect(1020, 90, 160, 44), "Glossary", self.open_glossary,
                               tooltip="Every word of this game, explained")
        self.back = Button(pygame.Rect(1040, 660, 140, 44), "Back", app.stack.pop)
        self._layouts: dict[str, object] = {}
        self.select(self.index)

    def select(self, index: int) -> None:
        self.index = index
        for i, tab in enumerate(self.tabs):
            tab.accent = i == index
        game = self.games[index]
        if game not in self._layouts:
            layouter = Layouter(self.styled, self.box.rect.w - 36,
                                pictures=picture_source(game, self.app.fonts))
            self._layouts[game] = layouter.layout(read_rules_text(game))
        self.box.set_layout(self._layouts[game])

    def open_glossary(self) -> None:
        self.app.show("glossary", self.games[self.index], over_rules=True)

    def next_frame(self) -> float | None:
        return None  # the page scrolls by steps, never in motion: input redraws it (Scene.next_frame)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            intent = intent_of(event)
            if intent in ("cancel", "back"):
                self.app.stack.pop()
            elif intent == "glossary":
                self.open_glossary()
            else:
                self.page_intent(intent)
            return True
        for widget in (*self.tabs, self.glossary, self.back, self.box):
            if widget.handle_event(event):
                return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Rules", (100, 28), 42, theme.ACCENT, "title")
        for tab in self.tabs:
            tab.draw(surface, fonts)
        self.glossary.draw(surface, fonts)
        theme.draw_panel(surface, self.box.rect.inflate(16, 12), theme.PANEL_DARK)
        self.box.draw(surface, self.styled)
        theme.blit_text(surface, fonts, "←/→ game  ·  ↑/↓ PgUp/PgDn scroll  ·  G glossary  ·  Esc back",
                        (100, 670), 16, theme.TEXT_DIM)
        self.back.draw(surface, fonts)
