"""Krownia island geometry: pure math and precomputed adjacency tables (no pygame).

Hexes are pointy-top in axial coordinates (q, r). Positions are in units where a hex's circumradius
is 1; y grows downwards (screen convention). Corner k of a hex sits at angle k*60 degrees clockwise
from the top. Every land corner and edge has a stable integer id (sorted by position), so saves,
actions and the renderer all agree.
"""

from __future__ import annotations

import math

SQRT3 = math.sqrt(3.0)

# The 19 land hexes: rows of 3-4-5-4-3, sorted by (r, q) so hex ids run row by row.
LAND_HEXES: tuple[tuple[int, int], ...] = tuple(
    sorted(((q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2), key=lambda h: (h[1], h[0]))
)
NUM_HEXES = len(LAND_HEXES)

# Corner offsets in doubled integer units: x in multiples of sqrt(3)/2, y in multiples of 1/2.
_CORNER_OFFSETS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))


def _hex_key(q: int, r: int) -> tuple[int, int]:
    return (2 * q + r, 3 * r)


def _build() -> tuple:
    keys: set[tuple[int, int]] = set()
    for q, r in LAND_HEXES:
        hx, hy = _hex_key(q, r)
        for dx, dy in _CORNER_OFFSETS:
            keys.add((hx + dx, hy + dy))
    corner_keys = sorted(keys, key=lambda k: (k[1], k[0]))
    cid = {k: i for i, k in enumerate(corner_keys)}
    hex_corners = []
    edge_set: set[tuple[int, int]] = set()
    for q, r in LAND_HEXES:
        hx, hy = _hex_key(q, r)
        cs = tuple(cid[(hx + dx, hy + dy)] for dx, dy in _CORNER_OFFSETS)
        hex_corners.append(cs)
        for k in range(6):
            a, b = cs[k], cs[(k + 1) % 6]
            edge_set.add((min(a, b), max(a, b)))
    edges = sorted(edge_set)
    return corner_keys, tuple(hex_corners), tuple(edges)


_CORNER_KEYS, HEX_CORNERS, EDGE_CORNERS = _build()
NUM_CORNERS = len(_CORNER_KEYS)  # 54
NUM_EDGES = len(EDGE_CORNERS)  # 72
EDGE_ID: dict[tuple[int, int], int] = {e: i for i, e in enumerate(EDGE_CORNERS)}

CORNER_HEXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(h for h in range(NUM_HEXES) if c in HEX_CORNERS[h]) for c in range(NUM_CORNERS)
)
CORNER_EDGES: tuple[tuple[int, ...], ...] = tuple(
    tuple(e for e in range(NUM_EDGES) if c in EDGE_CORNERS[e]) for c in range(NUM_CORNERS)
)
CORNER_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(EDGE_CORNERS[e][0] + EDGE_CORNERS[e][1] - c for e in CORNER_EDGES[c])) for c in range(NUM_CORNERS)
)
# Per corner: (edge, corner at its other end), for walking road networks without lookups.
CORNER_LINKS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((e, EDGE_CORNERS[e][0] + EDGE_CORNERS[e][1] - c) for e in CORNER_EDGES[c]) for c in range(NUM_CORNERS)
)
_AXIAL_DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
_HEX_INDEX = {h: i for i, h in enumerate(LAND_HEXES)}
HEX_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(_HEX_INDEX[(q + dq, r + dr)] for dq, dr in _AXIAL_DIRS if (q + dq, r + dr) in _HEX_INDEX))
    for q, r in LAND_HEXES
)
EDGE_HEXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(h for h in range(NUM_HEXES) if a in HEX_CORNERS[h] and b in HEX_CORNERS[h]) for a, b in EDGE_CORNERS
)


def hex_center(q: int, r: int) -> tuple[float, float]:
    """Centre of hex (q, r) in circumradius units (the island centre is (0, 0))."""
    return (SQRT3 * (q + r / 2.0), 1.5 * r)


def hex_corner_position(q: int, r: int, k: int) -> tuple[float, float]:
    """Corner k (0 = top, clockwise) of hex (q, r)."""
    cx, cy = hex_center(q, r)
    ang = math.radians(60 * k)
    return (cx + math.sin(ang), cy - math.cos(ang))


def corner_position(corner: int) -> tuple[float, float]:
    """x, y of a corner id."""
    kx, ky = _CORNER_KEYS[corner]
    return (kx * SQRT3 / 2.0, ky / 2.0)


def edge_corners(edge: int) -> tuple[int, int]:
    """The two corner ids an edge joins (smaller first)."""
    return EDGE_CORNERS[edge]


def edge_position(edge: int) -> tuple[float, float]:
    """Midpoint of an edge (handy for picking the nearest edge)."""
    a, b = EDGE_CORNERS[edge]
    (ax, ay), (bx, by) = corner_position(a), corner_position(b)
    return ((ax + bx) / 2.0, (ay + by) / 2.0)


def sea_hexes() -> list[tuple[int, int]]:
    """The 18 sea hexes ringing the island, clockwise from the top-left one."""
    ring = [(q, r) for q in range(-3, 4) for r in range(-3, 4) if max(abs(q), abs(r), abs(q + r)) == 3]
    return sorted(ring, key=lambda h: _angle(*hex_center(*h)))


def _angle(x: float, y: float) -> float:
    # clockwise angle from straight up, in [0, 2pi)
    return math.atan2(x, -y) % (2 * math.pi)


def coastal_edges() -> list[int]:
    """The 30 edges on the coast, clockwise from the top."""
    coast = [e for e in range(NUM_EDGES) if len(EDGE_HEXES[e]) == 1]
    return sorted(coast, key=lambda e: _angle(*edge_position(e)))


# Nine harbour slots spaced along the coast (gaps 3,3,4 so no two share a corner).
_HARBOUR_SLOTS = (0, 3, 6, 10, 13, 16, 20, 23, 26)
HARBOUR_EDGES: tuple[int, ...] = tuple(coastal_edges()[i] for i in _HARBOUR_SLOTS)


def harbour_sea_hex(edge: int) -> tuple[int, int]:
    """The sea hex beyond a coastal edge (where the renderer may draw the harbour)."""
    (land,) = EDGE_HEXES[edge]
    q, r = LAND_HEXES[land]
    mx, my = edge_position(edge)
    cx, cy = hex_center(q, r)
    best = min(_AXIAL_DIRS, key=lambda d: (hex_center(q + d[0], r + d[1])[0] - (2 * mx - cx)) ** 2
               + (hex_center(q + d[0], r + d[1])[1] - (2 * my - cy)) ** 2)
    return (q + best[0], r + best[1])


def nearest_corner(x: float, y: float) -> int:
    """The corner id nearest to a point (for mouse picking)."""
    return min(range(NUM_CORNERS), key=lambda c: (corner_position(c)[0] - x) ** 2 + (corner_position(c)[1] - y) ** 2)


def nearest_edge(x: float, y: float) -> int:
    """The edge id whose midpoint is nearest to a point."""
    return min(range(NUM_EDGES), key=lambda e: (edge_position(e)[0] - x) ** 2 + (edge_position(e)[1] - y) ** 2)


def nearest_hex(x: float, y: float) -> int:
    """The land hex id whose centre is nearest to a point."""
    return min(range(NUM_HEXES), key=lambda h: (hex_center(*LAND_HEXES[h])[0] - x) ** 2
               + (hex_center(*LAND_HEXES[h])[1] - y) ** 2)
