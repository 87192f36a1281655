"""The base of every screen. A scene turns input into intents and draws; it owns no game rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from baraza.scenes.app import App


class Scene:
    """One screen on the stack.

    `opaque` scenes cover everything below them; a non-opaque scene (a dialog, the pause menu) is drawn
    over the scenes under it. `handle_event` returns True when it used the event, which stops it from
    reaching the scenes below.

    When to draw: the window draws a new frame only when something changed (see `App.run`). A scene says when
    it will look different by itself through `next_frame`, and when it must be updated to ask a worker for
    news through `next_poll`; input and `app.request_redraw()` always bring a frame.
    """

    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app

    def on_enter(self) -> None:
        """Pushed onto the stack."""

    def on_exit(self) -> None:
        """Removed from the stack."""

    def on_pause(self) -> None:
        """Another scene was pushed above this one."""

    def on_resume(self) -> None:
        """The scene above this one went away."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds (the real time since the last update: it can be long after a quiet wait)."""

    def next_frame(self) -> float | None:
        """Seconds until this scene looks different with no input: 0.0 while something moves (a frame every
        1/60 s), a number for the next blink, timer or clock tick, None when only input or a requested redraw
        changes it. The default is the safe one for a scene that does not say: every frame."""
        return 0.0

    def next_poll(self) -> float | None:
        """Seconds until `update` must run again although nothing on screen is due to change (a worker to ask
        for its answer), or None. An update that finds something new calls `app.request_redraw()`."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto the logical-size surface."""
