"""The board's turn number counts rounds, as History and the replay do (krownia22: "Turn 40" beside "turn 14")."""

from __future__ import annotations

from baraza.game.krownia.rules import KrowniaRules


def test_the_views_round_is_the_rules_turns_begun() -> None:
    rules = KrowniaRules()
    state = rules.initial_state(rules.default_options(), 5, 3)
    for turn in (0, 1, 3, 4, 40):
        state.turn = turn
        assert rules.view(state, 0).round == rules.turns_begun(state)
    state.turn = 40
    assert rules.view(state, 0).round == 14
