"""One judge (issue 41): where the table's Hint puts a village the hand pays for before the road the look ahead
names (hint_turn.village_first, krownia16), Analyse must not mark that village: it is the Hint's move."""

from __future__ import annotations

from test_s35_hint_krownia16 import _replayed

from baraza.game.core.analysis_pool import played_best
from baraza.game.krownia import RULES as R
from baraza.game.krownia.analysis import make_analyser
from baraza.game.krownia.hint_plan import keep_plan


def test_the_hints_village_is_never_marked() -> None:
    state = _replayed(196)  # Red holds a village's cards and a free spot; the expert names road 64
    judge = make_analyser(0.05)
    judged = judge.evaluate(R, state, state.num_seats)
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    village = keep_plan(view, 0, judged.best, "", None, legal).action  # the table's Hint, after its last word
    assert village.kind == "build_village", village
    assert judged.best is not None and judged.best.kind in ("build_road", "end_turn", "buy_dev"), judged.best
    assert played_best(judge, R, state, 0, village, judged.best)
