"""Where the games come from: the `baraza.games` entry-point group, the Python packaging convention.

Each entry point is a game's name and the package that holds its `SPEC` (Baraza's own four are declared in
pyproject.toml; a game in its own distribution declares itself the same way and shows up in New game,
History, the command line and the tests' contracts with no edit here). Packages are imported only when asked
for, so a missing or broken game leaves the others playable. Names come in a stable order (Baraza's own
games, then other distributions' by distribution, each by name); menus order the specs by `menu_order`.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Iterator, Mapping
from importlib import metadata

from baraza.game.core.match import Match
from baraza.game.core.spec import GameSpec

GROUP = "baraza.games"
HOME_DISTRIBUTION = "baraza"


def _discover() -> dict[str, str]:
    """name -> package, read from the installed distributions' entry points, in menu order."""
    found: list[tuple[tuple, str, str]] = []
    for ep in metadata.entry_points(group=GROUP):
        # a broken or half-removed distribution may have no name: it sorts last, it does not stop the others
        dist = str(getattr(ep.dist, "name", None) or "~").lower()
        found.append(((dist != HOME_DISTRIBUTION, dist, ep.name), ep.name, ep.value))
    games: dict[str, str] = {}
    for _key, name, module in sorted(found):
        games.setdefault(name, module)  # the first distribution to claim a name keeps it
    return games


class InstalledGames(Mapping[str, str]):
    """The games installed, read once from the entry points; `refresh()` reads them again (after installing a
    distribution while running, as the tests do)."""

    def __init__(self) -> None:
        self._games: dict[str, str] | None = None
        self._generation = 0  # a read that began before a refresh must not store what it found
        self._lock = threading.Lock()

    def _all(self) -> dict[str, str]:
        games = self._games
        if games is None:
            generation = self._generation
            games = _discover()  # threads (score keeper, workers) may read while a test installs a game
            with self._lock:
                if generation == self._generation:
                    self._games = games
        return games

    def refresh(self) -> None:
        with self._lock:
            importlib.invalidate_caches()
            self._generation += 1
            self._games = None

    def __getitem__(self, name: str) -> str:
        return self._all()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._all()))

    def __len__(self) -> int:
        return len(self._all())


GAMES = InstalledGames()


class UnknownGame(KeyError):
    pass


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
    """Games whose package is present and imports, in menu order (`GameSpec.menu_order`, then name)."""
    specs = []
    for name in GAMES:
        try:
            specs.append(get_game(name))
        except ImportError:
            continue
    return sorted(specs, key=lambda spec: (spec.menu_order, spec.name))


def new_match(name: str, seats: list[str], seed: int, options: dict | None = None) -> Match:
    """A fresh match of the game called `name` (commands and tests start matches by name)."""
    return Match(get_game(name).rules, list(seats), seed, dict(options or {}))
