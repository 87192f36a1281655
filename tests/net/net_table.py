"""A hosted table on 127.0.0.1 with automatic clients, for the network tests: started, pumped until the match
ends (or a bound on rounds, so a test always stops by itself) and closed."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator

from baraza.game.core.match import Match
from baraza.game.core.spec import GameSpec
from baraza.game.net.autoplay import AutoPlayer, chooser
from baraza.game.net.client import TableClient
from baraza.game.net.host import TableHost
from baraza.game.registry import get_game, new_match

ROUNDS = 40_000  # pump rounds before a test gives up (each waits at most a few milliseconds)


def seat_kinds(spec: GameSpec, remote: int = 2) -> list[str]:
    """`remote` remote seats, then the game's first AI level up to its least number of seats."""
    return ["remote"] * remote + [f"ai:{spec.ai_levels[0]}"] * max(0, spec.min_seats - remote)


def client_kind(spec: GameSpec) -> str:
    return f"ai:{spec.ai_levels[0]}"


@contextlib.contextmanager
def hosted(game: str, seed: int, kinds: list[str] | None = None, **host_args) -> Iterator[TableHost]:
    spec = get_game(game)
    match = new_match(game, kinds or seat_kinds(spec), seed)
    host = TableHost(match, lambda kind, seat: spec.make_agent(kind, seat, seed), **host_args)
    host.start()
    try:
        yield host
    finally:
        host.stop()


def auto_player(host: TableHost, kind: str, seed: int, **client_args) -> AutoPlayer:
    client = TableClient(f"127.0.0.1:{host.port}", host.code, **client_args)
    client.start()
    return AutoPlayer(client, chooser(kind, seed))


def pump_until(players: list[AutoPlayer], done: Callable[[], bool], rounds: int = ROUNDS) -> bool:
    """Pump every player until `done()`; False when the rounds ran out first."""
    for _ in range(rounds):
        if done():
            return True
        for player in players:
            player.pump(0.002)
    return done()


def wait_for(condition: Callable[[], bool], rounds: int = 2000) -> bool:
    for _ in range(rounds):
        if condition():
            return True
        time.sleep(0.005)
    return condition()


def replayed(match: Match, upto: int | None = None) -> Match:
    """A local replay of the host's move list (every move checked again), up to move `upto`."""
    moves = match.moves if upto is None else match.moves[:upto]
    return Match.from_moves(match.rules, list(match.seats), match.seed, dict(match.options), moves)


def stop_all(players: list[AutoPlayer]) -> None:
    for player in players:
        player.client.stop()
