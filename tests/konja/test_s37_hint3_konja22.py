"""Konja Hint words from blind tester konja22 (tests/konja/data/konja22_record.json): a red die's placement said
what it does to Kofi's best split (61/62: "it breaks a run of 3" where the run grew to four and a pair broke), a
roll at a set said what a red die stops (111), the Spell Ancestor and Idol Mask said their gain (64, 81, 116), and a
match won before the move said so (148)."""

from __future__ import annotations

from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.konja import RULES
from baraza.game.konja.hint_words import hint_words

from .helpers import act, at_bones, give_relics, new_state, table_hint
from .helpers import replayed as replayed_from

RECORD = Path(__file__).parent / "data" / "konja22_record.json"


def replayed(moves: int):
    return replayed_from(RECORD, moves)


# --- 1. a red die placed: the split before and after ------------------------------------------------------------------

def test_a_red_die_that_grows_a_run_says_the_pair_it_breaks(baraza_home):
    # 62: Kofi's 6 1 5 1 4, red 3 on a 1: the run 4-5-6 becomes 3-4-5-6 and the pair of 1s breaks
    state = replayed(7)
    assert [d.value for d in state.dice] == [6, 1, 5, 1, 4] and state.phase == "red_assign"
    move, words, said = table_hint(state)
    assert move == Action("red_replace", (1, 1)) and said == "Red 3 replaces the 1", (move, said)
    assert words == "it breaks Kofi's pair of 1s (the run grows to four: 1 Gold more)", words
    assert "run of 3" not in words, words


def _red_at(values: list[int], red: list[int]):
    state = at_bones(new_state(1), values)
    act(state, "end_bones")
    state.red, state.red_used, state.phase, state.attacker = red, [False, False], "red_assign", 1
    return RULES.view(state, 1)


def test_a_red_die_on_a_run_says_it_breaks_the_run():
    # a red 6 on the 2 of 1-2-3: the run is gone, the pair of 5s stays, the 6 pays 1 Power
    view = _red_at([1, 2, 3, 5, 5], [6, 1])
    assert hint_words(view, Action("red_replace", (0, 1))) == "it breaks Nia's run of 3 (it makes a 6: 1 Power)"


def test_a_run_that_only_moves_is_not_said_broken():
    # a red 5 on the 3 of 2-3-4 6 6: the run moves to 4-5-6 and takes a 6, so the pair of 6s is what breaks
    view = _red_at([2, 3, 4, 6, 6], [5, 1])
    assert hint_words(view, Action("red_replace", (0, 1))) == "it breaks Nia's pair of 6s"


# --- 2. a roll at a set says what a red die would stop ----------------------------------------------------------------

def test_a_roll_at_five_alike_says_what_one_red_die_stops(baraza_home):
    # 111: Kofi's five 2s, one safe: "a red die may take one of the 2s" did not say what that stops
    state = replayed(35)
    assert [d.value for d in state.dice] == [2, 2, 2, 2, 2] and state.phase == "red_roll"
    move, words, _said = table_hint(state)
    assert move == Action("roll_red"), move
    assert words == ("a red die may take one of the 2s from Kofi's dice (1 made safe): five 2s drop to four, a "
                     "5-point Cloud, not 7 (press Roll red dice)"), words


# --- 3. the Spell Ancestor and Idol Mask say their gain ---------------------------------------------------------------

def test_the_spell_ancestor_with_three_spells_says_its_gain(baraza_home):
    # 64: "you hold 3 Spells: it only swaps weak ones for new" read as a warning; Kofi (3 Spells, 8 Gold) drew
    # nothing, where the Merchant or the Rain would have let his Gold buy
    move, words, _said = table_hint(replayed(10))
    assert move == Action("choose_ancestor", ("spell",)), move
    assert words == ("it gives Kofi nothing, where the Merchant or the Rain would let Kofi's 8 Gold buy a Relic or a "
                     "Cloud; you may also swap weak Spells"), words
    assert "only swaps" not in words


def test_idol_mask_names_the_token_the_die_pays(baraza_home):
    # 81: "the Action die then pays a token or fits a Relic"
    move, words, said = table_hint(replayed(21))
    assert said == "Use Idol Mask: an Action die power becomes gold", said
    assert words == "left unused, it pays 1 Gold at the end of your turn (not 1 Power)", words
    # 116: a blank die turned
    move, words, said = table_hint(replayed(75))
    assert said == "Use Idol Mask: an Action die blank becomes gold", said
    assert words == "left unused, it pays 1 Gold at the end of your turn (a blank one pays nothing)", words


def test_idol_mask_names_the_relic_the_new_face_fits():
    state = at_bones(new_state(1), [1, 2, 3, 5, 6], action=("blank", "power"))
    give_relics(state, 0, "idol_mask", "gold_scale")
    view = RULES.view(state, 0)
    words = hint_words(view, Action("use_relic", (0, -1, 0, (0, "gold"))))
    assert words == "Gold Scale takes a gold Action die, and this one then fits it", words


# --- 4. a match already won ------------------------------------------------------------------------------------------

def test_a_move_after_the_match_is_won_is_not_credited(baraza_home):
    # 148: five safe 3s already won the match; "Use Idol Mask: this wins the match: Idol Mask, then ..."
    state = replayed(108)
    assert [d.value for d in state.dice] == [3, 3, 3, 3, 3] and all(d.guarded for d in state.dice)
    move, words, _said = table_hint(state)
    assert move.kind != "end_bones", move
    assert words.startswith("the match is already won"), words
    assert "this wins the match" not in words, words


def test_the_move_that_wins_is_still_credited(baraza_home):
    # 104: 3 2 3 1 4, not yet won: the line that wins it is named
    _move, words, _said = table_hint(replayed(104))
    assert words.startswith("this wins the match: "), words
