"""The KROWNIA table's frame cache: each region (board, dice, side panel, hand, dialog, players) is painted
on the screen once and blitted from a copy while its key is unchanged, so most frames cost a few blits: the
table changes mostly when a move is made, and every move or undo empties the cache. A region blitted from its
copy still tells where its texts are (`fonts.placed`, `fonts.shortened`), as when it was painted."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.scenes.ui import theme


class LayerCache:
    def __init__(self, app) -> None:
        self.app = app
        self._layers: dict[str, tuple] = {}

    def clear(self) -> None:
        self._layers.clear()

    def paint(self, surface: pygame.Surface, name: str, key, region: pygame.Rect, paint: Callable[[], None]) -> None:
        """Blit the cached copy of `region` while `key` is unchanged; otherwise run `paint` (which draws on
        `surface`) and keep a copy of the region."""
        region = region.clip(surface.get_rect())
        key = (key, theme.ART)  # a region painted in the other look (high contrast) is painted again
        fonts = self.app.fonts
        shortened, placed = fonts.shortened, fonts.placed
        controls = getattr(fonts, "controls", None)
        entry = self._layers.get(name)
        if entry is not None and entry[0] == key:
            surface.blit(entry[1], region)
            shortened.extend(entry[2])  # its shortened texts still show whole on hover
            if placed is not None:  # and its texts are where they were (the keyboard cursor's words keep off them)
                placed.extend(entry[3])
            if controls is not None:  # and its controls (word tips keep off them)
                controls.extend(entry[4])
            return
        first, first_placed = len(shortened), len(placed) if placed is not None else 0
        first_control = len(controls) if controls is not None else 0
        paint()
        copy = pygame.Surface(region.size)
        if pygame.display.get_surface():
            copy = copy.convert()
        copy.blit(surface, (0, 0), region)
        texts = list(placed[first_placed:]) if placed is not None else []
        drawn = list(controls[first_control:]) if controls is not None else []
        self._layers[name] = (key, copy, list(shortened[first:]), texts, drawn)
