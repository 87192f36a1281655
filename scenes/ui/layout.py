"""Table layouts from Tiled maps: read once with pytmx and turned into plain data, so scenes never
hold pytmx objects."""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources

import pygame
import pytmx


class LayoutError(ValueError):
    pass


@dataclass(frozen=True)
class TableLayout:
    name: str
    orientation: str
    cols: int
    rows: int
    tile_width: int
    tile_height: int
    zones: dict[str, pygame.Rect]
    tiles: dict[tuple[int, int], dict] = field(default_factory=dict)  # (col, row) -> tile properties
    properties: dict = field(default_factory=dict)
    hex_side: int = 0
    stagger_axis: str = ""
    stagger_index: str = ""

    def zone(self, name: str) -> pygame.Rect:
        if name not in self.zones:
            raise LayoutError(f"layout '{self.name}' has no zone '{name}'")
        return self.zones[name].copy()


def load_layout(name: str, package: str = "baraza.assets") -> TableLayout:
    """<package>/maps/<name>.tmx as a TableLayout."""
    try:
        ref = resources.files(package) / "maps" / f"{name}.tmx"
    except ModuleNotFoundError as exc:
        raise LayoutError(f"layout '{name}': no data package '{package}'") from exc
    try:
        with resources.as_file(ref) as path:
            tmx = pytmx.TiledMap(str(path))
    except (OSError, FileNotFoundError) as exc:
        raise LayoutError(f"layout '{name}' is missing: {exc}") from exc
    except Exception as exc:  # pytmx raises assorted errors on damaged XML
        raise LayoutError(f"layout '{name}' cannot be read: {exc}") from exc
    zones: dict[str, pygame.Rect] = {}
    tiles: dict[tuple[int, int], dict] = {}
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledObjectGroup) and layer.name == "zones":
            for obj in layer:
                zones[obj.name] = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
        elif isinstance(layer, pytmx.TiledTileLayer):
            for x, y, gid in layer:
                if gid:
                    props = dict(tmx.get_tile_properties_by_gid(gid) or {})
                    props["layer"] = layer.name
                    tiles[(x, y)] = props
    return TableLayout(
        name, tmx.orientation, tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight, zones, tiles,
        dict(tmx.properties), int(getattr(tmx, "hexsidelength", 0) or 0),
        str(getattr(tmx, "staggeraxis", "") or ""), str(getattr(tmx, "staggerindex", "") or ""),
    )
