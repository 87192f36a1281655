"""Where a Kona move is made and lands (for lessons and for showing the AI's moves): a move is two clicks (the tower, then the landing square); the pie
rule's swap is its button. Spots: "square:c3", "squares:a1,f6" and the shared "zone:" / "button:" names."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action


class KonaTutorialTargets:
    def tutorial_clicks(self, action: Action, view) -> list[pygame.Rect]:
        if action.kind == "swap":
            return [self.swap_rect()]
        if action.kind != "move":
            return []
        start, end = action.args
        if self.selected == start:
            return [self.square_rect(end)]
        return [self.square_rect(start), self.square_rect(end)]

    def action_spot(self, action: Action, view) -> pygame.Rect | None:
        return self.square_rect(action.args[1]) if action.kind == "move" else None

    def tutorial_spot(self, name: str, view) -> list[pygame.Rect]:
        kind, _, key = name.partition(":")
        if kind in ("square", "squares"):
            return [self.square_rect(square.strip()) for square in key.split(",") if square.strip()]
        return super().tutorial_spot(name, view)
