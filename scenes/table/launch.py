"""Which scene plays which game: each game's spec names its table module, whose `TABLE` is the scene class.
A game is offered in New game once its rules and its table exist."""

from __future__ import annotations

import importlib

from baraza.game.core.match import Match
from baraza.game.core.spec import GameSpec
from baraza.game.registry import available_games, get_game


def table_class(spec: GameSpec):
    """The game's table scene class; ImportError/AttributeError when the game has no table."""
    if not spec.table:
        raise ImportError(f"{spec.title} has no table yet")
    return importlib.import_module(spec.table).TABLE


def scene_class(game: str):
    return table_class(get_game(game))


def playable_games() -> list[GameSpec]:
    games = []
    for spec in available_games():
        try:
            table_class(spec)
        except (ImportError, AttributeError):
            continue
        games.append(spec)
    return games


def start_match(app, match: Match, save_path=None, replace_all: bool = True) -> None:
    """Show `match` in its game's scene, on a fresh stack above nothing (the menu is rebuilt on quit)."""
    scene = scene_class(match.game)(app, match, save_path=save_path)
    if replace_all:
        app.stack.reset(scene)
    else:
        app.stack.push(scene)


def read_only_table(app, match: Match, seat: int | None = None, open_hands: bool = False):
    """`match`'s table drawn through `seat`'s eyes (None: the public view) with input switched off: clicks and
    keys change nothing, and no AI turns, autosave, score recording, results screen or hand-over cover. The
    results screen and the replay viewer draw positions with it."""
    table = scene_class(match.game)(app, match)
    table.views.read_only = True
    table.views.open_hands = open_hands  # seat None: every hand face up where the rules can (Rules.open_view)
    table.viewer = seat
    table.results_shown = True
    table.ai.close()
    return table
