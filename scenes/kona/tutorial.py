"""Where a Kona move is made and lands (for lessons and for showing the AI's moves): a move is two clicks (the
tower, then the landing square); the pie rule's swap is its button. Spots: "square:c3", "squares:a1,f6"; the
table falls back to the shared "zone:" / "button:" names."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.game.core.action import Action


class KonaTargets:
    def __init__(self, square_rect: Callable[[str], pygame.Rect], swap_rect: Callable[[], pygame.Rect]) -> None:
        self.square_rect = square_rect
        self.swap_rect = swap_rect

    def clicks(self, action: Action, selected: str | None) -> list[pygame.Rect]:
        """Where to click next for `action`, given the tower already picked (if any)."""
        if action.kind == "swap":
            return [self.swap_rect()]
        if action.kind != "move":
            return []
        start, end = action.args
        if selected == start:
            return [self.square_rect(end)]
        return [self.square_rect(start), self.square_rect(end)]

    def lands(self, action: Action) -> pygame.Rect | None:
        return self.square_rect(action.args[1]) if action.kind == "move" else None

    def spot(self, name: str) -> list[pygame.Rect] | None:
        """The rects of a Kona spot name, or None when the name is not Kona's own."""
        kind, _, key = name.partition(":")
        if kind in ("square", "squares"):
            return [self.square_rect(square.strip()) for square in key.split(",") if square.strip()]
        return None
