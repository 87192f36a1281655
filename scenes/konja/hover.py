"""What the mouse rests on: a one-line tooltip for dice, piles and tokens (cards are shown large by the
App's card zoom, which every card the table draws is offered to).

A part of the Konja table: reads the `Pointer`, the geometry (what lies under it) and the Collection plan
(the dice on the pyramid), and the table's `app.fonts`.
"""

from __future__ import annotations

import pygame

from baraza.scenes.konja import art
from baraza.scenes.konja.art import PYRAMID_ROWS, RESOURCE_TITLES, ancestor_face
from baraza.scenes.konja.layout import KonjaGeometry
from baraza.scenes.konja.picks import Pointer
from baraza.scenes.konja.plan import CollectionPlan
from baraza.scenes.konja.table_api import TableAPI
from baraza.scenes.ui import theme


class HoverInfo:
    def __init__(self, table: TableAPI, geometry: KonjaGeometry, pointer: Pointer, plan: CollectionPlan) -> None:
        self.table = table
        self.geometry = geometry
        self.pointer = pointer
        self.plan = plan

    def _hover_face(self, view):
        hit = self.geometry.hit(view, self.pointer.pos, self.plan.groups)
        if hit is None:
            return None
        what, key = hit
        bottom = self.geometry.bottom_seat(view)
        if what == "ancestor":
            return ancestor_face(key)
        if what == "offer" and view.offering[key]:
            return art.relic_face(view.offering[key], view.oodoo_side == "shayka")
        if what in ("my_relic", "opp_relic"):
            player = view.players[bottom if what == "my_relic" else 1 - bottom]
            relic = player.relics[key]
            return art.relic_face(relic.card, relic.side == "shayka")
        if what == "my_spell":
            spells = view.players[bottom].spells
            if spells and key < len(spells):
                return art.spell_face(spells[key])
        return None

    def draw(self, surface: pygame.Surface, view) -> None:
        if self.pointer.drag is not None or not pygame.Rect(0, 0, 1000, 720).collidepoint(self.pointer.pos):
            return
        if self._hover_face(view) is not None:
            return  # a card: the card zoom shows it
        x, y = self.pointer.pos
        tip = self._tooltip(view)
        if tip:
            fonts = self.table.app.fonts
            step = fonts.get(theme.MIN_TEXT).get_linesize()
            lines = theme.wrap_text(fonts, tip, theme.MIN_TEXT, 300)
            rect = pygame.Rect(x + 16, y + 14, 316, 12 + step * len(lines))
            rect.clamp_ip(pygame.Rect(0, 0, 1000, 720))
            theme.draw_panel(surface, rect, theme.PANEL_DARK, theme.ACCENT, 8)
            for i, line in enumerate(lines):
                theme.blit_text(surface, fonts, line, (rect.x + 8, rect.y + 6 + step * i), theme.MIN_TEXT, theme.TEXT)

    def _tooltip(self, view) -> str:
        """A line about the thing under the mouse that is not a card."""
        hit = self.geometry.hit(view, self.pointer.pos, self.plan.groups)
        if hit is None:
            return ""
        what, key = hit
        if what == "action":
            face = view.action_dice[key]
            if face in RESOURCE_TITLES:
                return (f"Action die showing {RESOURCE_TITLES[face]}: place it on a Relic that takes it. Left "
                        f"unused, it gives 1 {RESOURCE_TITLES[face]} at the end of the turn.")
            return "Blank Action die: only Relics that take any Action die can use it."
        if what == "red":
            return f"Red die {view.red_dice[key]}: it may replace a die showing less (guarded dice are safe)."
        if what == "pile":
            cost = {3: 5, 5: 8, 7: 11}[key]
            return (f"{key}-point Clouds, {view.cloud_piles.get(key, 0)} left. Summon one for {cost} Gold at the "
                    f"Rain's Blessing, or roll {(3, 4, 5)[(3, 5, 7).index(key)]} dice alike.")
        if what == "supply":
            return f"{RESOURCE_TITLES[key]} left in the supply: {view.supply.get(key, 0)}."
        if what == "row":
            for kind, title, reward in PYRAMID_ROWS:
                if kind == key:
                    return (f"{title} → {reward}. In your Collection, click dice and then this row (or drag them); "
                            "click the row with no die picked to collect what lies on it now.")
        if what == "spirit":
            holder = view.spirit_holder
            where = "on the Spirit Ancestor" if holder is None else f"held by {view.seat_names[holder]}"
            return (f"The Spirit token, {where}. Its holder may spend it during their turn to recharge one "
                    "spent Relic (click the spent Relic).")
        if what == "relic_deck":
            return (f"The Relic deck: {view.relic_deck_count} cards. The Merchant's Blessing deals from it into "
                    "the Offering.")
        if what == "opp_spell":
            n = view.players[1 - self.geometry.bottom_seat(view)].spell_count
            return f"A hidden hand of {n} Spell{'s' if n != 1 else ''}. Spells are seen only when cast."
        if what == "die":
            die = view.dice[key]
            extra = " It is safe from red dice." if die.guarded else ""
            kind = {"green": "Green", "violet": "Violet (never rerolled)", "red": "Red"}.get(die.colour, "")
            return f"{kind} die showing {die.value}.{extra}"
        return ""
