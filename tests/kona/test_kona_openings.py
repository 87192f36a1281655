"""Kona's opening table: shipped as package data, covering every first move, and read by every AI level
for the pie rule (the opener plays a move judged even, the chooser swaps exactly on the opener's moves)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from baraza.game.core.action import Action
from baraza.game.kona.agent import LEVELS, KonaAgent
from baraza.game.kona.openings import Opening, OpeningTable, load_openings, parse_table
from baraza.game.kona.rules import RULES, SWAP
from baraza.game.simulate import run_arena

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import kona_openings  # noqa: E402

PIE = {"pie": "on"}


def first_moves() -> set[str]:
    state = RULES.initial_state(PIE, 1, 2)
    return {f"{a.args[0]}-{a.args[1]}" for a in RULES.legal_actions(state, 0)}


def test_the_shipped_table_lists_every_first_move_with_its_evidence():
    table = load_openings()
    assert table is not None, "assets/data/kona/openings.toml is missing or unreadable"
    assert set(table.moves) == first_moves()
    assert table.command.startswith("python tools/kona_openings.py")
    for opening in table.moves.values():
        assert opening.proof or opening.games > 0  # every value has evidence behind it
        assert opening.white_wins + opening.black_wins + opening.draws == opening.games
    for group in {o.group for o in table.moves.values()}:  # mirrored moves share one value
        assert len({(o.white_score, o.verdict) for o in table.moves.values() if o.group == group}) == 1
    assert table.nearest_even()


def test_the_start_has_six_kinds_of_first_move():
    classes = kona_openings.move_classes()
    assert len(classes) == 6
    assert sorted(m for members in classes.values() for m in members) == sorted(first_moves())


def test_the_tool_summarises_proofs_and_games_and_writes_a_table_the_game_reads():
    groups = {"f1-e2": ["f1-e2", "a6-b5"], "f1-f2": ["f1-f2", "a6-a5"]}
    results = [
        {"kind": "solve", "move": "f1-f2", "value_for_black": "win", "plies": 7},
        {"kind": "solve", "move": "f1-e2", "value_for_black": "unknown", "plies": 0},
        {"kind": "search", "move": "f1-e2", "score_for_white": -40, "depth": 9},
    ] + [{"kind": "game", "move": "f1-e2", "winner": w} for w in (0, 1, 0, 1, None)]
    rows = kona_openings.summarise(groups, results, 0.4, 0.6)
    table = parse_table(kona_openings.toml_text(rows, 0.4, 0.6, "python tools/kona_openings.py --x"))
    assert table.get("a6-a5").verdict == "chooser" and table.get("a6-a5").white_score == 0.0
    assert "Black wins in 7" in table.get("f1-f2").proof
    even = table.get("a6-b5")
    assert (even.verdict, even.white_score, even.games, even.draws) == ("even", 0.5, 5, 1)
    assert table.even_moves() == ["a6-b5", "f1-e2"]


def test_a_broken_table_is_refused_in_one_line():
    with pytest.raises(ValueError):
        parse_table("[[move]]\nmove = 'f1-e2'\ngroup = 'f1-e2'\nwhite_score = 2.0\nverdict = 'even'\n")
    with pytest.raises(ValueError):
        parse_table("this is not toml = = =")


def _table(verdicts: dict[str, str]) -> OpeningTable:
    scores = {"opener": 0.9, "even": 0.5, "chooser": 0.1}
    moves = {m: Opening(m, m, scores[v], v, games=1, white_wins=1) for m, v in verdicts.items()}
    return OpeningTable(moves, 0.4, 0.6)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_opens_with_a_move_the_table_judges_even(level):
    table = _table({"f1-e2": "opener", "f1-d3": "even", "a6-c4": "even", "f1-f2": "chooser"})
    for seed in range(3):
        state = RULES.initial_state(PIE, seed, 2)
        agent = KonaAgent(level, seed=seed, node_budget=500, openings=table)
        action = agent.choose(RULES, RULES.view(state, 0), 0, RULES.legal_actions(state, 0))
        assert "-".join(action.args) in ("f1-d3", "a6-c4")


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_swaps_exactly_when_the_table_favours_the_opener(level):
    table = _table({"f1-e2": "opener", "f1-d3": "even", "f1-f2": "chooser"})
    for move, swaps in (("f1-e2", True), ("f1-d3", False), ("f1-f2", False)):
        state = RULES.initial_state(PIE, 1, 2)
        RULES.apply(state, 0, Action("move", tuple(move.split("-"))))
        agent = KonaAgent(level, seed=1, node_budget=500, openings=table)
        action = agent.choose(RULES, RULES.view(state, 1), 1, RULES.legal_actions(state, 1))
        assert (action == SWAP) is swaps, (level, move)


def test_simulate_reports_the_openers_wins():
    summary = run_arena("kona", ["random", "random"], 10, seed=5, options=PIE)
    assert 0 <= summary["first_player_wins"] <= 10 - summary["draws"]
    assert summary["colour_wins"]["White"] + summary["colour_wins"]["Black"] == 10 - summary["draws"]
