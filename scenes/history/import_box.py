"""Import a match record: a box to type (or paste, or drop) the file's path; the record is checked move by move
before it joins the history, and a refusal says why in one line without closing the box."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from baraza.scenes.ui import theme
from baraza.scenes.ui.dialog import ModalScene
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, Menu

MAX_PATH = 400


class ImportRecordScene(ModalScene):
    def __init__(self, app, on_file: Callable[[Path], bool]) -> None:
        super().__init__(app)
        self.on_file = on_file
        self.text = ""
        self.rect = pygame.Rect(0, 0, 760, 250)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        y = self.rect.bottom - 66
        self.menu = Menu([Button(pygame.Rect(self.rect.centerx - 230, y, 220, 46), "Import", self.submit, accent=True),
                          Button(pygame.Rect(self.rect.centerx + 10, y, 220, 46), "Cancel", app.stack.pop)],
                         horizontal=True)
        pygame.key.start_text_input()

    def submit(self) -> None:
        path = self.text.strip().strip('"').strip("'")
        if not path:
            self.app.toast("Type the path of a match record first, or drop the file on the window.", 4)
            return
        if self.on_file(Path(path).expanduser()):
            self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:
            self.text = event.file[:MAX_PATH]
            self.submit()
            return True
        if event.type == pygame.TEXTINPUT:
            self.text = (self.text + "".join(ch for ch in event.text if ch.isprintable()))[:MAX_PATH]
            return True
        intent = intent_of(event)
        if intent == "back":
            self.text = self.text[:-1]
            return True
        if intent == "confirm":
            self.submit()
            return True
        if intent == "cancel":
            self.app.stack.pop()
            return True
        if intent is not None and event.type == pygame.KEYDOWN and event.unicode and event.unicode.isprintable():
            return True  # letters arrive as TEXTINPUT
        self.menu.handle_event(event)
        return True

    def on_exit(self) -> None:
        pygame.key.stop_text_input()

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade_screen(surface)
        fonts = self.app.fonts
        theme.draw_panel(surface, self.rect)
        theme.blit_text(surface, fonts, "Import a match record", (self.rect.x + 28, self.rect.y + 20), 26,
                        theme.ACCENT, "bold")
        theme.draw_text_box(surface, fonts, "Type or paste the path of a record file (.json), or drop the file on "
                            "the window.", pygame.Rect(self.rect.x + 28, self.rect.y + 62, self.rect.w - 56, 44), 17)
        field = pygame.Rect(self.rect.x + 28, self.rect.y + 112, self.rect.w - 56, 40)
        pygame.draw.rect(surface, theme.PANEL_DARK, field, border_radius=6)
        pygame.draw.rect(surface, theme.HIGHLIGHT, field, 2, border_radius=6)
        shown = theme.ellipsize(fonts.get(18), self.text, field.w - 24) if self.text else ""
        if self.text and shown != self.text:  # keep the end of a long path in view
            cut = self.text
            while cut and fonts.get(18).size("…" + cut)[0] > field.w - 24:
                cut = cut[1:]
            shown = "…" + cut
        theme.blit_text(surface, fonts, shown + "|", (field.x + 12, field.centery), 18, anchor="midleft")
        self.menu.draw(surface, fonts)
