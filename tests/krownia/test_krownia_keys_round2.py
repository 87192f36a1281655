"""KROWNIA by keys, the second blind playtest: the bank dialog's ring goes to its lit Trade button once a trade is
whole, and Left and Right go along a row of buttons; keys pressed 0.3 s apart all count in a dialog the player
opened, and a press held back as a double press says so; R lights the roads and the ring goes to the first; Enter
on a board spot with no build chosen chooses it, a second Enter builds; a greyed build says "no free spot" before
the cards it lacks."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from keyboard_player import press, walk_to  # noqa: E402
from scene_helpers import frames  # noqa: E402
from test_krownia_dialog_keys import _can_trade, _control_at, _enter_on, _open_bank, _table  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402

APART = 18  # frames at 60 a second: the playtester's 0.3 s between keys


def _name(table) -> str:
    return _control_at(table, table.focus.current.rect)


def _builds(match) -> bool:
    return (match.active_seats() == (0,) and match.state.phase == "main"
            and any(a.kind == "build_road" for a in match.legal_actions(0)))


def test_a_whole_bank_trade_puts_the_ring_on_its_trade_button(baraza_home):
    """The playtest: after picking what you get, the ring went to "Offer to players…" beside the lit Trade button."""
    app, match, table = _table(_can_trade)
    _open_bank(app, table)
    give = int(_name(table).rsplit("_", 1)[1])
    get = max(r for r in range(5) if Action("bank_trade", (give, r)) in table.legal_actions())  # nearest Offer
    _enter_on(app, table, f"bank_give_{give}")
    _enter_on(app, table, f"bank_get_{get}")
    assert _name(table) == "bank_confirm", table.focus.current.label
    frames(app, 30)
    press(app, pygame.K_RETURN)
    assert match.records[-1].action == Action("bank_trade", (give, get))


def test_left_and_right_go_along_the_dialogs_bottom_row(baraza_home):
    """The playtest: Left from "Offer to players" went up to Wheat, Right from the Trade button to Sheep."""
    app, match, table = _table(_can_trade)
    _open_bank(app, table)
    walk_to(app, table, table.control("open_offer").rect)
    press(app, pygame.K_LEFT)
    assert _name(table) == "bank_confirm", table.focus.current.label
    press(app, pygame.K_RIGHT)
    assert _name(table) == "open_offer", table.focus.current.label


def test_two_enters_on_a_plus_0_3_s_apart_offer_two_cards(baraza_home):
    """The playtest: two "+" presses just after the offer opened offered 1 card (the first was held back)."""
    app, match, table = _table(_can_trade)
    _open_bank(app, table)
    _enter_on(app, table, "open_offer")  # the offer opens on its first +
    assert table.trade.kind(table.current_view()) == "compose"
    before = len(match.records)
    for _ in range(2):
        frames(app, APART)
        press(app, pygame.K_RETURN)
    offered = [r.action.kind for r in match.records[before:]]
    assert offered == ["offer_give", "offer_give"], offered


def test_enter_on_end_turn_0_3_s_after_the_roll_ends_the_turn(baraza_home):
    """The playtest: one Enter on End turn (its ring and words shown) did nothing, the second ended the turn."""
    def rolls(match) -> bool:
        return match.active_seats() == (0,) and match.state.phase == "roll"

    app, match, table = _table(rolls, seed=4)
    walk_to(app, table, table.control("roll").rect)
    frames(app, 30)
    press(app, pygame.K_RETURN)
    assert match.records[-1].action == Action("roll")
    frames(app, APART)
    # since keys15 the dice leave the cursor on the hand (End turn took Roll's place: one Enter gave the turn away)
    assert table.focus.current.rect != tuple(table.control("end_turn").rect)
    walk_to(app, table, table.control("end_turn").rect)
    frames(app, APART)
    press(app, pygame.K_RETURN)
    assert match.records[-1].action == Action("end_turn")


def test_a_held_back_double_press_says_so(baraza_home):
    """A second Enter at once after the roll is still held back (it was aimed at Roll), but never silently."""
    def rolls(match) -> bool:
        return match.active_seats() == (0,) and match.state.phase == "roll"

    app, match, table = _table(rolls, seed=4)
    walk_to(app, table, table.control("roll").rect)
    frames(app, 30)
    press(app, pygame.K_RETURN)
    frames(app, 3)
    press(app, pygame.K_RETURN)
    assert match.records[-1].action == Action("roll")
    assert any("Enter again" in t.text for t in app.toasts), [t.text for t in app.toasts]


def test_r_puts_the_ring_on_the_first_lit_road(baraza_home):
    """The playtest: R lit the roads but the ring stayed on End turn, where Enter ends the turn."""
    app, match, table = _table(_builds, seed=4)
    walk_to(app, table, table.control("end_turn").rect)
    press(app, pygame.K_r)
    frames(app, 2)
    assert table.selection.mode == "road"
    spots = {tuple(table.keys._spot(a)) for a in table.legal_actions() if a.kind == "build_road"}
    assert table.focus.current.rect in spots, table.focus.current.label


def test_enter_on_a_board_spot_with_no_build_chosen_chooses_it_first(baraza_home):
    """The playtest: Up from End turn went onto a road's spot, where one Enter built it unasked."""
    app, match, table = _table(_builds, seed=4)
    road = next(a for a in table.legal_actions() if a.kind == "build_road")
    spot = tuple(table.keys._spot(road))
    walk_to(app, table, spot)
    before = len(match.records)
    frames(app, 30)
    press(app, pygame.K_RETURN)
    frames(app, 2)
    assert len(match.records) == before, match.records[-1].action
    assert table.selection.mode == "road" and table.focus.current.rect == spot, table.focus.current.label
    assert any("Enter again" in t.text for t in app.toasts)
    frames(app, 30)
    press(app, pygame.K_RETURN)
    assert match.records[-1].action == road


def test_a_build_with_no_free_spot_says_so_before_the_cards_it_lacks(baraza_home):
    """The playtest: the Village button said "need Wheat" with no free spot; the player bought Wheat for nothing."""
    from baraza.scenes.krownia.panels import COST, _has_room, _why_not

    assert _why_not("village", (1, 1, 1, 0, 0), COST["village"], "3 left · 1 VP", has_room=False) == "no free spot"
    assert _why_not("village", (1, 1, 1, 0, 0), COST["village"], "3 left · 1 VP") == "need Wheat"
    app, match, table = _table(_builds, seed=4)
    rules, state, view = match.rules, match.state, table.current_view()
    for seat in range(view.num_seats):  # the view's free spots are the rules' own, cards aside
        assert _has_room(view, seat, "road") == bool(rules.road_spots(state, seat))
        assert _has_room(view, seat, "village") == bool(rules.village_spots(state, seat))
