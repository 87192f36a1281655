"""Saving and loading at any moment of any game: in the middle of a trade, a discard, a phase of dice, a combat.
The loaded match must be the same match: the same views for every seat, the same legal actions, and the same
future (dice and draws included). A contract over every registered game and the toy one: a new game is held to it
by its entry point alone, and no game is named here. The moments are every few plies of random matches at the
fewest and the most seats, so a game's rare phases are met without this test knowing them."""

import random

import pytest

from baraza.game.core.match import Match
from baraza.game.persistence.saves import load_match, write_save

PLIES, EVERY, FUTURE_EVERY, FUTURE = 240, 3, 30, 30


def _same(a: Match, b: Match, seats: int) -> None:
    assert b.moves == a.moves
    assert b.active_seats() == a.active_seats()
    for seat in [None, *range(seats)]:
        assert repr(b.view(seat)) == repr(a.view(seat))
    for seat in a.active_seats():
        assert b.legal_actions(seat) == a.legal_actions(seat)


@pytest.mark.parametrize("fewest", [True, False], ids=["fewest-seats", "most-seats"])
def test_a_save_at_any_moment_loads_the_same_match(baraza_home, contract_game, fewest):
    rules = contract_game.rules
    seats = rules.min_seats if fewest else rules.max_seats
    match = Match(rules, ["human"] * seats, 7, {})
    pick = random.Random(11)
    for ply in range(PLIES):
        if match.is_over():
            break
        if ply % EVERY == 0:
            loaded = load_match(write_save(match, baraza_home / "mid.json"))
            _same(match, loaded, seats)
            if ply % FUTURE_EVERY == 0:  # the same future: both copies take the same actions and stay equal
                for _ in range(FUTURE):
                    if loaded.is_over():
                        break
                    seat = loaded.active_seats()[0]
                    action = loaded.legal_actions(seat)[-1]
                    assert loaded.submit(seat, action).ok
                twin = load_match(write_save(match, baraza_home / "twin.json"))
                for seat, action in loaded.moves[len(match.moves):]:
                    assert twin.submit(seat, action).ok
                _same(loaded, twin, seats)
        seat = match.active_seats()[0]
        assert match.submit(seat, pick.choice(match.legal_actions(seat))).ok
