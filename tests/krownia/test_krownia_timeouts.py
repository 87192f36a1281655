"""KROWNIA turn timers: what the table plays for a seat whose time ran out, and that the timer-only
moves do not exist without a timer (they used to: a free Pirate skip and a setup take-back)."""

from __future__ import annotations

import pytest
from krownia_helpers import FixedDice, R, act, fresh, give

from baraza.game.core.action import Action
from baraza.game.krownia.rules import DISCARD, MAIN, MOVE_PIRATE, ROLL, SETUP_VILLAGE, WARRIOR
from baraza.game.persistence.saves import SaveError, match_from_data, save_data
from baraza.game.registry import new_match
from baraza.game.simulate import play_match

TIMED = {"turn_timer": 30}


def _apply_all(s, seat, actions):
    for a in actions:
        assert a in R.legal_actions(s, seat), a
        R.apply(s, seat, a)


def _other_places_twice(s, other):
    act(s, other, "place_village", R.setup_spots(s)[0])
    act(s, other, "place_road", R.legal_actions(s, other)[0].args[0])
    act(s, other, "place_village", R.setup_spots(s)[-1])
    act(s, other, "place_road", R.legal_actions(s, other)[0].args[0])


# ----- with a timer ----------------------------------------------------------------------------
def test_timeout_in_setup_auto_places_and_pair_can_move_later():
    s = R.initial_state({"beginner": True, **TIMED}, 4, 2)
    first = s.current
    assert R.timeout_actions(s, first) == [Action("timeout")]
    events = []
    for a in R.timeout_actions(s, first):
        assert a in R.legal_actions(s, first)
        events += R.apply(s, first, a)
    assert "ran out of time" in events[0].text
    assert s.corner_owner.count(first) == 1 and s.road_owner.count(first) == 1
    auto_corner = s.auto_pairs[first][0][0]
    other = s.current
    assert other != first
    _other_places_twice(s, other)
    assert s.current == first and s.phase == SETUP_VILLAGE
    assert Action("move_auto_pair", (auto_corner,)) in R.legal_actions(s, first)
    assert R.view(s, 1 - first).players[first].auto_placed == (auto_corner,)
    act(s, first, "move_auto_pair", auto_corner)
    assert s.corner_owner[auto_corner] == -1 and s.road_owner.count(first) == 0
    spot = [c for c in R.setup_spots(s) if c != auto_corner][0]
    act(s, first, "place_village", spot)
    act(s, first, "place_road", R.legal_actions(s, first)[0].args[0])
    assert s.phase == SETUP_VILLAGE and s.current == first and sum(s.hands[first]) == 0  # round-1 pair
    act(s, first, "place_village", R.setup_spots(s)[0])
    act(s, first, "place_road", R.legal_actions(s, first)[0].args[0])
    assert s.phase == ROLL and sum(s.hands[first]) > 0


def test_timed_out_pirate_is_moved_and_the_turn_passes():
    s = fresh(**TIMED)
    s.phase, s.rng = ROLL, FixedDice([3, 4])
    assert R.timeout_actions(s, 0) == [Action("roll")]
    _apply_all(s, 0, R.timeout_actions(s, 0))
    assert s.phase == MOVE_PIRATE
    pirate = s.pirate
    _apply_all(s, 0, R.timeout_actions(s, 0))
    assert s.pirate != pirate and s.pirate in R.pirate_targets(s, 0) + [s.pirate]
    assert s.current == 1 and s.phase == ROLL
    s.phase = MAIN
    assert R.timeout_actions(s, 1) == [Action("end_turn")]


def test_timed_out_pirate_robs_a_neighbour_of_its_hex():
    s = fresh(**TIMED)
    from baraza.game.krownia import board as B

    target = next(h for h in range(B.NUM_HEXES) if h != s.pirate and s.numbers[h] == 6)
    for c in B.HEX_CORNERS[target][:1]:
        s.corner_owner[c], s.corner_level[c] = 2, 1
    give(s, 2, (1, 0, 0, 0, 0))
    s.phase, s.return_phase = MOVE_PIRATE, MAIN
    act(s, 0, "timeout")
    assert s.pirate == target and sum(s.hands[2]) == 0 and sum(s.hands[0]) == 1


def test_timed_out_pirate_after_an_early_warrior_still_moves():
    s = fresh(**TIMED)
    s.phase = ROLL
    s.devs[0][WARRIOR] = 1
    s.deck.remove(WARRIOR)
    act(s, 0, "play_warrior")
    assert s.phase == MOVE_PIRATE
    pirate = s.pirate
    actions = R.timeout_actions(s, 0)
    assert actions == [Action("timeout"), Action("roll")]
    _apply_all(s, 0, actions[:1])
    assert s.pirate != pirate and s.phase == ROLL and s.warriors[0] == 1


