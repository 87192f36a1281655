"""The Hint on a red-dice roll that cannot help (blind tester konja19): beside Kofi's five 6s it said "a red die
costs you nothing to roll"; it now says no throw can beat them."""

from __future__ import annotations

from baraza.game.konja.hint_red import roll_red_reason
from baraza.game.konja.state import Die
from baraza.game.registry import new_match


def _view(values, guarded=()):
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 0})
    state = match.state
    state.phase = "collect"
    state.dice = [Die("green", v, guarded=i in guarded) for i, v in enumerate(values)]
    return match.view(1)


def test_five_sixes_no_throw_can_beat_them():
    words = roll_red_reason(_view((6, 6, 6, 6, 6), guarded=(4,)), "Kofi")
    assert words.startswith("no throw of the red dice can beat Kofi's five 6s"), words
    assert "cannot help" in words


def test_every_die_made_safe_and_a_take_that_only_helps_are_said_so():
    assert roll_red_reason(_view((2, 3, 5, 5, 5), guarded=(0, 1, 2, 3, 4)), "Kofi").startswith(
        "all of Kofi's dice are made safe")
    words = roll_red_reason(_view((3, 6, 6, 6, 6)), "Kofi")  # a red die on the 3 only makes five 6s
    assert words.startswith("no red die can spoil Kofi's dice"), words


def test_a_die_open_to_a_loss_is_still_named():
    assert "Kofi's 2 is not safe" in roll_red_reason(_view((2, 2, 6, 6, 6), guarded=(1, 2, 3, 4)), "Kofi")
