"""Load: the save files, newest first, with their thumbnails; unreadable files say why."""

from __future__ import annotations

import base64
import io
from pathlib import Path

import pygame

from baraza.game.persistence.saves import SaveError, list_saves, load_match
from baraza.scenes import theme
from baraza.scenes.backdrop import table_backdrop
from baraza.scenes.dialog import MessageScene, show_message
from baraza.scenes.scene import Scene
from baraza.scenes.widgets import Button

ROW_H = 76
VISIBLE = 6


def thumbnail_surface(b64: str | None) -> pygame.Surface | None:
    if not b64:
        return None
    try:
        return pygame.image.load(io.BytesIO(base64.b64decode(b64, validate=True)), "thumb.png")
    except (ValueError, pygame.error):
        return None


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.selected = 0
        self.top = 0
        self.buttons = [
            Button(pygame.Rect(680, 640, 150, 46), "Load", self.load_selected, accent=True),
            Button(pygame.Rect(845, 640, 150, 46), "Delete", self.delete_selected),
            Button(pygame.Rect(1010, 640, 130, 46), "Back", app.stack.pop),
        ]
        self.refresh()

    def refresh(self) -> None:
        self.entries = list_saves()
        self.thumbs = {}
        for path, data, _err in self.entries:
            self.thumbs[path] = thumbnail_surface(data.get("thumbnail")) if data else None
        self.selected = min(self.selected, max(0, len(self.entries) - 1))
        for b in self.buttons[:2]:
            b.enabled = bool(self.entries)

    def _row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(140, 140 + (i - self.top) * (ROW_H + 8), 1000, ROW_H)

    def load_selected(self) -> None:
        if not self.entries:
            return
        path: Path = self.entries[self.selected][0]
        try:
            match = load_match(path)
        except SaveError as exc:
            show_message(self.app, "Cannot load", str(exc))
            return
        from baraza.scenes.game_scenes import start_match

        start_match(self.app, match, save_path=path)

    def delete_selected(self) -> None:
        if not self.entries:
            return
        path: Path = self.entries[self.selected][0]

        def really() -> None:
            try:
                path.unlink()
            except OSError as exc:
                show_message(self.app, "Not deleted", str(exc))
            self.refresh()

        self.app.stack.push(MessageScene(self.app, "Delete save?", f"{path.name} will be removed for good.",
                                         [("Delete", really), ("Keep", None)]))

    def _scroll_into_view(self) -> None:
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + VISIBLE:
            self.top = self.selected - VISIBLE + 1

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.stack.pop()
            elif event.key == pygame.K_DOWN and self.entries:
                self.selected = min(len(self.entries) - 1, self.selected + 1)
            elif event.key == pygame.K_UP and self.entries:
                self.selected = max(0, self.selected - 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.load_selected()
            elif event.key == pygame.K_DELETE:
                self.delete_selected()
            self._scroll_into_view()
            return True
        if event.type == pygame.MOUSEWHEEL and self.entries:
            self.top = max(0, min(len(self.entries) - VISIBLE, self.top - event.y))
            self.top = max(0, self.top)
            return True
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(self.top, min(len(self.entries), self.top + VISIBLE)):
                if self._row_rect(i).collidepoint(event.pos):
                    if i == self.selected and getattr(event, "clicks", 1) >= 2:
                        self.load_selected()
                    self.selected = i
                    return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(table_backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Load a saved match", (140, 40), 42, theme.ACCENT, "title")
        if not self.entries:
            theme.blit_text(surface, fonts, "No saves yet. Press Esc in a match and choose Save.", (140, 160), 20,
                            theme.TEXT_DIM)
        for i in range(self.top, min(len(self.entries), self.top + VISIBLE)):
            path, data, error = self.entries[i]
            rect = self._row_rect(i)
            theme.draw_panel(surface, rect, theme.BUTTON_HOVER if i == self.selected else theme.PANEL,
                             theme.ACCENT if i == self.selected else theme.PANEL_EDGE, 8)
            thumb = self.thumbs.get(path)
            if thumb:
                surface.blit(pygame.transform.smoothscale(thumb, (112, 63)), (rect.x + 8, rect.y + 6))
            else:
                pygame.draw.rect(surface, theme.PANEL_DARK, (rect.x + 8, rect.y + 6, 112, 63), border_radius=4)
            if data:
                title = str(data.get("summary", path.stem))
                seats = ", ".join(str(s) for s in data.get("seats", []))
                when = str(data.get("saved_at", ""))[:16].replace("T", " ")
                theme.blit_text(surface, fonts, title, (rect.x + 136, rect.y + 10), 20, theme.TEXT, "bold")
                theme.blit_text(surface, fonts, f"{when}   ·   {seats}   ·   {path.name}", (rect.x + 136, rect.y + 42),
                                16, theme.TEXT_DIM)
            else:
                theme.blit_text(surface, fonts, path.name, (rect.x + 136, rect.y + 10), 20, theme.BAD, "bold")
                theme.blit_text(surface, fonts, error or "unreadable", (rect.x + 136, rect.y + 42), 16, theme.BAD)
        for button in self.buttons:
            button.draw(surface, fonts)
