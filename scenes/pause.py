"""Esc during a match: resume, save, load, settings, rules, quit to the menu."""

from __future__ import annotations

import pygame

from baraza.scenes import theme
from baraza.scenes.dialog import ModalScene
from baraza.scenes.widgets import Menu, column_buttons


class PauseScene(ModalScene):

    def __init__(self, app, match_scene) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        from baraza.scenes.load_screen import LoadScene
        from baraza.scenes.rules_screen import RulesScene
        from baraza.scenes.settings_screen import SettingsScene

        items = [
            ("Resume", app.stack.pop),
            ("Save", self.save),
            ("Load", lambda: app.stack.push(LoadScene(app))),
            ("Settings", lambda: app.stack.push(SettingsScene(app))),
            ("Rules", lambda: app.stack.push(RulesScene(app, match_scene.match.game))),
            ("Quit to menu", self.quit_to_menu),
        ]
        self.panel = pygame.Rect(0, 0, 400, 480)
        self.panel.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        self.menu = Menu(column_buttons(items, self.panel.centerx, self.panel.y + 84, width=320, height=50))
        self.menu.buttons[0].accent = True

    def save(self) -> None:
        path = self.match_scene.save_to_file()
        if path is not None:
            self.app.toast(f"Saved as {path.name}")
            self.app.stack.pop()

    def quit_to_menu(self) -> None:
        from baraza.scenes.menu import MainMenuScene

        self.match_scene.autosave()
        self.app.stack.reset(MainMenuScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade_screen(surface)
        theme.draw_panel(surface, self.panel, theme.PANEL, theme.ACCENT, 14)
        theme.blit_text(surface, self.app.fonts, "Paused", (self.panel.centerx, self.panel.y + 22), 34, theme.ACCENT,
                        "title", "midtop")
        self.menu.draw(surface, self.app.fonts)
