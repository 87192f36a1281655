"""Each game's lesson lists the topics a first real match meets and the word of its script that teaches each
(`topics` in tutorials/<game>.toml); the game contract (game/core/contract.py) finds every word."""

from __future__ import annotations

from baraza.game.core.contract import missing
from baraza.game.core.tutorial import load_tutorial
from baraza.game.registry import GAMES, get_game


def test_every_game_lists_its_lesson_topics():
    for game in GAMES:
        assert len(load_tutorial(get_game(game)).topics) >= 5, game


def test_each_listed_topic_is_in_the_lesson_script():
    for game in GAMES:
        assert [line for line in missing(get_game(game)) if "does not teach" in line] == []
