"""A game's pages as its packages hold them: the players' rules (Markdown), the rules' pictures and the
glossary. The Rules and Glossary screens show them; a table reads the glossary for its word hovers. Nothing
here opens a screen, so screens and tables can both import it.

Pictures come from the game's table package: its module `rules_pictures` (beside the `TABLE` that
`spec.table` names) exposes `draw_picture(name, width, fonts) -> Surface | None`."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from importlib import resources

import pygame

from baraza.game.core.glossary import Glossary, glossary_for
from baraza.game.registry import UnknownGame, get_game
from baraza.scenes.ui import theme

PictureSource = Callable[[str, int], "pygame.Surface | None"]


def read_rules_text(game: str) -> str:
    """The players' rules page of `game` (from its spec's data package), or a short note when missing."""
    try:
        spec = get_game(game)
    except (UnknownGame, ImportError):
        return f"# {game}\n\nThis game is not installed."
    try:
        return (resources.files(spec.data_package) / "rules" / spec.rules_file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError, ModuleNotFoundError):
        return f"# {spec.title}\n\nThe rules of this game are not installed yet."


def picture_source(game: str, fonts: theme.Fonts) -> PictureSource | None:
    """The pictures of `game`'s rules page, from its table package; None when it has none (or they fail to
    load: the page then shows each picture's caption in a frame)."""
    try:
        spec = get_game(game)
        if not spec.table:
            return None
        module = importlib.import_module(f"{spec.table}.rules_pictures")
    except Exception:  # no pictures module (ModuleNotFoundError), or a broken one: the page shows captions
        return None
    draw = getattr(module, "draw_picture", None)
    if not callable(draw):
        return None
    return lambda name, width: draw(name, width, fonts)


def game_glossary(game: str) -> Glossary:
    """The glossary of `game` from its spec's data package (empty when the game is unknown or has none)."""
    try:
        package = get_game(game).data_package
    except (UnknownGame, ImportError):
        return Glossary(game, ())
    return glossary_for(game, package)
