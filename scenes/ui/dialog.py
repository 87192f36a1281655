"""A modal message box drawn over the scene below it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button, Menu


class ModalScene(Scene):
    """A box over the scene below (message, pause menu, results): its `menu` takes the input, Esc closes it,
    and nothing reaches the scene underneath."""

    opaque = False
    menu: Menu

    def handle_event(self, event: pygame.event.Event) -> bool:
        if intent_of(event) == "cancel":
            self.app.stack.pop()
            return True
        self.menu.handle_event(event)
        return True


class MessageScene(ModalScene):

    def __init__(self, app, title: str, text: str,
                 buttons: Sequence[tuple[str, Callable[[], None] | None]] = (("OK", None),)) -> None:
        super().__init__(app)
        self.title, self.text = title, text
        self.lines = theme.wrap_text(app.fonts, text, 20, 560)
        # the line step and the text's top follow the fonts as scaled (a fixed 26 px crammed the lines at 150 %)
        self.line_h = app.fonts.get(20).get_linesize() + 6
        self.text_top = 22 + app.fonts.get(28, "title").get_linesize() + 18
        height = self.text_top + self.line_h * len(self.lines) + 96
        font = app.fonts.get(22, "bold")  # the buttons' own font: every label fits with room to spare
        width = max([180] + [font.size(label)[0] + 44 for label, _ in buttons])
        total = len(buttons) * width + (len(buttons) - 1) * 16
        # as wide as its row of buttons (at 150 % two buttons stood out past its sides)
        self.rect = pygame.Rect(0, 0, min(theme.LOGICAL_SIZE[0] - 40, max(640, total + 48)), height)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        x = self.rect.centerx - total // 2
        made = []
        for label, action in buttons:
            made.append(Button(pygame.Rect(x, self.rect.bottom - 64, width, 44), label, self._wrap(action)))
            x += width + 16
        made[0].accent = True
        self.menu = Menu(made, horizontal=True)
        # opened by a key (Enter on a game card): the ring shows which button Enter presses
        self.menu.keyboard_used = bool(getattr(app, "keys_last", False))
        self.menu._sync()

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        if intent in ("up", "down"):  # one row of buttons: ↑/↓ move along it too (they did nothing: a trap)
            self.menu.move(-1 if intent == "up" else 1)
            return True
        return super().handle_event(event)

    def _wrap(self, action: Callable[[], None] | None) -> Callable[[], None]:
        def run() -> None:
            self.app.stack.pop()
            if action:
                action()
        return run

    def next_frame(self) -> float | None:
        return None  # nothing here moves by itself: input redraws it (Scene.next_frame)

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade_screen(surface)
        theme.draw_panel(surface, self.rect, theme.PANEL, theme.ACCENT, 14)
        theme.blit_text(surface, self.app.fonts, self.title, (self.rect.centerx, self.rect.y + 22), 28,
                        theme.ACCENT, "title", "midtop")
        y = self.rect.y + self.text_top
        for line in self.lines:
            theme.blit_text(surface, self.app.fonts, line, (self.rect.centerx, y), 20, anchor="midtop")
            y += self.line_h
        self.menu.draw(surface, self.app.fonts)


def show_message(app, title: str, text: str) -> None:
    app.stack.push(MessageScene(app, title, text))
