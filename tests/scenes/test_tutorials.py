"""The guided lessons of every installed game: each script plays out against the real rules and can be clicked
through as a learner would. The overlay's behaviour, shown on Kona's lesson, is tested in
tests/kona/test_kona_lesson.py."""

from __future__ import annotations

import pytest
from scene_helpers import make_app

from baraza.game.core.tutorial import (
    check_tutorial,
    load_tutorial,
)
from baraza.game.registry import GAMES, game_names, get_game
from baraza.scenes.cli import main as cli_main
from baraza.scenes.table.tutorial import has_lesson
from baraza.scenes.table.tutorial_auto import run_lesson

MIN_STEPS = 10  # every lesson; a game's own lesson test asks more of its lesson (tests/<game>/)
LESSON_GAMES = [name for name in game_names() if has_lesson(name)]


def test_every_shipped_game_ships_a_lesson():
    assert sorted(LESSON_GAMES) == sorted(GAMES), "each game in the registry has tutorials/<game>.toml"


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_lesson_plays_out_against_the_rules(game):
    spec = get_game(game)
    tutorial = load_tutorial(spec)
    assert check_tutorial(tutorial, spec, min_steps=MIN_STEPS) == []
    assert sum(step.do is not None for step in tutorial.steps) >= len(tutorial.steps) // 3, "a lesson is mostly doing"


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_lesson_can_be_clicked_through_and_photographed(game, baraza_home, tmp_path):
    app = make_app()
    result = run_lesson(app, game, tmp_path / "shots")
    assert result.ok, result.problem
    assert result.steps_done == len(load_tutorial(get_game(game)).steps)
    assert [p.name for p in result.images][:3] == ["01.png", "02.png", "03.png"]
    assert len(result.images) == result.steps_total + 1  # every step, then the end card
    table = app.stack.top
    assert table.tutorial is not None and table.tutorial.run.finished and not table.tutorial.broken
    # (run_lesson also fails a step whose `point` names a spot the table does not know at that step)


def test_cli_runs_a_lesson_headless_and_writes_pictures(baraza_home, tmp_path, capsys):
    game = LESSON_GAMES[0]
    steps = len(load_tutorial(get_game(game)).steps)
    assert cli_main(["tutorial", game, "--auto", "--out", str(tmp_path)]) == 0
    assert (tmp_path / "01.png").is_file() and (tmp_path / f"{steps:02d}.png").is_file()
    assert "ran to its end" in capsys.readouterr().out
    assert cli_main(["tutorial", "nosuchgame", "--auto"]) == 2
