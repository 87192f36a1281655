"""Pictures for Kona's rules page, drawn with the table's own towers: a move of each height."""

from __future__ import annotations

import math

import pygame

from baraza.scenes.kona.table import (
    DARK_SQUARE,
    LIGHT_SQUARE,
    badge_centre,
    draw_disc,
    draw_height_badge,
    draw_tower,
)
from baraza.scenes.ui import theme

SQUARE = 96  # the table's square size; a board is drawn at this size, then scaled to fit
PATH = (255, 224, 120)
OUTLINE = (30, 24, 18)
GAP = 24

# (title, stack bottom to top, start (col, row), step (dcol, drow), note under the board); row 0 is the near row
MOVES = (
    ("A lone piece", (0,), (1, 1), (1, 1), "moves 1 square"),
    ("The top of a tower of 2", (1, 0), (0, 2), (1, 0), "moves 2 squares, over 1 empty square"),
    ("The top of a tower of 3", (0, 1, 0), (0, 0), (1, 1), "moves 3 squares, over 2 empty squares"),
)


def draw_picture(name: str, width: int, fonts: theme.Fonts) -> pygame.Surface | None:
    if name == "moves":
        return moves(width, fonts)
    return None


def moves(width: int, fonts: theme.Fonts) -> pygame.Surface:
    """Three small boards side by side: a piece moves exactly as far as its tower is tall."""
    panel = min(320, (width - 2 * GAP) // 3)
    board_side = panel - 8
    title_h, note_h = 30, 46
    out = pygame.Surface((3 * panel + 2 * GAP, title_h + board_side + note_h), pygame.SRCALPHA)
    for i, (title, stack, start, step, note) in enumerate(MOVES):
        x = i * (panel + GAP)
        theme.draw_text_box(out, fonts, title, pygame.Rect(x, 0, panel, title_h - 4), 17, theme.ACCENT, "bold",
                            align="center")
        board = pygame.transform.smoothscale(_board(fonts, stack, start, step), (board_side, board_side))
        left = x + (panel - board_side) // 2
        out.blit(board, (left, title_h))
        if len(stack) > 1:  # the height badge after the scaling, so its number keeps the table's size
            scale = board_side / (4 * SQUARE)
            bx, by = badge_centre(_centre(*start), len(stack))
            draw_height_badge(out, fonts, (round(left + bx * scale), round(title_h + by * scale)), len(stack))
        theme.draw_text_box(out, fonts, note, pygame.Rect(x, title_h + board_side + 6, panel, note_h - 6), 16,
                            theme.TEXT, align="center")
    return out


def _centre(col: int, row: int) -> tuple[int, int]:
    return (col * SQUARE + SQUARE // 2, (3 - row) * SQUARE + SQUARE // 2)


def _board(fonts: theme.Fonts, stack: tuple[int, ...], start: tuple[int, int], step: tuple[int, int]) -> pygame.Surface:
    """A 4×4 corner of the board at the table's scale: the tower, its path and where its top piece lands."""
    surface = pygame.Surface((4 * SQUARE, 4 * SQUARE), pygame.SRCALPHA)
    for col in range(4):
        for row in range(4):
            colour = LIGHT_SQUARE if (col + row) % 2 else DARK_SQUARE
            pygame.draw.rect(surface, colour, (col * SQUARE, (3 - row) * SQUARE, SQUARE, SQUARE))
    pygame.draw.rect(surface, (60, 40, 22), surface.get_rect(), 3)
    height = len(stack)
    path = [(start[0] + k * step[0], start[1] + k * step[1]) for k in range(1, height + 1)]
    land = _centre(*path[-1])
    ring = pygame.Rect(0, 0, SQUARE - 8, SQUARE - 8)
    ring.center = land
    pygame.draw.rect(surface, (70, 150, 90), ring, border_radius=12)
    pygame.draw.rect(surface, (170, 240, 180), ring, 4, border_radius=12)
    sx, sy = _centre(*start)
    top = (sx, sy + 14 - (height - 1) * 15)  # the moving piece, as the table stacks discs
    _arrow(surface, top, (land[0], land[1] + 8))
    for square in path[:-1]:  # the squares passed over: they must be empty
        pygame.draw.circle(surface, OUTLINE, _centre(*square), 11)
        pygame.draw.circle(surface, PATH, _centre(*square), 8)
    draw_tower(surface, fonts, (sx, sy), stack, badge=False)
    ghost = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    draw_disc(ghost, (land[0], land[1] + 14), stack[-1])
    ghost.set_alpha(170)
    surface.blit(ghost, (0, 0))
    return surface


def _arrow(surface: pygame.Surface, a, b) -> None:
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (b[0] - 40 * math.cos(angle), b[1] - 40 * math.sin(angle))
    wing = [(tip[0] - 22 * math.cos(angle + s * 0.5), tip[1] - 22 * math.sin(angle + s * 0.5)) for s in (-1, 1)]
    pygame.draw.line(surface, OUTLINE, a, tip, 11)
    pygame.draw.polygon(surface, OUTLINE, [(tip[0] + 4 * math.cos(angle), tip[1] + 4 * math.sin(angle)), *wing])
    pygame.draw.line(surface, PATH, a, tip, 6)
    pygame.draw.polygon(surface, PATH, [tip, *[(wx + 2 * math.cos(angle), wy + 2 * math.sin(angle))
                                              for wx, wy in wing]])
