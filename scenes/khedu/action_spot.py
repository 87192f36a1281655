"""Where another seat's Khedu move lands on the table, for the shared ring and caption (`action_spot` hook):
an attack lands on its defender, in the Desert or a Cadre; other moves have no spot (their caption stays in
the turn panel)."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.scenes.khedu.layout import TableGeometry


class MoveSpots:
    """The spot of a move, from the table's geometry."""

    def __init__(self, geometry: TableGeometry) -> None:
        self.geometry = geometry

    def spot(self, action: Action, view) -> pygame.Rect | None:
        """Where `action` lands: the defending unit of an attack, else None."""
        if action.kind != "attack":
            return None
        try:
            defender = action.args[1]
            return self.geometry.token_rect(view, defender) if defender[0] in ("desert", "cadre") else None
        except (IndexError, KeyError, TypeError, ValueError):
            return None
