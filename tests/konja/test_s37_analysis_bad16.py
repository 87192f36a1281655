"""S37, Konja's analysis of blind tester bad16's lost match (Analyse 6, data/bad16_record.json, konja-a4b66e33d9cc,
lost 8-24):

- move 22: the red dice left unrolled beside Kofi's five 4s (three open: a red 5 or 6 cuts one), the Hint's move to
  roll them; the chart fell 54 -> 45 % and nothing was marked (analysis_gift.unrolled_cut);
- move 67: a Collection ended with three 3s and a pair of 2s unexchanged (a sure 3-point Cloud and 2 Magick), 14 -> 7 %,
  only "an inaccuracy": a whole Cloud given up is a mistake now (mark_words.CLOUD_MISTAKE);
- move 102, in a decided match: "stayed at 0%, but the better move would have gained more" says what now
  (mark_words.mark_gain, the caption's hook);
- move 98: Kofi's reroll broke 3-4-5-6, named "a run of 3 (4, 5, 6)";
- "Use Trader's Pouch (paying 1 Power) (Gold for Magick)": two brackets in a row.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from baraza.game.core.action import Action
from baraza.game.core.analysis import judge_move
from baraza.game.konja import RULES, analysis
from baraza.game.konja.analysis_gift import unrolled_cut
from baraza.game.konja.describe import describe_action
from baraza.game.konja.mark_words import CLOUD_MISTAKE, board_fault, board_level, fault, mark_gain
from baraza.scenes.replay.captions import chance_moved
from baraza.scenes.replay.captions import mark_gain as caption_gain

from .helpers import replayed, table_hint

RECORD = Path(__file__).parent / "data" / "bad16_record.json"
SKIP, ROLL = Action("skip_red"), Action("roll_red")


def _before(ply: int):
    return replayed(RECORD, ply - 1)


def test_red_dice_left_unrolled_beside_a_cloud_a_throw_cuts_are_marked(baraza_home):
    state = _before(22)
    assert [d.value for d in state.dice] == [4, 4, 4, 4, 4] and state.turn_seat == 1 and state.phase == "red_roll"
    assert table_hint(state)[0] == ROLL  # the Hint rolls them: the analysis's better move
    found = unrolled_cut(RULES, state, 0, SKIP, ROLL)
    assert found is not None and found.free
    assert abs(found.odds - 5 / 9) < 1e-9 and abs(found.mean - 4 / 3) < 1e-9  # one 4 cut: 2 points; two: 4
    words = board_fault(RULES, state, 0, SKIP, ROLL)
    assert words == ("the red dice were left unrolled: 5 throws in 9 cut Kofi's five 4s (a 7-point Cloud), "
                     "1.3 Cloud points given to Kofi on average")
    assert fault(RULES, state, 0, SKIP, ROLL) == words == analysis.mark_reason(RULES, state, 0, SKIP, ROLL)
    assert board_level(RULES, state, 0, SKIP, ROLL) == "inaccuracy"
    assert judge_move(RULES, RULES.clone(state), 2, 0, SKIP, analysis.make_analyser(0.5)) == "inaccuracy"
    assert board_fault(RULES, state, 0, ROLL, SKIP) is None  # rolled: no fault


def test_a_roll_the_opponent_can_answer_is_named_not_proven(baraza_home):
    state = _before(22)
    kofi = state.players[1]
    kofi.spells, kofi.magick = ["storm_veil"], 3  # rolling then hands Kofi an answer (and its Magick back)
    found = unrolled_cut(RULES, state, 0, SKIP, ROLL)
    assert found is not None and not found.free
    assert fault(RULES, state, 0, SKIP, ROLL)  # named: the paired play-outs judge it
    assert board_fault(RULES, state, 0, SKIP, ROLL) is None


def test_a_whole_cloud_given_up_is_a_mistake(baraza_home):
    state = _before(67)
    finish, three_3s = Action("finish_collection"), Action("collect", ("kind", (0, 1, 3)))
    assert CLOUD_MISTAKE == 3
    assert "three 3s and a pair of 2s unexchanged" in board_fault(RULES, state, 0, finish, three_3s)
    assert board_level(RULES, state, 0, finish, three_3s) == "mistake"
    assert analysis.make_analyser(0.5).board_mark(RULES, state, 0, finish, three_3s) == "mistake"
    assert mark_gain(RULES, state, 0, finish, three_3s) == "kept 3 more Cloud points"


def test_a_decided_match_says_what_the_better_move_kept(baraza_home):
    state = _before(102)
    placed, leave = Action("red_replace", (1, 2)), Action("red_done")
    gain = mark_gain(RULES, state, 0, placed, leave)
    assert gain == "left Kofi 2 fewer Cloud points"
    assert chance_moved(0.0, 0.0, None, gained=gain) == "stayed at 0%, but the better move would have left Kofi 2 " \
                                                      "fewer Cloud points"
    assert chance_moved(0.0, 0.0, None, True, gain) == "stayed at 0% (the better move: left Kofi 2 fewer Cloud points)"
    judged = [SimpleNamespace(ply=102)]  # the caption reads what the marks' thread worked out
    viewer = SimpleNamespace(timeline=SimpleNamespace(judgements=judged), _mark_gains=(judged, {102: gain}))
    assert caption_gain(viewer, judged[0]) == gain
    assert mark_gain(RULES, state, 0, leave, leave) is None  # the judge's own move
    assert analysis.mark_gain is mark_gain  # the hook the caption asks the game's analysis module for


def test_a_broken_run_is_named_at_its_longest(baraza_home):
    state = _before(98)
    fie_ah, tilt = Action("use_relic", (0, -1, 1, (0, 3, 4))), Action("play_spell", ("tilt", (0, -1)))
    assert [d.value for d in state.dice] == [3, 6, 5, 4, 3]
    assert board_fault(RULES, state, 1, fie_ah, tilt) == "rerolled a sure run of 4 (3, 4, 5, 6): 4 Gold given up " \
                                                         "for a new throw"


def test_trader_pouch_reads_with_one_bracket(baraza_home):
    state = _before(98)
    pouch = Action("use_relic", (3, -1, 1, ("gold", "magick")))
    assert describe_action(state, 1, pouch) == "Use Trader's Pouch (Gold for Magick), paying 1 Power"
