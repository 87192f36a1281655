"""Every Tiled layout loads with pytmx and has the zones its scene needs."""

from importlib import resources

import pytest

from baraza.scenes.layout import load_layout

NEEDED = {
    "kona": {"board", "info", "log", "buttons"},
    "krownia": {"board", "info", "log", "buttons"},
    "konja": {"log", "info", "buttons"},
    "khedu": {"log", "info", "buttons"},
}


def _maps():
    return sorted(p.name[:-4] for p in resources.files("baraza.assets").joinpath("maps").iterdir() if p.name.endswith(".tmx"))


def test_there_are_maps():
    assert "kona" in _maps()


@pytest.mark.parametrize("name", _maps())
def test_map_loads_with_its_zones(name):
    layout = load_layout(name)
    assert NEEDED.get(name, {"log"}) <= set(layout.zones)
    for zone, rect in layout.zones.items():
        assert 0 <= rect.x and rect.right <= 1280 and 0 <= rect.y and rect.bottom <= 720, zone
    assert layout.tiles, "the board layer is empty"


def test_kona_board_is_six_by_six_chequered():
    layout = load_layout("kona")
    assert (layout.cols, layout.rows) == (6, 6)
    assert layout.zone("board").w == 6 * layout.tile_width
    shades = {layout.tiles[(c, r)]["shade"] for c in range(6) for r in range(6)}
    assert shades == {"light", "dark"}
    assert layout.tiles[(0, 0)]["shade"] != layout.tiles[(1, 0)]["shade"]
