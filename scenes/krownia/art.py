"""KROWNIA drawing: terrain hexes, number tokens, harbours, pieces, the Pirate, resource icons and cards.

Pure drawing functions (no scene state) so the table scene stays about input and layout. Terrain
patterns are drawn once into the scene's cached board surface, so they may be detailed.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable

import pygame

from baraza.scenes.ui import theme

RESOURCES = ("Wood", "Brick", "Sheep", "Wheat", "Ore")
TEXT = theme.MIN_TEXT  # the smallest text on the table, on screen and in its pictures (counts, rates, notes)
RES_COLOURS = ((58, 128, 62), (186, 86, 52), (148, 204, 104), (232, 194, 72), (128, 132, 150))
TERRAIN_BASE = {
    "forest": (50, 116, 58),
    "hills": (178, 92, 58),
    "pasture": (132, 190, 86),
    "fields": (222, 184, 70),
    "mountains": (122, 124, 138),
    "desert": (222, 202, 150),
}
TERRAIN_LABEL = {"forest": "Forest", "hills": "Hills", "pasture": "Pasture", "fields": "Fields",
                 "mountains": "Mountains", "desert": "Desert"}
SEA = (36, 96, 150)
HARBOUR_R = 22  # a harbour badge's radius: its rate reads at the floor size inside
HARBOUR_OUT = 0.7  # how far out to sea a harbour badge sits, from the coast edge to the sea hex centre
SEA_DEEP = (26, 70, 118)
SAND = (232, 214, 164)
OUTLINE = (24, 22, 26)
TOKEN_FACE = (244, 234, 206)
TOKEN_R = 19  # a number token's radius
TOKEN_RED = (196, 36, 30)
TOKEN_INK = (40, 34, 30)

# Development cards: frame colour and the text a player reads on the card.
DEV_INFO = {
    "warrior": ("Warrior", (150, 60, 50), "Move the Pirate and steal 1 card. 3 Warriors played earn Largest Army."),
    "victory_point": ("Victory Point", (196, 150, 40), "+1 VP, kept hidden until it wins you the game."),
    "road_building": ("Road Building", (128, 86, 50), "Build 2 roads for free."),
    "year_of_plenty": ("Year of Plenty", (70, 140, 80), "Take any 2 resource cards from the bank."),
    "monopoly": ("Monopoly", (110, 70, 150), "Name a resource: every player gives you all of theirs."),
}


def card_words(draw: Callable) -> Callable:
    """A card's words are sized to the card: drawn at their 100 % size whatever the player's text size (the
    large card view on hover shows them bigger)."""
    @functools.wraps(draw)
    def drawn(surface: pygame.Surface, fonts, *args, **kwargs):
        with fonts.picture_text():
            return draw(surface, fonts, *args, **kwargs)
    return drawn


def shade(colour, amount: float) -> tuple[int, int, int]:
    """Darker (amount < 0) or lighter (amount > 0) version of a colour."""
    if amount < 0:
        return tuple(max(0, int(c * (1 + amount))) for c in colour[:3])
    return tuple(min(255, int(c + (255 - c) * amount)) for c in colour[:3])


def hex_points(centre, radius: float) -> list[tuple[float, float]]:
    cx, cy = centre
    return [(cx + radius * math.sin(math.radians(60 * k)), cy - radius * math.cos(math.radians(60 * k)))
            for k in range(6)]


# --- terrain -----------------------------------------------------------------------------------
def terrain_tile(terrain: str, size: float, seed: int) -> pygame.Surface:
    """One land hex with its terrain pattern, on a transparent square of side 2*size."""
    side = int(2 * size) + 2
    tile = pygame.Surface((side, side), pygame.SRCALPHA)
    base = TERRAIN_BASE.get(terrain, (150, 150, 150))
    tile.fill(base)
    rng = random.Random(seed)
    c = side / 2
    if terrain == "forest":
        for _ in range(16):
            x, y = rng.uniform(4, side - 4), rng.uniform(8, side - 2)
            h = rng.uniform(11, 17)
            col = shade(base, rng.uniform(-0.45, -0.2))
            pygame.draw.line(tile, (86, 60, 36), (x, y), (x, y + 4), 2)
            pygame.draw.polygon(tile, col, [(x, y - h), (x + h * 0.45, y + 1), (x - h * 0.45, y + 1)])
            pygame.draw.polygon(tile, shade(col, 0.18), [(x, y - h), (x - h * 0.45, y + 1), (x - 1, y + 1)])
    elif terrain == "hills":
        for row, y in enumerate(range(4, side, 9)):
            dark = shade(base, -0.22)
            pygame.draw.line(tile, dark, (0, y), (side, y), 1)
            off = 9 if row % 2 else 0
            for x in range(off, side, 18):
                pygame.draw.line(tile, dark, (x, y), (x, y + 9), 1)
        for _ in range(3):
            x, y = rng.uniform(15, side - 15), rng.uniform(20, side - 20)
            pygame.draw.ellipse(tile, shade(base, 0.12), (x - 16, y - 6, 32, 12))
    elif terrain == "pasture":
        for _ in range(40):
            x, y = rng.uniform(0, side), rng.uniform(0, side)
            pygame.draw.line(tile, shade(base, -0.25), (x, y), (x - 2, y - 5), 1)
            pygame.draw.line(tile, shade(base, -0.25), (x, y), (x + 2, y - 5), 1)
        for _ in range(4):
            x, y = rng.uniform(18, side - 18), rng.uniform(22, side - 22)
            for dx in (-4, 0, 4):
                pygame.draw.circle(tile, (246, 244, 236), (int(x + dx), int(y)), 4)
            pygame.draw.circle(tile, (50, 46, 44), (int(x + 8), int(y - 1)), 2)
    elif terrain == "fields":
        for x in range(-side, side, 8):
            pygame.draw.line(tile, shade(base, -0.18), (x, side), (x + side * 0.6, 0), 2)
        for _ in range(14):
            x, y = rng.uniform(6, side - 6), rng.uniform(6, side - 6)
            pygame.draw.ellipse(tile, shade(base, 0.3), (x - 2, y - 4, 4, 8))
    elif terrain == "mountains":
        for _ in range(5):
            x, y = rng.uniform(16, side - 16), rng.uniform(side * 0.35, side - 12)
            w, h = rng.uniform(18, 28), rng.uniform(18, 30)
            pygame.draw.polygon(tile, shade(base, -0.3), [(x - w, y), (x, y - h), (x + w, y)])
            pygame.draw.polygon(tile, shade(base, 0.12), [(x, y - h), (x + w, y), (x + 3, y)])
            pygame.draw.polygon(tile, (240, 240, 246), [(x, y - h), (x - w * 0.3, y - h * 0.7), (x + w * 0.3, y - h * 0.7)])
    elif terrain == "desert":
        for _ in range(7):
            x, y = rng.uniform(0, side - 30), rng.uniform(10, side - 10)
            pygame.draw.arc(tile, shade(base, -0.18), (x, y, rng.uniform(26, 44), 14), 0.3, 2.8, 2)
        for _ in range(2):
            x, y = rng.uniform(24, side - 24), rng.uniform(24, side - 24)
            pygame.draw.line(tile, (96, 138, 70), (x, y), (x, y - 14), 4)
            pygame.draw.line(tile, (96, 138, 70), (x - 5, y - 8), (x - 5, y - 12), 3)
    # Cut the square to the hex: keep only what lies inside the polygon.
    mask = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), hex_points((c, c), size))
    tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    # A soft bevel: light top-left edge, dark bottom-right edge.
    pts = hex_points((c, c), size - 1)
    for k in range(6):
        a, b = pts[k], pts[(k + 1) % 6]
        colour = shade(base, 0.25) if k in (4, 5) else shade(base, -0.35) if k in (1, 2) else shade(base, -0.1)
        pygame.draw.line(tile, colour, a, b, 3)
    theme.ART.outline_polygon(tile, hex_points((c, c), size - 1))  # high contrast: a clear edge round each tile
    return tile


def draw_sea_hex(surface: pygame.Surface, centre, size: float, seed: int) -> None:
    pygame.draw.polygon(surface, theme.ART.ground(SEA), hex_points(centre, size + 1.5))  # darker in high contrast
    rng = random.Random(seed)
    cx, cy = centre
    for _ in range(3):
        x, y = cx + rng.uniform(-size * 0.55, size * 0.35), cy + rng.uniform(-size * 0.5, size * 0.5)
        pygame.draw.arc(surface, theme.ART.ground((70, 136, 186)), (x, y, 16, 8), 0.2, 2.9, 2)


def draw_token(surface: pygame.Surface, fonts, centre, number: int, pips: int, radius: int = TOKEN_R) -> None:
    """A number token: the number (6 and 8 in red) with one dot per way to roll it."""
    cx, cy = int(centre[0]), int(centre[1])
    pygame.draw.circle(surface, (30, 26, 22), (cx + 2, cy + 3), radius)
    pygame.draw.circle(surface, TOKEN_FACE, (cx, cy), radius)
    pygame.draw.circle(surface, (170, 150, 110), (cx, cy), radius, 2)
    theme.ART.outline_circle(surface, (cx, cy), radius)
    red = number in (6, 8)
    ink = TOKEN_RED if red else TOKEN_INK
    theme.blit_text(surface, fonts, str(number), (cx, cy - 3), 20 if red else 18, ink, "bold", "center")
    span = (pips - 1) * 5
    for i in range(pips):
        pygame.draw.circle(surface, ink, (cx - span // 2 + i * 5, cy + 11), 2)


# --- resource icons and cards ----------------------------------------------------------------
def draw_resource_icon(surface: pygame.Surface, r: int, centre, size: int) -> None:
    """A small picture of a resource: tree, bricks, sheep, wheat, ore."""
    x, y = int(centre[0]), int(centre[1])
    s = max(4, size)
    if r == 0:  # wood: a tree
        pygame.draw.rect(surface, (96, 64, 36), (x - s // 8, y + s // 4, max(2, s // 4), s // 2))
        pygame.draw.polygon(surface, (38, 98, 46), [(x, y - s), (x + s * 0.7, y + s * 0.4), (x - s * 0.7, y + s * 0.4)])
        pygame.draw.polygon(surface, (20, 60, 28), [(x, y - s), (x + s * 0.7, y + s * 0.4), (x - s * 0.7, y + s * 0.4)], 1)
    elif r == 1:  # brick: three bricks
        w, h = s * 0.9, s * 0.5
        for bx, by in ((x - w - 1, y), (x + 1, y), (x - w / 2, y - h - 1)):
            rect = pygame.Rect(int(bx), int(by), int(w), int(h))
            pygame.draw.rect(surface, (176, 72, 44), rect)
            pygame.draw.rect(surface, (96, 36, 20), rect, 1)
    elif r == 2:  # sheep
        for dx, dy in ((-s * 0.35, 0), (s * 0.1, -s * 0.2), (s * 0.1, s * 0.2), (-s * 0.1, 0)):
            pygame.draw.circle(surface, (248, 246, 238), (int(x + dx), int(y + dy)), max(2, int(s * 0.38)))
        pygame.draw.circle(surface, (60, 56, 52), (int(x + s * 0.6), int(y - s * 0.1)), max(2, int(s * 0.25)))
        pygame.draw.line(surface, (60, 56, 52), (x - s // 3, y + s // 3), (x - s // 3, y + s * 0.7), 2)
        pygame.draw.line(surface, (60, 56, 52), (x + s // 4, y + s // 3), (x + s // 4, y + s * 0.7), 2)
    elif r == 3:  # wheat: a stalk with grains
        pygame.draw.line(surface, (150, 110, 30), (x, y + s), (x, y - s * 0.8), 2)
        for i in range(3):
            gy = y - s * 0.7 + i * s * 0.45
            for side in (-1, 1):
                rect = pygame.Rect(0, 0, max(3, s // 3), max(5, int(s * 0.6)))
                rect.center = (int(x + side * s * 0.22), int(gy))
                pygame.draw.ellipse(surface, (226, 180, 50), rect)
                pygame.draw.ellipse(surface, (150, 110, 30), rect, 1)
    elif r == 4:  # ore: a faceted rock
        pts = [(x - s * 0.8, y + s * 0.5), (x - s * 0.5, y - s * 0.4), (x, y - s * 0.7), (x + s * 0.6, y - s * 0.3),
               (x + s * 0.8, y + s * 0.5)]
        pygame.draw.polygon(surface, (118, 122, 140), pts)
        pygame.draw.polygon(surface, (176, 182, 200), [(x - s * 0.5, y - s * 0.4), (x, y - s * 0.7), (x, y + s * 0.1)])
        pygame.draw.polygon(surface, (50, 52, 62), pts, 1)


@card_words
def draw_resource_card(surface: pygame.Surface, fonts, rect: pygame.Rect, r: int | None, count: int | None = None,
                       dim: bool = False, glow=None) -> None:
    """A resource card (r None: a face-down card). `count` adds a badge; `glow` a coloured frame."""
    pygame.draw.rect(surface, (14, 14, 18), rect.move(2, 3), border_radius=7)
    if r is None:
        pygame.draw.rect(surface, (70, 52, 40), rect, border_radius=7)
        pygame.draw.rect(surface, (190, 150, 100), rect.inflate(-6, -6), 1, border_radius=5)
        pygame.draw.circle(surface, (190, 150, 100), rect.center, max(3, rect.w // 5), 1)
        return
    colour = RES_COLOURS[r]
    pygame.draw.rect(surface, colour, rect, border_radius=7)
    inner = rect.inflate(-8, -8)
    pygame.draw.rect(surface, (242, 236, 220), inner, border_radius=5)
    icon_size = max(5, min(inner.w, inner.h) // 4)
    draw_resource_icon(surface, r, (inner.centerx, inner.centery - (6 if rect.h > 60 else 0)), icon_size)
    if rect.h > 60:  # the name at the floor size, in bold where it fits the card ("Wheat" is set plain)
        name = RESOURCES[r]
        face = "bold" if fonts.get(TEXT, "bold").size(name)[0] <= inner.w - 2 else "sans"
        theme.blit_text(surface, fonts, name, (inner.centerx, inner.bottom - 2), TEXT, (70, 60, 50), face, "midbottom")
    theme.ART.outline_rect(surface, rect, 7)  # high contrast: a clear edge
    if dim:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((20, 20, 24, 150))
        surface.blit(veil, rect)
    if glow:
        pygame.draw.rect(surface, glow, rect.inflate(6, 6), 3, border_radius=9)
    if count is not None:
        badge = (rect.right - 6, rect.y + 6)
        pygame.draw.circle(surface, (24, 24, 30), badge, 14)
        pygame.draw.circle(surface, theme.ACCENT if count else theme.PANEL_EDGE, badge, 14, 2)
        theme.blit_text(surface, fonts, str(count), badge, TEXT, theme.TEXT if count else theme.TEXT_DIM, "bold",
                        "center")


def draw_cost(surface: pygame.Surface, cost, right: int, cy: int, size: int = 14) -> int:
    """Small resource chips for a cost, right-aligned ending at `right`; returns the left edge."""
    chips = [r for r in range(5) for _ in range(cost[r])]
    x = right - len(chips) * (size + 3)
    left = x
    for r in chips:
        rect = pygame.Rect(x, cy - size // 2 - 2, size, size + 4)
        pygame.draw.rect(surface, RES_COLOURS[r], rect, border_radius=3)
        pygame.draw.rect(surface, (20, 20, 24), rect, 1, border_radius=3)
        draw_resource_icon(surface, r, rect.center, max(3, size // 3))
        x += size + 3
    return left


# --- pieces ------------------------------------------------------------------------------------
def draw_road(surface: pygame.Surface, a, b, colour, mark: str = "", width: int = 9) -> None:
    ax, ay = a
    bx, by = b
    # Stop short of the corners so villages stay readable.
    sx, sy = ax + (bx - ax) * 0.16, ay + (by - ay) * 0.16
    ex, ey = ax + (bx - ax) * 0.84, ay + (by - ay) * 0.84
    pygame.draw.line(surface, theme.ART.edge if theme.ART.edge_width else OUTLINE, (sx, sy), (ex, ey),
                     width + 4 + theme.ART.edge_width)  # high contrast: a thicker black edge
    pygame.draw.line(surface, colour, (sx, sy), (ex, ey), width)
    pygame.draw.line(surface, shade(colour, 0.3), (sx, sy - 1), (ex, ey - 1), 2)
    if mark:
        theme.draw_seat_mark(surface, mark, ((sx + ex) / 2, (sy + ey) / 2), 3, OUTLINE)


def draw_village(surface: pygame.Surface, centre, colour, mark: str = "", scale: float = 1.25) -> None:
    x, y = centre
    w, h = 11 * scale, 9 * scale
    body = [(x - w, y - h * 0.2), (x, y - h * 1.5), (x + w, y - h * 0.2), (x + w, y + h), (x - w, y + h)]
    pygame.draw.polygon(surface, (10, 10, 12), [(px + 2, py + 2) for px, py in body])
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, shade(colour, -0.35), [(x - w, y - h * 0.2), (x, y - h * 1.5), (x + w, y - h * 0.2)])
    pygame.draw.polygon(surface, OUTLINE, body, 2)
    theme.ART.outline_polygon(surface, body)
    if mark:
        theme.draw_seat_mark(surface, mark, (x, y + h * 0.35), int(4 * scale), OUTLINE)


def draw_town(surface: pygame.Surface, centre, colour, mark: str = "", scale: float = 1.2) -> None:
    x, y = centre
    s = scale
    body = [(x - 15 * s, y + 10 * s), (x - 15 * s, y - 4 * s), (x - 3 * s, y - 4 * s), (x - 3 * s, y - 12 * s),
            (x + 4 * s, y - 20 * s), (x + 11 * s, y - 12 * s), (x + 11 * s, y + 10 * s)]
    pygame.draw.polygon(surface, (10, 10, 12), [(px + 2, py + 2) for px, py in body])
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, shade(colour, -0.35), [(x - 3 * s, y - 12 * s), (x + 4 * s, y - 20 * s),
                                                        (x + 11 * s, y - 12 * s)])
    pygame.draw.polygon(surface, OUTLINE, body, 2)
    theme.ART.outline_polygon(surface, body)
    pygame.draw.rect(surface, shade(colour, -0.45), (x + 2 * s, y - 9 * s, 4 * s, 5 * s))
    if mark:
        theme.draw_seat_mark(surface, mark, (x - 8 * s, y + 3 * s), int(4 * s), OUTLINE)


PIRATE_REST = 0.85  # the Pirate's size standing on a tile: beside the number token, not over it


def pirate_bounds(centre, scale: float = 1.0) -> pygame.Rect:
    """What `draw_pirate` covers (its shadow is the widest part, the head the highest)."""
    x, y = centre
    return pygame.Rect(round(x - 15 * scale), round(y - 21 * scale), round(30 * scale) + 1, round(43 * scale) + 1)


def building_bounds(corner, level: int) -> pygame.Rect:
    """What a village (level 1) or a town (2) drawn on `corner` covers, its shadow included."""
    x, y = corner
    if level >= 2:
        return pygame.Rect(round(x - 18), round(y - 24), 34, 38)
    return pygame.Rect(round(x - 14), round(y - 17), 30, 31)


def pirate_spot(tile_centre, numbered: bool, scale: float = PIRATE_REST,
                avoid: list[pygame.Rect] | tuple = ()) -> tuple[float, float]:
    """Where the Pirate stands on a tile: left of its number token with a gap, so the number stays whole (the
    playtest: it half-covered the number); in the middle of a tile with no number (the desert). A building on
    the tile's corners (`avoid`) sends it right of the token, a little lower or higher, whichever covers least
    of them (issue 41: it stood on a town)."""
    cx, cy = tile_centre
    if not numbered:
        return cx, cy
    d = TOKEN_R + 15 * scale + 1
    spots = [(cx - d, cy), (cx + d, cy), (cx - d, cy + 8), (cx + d, cy + 8), (cx - d, cy - 6), (cx + d, cy - 6)]

    def covered(spot) -> int:
        body = pirate_bounds(spot, scale)
        return sum(body.clip(r).w * body.clip(r).h for r in avoid)

    return min(spots, key=lambda spot: (covered(spot), spots.index(spot)))


def draw_pirate(surface: pygame.Surface, centre, scale: float = 1.0) -> None:
    """The Pirate: a dark hooded pawn with a red sash."""
    x, y = centre
    s = scale
    pygame.draw.ellipse(surface, (16, 14, 18), (x - 15 * s, y + 12 * s, 30 * s, 10 * s))
    body = [(x - 13 * s, y + 17 * s), (x - 7 * s, y - 6 * s), (x + 7 * s, y - 6 * s), (x + 13 * s, y + 17 * s)]
    pygame.draw.polygon(surface, (40, 36, 44), body)
    pygame.draw.polygon(surface, (120, 116, 130), body, 2)
    theme.ART.outline_polygon(surface, body, theme.ART.light_edge, 2)  # high contrast: the dark pawn edged white
    pygame.draw.circle(surface, (40, 36, 44), (int(x), int(y - 12 * s)), int(9 * s))
    pygame.draw.circle(surface, (120, 116, 130), (int(x), int(y - 12 * s)), int(9 * s), 2)
    theme.ART.outline_circle(surface, (int(x), int(y - 12 * s)), int(9 * s), theme.ART.light_edge, 2)
    pygame.draw.line(surface, (200, 40, 40), (x - 10 * s, y + 3 * s), (x + 10 * s, y + 1 * s), max(2, int(4 * s)))
    pygame.draw.circle(surface, (236, 230, 220), (int(x - 3 * s), int(y - 13 * s)), max(1, int(2 * s)))
    pygame.draw.circle(surface, (236, 230, 220), (int(x + 3 * s), int(y - 13 * s)), max(1, int(2 * s)))


def harbour_badge(a, b, sea_centre) -> tuple[float, float]:
    """The centre of a harbour's badge: out in its sea hex from the middle of its coast corners `a`, `b`."""
    sx, sy = sea_centre
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    return mx + (sx - mx) * HARBOUR_OUT, my + (sy - my) * HARBOUR_OUT


