"""Pictures for KROWNIA's rules page, drawn with the table's own art: what each build costs, and the Pirate
on a tile after a 7."""

from __future__ import annotations

import math

import pygame

from baraza.game.krownia.constants import COST_DEV, COST_ROAD, COST_TOWN, COST_VILLAGE
from baraza.scenes.krownia import art
from baraza.scenes.render.dice import draw_die
from baraza.scenes.ui import theme

RED, BLUE = theme.STANDARD_SEATS.colours[0], theme.STANDARD_SEATS.colours[1]
CARD_W, CARD_H, CARD_GAP = 52, 60, 8  # no taller than 60: the card then leaves its name to the label under it
ART_W = 96  # the column with the piece
COLUMN_GAP = 56
LABEL = theme.MIN_TEXT  # the names under the cards and the note beside a title


def draw_picture(name: str, width: int, fonts: theme.Fonts) -> pygame.Surface | None:
    if name == "costs":
        return costs(width, fonts)
    if name == "pirate":
        return pirate(width, fonts)
    return None


# --- what things cost ------------------------------------------------------------------------------
BUILDS = (
    ("Road", "", COST_ROAD, "road"),
    ("Village", "", COST_VILLAGE, "village"),
    ("Town", "replaces a village", COST_TOWN, "town"),
    ("Development card", "", COST_DEV, "card"),
)


