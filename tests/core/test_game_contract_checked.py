"""The checked contract (game/core/contract.py) over every installed game, and its messages on games that
lack something: an installed toy without a lesson, and a game whose lesson misses a listed topic."""

from __future__ import annotations

import dataclasses

import pytest
from plugin_dist import installed_game

from baraza.game.core import contract
from baraza.game.core.tutorial import Tutorial
from baraza.game.registry import GAMES, get_game


@pytest.mark.parametrize("name", list(GAMES))
def test_every_installed_game_meets_the_contract(name: str) -> None:
    assert contract.missing(get_game(name)) == []


def test_a_game_in_its_own_distribution_is_held_to_it_and_told_what_it_lacks() -> None:
    with installed_game("tictactoe", "tictactoe"):
        assert "tictactoe" in GAMES
        problems = contract.missing(get_game("tictactoe"))
    assert problems == ["tictactoe: no lesson (tictactoe/tutorials/tictactoe.toml)"]
    assert "tictactoe" not in GAMES  # uninstalled again


def test_a_topic_the_lesson_does_not_teach_is_named(monkeypatch) -> None:
    name = next(iter(GAMES))
    real = contract.load_tutorial(get_game(name))
    assert isinstance(real, Tutorial)
    broken = dataclasses.replace(real, topics=(*real.topics, ("juggling", "three balls at once")))
    monkeypatch.setattr(contract, "load_tutorial", lambda spec: broken)
    assert contract.missing(get_game(name)) == [
        f"{name}: the lesson does not teach 'juggling' (no 'three balls at once' in its script)"]


def test_a_distribution_without_a_name_does_not_stop_the_registry(monkeypatch) -> None:
    """A broken or half-removed distribution (METADATA gone) must not break every reader of the games."""
    from importlib import metadata

    from baraza.game import registry

    class Nameless:
        name = None

    real = metadata.entry_points
    shipped = list(GAMES)

    def with_a_broken_one(**kwargs):
        found = list(real(**kwargs))
        broken = metadata.EntryPoint("broken", "nowhere", registry.GROUP)
        object.__setattr__(broken, "dist", Nameless())
        return [*found, broken]

    monkeypatch.setattr(registry.metadata, "entry_points", with_a_broken_one)
    GAMES.refresh()
    try:
        names = list(GAMES)
        assert names == [*shipped, "broken"]  # the others all still there, the nameless one last
    finally:
        monkeypatch.undo()
        GAMES.refresh()
