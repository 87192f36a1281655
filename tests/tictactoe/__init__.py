"""Tic-tac-toe: the toy fifth game. It joins Baraza through the public API only — its own rules and table
packages, a map, a rules page and its entry point in the `baraza.games` group (installed by the tests as a
distribution of its own, tests/plugin_dist.py) — and is then driven through every screen."""

from __future__ import annotations

from baraza.game.core.spec import GameSpec
from tictactoe.rules import RULES, make_agent

SPEC = GameSpec(
    rules=RULES,
    chance=False,
    hidden_information=False,
    blurb="Three in a row on a 3×3 grid: the toy game that proves a new game plugs in with one line.",
    agent_factory=make_agent,
    ai_levels=("easy",),
    table="tictactoe.table",
    data_package="tictactoe",
    hint_level="easy",
)
