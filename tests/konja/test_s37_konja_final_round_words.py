"""The log said "Kofi holds 21 Cloud points: the final round begins." and "The match ends: …" at one step (blind
tester konja21): reached at the round's close, the match ends at once, and only that is said."""

from baraza.game.konja.state import Cloud

from .helpers import act, new_state


def _finish_turn(s):
    s.phase, s.dice = "collect", []
    return act(s, "finish_collection", seat=s.turn_seat)


def test_a_final_round_that_ends_at_once_is_not_said_to_begin():
    s = new_state()
    _finish_turn(s)
    s.players[1].clouds = [Cloud(7), Cloud(7), Cloud(7)]
    events = _finish_turn(s)
    assert s.over and s.final_round
    assert [e.kind for e in events if e.kind in ("final_round", "game_over")] == ["game_over"]
    assert not any("final round begins" in e.text for e in events)


def test_a_final_round_with_a_turn_to_come_is_said_to_begin():
    s = new_state()
    s.players[0].clouds = [Cloud(7), Cloud(7), Cloud(7)]
    events = _finish_turn(s)
    assert not s.over and s.final_round
    said = [e.text for e in events if e.kind == "final_round"]
    assert said and "the final round begins" in said[0], said
