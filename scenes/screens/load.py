"""Load: every unfinished match (its autosave) and every save file, newest first, with the game, the seats in
words, the turn, the date and a thumbnail. Files that cannot be used are listed with the reason.

The list reads only headers (game.persistence.listing); a thumbnail is read and decoded when its row is first
shown, and kept at the size it is drawn, for the last THUMBS_KEPT rows shown: a thousand saves cost a
thousand headers, not a thousand pictures."""

from __future__ import annotations

import base64
import binascii
import io
import struct
from datetime import datetime

import pygame

from baraza.game.persistence.autosaves import list_autosaves, load_autosave, remove_autosave
from baraza.game.persistence.saves import (
    SaveError,
    list_saves,
    load_match,
    read_listed_thumbnail,
    turns_begun_words,
)
from baraza.game.persistence.text import shown_name
from baraza.game.registry import get_game
from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.dialog import MessageScene, show_message
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button

ROW_H = 76
VISIBLE = 6
THUMB_SIZE = (112, 63)
THUMBS_KEPT = 4 * VISIBLE


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_THUMB_SIDE = 1024  # ours are 256×144; a bigger one is not decoded (a tiny file can claim a huge image)


def thumbnail_surface(b64: str | None) -> pygame.Surface | None:
    if not b64:
        return None
    try:
        raw = base64.b64decode(b64, validate=True)
        if raw[:8] != PNG_SIGNATURE or raw[12:16] != b"IHDR":
            return None
        width, height = struct.unpack(">II", raw[16:24])
        if not (0 < width <= MAX_THUMB_SIDE and 0 < height <= MAX_THUMB_SIDE):
            return None
        return pygame.image.load(io.BytesIO(raw), "thumb.png")
    except (ValueError, binascii.Error, struct.error, pygame.error):
        return None


def seat_words(seats: list[str]) -> str:
    """'Human vs AI (hard)' rather than 'human, ai:hard'."""
    words = []
    for kind in seats:
        if kind == "human":
            words.append("Human")
        elif kind.startswith("ai:"):
            words.append(f"AI ({kind[3:]})")
        else:
            words.append(kind.capitalize())
    return "Solo" if seats == ["human"] else " vs ".join(words)


def local_time(stamp: object) -> str:
    try:
        return datetime.fromisoformat(str(stamp)).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):
        return ""


