"""The end of a match: who won, how long it took, rematch or back to the menu."""

from __future__ import annotations

import pygame

from baraza.game.core.match import Match
from baraza.scenes import theme
from baraza.scenes.dialog import ModalScene
from baraza.scenes.widgets import Button, Menu


def format_duration(seconds: float) -> str:
    seconds = int(seconds)
    return f"{seconds // 60}:{seconds % 60:02d}" if seconds < 3600 else f"{seconds // 3600}h {seconds // 60 % 60:02d}m"


class ResultsScene(ModalScene):

    def __init__(self, app, match_scene, extra_lines: list[str] | None = None) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        match: Match = match_scene.match
        result = match.result()
        names = match_scene.seat_labels()
        if not result.winners:
            self.headline = "A draw"
        elif len(result.winners) == 1:
            self.headline = f"{names[result.winners[0]]} wins!"
        else:
            self.headline = " and ".join(names[w] for w in result.winners) + " share the win"
        self.lines = []
        if result.reason:
            self.lines.append(result.reason)
        self.lines.append(f"{len(match.records)} moves, {match.rules.turn_number(match.state)} turns, "
                          f"time {format_duration(match.play_seconds)}")
        if len(result.scores) > 1 and any(result.scores):
            self.lines.append("Scores: " + ", ".join(f"{names[i]} {s:g}" for i, s in enumerate(result.scores)))
        self.lines += extra_lines or []
        self.panel = pygame.Rect(0, 0, 620, 250 + 30 * len(self.lines))
        self.panel.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        y = self.panel.bottom - 70
        self.menu = Menu([
            Button(pygame.Rect(self.panel.x + 40, y, 170, 48), "Rematch", self.rematch, accent=True),
            Button(pygame.Rect(self.panel.x + 225, y, 170, 48), "View board", self.app.stack.pop),
            Button(pygame.Rect(self.panel.x + 410, y, 170, 48), "Menu", self.to_menu),
        ], horizontal=True)

    def rematch(self) -> None:
        from baraza.scenes.game_scenes import start_match

        old = self.match_scene.match
        start_match(self.app, Match(old.game, list(old.seats), old.seed + 1, dict(old.options)))

    def to_menu(self) -> None:
        from baraza.scenes.menu import MainMenuScene

        self.app.stack.reset(MainMenuScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade_screen(surface, (10, 12, 16, 140))
        theme.draw_panel(surface, self.panel, theme.PANEL, theme.ACCENT, 16)
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, self.headline, (self.panel.centerx, self.panel.y + 30), 40, theme.ACCENT,
                        "title", "midtop")
        y = self.panel.y + 100
        for line in self.lines:
            theme.blit_text(surface, fonts, line, (self.panel.centerx, y), 20, anchor="midtop")
            y += 30
        self.menu.draw(surface, fonts)