def draw_harbour(surface: pygame.Surface, fonts, a, b, sea_centre, resource: int | None, rate: int) -> None:
    """Two jetties from the coast corners and a badge with the rate, out in the sea hex."""
    bx, by = harbour_badge(a, b, sea_centre)
    for p in (a, b):
        pygame.draw.line(surface, (92, 66, 40), p, (bx, by), 6)
        pygame.draw.line(surface, (160, 122, 78), p, (bx, by), 3)
    fill = RES_COLOURS[resource] if resource is not None else (236, 230, 212)
    centre = (int(bx), int(by))
    pygame.draw.circle(surface, (14, 30, 50), (centre[0] + 2, centre[1] + 3), HARBOUR_R)
    pygame.draw.circle(surface, fill, centre, HARBOUR_R)
    pygame.draw.circle(surface, (250, 246, 236), centre, HARBOUR_R - 4)
    pygame.draw.circle(surface, (40, 36, 34), centre, HARBOUR_R, 2)
    theme.ART.outline_circle(surface, centre, HARBOUR_R)
    if resource is None:
        theme.blit_text(surface, fonts, f"{rate}:1", centre, TEXT, (40, 36, 34), "bold", "center")
    else:  # the resource's icon above its rate
        draw_resource_icon(surface, resource, (centre[0], centre[1] - 9), 6)
        theme.blit_text(surface, fonts, f"{rate}:1", (centre[0], centre[1] + 8), TEXT, (40, 36, 34), "bold", "center")


