"""Write assets/maps/khedu.tmx: the Khedu table (the output is committed; the scene reads it with pytmx).

The tile layer "table" is a 40 px grid of cloth types (sand for the Desert, felt for the player's mat,
stone for the rails) that the scene paints once as the table's texture. The object layer "zones" holds
the named rectangles the scene places everything in, in the 1280×720 logical space.

Run: python tools/make_khedu_map.py
"""

from __future__ import annotations

from pathlib import Path

from tmx_writer import table_map_xml

OUT = Path(__file__).resolve().parent.parent / "assets" / "maps" / "khedu.tmx"
TILE = 40
COLS, ROWS = 32, 18

ZONES: dict[str, tuple[int, int, int, int]] = {
    # the opponents' rail (or the solo score banner)
    "opponents": (8, 8, 948, 132),
    # the shared middle: Desert stacks, the two decks, the combat arena
    "desert": (8, 148, 500, 258),
    "decks": (516, 148, 104, 258),
    "arena": (628, 148, 328, 258),
    # what the player is asked, with its buttons
    "prompt": (8, 414, 948, 42),
    # the viewer's own mat: counters, Cadre, Ensemble, hand
    "mat": (8, 464, 948, 248),
    "cadre": (20, 500, 220, 150),
    "ensemble": (250, 498, 132, 176),
    "hand": (394, 500, 554, 150),
    # the app shell's panels
    "info": (968, 8, 304, 214),
    "clan": (968, 230, 304, 236),
    "log": (968, 474, 304, 178),
    "buttons": (968, 660, 304, 52),
}

# Which cloth each zone is made of; tiles take the cloth of the zone covering their centre.
CLOTH = {"desert": 1, "decks": 3, "arena": 3, "opponents": 3, "mat": 2, "prompt": 3}
TILE_TYPES = ((1, "sand"), (2, "felt"), (3, "stone"))


def _tile_at(col: int, row: int) -> int:
    cx, cy = col * TILE + TILE // 2, row * TILE + TILE // 2
    for name, gid in CLOTH.items():
        x, y, w, h = ZONES[name]
        if x <= cx < x + w and y <= cy < y + h:
            return gid
    return 0


def khedu_map() -> str:
    by_gid = dict(TILE_TYPES)
    return table_map_xml(
        "Khedu", tile_size=(TILE, TILE), tileset="cloth",
        tile_types=[(by_gid[gid], {"cloth": by_gid[gid]}) for gid in sorted(by_gid)],
        layer="table", grid=[[_tile_at(c, r) for c in range(COLS)] for r in range(ROWS)], zones=ZONES,
    )


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(khedu_map(), encoding="utf-8")


if __name__ == "__main__":
    main()
