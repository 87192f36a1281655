"""Drawing each player's corner: name, tokens, Clouds, Relics (with the Action dice laid on them) and
Spells. The opponent's Spells are drawn as backs only (the view lacks them anyway).

A part of the Konja table. Reads, through the table context, the legal actions, the hint, `seat_colour()`,
`seat_labels()` and `app` (fonts, settings), and from the `KonjaContext` the geometry, sprites, picks and the
record reading.
"""

from __future__ import annotations

from collections import Counter

import pygame

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.scenes.konja.art import cloud_digit, draw_spirit_token, strip_pill
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.layout import RESOURCES, TOKEN_RADIUS, KonjaGeometry
from baraza.scenes.ui import theme


class PlayerPanels:
    def __init__(self, konja: KonjaContext) -> None:
        self.ctx = konja.ctx
        self.geometry = konja.geometry
        self.z = konja.geometry.z
        self.sprites = konja.sprites
        self.picks = konja.picks
        self.records = konja.records

    def draw(self, surface: pygame.Surface, view) -> None:
        """Both corners: the opponent's across the top, the viewer's at the bottom."""
        legal = self.ctx.views.legal_actions()
        show = self.ctx.app.settings.show_hints
        bottom = KonjaGeometry.bottom_seat(view)
        self.geometry.hold(view)  # the cards' places during this choice
        self.geometry.fit_text(self.ctx.app.fonts.get(theme.MIN_TEXT, "bold").size("☁ 0 / 21")[1])
        self.draw_corner(surface, view, view.players[1 - bottom], "opp", legal, show)
        self.draw_corner(surface, view, view.players[bottom], "my", legal, show)

    def draw_corner(self, surface, view, player, side: str, legal, show: bool) -> None:
        fonts = self.ctx.app.fonts
        zone = self.z[f"{side}_tokens"]
        seat = player.seat
        colour = self.ctx.host.seat_colour(seat)
        acting = view.acting_seat == seat
        pygame.draw.circle(surface, colour, (zone.x + 14, zone.y + 13), 7)
        theme.draw_seat_mark(surface, theme.seat_palette(self.ctx.app.settings.colour_blind).marks[seat % 4],
                             (zone.x + 14, zone.y + 13), 4, theme.TEXT_DARK)
        # the name alone (the players panel names the AI and "you"); the 1st pill and the Spirit token keep
        # their room at the right, and a name too long for the rest shows whole on hover
        first = fonts.render("1st", theme.MIN_TEXT, theme.TEXT_DARK, "bold") if seat == view.first_seat else None
        right = zone.right - (30 if player.has_spirit_token else 6) - (first.get_width() + 14 if first else 0)
        name_box = pygame.Rect(zone.x + 26, zone.y + 3, right - (zone.x + 26), 20)
        name_rect = theme.draw_text_box(surface, fonts, view.seat_names[seat], name_box, theme.MIN_TEXT,
                                        theme.readable(colour) if acting else theme.TEXT, "bold", valign="middle")
        if first is not None:  # the First Player marker: the final round ends on the other seat's turn
            pill = first.get_rect(midleft=(name_rect.right + 8, name_box.centery)).inflate(8, 0)
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=6)
            surface.blit(first, first.get_rect(center=pill.center))
        if acting and not view.over:
            pygame.draw.rect(surface, theme.readable(colour), zone, 2, border_radius=10)
        if player.has_spirit_token:
            rect = draw_spirit_token(surface, fonts, (zone.right - 16, zone.y + 14), 11)
            if self.ctx.host.hint is not None and self.ctx.host.hint.kind == "use_spirit" and side == "my":
                self.sprites.hint_ring(surface, rect)
        for k, res in enumerate(RESOURCES):
            x, y = self.geometry.token_centre(side, k)
            self.sprites.token(surface, res, (x, y), TOKEN_RADIUS)
            theme.draw_text_box(surface, fonts, str(getattr(player, res)), self.geometry.token_count_box(side, k),
                                theme.MIN_TEXT, theme.TEXT, "bold", valign="middle")
        # Clouds and the target: the end of the game is never a surprise.
        target_col = theme.BAD if player.cloud_points >= view.target else theme.TEXT
        text = self.geometry.score_text(player, view.target)
        theme.blit_text(surface, fonts, text, self.geometry.score_topleft(side), theme.MIN_TEXT, target_col, "bold")
        upgrading = side == "my" and view.phase == "rain_upgrade" and bool(legal)
        groups = self.geometry.cloud_groups(player)
        for g, (value, flipped, idx) in enumerate(groups):
            centre = self.geometry.cloud_centre(side, g, len(groups))
            can = any(Action("upgrade_cloud", (i,)) in legal for i in idx)
            for k in range(min(3, len(idx)) - 1, -1, -1):  # a little pile, the top one in front
                self.sprites.cloud(surface, (centre[0] + 2 * k, centre[1] - 2 * k), value, flipped, 0.8,
                            highlight=theme.HIGHLIGHT if upgrading and show and can and k == 0 else None)
        # the counts once every pile is down: at a larger text size a tag reaches the next pile, which would
        # otherwise be drawn over it
        for g, (value, _flipped, idx) in enumerate(groups):
            centre = self.geometry.cloud_centre(side, g, len(groups))
            if len(idx) > 1:  # on a dark tag of its own: the pile's count reads on the light Cloud's edge
                count = f"×{len(idx)}"
                w, h = fonts.get(theme.MIN_TEXT, "bold").size(count)
                tag = pygame.Surface((w + 6, max(16, h - 2)), pygame.SRCALPHA)
                pygame.draw.rect(tag, (22, 30, 26), tag.get_rect(), border_radius=5)
                # at a larger text size beside the pile, clear of its number and of the next pile (they lie wider
                # apart then: layout.cloud_centre); at 150 % "×2" covered the next Cloud (issue 41/44); at 100 % right
                # of the pile's number, measured (it covered the 5 of a pile of two: blind tester bad14)
                wide = fonts.scale > 1.0
                box = tag.get_rect(midleft=(centre[0] + 17, centre[1] + 6) if wide else
                                   (cloud_digit(fonts, centre, value).right + 2, centre[1] + 10))
                surface.blit(tag, box)
                theme.blit_text(surface, fonts, count, (box.x + 3, box.centery), theme.MIN_TEXT,
                                theme.HIGHLIGHT, "bold", "midleft")
        # Relics
        placed = self.records.placed_action_dice() if view.action_dice and seat == view.turn_seat else {}
        usable = {a.args[0] for a in legal if a.kind == "use_relic"} if side == "my" else set()
        spirit = {a.args[0] for a in legal if a.kind == "use_spirit"} if side == "my" else set()
        selling = side == "my" and view.phase == "merchant_sell" and bool(legal)
        discarding = side == "my" and view.pending_discard == seat and bool(legal)
        for slot, relic in enumerate(player.relics):
            rect = self.geometry.relic_rect(side, slot)
            selected = self.picks.sel_card == ("relic", slot) and side == "my"
            self.sprites.card(surface, rect, "relic", relic.card, relic.spent, selected, shayka=relic.side == "shayka")
            for n, a in enumerate(placed.get(slot, [])):
                face = view.action_dice[a] if a < len(view.action_dice) else "blank"
                # at the card's foot, between its cost and its die mark: in its middle it hid the card's words
                # ("Violet die" under the die placed on Violet Lantern, a playtest)
                self.sprites.action_die(surface, (rect.centerx + 2 + 26 * n, rect.bottom - 17), 24, face, outline=True)
            if show and not selected and (slot in usable or slot in spirit or selling or discarding):
                colour = theme.BAD if (selling or discarding) else theme.HIGHLIGHT
                glow = rect if not relic.spent else pygame.Rect(0, 0, rect.h, rect.w).move(
                    rect.centerx - rect.h // 2, rect.centery - rect.w // 2)
                self.sprites.glow(surface, glow, colour)
            if side == "my" and self.ctx.host.hint is not None and self.ctx.host.hint.kind in ("use_relic", "use_spirit", "sell_relic",
                                                                              "discard_relic") \
                    and self.ctx.host.hint.args[0] == slot:
                self.sprites.hint_ring(surface, rect)
        # Spells: the viewer's face up, the other hand as backs (the view holds the other's only in a finished
        # match's replay, "All hands": then both face up)
        zone = self.z[f"{side}_spells"]
        n = player.spell_count
        rects = [self.geometry.spell_rect(side, i, n) for i in range(n)]
        if side == "opp" and player.spells is not None:  # "All hands": strips whose names read whole (the small
            rects = open_spell_strips(zone, n)  # cards across the top cut them, "Vio… Twin": replay playtest)
        top = min((rect.y for rect in rects), default=zone.bottom)
        theme.blit_fit(surface, fonts, f"deck {view.spell_deck_count}", (zone.right - 8, zone.y + 2), theme.MIN_TEXT,
                       zone.w // 2, theme.TEXT_DIM, anchor="topright", height=top - zone.y - 2)  # above the cards
        playable = {a.args[0] for a in legal if a.kind == "play_spell"} if side == "my" else set()
        discard_phase = side == "my" and view.phase == "spell_discard" and bool(legal)
        if side == "my" and player.spells is not None:
            self._draw_gaps(surface, view, n)
        for i, rect in enumerate(rects):
            if player.spells is None:
                self.sprites.card(surface, rect, "back")
                continue
            card_id = player.spells[i]
            selected = (self.picks.sel_card == ("spell", card_id) and (i == player.spells.index(card_id))) or \
                i in self.picks.marked_spells
            step = min((r.x - rect.x for r in rects if r.x > rect.x and r.y == rect.y), default=rect.w)
            marked = side == "my" and i in self.picks.marked_spells
            pill = self._pill(card_id, rect) if marked else None
            if marked and pill is not None:  # a strip: its words end before the tick (it sat over "Cancel red")
                centre, radius = discard_badge(rect, pill)
                step = centre[0] - radius - 4 - rect.x
            self.sprites.card(surface, rect, "spell", card_id, selected=selected,
                       # a Spell marked to discard with Chaac! looks chosen, never greyed as unplayable
                       dim=bool(legal) and view.phase in ("bones", "red_reply") and card_id not in playable
                       and not selected,
                       room=step if step < rect.w else None)
            if marked:  # marked to discard with Chaac!: a tick, never
                mark_discard(surface, rect, pill)  # only the ring every playable Spell has
            if show and not selected and (card_id in playable or discard_phase) and \
                    (i == player.spells.index(card_id) or discard_phase):
                self.sprites.glow(surface, rect, theme.BAD if discard_phase else theme.HIGHLIGHT)
            if side == "my" and self.ctx.host.hint is not None and self.ctx.host.hint.kind in ("play_spell", "discard_spell") \
                    and self.ctx.host.hint.args[0] == card_id and i == player.spells.index(card_id):
                self.sprites.hint_ring(surface, rect)

    def _pill(self, card_id: str, rect: pygame.Rect) -> pygame.Rect | None:
        """Where a Spell strip's cost pill lies on the table (None: a card, whose cost sits at its foot)."""
        if rect.h >= 44:  # art.small_card_surface: strips are under 44 px
            return None
        fonts = self.ctx.app.fonts
        with fonts.picture_text():  # as the card's words are sized (sprites.card)
            pill = strip_pill(fonts, self.sprites.face("spell", card_id), rect.size)
        return pill.move(rect.topleft) if pill is not None else None

    def _draw_gaps(self, surface: pygame.Surface, view, count: int) -> None:
        """A Spell's empty place this phase, marked with what left it ("Violet Spark cast"): the places stay
        put while the player goes on (hand_slots.py), and a bare gap read as a card missing (blind playtest). The name is
        struck through on a strip (spent at a glance, a mark no card has); a place laid small once cards were drawn
        after it (layout.strip_places) shows the struck name alone."""
        fonts = self.ctx.app.fonts
        cast = self._cast_now(view)
        for rect, card_id in self.geometry.spell_gaps(count):
            pygame.draw.rect(surface, theme.TEXT_DIM, rect, 1, border_radius=7)
            name = cards.spells()[card_id].name
            # a Spell Chaac! took with it was discarded, not cast ("Tilt cast…" after Chaac!: issue 41)
            word = "cast" if cast[card_id] > 0 and view.phase != "spell_discard" else "discarded"
            cast[card_id] -= 1
            if rect.h >= 44:  # a whole card's place (a hand of one or two): the words wrap in it
                theme.draw_text_box(surface, fonts, f"{name} {word}", rect.inflate(-8, 0), theme.MIN_TEXT,
                                    theme.TEXT_DIM, align="center", valign="middle", line_gap=0)
                continue
            # a strip: the name struck through, then what befell it when the strip is whole and has room ("~Tilt~
            # cast"); one line, whole (in a strip of six places "Patron's Gift cast…" was cut: konja22), never larger
            # than the place; a half cell of the places laid small says the struck name alone, every one alike
            size = theme.fit_size(fonts, f"{name} {word}", theme.MIN_TEXT, rect.w - 10, height=rect.h + 2)
            font = fonts.get(size)
            wide = font.size(f"{name} {word}")[0] <= rect.w - 10 and rect.w >= self.z["my_spells"].w - 16
            text_w = font.size(f"{name} {word}" if wide else name)[0]
            left = rect.centerx - text_w // 2
            struck = theme.blit_text(surface, fonts, name, (left, rect.centery), size, theme.TEXT_DIM,
                                     anchor="midleft")
            if wide:
                theme.blit_text(surface, fonts, f" {word}", (struck.right, rect.centery), size, theme.TEXT_DIM,
                                anchor="midleft")
            y = struck.centery + 1
            pygame.draw.line(surface, theme.TEXT_DIM, (struck.x - 2, y), (struck.right + 2, y), 1)

    def _cast_now(self, view) -> Counter:
        """The Spells the player at the screen cast in their latest run of moves (Chaac!'s discards are not)."""
        seat = self.geometry.bottom_seat(view)
        cast: Counter = Counter()
        for record in reversed(self.ctx.match.records):
            if record.seat != seat:
                break
            if record.action.kind == "play_spell":
                cast[record.action.args[0]] += 1
        return cast


def discard_badge(rect: pygame.Rect, pill: pygame.Rect | None = None) -> tuple[tuple[int, int], int]:
    """The ticked badge of a Spell marked to discard: (centre, radius), at the right end, left of a strip's cost."""
    radius = max(8, min(rect.h * 2 // 5, rect.w // 4))
    right = pill.x - 4 if pill is not None else rect.right - 4
    return (right - radius, rect.centery), radius


def mark_discard(surface: pygame.Surface, rect: pygame.Rect, pill: pygame.Rect | None = None) -> None:
    """A Spell marked to discard: a thick red edge and a ticked badge at the right end, clear of its name, and on a
    strip left of its cost `pill` (the tick covered Tilt's 1M: blind tester bad14)."""
    pygame.draw.rect(surface, theme.BAD, rect.inflate(6, 6), 4, border_radius=9)
    centre, radius = discard_badge(rect, pill)
    pygame.draw.circle(surface, theme.BAD, centre, radius)
    pygame.draw.circle(surface, (20, 20, 20), centre, radius, 2)
    x, y, r = centre[0], centre[1], radius
    pygame.draw.lines(surface, (255, 255, 255), False,
                      [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.45), (x + r * 0.55, y - r * 0.45)], 3)


def open_spell_strips(zone: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The other player's Spells shown face up, as strips (a name and a cost, as in a big hand) under the zone's
    title: one column while each strip is tall enough for a line, two beyond four Spells."""
    cols = 1 if count <= 4 else 2
    rows = -(-count // cols)
    height = min(40, (zone.h - 24) // max(1, rows))
    width = (zone.w - 16 - 6 * (cols - 1)) // cols
    return [pygame.Rect(zone.x + 8 + (i // rows) * (width + 6), zone.y + 22 + (i % rows) * height, width, height - 3)
            for i in range(count)]
