"""How a game declares itself to the shell, once.

A game package exposes `SPEC`, a `GameSpec`: its rules object (which carries the name, title, seat range
and options), a blurb for the game picker, its agent factory and AI levels, and where its table scene lives.
Every screen and command — picker, setup, rules, scores, results, `simulate`, `shot`, `validate` — reads
the spec; nothing in the shared code names a game. OpenSpiel's `GameType` + `register_game` is the model.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from baraza.game.core.agent import Agent, HumanAgent, RandomAgent
from baraza.game.core.rules import OptionSpec, Rules

AgentFactory = Callable[[str, int, int], Agent]  # (level, seat, seed) -> an AI agent

REMOTE_SEAT = "remote"  # a seat a player at another machine takes (game/net): its match is played through a host


class OptionError(ValueError):
    """An option name or value the game does not declare; the message is one line for a player."""


@dataclass(frozen=True)
class GameSpec:
    """Everything the shell needs to offer, set up, play, show and score one game."""

    rules: Rules
    blurb: str
    agent_factory: AgentFactory
    ai_levels: tuple[str, ...] = ("easy", "normal", "hard")
    table: str = ""  # import path of the module whose `TABLE` is the game's pygame scene ("" = none yet)
    rules_doc: str = ""  # file name under the rules folder; default "<name>.md"
    data_package: str = "baraza.assets"  # the package holding rules/<rules_doc> and maps/<layout>.tmx
    hint_level: str = "hard"  # the AI level the Hint key asks
    menu_order: int = 100  # where New game and the other menus place it (lower first; then by name)
    # Declared, never guessed: whether the game has chance (dice, shuffles, draws) and hidden information
    # (cards a seat cannot see). Analysis picks its judge from these; None means undeclared (a contract error).
    chance: bool | None = None
    hidden_information: bool | None = None
    # analysis by play-outs (a game without an `analysis` module of its own): the play-out moves one second of the
    # analysis budget buys; 0 plays a fixed few play-outs a position (game/core/analysis.py, budgeted_playouts)
    playout_moves_per_second: int = 0
    # import path of the game's solo-runs module (deal codes, the daily deal; see game/persistence/runs.py),
    # "" when solo runs have no codes
    solo_runs: str = ""
    # a proven verdict on a position for the Hint ("White wins in 4 moves"): (view, seconds, agent) -> words or None,
    # `agent` the Hint's agent that just chose the move (its judgements may be reused: nothing is judged twice);
    # declared here, not on the rules, so the solver behind it may import the rules without a cycle
    hint_verdict: Callable[[Any, float, Any], str | None] | None = None
    # a log line as a replay tells it, worked out again from the match's positions where the live table added words
    # the record does not keep (an AI's reason to decline): (match, LogLine, viewer) -> words, or None for the
    # line as logged; declared here, not on the rules, so the words may come from the AI's own judgement
    replay_line: Callable[[Any, Any, int | None], str | None] | None = None

    # --- derived from the rules, so they are declared once --------------------------------------
    @property
    def name(self) -> str:
        return self.rules.name

    @property
    def title(self) -> str:
        return self.rules.title

    @property
    def min_seats(self) -> int:
        return self.rules.min_seats

    @property
    def max_seats(self) -> int:
        return self.rules.max_seats

    @property
    def has_solo(self) -> bool:
        return self.rules.min_seats == 1

    @property
    def rules_file(self) -> str:
        return self.rules_doc or f"{self.name}.md"

    def options(self) -> list[OptionSpec]:
        return self.rules.option_specs()

    def seat_kinds(self) -> tuple[str, ...]:
        return ("human", "random", *(f"ai:{level}" for level in self.ai_levels))

    def seats_text(self) -> str:
        low, high = self.min_seats, self.max_seats
        if low == high:
            return f"{low} seats"
        if low == 1:
            return f"solo, or 2–{high} seats"
        return f"{low}–{high} seats"

    # --- agents ------------------------------------------------------------------------------
    def make_agent(self, kind: str, seat: int, seed: int) -> Agent:
        if kind == "human":
            return HumanAgent()
        if kind == "random":
            return RandomAgent(seed * 7919 + seat)
        if kind.startswith("ai:") and kind[3:] in self.ai_levels:
            return self.agent_factory(kind[3:], seat, seed)
        raise ValueError(f"unknown seat kind '{kind}' for {self.title} (use one of: {', '.join(self.seat_kinds())})")

    # --- checking what a player or a file asks for ---------------------------------------------
    def check_seats(self, seats: list[str]) -> None:
        """Raise ValueError with one line when the seat list does not fit this game. A hosted match's seat may be
        REMOTE_SEAT (a friend at another machine; such a match is only ever played through a host)."""
        if not self.min_seats <= len(seats) <= self.max_seats:
            raise ValueError(f"{self.title} takes {self.seats_text()}, not {len(seats)}")
        for kind in seats:
            if not isinstance(kind, str) or (kind not in self.seat_kinds() and kind != REMOTE_SEAT):
                raise ValueError(f"unknown seat kind {kind!r} for {self.title} (use one of: {', '.join(self.seat_kinds())})")

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The full option set (defaults filled in), or OptionError naming the first bad key or value."""
        specs = {spec.key: spec for spec in self.options()}
        for key, value in options.items():
            spec = specs.get(key)
            if spec is None:
                known = ", ".join(specs) or "none"
                raise OptionError(f"{self.title} has no option '{key}' (options: {known})")
            if not spec.allows(value):
                allowed = ", ".join(_show(v) for v, _ in spec.choices)
                raise OptionError(f"{self.title} option '{key}' cannot be {_show(value)} (allowed: {allowed})")
        return {**{key: spec.default for key, spec in specs.items()}, **options}

    def options_as_written(self, options: Mapping[str, Any], format_version: int) -> dict[str, Any]:
        """`options` read from a file of `format_version`, with every option the file predates set to the
        value its matches were played with (OptionSpec.since / legacy); then checked as check_options does."""
        filled = dict(options)
        for spec in self.options():
            if spec.key not in filled and format_version < spec.since:
                filled[spec.key] = spec.legacy
        return self.check_options(filled)

    def parse_option(self, text: str) -> tuple[str, Any]:
        """'key=value' from a command line, with the value matched against the declared choices."""
        key, sep, raw = text.partition("=")
        key = key.strip()
        if not sep or not key:
            raise OptionError(f"an option is written key=value, not '{text}'")
        spec = {s.key: s for s in self.options()}.get(key)
        if spec is None:
            known = ", ".join(s.key for s in self.options()) or "none"
            raise OptionError(f"{self.title} has no option '{key}' (options: {known})")
        for value, label in spec.choices:
            if raw.strip().lower() in {_show(value).lower(), label.lower()}:
                return key, value
        allowed = ", ".join(_show(v) for v, _ in spec.choices)
        raise OptionError(f"{self.title} option '{key}' cannot be '{raw}' (allowed: {allowed})")


def _show(value: Any) -> str:
    """An option value as a player types it: on/off for booleans, plain text otherwise."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    return str(value)
