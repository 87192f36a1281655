"""A blind tester's Konja match (konja15): the Hint's reasons must be true. "The other free Ancestors give you no
more now" while the Spell Ancestor would draw a Spell (110b/111); "Storm Veil is worth more kept" in the match's
last turn (196); "Kofi's 3 is not safe: a red die may take it" beside four 6s, where a red 6 only helps Kofi
(144/145b). Positions rebuilt from the record (data/konja15_record.json)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import RULES
from baraza.game.konja.dice import split_value
from baraza.game.konja.hint_words import NONE_BETTER, hint_words
from baraza.game.konja.red_reply import threatened
from tests.konja.test_s34_hint_agree_plans import replayed, table_hint


def test_an_ancestor_for_nothing_says_what_the_other_would_give(baraza_home):
    state = replayed(44)  # Nia 0 Gold, 2 Spells; Kofi 0 Gold, 1 Spell; Spell and Rain free
    move, words, _said = table_hint(state)
    assert move == Action("choose_ancestor", ("rain",)), move
    assert words != NONE_BETTER and "Spell Ancestor would draw Kofi 2 Spells to your 1" in words, words


def test_the_last_turn_keeps_no_card_for_later(baraza_home):
    state = replayed(166)  # final round, Nia 26 to Kofi's 28, Storm Veil in hand, red 6 and 3 rolled
    move, words, _said = table_hint(state)
    assert move == Action("no_reply"), move
    assert "worth more kept" not in words and "ends with this turn" in words, words


def test_a_die_whose_taker_only_helps_is_not_called_unsafe(baraza_home):
    state = replayed(92)  # Kofi's 6 6 6 6 (one safe) and a 3
    assert [d.value for d in state.dice] == [6, 6, 6, 6, 3]
    words = hint_words(RULES.view(state, 0), Action("roll_red")) or ""
    assert "not safe" not in words, words
    # a set a higher die breaks is still called unsafe: three 5s beside a 1 and a 4 (ply 39's dice)
    dice = [(5, False), (5, False), (5, False), (1, False), (4, False)]
    assert threatened(dice, split_value) == [0, 1, 2]
