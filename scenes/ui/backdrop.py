"""The table cloth behind the menus: a dark gradient with a faint woven pattern, drawn once."""

from __future__ import annotations

import math

import pygame

from baraza.scenes.ui import theme

WEAVE_STEP = 48  # pixels between the diamonds of the woven pattern


class Backdrops:
    """The backdrops drawn so far, owned by the App: drawn once, only ever blitted, never drawn on."""

    def __init__(self) -> None:
        self._drawn: dict[tuple, pygame.Surface] = {}

    def get(self, size: tuple[int, int] = theme.LOGICAL_SIZE, bench: bool = False) -> pygame.Surface:
        key = (size, bench)
        if key not in self._drawn:
            self._drawn[key] = table_backdrop(size, bench)
        return self._drawn[key]


def table_backdrop(size: tuple[int, int] = theme.LOGICAL_SIZE, bench: bool = False) -> pygame.Surface:
    """A new backdrop (use `app.backdrop()` for the cached one). The menus show the stone bench along the
    bottom; match tables leave it out."""
    w, h = size
    tile = _weave_tile()
    # The gradient changes down the screen only, and the weave repeats: one strip a tile wide is blended, then
    # copied across (blending the whole screen, diamond by diamond, made opening History a 55 ms frame).
    strip = theme.vertical_gradient((tile.get_width(), h), theme.BG_TOP, theme.BG_BOTTOM)
    for y in range(0, h, tile.get_height()):
        strip.blit(tile, (0, y))
    surface = pygame.Surface(size)
    for x in range(0, w, tile.get_width()):
        surface.blit(strip, (x, 0))
    if bench:
        _draw_bench(surface, w, h)
    if pygame.display.get_surface() is not None:
        surface = surface.convert()  # the display's pixel format blits fastest
    return surface


def _weave_tile(step: int = WEAVE_STEP) -> pygame.Surface:
    """One period of the faint woven pattern (`step` wide, two rows of diamonds high, the second row offset by
    half a step), cut from a patch drawn diamond by diamond so its edges carry the neighbours' corners."""
    patch = pygame.Surface((3 * step, 4 * step), pygame.SRCALPHA)
    for y in range(-step, 5 * step, step):
        for x in range(-step, 4 * step, step):
            cx = x + (step // 2 if (y // step) % 2 else 0)
            points = [(cx, y - 14), (cx + 14, y), (cx, y + 14), (cx - 14, y)]
            pygame.draw.polygon(patch, (255, 255, 255, 9), points, 1)
    return patch.subsurface((step, 2 * step, step, 2 * step)).copy()


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
