"""Where a KROWNIA lesson's clicks go, and the spots its steps point at.

A build is two clicks (the Road / Village / Town button, then the lit spot); a bank trade opens the Trade
dialog, then picks what to give, what to get and confirms; an offer to a player is built with the dialog's
+ buttons. Only the clicks that exist on screen now are returned: after each click the overlay asks again.

Spot names: "corner:34", "corners:8,12", "edge:40", "tile:11", "tiles:4,9", "harbour:33" (the badge of the
harbour at that corner), "hand:Ore" (a resource card), "hand" (the whole hand, its title too), "dev:warrior", "control:trade" (a side-panel or
dialog control by name), "dice", "bank", "players", "bonus:longest", "bonus:army".

`LessonTargets` is given the geometry, the selection (the picked build, the open dialog, the bank trade's
picks), the table's input (its controls by name) and the players panel (the bonus boxes).
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import DEV_KINDS
from baraza.scenes.krownia.art import RESOURCES
from baraza.scenes.krownia.geometry import KrowniaGeometry, around
from baraza.scenes.krownia.players import PlayersPanel
from baraza.scenes.krownia.selection import Selection

BUILD_BUTTON = {"build_road": "build_road", "build_village": "build_village", "build_town": "build_town"}
MODE = {"build_road": "road", "build_village": "village", "build_town": "town"}


class LessonTargets:
    def __init__(self, geometry: KrowniaGeometry, selection: Selection, table_input, players: PlayersPanel) -> None:
        self.geometry = geometry
        self.selection = selection
        self.table_input = table_input  # the controls by name come from it
        self.players = players

    def _named(self, view, *names: str) -> list[pygame.Rect]:
        found = {c.name: c.rect for c in self.table_input.controls(view)}
        return [pygame.Rect(found[n]) for n in names if n in found]

    def clicks(self, action: Action, view) -> list[pygame.Rect]:
        """Where the player clicks next, in order, to make `action` from the current selection."""
        kind, args = action.kind, action.args
        if kind in ("place_village", "move_auto_pair"):
            return [around(self.geometry.corner_px[args[0]])]
        if kind == "place_road":
            return [around(self.geometry.edge_px[args[0]])]
        if kind in BUILD_BUTTON:
            spot = self.geometry.edge_px[args[0]] if kind == "build_road" else self.geometry.corner_px[args[0]]
            if view.phase == "road_building" or self.selection.mode == MODE[kind]:
                return [around(spot)]
            if self.selection.dialog is not None:  # the open dialog hides the spot; the button closes it
                return self._named(view, BUILD_BUTTON[kind])
            return self._named(view, BUILD_BUTTON[kind]) + [around(spot)]
        if kind in ("roll", "end_turn", "auto_place", "skip_free_road"):
            return self._named(view, kind)
        if kind == "buy_dev":
            return self._named(view, "build_dev")
        if kind == "bank_trade":
            if self.selection.dialog != "trade":
                return self._named(view, "trade")
            give, get = args
            names = []
            if self.selection.give != give:
                names.append(f"bank_give_{give}")
            if self.selection.give != give or self.selection.get != get:
                names.append(f"bank_get_{get}")
            return self._named(view, *names, "bank_confirm")
        if kind == "open_trade":
            return self._named(view, "open_offer") if self.selection.dialog == "trade" else self._named(view, "trade")
        side = {"offer_give": "give_plus_", "offer_get": "get_plus_", "offer_take_back": "give_minus_",
                "offer_send": "send_", "confirm_trade": "confirm_", "discard": "discard_", "take_resource": "plenty_"}
        if kind == "offer_take_back" and view.trade is not None and not (view.trade.draft_give or (0,) * 5)[args[0]]:
            return self._named(view, f"get_minus_{args[0]}")  # the rules take back from what you get when you give none
        if kind in side:
            return self._named(view, f"{side[kind]}{args[0]}")
        if kind == "decline_trade" and args:
            return []  # a lapse (timeouts.A_LAPSE) is the table's, once the time ran out: no button of its own
        if kind in ("accept_trade", "decline_trade", "counter_trade"):
            return self._named(view, kind.split("_")[0])
        if kind == "cancel_trade":
            return self._named(view, "withdraw")
        if kind == "offer_abandon":
            return self._named(view, "drop")
        if kind.startswith("play_"):
            card = kind[5:]
            if card == "monopoly" and self.selection.dialog == "monopoly":
                return self._named(view, f"monopoly_{args[0]}")
            return self._dev_rects(view, card)
        if kind == "move_pirate":
            return [self.geometry.tile_rect(args[0])]
        if kind == "steal":
            dialog = self._named(view, f"steal_{args[0]}")
            if dialog:
                return dialog
            corners = [c for c in B.HEX_CORNERS[view.pirate_hex] if view.corner_owner[c] == args[0]]
            return [around(self.geometry.corner_px[c]) for c in corners[:1]]
        return []

    def _dev_rects(self, view, card: str) -> list[pygame.Rect]:
        return [pygame.Rect(rect) for kind, rect in self.geometry.dev_card_rects(view) if kind == card]

    def _dev_area(self, view, card: str) -> list[pygame.Rect]:
        """The card if the learner holds it, else the place where development cards appear."""
        found = self._dev_rects(view, card)
        if found:
            return found
        first = self.geometry.hand_card_rect(4)
        return [pygame.Rect(first.right + 26, first.y, first.w, first.h)]

    def _bonus_rect(self, key: str, view) -> list[pygame.Rect]:
        rects = self.players.bonus_rects
        if key not in rects and view is not None:  # not painted yet: paint the panel off screen
            info = pygame.Rect(self.geometry.info_rect)
            self.players.draw(pygame.Surface((info.right + 8, info.bottom + 8)), info, view)
        rect = rects.get(key)
        return [pygame.Rect(rect)] if rect is not None else []

    def zones(self, view, last: Action | None) -> list[pygame.Rect]:
        """What a step talks about without lighting it (the table's `lesson_zones`), which the lesson's card keeps
        clear of when it can: the island's tiles and harbours, the Build column, the learner's resource cards and
        the bank (a roll, a trade or a Year of Plenty changes them as the step says: the playtests found the card
        over them), the dice just after a roll ("A 5 pays you nothing"), a development card just bought ("It is a
        Monopoly")."""
        geo = self.geometry
        out = [geo.tile_rect(h) for h in geo.tile_centre]
        out += [geo.hand_card_rect(r) for r in range(len(RESOURCES))] + [geo.bank_rect()]
        cards = geo.hand_card_rect(0).union(geo.hand_card_rect(len(RESOURCES) - 1))
        out.append(pygame.Rect(cards.x, geo.hand_rect.y, cards.w, cards.y - geo.hand_rect.y))  # the hand's title
        # (32.png: the card covered "Red's hand · 7 cards" as the step spoke of the cards in it)
        out += [around(pos, 40) for pos, _, _ in geo.harbour_badges]
        out += [pygame.Rect(c.rect) for c in self.table_input.controls(view)
                if c.name.startswith("build_") or c.name in ("roll", "end_turn", "trade")]
        if last is not None and last.kind == "roll":
            out.append(pygame.Rect(geo.dice_rect))
        if view.dev_new:
            out += [pygame.Rect(r) for kind, r in geo.dev_card_rects(view)
                    if view.dev_new[DEV_KINDS.index(kind)]]
        dialog = self.table_input.trade.rect(view)
        return out + ([pygame.Rect(dialog)] * 4 if dialog is not None else [])  # an open dialog above all

    def _under_dialog(self, view, rects: list[pygame.Rect]) -> list[pygame.Rect]:
        """A board spot hidden by the open dialog is not lit: its ring would show through the dialog."""
        dialog = self.table_input.trade.rect(view) if view is not None else None
        return rects if dialog is None else [r for r in rects if not dialog.colliderect(r)]

    def spot(self, name: str, view) -> list[pygame.Rect] | None:
        """The rects of a KROWNIA spot name; None when the name is not KROWNIA's (the table's own names)."""
        kind, _, key = name.partition(":")
        rects = self._spot(kind, key, view)
        if rects is not None and kind in ("corner", "corners", "edge", "tile", "tiles", "harbour"):
            return self._under_dialog(view, rects)
        return rects

    def _spot(self, kind: str, key: str, view) -> list[pygame.Rect] | None:
        ids = [int(x) for x in key.split(",") if x.strip().isdigit()]
        if kind in ("corner", "corners"):
            return [around(self.geometry.corner_px[c]) for c in ids if c in self.geometry.corner_px]
        if kind == "edge":
            return [around(self.geometry.edge_px[e]) for e in ids if e in self.geometry.edge_px]
        if kind in ("tile", "tiles"):
            return [self.geometry.tile_rect(h) for h in ids if h in self.geometry.tile_centre]
        if kind == "harbour":
            return [around(pos, 40) for (pos, _, _), edge in zip(self.geometry.harbour_badges, B.HARBOUR_EDGES,
                                                                       strict=True)
                    if any(c in B.EDGE_CORNERS[edge] for c in ids)]
        if kind == "hand" and key in RESOURCES:
            return [self.geometry.hand_card_rect(RESOURCES.index(key))]
        if kind == "hand" and not key:  # the whole hand, its title ("Red's hand · 7 cards") too
            return [pygame.Rect(self.geometry.hand_rect)]
        if kind == "dev" and view is not None:
            return self._dev_area(view, key)
        if kind == "control" and view is not None:
            return self._named(view, key)
        if kind == "dice":
            return [pygame.Rect(self.geometry.dice_rect)]
        if kind == "bank":
            return [self.geometry.bank_rect()]
        if kind == "players":  # the panel down to its bonus boxes: the empty foot of it is where a card may rest
            info = pygame.Rect(self.geometry.info_rect)
            boxes = [r for key in ("longest", "army") for r in self._bonus_rect(key, view)]
            return [info.clip(info.x, info.y, info.w, max(r.bottom for r in boxes) + 8 - info.y) if boxes else info]
        if kind == "bonus":
            return self._bonus_rect(key, view)
        return None
