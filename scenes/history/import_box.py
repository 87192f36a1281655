"""Import a match record: a box to type (or paste, or drop) the file's path. The record is read and proved
against its moves on a worker thread (game/persistence/record_proof.py); a refusal says why in one line without
closing the box. A record that passes shows its seats as it states them (the moves cannot prove who played),
and joins the history only when the player confirms them."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pygame

from baraza.game.persistence import history
from baraza.scenes.ui import theme
from baraza.scenes.ui.dialog import ModalScene
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, Menu

MAX_PATH = 400
CHECK_POLL = 0.05  # seconds between looks at the worker proving a record (it posts no event)


class ImportRecordScene(ModalScene):
    def __init__(self, app, on_file: Callable[[Path], bool]) -> None:
        super().__init__(app)
        self.on_file = on_file
        self.text = ""
        self.checking: Path | None = None  # the file the worker is proving
        self.answer: tuple[Path, list[str] | str] | None = None  # the worker's: seat lines, or the refusal
        self.checked: tuple[Path, list[str]] | None = None  # proved: its seats wait for the player's word
        self.rect = pygame.Rect(0, 0, 760, 330)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        y = self.rect.bottom - 66
        self.import_button = Button(pygame.Rect(self.rect.centerx - 230, y, 220, 46), "Check", self.submit,
                                    accent=True)
        self.menu = Menu([self.import_button,
                          Button(pygame.Rect(self.rect.centerx + 10, y, 220, 46), "Cancel", app.stack.pop)],
                         horizontal=True)
        pygame.key.start_text_input()

    def _path(self) -> Path | None:
        text = self.text.strip().strip('"').strip("'")
        return Path(text).expanduser() if text else None

    def submit(self) -> None:
        path = self._path()
        if path is None:
            self.app.toast("Type the path of a match record first, or drop the file on the window.", 4)
            return
        if self.checked is not None and self.checked[0] == path:  # the seats are confirmed: it joins
            if self.on_file(path):
                self.app.stack.pop()
            return
        if self.checking is None:
            self.checking, self.checked = path, None
            threading.Thread(target=self._check, args=(path,), name="baraza-import-check", daemon=True).start()

    def _check(self, path: Path) -> None:
        try:
            answer: list[str] | str = history.seat_lines(history.check_record(path))
        except (OSError, ValueError) as exc:
            answer = str(exc) or f"{path.name} cannot be read"
        except Exception as exc:  # noqa: BLE001 - whatever the file holds, the box answers in one line
            answer = f"{path.name} cannot be checked ({exc.__class__.__name__})"
        self.answer = (path, answer)

    def update(self, dt: float) -> None:
        super().update(dt)
        answer, self.answer = self.answer, None
        if answer is None:
            return
        path, said = answer
        self.checking = None
        if isinstance(said, str):
            self.app.toast(said, 6, theme.BAD)
        elif path == self._path():  # still the file in the box
            self.checked = (path, said)
        self.import_button.text = "Add to history" if self.checked is not None else "Check"
        self.app.request_redraw()  # "Checking…" gives way to the seats or the refusal, with no input

    def next_frame(self) -> float | None:
        return None  # the caret is steady and "Checking…" still: input and the worker's answer redraw it

    def next_poll(self) -> float | None:
        """While the worker proves the record, look for its answer."""
        return CHECK_POLL if self.checking is not None else None

    def _edited(self) -> None:
        self.checked = None
        self.import_button.text = "Check"

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:
            self.text = event.file[:MAX_PATH]
            self._edited()
            self.submit()
            return True
        if event.type == pygame.TEXTINPUT:
            self.text = (self.text + "".join(ch for ch in event.text if ch.isprintable()))[:MAX_PATH]
            self._edited()
            return True
        intent = intent_of(event)
        if intent == "back":
            self.text = self.text[:-1]
            self._edited()
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
        area = pygame.Rect(self.rect.x + 28, field.bottom + 12, self.rect.w - 56, self.import_button.rect.y
                           - field.bottom - 20)
        if self.checking is not None:
            theme.draw_text_box(surface, fonts, "Checking the record against its moves…", area, 17, theme.TEXT_DIM)
        elif self.checked is not None:
            theme.draw_text_box(surface, fonts, "Its moves check out. The seats as it states them (the moves cannot "
                                "show who played): " + "; ".join(self.checked[1]) + ". Add it?", area, 17)
        self.menu.draw(surface, fonts)
