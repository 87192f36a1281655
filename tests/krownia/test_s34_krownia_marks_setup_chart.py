"""The bad13 tester's setup village on a 1-tile corner (pasture 3) was marked, but the chart ROSE 39 % → 53 % at that
move and fell on Blue's placements after it: the play-outs credited the worst corner with 14 points. A setup
position's chance now blends in each seat's share of its villages' corner worth (setup_judge.projected_shares),
weighed by the villages still to place, so the poor corner's move falls and the blend is gone by the setup's end."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyse
from baraza.game.krownia import RULES
from baraza.game.krownia.analysis import make_analyser
from baraza.game.krownia.setup_judge import projected_shares, setup_weight

RECORD = json.loads((Path(__file__).parent / "data" / "krownia_bad13_hoard.json").read_text())
SETUP = [(seat, Action(kind, tuple(args))) for seat, kind, args in RECORD["moves"][:8]]  # 4 villages, 4 roads


def _start():
    return RULES.initial_state(dict(RECORD["options"]), RECORD["seed"], RECORD["seats"])


def test_the_poor_corner_lowers_its_seats_projected_share() -> None:
    state = _start()
    before = projected_shares(RULES, state)
    RULES.apply(state, *SETUP[0])
    after = projected_shares(RULES, state)
    assert after[0] < before[0] - 0.1


def test_the_blend_fades_to_nothing_by_the_setups_end() -> None:
    state = _start()
    weights = []
    for seat, action in SETUP:
        weights.append(setup_weight(state))
        RULES.apply(state, seat, action)
    assert weights[0] > weights[2] > weights[4] > weights[6] > 0.0
    assert weights[7] == 0.0 and setup_weight(state) == 0.0  # the last road's position, and the first roll


def test_the_chart_falls_at_the_poor_corner() -> None:
    judged = analyse(RULES, dict(RECORD["options"]), RECORD["seed"], RECORD["seats"], SETUP, make_analyser(0.1))
    assert judged[0].mark is not None
    assert judged[0].chances_after[0] < judged[0].chances_before[0]
