"""Where a KROWNIA lesson's clicks go, and the spots its steps point at.

A build is two clicks (the Road / Village / Town button, then the lit spot); a bank trade opens the Trade
dialog, then picks what to give, what to get and confirms; an offer to a player is built with the dialog's
+ buttons. Only the clicks that exist on screen now are returned: after each click the overlay asks again.

Spot names: "corner:34", "corners:8,12", "edge:40", "tile:11", "tiles:4,9", "harbour:33" (the badge of the
harbour at that corner), "hand:Ore" (a resource card), "dev:warrior", "control:trade" (a side-panel or
dialog control by name), "dice", "bank", "players", "bonus:longest", "bonus:army".
"""

from __future__ import annotations

import math

import pygame

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.scenes.krownia.art import RESOURCES

SPOT = 30  # side of the square lit around a corner or an edge
BUILD_BUTTON = {"build_road": "build_road", "build_village": "build_village", "build_town": "build_town"}
MODE = {"build_road": "road", "build_village": "village", "build_town": "town"}


class KrowniaTutorialTargets:
    def _around(self, pos, side: int = SPOT) -> pygame.Rect:
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (round(pos[0]), round(pos[1]))
        return rect

    def _named(self, view, *names: str) -> list[pygame.Rect]:
        found = {c.name: c.rect for c in self.controls(view)}
        return [pygame.Rect(found[n]) for n in names if n in found]

    def _tile_rect(self, hex_id: int) -> pygame.Rect:
        side = int(self.hexes.size * math.sqrt(3) * 0.62)
        return self._around(self.tile_centre[hex_id], side)

    def tutorial_clicks(self, action: Action, view) -> list[pygame.Rect]:
        kind, args = action.kind, action.args
        if kind in ("place_village", "move_auto_pair"):
            return [self._around(self.corner_px[args[0]])]
        if kind == "place_road":
            return [self._around(self.edge_px[args[0]])]
        if kind in BUILD_BUTTON:
            spot = self.edge_px[args[0]] if kind == "build_road" else self.corner_px[args[0]]
            if view.phase == "road_building" or self.mode == MODE[kind]:
                return [self._around(spot)]
            if self.dialog is not None:  # the open dialog hides the spot; the button closes it
                return self._named(view, BUILD_BUTTON[kind])
            return self._named(view, BUILD_BUTTON[kind]) + [self._around(spot)]
        if kind in ("roll", "end_turn", "auto_place", "skip_free_road"):
            return self._named(view, kind)
        if kind == "buy_dev":
            return self._named(view, "build_dev")
        if kind == "bank_trade":
            if self.dialog != "trade":
                return self._named(view, "trade")
            give, get = args
            names = []
            if self.trade.give != give:
                names.append(f"bank_give_{give}")
            if self.trade.give != give or self.trade.get != get:
                names.append(f"bank_get_{get}")
            return self._named(view, *names, "bank_confirm")
        if kind == "open_trade":
            return self._named(view, "open_offer") if self.dialog == "trade" else self._named(view, "trade")
        side = {"offer_give": "give_plus_", "offer_get": "get_plus_", "offer_take_back": "give_minus_",
                "offer_send": "send_", "confirm_trade": "confirm_", "discard": "discard_", "take_resource": "plenty_"}
        if kind in side:
            return self._named(view, f"{side[kind]}{args[0]}")
        if kind in ("accept_trade", "decline_trade", "counter_trade"):
            return self._named(view, kind.split("_")[0])
        if kind == "cancel_trade":
            return self._named(view, "withdraw")
        if kind == "offer_abandon":
            return self._named(view, "drop")
        if kind.startswith("play_"):
            card = kind[5:]
            if card == "monopoly" and self.dialog == "monopoly":
                return self._named(view, f"monopoly_{args[0]}")
            return self._dev_rects(view, card)
        if kind == "move_pirate":
            return [self._tile_rect(args[0])]
        if kind == "steal":
            dialog = self._named(view, f"steal_{args[0]}")
            if dialog:
                return dialog
            corners = [c for c in B.HEX_CORNERS[view.pirate_hex] if view.corner_owner[c] == args[0]]
            return [self._around(self.corner_px[c]) for c in corners[:1]]
        return []

    def action_spot(self, action: Action, view) -> pygame.Rect | None:
        """Where a build, a placement or the Pirate lands (a roll or a trade has no spot on the island)."""
        kind, args = action.kind, action.args
        if kind in ("place_village", "build_village", "build_town", "move_auto_pair") and args[0] in self.corner_px:
            return self._around(self.corner_px[args[0]])
        if kind in ("place_road", "build_road") and args[0] in self.edge_px:
            return self._around(self.edge_px[args[0]])
        if kind == "move_pirate" and args[0] in self.tile_centre:
            return self._tile_rect(args[0])
        return None

    def _dev_rects(self, view, card: str) -> list[pygame.Rect]:
        return [pygame.Rect(rect) for kind, rect in self.dev_card_rects(view) if kind == card]

    def _dev_area(self, view, card: str) -> list[pygame.Rect]:
        """The card if the learner holds it, else the place where development cards appear."""
        found = self._dev_rects(view, card)
        if found:
            return found
        first = self.hand_card_rect(4)
        return [pygame.Rect(first.right + 26, first.y, first.w, first.h)]

    def _bonus_rect(self, key: str, view) -> list[pygame.Rect]:
        if key not in self.bonus_rects and view is not None:  # not painted yet: paint the panel off screen
            info = pygame.Rect(self.layout.zone("info"))
            self._paint_info(pygame.Surface((info.right + 8, info.bottom + 8)), info, view)
        rect = self.bonus_rects.get(key)
        return [pygame.Rect(rect)] if rect is not None else []

    def tutorial_spot(self, name: str, view) -> list[pygame.Rect]:
        kind, _, key = name.partition(":")
        ids = [int(x) for x in key.split(",") if x.strip().isdigit()]
        if kind in ("corner", "corners"):
            return [self._around(self.corner_px[c]) for c in ids if c in self.corner_px]
        if kind == "edge":
            return [self._around(self.edge_px[e]) for e in ids if e in self.edge_px]
        if kind in ("tile", "tiles"):
            return [self._tile_rect(h) for h in ids if h in self.tile_centre]
        if kind == "harbour":
            return [self._around(pos, 40) for (pos, _, _), edge in zip(self.harbour_badges, B.HARBOUR_EDGES,
                                                                       strict=True)
                    if any(c in B.EDGE_CORNERS[edge] for c in ids)]
        if kind == "hand" and key in RESOURCES:
            return [self.hand_card_rect(RESOURCES.index(key))]
        if kind == "dev" and view is not None:
            return self._dev_area(view, key)
        if kind == "control" and view is not None:
            return self._named(view, key)
        if kind == "dice":
            return [pygame.Rect(self.dice_rect)]
        if kind == "bank":
            return [self.bank_rect()]
        if kind == "players":
            return [pygame.Rect(self.layout.zone("info"))]
        if kind == "bonus":
            return self._bonus_rect(key, view)
        return super().tutorial_spot(name, view)
