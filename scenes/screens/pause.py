"""Esc during a match: resume, save, load, settings, rules, quit to the menu."""

from __future__ import annotations

import pygame

from baraza.scenes.ui import theme
from baraza.scenes.ui.dialog import ModalScene
from baraza.scenes.ui.keymap import pointer_still
from baraza.scenes.ui.widgets import Menu, column_buttons, reveal_focus


class PauseScene(ModalScene):

    def __init__(self, app, match_scene) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        items = [
            ("Resume", app.stack.pop),
            ("Save", self.save),
            ("Load", lambda: app.show("load")),
            ("Settings", lambda: app.show("settings")),
            ("Rules", lambda: app.show("rules", match_scene.match.game)),
            ("Quit to menu", self.quit_to_menu),
        ]
        self.panel = pygame.Rect(0, 0, 400, 480)
        self.panel.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        self.menu = Menu(column_buttons(items, self.panel.centerx, self.panel.y + 84, width=320, height=50))
        self.menu.buttons[0].accent = True
        self.menu.buttons[1].enabled = not match_scene.match.networked  # the host keeps a networked match
        # opened by Esc: the ring shows on Resume at once (it showed only after an arrow: keys playtest, issue 41)
        self.menu.keyboard_used = bool(getattr(app, "keys_last", False))
        self.menu._sync()
        self._pointer: tuple[int, int] | None = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A pointer that did not move (the window under a resting pointer) keeps the ring; the rest as a box's."""
        if event.type == pygame.MOUSEMOTION:
            still, self._pointer = pointer_still(event, self._pointer), tuple(event.pos)
            if still:
                return True
        return reveal_focus(self.menu, event) or super().handle_event(event)

    def save(self) -> None:
        self.app.show("save_name", self.match_scene, after_save=self.app.stack.pop)

    def quit_to_menu(self) -> None:
        from baraza.scenes.ui.save_trouble import leave_table

        leave_table(self.app, self.match_scene, lambda: self.app.show("menu", how="reset"))

    def next_frame(self) -> float | None:
        return None  # nothing here moves by itself: input redraws it (Scene.next_frame)

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade_screen(surface)
        theme.draw_panel(surface, self.panel, theme.PANEL, theme.ACCENT, 14)
        title = "Menu" if self.match_scene.match.networked else "Paused"  # a table over the network goes on meanwhile
        theme.blit_text(surface, self.app.fonts, title, (self.panel.centerx, self.panel.y + 22), 34, theme.ACCENT,
                        "title", "midtop")
        self.menu.draw(surface, self.app.fonts)
