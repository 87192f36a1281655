"""The KROWNIA table's half-made choice and the spots it lights.

`Selection` holds what the player has started but not finished: the piece picked on the build column
("road", "village", "town") while a spot is still to be clicked, the scene-side dialog ("trade", "monopoly"),
the bank trade's picks, and where the mouse is. From it and the legal actions it
says which corners, edges and tiles are lit.
"""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia.context import KrowniaTable
from baraza.scenes.krownia.geometry import KrowniaGeometry

Spot = tuple[str, tuple[float, float], Action]  # ("corner" | "edge" | "hex", screen point, the action)


class Selection:
    def __init__(self, table: KrowniaTable, geometry: KrowniaGeometry) -> None:
        self.table = table
        self.geometry = geometry
        self.mode: str | None = None  # "road", "village", "town" while picking a build spot
        self.dialog: str | None = None  # scene-side pickers: "trade", "monopoly"
        self.give: int | None = None  # the bank trade being put together
        self.get: int | None = None
        self.mouse = (-1, -1)

    def reset(self) -> None:
        """Forget the half-made choice (after undo, a refused move, or the turn passing)."""
        self.mode = None
        self.dialog = None
        self.reset_bank_trade()

    def reset_bank_trade(self) -> None:
        self.give = None
        self.get = None

    def pick_build(self, piece: str) -> None:
        """A build button: pick that piece (or drop it when it was picked already)."""
        self.dialog = None
        self.mode = None if self.mode == piece else piece

    def toggle_trade(self) -> None:
        """The Trade… button: open the trade dialog, or close it."""
        self.mode = None
        self.dialog = None if self.dialog == "trade" else "trade"
        self.reset_bank_trade()

    def targets(self, view: KrowniaView) -> tuple[dict[int, Action], dict[int, Action], dict[int, Action]]:
        """Clickable corners, edges and tiles right now: id -> action."""
        corners: dict[int, Action] = {}
        edges: dict[int, Action] = {}
        hexes: dict[int, Action] = {}
        if self.table.human_to_act() is None:
            return corners, edges, hexes
        phase = view.phase
        for a in self.table.legal_actions():
            k = a.kind
            if k in ("place_village", "move_auto_pair"):
                corners[a.args[0]] = a
            elif k == "place_road":
                edges[a.args[0]] = a
            elif k == "build_road" and (phase == "road_building" or self.mode == "road"):
                edges[a.args[0]] = a
            elif k == "build_village" and self.mode == "village":
                corners[a.args[0]] = a
            elif k == "build_town" and self.mode == "town":
                corners[a.args[0]] = a
            elif k == "move_pirate":
                hexes[a.args[0]] = a
            elif k == "steal":
                for c in B.HEX_CORNERS[view.pirate_hex]:
                    if view.corner_owner[c] == a.args[0]:
                        corners[c] = a
        return corners, edges, hexes

    def spot_list(self, view: KrowniaView) -> list[Spot]:
        """The lit spots in reading order (top to bottom, left to right)."""
        geo = self.geometry
        corners, edges, hexes = self.targets(view)
        spots = [("corner", geo.corner_px[c], a) for c, a in corners.items()]
        spots += [("edge", geo.edge_px[e], a) for e, a in edges.items()]
        spots += [("hex", geo.tile_centre[h], a) for h, a in hexes.items()]
        return sorted(spots, key=lambda s: (round(s[1][1] / 20), s[1][0]))

    def hovered(self, controls) -> str | None:
        """The name of the control under the mouse, if any."""
        return next((c.name for c in controls if c.rect.collidepoint(self.mouse)), None)
