"""Pointy-top hex layout: axial (q, r) ↔ pixels, corner points and hit-testing.

The rules keep their own axial coordinates; this object only turns them into screen positions
(after Red Blob Games' hexagon guide). `size` is the circumradius in pixels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SQRT3 = math.sqrt(3)


@dataclass(frozen=True)
class HexLayout:
    origin: tuple[float, float]  # pixel position of hex (0, 0)'s centre
    size: float

    def to_pixel(self, q: float, r: float) -> tuple[float, float]:
        x = self.size * (SQRT3 * q + SQRT3 / 2 * r)
        y = self.size * 1.5 * r
        return (self.origin[0] + x, self.origin[1] + y)

    def unit_to_pixel(self, x: float, y: float) -> tuple[float, float]:
        """Positions given in hex units (circumradius 1, hex (0,0) at 0,0) to pixels."""
        return (self.origin[0] + x * self.size, self.origin[1] + y * self.size)

    def corners(self, q: float, r: float, inset: float = 0.0) -> list[tuple[float, float]]:
        """The six corners, corner 0 at the top, clockwise."""
        cx, cy = self.to_pixel(q, r)
        radius = self.size - inset
        return [(cx + radius * math.cos(math.radians(-90 + 60 * i)),
                 cy + radius * math.sin(math.radians(-90 + 60 * i))) for i in range(6)]

    def from_pixel(self, x: float, y: float) -> tuple[int, int]:
        """The hex containing the pixel (cube rounding)."""
        px, py = (x - self.origin[0]) / self.size, (y - self.origin[1]) / self.size
        q = SQRT3 / 3 * px - py / 3
        r = 2 / 3 * py
        return cube_round(q, r)


def cube_round(q: float, r: float) -> tuple[int, int]:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)


def nearest(points: dict, pos, max_distance: float) -> object | None:
    """The key of the point in `points` (key -> (x, y)) nearest to `pos`, if within `max_distance`."""
    best, best_d = None, max_distance * max_distance
    for key, (x, y) in points.items():
        d = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
        if d <= best_d:
            best, best_d = key, d
    return best
