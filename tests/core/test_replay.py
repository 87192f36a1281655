"""Replays: every move of a long match is reachable, each position equals a fresh match replayed to that move,
key moments can be jumped to, and a move list that does not replay is refused."""

from __future__ import annotations

import pytest
from matches import played

from baraza.game.core.action import Action
from baraza.game.core.replay import Replay
from baraza.game.core.rules import IllegalMove
from baraza.game.registry import GAMES, get_game, new_match


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_move_reached_matches_a_fresh_replay(game: str) -> None:
    spec = get_game(game)
    match = played(game, 4, ["ai:easy"] * spec.min_seats)
    replay = Replay.of(match.rules, match.seats, match.seed, match.options, match.moves)
    assert replay.plies == len(match.records) and replay.plies > 0
    probes = sorted({0, 1, replay.plies // 3, replay.plies // 2, replay.plies - 1, replay.plies})
    for ply in probes:
        fresh = new_match(game, match.seats, match.seed, match.options)
        for seat, action in match.moves[:ply]:
            fresh.submit(seat, action)
        for seat in range(len(match.seats)):
            assert replay.view_at(ply, seat) == fresh.view(seat), (game, ply, seat)
    assert all(m.text for m in replay.moves)
    turns = [m.turn for m in replay.moves]
    assert turns == sorted(turns)


def test_key_moments_are_found_and_jumped_to() -> None:
    match = played("krownia", 7, ["ai:easy"] * 3)
    replay = Replay.of(match.rules, match.seats, match.seed, match.options, match.moves)
    moments = replay.moments()
    assert any(words == "a seven" for _, words in moments)
    assert moments[-1][1] == "the win"
    first = replay.next_moment(0)
    assert first == moments[0][0]
    assert replay.previous_moment(first) is None
    assert replay.next_moment(replay.plies) is None
    assert replay.ply_of_turn(0) <= replay.ply_of_turn(3) <= replay.plies


def test_a_move_list_that_does_not_replay_is_refused() -> None:
    match = played("kona", 2, ["ai:easy", "ai:easy"])
    moves = match.moves
    moves[3] = (moves[3][0], Action("move", ("a1", "f6")))
    with pytest.raises(IllegalMove) as info:
        Replay.of(match.rules, match.seats, match.seed, match.options, moves)
    assert info.value.index == 3


def test_copy_at_is_the_match_at_that_move_and_plays_on() -> None:
    match = played("kona", 3, ["ai:easy", "ai:easy"])
    ply = len(match.records) // 2
    copy = match.copy_at(ply, seats=["human", "ai:hard"])
    fresh = new_match("kona", ["human", "ai:hard"], match.seed, match.options)
    for seat, action in match.moves[:ply]:
        fresh.submit(seat, action)
    assert copy.view(0) == fresh.view(0) and copy.moves == fresh.moves
    assert [line.text for line in copy.log] == [line.text for line in fresh.log]
    seat = copy.active_seats()[0]
    action = copy.legal_actions(seat)[0]
    assert copy.submit(seat, action).ok and fresh.submit(seat, action).ok
    assert copy.view(1) == fresh.view(1)
    assert len(match.records) > ply + 1  # the original is untouched
