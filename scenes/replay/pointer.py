"""The system pointer over the replay: a hand where a click moves the replay (its charts), the arrow elsewhere, so
the player sees the charts can be clicked (a playtester never tried them)."""

from __future__ import annotations

import pygame

SHAPES = {"hand": pygame.SYSTEM_CURSOR_HAND, "arrow": pygame.SYSTEM_CURSOR_ARROW}


class Pointer:
    """The pointer's shape, set only when it changes (the window keeps it until told otherwise)."""

    def __init__(self) -> None:
        self.shape = "arrow"

    def show(self, shape: str) -> None:
        if shape == self.shape:
            return
        self.shape = shape
        try:
            pygame.mouse.set_cursor(SHAPES[shape])
        except pygame.error:  # no window or no system pointers (a headless run): the shape is still known
            pass
