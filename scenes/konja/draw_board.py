"""Drawing the shared parts of the table: the static felt, the Ancestors, the Offering, the supply and the
dice on the pyramid.

A part of the Konja table. Reads, through the table context, the legal actions, the hint, the animations,
`seat_colour()` and `app` (fonts, settings, card zoom), and from the `KonjaContext` the geometry, sprites, picks,
card use, the Collection plan and the record reading (whose Idol stands where). Which pyramid rows the marked
dice fit is the view's (`combo`).
"""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.scenes.konja.art import ROW_DICE_Y, draw_ancestor_tile, draw_idol, draw_pyramid, draw_spirit_token
from baraza.scenes.konja.card_use import target_of
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.layout import PLAN_DIE, RESOURCES
from baraza.scenes.konja.sprites import HINT_COLOUR
from baraza.scenes.render.dice import draw_die
from baraza.scenes.ui import theme
from baraza.scenes.ui.animation import ease_out
from baraza.scenes.ui.backdrop import table_backdrop


class BoardDrawing:
    def __init__(self, konja: KonjaContext) -> None:
        self.ctx = konja.ctx
        self.geometry = konja.geometry
        self.z = konja.geometry.z
        self.sprites = konja.sprites
        self.picks = konja.picks
        self.card_use = konja.card_use
        self.plan = konja.plan
        self.records = konja.records
        self.pointer = konja.pointer
        self.felt_words: list[pygame.Rect] = []  # where the cloth's captions lie ("Offering"), as `_draw_felt` wrote them
        with self.ctx.app.fonts.picture_text():  # the trays' and tiles' names are part of the cloth, sized to it
            self._felt = self._draw_felt()
        self._felt_look = theme.ART  # the look it was painted in (the chrome's colours switch with it)

    @property
    def felt(self) -> pygame.Surface:
        """Felt, trays, tiles and the pyramid, painted again when the player switched high contrast."""
        if self._felt_look != theme.ART:
            with self.ctx.app.fonts.picture_text():
                self._felt, self._felt_look = self._draw_felt(), theme.ART
        return self._felt

    def _draw_felt(self) -> pygame.Surface:
        """Felt, trays, tiles and the pyramid: everything that never changes, drawn once. Its words are kept
        (`felt_words`): the frame's own list of texts never sees them, and the replay's tags must keep off them."""
        fonts = self.ctx.app.fonts
        outer, fonts.placed = fonts.placed, []
        try:
            surface = self._paint_felt(fonts)
        finally:
            placed, fonts.placed = fonts.placed, outer
        self.felt_words = [pygame.Rect(rect) for rect, *_rest in placed]
        return surface

    def _paint_felt(self, fonts: theme.Fonts) -> pygame.Surface:
        surface = table_backdrop().copy()  # opaque: one fast full-screen blit per frame
        felt = pygame.Rect(2, 2, 998, 716)
        pygame.draw.rect(surface, (10, 10, 12), felt.move(3, 4), border_radius=16)
        art = theme.ART  # high contrast: a darker cloth, every zone, tray and tile with a clear edge
        pygame.draw.rect(surface, art.ground((52, 40, 30)), felt, border_radius=16)
        pygame.draw.rect(surface, art.ground((36, 70, 58)), felt.inflate(-8, -8), border_radius=13)
        for y in range(felt.y + 6, felt.bottom - 6, 6):  # a faint weave so the cloth is not a flat fill
            pygame.draw.line(surface, art.ground((40, 76, 63)), (felt.x + 8, y), (felt.right - 8, y))
        for name in ("opp_tokens", "opp_relics", "opp_spells", "my_tokens", "my_relics", "my_spells"):
            zone = self.z[name]
            pygame.draw.rect(surface, art.ground((28, 56, 46)), zone, border_radius=10)
            pygame.draw.rect(surface, (62, 100, 84), zone, 1, border_radius=10)
            art.outline_rect(surface, zone, 10, art.light_edge, 2)
        for name, label in (("opp_relics", "Relics"), ("my_relics", "Relics"), ("opp_spells", "Spells"),
                            ("my_spells", "Spells")):
            zone = self.z[name]
            theme.blit_text(surface, fonts, label, (zone.x + 8, zone.y + 2), theme.MIN_TEXT, (168, 200, 184), "bold")
        tray = self.z["tray"]
        pygame.draw.rect(surface, (10, 10, 12), tray.move(3, 4), border_radius=14)
        pygame.draw.rect(surface, (88, 58, 34), tray, border_radius=14)
        pygame.draw.rect(surface, (58, 36, 20), tray.inflate(-14, -14), border_radius=10)
        pygame.draw.rect(surface, (118, 80, 48), tray, 2, border_radius=14)
        art.outline_rect(surface, tray, 14, art.light_edge, 2)
        x_action = self.geometry.action_centre(0)[0] - 34
        x_red = self.geometry.red_centre(0)[0] - 32
        for x, label in ((tray.x + 18, "Number dice"), (x_action + 10, "Action dice"), (x_red + 8, "Red dice")):
            theme.blit_text(surface, fonts, label, (x, tray.y + 12), theme.MIN_TEXT, (214, 186, 150), "bold")
        for x in (x_action, x_red):
            pygame.draw.line(surface, (110, 74, 44), (x, tray.y + 14), (x, tray.bottom - 14), 2)
        for name, rect in self.geometry.tile_rects.items():
            draw_ancestor_tile(surface, fonts, rect, name)
            art.outline_rect(surface, rect, 10)
        for name, label in (("offering", "Offering"), ("supply", "Supply")):
            zone = self.z[name]
            pygame.draw.rect(surface, art.ground((28, 56, 46)), zone, border_radius=10)
            pygame.draw.rect(surface, (62, 100, 84), zone, 1, border_radius=10)
            art.outline_rect(surface, zone, 10, art.light_edge, 2)
            theme.blit_text(surface, fonts, label, (zone.x + 8, zone.y + 2), theme.MIN_TEXT, (168, 200, 184), "bold")
        theme.draw_panel(surface, self.z["prompt"], theme.PANEL_DARK)
        pyramid = self.z["pyramid"]
        pygame.draw.polygon(surface, (30, 60, 50), [(pyramid.centerx, pyramid.y + 18),
                                                    (pyramid.right, pyramid.bottom),
                                                    (pyramid.x, pyramid.bottom)])
        draw_pyramid(surface, fonts, pyramid)
        return surface.convert() if pygame.display.get_surface() else surface

    def draw(self, surface: pygame.Surface, view) -> None:
        """The Ancestors, the Offering, the supply and (in a Collection) the dice on the pyramid."""
        legal = self.ctx.views.legal_actions()
        show = self.ctx.app.settings.show_hints
        if view.phase == "collect":
            self.plan.ensure(view)
        self._draw_ancestors(surface, view, legal, show)
        self._draw_offering(surface, view, legal, show)
        self._draw_supply(surface, view, legal, show)
        self._draw_pyramid_dice(surface, view, legal, show)

    def _draw_ancestors(self, surface, view, legal, show: bool) -> None:
        fonts = self.ctx.app.fonts
        choosing = view.phase == "ancestor" and bool(legal)
        step = self.ctx.animations.current
        dropping = step.data.get("ancestor") if step is not None and step.kind == "idol" else None
        owners = self.records.idol_owners()  # each Idol in its player's colour
        # the Spirit token on its tile has its own tooltip (hover.py): the tile's large view waits while the
        # pointer is on the token (a playtester saw both at once, the tooltip cut under the large view)
        on_token = view.phase != "ancestor" and self.geometry.spirit_rect(view).collidepoint(self.pointer.pos)
        for name, rect in self.geometry.tile_rects.items():
            if not (on_token and rect.collidepoint(self.pointer.pos)):
                self.ctx.app.card_zoom.offer(self.ctx.host, rect, self.sprites.face("ancestor", name))
            free = name in view.free_ancestors
            if not free and name != view.ancestor:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=10)
                surface.blit(shade, rect)
            if name in view.idols:
                y = rect.y + 46
                if name == dropping:
                    y = rect.y + 46 - int(50 * (1 - ease_out(step.progress)))
                owner = owners.get(name)
                tint = (214, 196, 160) if owner is None else tuple(
                    min(255, int(c * 0.55 + 110)) for c in self.ctx.host.seat_colour(owner))
                draw_idol(surface, (rect.centerx, y), 1.15, tint)
                order = view.idols.index(name) + 1
                theme.blit_text(surface, fonts, str(order), (rect.right - 12, rect.y + 12), theme.MIN_TEXT, theme.TEXT_DIM,
                                "bold", "center")
            if name == view.ancestor and not view.over:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 3, border_radius=11)
            if choosing and free and show:
                self.sprites.glow(surface, rect)
            if self.ctx.host.hint is not None and self.ctx.host.hint.kind == "choose_ancestor" and self.ctx.host.hint.args[0] == name:
                self.sprites.hint_ring(surface, rect)
        if view.spirit_holder is None:
            rect = self.geometry.tile_rects["spirit"]
            draw_spirit_token(surface, fonts, (rect.x + 18, rect.y + 18), 12)

    def _draw_offering(self, surface, view, legal, show: bool) -> None:
        fonts = self.ctx.app.fonts
        deck = self.geometry.relic_deck_rect()
        if view.relic_deck_count:
            self.sprites.card(surface, deck, "back")
        else:
            pygame.draw.rect(surface, (62, 100, 84), deck, 1, border_radius=8)
        theme.blit_fit(surface, fonts, f"{view.relic_deck_count} left", (deck.centerx, deck.bottom - 14), theme.MIN_TEXT,
                       deck.w, theme.TEXT, "bold", "center")  # on the deck's card, never past its edges
        buying = view.phase == "merchant_buy" and bool(legal)
        sel = self.picks.sel_card
        taking = {target_of(a)[0] for a in self.card_use.actions(legal)
                  if sel and self.card_use.effect(view)[0] == "take_relic"} if sel else set()
        for slot, card in enumerate(view.offering):
            rect = self.geometry.offer_rect(slot)
            if card is None:
                pygame.draw.rect(surface, (62, 100, 84), rect, 1, border_radius=8)
                continue
            affordable = Action("buy_relic", (slot,)) in legal
            self.sprites.card(surface, rect, "relic", card, selected=self.picks.offer_pick == slot,
                       dim=buying and not affordable and Action("refresh_offering", (slot,)) not in legal,
                       shayka=view.oodoo_side == "shayka")
            if show and ((buying and self.picks.offer_pick is None and affordable) or slot in taking):
                self.sprites.glow(surface, rect)
            if self.ctx.host.hint is not None and self.ctx.host.hint.kind in ("buy_relic", "refresh_offering") and \
                    self.ctx.host.hint.args[0] == slot:
                self.sprites.hint_ring(surface, rect)

    def _draw_supply(self, surface, view, legal, show: bool) -> None:
        fonts = self.ctx.app.fonts
        summoning = view.phase == "rain_summon" and bool(legal)
        for pts in (3, 5, 7):
            x, y = self.geometry.pile_centre(pts)
            left = view.cloud_piles.get(pts, 0)
            for k in range(min(3, left)):  # a little stack
                self.sprites.cloud(surface, (x, y - 2 * k), pts, dim=k < min(3, left) - 1)
            if not left:
                self.sprites.cloud(surface, (x, y), pts, dim=True)
            theme.blit_text(surface, fonts, f"×{left}", (x, y + 20), theme.MIN_TEXT, theme.TEXT_DIM, "bold", "midtop")
            if summoning and show and Action("summon_cloud", (pts,)) in legal:
                self.sprites.glow(surface, pygame.Rect(x - 24, y - 20, 48, 42), radius=12)
        choosing = view.phase == "resource_choice" and bool(legal)
        for k, res in enumerate(RESOURCES):
            x, y = self.geometry.supply_token_centre(k)
            self.sprites.token(surface, res, (x, y), 11)
            room = self.geometry.supply_token_centre(k + 1)[0] - x - 32  # up to the next token, never under it
            theme.blit_fit(surface, fonts, str(view.supply.get(res, 0)), (x + 15, y), theme.MIN_TEXT, room, theme.TEXT,
                           "bold", "midleft")
            if choosing and show:
                self.sprites.glow(surface, pygame.Rect(x - 14, y - 14, 44, 28))

    def _draw_pyramid_dice(self, surface, view, legal, show: bool) -> None:
        fonts = self.ctx.app.fonts
        collecting = view.phase == "collect"
        if not collecting:
            return
        # dice already exchanged (the AI's, or earlier this Collection), dimmed at the row's right end
        done: dict[str, int] = {}
        for kind, idx in view.collected:
            row = self.geometry.rows[kind]
            for die in idx:
                if die >= len(view.dice):
                    continue
                x = row.right - 16 - done.get(kind, 0) * (PLAN_DIE - 6)
                done[kind] = done.get(kind, 0) + 1
                draw_die(surface, (x, row.y + ROW_DICE_Y + PLAN_DIE // 2), PLAN_DIE - 4, view.dice[die].value, view.dice[die].colour,
                         fonts=fonts, dim=True)
        mine = bool(legal)
        plan = self.plan.laid()  # a group put back leaves its place empty till the pointer leaves the row
        # a hint to collect dice that lie on the pyramid rings them there and their row (the tray shows only their
        # empty places: the hint stood "without its die", playtest J8)
        hint = self.ctx.host.hint
        hinted = set(hint.args[1]) if hint is not None and hint.kind == "collect" and mine else set()
        if hinted:  # a ring held to the row's edge: the rows lie 4 px apart
            pygame.draw.rect(surface, HINT_COLOUR, self.geometry.row_rect(hint.args[0]).inflate(4, 4), 3,
                             border_radius=8)
        for g, (kind, idx) in enumerate(plan if mine else []):
            for j, die in enumerate(idx):
                if die >= len(view.dice):
                    continue
                rect = self.geometry.plan_die_rect(plan, kind, g, j)
                lit = theme.HIGHLIGHT if mine and show and self.ctx.clock.pulse() > 0.5 else None
                draw_die(surface, rect.center, PLAN_DIE, view.dice[die].value, view.dice[die].colour, fonts=fonts,
                         highlight=HINT_COLOUR if die in hinted else lit)
        if mine and self.picks.marked and show:
            dice = [i for i in self.picks.marked if i < len(view.dice)]
            for kind, rect in self.geometry.rows.items():
                if view.combo(kind, dice) is not None:
                    self.sprites.glow(surface, rect, radius=8)
