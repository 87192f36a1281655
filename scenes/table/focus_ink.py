"""Where the table drew something to read, read from the frame itself: the cursor's words (focus_tag.py) keep off
any text, however a game drew it. The texts a table records (fonts.placed) miss the words of cached pictures (a
card's name and cost, a zone's caption, the pyramid's rows): the keys playtest at 150 % saw the words over them.

Ink is sharp contrast in both directions within a few pixels (letters, pips, icons); a panel's straight border has
it in one direction only and is not ink, nor is a soft board texture (the desert's grain, the felt).

`InkMap` counts the ink under any rect (a summed-area table of cells); `clean_room` finds, all at once with masks
(in C, not a Python loop over the screen), every place of a size that covers no ink and none of the rects to keep
clear, and the one of them nearest the cursor's ring."""

from __future__ import annotations

import pygame

CELL = 8  # px: the map's grain (a 16 px letter spans two cells)
EDGE = 40  # the brightness step between neighbouring pixels (at half size) that counts as an edge
INKY = 24  # a cell with two edge pixels of its 16 (at half size: 255/16 each) is inky: clean room keeps off it


def _edges(surface: pygame.Surface, shifts: tuple[tuple[int, int], ...]) -> pygame.Surface:
    """Per pixel, the largest step down to a neighbour along `shifts` (saturating subtractions, all in C)."""
    out, step = pygame.Surface(surface.get_size()), pygame.Surface(surface.get_size())
    for n, shift in enumerate(shifts):
        target = out if n == 0 else step
        target.blit(surface, (0, 0))
        target.blit(surface, shift, special_flags=pygame.BLEND_RGB_SUB)
        if target is step:
            out.blit(step, (0, 0), special_flags=pygame.BLEND_RGB_MAX)
    return out


