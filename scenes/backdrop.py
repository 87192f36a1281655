"""The table cloth behind the menus: a dark gradient with a faint woven pattern, drawn once."""

from __future__ import annotations

import math

import pygame

from baraza.scenes import theme

_cache: dict[tuple, pygame.Surface] = {}


def table_backdrop(size: tuple[int, int] = theme.LOGICAL_SIZE, bench: bool = False) -> pygame.Surface:
    """The menus show the stone bench along the bottom; match tables leave it out."""
    # A cache keyed by size is safe to share: the surface is only ever blitted, never drawn on.
    key = (size, bench)
    if key in _cache:
        return _cache[key]
    surface = theme.vertical_gradient(size, theme.BG_TOP, theme.BG_BOTTOM)
    pattern = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    step = 48
    for y in range(-step, h + step, step):
        for x in range(-step, w + step, step):
            offset = step // 2 if (y // step) % 2 else 0
            cx, cy = x + offset, y
            points = [(cx, cy - 14), (cx + 14, cy), (cx, cy + 14), (cx - 14, cy)]
            pygame.draw.polygon(pattern, (255, 255, 255, 9), points, 1)
    surface.blit(pattern, (0, 0))
    if bench:
        _draw_bench(surface, w, h)
    if pygame.display.get_surface() is not None:
        surface = surface.convert()  # the display's pixel format blits fastest
    _cache[key] = surface
    return surface


def _draw_bench(surface: pygame.Surface, w: int, h: int) -> None:
    """A stone bench along the bottom: the baraza the app is named after."""
    top = h - 86
    pygame.draw.rect(surface, (70, 66, 60), (0, top, w, 20))
    pygame.draw.rect(surface, (88, 83, 76), (0, top, w, 6))
    for x in range(0, w, 160):
        pygame.draw.rect(surface, (58, 54, 50), (x + 40, top + 20, 60, h - top - 20))
        pygame.draw.rect(surface, (66, 62, 57), (x + 40, top + 20, 8, h - top - 20))
    for i in range(0, w, 7):
        shade = 60 + int(8 * math.sin(i * 0.37))
        surface.set_at((i, top + 10 + (i * 13) % 8), (shade, shade - 3, shade - 8))
