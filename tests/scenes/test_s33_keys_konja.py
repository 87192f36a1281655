"""Konja by keys only at 150 % text (a keys-only blind tester, 6/10): Right from a die went to the log past the
prompt's End Bones, the arrows left a part of the table with a spot still that way in it, Tab never reached the
Ancestors outside the turn's start, and the cursor's words could stand over the dice they name."""

from __future__ import annotations

import pygame
from keyboard_player import press, walk_to
from scene_helpers import frames
from test_s32_konja_keys import _bones, _enter

from baraza.scenes.table.focus_moves import step_towards, tab_stops

DIRECTIONS = ("left", "right", "up", "down")


def on_board(target) -> bool:
    """A spot of the table, not the log nor Undo, Hint, Menu."""
    return target.kind not in ("log", "button")


def test_arrows_keep_to_their_part_of_the_table_and_never_skip_the_board_for_the_log(baraza_home):
    app, _match, scene = _bones(1)
    press(app, pygame.K_RIGHT)
    frames(app, 2)
    focus = scene.focus
    targets = focus.targets()
    board = [t for t in targets if on_board(t)]
    last_die = max((t for t in board if t.region == "tray"), key=lambda t: t.rect[0])
    assert on_board(focus.arrow_target(targets, last_die, "right"))  # it went to the log
    for spot in board:
        same = [t for t in board if t.region == spot.region]
        for direction in DIRECTIONS:
            went = focus.arrow_target(targets, spot, direction)
            if step_towards(same, spot, direction) is not None:
                assert went is not None and went.region == spot.region, (spot.label, direction, went and went.label)
            if step_towards(board, spot, direction) is not None:
                assert went is not None and on_board(went), (spot.label, direction, went and went.label)


def test_tab_reaches_the_ancestors_which_say_what_they_give_and_whose_idol_stands_there(baraza_home):
    app, _match, scene = _bones(1)
    press(app, pygame.K_RIGHT)
    frames(app, 2)
    targets = scene.focus.targets()
    tiles = [t for t in targets if t.region == "ancestors"]
    assert len(tiles) == 5, [t.label for t in targets]
    assert any(targets[i].region == "ancestors" for i in tab_stops(targets))
    for tile in tiles:
        assert "Ancestor" in tile.label and "Favour" in tile.label and "Blessing" in tile.label, tile.label
    resource = next(t for t in tiles if t.rect == tuple(scene.tile_rects["resource"]))
    assert "your Idol" in resource.label  # the player chose it this turn
    assert any("free" in t.label for t in tiles)


def test_the_words_on_a_cards_use_keep_off_the_marked_dice_they_name_and_off_the_spot(baraza_home):
    app, _match, scene = _bones(1)
    geo, focus = scene.geometry, scene.focus
    press(app, pygame.K_RIGHT)
    walk_to(app, scene, geo.relic_rect("my", 0))  # Fie-Ah: two rerolls
    _enter(app)
    for die in (1, 2):
        walk_to(app, scene, geo.die_rect(die))
        _enter(app)
    assert scene.picks.marked == [1, 2]
    named = {tuple(r) for r in scene.focus_named(pygame.Rect(focus.current.rect))}
    assert {tuple(geo.die_rect(1)), tuple(geo.die_rect(2))} <= named | {focus.current.rect}
    for target in [t for t in focus.targets() if on_board(t)]:
        walk_to(app, scene, pygame.Rect(target.rect))
        frames(app, 2)
        tag = focus.tag
        assert tag is not None and not tag.colliderect(pygame.Rect(target.rect)), target.label
        for rect in scene.focus_named(pygame.Rect(target.rect)):
            assert not tag.colliderect(rect), (target.label, tag, rect)