# --- clickable controls --------------------------------------------------------------------------
class Control:
    """A clickable area the scene rebuilds from the view each frame (so it can never go stale).

    `name` is a stable id (tests and hints find controls by it); `resource` draws a resource chip;
    `cost` draws the build cost; `note` is a small second line.
    """

    __slots__ = ("rect", "label", "on_click", "enabled", "style", "resource", "cost", "note", "name", "selected")

    def __init__(self, rect: pygame.Rect, label: str, on_click, enabled: bool = True, style: str = "normal",
                 resource: int | None = None, cost=None, note: str = "", name: str = "",
                 selected: bool = False) -> None:
        self.rect, self.label, self.on_click, self.enabled = rect, label, on_click, enabled
        self.style, self.resource, self.cost, self.note = style, resource, cost, note
        self.name, self.selected = name or label, selected


CHOSEN = (74, 92, 56)  # a picked chip's fill (the bank trade's give and get), as a picked build row's green


def draw_control(surface: pygame.Surface, fonts, ctl: Control, hovered: bool) -> None:
    rect = ctl.rect
    drawn = getattr(fonts, "controls", None)  # a table listening: word tips keep off its controls
    if drawn is not None:
        drawn.append(pygame.Rect(rect))
    if ctl.style == "chip" and ctl.resource is not None:
        card = pygame.Rect(rect.x + 5, rect.y + 5, 22, rect.h - 10)  # narrow: the words beside it stay whole
        # a chosen chip looks chosen: a lit fill, bright words (its greyed look read as disabled, the playtest)
        base = CHOSEN if ctl.selected else theme.BUTTON_HOVER if hovered and ctl.enabled else theme.PANEL_DARK
        pygame.draw.rect(surface, base, rect, border_radius=8)
        edge = theme.HIGHLIGHT if ctl.selected else (theme.ACCENT if hovered and ctl.enabled else theme.PANEL_EDGE)
        pygame.draw.rect(surface, edge, rect, 3 if ctl.selected else 2, border_radius=8)
        draw_resource_card(surface, fonts, card, ctl.resource, dim=not ctl.enabled and not ctl.selected)
        colour = theme.TEXT if ctl.enabled or ctl.selected else theme.TEXT_DIM
        room = rect.right - card.right - 8  # label and note stay inside the chip ("bank 15", "have 12")
        theme.draw_text_box(surface, fonts, ctl.label, pygame.Rect(card.right + 5, rect.y + 6, room, 21), TEXT,
                            colour, "bold")
        if ctl.note:
            theme.draw_text_box(surface, fonts, ctl.note, pygame.Rect(card.right + 5, rect.y + 28, room, 21), TEXT,
                                theme.TEXT if ctl.selected else theme.TEXT_DIM)
        return
    if not ctl.enabled:
        colour, text_colour = theme.BUTTON_DISABLED, theme.TEXT_DIM
    elif ctl.style == "accent":
        colour = theme.ACCENT if hovered else theme.ACCENT_DARK
        text_colour = theme.TEXT_DARK
    elif ctl.selected:
        colour, text_colour = (84, 96, 70), theme.TEXT
    else:
        colour = theme.BUTTON_HOVER if hovered else theme.BUTTON
        text_colour = theme.TEXT
    pygame.draw.rect(surface, (14, 16, 20), rect.move(2, 3), border_radius=8)
    pygame.draw.rect(surface, colour, rect, border_radius=8)
    edge = theme.HIGHLIGHT if ctl.selected else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, 3 if ctl.selected else 2, border_radius=8)
    if ctl.cost is not None:  # a build row: its name with the cost chips at the right, and under them its note
        left = draw_cost(surface, ctl.cost, rect.right - 10, rect.y + 13, 16)
        room = left - 8 - (rect.x + 12)  # the name stops before the cost chips
        theme.draw_text_box(surface, fonts, ctl.label, pygame.Rect(rect.x + 12, rect.y + 2, room, 22), 18,
                            text_colour, "bold")
        if ctl.note:  # the whole width: a reason ("no village to upgrade") was cut short beside the chips
            theme.draw_text_box(surface, fonts, ctl.note, pygame.Rect(rect.x + 12, rect.y + 23, rect.w - 22, 20), TEXT,
                                theme.TEXT_DIM)
        return
    size = 20 if rect.h >= 40 else TEXT
    inside = rect.inflate(-8, 0)
    if ctl.note:  # the label above its note, each one line, shrunk to the floor and shortened only then
        label = pygame.Rect(inside.x, rect.centery - 21, inside.w, 22)
        note = pygame.Rect(inside.x, rect.centery + 2, inside.w, 20)
        theme.draw_text_box(surface, fonts, ctl.label, label, size, text_colour, "bold", "center", "middle")
        theme.draw_text_box(surface, fonts, ctl.note, note, TEXT,
                            theme.TEXT_DARK if ctl.style == "accent" and ctl.enabled else theme.TEXT_DIM, "sans",
                            "center", "middle")
    else:  # one line, a little smaller if it must, before two ("Send to / everyone" wrapped: issue 41)
        line = inside.inflate(0, -6)
        _used, lines, cut = theme.fit_lines(fonts, ctl.label, line.size, size, "bold")
        box = line if len(lines) == 1 and not cut else inside
        theme.draw_text_box(surface, fonts, ctl.label, box, size, text_colour, "bold", "center", "middle")


