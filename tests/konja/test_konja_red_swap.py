"""The normal AI's red dice never hand the player a better set (keyboard playtest: a red swap gave them a Cloud)."""

from baraza.game.core.action import Action
from baraza.game.konja import RULES, make_agent
from baraza.game.konja.legal import red_targets

from .helpers import act, at_bones, new_state


def _red_assign(values, red):
    s = at_bones(new_state(), values)
    act(s, "end_bones")
    s.red, s.red_used = list(red), [False] * len(red)
    s.phase = "red_assign" if red_targets(s) else "collect"
    assert s.phase == "red_assign" and RULES.active_seats(s) == (1,)
    return s


def test_a_swap_that_would_make_the_players_set_bigger_is_left_alone():
    s = _red_assign([1, 4, 4, 4, 6], [4])  # the red 4 beats only the 1: four 4s would be a bigger set
    legal = RULES.legal_actions(s, 1)
    assert Action("red_replace", (0, 0)) in legal and Action("red_done") in legal
    for seed in range(4):
        assert make_agent("normal", 1, seed).choose(RULES, RULES.view(s, 1), 1, legal) == Action("red_done")


def test_a_swap_that_hurts_is_still_made():
    s = _red_assign([2, 2, 2, 6, 6], [5])  # the 5 breaks the three 2s
    legal = RULES.legal_actions(s, 1)
    choice = make_agent("normal", 1, 0).choose(RULES, RULES.view(s, 1), 1, legal)
    assert choice.kind == "red_replace"
