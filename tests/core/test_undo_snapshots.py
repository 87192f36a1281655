"""Undo from in-memory snapshots gives exactly the position a full replay gives, in every game, also after
many moves and repeated undos."""

import random

from baraza.game.core.match import Match
from baraza.game.registry import available_games


def _replayed(match: Match) -> Match:
    return Match.from_moves(match.rules, match.seats, match.seed, match.options, match.moves)


def test_undo_matches_a_full_replay_in_every_game():
    for spec in available_games():
        n = spec.max_seats if spec.min_seats >= 2 else spec.min_seats
        match = Match(spec.rules, ["human"] * n, 13)
        rng = random.Random(spec.name)
        undos = 0
        for step in range(160):
            if match.is_over():
                break
            if step % 7 == 6 and match.can_undo():
                match.undo()
                undos += 1
                fresh = _replayed(match)
                assert match.view(None) == fresh.view(None), spec.name
                assert [r.chance for r in match.records] == [r.chance for r in fresh.records]
                assert [(line.seat, line.text) for line in match.log] == [(line.seat, line.text) for line in fresh.log]
                continue
            seat = match.active_seats()[0]
            match.submit(seat, rng.choice(match.legal_actions(seat)))
        for seat in match.active_seats():
            assert match.legal_actions(seat) == _replayed(match).legal_actions(seat)
