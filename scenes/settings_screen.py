"""Settings that stick: full screen, animation speed, sound, colour-blind palette, hints."""

from __future__ import annotations

import pygame

from baraza.game.persistence.settings import ANIMATION_SPEEDS
from baraza.scenes import theme
from baraza.scenes.backdrop import table_backdrop
from baraza.scenes.scene import Scene
from baraza.scenes.widgets import Button, ChoiceRow

ON_OFF = [(True, "On"), (False, "Off")]


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        left, y = theme.LOGICAL_SIZE[0] // 2 - 280, 170
        specs = [
            ("Full screen (F11)", ON_OFF, s.fullscreen, self._fullscreen),
            ("Animation speed", [(v, v.capitalize()) for v in ANIMATION_SPEEDS], s.animation_speed,
             lambda v: self._set("animation_speed", v)),
            ("Sound (F8)", ON_OFF, s.sound, lambda v: self._set("sound", v)),
            ("Colour-blind palette", ON_OFF, s.colour_blind, lambda v: self._set("colour_blind", v)),
            ("Show legal moves", ON_OFF, s.show_hints, lambda v: self._set("show_hints", v)),
        ]
        self.rows: list = []
        for label, choices, value, change in specs:
            row = ChoiceRow(pygame.Rect(left, y, 560, 46), label, list(choices), on_change=change)
            row.set_value(value)
            self.rows.append(row)
            y += 58
        self.rows.append(Button(pygame.Rect(left + 145, y + 20, 270, 50), "Back", app.stack.pop, accent=True))
        self.focus = 0
        self._sync()

    def _sync(self) -> None:
        for i, row in enumerate(self.rows):
            row.focused = i == self.focus

    def _set(self, key: str, value) -> None:
        setattr(self.app.settings, key, value)
        self.app.save_settings()

    def _fullscreen(self, value: bool) -> None:
        if value != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.stack.pop()
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
                self.focus = (self.focus + (-1 if event.key == pygame.K_UP else 1)) % len(self.rows)
                self._sync()
                return True
            if isinstance(self.rows[self.focus], Button) and event.key in (pygame.K_RETURN, pygame.K_SPACE):
                self.rows[self.focus].on_click()
                return True
        for row in self.rows:
            if row.handle_event(event):
                return True
        return not self.opaque

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(table_backdrop(), (0, 0))
        theme.blit_text(surface, self.app.fonts, "Settings", (theme.LOGICAL_SIZE[0] // 2, 70), 48, theme.ACCENT,
                        "title", "midtop")
        for row in self.rows:
            row.draw(surface, self.app.fonts)
        theme.blit_text(surface, self.app.fonts, "Changes are saved at once.", (theme.LOGICAL_SIZE[0] // 2, 600),
                        16, theme.TEXT_DIM, anchor="midtop")
