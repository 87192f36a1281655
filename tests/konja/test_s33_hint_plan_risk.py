"""Round 13 of a blind tester's Konja match (Hint 7/10): a plan of four cards made "5 3s: a 7-point Cloud" on the
dice, but two of the 3s were never made safe and the red 6 and 5 took them (a 3-point Cloud), and its second Oodoo
needed "Keep ready" while the words named it only for the first (hint_plan.py)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import RULES
from baraza.game.konja.hint_words import hint_words

from .helpers import at_bones, give_relics, new_state

OODOO = 1  # Oodoo's slot in the hand below


def _tester_turn():
    """The tester's first Bones (70-hint3.png): 4 5 3 2 3, Oodoo ready, Awaken in hand."""
    state = at_bones(new_state(1), [4, 5, 3, 2, 3], ("power", "magick"))
    give_relics(state, 0, "fie_ah", "oodoo", "at", "gold_scale")
    me = state.players[0]
    me.gold, me.magick, me.power, me.spells = 1, 1, 2, ["barter", "awaken"]
    return state


FIRST = Action("use_relic", (OODOO, -1, 1, (3, 1)))  # the 2 becomes a safe 3, Oodoo kept ready
PLAN = [Action("use_relic", (OODOO, -1, 1, (0, -1))),  # the 4 becomes a safe 3, kept ready again
        Action("use_relic", (OODOO, -1, 0, (1, -1))),  # the 5 becomes a safe 4, Oodoo spent
        Action("play_spell", ("awaken", (OODOO,))),  # Oodoo ready again
        Action("use_relic", (OODOO, -1, 0, (1, -1)))]  # that 4 becomes a 3: 5 3s, two of them open


def test_a_plan_promises_its_cloud_only_as_far_as_the_red_dice_spare_it(baraza_home):
    words = hint_words(RULES.view(_tester_turn(), 0), FIRST, PLAN) or ""
    assert "that makes five 3s: a 7-point Cloud if the red dice spare them; 3 of those 5 dice are safe" in words, words


def test_each_step_of_a_plan_names_the_chip_it_needs(baraza_home):
    words = hint_words(RULES.view(_tester_turn(), 0), FIRST, PLAN) or ""
    assert "then Oodoo on the 4 (→ 3) with Keep ready, Oodoo on the 5 (→ 4), Awaken and Oodoo on the 4 (→ 3): that makes" in words, words


def test_a_plan_whose_set_is_all_safe_makes_no_promise_about_the_red_dice(baraza_home):
    state = _tester_turn()
    for i in (2, 4):  # the two 3s the plan leaves open are safe already
        state.dice[i].guarded = True
    words = hint_words(RULES.view(state, 0), FIRST, PLAN) or ""
    assert words.endswith("that makes five 3s: a 7-point Cloud"), words


def test_the_same_card_again_with_keep_ready_is_not_folded_into_used_twice_more(baraza_home):
    # "used twice more" would hide that the first of the two uses needs Keep ready
    state = at_bones(new_state(1), [6, 5, 6, 6, 4], ("power", "magick"))
    give_relics(state, 0, "fie_ah", "oodoo")
    state.players[0].power = 3
    first = Action("use_relic", (OODOO, -1, 1, (4, 1)))  # 4 → 5, kept ready
    plan = [Action("use_relic", (OODOO, -1, 1, (4, 1))), Action("use_relic", (OODOO, -1, 0, (1, 1)))]
    words = hint_words(RULES.view(state, 0), first, plan) or ""
    assert words == "then Oodoo on the 5 (→ 6) with Keep ready and Oodoo on the 5 (→ 6): that makes five 6s: a 7-point Cloud", words
