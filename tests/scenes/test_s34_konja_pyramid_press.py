"""Konja's Summoning Pyramid by mouse (blind tester konja15): a press on a group laid on a row always puts it back in
the tray (a press just beside its dice traded the whole row at once, with nothing to tell the two apart); only the
row's words trade, and the hover says which a press does before it is made. After a put-back the row's other dice
keep their places until the pointer leaves the row: none slides under the pointer for the next press to take."""

from __future__ import annotations

import pygame
from scene_helpers import click, frames, make_app

from baraza.game.konja.state import Die
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene
from baraza.scenes.ui.click_guard import DOUBLE_CLICK_SECONDS


def _collection(values: tuple[int, ...]):
    app = make_app()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "collect", [Die("green", v) for v in values]
    state.action_dice, state.action_used, state.collected = ["blank", "blank"], [True, True], []
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    scene.viewer = 0
    for _ in range(300):
        if not scene.animations.busy:
            break
        frames(app)
    frames(app, 30, dt=1 / 30)
    scene.plan.ensure(scene.current_view())
    return app, match, scene


def _move(app, pos) -> None:
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def _press(app, pos) -> None:
    _move(app, pos)
    frames(app, 1, click(pos))
    frames(app, 1, dt=DOUBLE_CLICK_SECONDS)  # never a double click's second half


def _pair_rects(scene):
    groups = scene.plan.groups
    g = next(i for i, (kind, _idx) in enumerate(groups) if kind == "pair")
    return [scene.geometry.plan_die_rect(groups, "pair", g, j) for j in range(2)]


def test_a_press_beside_a_laid_groups_dice_puts_it_back_and_trades_nothing(baraza_home):
    for spot in ("above", "between"):
        app, match, scene = _collection((3, 3, 6, 5, 1))
        assert ("pair", (0, 1)) in scene.plan.groups, scene.plan.groups
        left, right = _pair_rects(scene)
        pos = (left.centerx, left.y - 3) if spot == "above" else ((left.right + right.x) // 2, left.centery)
        _move(app, pos)
        assert scene.hover.pyramid_press(scene.current_view())[0] == "back", spot  # the hover tells it first
        _press(app, pos)
        assert not match.state.collected, (spot, match.state.collected)  # it traded the pair at once
        assert ("pair", (0, 1)) not in scene.plan.groups, (spot, scene.plan.groups)  # back in the tray


def test_only_the_rows_words_trade_and_the_hover_says_so(baraza_home):
    app, match, scene = _collection((3, 3, 6, 5, 1))
    row = scene.geometry.row_rect("pair")
    _move(app, row.center)
    press = scene.hover.pyramid_press(scene.current_view())
    assert press is not None and press[0] == "trade", press
    assert "trades your pair (3, 3)" in scene.hover._tooltip(scene.current_view())
    _press(app, row.center)
    assert [tuple(idx) for _kind, idx in match.state.collected] == [(0, 1)], match.state.collected


def test_after_a_put_back_the_rows_other_dice_keep_their_places(baraza_home):
    app, match, scene = _collection((6, 5, 1, 2, 3))
    singles = [idx for kind, idx in scene.plan.groups if kind == "power"]
    assert len(singles) == 2, scene.plan.groups
    laid = scene.plan.laid()
    first = scene.geometry.plan_die_rect(laid, "power", laid.index(("power", singles[0])), 0)
    second = scene.geometry.plan_die_rect(laid, "power", laid.index(("power", singles[1])), 0)
    _press(app, first.center)
    assert [idx for kind, idx in scene.plan.groups if kind == "power"] == singles[1:]
    laid = scene.plan.laid()
    assert scene.geometry.plan_die_rect(laid, "power", laid.index(("power", singles[1])), 0) == second  # no slide
    _press(app, first.center)  # a later press where the first lay: the gap, nothing there to take
    assert [idx for kind, idx in scene.plan.groups if kind == "power"] == singles[1:], scene.plan.groups
    assert not match.state.collected
    _move(app, (first.x, scene.geometry.row_rect("power").bottom + 40))  # the pointer leaves the row: it closes up
    laid = scene.plan.laid()
    assert scene.geometry.plan_die_rect(laid, "power", laid.index(("power", singles[1])), 0) == first
