"""Hot-seat: a full cover between two human players so neither sees the other's hidden cards."""

from __future__ import annotations

import pygame

from baraza.scenes.scene import Scene
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import intent_of


class HandoffScene(Scene):
    opaque = True

    def __init__(self, app, seat_label: str, colour, reason: str = "") -> None:
        super().__init__(app)
        self.seat_label, self.colour = seat_label, colour
        self.reason = reason  # what they do next, after their name ("answers Red's trade offer.")

    def next_frame(self) -> float | None:
        return None  # nothing here moves by itself: input redraws it (Scene.next_frame)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            if intent_of(event) in ("fullscreen", "sound"):
                return False  # the app's own keys, not "I am ready"
            self.app.stack.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        cx, cy = theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2
        pygame.draw.circle(surface, self.colour, (cx, cy - 110), 34)
        theme.blit_text(surface, self.app.fonts, f"Pass the device to {self.seat_label}", (cx, cy - 40), 38,
                        theme.ACCENT, "title", "midtop")
        if self.reason:
            theme.blit_text(surface, self.app.fonts, f"{self.seat_label.split(' (')[0]} {self.reason}",
                            (cx, cy + 16), 22, theme.TEXT, anchor="midtop")
        theme.blit_text(surface, self.app.fonts, "Hands stay hidden until then. Click or press a key when ready.",
                        (cx, cy + 56), 20, theme.TEXT_DIM, anchor="midtop")
