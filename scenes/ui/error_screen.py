"""What the player sees when a screen fails: the error goes to a bounded error.log (a repeat is counted, not
appended again), and the player gets the main menu with a message. When the main menu itself fails, or a
screen fails again at once, a plain screen says so and offers the way back (the menu, tried again when the
player asks) or Quit, instead of failing on every frame."""

from __future__ import annotations

import logging
import time

import pygame

from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import intent_of
from baraza.scenes.ui.widgets import Button

log = logging.getLogger("baraza")
AGAIN_SECONDS = 2.0  # a second failure this soon after the first: the menu is not tried again by itself


class ErrorScene(Scene):
    def __init__(self, app, reason: str) -> None:
        super().__init__(app)
        self.reason = reason
        cx = theme.LOGICAL_SIZE[0] // 2
        self.buttons = [
            Button(pygame.Rect(cx - 290, 420, 280, 50), "Back to the menu", self.back, accent=True),
            Button(pygame.Rect(cx + 10, 420, 280, 50), "Quit", app.quit),
        ]

    def back(self) -> None:
        self.app.show("menu", how="reset")

    def handle_event(self, event: pygame.event.Event) -> bool:
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if intent_of(event) in ("cancel", "confirm"):
            self.back()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG_BOTTOM)
        fonts = self.app.fonts
        cx = theme.LOGICAL_SIZE[0] // 2
        theme.blit_text(surface, fonts, "This screen could not be shown", (cx, 200), 34, theme.ACCENT, "bold",
                        "midtop")
        theme.draw_text_box(surface, fonts, f"{self.reason} The details are in error.log. Your autosave is kept.",
                            pygame.Rect(cx - 400, 270, 800, 120), 20, theme.TEXT, align="center")
        for button in self.buttons:
            button.draw(surface, fonts)


def recover(app, trace: str) -> None:
    """A scene raised: log it (bounded) and take the player somewhere that works."""
    if app.error_log.record(trace):
        log.error("scene error\n%s", trace)
    top = app.stack.top
    if isinstance(top, ErrorScene):
        return  # even the plain screen failed: it stays, the error is counted once
    now = time.monotonic()
    again = now - getattr(app, "_last_failure", -1e9) < AGAIN_SECONDS
    app._last_failure = now
    last_line = (trace.strip().splitlines() or ["an error"])[-1][:160]
    if type(top).__name__ == "MainMenuScene" or again:  # the menu itself failed: the plain screen instead
        app.stack.reset(ErrorScene(app, f"Something went wrong ({last_line})."))
        app.stack.apply_pending()
        return
    app.show("menu", how="reset")
    app.stack.apply_pending()
    app.toast("Something went wrong; the details are in error.log. Your autosave is kept.", 6, theme.BAD)
