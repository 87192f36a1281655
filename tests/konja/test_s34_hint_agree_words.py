"""A blind tester's Konja match (konja15): the Hint's words. "sell" beside the game's "Sacrifice" for one move;
"Kofi" and "them" for one seat; "Ignore the remaining red dice" when none was used. Positions rebuilt from the
record (data/konja15_record.json)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import RULES
from baraza.game.konja.hint_words import hint_words
from tests.konja.test_s34_hint_agree_plans import replayed, table_hint


def test_the_merchant_plan_says_sacrifice(baraza_home):
    _move, words, _said = table_hint(replayed(96))
    assert words.startswith("sacrifice Thunder Drum"), words
    _move, _words, said = table_hint(replayed(97))
    assert said.startswith("Sacrifice "), said  # the move's own words (describe.py) use the same word


def test_red_dice_words_name_the_seat_and_no_remaining_dice(baraza_home):
    state = replayed(93)  # Nia's red 6 and 3 rolled at Kofi's 6 6 6 6 3, none placed yet
    assert state.phase == "red_assign" and not any(state.red_used)
    view = RULES.view(state, 0)
    assert RULES.describe_action(state, 0, Action("red_done")) == "Ignore the red dice"
    assert hint_words(view, Action("red_done")) == "the red dice would only help Kofi (press Done with red dice)"
    state = replayed(12)  # a red 6 on one of Kofi's three 2s
    # the 6 also makes Kofi's three 6s four: said too (konja22, test_s37_hint3_konja22.py)
    assert hint_words(RULES.view(state, 0), Action("red_replace", (1, 0))) == (
        "it breaks Kofi's set of 2s (the 6s grow to four: a 5-point Cloud, not 3)")
    state.red_used[1] = True  # one red die placed: the rest are "remaining"
    assert RULES.describe_action(state, 0, Action("red_done")) == "Ignore the remaining red dice"
