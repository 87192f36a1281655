"""Where a KROWNIA move lands on the table, for the ring and caption the table shows after another seat's
move: a corner for a village or a town, an edge for a road, a tile for the Pirate. A roll, a card or a
trade has no spot on the island."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.scenes.krownia.geometry import KrowniaGeometry, around

ON_CORNER = ("place_village", "build_village", "build_town", "move_auto_pair")
ON_EDGE = ("place_road", "build_road")


class MoveLanding:
    def __init__(self, geometry: KrowniaGeometry) -> None:
        self.geometry = geometry

    def spot(self, action: Action) -> pygame.Rect | None:
        geo = self.geometry
        kind, args = action.kind, action.args
        if kind in ON_CORNER and args[0] in geo.corner_px:
            return around(geo.corner_px[args[0]])
        if kind in ON_EDGE and args[0] in geo.edge_px:
            return around(geo.edge_px[args[0]])
        if kind == "move_pirate" and args[0] in geo.tile_centre:
            return geo.tile_rect(args[0])
        return None
