"""The one place that writes Tiled .tmx files for the table layouts (used by the tools/make_*map.py scripts).

A table layout is a single tile layer (the board, cloth or island grid: each tile type carries its
properties) plus an object layer "zones" with the named rectangles of the table in the 1280×720 logical
space. The game reads these files with pytmx and draws everything itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from xml.sax.saxutils import quoteattr

Zone = tuple[int, int, int, int]


def table_map_xml(
    title: str,
    *,
    tile_size: tuple[int, int],
    tileset: str,
    tile_types: Sequence[tuple[str, Mapping[str, str]]],
    layer: str,
    grid: Sequence[Sequence[int]],
    zones: Mapping[str, Zone],
    hexagonal: Mapping[str, object] | None = None,
    int_properties: Mapping[str, int] | None = None,
) -> str:
    """The XML of one table map. `tile_types[i]` is gid i + 1 (its type name and properties); `grid` holds
    gids by row (0 = no tile); `hexagonal` adds hexsidelength/staggeraxis/staggerindex for a hex map."""
    rows, cols = len(grid), len(grid[0])
    tile_w, tile_h = tile_size
    orientation = "hexagonal" if hexagonal else "orthogonal"
    hex_attrs = "".join(f' {key}="{value}"' for key, value in (hexagonal or {}).items())
    props = {"logical_width": 1280, "logical_height": 720, **(int_properties or {})}
    prop_lines = "\n".join(f'  <property name="{k}" type="int" value="{v}"/>' for k, v in props.items())
    tiles = "\n".join(
        f'  <tile id="{i}" type={quoteattr(kind)}><properties>'
        + "".join(f"<property name={quoteattr(k)} value={quoteattr(str(v))}/>" for k, v in properties.items())
        + "</properties></tile>"
        for i, (kind, properties) in enumerate(tile_types)
    )
    data = ",\n".join(",".join(str(gid) for gid in row) for row in grid)
    objects = "\n".join(
        f'  <object id="{i + 1}" name={quoteattr(name)} x="{x}" y="{y}" width="{w}" height="{h}"/>'
        for i, (name, (x, y, w, h)) in enumerate(zones.items())
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="{orientation}" renderorder="right-down" width="{cols}" height="{rows}" tilewidth="{tile_w}" tileheight="{tile_h}" infinite="0"{hex_attrs} nextlayerid="3" nextobjectid="{len(zones) + 1}">
 <properties>
  <property name="title" value={quoteattr(title)}/>
{prop_lines}
 </properties>
 <tileset firstgid="1" name={quoteattr(tileset)} tilewidth="{tile_w}" tileheight="{tile_h}" tilecount="{len(tile_types)}" columns="0">
{tiles}
 </tileset>
 <layer id="1" name={quoteattr(layer)} width="{cols}" height="{rows}">
  <data encoding="csv">
{data}
</data>
 </layer>
 <objectgroup id="2" name="zones">
{objects}
 </objectgroup>
</map>
"""