def describe(data: dict) -> tuple[str, str]:
    """The two lines of a Load row: game, name and turn; then the seats and the date."""
    try:
        title = get_game(data["game"]).title
    except (KeyError, ImportError):
        title = str(data.get("game", "?"))
    turn, begun = data.get("turn"), data.get("turns_begun")
    first = title + (f" — {data['name']}" if data.get("name") else "")
    if isinstance(begun, int) and not isinstance(begun, bool):  # as History counts them (a save since s37)
        first += f", {turns_begun_words(begun, bool(data.get('finished')))}"
    elif isinstance(turn, int) and not isinstance(turn, bool):  # an older save: the completed turns
        first += ", first turn under way" if turn == 0 else f", {turn} turn{'s' if turn != 1 else ''} played"
    return first, f"{seat_words(data['seats'])}   ·   {local_time(data.get('saved_at'))}"


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.selected = 0
        self.top = 0
        self.decoded = 0  # thumbnails decoded so far (only rows that were shown)
        self.buttons = [
            Button(pygame.Rect(680, 640, 150, 46), "Load", self.load_selected, accent=True),
            Button(pygame.Rect(845, 640, 150, 46), "Delete", self.delete_selected),
            Button(pygame.Rect(1010, 640, 130, 46), "Back", app.stack.pop),
        ]
        self.refresh()

    def refresh(self) -> None:
        self.app.autosaver.flush(5.0)  # the match being played shows up as it is now
        # (path, envelope or None, reason or None, is an autosave)
        self.entries = [(p, d, e, True) for p, d, e in list_autosaves()]
        self.entries += [(p, d, e, False) for p, d, e in list_saves()]
        self.thumbs: dict = {}  # path -> the picture at display size (or None), for rows shown lately
        self.selected = min(self.selected, max(0, len(self.entries) - 1))
        for b in self.buttons[:2]:
            b.enabled = bool(self.entries)

    def thumbnail(self, path, data: dict | None) -> pygame.Surface | None:
        """The row's picture at display size, read and decoded the first time the row is shown."""
        if path in self.thumbs:
            return self.thumbs[path]
        small = None
        if data:
            picture = thumbnail_surface(data.get("thumbnail") or read_listed_thumbnail(path, data))
            self.decoded += picture is not None
            small = pygame.transform.smoothscale(picture, THUMB_SIZE) if picture is not None else None
        if len(self.thumbs) >= THUMBS_KEPT:
            del self.thumbs[next(iter(self.thumbs))]
        self.thumbs[path] = small
        return small

    def _row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(140, 140 + (i - self.top) * (ROW_H + 8), 1000, ROW_H)

    def load_selected(self) -> None:
        if not self.entries:
            return
        path, _data, _err, is_autosave = self.entries[self.selected]
        try:
            match = load_autosave(path) if is_autosave else load_match(path)
        except SaveError as exc:
            show_message(self.app, "Cannot load", str(exc))
            return
        # hot-seat games with hidden hands open on the hand-over cover
        self.app.show_match(match, save_path=None if is_autosave else path, cover=True)

    def delete_selected(self) -> None:
        if not self.entries:
            return
        path, _data, _err, is_autosave = self.entries[self.selected]

        def really() -> None:
            try:
                if is_autosave:
                    remove_autosave(path)
                else:
                    path.unlink()
            except OSError as exc:
                show_message(self.app, "Not deleted", str(exc))
            self.refresh()

        what = "This unfinished match" if is_autosave else shown_name(path)
        self.app.stack.push(MessageScene(self.app, "Delete?", f"{what} will be removed for good.",
                                         [("Delete", really), ("Keep", None)]))

    def _scroll_into_view(self) -> None:
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + VISIBLE:
            self.top = self.selected - VISIBLE + 1

    def next_frame(self) -> float | None:
        return None  # nothing here moves by itself: input redraws it (Scene.next_frame)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            intent = intent_of(event)
            if intent == "cancel":
                self.app.stack.pop()
            elif intent in ("down", "next") and self.entries:
                self.selected = min(len(self.entries) - 1, self.selected + 1)
            elif intent in ("up", "previous") and self.entries:
                self.selected = max(0, self.selected - 1)
            elif intent == "confirm":
                self.load_selected()
            elif intent == "delete":
                self.delete_selected()
            self._scroll_into_view()
            return True
        if event.type == pygame.MOUSEWHEEL and self.entries:
            self.top = max(0, min(len(self.entries) - VISIBLE, self.top - event.y))
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
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Load a match", (140, 40), 42, theme.ACCENT, "title")
        if not self.entries:
            theme.blit_text(surface, fonts, "Nothing to load yet. Unfinished matches and saves appear here.",
                            (140, 160), 20, theme.TEXT_DIM)
        for i in range(self.top, min(len(self.entries), self.top + VISIBLE)):
            path, data, error, is_autosave = self.entries[i]
            rect = self._row_rect(i)
            theme.draw_panel(surface, rect, theme.BUTTON_HOVER if i == self.selected else theme.PANEL,
                             theme.ACCENT if i == self.selected else theme.PANEL_EDGE, 8)
            thumb = self.thumbnail(path, data)
            if thumb:
                surface.blit(thumb, (rect.x + 8, rect.y + 6))
            else:
                pygame.draw.rect(surface, theme.PANEL_DARK, (rect.x + 8, rect.y + 6, 112, 63), border_radius=4)
            if data:
                first, second = describe(data)
                theme.blit_text(surface, fonts, first, (rect.x + 136, rect.y + 10), 20, theme.TEXT, "bold")
                theme.blit_text(surface, fonts, second, (rect.x + 136, rect.y + 42), 16, theme.TEXT_DIM)
                tag = "Unfinished" if is_autosave else "Saved"
                theme.blit_text(surface, fonts, tag, (rect.right - 16, rect.y + 12), 16,
                                theme.ACCENT if is_autosave else theme.TEXT_DIM, "bold", "topright")
            else:
                theme.blit_text(surface, fonts, shown_name(path, 60), (rect.x + 136, rect.y + 10), 20, theme.BAD, "bold")
                theme.blit_text(surface, fonts, (error or "unreadable")[:110], (rect.x + 136, rect.y + 42), 16,
                                theme.BAD)
        for button in self.buttons:
            button.draw(surface, fonts)
