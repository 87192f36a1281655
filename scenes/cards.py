"""Cards on the table: small faces with a title and cost, face-down backs, and the large hover view."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from baraza.scenes import theme
from baraza.scenes.theme import Fonts

CARD_W, CARD_H = 96, 134


@dataclass(frozen=True)
class CardFace:
    """What a card shows. `colour` tints the frame by type; `tags` are small labels (cost, timing...)."""

    title: str
    text: str = ""
    kind: str = ""
    colour: tuple[int, int, int] = (110, 96, 72)
    cost: str = ""
    tags: tuple[str, ...] = ()
    value: str = ""  # a big number in the corner (attack, defence, points)


def draw_card(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, face: CardFace | None,
              spent: bool = False, selected: bool = False, hovered: bool = False, dim: bool = False) -> None:
    """A card at table size. `face` None draws the back. `spent` turns it 90° as the rules say."""
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    r = card.get_rect()
    if face is None:
        pygame.draw.rect(card, (60, 44, 84), r, border_radius=8)
        pygame.draw.rect(card, (150, 120, 190), r, 2, border_radius=8)
        for i in range(-r.h, r.w, 12):
            pygame.draw.line(card, (78, 60, 106), (i, 0), (i + r.h, r.h), 2)
        pygame.draw.rect(card, (150, 120, 190), r.inflate(-14, -14), 1, border_radius=6)
    else:
        pygame.draw.rect(card, (236, 226, 204), r, border_radius=8)
        size = 13 if r.w < 110 else 16
        lines = theme.wrap_text(fonts, face.title, size, r.w - 10, "bold")[:2]
        # The title band grows with a two-line title, so the title never runs into the text.
        band = pygame.Rect(0, 0, r.w, max(22, r.h // 5, 8 + len(lines) * (size + 2)))
        pygame.draw.rect(card, face.colour, band, border_top_left_radius=8, border_top_right_radius=8)
        pygame.draw.rect(card, face.colour, r, 3, border_radius=8)
        for i, line in enumerate(lines):
            card.blit(fonts.render(line, size, (250, 246, 236), "bold"), (6, 4 + i * (size + 2)))
        y = band.bottom + 4
        if face.kind:
            card.blit(fonts.render(face.kind, 11, (90, 80, 64)), (6, y))
            y += 15
        body_size = 11 if r.w < 110 else 14
        for line in theme.wrap_text(fonts, face.text, body_size, r.w - 12)[: max(1, (r.h - y - 22) // (body_size + 3))]:
            card.blit(fonts.render(line, body_size, (40, 36, 30)), (6, y))
            y += body_size + 3
        if face.cost:
            label = fonts.render(face.cost, 13, (250, 246, 236), "bold")
            pill = label.get_rect(bottomleft=(5, r.h - 5)).inflate(10, 4)
            pygame.draw.rect(card, face.colour, pill, border_radius=6)
            card.blit(label, label.get_rect(center=pill.center))
        if face.value:
            label = fonts.render(face.value, 18, face.colour, "bold")
            card.blit(label, label.get_rect(bottomright=(r.w - 6, r.h - 4)))
    if dim:
        card.blit(_shade(rect.size, 110), (0, 0))
    target = rect
    if spent:
        card = pygame.transform.rotate(card, -90)
        target = card.get_rect(center=rect.center)
    surface.blit(card, target)
    if selected or hovered:
        pygame.draw.rect(surface, theme.HIGHLIGHT if selected else theme.TEXT, target.inflate(6, 6), 3, border_radius=10)


def _shade(size, alpha: int) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    return shade


def draw_card_zoom(surface: pygame.Surface, fonts: Fonts, face: CardFace, anchor) -> pygame.Rect:
    """The large view of a hovered card, kept on screen near `anchor`, with its full text; returns its rect."""
    w = 300
    lines = theme.wrap_text(fonts, face.text, 17, w - 28)
    h = 110 + 23 * len(lines) + (24 if face.tags else 0)
    rect = pygame.Rect(0, 0, w, h)
    rect.topleft = (anchor[0] + 18, anchor[1] - h // 2)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    theme.draw_panel(surface, rect, (236, 226, 204), face.colour, 12)
    band = pygame.Rect(rect.x, rect.y, w, 46)
    pygame.draw.rect(surface, face.colour, band, border_top_left_radius=12, border_top_right_radius=12)
    theme.blit_text(surface, fonts, face.title, (rect.x + 14, rect.y + 10), 22, (250, 246, 236), "bold")
    y = rect.y + 54
    meta = "  ·  ".join(x for x in (face.kind, face.cost, face.value and f"{face.value}") if x)
    if meta:
        theme.blit_text(surface, fonts, meta, (rect.x + 14, y), 16, (90, 80, 64), "bold")
        y += 28
    for line in lines:
        theme.blit_text(surface, fonts, line, (rect.x + 14, y), 17, (40, 36, 30))
        y += 23
    if face.tags:
        theme.blit_text(surface, fonts, "  ·  ".join(face.tags), (rect.x + 14, y + 4), 15, (110, 96, 72))
    return rect
