"""S38, blind tester krownia23 (89→90, 123): after H, the Roll button still said "Enter" and Enter played the hinted
Warrior; End turn said "Enter" while Enter built the hinted village. The caption "Enter" stands only on the control
Enter presses: after a Hint, on the hinted move's button (or nowhere), never on another."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames
from test_krownia_first_evening import _changed
from test_krownia_scene import _table as krownia_table

from baraza.game.core.action import Action


def _main_turn():
    app, match, table = krownia_table(lambda m: m.state.phase == "main" and m.active_seats() == (0,)
                                      and m.state.turn >= 3 and m.state.rolled, seats=("human", "ai:normal"), seed=3)
    table.ai_turns.enabled = False
    match.state.hands[0] = [2, 2, 0, 0, 0]  # a road's cards, twice
    _changed(table)
    frames(app, 2)
    table.focus.active = False  # the player uses the mouse: the caption promises Enter
    return app, match, table


def _note(table, name: str) -> str:
    return table.control(name).note


def test_with_no_hint_end_turn_says_enter(baraza_home):
    app, match, table = _main_turn()
    assert _note(table, "end_turn") == "Enter"


def test_after_a_hint_of_a_build_no_turn_button_says_enter_and_enter_does_not_end_the_turn(baraza_home):
    app, match, table = _main_turn()
    road = next(a for a in table.legal_actions() if a.kind == "build_road")
    table.hint = road
    frames(app, 2)
    assert _note(table, "end_turn") != "Enter" and _note(table, "roll") != "Enter"
    moves = len(match.records)
    for _ in range(2):  # Enter, the cursor hidden: the Hint's road (one Enter arms its spot, a second builds)
        frames(app, 30)
        press(app, pygame.K_RETURN)
    assert not any(r.action.kind == "end_turn" for r in match.records[moves:])
    assert [r.action for r in match.records[moves:]] == [road], [str(r.action) for r in match.records[moves:]]


def test_after_a_hint_to_end_the_turn_end_turn_says_enter(baraza_home):
    app, match, table = _main_turn()
    table.hint = Action("end_turn")
    frames(app, 2)
    assert _note(table, "end_turn") == "Enter"


def test_with_no_hint_enter_presses_end_turn_as_it_says(baraza_home):
    app, match, table = _main_turn()
    assert _note(table, "end_turn") == "Enter"
    moves = len(match.records)
    frames(app, 30)
    press(app, pygame.K_RETURN)
    assert [r.action.kind for r in match.records[moves:moves + 1]] == ["end_turn"]
