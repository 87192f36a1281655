"""The Konja table's picture part: small pictures drawn many times a frame (cards, Clouds, tokens, Action
dice), rendered once and kept for the table's lifetime, plus the glow and hint rings.

Reads the table context's `app.fonts`, `app.card_zoom` (every card drawn is offered to it, in the name of
the table, `ctx.host`) and the clock's `pulse()` (the blink of glows)."""

from __future__ import annotations

import pygame

from baraza.game.konja import cards
from baraza.scenes.konja import art
from baraza.scenes.konja.art import GLYPHS, TOKEN_COLOURS, draw_cloud, draw_token, small_card_surface
from baraza.scenes.render.dice import draw_die
from baraza.scenes.table.context import TableContext
from baraza.scenes.ui import theme

HINT_COLOUR = (90, 210, 235)  # a hint's rings and dice: not the lit spots' yellow


class TableSprites:
    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.cache: dict[tuple, pygame.Surface] = {}  # rendered card faces and sprites, by what and size

    def card(self, surface, rect: pygame.Rect, kind: str, card_id: str = "", spent: bool = False,
             selected: bool = False, dim: bool = False, shayka: bool = False, room: int | None = None) -> pygame.Rect:
        """A card at table size from the cache; `spent` turns it 90° as the rules say. `room`: the width left
        visible in a fanned hand."""
        key = (kind, card_id, rect.size, shayka, spent, dim, room)
        face = self.face(kind, card_id, shayka)
        image = self.cache.get(key)
        if image is None:
            need = cards.relics()[card_id].die if kind == "relic" else ""
            fonts = self.ctx.app.fonts
            with fonts.picture_text():  # a card's words are sized to the card (the zoom shows it large)
                image = small_card_surface(fonts, rect.size, face, need, room)
            if dim:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(shade, (0, 0, 0, 110), shade.get_rect(), border_radius=7)
                image.blit(shade, (0, 0))
            if spent:
                image = pygame.transform.rotate(image, -90)
            if pygame.display.get_surface():
                image = image.convert_alpha()
            self.cache[key] = image
        target = image.get_rect(center=rect.center)
        pygame.draw.rect(surface, (12, 14, 14), target.move(2, 3), border_radius=7)
        surface.blit(image, target)
        theme.ART.outline_rect(surface, target, 7)  # high contrast: a clear edge
        if selected:
            pygame.draw.rect(surface, theme.HIGHLIGHT, target.inflate(6, 6), 3, border_radius=9)
        self.ctx.app.card_zoom.offer(self.ctx.host, target, face)  # hover or right-click shows it large
        return target

    def face(self, kind: str, card_id: str, shayka: bool = False):
        """The card's face (None for a back), kept: the table offers every card to the zoom each frame."""
        key = ("face", kind, card_id, shayka)
        if key not in self.cache:
            if kind == "relic":
                self.cache[key] = art.relic_face(card_id, shayka)
            elif kind == "spell":
                self.cache[key] = art.spell_face(card_id)
            elif kind == "ancestor":
                self.cache[key] = art.ancestor_face(card_id)
            else:
                self.cache[key] = None
        return self.cache[key]

    def sprite(self, key: tuple, size: tuple[int, int], paint) -> pygame.Surface:
        """A small drawing (Cloud, token) rendered once and reused: `paint(surface, centre)` draws it."""
        image = self.cache.get(key)
        if image is None:
            image = pygame.Surface(size, pygame.SRCALPHA)
            with self.ctx.app.fonts.picture_text():
                paint(image, (size[0] // 2, size[1] // 2))
            if pygame.display.get_surface():
                image = image.convert_alpha()
            self.cache[key] = image
        return image

    def cloud(self, surface, centre, value: int, upgraded: bool = False, scale: float = 1.0, dim: bool = False,
              highlight=None) -> None:
        fonts = self.ctx.app.fonts
        image = self.sprite(("cloud", value, upgraded, scale, dim), (int(64 * scale), int(52 * scale)),
                            lambda s, c: draw_cloud(s, fonts, c, value, upgraded, scale, dim))
        surface.blit(image, image.get_rect(center=centre))
        if highlight:
            rect = pygame.Rect(0, 0, int(44 * scale), int(34 * scale))
            rect.center = centre
            pygame.draw.rect(surface, highlight, rect.inflate(8, 8), 3, border_radius=10)

    def token(self, surface, kind: str, centre, radius: int) -> None:
        fonts = self.ctx.app.fonts
        image = self.sprite(("token", kind, radius), (2 * radius + 8, 2 * radius + 8),
                            lambda s, c: draw_token(s, fonts, kind, (c[0] - 1, c[1] - 1), radius))
        surface.blit(image, image.get_rect(center=centre))
        theme.ART.outline_circle(surface, (centre[0] - 1, centre[1] - 1), radius + 1, width=2)

    def action_die(self, surface, centre, size: int, face: str, angle: float = 0.0, highlight=None,
                   outline: bool = False) -> None:
        """A white Action die with its resource glyph in the resource's colour (blank faces stay blank)."""
        rect = draw_die(surface, centre, size, None, "white", angle, highlight=highlight)
        if outline:  # lying on a cream card, a white die needs a dark edge to be seen
            pygame.draw.rect(surface, (60, 48, 36), rect, 2, border_radius=max(3, size // 6))
        if face in GLYPHS and not angle:
            colour = TOKEN_COLOURS[face][1]
            theme.blit_text(surface, self.ctx.app.fonts, GLYPHS[face], rect.center, max(theme.MIN_TEXT, int(size * 0.55)), colour,
                            "bold", "center")

    def glow(self, surface, rect: pygame.Rect, colour=theme.HIGHLIGHT, radius: int = 10) -> None:
        pygame.draw.rect(surface, colour, rect.inflate(8, 8), 2 + int(2 * self.ctx.clock.pulse()), border_radius=radius)

    def hint_ring(self, surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, HINT_COLOUR, rect.inflate(12, 12), 3 + int(2 * self.ctx.clock.pulse(6)),
                         border_radius=12)
