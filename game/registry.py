"""The list of games. Each game package exposes `RULES` (its Rules object) and
`make_agent(kind, seat, seed)` for the AI seat kinds; the registry imports them only when asked."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from baraza.game.core.agent import Agent, HumanAgent, RandomAgent
from baraza.game.core.rules import Rules

# name -> module; a game appears in menus once its module exists and imports.
GAME_MODULES: dict[str, str] = {
    "kona": "baraza.game.kona",
    "krownia": "baraza.game.krownia",
    "konja": "baraza.game.konja",
    "khedu": "baraza.game.khedu",
}


@dataclass(frozen=True)
class GameEntry:
    name: str
    rules: Rules
    module: object

    @property
    def title(self) -> str:
        return self.rules.title

    def make_agent(self, kind: str, seat: int, seed: int) -> Agent:
        if kind == "human":
            return HumanAgent()
        if kind == "random":
            return RandomAgent(seed * 7919 + seat)
        if kind.startswith("ai:"):
            return self.module.make_agent(kind.split(":", 1)[1], seat, seed)  # type: ignore[attr-defined]
        raise ValueError(f"unknown seat kind '{kind}'")


class UnknownGame(KeyError):
    pass


def get_game(name: str) -> GameEntry:
    if name not in GAME_MODULES:
        raise UnknownGame(name)
    module = importlib.import_module(GAME_MODULES[name])
    return GameEntry(name, module.RULES, module)


def available_games() -> list[GameEntry]:
    """Games whose package is present and imports, in menu order."""
    entries = []
    for name in GAME_MODULES:
        try:
            entries.append(get_game(name))
        except ImportError:
            continue
    return entries
