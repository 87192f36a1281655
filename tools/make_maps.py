"""Write the Tiled table layouts in assets/maps/ (the output is committed; the game reads it with pytmx).

Each map holds the board as a tile layer and the table's zones (board, panels, buttons) as named
objects in an object layer called "zones", all in the 1280×720 logical space.

Run: python tools/make_maps.py
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

OUT = Path(__file__).resolve().parent.parent / "assets" / "maps"


def _zones_xml(zones: dict[str, tuple[int, int, int, int]], first_id: int) -> str:
    lines = []
    for i, (name, (x, y, w, h)) in enumerate(zones.items()):
        lines.append(f'  <object id="{first_id + i}" name={quoteattr(name)} x="{x}" y="{y}" width="{w}" height="{h}"/>')
    return "\n".join(lines)


def square_board_map(title: str, cols: int, rows: int, tile: int, zones: dict) -> str:
    """An orthogonal map: a chequered board layer (light/dark tiles) plus the zones."""
    data = ",\n".join(",".join(str(1 + (x + y) % 2) for x in range(cols)) for y in range(rows))
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="{cols}" height="{rows}" tilewidth="{tile}" tileheight="{tile}" infinite="0" nextlayerid="3" nextobjectid="{len(zones) + 1}">
 <properties>
  <property name="title" value={quoteattr(title)}/>
  <property name="logical_width" type="int" value="1280"/>
  <property name="logical_height" type="int" value="720"/>
 </properties>
 <tileset firstgid="1" name="squares" tilewidth="{tile}" tileheight="{tile}" tilecount="2" columns="0">
  <tile id="0" type="light"><properties><property name="shade" value="light"/></properties></tile>
  <tile id="1" type="dark"><properties><property name="shade" value="dark"/></properties></tile>
 </tileset>
 <layer id="1" name="board" width="{cols}" height="{rows}">
  <data encoding="csv">
{data}
</data>
 </layer>
 <objectgroup id="2" name="zones">
{_zones_xml(zones, 1)}
 </objectgroup>
</map>
"""


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
