"""Save from the pause menu: the player names the save (a sensible name is filled in), Enter saves."""

from __future__ import annotations

import pygame

from baraza.scenes.ui import theme
from baraza.scenes.ui.dialog import ModalScene
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, Menu

MAX_NAME = 40
CARET_HALF = 0.5  # seconds the caret is shown, then hidden


class SaveNameScene(ModalScene):
    takes_text = True  # the player types a name: their own keys (keymap.Rebinding) leave its letters alone

    def __init__(self, app, match_scene, after_save=None) -> None:
        super().__init__(app)
        self.match_scene = match_scene
        self.after_save = after_save
        match = match_scene.match
        self.name = f"{match.rules.title} {match.rules.turn_label(match.state)}"[:MAX_NAME]  # as the table says it
        self.selected = True  # the suggested name is selected: the first letter typed replaces it
        self.blink = 0.0  # the caret's own time (shown in its first half-second, hidden in the next)
        self.rect = pygame.Rect(0, 0, 620, 250)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        self.field = pygame.Rect(self.rect.x + 40, self.rect.y + 90, self.rect.w - 80, 48)
        y = self.rect.bottom - 70
        self.menu = Menu([
            Button(pygame.Rect(self.rect.centerx - 190, y, 180, 46), "Save", self.save, accent=True),
            Button(pygame.Rect(self.rect.centerx + 10, y, 180, 46), "Cancel", app.stack.pop),
        ], horizontal=True)

    def save(self) -> None:
        name = self.name.strip()
        if not name:
            self.app.toast("Type a name for the save first.")
            return
        path = self.match_scene.save_to_file(name)
        if path is None:
            return
        self.app.toast(f"Saved as “{name}”")
        self.app.stack.pop()
        if self.after_save:
            self.after_save()

    def update(self, dt: float) -> None:
        self.blink += dt

    def caret_shown(self) -> bool:
        return int(self.blink / CARET_HALF + 1e-6) % 2 == 0

    def next_frame(self) -> float | None:
        """The caret blinks once the player edits the name (a selected suggestion shows none): the next flip."""
        if self.selected and self.name:
            return None
        left = CARET_HALF - self.blink % CARET_HALF
        return left if left > 1e-6 else left + CARET_HALF

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            self.blink = 0.0  # the caret shows while the player types
        if event.type == pygame.TEXTINPUT:
            text = "".join(c for c in event.text if c.isprintable())
            if text:
                self.name = (("" if self.selected else self.name) + text)[:MAX_NAME]
                self.selected = False
            return True
        if event.type == pygame.KEYDOWN:
            intent = intent_of(event)
            if intent == "confirm":
                self.save()
            elif intent in ("back", "clear"):
                self.name = "" if intent == "clear" or self.selected else self.name[:-1]
                self.selected = False
            elif intent is not None and intent.name in ("left", "right"):
                self.selected = False  # the arrows put the caret at the end, to edit the suggestion
            elif intent == "cancel":
                self.app.stack.pop()
            return True  # letters arrive as TEXTINPUT
        self.menu.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade_screen(surface)
        theme.draw_panel(surface, self.rect, theme.PANEL, theme.ACCENT, 14)
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Save as", (self.rect.centerx, self.rect.y + 22), 28, theme.ACCENT,
                        "title", "midtop")
        theme.draw_panel(surface, self.field, theme.PANEL_DARK, theme.ACCENT, 6)
        if self.selected and self.name:  # drawn as selected text, so a player knows typing replaces it
            width = min(fonts.get(22).size(self.name)[0], self.field.w - 28)
            pygame.draw.rect(surface, theme.ACCENT_DARK, (self.field.x + 12, self.field.y + 10, width + 4,
                                                         self.field.h - 20), border_radius=4)
            caret = ""
        else:
            caret = "|" if self.caret_shown() else " "
        theme.blit_text(surface, fonts, self.name + caret, (self.field.x + 14, self.field.centery), 22, theme.TEXT,
                        "sans", "midleft")
        hint = "Type to replace the name · ← or → to edit it" if self.selected else "Enter saves"
        theme.blit_text(surface, fonts, hint, (self.rect.centerx, self.field.bottom + 10), 16, theme.TEXT_DIM,
                        "sans", "midtop")
        self.menu.draw(surface, fonts)
