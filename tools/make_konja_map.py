"""Write assets/maps/konja.tmx: the Konja table (the output is committed; the game reads it with pytmx).

The tile layer "ancestors" is the row of five Ancestor tiles (each tile carries its Ancestor's id as a
property); the object layer "zones" names every area of the table in the 1280×720 logical space.

Run: python tools/make_konja_map.py
"""

from __future__ import annotations

from pathlib import Path

from tmx_writer import table_map_xml

OUT = Path(__file__).resolve().parent.parent / "assets" / "maps" / "konja.tmx"

ANCESTORS = ("spirit", "resource", "spell", "merchant", "rain")
TILE_W, TILE_H = 108, 128

# x, y, w, h in logical pixels. The left 1000 px are the table, the right column is the shell's.
ZONES: dict[str, tuple[int, int, int, int]] = {
    # the opponent's side, across the top
    "opp_tokens": (8, 8, 228, 118),
    "opp_relics": (244, 8, 460, 118),
    "opp_spells": (712, 8, 284, 118),
    # the middle of the table
    "ancestors": (8, 134, 5 * TILE_W, TILE_H),
    "offering": (8, 270, 364, 126),
    "supply": (380, 270, 168, 126),
    "pyramid": (556, 134, 250, 262),
    "prompt": (814, 134, 182, 408),
    "tray": (8, 404, 798, 138),
    # the viewer's side, across the bottom
    "my_tokens": (8, 550, 168, 162),
    "my_relics": (184, 550, 540, 162),
    "my_spells": (732, 550, 264, 162),
    # the shell's panels
    "info": (1004, 8, 268, 150),
    "log": (1004, 166, 268, 478),
    "buttons": (1004, 652, 268, 60),
}


def konja_map() -> str:
    return table_map_xml(
        "Konja", tile_size=(TILE_W, TILE_H), tileset="ancestor_tiles",
        tile_types=[("ancestor", {"ancestor": name}) for name in ANCESTORS],
        layer="ancestors", grid=[[1 + i for i in range(len(ANCESTORS))]], zones=ZONES,
    )


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(konja_map(), encoding="utf-8")


if __name__ == "__main__":
    main()
