"""Write the Tiled table layouts in assets/maps/ (the output is committed; the game reads it with pytmx).

Each map holds the board as a tile layer and the table's zones (board, panels, buttons) as named
objects in an object layer called "zones", all in the 1280×720 logical space.

Run: python tools/make_maps.py
"""

from __future__ import annotations

from pathlib import Path

from tmx_writer import table_map_xml

OUT = Path(__file__).resolve().parent.parent / "assets" / "maps"


def square_board_map(title: str, cols: int, rows: int, tile: int, zones: dict) -> str:
    """An orthogonal map: a chequered board layer (light/dark tiles) plus the zones."""
    return table_map_xml(
        title, tile_size=(tile, tile), tileset="squares",
        tile_types=[("light", {"shade": "light"}), ("dark", {"shade": "dark"})],
        layer="board", grid=[[1 + (x + y) % 2 for x in range(cols)] for y in range(rows)], zones=zones,
    )


KONA_ZONES = {
    "board": (96, 84, 576, 576),
    "info": (720, 40, 520, 178),
    "log": (720, 234, 520, 372),
    "buttons": (720, 622, 520, 58),
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "kona.tmx").write_text(square_board_map("Kona", 6, 6, 96, KONA_ZONES), encoding="utf-8")


if __name__ == "__main__":
    main()
