"""Clouds flipped one by one, Relics sold, Spells discarded, each run closed by its Done, are one move: the replay
lists it once, History counts it once, and the analysis judges it whole. (A blind tester's first of three winning
flips was marked a blunder, "the AI would play Stop flipping Clouds".)"""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.move_groups import counted_moves, groups
from baraza.game.registry import get_game


def test_a_run_of_flips_and_its_done_is_one_move():
    rules = get_game("konja").rules
    moves = [(0, Action("upgrade_cloud", (0,))), (0, Action("upgrade_cloud", (1,))), (0, Action("done_upgrading")),
             (1, Action("roll")), (1, Action("sell_relic", (0,))), (1, Action("done_selling")),
             (0, Action("done_upgrading"))]
    assert [list(g) for g in groups(rules, moves)] == [[0, 1, 2], [3], [4, 5], [6]]
    assert counted_moves(rules, moves, {0}) == 2
    # another seat's pick never continues a run
    assert not rules.continues_move((0, Action("upgrade_cloud", (0,))), 1, Action("upgrade_cloud", (0,)))
