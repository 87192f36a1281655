"""Descriptions and legality checks hold up against any action, including nonsense read from saves."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baraza.game.core.action import Action
from baraza.game.konja import RULES
from baraza.game.konja.rules import ACTION_HANDLERS
from baraza.game.konja.state import PHASES, KonjaState
from baraza.game.persistence.saves import SaveError, match_from_data, save_data
from baraza.game.registry import new_match

FALLBACK = "does not fit this position"


def _positions() -> dict[tuple[str, bool], KonjaState]:
    """One position per (phase, Relic discard pending) that random play reaches, in every variant."""
    found: dict[tuple[str, bool], KonjaState] = {}
    for shayka in ("off", "own", "none"):
        for seed in range(6):
            rng = random.Random(seed)
            state = RULES.initial_state({"shayka": shayka}, seed, 2)
            while True:
                key = (state.phase, state.pending_discard is not None)
                found.setdefault(key, RULES.clone(state))
                if RULES.is_terminal(state):
                    break
                seat = RULES.active_seats(state)[0]
                RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    return found


@pytest.fixture(scope="module")
def positions() -> dict[tuple[str, bool], KonjaState]:
    return _positions()


def test_random_play_reaches_every_phase(positions):
    assert {phase for phase, _ in positions} == set(PHASES)
    assert any(pending for _, pending in positions)


SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(), st.sampled_from([2**63, -(2**70), 10**40]), st.text(max_size=12),
    st.sampled_from(["gold", "magick", "power", "spirit", "rain", "chaac", "storm_veil", "pair", "run"]),
)
ARGS = st.lists(st.one_of(SCALARS, st.lists(SCALARS, max_size=4).map(tuple)), max_size=5).map(tuple)
KINDS = st.one_of(st.sampled_from(sorted(ACTION_HANDLERS)), st.text(max_size=12))


@settings(max_examples=400, deadline=None)
@given(data=st.data(), kind=KINDS, args=ARGS, seat=st.sampled_from([0, 1]))
def test_describe_and_is_legal_never_raise(positions, data, kind, args, seat):
    key = data.draw(st.sampled_from(sorted(positions)))
    state = positions[key]
    action = Action(kind, args)
    text = RULES.describe_action(state, seat, action)
    assert isinstance(text, str) and text
    assert RULES.is_legal(state, seat, action) in (True, False)


@pytest.mark.parametrize("kind", sorted(ACTION_HANDLERS))
def test_none_argument_is_described_in_every_phase(positions, kind):
    for state in positions.values():
        for seat in (0, 1):
            for args in ((None,), (), (None, None), (None, None, None, None)):
                assert RULES.describe_action(state, seat, Action(kind, args))


def test_legal_actions_get_a_real_description(positions):
    for state in positions.values():
        for seat in RULES.active_seats(state):
            for action in RULES.legal_actions(state, seat):
                assert FALLBACK not in RULES.describe_action(state, seat, action)


def test_a_save_with_none_arguments_is_rejected_with_a_reason():
    match = new_match("konja", ["human", "human"], 7, {"first_player": 0})
    seat = match.rules.active_seats(match.state)[0]
    match.submit(seat, match.rules.legal_actions(match.state, seat)[0])
    data = save_data(match)
    data["moves"].append({"seat": 1, "action": {"kind": "choose_resource", "args": [None]}})
    data["moves"][0]["action"]["args"] = [None]
    with pytest.raises(SaveError, match="move 1"):
        match_from_data(data, "bad.json")
