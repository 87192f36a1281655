"""Konja's analysis, a blind tester's record (konja17, konja-65ab7d4dee52, Analyse 5/10; data/konja17_record.json):
at move 91 the player used Thunder Drum on purpose to reroll three 3s (a sure 3-point Cloud) into 2, 4 and 5; the
chart moved 30 -> 29 % and nothing was marked. A reroll that breaks a set or run the judge's move keeps is a fault
the board proves (analysis_reroll.py): marked at least an inaccuracy, its Why naming what was given up."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import paired_mark
from baraza.game.konja import RULES, analysis, cards
from baraza.game.konja.analysis_reroll import broken_set
from baraza.game.konja.mark_words import board_fault, fault
from tests.konja.helpers import at_bones, give_relics, new_state

DATA = Path(__file__).parent / "data"


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def before_move(ply: int):
    """The konja17 match before its move `ply` (1-based), and that move (seat, action)."""
    record = json.loads((DATA / "konja17_record.json").read_text("utf-8"))
    moves = [(m["seat"], Action(m["action"]["kind"], _args(m["action"]["args"]))) for m in record["moves"]]
    state = RULES.initial_state(record["options"], record["seed"], 2)
    for seat, action in moves[:ply - 1]:
        RULES.apply(state, seat, action)
    return state, moves[ply - 1]


def _card_move(state, seat: int, card: str, dice: tuple[int, ...]) -> Action:
    """The legal move that uses the Relic `card` on exactly `dice`."""
    for action in RULES.legal_actions(state, seat):
        if action.kind == "use_relic" and state.players[seat].relics[action.args[0]].card == card \
                and tuple(action.args[3]) == dice:
            return action
    raise AssertionError(f"no {card} move on {dice}")


def test_thunder_drum_on_three_3s_is_a_fault_the_board_proves(baraza_home):
    state, (seat, drum) = before_move(91)
    assert seat == 0 and [d.value for d in state.dice] == [2, 3, 3, 4, 3]
    assert state.players[0].relics[drum.args[0]].card == "thunder_drum" and tuple(drum.args[3]) == (1, 2, 4)
    best = _card_move(state, 0, "at", (0,))  # the judge's move: At! on the 2, the three 3s kept
    assert broken_set(RULES, state, 0, drum, best) == ("kind", [3, 3, 3], {"cloud": 3})
    words = board_fault(RULES, state, 0, drum, best)
    assert words == "rerolled a sure three 3s: a 3-point Cloud given up for a new throw"
    assert fault(RULES, state, 0, drum, best) == words
    assert analysis.mark_reason(RULES, state, 0, drum, best) == words  # the caption's Why (the better move beside)
    judge = analysis.make_analyser(0.5)
    assert judge.board_mark(RULES, state, 0, drum, best) == "mistake"  # a whole Cloud (3 points): bad16


def test_the_move_gets_its_mark_whatever_the_chart_says(baraza_home):
    """The chart's own values (30 -> 29 %) leave the board's mark standing (game.core.analysis.paired_mark)."""
    from baraza.game.core.evaluation import Evaluation

    state, (_seat, drum) = before_move(91)
    best = _card_move(state, 0, "at", (0,))
    judge = analysis.make_analyser(0.1)
    before = Evaluation((0.30, 0.70), best, False, 20)
    after = Evaluation((0.29, 0.71), None, False, 20)
    assert paired_mark(judge, RULES, state, 2, 0, drum, before, after, False) in ("inaccuracy", "mistake", "blunder")


def test_no_fault_where_the_judge_breaks_it_too_or_only_a_pair_or_loose_dice_are_thrown(baraza_home):
    state, (_seat, drum) = before_move(91)
    also = _card_move(state, 0, "at", (1,))  # the judge's move rerolls a 3 too: its gamble as well
    assert broken_set(RULES, state, 0, drum, also) is None
    loose = _card_move(state, 0, "at", (0,))  # the 2 alone thrown: the three 3s kept
    assert broken_set(RULES, state, 0, loose, drum) is None
    pair_state, (_s, fie_ah) = before_move(90)  # Fie-Ah on a pair of 1s: a fair gamble, not this fault
    assert [d.value for d in pair_state.dice] == [1, 1, 3, 4, 3]
    assert broken_set(RULES, pair_state, 0, fie_ah, Action("end_bones")) is None


def test_a_run_broken_by_a_spell_is_named(baraza_home):
    state = at_bones(new_state(3), [2, 3, 4, 6, 6])
    give_relics(state, 0, "at")
    state.players[0].spells = ["whirlwind"]
    state.players[0].magick = 5
    assert cards.spells()["whirlwind"].effect == "reroll"
    spell = Action("play_spell", ("whirlwind", (2,)))  # the 4 of the run thrown again
    assert spell in RULES.legal_actions(state, 0)
    words = fault(RULES, state, 0, spell, Action("end_bones"))
    assert words and "run of 3 (2, 3, 4)" in words and "3 Gold" in words, words
