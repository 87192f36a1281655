"""Dice drawing and the tumbling roll, shared by every game that rolls.

A die is drawn as a rounded square with pips (or a symbol); `tumble_face` gives the face to show while
a roll animation runs: faces flicker and the die turns, then it settles on the rolled value.
"""

from __future__ import annotations

import math
import random

import pygame

from baraza.scenes.ui import theme

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}

# Die colours: body, pips, edge.
DICE_COLOURS = {
    "white": ((240, 236, 226), (30, 30, 34), (170, 164, 150)),
    "red": ((200, 48, 44), (250, 240, 230), (120, 24, 20)),
    "green": ((64, 150, 84), (245, 245, 235), (30, 90, 46)),
    "violet": ((128, 84, 176), (250, 240, 255), (76, 44, 112)),
    "yellow": ((236, 196, 64), (40, 30, 10), (160, 124, 30)),
    "black": ((40, 40, 46), (240, 240, 240), (100, 100, 110)),
}


def draw_die(surface: pygame.Surface, centre, size: int, value: int | None, colour: str = "white",
             angle: float = 0.0, symbol: str | None = None, fonts=None, highlight=None, dim: bool = False) -> pygame.Rect:
    """Draw one die centred at `centre`. `value` None draws a blank face; `symbol` replaces pips."""
    body, pip, edge = DICE_COLOURS.get(colour, DICE_COLOURS["white"])
    if dim:
        body = tuple(int(c * 0.55) for c in body)
    face = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(3, size // 6)
    pygame.draw.rect(face, body, face.get_rect(), border_radius=radius)
    pygame.draw.rect(face, edge, face.get_rect(), width=max(1, size // 18), border_radius=radius)
    rim = theme.ART.light_edge if sum(body) < 240 else None  # high contrast: a dark rim (a light one on a dark die)
    theme.ART.outline_rect(face, face.get_rect(), radius, rim, max(2, size // 12))
    if symbol and fonts is not None:
        label = fonts.render(symbol, max(theme.MIN_TEXT, int(size * 0.42)), pip, "bold")
        face.blit(label, label.get_rect(center=(size // 2, size // 2)))
    elif value in PIPS:
        r = max(2, size // 11)
        for fx, fy in PIPS[value]:
            pygame.draw.circle(face, pip, (int(fx * size), int(fy * size)), r)
    elif value is not None and fonts is not None:
        label = fonts.render(str(value), int(size * 0.5), pip, "bold")
        face.blit(label, label.get_rect(center=(size // 2, size // 2)))
    if angle:
        face = pygame.transform.rotate(face, angle)
    rect = face.get_rect(center=(int(centre[0]), int(centre[1])))
    shadow = pygame.Rect(0, 0, size, size)
    shadow.center = (rect.centerx + 3, rect.centery + 4)
    pygame.draw.rect(surface, (12, 12, 14), shadow, border_radius=radius)
    surface.blit(face, rect)
    if highlight:
        pygame.draw.rect(surface, highlight, rect.inflate(6, 6), 3, border_radius=radius + 2)
    return rect


def tumble_face(final: int, progress: float, seed: int, sides: int = 6) -> tuple[int, float, float]:
    """(face to show, rotation in degrees, vertical bounce in px) at `progress` 0..1 of a roll.

    Uses its own small generator: the animation's randomness never touches the match's.
    """
    if progress >= 1.0:
        return final, 0.0, 0.0
    rng = random.Random(seed * 1000 + int(progress * 12))
    face = rng.randint(1, sides) if progress < 0.8 else final
    angle = (1 - progress) * 540 * (1 if seed % 2 else -1)
    bounce = abs(math.sin(progress * math.pi * 3)) * 24 * (1 - progress)
    return face, angle % 360, bounce


def draw_dice_row(surface: pygame.Surface, left: int, y: int, values, size: int = 44, colour: str = "white",
                  gap: int = 10, progress: float = 1.0, seed: int = 0, fonts=None) -> list[pygame.Rect]:
    rects = []
    for i, value in enumerate(values):
        face, angle, bounce = tumble_face(value, progress, seed + i)
        centre = (left + i * (size + gap) + size // 2, y + size // 2 - bounce)
        rects.append(draw_die(surface, centre, size, face, colour, angle, fonts=fonts))
    return rects


def dice_total_badge(surface: pygame.Surface, fonts, centre, total: int) -> None:
    colour = theme.BAD if total in (6, 8) else theme.TEXT
    pygame.draw.circle(surface, theme.PANEL_DARK, centre, 20)
    pygame.draw.circle(surface, theme.ACCENT, centre, 20, 2)
    theme.blit_text(surface, fonts, str(total), centre, 20, colour, "bold", "center")
