"""T119 (blind testers): after the player's offer was declined (and after an accepted trade, a counter withdrawn,
an offer dropped, or a road built by keys) the cursor landed on End turn although a development card was paid
for. It lands on what the player can pay for now (here the Dev card row), never on End turn beside it."""

from __future__ import annotations

import pygame
from keyboard_player import press, show_cursor, walk_to
from scene_helpers import frames
from test_krownia_first_evening import _changed
from test_s36_krownia_dialog_counter import _enter_on, _main_turn, _table

from baraza.game.core.action import Action

DEV_ONLY = [1, 0, 1, 1, 1]  # Wood, Sheep, Wheat, Ore: a development card, no road (no Brick)


def _set_hands(red, blue=(0, 2, 0, 0, 0)):
    app, match, table = _table(_main_turn)
    match.state.hands[0], match.state.hands[1] = list(red), list(blue)
    for seat in (0, 1):
        match.state.public_cards[seat] = list(match.state.hands[seat])
    _changed(table)
    frames(app, 2)
    show_cursor(app, table)
    return app, match, table


def _offer_wood_for_brick(app, match, table) -> None:
    for action in (Action("open_trade"), Action("offer_give", (0,)), Action("offer_get", (1,))):
        assert match.submit(0, action).ok, action
    frames(app, 2)
    walk_to(app, table, table.control("send_1").rect)
    frames(app, 30)
    press(app, pygame.K_RETURN)
    frames(app, 4)
    assert match.records[-1].action == Action("offer_send", (1,))


def _on_dev_row(app, match, table) -> None:
    table.animations.skip()
    frames(app, 4)
    legal = {a.kind for a in match.legal_actions(0)}
    assert "buy_dev" in legal and match.state.phase == "main", legal
    current = table.focus.current
    assert current is not None and pygame.Rect(current.rect) != table.control("end_turn").rect, current.label
    assert pygame.Rect(current.rect) == table.control("build_dev").rect, current.label


def test_a_declined_offer_leaves_the_cursor_on_the_dev_card(baraza_home):
    app, match, table = _set_hands(DEV_ONLY)
    _offer_wood_for_brick(app, match, table)
    assert match.submit(1, Action("decline_trade")).ok
    _on_dev_row(app, match, table)


def test_an_accepted_trade_leaves_the_cursor_on_the_dev_card(baraza_home):
    app, match, table = _set_hands(DEV_ONLY)
    _offer_wood_for_brick(app, match, table)
    assert match.submit(1, Action("accept_trade")).ok
    table.animations.skip()
    frames(app, 4)
    _enter_on(app, table, "confirm_1")
    assert match.records[-1].action.kind == "confirm_trade"
    _on_dev_row(app, match, table)


def test_a_counter_withdrawn_leaves_the_cursor_on_the_dev_card(baraza_home):
    app, match, table = _set_hands(DEV_ONLY)
    _offer_wood_for_brick(app, match, table)
    for action in (Action("counter_trade"), Action("offer_take_back", (0,)), Action("offer_get", (4,)),
                   Action("offer_send", (-1,))):
        assert match.submit(1, action).ok, action
    table.animations.skip()
    frames(app, 4)
    _enter_on(app, table, "withdraw")
    assert match.records[-1].action.kind == "cancel_trade"
    _on_dev_row(app, match, table)


def test_a_dropped_offer_leaves_the_cursor_on_the_dev_card(baraza_home):
    app, match, table = _set_hands(DEV_ONLY)
    for name in ("trade", "open_offer", "drop"):
        _enter_on(app, table, name)
    assert match.records[-1].action.kind == "offer_abandon"
    _on_dev_row(app, match, table)


def test_a_road_built_by_keys_leaves_the_cursor_on_the_dev_card(baraza_home):
    app, match, table = _set_hands([1, 1, 1, 1, 1])  # a road, then a development card
    _enter_on(app, table, "build_road")
    frames(app, 30)
    press(app, pygame.K_RETURN)  # on the first place the Road button lit: built
    frames(app, 4)
    assert match.records[-1].action.kind == "build_road"
    _on_dev_row(app, match, table)


def test_with_nothing_paid_for_the_shared_rule_stays(baraza_home):
    """With no build and no card paid for, the table names no landing (End turn is then the honest next step)."""
    app, match, table = _set_hands([1, 0, 0, 0, 0])
    _offer_wood_for_brick(app, match, table)
    assert match.submit(1, Action("decline_trade")).ok
    table.animations.skip()
    frames(app, 4)
    assert table.keys._useful(table.current_view()) is None
