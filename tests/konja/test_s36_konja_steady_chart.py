"""A dice-free move the Hint chose keeps the chart level (analysis_follow.py). A blind tester spent the Spirit token
on Oodoo as the Hint advised, no die thrown, and the chart fell 61 -> 48 %: the position before read the quick
level's play-outs (which never spend the token there), the one after the Hint's line, each with its own luck.
Positions rebuilt from the tester's record (data/konja18_record.json, konja-c07294474487)."""

from __future__ import annotations

from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.konja import RULES, analysis
from baraza.game.konja.analysis_follow import dice_free_child

from .helpers import replayed as replay_record

RECORD = Path(__file__).parent / "data" / "konja18_record.json"
SPIRIT = Action("use_spirit", (1,))


def test_the_hinted_spirit_token_move_keeps_the_chart_level(baraza_home):
    before, after = replay_record(RECORD, 26), replay_record(RECORD, 27)
    assert before.phase == after.phase == "ancestor" and before.spirit_holder == 0 and after.spirit_holder is None
    judge = analysis.make_analyser(0.5)
    first, then = judge.evaluate(RULES, before, 2), judge.evaluate(RULES, after, 2)
    assert first.best == SPIRIT
    assert first.chances == then.chances  # was 61 % -> 48 %: two estimates, two lines of play
    # a second look at either (a jump's or a held-back mark's) keeps them together
    assert judge.refine(RULES, before, 2, first).chances == judge.refine(RULES, after, 2, then).chances


def test_a_fresh_judge_reads_the_same_on_either_side(baraza_home):
    """Whichever position is judged first (the analysis judges from the end), the two read alike."""
    before, after = replay_record(RECORD, 26), replay_record(RECORD, 27)
    then = analysis.make_analyser(0.5).evaluate(RULES, after, 2)
    assert analysis.make_analyser(0.5).evaluate(RULES, before, 2).chances == then.chances


def test_a_move_that_throws_dice_is_not_followed(baraza_home):
    start = replay_record(RECORD, 32)  # Nia's turn, dice still to roll
    assert RULES.legal_actions(start, 0) == [Action("roll")]
    assert dice_free_child(RULES, start, 0, Action("roll")) is None
    child = dice_free_child(RULES, replay_record(RECORD, 26), 0, SPIRIT)
    assert child is not None and child.spirit_holder is None