def _density(edges: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """The share of edge pixels in each cell (0-255 in each channel)."""
    grey = pygame.transform.grayscale(edges)
    mask = pygame.mask.from_threshold(grey, (255, 255, 255, 255), (256 - EDGE, 256 - EDGE, 256 - EDGE, 255))
    return pygame.transform.smoothscale(mask.to_surface(), size)


class InkMap:
    """The frame's ink by cells, summed for a quick count under any rect (`ink`, in pixels), and the inky cells as
    a mask (`inky`, one bit a cell)."""

    def __init__(self, surface: pygame.Surface) -> None:
        # read at half size (a quarter of the work); averaging keeps a letter's stroke as a softer step, which EDGE
        # still counts
        w, h = max(1, surface.get_width() // CELL), max(1, surface.get_height() // CELL)
        source = surface if surface.get_bitsize() in (24, 32) else surface.convert(24)
        frame = pygame.transform.smoothscale(source, (w * CELL // 2, h * CELL // 2))
        # a cell is as inky as its weaker direction: a straight line has edges one way only
        cells = _density(_edges(frame, ((1, 0), (-1, 0))), (w, h))
        cells.blit(_density(_edges(frame, ((0, 1), (0, -1))), (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MIN)
        self.inky = pygame.mask.from_threshold(cells, (255, 255, 255, 255), (256 - INKY, 256 - INKY, 256 - INKY, 255))
        ink = pygame.image.tobytes(cells, "RGB")[::3]
        self.w, self.h = w, h
        table = [[0] * (w + 1) for _ in range(h + 1)]
        for y in range(h):
            acc, above, row = 0, table[y], table[y + 1]
            for x, value in enumerate(ink[y * w:(y + 1) * w]):
                acc += value
                row[x + 1] = above[x + 1] + acc
        self._sums = table

    def ink(self, rect: pygame.Rect) -> float:
        """About how many pixels of ink lie under `rect` (the cells whose middle it covers)."""
        x0, x1 = max(0, round(rect.left / CELL)), min(self.w, round(rect.right / CELL))
        y0, y1 = max(0, round(rect.top / CELL)), min(self.h, round(rect.bottom / CELL))
        if x1 <= x0 or y1 <= y0:
            return 0.0
        s = self._sums
        total = s[y1][x1] - s[y0][x1] - s[y1][x0] + s[y0][x0]
        return total * CELL * CELL / 255


def _cells(rect: pygame.Rect) -> pygame.Rect:
    """The cells `rect` touches at all (rounded outward)."""
    left, top = rect.left // CELL, rect.top // CELL
    return pygame.Rect(left, top, -(-rect.right // CELL) - left, -(-rect.bottom // CELL) - top)


def clean_room(ink: InkMap, size: tuple[int, int], area: pygame.Rect, keep: list[pygame.Rect],
               soft: list[pygame.Rect], ring: pygame.Rect, per_px: float, most_ink: float = 12.0,
               reach: float | None = None) -> tuple[float, pygame.Rect] | None:
    """The place of `size` within `area`, on the cells' grid, that covers no inky cell (nor over `most_ink` px of
    ink in all) and touches none of `keep`, and is nearest `ring` (each px away costs `per_px`), what it covers of
    `soft` (the panels) weighed too, a quarter of a px of distance for each px covered (blank panel near the ring
    rather than board far off): (its cost, the place), or None when there is no such room. `reach`: the farthest
    gap from the ring a place may have (words far from their spot read as someone else's). Masks find every clean place at once (in C); only those
    are weighed, nearest first."""
    bounds = pygame.Rect(0, 0, ink.w, ink.h)
    tw, th = -(-size[0] // CELL), -(-size[1] // CELL)
    x0, y0 = -(-area.left // CELL), -(-area.top // CELL)
    x1, y1 = min(ink.w - tw, (area.right - size[0]) // CELL), min(ink.h - th, (area.bottom - size[1]) // CELL)
    if x1 < x0 or y1 < y0:
        return None
    blocked, panels = pygame.mask.Mask((ink.w, ink.h)), pygame.mask.Mask((ink.w, ink.h))
    for rects, mask in ((keep, blocked), (soft, panels)):
        for rect in rects:
            cells = _cells(rect).clip(bounds)
            if cells.w and cells.h:
                mask.draw(pygame.mask.Mask(cells.size, fill=True), cells.topleft)
    tag = pygame.mask.Mask((tw, th), fill=True)
    # bit (x, y) of `hit`: the words with their top left at cell (x, y) would touch something kept clear, or cover
    # the middle of an inky cell (as InkMap.ink counts)
    hit = blocked.convolve(tag, None, (1 - tw, 1 - th))
    mw, mh = max(1, round(size[0] / CELL)), max(1, round(size[1] / CELL))
    hit.draw(ink.inky.convolve(pygame.mask.Mask((mw, mh), fill=True), None, (1 - mw, 1 - mh)), (0, 0))
    free = pygame.mask.Mask(hit.get_size())
    free.draw(pygame.mask.Mask((x1 - x0 + 1, y1 - y0 + 1), fill=True), (x0, y0))
    free.erase(hit, (0, 0))
    if not free.count():
        return None
    width = free.get_size()[0]
    bits = pygame.image.tobytes(free.to_surface(), "RGBA")[::4]
    # each column's and row's squared px from the ring, worked out once: the free places are sorted by their sum
    dx2 = [max(ring.left - x * CELL - size[0], x * CELL - ring.right, 0) ** 2 for x in range(width)]
    dy2 = [max(ring.top - y * CELL - size[1], y * CELL - ring.bottom, 0) ** 2 for y in range(hit.get_size()[1])]
    places = sorted((dx2[i % width] + dy2[i // width], i) for i, bit in enumerate(bits) if bit)
    best: tuple[float, pygame.Rect] | None = None
    for squared, i in places:
        distance = squared ** 0.5
        if reach is not None and distance > reach:
            break  # nearest first: every place left is farther still
        if best is not None and per_px * distance >= best[0]:
            break  # nearest first: no farther place can cost less
        x, y = i % width, i // width
        place = pygame.Rect((x * CELL, y * CELL), size)
        if ink.ink(place) > most_ink:
            continue  # faint ink in many cells (each below INKY) adds up to words
        cost = per_px * distance + panels.overlap_area(tag, (x, y)) * CELL * CELL * per_px / 4
        if best is None or cost < best[0]:
            best = cost, place
    return best
