"""The catanatron adapter: board matching (pure, always tested) and legal play inside catanatron (only
where catanatron is installed: it is never a Baraza dependency, so CI skips those tests)."""

from __future__ import annotations

import importlib.util
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from baraza.game.krownia import board as B

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from krownia_catan_board import describe_krownia_board, match_board  # noqa: E402


def test_match_recovers_a_renumbering_both_ways():
    ids = list(range(100, 100 + B.NUM_CORNERS))
    random.Random(4).shuffle(ids)
    match = match_board(describe_krownia_board(ids))
    assert all(match.corner_of_node[ids[c]] == c for c in range(B.NUM_CORNERS))
    assert all(match.node_of_corner[c] == ids[c] for c in range(B.NUM_CORNERS))
    for e, (a, b) in enumerate(B.EDGE_CORNERS):
        na, nb = match.nodes_of_edge(e)
        assert {na, nb} == {ids[a], ids[b]}
        assert match.edge_of(na, nb) == e == match.edge_of(nb, na)
    for h in range(B.NUM_HEXES):
        assert match.hex_of_tile[match.tile_of_hex[h]] == h


def test_tiles_keep_their_neighbours():
    match = match_board(describe_krownia_board())
    for h in range(B.NUM_HEXES):
        x, y, z = match.tile_of_hex[h]
        cube_neighbours = {match.hex_of_tile[c] for c in match.hex_of_tile
                           if abs(c[0] - x) + abs(c[1] - y) + abs(c[2] - z) == 2}
        assert cube_neighbours == set(B.HEX_NEIGHBOURS[h])


def test_a_wrong_axis_convention_is_refused():
    tiles = [((y, x, z), nodes) for (x, y, z), nodes in describe_krownia_board()]  # x and y swapped
    with pytest.raises(ValueError):
        match_board(tiles)


def test_mismatched_node_directions_are_refused():
    tiles = describe_krownia_board()
    cube, nodes = tiles[0]
    nodes = dict(nodes)
    nodes["NORTH"], nodes["SOUTH"] = nodes["SOUTH"], nodes["NORTH"]
    with pytest.raises(ValueError):
        match_board([(cube, nodes)] + tiles[1:])


HAS_CATANATRON = importlib.util.find_spec("catanatron") is not None
CATAN_PYTHON = os.environ.get("CATAN_PYTHON")  # e.g. /work/catan-venv/bin/python


def _duel_lines(ours: str, theirs: str, games: int) -> list[dict]:
    python = sys.executable if HAS_CATANATRON else CATAN_PYTHON
    out = subprocess.run([python, str(ROOT / "tools" / "krownia_catan_duel.py"), "--ours", ours, "--theirs", theirs,
                          "--games", str(games), "--seed", "11"], capture_output=True, text=True, check=True,
                         cwd=str(ROOT)).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


needs_catanatron = pytest.mark.skipif(not (HAS_CATANATRON or CATAN_PYTHON),
                                      reason="catanatron not installed (set CATAN_PYTHON to a venv's python)")


@needs_catanatron
def test_random_seat_plays_thousands_of_legal_decisions():
    records = _duel_lines("random", "R", 24)
    assert [r["error"] for r in records] == [None] * 24
    assert sum(len(r["times_ms"]) for r in records) >= 2000  # decisions with a real choice (plus the forced ones)
    assert {r["position"] for r in records} == {0, 1, 2, 3}


@needs_catanatron
def test_hard_and_expert_seats_finish_games_without_errors():
    for ours in ("ai:hard", "ai:expert"):
        records = _duel_lines(ours, "R", 2)
        assert [r["error"] for r in records] == [None, None]
        assert all(r["winner_position"] is not None for r in records)


@needs_catanatron
def test_adapter_view_matches_catanatron_state():
    if not HAS_CATANATRON:
        pytest.skip("needs catanatron in this interpreter")
    from catanatron import Color, Game, RandomPlayer
    from krownia_catan_adapter import CatanView

    game = Game([RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE)], seed=5)
    for _ in range(400):
        game.play_tick()
    adapter = CatanView(game, game.state.colors[0])
    view = adapter.base_view(0)
    assert sum(1 for o in view.corner_owner if o >= 0) == len(game.state.board.buildings)
    assert sum(1 for o in view.road_owner if o >= 0) * 2 == len(game.state.board.roads)
    for s in range(4):
        assert view.players[s].card_count == sum(
            game.state.player_state[f"P{s}_{r}_IN_HAND"] for r in ("WOOD", "BRICK", "SHEEP", "WHEAT", "ORE"))
    assert sum(1 for t in view.tiles if t.pirate) == 1


@needs_catanatron
def test_duel_rows_hold_every_seat_labelled_with_the_winner():
    from baraza.game.krownia.expert.learned import MLP_FEATURES

    python = sys.executable if HAS_CATANATRON else CATAN_PYTHON
    out = subprocess.run([python, str(ROOT / "tools" / "krownia_catan_duel.py"), "--ours", "ai:hard", "--theirs", "R",
                          "--games", "1", "--seed", "11", "--rows-sample", "1.0"], capture_output=True, text=True,
                         check=True, cwd=str(ROOT)).stdout
    (record,) = [json.loads(line) for line in out.splitlines() if line.strip()]
    rows = record["rows"]
    assert rows and len(rows) % 4 == 0
    assert all(len(r["x"]) == len(MLP_FEATURES) for r in rows)
    assert {r["seat"] for r in rows} == {0, 1, 2, 3}
    assert all(r["win"] == int(r["seat"] == record["winner_position"]) for r in rows)
    expert = MLP_FEATURES.index("is_expert")
    assert all(r["x"][expert] == float(r["seat"] == record["position"]) for r in rows)
