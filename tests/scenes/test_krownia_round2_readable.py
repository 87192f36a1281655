"""KROWNIA read at 150 % and by keys, the second round of playtests: the cursor's words keep off the tiles they
name; the Largest Army box shows its words inside its panel; the rules pictures' words are whole and apart; the
steal dialog keeps clear of the villages it asks about; trade words name their cards and read in order; two
places never share their words; a village on a harbour says so."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pygame
import pytest
from scene_helpers import frames, make_app

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "krownia"))

from test_krownia_dialog_keys import _can_trade, _open_bank, _table  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.krownia import board as B  # noqa: E402
from baraza.game.krownia.constants import RESOURCES  # noqa: E402
from baraza.game.krownia.describe import corner_words, edge_words  # noqa: E402
from baraza.game.krownia.rules import KrowniaRules  # noqa: E402


def _setup(match) -> bool:
    return match.active_seats() == (0,) and match.state.phase == "setup_village"


@pytest.mark.parametrize("scale", [100, 150])
def test_the_cursors_words_never_cover_the_tiles_they_name(baraza_home, scale):
    """The playtest: "Build a village by fields 5, forest 10 and hills 8" covered fields 8 and 5."""
    app, match, table = _table(_setup, seats=("human", "ai:easy", "ai:easy"), scale=scale)
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)])
    spots = [t for t in table.focus.targets() if t.label.startswith("Build a village")]
    assert len(spots) > 20
    geo = table.geometry
    for spot in spots:
        table.focus.current = spot
        frames(app, 1)
        corner = min(geo.corner_px, key=lambda c: (geo.corner_px[c][0] - spot.centre[0]) ** 2
                     + (geo.corner_px[c][1] - spot.centre[1]) ** 2)
        chips = [pygame.Rect(0, 0, 20, 20) for _ in B.CORNER_HEXES[corner]]  # each named tile's number chip
        for chip, h in zip(chips, B.CORNER_HEXES[corner], strict=True):
            chip.center = geo.tile_rect(h).center
        assert not any(table.focus.tag.colliderect(chip) for chip in chips), spot.label


def test_the_largest_army_box_shows_its_words_inside_its_panel_at_150(baraza_home):
    """The playtest: at 150 % the Largest Army box showed only its title, its words under the turn panel."""
    app, match, table = _table(_can_trade, seats=("human", "ai:easy", "ai:easy"), scale=150)
    info = table.geometry.info_rect
    for box in table.players.bonus_rects.values():
        assert info.contains(box), (box, info)


def test_the_rules_pictures_words_are_whole_and_apart_at_150(baraza_home):
    """The playtest: the Pirate's step 3 was cut in half, the cost names ran together ("WoodBrick")."""
    from baraza.scenes.krownia.rules_pictures import draw_picture

    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    for name in ("costs", "pirate"):
        app.fonts.placed = []
        picture = draw_picture(name, 1000, app.fonts)
        placed, app.fonts.placed = app.fonts.placed, None
        area = picture.get_rect()
        if name == "costs":  # the names under the cards (the development cards' art has its own words)
            placed = [p for p in placed if p[1] in RESOURCES]
        texts = [pygame.Rect(p[0]) for p in placed]
        assert texts
        for rect in texts:
            assert area.contains(rect), (name, rect, area)
        for i, a in enumerate(texts):
            for b in texts[i + 1:]:
                assert not a.colliderect(b), (name, a, b)


def test_the_steal_dialog_keeps_clear_of_the_villages_it_names(baraza_home):
    """The playtest: "Steal a card from…" hid the ringed Blue village its prompt asked the player to choose."""
    app, match, table = _table(lambda m: m.active_seats() == (0,) and m.state.phase == "steal", seed=2,
                               seats=("human", "ai:easy", "ai:easy"))
    view = table.current_view()
    geo = table.geometry
    for h in range(B.NUM_HEXES):  # wherever the Pirate went, its tile's corners stay in sight
        dialog = table.trade.rect(dataclasses.replace(view, pirate_hex=h))
        for c in B.HEX_CORNERS[h]:
            assert not dialog.collidepoint(geo.corner_px[c]), (h, c)


def test_trade_words_name_their_cards_and_read_in_order(baraza_home):
    """The playtests: "Trade 3 Ore for 1 Wood, or 4 more" on the Trade button; chips of icons with no names;
    the send buttons read "Blue / send to"."""
    app, match, table = _table(_can_trade, scale=150)
    trade_button = next(t for t in table.focus.targets() if t.rect == tuple(table.control("trade").rect))
    assert "more" not in trade_button.label and trade_button.label.startswith("Trade button"), trade_button.label
    _open_bank(app, table)
    view = table.current_view()
    gives = [c for c in table.trade.controls(view) if c.name.startswith("bank_give_")]
    assert [c.label for c in gives] == ["Wood", "Brick", "Sheep", "Wheat", "Ore"]
    assert "more" not in table.focus.current.label, table.focus.current.label
    assert match.submit(0, Action("open_trade")).ok
    table.selection.dialog = None
    frames(app, 2)
    sends = [c.label for c in table.trade.controls(table.current_view()) if c.name.startswith("send_")]
    assert sends and all(label.startswith("Send to ") for label in sends), sends


def test_two_places_never_share_their_words():
    """The playtest: two tiles both "forest 10" made a road's words fit two places."""
    rules = KrowniaRules()
    for seed in range(40):
        state = rules.initial_state({}, seed, 4)
        corners = [corner_words(state, c) for c in range(B.NUM_CORNERS)]
        edges = [edge_words(state, e) for e in range(B.NUM_EDGES)]
        assert len(set(corners)) == len(corners), seed
        assert len(set(edges)) == len(edges), seed


def test_a_village_on_a_harbour_says_which():
    """The playtest: a village's words never said it came with a 3:1 harbour."""
    rules = KrowniaRules()
    state = rules.initial_state({}, 3, 3)
    for c in range(B.NUM_CORNERS):
        words = rules.describe_action(state, 0, Action("build_village", (c,)))
        kind = state.corner_port[c]
        assert ("harbour" in words) == (kind != -2), words
        if kind == -1:
            assert words.endswith(", on a 3:1 harbour"), words


def test_a_tiles_tooltip_goes_when_the_mouse_moves_on_over_a_panel(baraza_home):
    """The playtest: "Mountains · Ore · a 10 comes…" stayed up while the mouse read the results panel's tooltip."""
    app, match, table = _table(_can_trade)
    geo = table.geometry
    tile = geo.tile_rect(next(h for h in range(B.NUM_HEXES) if not table.current_view().tiles[h].pirate)).center
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=tile, rel=(1, 1), buttons=(0, 0, 0))])
    frames(app, 2)
    assert table.board.tooltip_shown is not None
    # the mouse goes on over a panel drawn above the table, which keeps the motion to itself
    app.tips.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(1150, 600), rel=(1, 1), buttons=(0, 0, 0)))
    table.layers.clear()
    frames(app, 2)
    assert table.board.tooltip_shown is None