def costs(width: int, fonts: theme.Fonts) -> pygame.Surface:
    """Each build with its piece and the resource cards it takes, two builds a row."""
    widest = max(sum(cost) for _, _, cost, _ in BUILDS)
    cell_w = ART_W + 12 + widest * _slot(fonts)
    cell_h = _head(fonts) + CARD_H + 6 + fonts.get(LABEL).get_linesize()  # the names under the cards whole
    columns = 2 if 2 * cell_w + COLUMN_GAP <= width else 1
    rows = math.ceil(len(BUILDS) / columns)
    out = pygame.Surface((columns * cell_w + (columns - 1) * COLUMN_GAP, rows * cell_h + (rows - 1) * 18),
                         pygame.SRCALPHA)
    for i, (title, note, cost, piece) in enumerate(BUILDS):
        x = (i % columns) * (cell_w + COLUMN_GAP)
        y = (i // columns) * (cell_h + 18)
        _build(out, fonts, pygame.Rect(x, y, cell_w, cell_h), title, note, cost, piece)
    return out


def _slot(fonts: theme.Fonts) -> int:
    """A card's width with the gap after it: wide enough for the longest name under a card (at 150 % the names
    ran together, "WoodBrick")."""
    label = fonts.get(LABEL)
    return max(CARD_W + CARD_GAP, max(label.size(name)[0] for name in art.RESOURCES) + 16)


def _head(fonts: theme.Fonts) -> int:
    """The title's line above the cards (taller at a larger text size)."""
    return max(30, fonts.get(18, "bold").get_linesize() + 2)


def _build(surface: pygame.Surface, fonts: theme.Fonts, cell: pygame.Rect, title: str, note: str, cost, piece: str):
    box = pygame.Rect(cell.x, cell.y + 4, ART_W, cell.h - 8)
    pygame.draw.rect(surface, (36, 96, 150), box, border_radius=10)
    pygame.draw.rect(surface, (70, 136, 186), box, 2, border_radius=10)
    cx, cy = box.center
    if piece == "road":
        art.draw_road(surface, (cx - 46, cy + 22), (cx + 46, cy - 22), RED, width=11)
    elif piece == "village":
        art.draw_village(surface, (cx, cy + 4), RED, scale=2.0)
    elif piece == "town":
        art.draw_town(surface, (cx + 3, cy + 6), RED, scale=1.9)
    else:  # two cards of the deck, fanned
        for kind, angle, dx in (("victory_point", 10, -14), ("warrior", -6, 12)):
            card = pygame.Surface((64, 84), pygame.SRCALPHA)
            art.draw_dev_card(card, fonts, pygame.Rect(4, 4, 54, 74), kind, None)
            card = pygame.transform.rotate(card, angle)
            surface.blit(card, card.get_rect(center=(cx + dx, cy + 2)))
    left = box.right + 12
    label = theme.blit_text(surface, fonts, title, (left, cell.y), 18, theme.ACCENT, "bold")
    if note:
        theme.blit_text(surface, fonts, f"({note})", (label.right + 8, cell.y + 2), LABEL, theme.TEXT_DIM)
    x, slot = left, _slot(fonts)
    top = cell.y + _head(fonts)
    for r in range(5):
        for _ in range(cost[r]):
            card = pygame.Rect(x + (slot - CARD_GAP - CARD_W) // 2, top, CARD_W, CARD_H)
            art.draw_resource_card(surface, fonts, card, r)
            theme.blit_text(surface, fonts, art.RESOURCES[r], (card.centerx, card.bottom + 4), LABEL, theme.TEXT,
                            "sans", "midtop")
            x += slot


# --- the Pirate --------------------------------------------------------------------------------------
HEX = 62
TILES = (  # (axial q, r, terrain, number); the Pirate goes from the desert to the fields
    (0, 0, "fields", 6),
    (1, 0, "forest", 9),
    (0, 1, "hills", 5),
    (-1, 1, "desert", 0),
)
PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
STEPS = (
    "Someone rolls a 7: nobody collects, and whoever holds more than 7 cards gives back half.",
    "The roller moves the Pirate to another tile. That tile gives nothing while the Pirate stands there.",
    "The roller steals 1 random card from a player with a building on that tile (here: Blue).",
)


def pirate(width: int, fonts: theme.Fonts) -> pygame.Surface:
    """Two dice showing 7, a few tiles with the Pirate moved onto one, and the three steps in words."""
    root3 = math.sqrt(3)
    board_w, tiles_h = int(2.5 * root3 * HEX) + 20, int(3.5 * HEX) + 24  # four tiles, two rows
    text_w = min(460, width - 130 - board_w - 30)
    # the steps' words decide the height when they need more than the tiles (at 150 % step 3 was cut in half)
    step_line = fonts.get(16).get_linesize() + 2
    tall = [len(theme.wrap_text(fonts, step, 16, text_w - 32)) * step_line for step in STEPS]
    words_h = sum(tall) + 16 * (len(STEPS) - 1)
    height = max(tiles_h, words_h + 4)
    out = pygame.Surface((130 + board_w + 30 + text_w, height), pygame.SRCALPHA)
    # the roll
    mid = height // 2
    draw_die(out, (34, mid - 12), 50, 3)
    draw_die(out, (96, mid - 12), 50, 4, angle=12)
    theme.blit_text(out, fonts, "= 7", (65, mid + 26), 22, theme.ACCENT, "bold", "midtop")
    # the tiles
    origin = (130 + 10 + root3 * HEX, HEX + 12)
    centres = {}
    for q, r, terrain, number in TILES:
        cx = origin[0] + HEX * (root3 * q + root3 / 2 * r)
        cy = origin[1] + HEX * 1.5 * r
        centres[(q, r)] = (cx, cy)
        tile = art.terrain_tile(terrain, HEX, seed=q * 7 + r)
        out.blit(tile, tile.get_rect(center=(cx, cy)))
        pygame.draw.polygon(out, art.OUTLINE, art.hex_points((cx, cy), HEX), 2)
        if number:
            art.draw_token(out, fonts, (cx + 14, cy + 8), number, PIPS[number])
    fx, fy = centres[(0, 0)]
    shade = pygame.Surface((2 * HEX + 4, 2 * HEX + 4), pygame.SRCALPHA)
    pygame.draw.polygon(shade, (10, 10, 20, 120), art.hex_points((HEX + 2, HEX + 2), HEX - 2))
    out.blit(shade, (fx - HEX - 2, fy - HEX - 2))
    corners = art.hex_points((fx, fy), HEX)
    art.draw_village(out, corners[1], BLUE)
    art.draw_village(out, corners[5], BLUE)
    # where the Pirate came from (faded) and the way it went
    dx, dy = centres[(-1, 1)]
    ghost = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    art.draw_pirate(ghost, (dx, dy + 4), 1.1)
    ghost.set_alpha(90)
    out.blit(ghost, (0, 0))
    _arrow(out, (dx + 10, dy - 22), (fx - 22, fy + 22))
    art.draw_pirate(out, (fx - 22, fy), 1.2)
    # the steps, in words
    x = 130 + board_w + 30
    y = max(0, (height - words_h) // 2)
    for i, (step, need) in enumerate(zip(STEPS, tall, strict=True), start=1):
        pygame.draw.circle(out, theme.ACCENT, (x + 12, y + 12), 12)
        theme.blit_text(out, fonts, str(i), (x + 12, y + 12), 16, theme.TEXT_DARK, "bold", "center")
        theme.draw_text_box(out, fonts, step, pygame.Rect(x + 32, y, text_w - 32, need), 16, theme.TEXT)
        y += need + 16
    return out


def _arrow(surface: pygame.Surface, a, b) -> None:
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    wing = [(b[0] - 16 * math.cos(angle + s * 0.5), b[1] - 16 * math.sin(angle + s * 0.5)) for s in (-1, 1)]
    pygame.draw.line(surface, (20, 20, 24), a, b, 8)
    pygame.draw.polygon(surface, (20, 20, 24), [b, *wing], 0)
    pygame.draw.line(surface, theme.HIGHLIGHT, a, (b[0] - 6 * math.cos(angle), b[1] - 6 * math.sin(angle)), 4)
    pygame.draw.polygon(surface, theme.HIGHLIGHT, [(b[0] - 3 * math.cos(angle), b[1] - 3 * math.sin(angle)),
                                                   *[(wx + 2 * math.cos(angle), wy + 2 * math.sin(angle))
                                                     for wx, wy in wing]])
