"""First move by lot: White's first move is drawn from the balanced list, from the match's seed."""

from __future__ import annotations

import random

import pytest

from baraza.game.core.action import Action
from baraza.game.kona import RULES
from baraza.game.kona.agent import KonaAgent
from baraza.game.kona.rules import LOT_MOVES, SWAP

LOT = {"opening": "lot", "pie": "on"}


def test_the_option_is_declared_and_checked():
    spec = next(s for s in RULES.option_specs() if s.key == "opening")
    assert {v for v, _ in spec.choices} == {"free", "lot"} and spec.default == "free" and spec.help
    with pytest.raises(ValueError):
        RULES.initial_state({"opening": "dice"}, 1, 2)


def test_the_first_move_is_drawn_from_the_list_by_the_seed():
    drawn = set()
    for seed in range(60):
        state = RULES.initial_state(LOT, seed, 2)
        (only,) = RULES.legal_actions(state, 0)
        move = "-".join(only.args)
        assert move in LOT_MOVES
        assert RULES.legal_actions(RULES.initial_state(LOT, seed, 2), 0) == [only]  # the same seed, the same lot
        drawn.add(move)
    assert len(drawn) >= 8  # the draw covers the list


def test_another_first_move_is_refused_and_the_pie_rule_is_off():
    state = RULES.initial_state(LOT, 4, 2)
    (only,) = RULES.legal_actions(state, 0)
    other = next(m for m in ("f1-f2", "a6-a5") if m != "-".join(only.args))
    with pytest.raises(ValueError):
        RULES.apply(state, 0, Action("move", tuple(other.split("-"))))
    assert RULES.view(state, 0).lot_move == tuple(only.args)  # the table says which move was drawn
    RULES.apply(state, 0, only)
    assert RULES.view(state, 1).lot_move is None
    assert SWAP not in RULES.legal_actions(state, 1) and len(RULES.legal_actions(state, 1)) > 1
    assert "drawn by lot" in " ".join(RULES.summarize_actions(RULES.view(RULES.initial_state(LOT, 4, 2), 0), 0,
                                                               [only]))


def test_games_by_lot_finish_and_replay_from_their_seed():
    for seed in range(5):
        rng = random.Random(seed)
        state = RULES.initial_state(LOT, seed, 2)
        agents = [KonaAgent("easy", seed=s) for s in (1, 2)]
        while not RULES.is_terminal(state):
            seat = RULES.active_seats(state)[0]
            legal = RULES.legal_actions(state, seat)
            action = agents[seat].choose(RULES, RULES.view(state, seat), seat, legal) if rng.random() < 0.5 \
                else legal[rng.randrange(len(legal))]
            RULES.apply(state, seat, action)
        clone = RULES.clone(state)
        assert clone.lot_move == state.lot_move
