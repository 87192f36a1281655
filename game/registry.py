"""The one place that lists the games: one line per game, its name and the package that holds its `SPEC`.

Packages are imported only when asked for, so a missing or broken game leaves the others playable. A game
outside this list (a test's toy game, a plug-in) joins through `register_game`, the same public API.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager

from baraza.game.core.match import Match
from baraza.game.core.spec import GameSpec

GAMES: dict[str, str] = {
    "kona": "baraza.game.kona",
    "krownia": "baraza.game.krownia",
    "konja": "baraza.game.konja",
    "khedu": "baraza.game.khedu",
}


class UnknownGame(KeyError):
    pass


def register_game(name: str, module: str) -> None:
    """Make the game whose package `module` exposes `SPEC` known to every screen and command."""
    GAMES[name] = module


def unregister_game(name: str) -> None:
    GAMES.pop(name, None)


@contextmanager
def registered(name: str, module: str) -> Iterator[None]:
    """A game known only inside the `with` block (for tests)."""
    previous = GAMES.get(name)
    register_game(name, module)
    try:
        yield
    finally:
        if previous is None:
            unregister_game(name)
        else:
            GAMES[name] = previous


def game_names() -> list[str]:
    return list(GAMES)


def get_game(name: str) -> GameSpec:
    """The spec of `name`; UnknownGame if no such game is listed, ImportError if its package is broken."""
    if not isinstance(name, str) or name not in GAMES:
        raise UnknownGame(name)
    spec = importlib.import_module(GAMES[name]).SPEC
    if not isinstance(spec, GameSpec) or spec.name != name:
        raise ImportError(f"{GAMES[name]} does not declare the game '{name}'")
    return spec


def available_games() -> list[GameSpec]:
    """Games whose package is present and imports, in menu order."""
    specs = []
    for name in GAMES:
        try:
            specs.append(get_game(name))
        except ImportError:
            continue
    return specs


def new_match(name: str, seats: list[str], seed: int, options: dict | None = None) -> Match:
    """A fresh match of the game called `name` (commands and tests start matches by name)."""
    return Match(get_game(name).rules, list(seats), seed, dict(options or {}))
