"""Where a move lands on the Konja table: the spot another seat's move lights up for a moment (the table's
`action_spot` hook). A part of the table built on its geometry alone."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.scenes.konja.layout import KonjaGeometry

ONE_DIE = ("set_face", "nudge", "nudge_guard")  # a card that turns the first die named


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

    def seat_clicks(self, action: Action, view, seat: int) -> list[pygame.Rect]:
        """Where `seat`'s move is made on this view's table (the replay's rings of another seat's move, the table
        hook `seat_clicks`): a Relic's own card where that seat's Relics lie and the dice it works on; a Spell's
        dice (the hand is hidden); a red die and the die it replaces; else where the move lands (`spot`). A
        tester saw "better: Use Oodoo on the 2 (+1) (ringed: played)" with nothing ringed for the better move."""
        kind, args, geo = action.kind, action.args, self.geometry
        side = "my" if seat == geo.bottom_seat(view) else "opp"
        try:
            if kind == "use_relic":
                relic = cards.relics()[view.players[seat].relics[args[0]].card]
                effect = relic.side(view.oodoo_side == "shayka")[0]
                return [geo.relic_rect(side, args[0]), *(geo.die_rect(i) for i in _dice(effect, tuple(args[3])))]
            if kind == "play_spell":
                return [geo.die_rect(i) for i in _dice(cards.spells()[args[0]].effect, tuple(args[1]))]
            if kind == "red_replace":
                return [geo.red_rect(args[0]), geo.die_rect(args[1])]
            if kind in ("sell_relic", "use_spirit", "discard_relic"):
                return [geo.relic_rect(side, args[0])]
        except (AttributeError, IndexError, KeyError, TypeError, ValueError):
            return []
        where = self.spot(action, view)
        return [where] if where is not None else []


def _dice(effect: str, target: tuple) -> list[int]:
    """The dice a card's `target` names (a nudge's is its first; a mirror's, the die copied onto)."""
    if effect in ("reroll", "guard"):
        return [i for i in target if isinstance(i, int) and i >= 0]
    if effect in ONE_DIE and target:
        return [target[0]]
    if effect == "mirror" and len(target) > 1:
        return [target[1]]
    return []
