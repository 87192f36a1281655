"""No god classes: every scene class (each game's table and every screen) has an MRO of at most 6 and at most
60 functions as composed; the shared table base leaves each game room for about 30 of its own."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

import baraza.scenes
from baraza.game.registry import GAMES, get_game
from baraza.scenes.scene import Scene
from baraza.scenes.table.base import TableScene
from baraza.scenes.table.launch import table_class

MAX_MRO = 6
MAX_FUNCTIONS = 60
CONVERTING: set[str] = set()  # tables still being taken apart into parts (none now): marked xfail


def functions(cls: type) -> set[str]:
    return {k for c in cls.__mro__ if c is not object for k, v in vars(c).items() if inspect.isfunction(v)}


def test_the_table_base_is_one_class_over_scene_with_room_left():
    assert TableScene.__mro__ == (TableScene, Scene, object)
    # 32: Scene's own 12 (its frame-scheduling hooks next_frame/next_poll among them) and the table's 20
    assert len(functions(TableScene)) <= 32, sorted(functions(TableScene) - functions(Scene))


@pytest.mark.parametrize("game", [
    pytest.param(name, marks=pytest.mark.xfail(strict=False, reason="table being converted to parts"))
    if name in CONVERTING else name for name in GAMES])
def test_each_game_table_is_within_the_limits(game):
    cls = table_class(get_game(game))
    assert len(cls.__mro__) <= MAX_MRO, [c.__name__ for c in cls.__mro__]
    assert len(functions(cls)) <= MAX_FUNCTIONS


def _scene_classes() -> list[type]:
    """Every Scene subclass defined in baraza.scenes, outside the tables still being converted."""
    for info in pkgutil.walk_packages(baraza.scenes.__path__, "baraza.scenes."):
        if info.name.split(".")[2] not in CONVERTING:
            importlib.import_module(info.name)
    found, todo = [], [Scene]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("baraza.scenes.") and sub.__module__.split(".")[2] not in CONVERTING:
                found.append(sub)
    return sorted(set(found), key=lambda c: (c.__module__, c.__name__))


@pytest.mark.parametrize("cls", _scene_classes(), ids=lambda c: f"{c.__module__}.{c.__name__}")
def test_every_screen_class_is_within_the_limits(cls):
    assert len(cls.__mro__) <= MAX_MRO, [c.__name__ for c in cls.__mro__]
    assert len(functions(cls)) <= MAX_FUNCTIONS, len(functions(cls))