def test_timeout_auto_discards():
    s = fresh(**TIMED)
    give(s, 2, (5, 0, 0, 4, 0))
    s.phase, s.rng = ROLL, FixedDice([2, 5])
    act(s, 0, "roll")
    assert s.phase == DISCARD
    _apply_all(s, 2, R.timeout_actions(s, 2))
    assert sum(s.hands[2]) == 5 and s.phase == MOVE_PIRATE


def test_timeout_during_trade():
    s = fresh(num_seats=2, **TIMED)
    give(s, 0, (1, 0, 0, 0, 0))
    act(s, 0, "open_trade")
    _apply_all(s, 0, R.timeout_actions(s, 0))
    assert s.current == 1


def test_place_for_me_with_a_timer_is_not_movable_either():
    s = R.initial_state({"beginner": True, **TIMED}, 4, 2)
    first = s.current
    act(s, first, "auto_place")
    _other_places_twice(s, s.current)
    assert s.current == first
    assert not [a for a in R.legal_actions(s, first) if a.kind == "move_auto_pair"]


# ----- without a timer -------------------------------------------------------------------------
def test_no_timer_no_timeout_moves():
    s = R.initial_state({"beginner": True}, 4, 2)
    first = s.current
    kinds = {a.kind for a in R.legal_actions(s, first)}
    assert "timeout" not in kinds and "auto_place" in kinds
    assert R.timeout_actions(s, first) == []
    p = fresh()
    p.phase = MOVE_PIRATE
    assert [a.kind for a in R.legal_actions(p, 0)] == ["move_pirate"] * len(R.pirate_targets(p, 0))
    assert Action("timeout") not in R.legal_actions(p, 0)


def test_place_for_me_without_timer_is_a_plain_placement():
    s = R.initial_state({"beginner": True}, 4, 2)
    first = s.current
    events = act(s, first, "auto_place")
    assert events[0].text == f"{R.seat_names(2)[first]} let the table place a village and road"
    assert not any("ran out of time" in e.text for e in events)
    assert s.corner_owner.count(first) == 1 and s.road_owner.count(first) == 1
    assert s.auto_pairs[first] == []
    _other_places_twice(s, s.current)
    assert s.current == first
    assert not [a for a in R.legal_actions(s, first) if a.kind == "move_auto_pair"]
    assert R.view(s, first).players[first].auto_placed == ()


def test_random_untimed_games_never_use_timer_moves():
    for seed in (1, 2):
        rec = play_match("krownia", ["random"] * 4, seed)
        kinds = {a.kind for _, a in rec.moves}
        assert not kinds & {"timeout", "move_auto_pair"}


def _setup_save(options: dict, first_kind: str) -> dict:
    match = new_match("krownia", ["human", "human"], 4, {"beginner": True, **options})
    seat = match.active_seats()[0]
    assert match.submit(seat, Action(first_kind)).ok
    return save_data(match)


@pytest.mark.parametrize("kind", ["timeout"])
def test_untimed_save_with_a_timeout_is_refused(kind):
    data = _setup_save(TIMED, kind)  # recorded with a timer: loads
    assert len(match_from_data(data).records) == 1
    data["options"] = {**data["options"], "turn_timer": 0}  # the same moves in an untimed match
    with pytest.raises(SaveError, match="not allowed"):
        match_from_data(data)


def test_untimed_save_with_a_pirate_timeout_or_a_take_back_is_refused():
    match = new_match("krownia", ["human", "human"], 4, {"beginner": True})
    seat = match.active_seats()[0]
    assert match.submit(seat, Action("auto_place")).ok
    data = save_data(match)
    assert len(match_from_data(data).records) == 1  # "place for me" is an ordinary move
    other = match.active_seats()[0]
    for _ in range(2):
        legal = match.legal_actions(other)
        assert match.submit(other, next(a for a in legal if a.kind == "place_village")).ok
        assert match.submit(other, match.legal_actions(other)[0]).ok
    data = save_data(match)
    take_back = Action("move_auto_pair", (match.view(seat).players[seat].villages[0],))
    data["moves"].append({"seat": seat, "action": take_back.to_json()})
    with pytest.raises(SaveError, match="not allowed"):
        match_from_data(data)
    assert R.timeout_actions(match.state, other) == []


def test_untimed_save_leaving_the_pirate_in_place_is_refused():
    import random

    match = new_match("krownia", ["human"] * 3, 8, {})
    rng = random.Random(2)
    while match.view(None).phase != MOVE_PIRATE:
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        assert match.submit(seat, legal[rng.randrange(len(legal))]).ok
    seat = match.active_seats()[0]
    data = save_data(match)
    assert len(match_from_data(data).records) == len(match.records)
    data["moves"].append({"seat": seat, "action": Action("timeout").to_json()})
    with pytest.raises(SaveError, match="not allowed"):
        match_from_data(data)
    data["options"] = {**data["options"], **TIMED}  # with a timer the table moves the Pirate instead
    loaded = match_from_data(data)
    assert loaded.view(None).pirate_hex != match.view(None).pirate_hex
