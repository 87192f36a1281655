"""Konja Hint words about the red dice (blind tester konja22, tests/konja/data/konja22_record.json).

1. Storm Veil's words (and "Do not answer"'s) come from the same before/after comparison as a red die placed: on
   Kofi's 6 1 5 1 4 a red 3 grows the run 4-5-6 and breaks the pair of 1s, so cancelling it saves the pair, not "your
   run of 3" (the old words named the first combination the worst split no longer held).
2. "Roll red dice" names what a red die could cut also with two or more faces at stake (it once listed the faces
   alone), and a lone pair or run at stake is named too.
"""

from __future__ import annotations

from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.konja import RULES
from baraza.game.konja.hint_words import hint_words

from .helpers import act, at_bones, new_state
from .helpers import replayed as replayed_from

RECORD = Path(__file__).parent / "data" / "konja22_record.json"


def _view(moves: int):
    state = replayed_from(RECORD, moves)
    return state, RULES.view(state, RULES.decider(state))


# --- 1. Storm Veil: what the red dice cost with and without the one it cancels --------------------------------------

def test_storm_veil_saves_the_pair_a_red_3_breaks_not_the_run_it_grows(baraza_home):
    # 6: Kofi's 6 1 5 1 4 against Nia's red 1 and 3 (Kofi answers): the 3 on a 1 makes 3-4-5-6 and breaks the 1s
    state, view = _view(6)
    assert state.phase == "red_reply" and [d.value for d in state.dice] == [6, 1, 5, 1, 4] and state.red == [1, 3]
    words = hint_words(view, Action("play_spell", ("storm_veil", (1,))))
    assert words == "it saves your pair of 1s, and pays its 1 Magick back", words
    assert "run" not in words
    no_reply = hint_words(view, Action("no_reply")) or ""
    assert no_reply.startswith("the red dice may break your pair of 1s, but "), no_reply


def test_storm_veil_on_a_set_says_it_stays_a_larger_cloud(baraza_home):
    # 36: Kofi's five 2s (one safe) against Nia's red 2 and 3: the 3 would make them four
    state, view = _view(36)
    assert [d.value for d in state.dice] == [2, 2, 2, 2, 2] and state.red == [2, 3]
    words = hint_words(view, Action("play_spell", ("storm_veil", (1,))))
    assert words == "it keeps your five 2s: a 7-point Cloud, not 5, and pays its 1 Magick back", words
    no_reply = hint_words(view, Action("no_reply")) or ""
    assert no_reply.startswith("the red dice may cut your five 2s to four, but "), no_reply
    assert "break" not in no_reply


# --- 2. Roll red dice: what is at stake, in every case ----------------------------------------------------------------

def test_a_roll_at_two_faces_names_what_it_could_cut(baraza_home):
    # 5: Nia may roll at Kofi's 6 1 5 1 4: a red die may take a 1, the 4 or the 5
    state, view = _view(5)
    assert state.phase == "red_roll" and [d.value for d in state.dice] == [6, 1, 5, 1, 4]
    words = hint_words(view, Action("roll_red")) or ""
    assert words == ("none of Kofi's dice is made safe: a red die could cut the run 4-5-6 or the pair of 1s "
                     "(press Roll red dice)"), words


def _roll_at(values: list[int], guarded: tuple[int, ...] = ()) -> str:
    state = at_bones(new_state(1), values)
    for i in guarded:
        state.dice[i].guarded = True
    act(state, "end_bones")
    return hint_words(RULES.view(state, 1), Action("roll_red")) or ""


def test_a_roll_names_what_it_could_cut_with_dice_made_safe():
    words = _roll_at([2, 2, 3, 4, 5], guarded=(0,))
    assert words.startswith("a red die could cut Nia's run 3-4-5"), words
    assert "(1 made safe)" in words, words


def test_a_roll_at_one_pair_or_run_says_it_breaks():
    assert _roll_at([2, 2, 6, 6, 6], guarded=(0,)).startswith(
        "Nia's 2 is not safe: a red die above 2 may take it: the pair of 2s breaks"), _roll_at([2, 2, 6, 6, 6], (0,))
    words = _roll_at([1, 2, 3, 5, 5], guarded=(4,))
    assert words.startswith("a red die may take the 1, the 2 or the 3 from Nia's dice (1 made safe): the run 1-2-3 "
                            "breaks"), words
