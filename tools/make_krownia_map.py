"""Write assets/maps/krownia.tmx: the KROWNIA table as a Tiled hexagonal map (the output is committed).

The tile layer "island" is a pointy-top staggered hex grid (staggeraxis y, odd rows shifted right):
land tiles where the 19 island hexes lie, sea tiles in the ring around them. The scene turns grid
cells back into the engine's axial coordinates around the map property centre_col/centre_row; the
rules keep their own coordinates and only the pixel placement comes from here.

The object layer "zones" holds the table's panels in the 1280×720 logical space.

Run: python tools/make_krownia_map.py
"""

from __future__ import annotations

import math
from pathlib import Path

from tmx_writer import table_map_xml

OUT = Path(__file__).resolve().parent.parent / "assets" / "maps"

HEX_SIDE = 50  # circumradius in pixels
TILE_W = round(math.sqrt(3) * HEX_SIDE)  # 87
TILE_H = 2 * HEX_SIDE
COLS = ROWS = 7
CENTRE = 3  # grid cell (3, 3) is axial (0, 0)
MAP_W = COLS * TILE_W + TILE_W // 2
MAP_H = ROWS * (TILE_H + HEX_SIDE) // 2 + (TILE_H - HEX_SIDE) // 2

ZONES = {
    "board": (316, 6, MAP_W, MAP_H),
    "hand": (316, 562, MAP_W, 152),
    "info": (8, 8, 300, 378),
    "log": (8, 394, 300, 256),
    "buttons": (8, 656, 300, 58),
    "dice": (976, 8, 296, 200),
    "actions": (976, 216, 296, 498),
    "dialog": (352, 96, 580, 380),
}


def axial_of(col: int, row: int) -> tuple[int, int]:
    """Grid cell -> axial (q, r), for odd rows shifted right (staggerindex odd)."""
    r = row - CENTRE
    q = col - CENTRE - (r - (row & 1) + (CENTRE & 1)) // 2
    return q, r


def cell_kind(col: int, row: int) -> int:
    """0 empty, 1 land, 2 sea."""
    q, r = axial_of(col, row)
    d = max(abs(q), abs(r), abs(q + r))
    return 1 if d <= 2 else 2 if d == 3 else 0


def krownia_map() -> str:
    return table_map_xml(
        "KROWNIA", tile_size=(TILE_W, TILE_H), tileset="island",
        tile_types=[("land", {"terrain": "land"}), ("sea", {"terrain": "sea"})],
        layer="island", grid=[[cell_kind(c, r) for c in range(COLS)] for r in range(ROWS)], zones=ZONES,
        hexagonal={"hexsidelength": HEX_SIDE, "staggeraxis": "y", "staggerindex": "odd"},
        int_properties={"centre_col": CENTRE, "centre_row": CENTRE},
    )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "krownia.tmx").write_text(krownia_map(), encoding="utf-8")


if __name__ == "__main__":
    main()
