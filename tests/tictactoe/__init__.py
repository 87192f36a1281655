"""Tic-tac-toe: the toy fifth game. It joins Baraza through the public API only — its own rules and table
packages, a map, a rules page and one `register_game` call — and is then driven through every screen."""

from __future__ import annotations

from baraza.game.core.spec import GameSpec
from tictactoe.rules import RULES, make_agent

SPEC = GameSpec(
    rules=RULES,
    blurb="Three in a row on a 3×3 grid: the toy game that proves a new game plugs in with one line.",
    agent_factory=make_agent,
    ai_levels=("easy",),
    table="tictactoe.table",
    data_package="tictactoe",
    hint_level="easy",
)
