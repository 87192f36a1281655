"""Where a move lands on the Konja table: the spot another seat's move lights up for a moment (the table's
`action_spot` hook). A part of the table built on its geometry alone."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.scenes.konja.layout import KonjaGeometry


class MoveSpots:
    def __init__(self, geometry: KonjaGeometry) -> None:
        self.geometry = geometry

    def spot(self, action: Action, view) -> pygame.Rect | None:
        """Where another seat's move shows on the shared part of the table: the Ancestor asked, the Cloud
        pile summoned from, the Offering card bought or replaced (dice and own cards keep the panel caption)."""
        kind, args = action.kind, action.args
        try:
            if kind == "choose_ancestor":
                return self.geometry.tile_rects.get(args[0])
            if kind == "summon_cloud":
                return self.geometry.pile_rect(args[0])
            if kind in ("buy_relic", "refresh_offering"):
                return self.geometry.offer_rect(args[0])
        except (IndexError, KeyError, TypeError, ValueError):
            return None
        return None
