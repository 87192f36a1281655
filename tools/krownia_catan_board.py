"""Match a catanatron board's tiles, nodes and edges to KROWNIA's hex, corner and edge ids.

Pure Baraza code (no catanatron import), so the tests can check it without catanatron installed.
A catanatron board is described by its land tiles: cube coordinate (x, y, z) plus a mapping from the
six node directions ("NORTH", "NORTHEAST", ...) to node ids. Every node's position is computed from
its tile's centre and direction and matched to the nearest KROWNIA corner: nothing assumes that the two
programs number anything the same way, and every shared node must land on one corner from each of its
tiles (so a wrong axis convention fails loudly instead of producing a subtly wrong board).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from baraza.game.krownia import board as B  # noqa: E402

# Node directions, clockwise from the top: the same order as KROWNIA's corner k (angle 60k from up).
NODE_DIRECTIONS = ("NORTH", "NORTHEAST", "SOUTHEAST", "SOUTH", "SOUTHWEST", "NORTHWEST")
_HEX_ID = {h: i for i, h in enumerate(B.LAND_HEXES)}
_TOLERANCE = 1e-6


def cube_to_axial(cube: tuple[int, int, int]) -> tuple[int, int]:
    """catanatron's cube coordinate (x, y, z; z grows southwards) as KROWNIA's axial (q, r)."""
    x, _y, z = cube
    return (x, z)


def node_position(cube: tuple[int, int, int], direction: str) -> tuple[float, float]:
    """Where a node of the tile at `cube` sits, in KROWNIA's units (circumradius 1, y down)."""
    cx, cy = B.hex_center(*cube_to_axial(cube))
    ang = math.radians(60 * NODE_DIRECTIONS.index(direction))
    return (cx + math.sin(ang), cy - math.cos(ang))


def _corner_at(x: float, y: float) -> int:
    best = B.nearest_corner(x, y)
    bx, by = B.corner_position(best)
    if (bx - x) ** 2 + (by - y) ** 2 > _TOLERANCE:
        raise ValueError(f"no KROWNIA corner at ({x:.3f}, {y:.3f})")
    return best


@dataclass(frozen=True)
class BoardMatch:
    """Both directions of the id maps between a catanatron board and KROWNIA's."""

    hex_of_tile: dict[tuple[int, int, int], int]  # cube coordinate -> KROWNIA hex id
    tile_of_hex: dict[int, tuple[int, int, int]]
    corner_of_node: dict[int, int]  # catanatron node id -> KROWNIA corner id
    node_of_corner: dict[int, int]

    def edge_of(self, a: int, b: int) -> int:
        """KROWNIA edge id of the catanatron edge between nodes a and b."""
        ca, cb = self.corner_of_node[a], self.corner_of_node[b]
        return B.EDGE_ID[(min(ca, cb), max(ca, cb))]

    def nodes_of_edge(self, edge: int) -> tuple[int, int]:
        """catanatron's node pair (smaller id first) for a KROWNIA edge."""
        ca, cb = B.EDGE_CORNERS[edge]
        a, b = self.node_of_corner[ca], self.node_of_corner[cb]
        return (min(a, b), max(a, b))


def match_board(tiles: Iterable[tuple[tuple[int, int, int], Mapping[str, int]]]) -> BoardMatch:
    """Match the 19 land tiles (cube, {direction: node id}) of a catanatron board geometrically."""
    hex_of_tile: dict[tuple[int, int, int], int] = {}
    corner_of_node: dict[int, int] = {}
    for cube, nodes in tiles:
        axial = cube_to_axial(cube)
        if axial not in _HEX_ID:
            raise ValueError(f"tile {cube} is not on KROWNIA's island")
        hex_of_tile[tuple(cube)] = _HEX_ID[axial]
        for direction, node in nodes.items():
            corner = _corner_at(*node_position(cube, direction))
            if corner_of_node.setdefault(node, corner) != corner:
                raise ValueError(f"node {node} lies on corners {corner_of_node[node]} and {corner}")
    node_of_corner = {c: n for n, c in corner_of_node.items()}
    if len(hex_of_tile) != B.NUM_HEXES or len(corner_of_node) != B.NUM_CORNERS \
            or len(node_of_corner) != B.NUM_CORNERS:
        raise ValueError("the boards do not have the same tiles and corners")
    return BoardMatch(hex_of_tile, {h: t for t, h in hex_of_tile.items()}, corner_of_node, node_of_corner)


def describe_krownia_board(node_ids: list[int] | None = None) -> list[tuple[tuple[int, int, int], dict[str, int]]]:
    """KROWNIA's own island in the catanatron format (cube coordinates, direction -> node id), with
    node ids renamed through `node_ids` (node_ids[corner]); for tests of the matcher without catanatron."""
    ids = node_ids if node_ids is not None else list(range(B.NUM_CORNERS))
    out = []
    for h, (q, r) in enumerate(B.LAND_HEXES):
        cube = (q, -q - r, r)
        out.append((cube, {d: ids[B.HEX_CORNERS[h][k]] for k, d in enumerate(NODE_DIRECTIONS)}))
    return out
