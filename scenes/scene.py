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
        """Advance by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto the logical-size surface."""
