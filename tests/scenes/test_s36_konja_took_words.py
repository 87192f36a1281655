"""Konja's Collection words merge what was taken by kind (blind tester konja19 read "You took 2 Magick, 1 Power and
1 Power" after a pair and two single high dice)."""

from __future__ import annotations

from baraza.game.konja.state import Die
from baraza.game.registry import new_match
from baraza.scenes.konja.prompt_words import collect_words


def _view(values, collected):
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "collect", [Die("green", v) for v in values]
    state.action_dice, state.action_used, state.collected = ["blank", "blank"], [True, True], list(collected)
    return match.view(0)


def test_the_same_kinds_taken_are_merged():
    view = _view((2, 2, 5, 6, 1), [("pair", (0, 1)), ("power", (2,)), ("power", (3,))])
    assert collect_words(view, "nothing") == "You took 2 Magick and 2 Power; the dice left add nothing more."


def test_clouds_stay_one_each_beside_the_tokens():
    view = _view((3, 3, 3, 6, 1), [("kind", (0, 1, 2)), ("power", (3,))])
    assert collect_words(view, "nothing") == "You took a 3-point Cloud and 1 Power; the dice left add nothing more."
