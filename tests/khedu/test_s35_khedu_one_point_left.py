"""Two blind testers (bad14, khedu19) ended a turn on purpose beside an attack the Hint rated over 99 %, for a 1-point
Desert unit: unmarked, as the attack's expected points after its hero's stake (0.98, 0.9995) fell under the 1 point
the board mark asked. A sure 1-point attack given up is now marked."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_move
from baraza.game.khedu.fight_judge import left_fight_mark
from baraza.game.registry import get_game

RECORD = Path(__file__).parent / "data" / "s35_khedu19_record.json"


def test_a_sure_one_point_attack_left_is_marked() -> None:
    spec = get_game("khedu")
    rules = spec.rules
    record = json.loads(RECORD.read_text())
    state = rules.initial_state(record["options"], record["seed"], len(record["seats"]))
    moves = [(m["seat"], Action.from_json(m["action"])) for m in record["moves"]]
    for seat, action in moves[:12]:
        rules.apply(state, seat, action)
    seat, action = moves[12]  # move 13: End turn, the tester's planted mistake
    assert action.kind == "end_turn" and seat == 0
    legal = rules.legal_actions(state, seat)
    best = hint_move(spec, rules.view(state, seat), seat, legal)
    assert best.kind == "attack", best
    assert left_fight_mark(rules, state, seat, action, best) == "inaccuracy"
