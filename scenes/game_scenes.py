"""Which scene plays which game. A game is offered in New game once its rules and its scene exist."""

from __future__ import annotations

import importlib

from baraza.game.core.match import Match
from baraza.game.registry import GameEntry, available_games

SCENE_MODULES = {
    "kona": "baraza.scenes.kona_scene",
    "krownia": "baraza.scenes.krownia_scene",
    "konja": "baraza.scenes.konja_scene",
    "khedu": "baraza.scenes.khedu_scene",
}


def scene_class(game: str):
    module = importlib.import_module(SCENE_MODULES[game])
    return module.SCENE


def playable_games() -> list[GameEntry]:
    games = []
    for entry in available_games():
        try:
            scene_class(entry.name)
        except (ImportError, KeyError, AttributeError):
            continue
        games.append(entry)
    return games


def start_match(app, match: Match, save_path=None, replace_all: bool = True) -> None:
    """Show `match` in its game's scene, on a fresh stack above nothing (the menu is rebuilt on quit)."""
    scene = scene_class(match.game)(app, match, save_path=save_path)
    if replace_all:
        app.stack.reset(scene)
    else:
        app.stack.push(scene)
