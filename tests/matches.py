"""Matches played to the end (or to a move limit) by every seat's AI of one level, for tests that need a real
finished match to keep, replay or analyse."""

from __future__ import annotations

from baraza.game.core.match import Match
from baraza.game.registry import get_game, new_match


def played(game: str, seed: int, seats: list[str], level: str = "easy", limit: int | None = None) -> Match:
    """`game` from `seed` with `seats`, every seat played by the `level` AI (seeded per seat) until it ends."""
    spec = get_game(game)
    match = new_match(game, seats, seed, {})
    agents = [spec.agent_factory(level, s, seed + s) for s in range(len(seats))]
    while not match.is_over() and (limit is None or len(match.records) < limit):
        seat = match.active_seats()[0]
        match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, match.legal_actions(seat)))
    return match