CARD_GOOD = (34, 120, 52)  # "play" on a card's cream face (the panels' green is too light there)
DEV_SHORT = {"warrior": "Warrior", "victory_point": "Victory", "road_building": "Roads", "year_of_plenty": "Plenty",
             "monopoly": "Monopoly"}
DEV_SYMBOL = {"warrior": "⚔", "victory_point": "★", "road_building": "═", "year_of_plenty": "✿", "monopoly": "¤"}


@card_words
def draw_dev_strip(surface: pygame.Surface, fonts, rect: pygame.Rect, kind: str, count: int, note: str = "",
                   playable: bool = False, hovered: bool = False) -> None:
    """A development card as one line (when a hand holds many kinds): symbol, whole short name, its state word
    ("play", "new") where there is room, and the count."""
    _title, colour, _text = DEV_INFO[kind]
    pygame.draw.rect(surface, (236, 226, 204), rect, border_radius=6)
    # lit by its own border (strips stand close: a ring around one would run into the next)
    edge = theme.HIGHLIGHT if playable else theme.TEXT if hovered else colour
    pygame.draw.rect(surface, edge, rect, 3, border_radius=6)
    radius = min(11, rect.h // 2 - 1)
    centre = (rect.x + 4 + radius, rect.centery)
    pygame.draw.circle(surface, colour, centre, radius)
    theme.blit_text(surface, fonts, DEV_SYMBOL[kind], centre, TEXT, (250, 246, 236), "bold", "center")
    right = theme.blit_text(surface, fonts, f"×{count}", (rect.right - 6, rect.centery), TEXT, (60, 52, 40), "bold",
                            "midright").x
    name_x = centre[0] + radius + 6
    name_w = fonts.get(TEXT, "bold").size(DEV_SHORT[kind])[0]
    if note and name_x + name_w + 10 + fonts.get(TEXT, "bold").size(note)[0] <= right - 8:
        right = theme.blit_text(surface, fonts, note, (right - 8, rect.centery), TEXT,
                                CARD_GOOD if note == "play" else (90, 80, 64), "bold", "midright").x
    name = pygame.Rect(name_x, rect.y, right - name_x - 4, rect.h)
    theme.draw_text_box(surface, fonts, DEV_SHORT[kind], name, TEXT, (40, 34, 26), "bold", valign="middle")


@card_words
def draw_dev_card(surface: pygame.Surface, fonts, rect: pygame.Rect, kind: str, count: int | None, note: str = "",
                  playable: bool = False, hovered: bool = False, room: int | None = None) -> None:
    """A development card in the hand: coloured band with its name (where it fits: the large view on hover
    always has it), symbol, count badge (none when `count` is None) and a one-word state. `room`: the width
    left visible when the next card of a fan covers the right side."""
    seen = min(rect.w, room or rect.w)
    _title, colour, _text = DEV_INFO[kind]
    pygame.draw.rect(surface, (14, 14, 18), rect.move(2, 3), border_radius=7)
    pygame.draw.rect(surface, (236, 226, 204), rect, border_radius=7)
    band = pygame.Rect(rect.x, rect.y, rect.w, 24)
    pygame.draw.rect(surface, colour, band, border_top_left_radius=7, border_top_right_radius=7)
    pygame.draw.rect(surface, colour, rect, 3, border_radius=7)
    name = DEV_SHORT[kind]
    face = next((f for f in ("bold", "sans") if fonts.get(TEXT, f).size(name)[0] <= seen - 8), None)
    if face is not None:
        theme.blit_text(surface, fonts, name, (rect.x + 5, rect.y + 2), TEXT, (250, 246, 236), face)
    centre = (rect.x + min(rect.w // 2, seen - 17), rect.y + 48)
    pygame.draw.circle(surface, colour, centre, 15)
    pygame.draw.circle(surface, shade(colour, 0.4), centre, 15, 2)
    theme.blit_text(surface, fonts, DEV_SYMBOL[kind], centre, 17, (250, 246, 236), "bold", "center")
    # the count bottom right of what shows, the state word left of it where it fits
    badge = (rect.x + seen - 15, rect.bottom - 15)
    if note and fonts.get(TEXT, "bold").size(note)[0] <= seen - 36:
        theme.blit_text(surface, fonts, note, (rect.x + 6, rect.bottom - 4), TEXT,
                        CARD_GOOD if note == "play" else (90, 80, 64), "bold", "bottomleft")
    if playable or hovered:
        pygame.draw.rect(surface, theme.HIGHLIGHT if playable else theme.TEXT, rect.inflate(6, 6), 3, border_radius=9)
    if count is None:
        return
    pygame.draw.circle(surface, (24, 24, 30), badge, 13)
    pygame.draw.circle(surface, theme.ACCENT, badge, 13, 2)
    theme.blit_text(surface, fonts, str(count), badge, TEXT, theme.TEXT, "bold", "center")
