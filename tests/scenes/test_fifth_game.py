"""A fifth game in a distribution of its own (tests/tictactoe: its own rules and table packages, a map, a rules
page; installed with its entry point in the `baraza.games` group, tests/plugin_dist.py) is driven through
every screen, the arena, saves, History and analysis, with no edit to Baraza."""

from __future__ import annotations

import io
import time

import pytest
from plugin_dist import installed_game
from scene_helpers import click, frames, make_app

from baraza.game.registry import get_game
from baraza.game.simulate import build_parser, main_from_args, run_arena


@pytest.fixture
def tictactoe():
    with installed_game("tictactoe", "tictactoe"):
        yield get_game("tictactoe")


def test_picker_setup_match_results_scores_and_rules(baraza_home, tictactoe):
    from baraza.scenes.screens.game_select import GameSelectScene
    from baraza.scenes.screens.results import ResultsScene
    from baraza.scenes.screens.rules import RulesScene, read_rules_text
    from baraza.scenes.screens.scores import ScoresScene
    from baraza.scenes.screens.setup import SetupScene

    app = make_app()
    picker = GameSelectScene(app)
    app.stack.reset(picker)
    frames(app)
    assert [spec.name for spec in picker.specs][-1] == "tictactoe"
    card = picker.show_card("tictactoe")  # a fifth card starts a second row: the picker turns to it
    frames(app)
    rects = [rect for _, rect in picker.cards]
    assert card in rects and all(app.screen.get_rect().contains(rect) for rect in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "cards overlap"

    frames(app, 1, click(card.center))
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.entry.name == "tictactoe"
    setup.seat_kinds = ["human", "ai:easy"]
    frames(app, 1, click(setup.start.rect.center))
    table = app.stack.top
    assert table.match.game == "tictactoe"
    # X takes the left column while the first-free AI fills the top row's other squares.
    for cell in (0, 3, 6):
        frames(app, 1, click(table.cell_rect(cell).center))
        end = time.monotonic() + 120  # the AI answers from its worker: a bound for a loaded machine
        while time.monotonic() < end:
            if table.match.is_over() or table.click_gate.open:  # a click made sooner after the AI's move is dropped
                break
            frames(app, 1, dt=0.05)
            time.sleep(0.002)
    for _ in range(20):
        frames(app, 1, dt=0.05)
    assert table.match.result().winners == (0,)
    assert isinstance(app.stack.top, ResultsScene)
    assert "5 marks on the grid" in app.stack.top.lines  # the game's own result_lines reach the screen

    scores = ScoresScene(app, "tictactoe")
    app.stack.reset(scores)
    frames(app)
    assert scores.games[scores.index] == "tictactoe" and scores.stats.played == 1
    rules = RulesScene(app, "tictactoe")
    app.stack.reset(rules)
    frames(app)
    assert rules.games[rules.index] == "tictactoe"
    assert "Three of your marks" in read_rules_text("tictactoe")


def test_simulate_plays_it_and_checks_its_options_and_seats(tictactoe):
    summary = run_arena("tictactoe", ["ai:easy", "random"], 4, seed=3)
    assert summary["games"] == 4 and not summary["errors"]
    out = io.StringIO()
    args = build_parser().parse_args(["tictactoe", "--games", "2", "--seats", "random,random", "--json"])
    assert main_from_args(args, out) == 0 and '"game": "tictactoe"' in out.getvalue()
    bad = build_parser().parse_args(["tictactoe", "--option", "bogus=7"])
    assert main_from_args(bad, io.StringIO()) == 2
    bad_seat = build_parser().parse_args(["tictactoe", "--seats", "ai:hard,random"])
    assert main_from_args(bad_seat, io.StringIO()) == 2


def test_it_saves_is_kept_in_history_replays_and_is_analysed(baraza_home, tictactoe):
    from baraza.game.core.action import Action
    from baraza.game.core.analysis import analyse, analyser_for
    from baraza.game.persistence import history, saves
    from baraza.game.registry import GAMES, new_match

    match = new_match("tictactoe", ["human", "human"], 1)
    # X takes 0 and 1; O answers 4 then 8 instead of blocking 2: a game thrown away. X wins on 2.
    for seat, cell in ((0, 0), (1, 4), (0, 1), (1, 8), (0, 2)):
        assert match.submit(seat, Action("mark", (cell,))).ok
    assert match.is_over() and match.result().winners == (0,)
    loaded = saves.load_match(saves.write_save(match, baraza_home / "ttt.json"))
    assert loaded.moves == match.moves
    entry = history.read_entry(history.write_match(match, baraza_home / "history"))
    assert history.replay_entry(entry).moves == match.moves
    analyser = analyser_for(GAMES["tictactoe"], 0.1)  # no chance, no hidden cards: searched exactly
    judged = analyse(match.rules, match.options, match.seed, 2, match.moves, analyser)
    throw = judged[3]
    assert throw.seat == 1 and throw.mark == "blunder" and (throw.p_before, throw.p_after) == (0.5, 0.0)
    assert throw.best == match.describe_action(1, Action("mark", (2,)))


def test_registry_forgets_it_afterwards():
    from baraza.game.registry import UnknownGame

    with pytest.raises(UnknownGame):
        get_game("tictactoe")


@pytest.mark.parametrize("option", ["bogus=7", "target=1000000000", "beginner=maybe"])
def test_undeclared_options_are_refused_with_one_line(option, capsys):
    args = build_parser().parse_args(["krownia", "--games", "1", "--option", option])
    assert main_from_args(args, io.StringIO()) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "KROWNIA" in err
