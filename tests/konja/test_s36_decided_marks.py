"""S36, Konja faults the board proves, marked in a match the chart calls decided (blind tester bad15, Analyse 6/10,
data/bad15_record.json, konja-510071b27575). At 5 % (move 36, turn 3 of 8) the tester ended their red dice with a
red 6 beside Kofi's five 3s, the Hint's own move to place it: Kofi kept a 7-point Cloud where four 3s pay 5, and
nothing was marked (the chart fell 5.5 -> 2.5 %, too little to mark). Such a fault is a board fault now, its level
by the Cloud points it hands over (mark_words.board_level), kept past the chart's small fall (the judge's
`keeps_board_level`, game.core.analysis_confirm.shown_mark). Moves 13-14: 1 Gold paid to replace Bone Flute, then
nothing bought (the Gold left bought no card of the new Offering): a board fault too."""

from __future__ import annotations

from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import judge_move
from baraza.game.core.analysis_confirm import shown_mark
from baraza.game.core.evaluation import Evaluation
from baraza.game.konja import RULES, analysis
from baraza.game.konja.mark_words import CLOUD_MISTAKE, board_fault, board_level, fault

from .helpers import replayed

RECORD = Path(__file__).parent / "data" / "bad15_record.json"
LEAVE, RED_6_ON_A_3 = Action("red_done"), Action("red_replace", (0, 0))
REPLACE_BONE_FLUTE, BUY_EMBER_TOTEM = Action("refresh_offering", (1,)), Action("buy_relic", (0,))


def _before_move_36():
    state = replayed(RECORD, 35)  # Kofi's five 3s, the red 6 and 1 to place (the 1 beats none of them)
    assert [d.value for d in state.dice] == [3, 3, 3, 3, 3] and state.red == [6, 1] and state.turn_seat == 1
    return state


def test_red_dice_left_unused_beside_a_cloud_they_cut_are_a_board_fault(baraza_home):
    state = _before_move_36()
    words = board_fault(RULES, state, 0, LEAVE, RED_6_ON_A_3)
    assert words == ("the red dice were left unused: the red 6 on a 3 would have cut Kofi's five 3s (a 7-point Cloud) "
                     "to four 3s (a 5-point Cloud), 2 Cloud points given to Kofi")
    assert fault(RULES, state, 0, LEAVE, RED_6_ON_A_3) == words
    assert analysis.mark_reason(RULES, state, 0, LEAVE, RED_6_ON_A_3) == words  # the caption's Why
    assert analysis.make_analyser(0.5).board_mark(RULES, state, 0, LEAVE, RED_6_ON_A_3) == "inaccuracy"  # 2 points
    assert board_fault(RULES, state, 0, LEAVE, LEAVE) is None  # the judge's own move
    assert board_fault(RULES, state, 0, RED_6_ON_A_3, LEAVE) is None  # the die placed: no gift


def test_the_level_follows_the_cloud_points_given_up(baraza_home):
    state = _before_move_36()
    state.red = [6, 5]  # both would land on a 3: three 3s (a 3-point Cloud) where five pay 7
    assert CLOUD_MISTAKE <= 4  # 3 since bad16 (a whole Cloud given up): 4 points stay a mistake
    assert board_level(RULES, state, 0, LEAVE, RED_6_ON_A_3) == "mistake"
    assert "4 Cloud points given to Kofi" in board_fault(RULES, state, 0, LEAVE, RED_6_ON_A_3)


def test_the_decided_match_marks_the_unused_red_die(baraza_home):
    state = _before_move_36()
    judge = analysis.make_analyser(0.5)
    assert judge.evaluate(RULES, RULES.clone(state), 2).chances[0] < 0.1  # the chart calls the match decided
    assert judge_move(RULES, state, 2, 0, LEAVE, judge) == "inaccuracy"


class _Judge:
    """A judge whose board marks a move a mistake whatever the chart did."""

    keeps_board_level = True

    def board_mark(self, rules, state, seat, action, best):
        return "mistake"


def test_a_board_mark_keeps_its_level_where_the_judge_asks_it():
    before, after = Evaluation((0.05, 0.95), LEAVE, False, 40), Evaluation((0.03, 0.97), LEAVE, False, 40)
    assert shown_mark(_Judge(), RULES, None, 0, RED_6_ON_A_3, before, after, False, "inaccuracy") == "mistake"
    assert shown_mark(_Judge(), RULES, None, 0, LEAVE, before, after, True, None) is None  # the judge's move
    plain = _Judge()
    plain.keeps_board_level = False  # as every judge was: the chart's fall shows the level
    assert shown_mark(plain, RULES, None, 0, RED_6_ON_A_3, before, after, False, "mistake") == "inaccuracy"


def test_gold_paid_to_replace_a_card_then_nothing_bought_is_a_board_fault(baraza_home):
    state = replayed(RECORD, 12)  # 4 Gold; Ember Totem 4, Bone Flute 2, Thunder Drum 4 offered
    words = board_fault(RULES, state, 0, REPLACE_BONE_FLUTE, BUY_EMBER_TOTEM)
    assert words and "Bone Flute" in words and "1 Gold paid for nothing" in words and "the cheapest costs 4" in words
    assert analysis.make_analyser(0.5).board_mark(RULES, state, 0, REPLACE_BONE_FLUTE, BUY_EMBER_TOTEM) == "inaccuracy"
    state.offering[0] = "at"  # a 2-Gold card left beside the new one: the 3 Gold left still buy a Relic
    assert board_fault(RULES, state, 0, REPLACE_BONE_FLUTE, BUY_EMBER_TOTEM) is None
