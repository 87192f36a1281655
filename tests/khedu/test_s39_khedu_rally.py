"""khedu27: in its last turn the normal AI played Rallying Call (1 LP) for an attack it then did not make (34 % at
best, under its fight floor): the Call's worth now counts only fights the AI would make once they are in reach."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "s39_khedu27_record.json").read_text())
RALLY = 145  # the AI's Rallying Call, then End turn at 146


def test_no_rallying_call_for_a_fight_the_ai_would_not_make():
    spec = get_game("khedu")
    rules = spec.rules
    state = rules.initial_state(dict(RECORD["options"]), RECORD["seed"], len(RECORD["seats"]))
    for m in RECORD["moves"][:RALLY]:
        rules.apply(state, m["seat"], Action.from_json(m["action"]))
    played = Action.from_json(RECORD["moves"][RALLY]["action"])
    assert played.kind == "command" and RECORD["moves"][RALLY + 1]["action"]["kind"] == "end_turn"
    view = rules.view(state, 1)
    agent = spec.agent_factory("normal", 1, 5)
    assert agent._rally_gain(view, 1) == 0.0
    for seed in range(4):
        choice = spec.agent_factory("normal", 1, seed).choose(rules, view, 1, rules.legal_actions(state, 1))
        assert choice != played, seed
