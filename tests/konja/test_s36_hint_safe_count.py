"""A blind tester (konja18) counted the board's lit dice against the Hint's count of dice "safe" or "not safe": the
count is the set's own dice and now says so ("3 of those 5 dice are safe", never a bare "3 are safe" beside "5 3s",
read as the 3s or as all of Kofi's dice)."""

from __future__ import annotations

from baraza.game.konja import RULES
from baraza.game.konja.hint_plan import risk_words

from .helpers import at_bones, new_state


def _view(values, guarded=()):
    state = at_bones(new_state(1), values)
    for i in guarded:
        state.dice[i].guarded = True
    return RULES.view(state, 0)


def test_the_safe_count_names_the_sets_dice():
    view = _view([3, 3, 3, 3, 2], guarded=(0, 4))  # the guarded 2 is not the set's: 1 of the four 3s is safe
    assert risk_words(view, [3, 3, 3, 3, 2], {0, 4}) == " if the red dice spare them; 1 of those 4 dice is safe"
    assert risk_words(view, [3, 3, 3, 3, 3], {0, 1, 4}) == " if the red dice spare them; 3 of those 5 dice are safe"
    assert risk_words(view, [3, 3, 3, 3, 2], set()) == " if the red dice spare them; none of those 4 dice is safe"


def test_a_set_all_safe_says_nothing_of_the_red_dice():
    view = _view([6, 6, 6, 2, 1])  # no red die beats a 6
    assert risk_words(view, [6, 6, 6, 2, 1], set()) == ""
