"""Cards on the table: small faces with a title and cost, face-down backs, and the large readable view."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from baraza.scenes.ui import theme
from baraza.scenes.ui.theme import Fonts

CARD_W, CARD_H = 96, 134

# The large view: sizes a player reads without leaning in (the table's small faces may show only a name).
ZOOM_W = 320
ZOOM_TITLE, ZOOM_META, ZOOM_BODY, ZOOM_TAGS = 22, 16, 17, 16  # every line at the text floor (issue 24)
ZOOM_PAD = 14


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
    """A card at table size. `face` None draws the back. `spent` turns it 90° as the rules say.
    Only what fits at a readable size is shown: the name, the kind, as much text as fits and the cost; the
    large view (`draw_card_large`) shows the rest."""
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
        # the title at the floor (two lines at most, shortened past that: the large view has it whole)
        size, title, _ = theme.fit_lines(fonts, face.title, (r.w - 10, 2 * (theme.MIN_TEXT + 4)), theme.MIN_TEXT,
                                         "bold")
        step = fonts.get(size, "bold").get_linesize()
        # The title band grows with a two-line title, so the title never runs into the text.
        band = pygame.Rect(0, 0, r.w, max(22, r.h // 5, 6 + len(title) * step))
        pygame.draw.rect(card, face.colour, band, border_top_left_radius=8, border_top_right_radius=8)
        pygame.draw.rect(card, face.colour, r, 3, border_radius=8)
        for i, line in enumerate(title):
            card.blit(fonts.render(line, size, (250, 246, 236), "bold"), (5, 3 + i * step))
        y = band.bottom + 4
        foot = 24 if (face.cost or face.value) else 4
        room = pygame.Rect(6, y, r.w - 12, r.h - y - foot)
        if room.h >= 16:  # fit_lines, not draw_text_box: this box is on the card, not on the screen
            used, lines, _ = theme.fit_lines(fonts, face.text or face.kind, room.size, theme.MIN_TEXT)
            for line in lines:
                card.blit(fonts.render(line, used, (40, 36, 30)), (room.x, y))
                y += fonts.get(used).get_linesize() + 2
        if face.cost:
            label = fonts.render(face.cost, theme.MIN_TEXT, (250, 246, 236), "bold")
            pill = label.get_rect(bottomleft=(5, r.h - 5)).inflate(10, 2)
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
    theme.ART.outline_rect(surface, target, 8)  # high contrast: a clear edge (nothing in the standard look)
    if selected or hovered:
        pygame.draw.rect(surface, theme.HIGHLIGHT if selected else theme.TEXT, target.inflate(6, 6), 3, border_radius=10)


def _shade(size, alpha: int) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    return shade


def _meta(face: CardFace) -> str:
    return "  ·  ".join(x for x in (face.kind, face.cost, face.value) if x)


def _zoom_lines(fonts: Fonts, face: CardFace, width: int) -> tuple[list[str], list[str], list[str], list[str]]:
    inner = width - 2 * ZOOM_PAD
    return (theme.wrap_text(fonts, face.title, ZOOM_TITLE, inner, "bold"),
            theme.wrap_text(fonts, _meta(face), ZOOM_META, inner, "bold") if _meta(face) else [],
            theme.wrap_text(fonts, face.text, ZOOM_BODY, inner) if face.text else [],
            theme.wrap_text(fonts, "  ·  ".join(face.tags), ZOOM_TAGS, inner) if face.tags else [])


def _zoom_layout(fonts: Fonts, face: CardFace, width: int) -> tuple[int, list[tuple[list[str], int, str, int]]]:
    """(height, blocks of (lines, size, face, gap before)) of the large view at `width`."""
    title, meta, body, tags = _zoom_lines(fonts, face, width)
    blocks = [(title, ZOOM_TITLE, "bold", 0), (meta, ZOOM_META, "bold", 10), (body, ZOOM_BODY, "sans", 8),
              (tags, ZOOM_TAGS, "sans", 8)]
    height = 10
    for lines, size, font, gap in blocks:
        if lines:
            height += gap + len(lines) * fonts.get(size, font).get_linesize()
    return height + ZOOM_PAD, blocks


def zoom_size(fonts: Fonts, face: CardFace, screen: tuple[int, int] = theme.LOGICAL_SIZE) -> tuple[int, int]:
    """The size of the large view of `face`: wider when a long text would not fit the screen's height."""
    width = ZOOM_W
    height, _ = _zoom_layout(fonts, face, width)
    while height > screen[1] - 16 and width < screen[0] // 2:
        width += 80
        height, _ = _zoom_layout(fonts, face, width)
    return width, min(height, screen[1] - 16)


def draw_card_large(surface: pygame.Surface, fonts: Fonts, face: CardFace, rect: pygame.Rect) -> None:
    """The whole card at reading size in `rect` (sized by `zoom_size`): title, kind and cost, text, tags."""
    _, blocks = _zoom_layout(fonts, face, rect.w)
    title_h = 10 + len(blocks[0][0]) * fonts.get(ZOOM_TITLE, "bold").get_linesize() + 6
    theme.draw_panel(surface, rect, (236, 226, 204), face.colour, 12)
    band = pygame.Rect(rect.x, rect.y, rect.w, title_h)
    pygame.draw.rect(surface, face.colour, band, border_top_left_radius=12, border_top_right_radius=12)
    colours = ((250, 246, 236), (90, 80, 64), (40, 36, 30), (110, 96, 72))
    y = rect.y + 8
    for (lines, size, font, gap), colour in zip(blocks, colours, strict=True):
        if not lines:
            continue
        y += gap
        step = fonts.get(size, font).get_linesize()
        for line in lines:
            if y + step > rect.bottom - 4:
                return  # only a card taller than the screen is cut, and zoom_size widens those first
            theme.blit_text(surface, fonts, line, (rect.x + ZOOM_PAD, y), size, colour, font)
            y += step
        if lines is blocks[0][0]:
            y = max(y, band.bottom - 2)


def draw_card_zoom(surface: pygame.Surface, fonts: Fonts, face: CardFace, anchor) -> pygame.Rect:
    """The large view of a card beside `anchor` (its left edge 18 px right of it), kept on screen; returns
    its rect. Hover and right-click views go through `ui.card_zoom`, which also keeps it off the mouse."""
    w, h = zoom_size(fonts, face, surface.get_size())
    rect = pygame.Rect(anchor[0] + 18, anchor[1] - h // 2, w, h)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    draw_card_large(surface, fonts, face, rect)
    return rect
