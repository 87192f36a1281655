"""A red die placed where it helps the opponent (analysis_gift.py). A blind tester placed a red 6 on one of Kofi's
four 5s (three left), then the red 5 on his 2: four 5s again, a 5-point Cloud where three 5s paid 3, and nothing
was marked (67 -> 61 %). Positions rebuilt from the tester's record (data/konja18_record.json, konja-c07294474487)."""

from __future__ import annotations

from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import judge_move
from baraza.game.konja import RULES, analysis
from baraza.game.konja.analysis_gift import red_gift
from baraza.game.konja.mark_words import board_fault, fault

from .helpers import replayed as replay_record

RECORD = Path(__file__).parent / "data" / "konja18_record.json"
RED_5_ON_THE_2, RED_6_ON_A_5, LEAVE = Action("red_replace", (0, 1)), Action("red_replace", (1, 0)), Action("red_done")


def test_the_red_5_on_kofis_2_gives_him_a_5_point_cloud(baraza_home):
    state = replay_record(RECORD, 22)  # Kofi's red 6, 2, 5, 5, 5: three 5s, the red 5 still to place
    assert [d.value for d in state.dice] == [6, 2, 5, 5, 5] and state.red == [5, 6]
    gift = red_gift(RULES, state, 0, RED_5_ON_THE_2)
    assert gift is not None and (gift.before, gift.after) == (3, 5)
    words = fault(RULES, state, 0, RED_5_ON_THE_2, LEAVE)
    assert words and "5-point Cloud" in words and "2 Cloud points given to Kofi" in words
    assert analysis.mark_reason(RULES, state, 0, RED_5_ON_THE_2, LEAVE) == words
    assert board_fault(RULES, state, 0, RED_5_ON_THE_2, LEAVE) == words


def test_a_red_die_that_hurts_is_no_gift(baraza_home):
    state = replay_record(RECORD, 21)  # Kofi's four 5s and a 2: the red 6 on a 5 breaks the four
    assert red_gift(RULES, state, 0, RED_6_ON_A_5) is None
    assert fault(RULES, state, 0, RED_6_ON_A_5, LEAVE) is None
    assert board_fault(RULES, state, 0, RED_6_ON_A_5, LEAVE) is None


def test_the_judge_marks_the_gift(baraza_home):
    state = replay_record(RECORD, 22)
    judge = analysis.make_analyser(0.5)
    assert judge.evaluate(RULES, RULES.clone(state), 2).best == LEAVE
    assert judge_move(RULES, state, 2, 0, RED_5_ON_THE_2, judge) in ("inaccuracy", "mistake", "blunder")
