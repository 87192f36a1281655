"""Kona search: the faster search visits the same nodes and picks the same moves as before.

The figures below were recorded with the code at c9d574d (before issue 13's speed work). As long as
they hold, the strength figures measured with that code still describe hard.
"""

from __future__ import annotations

import random

import pytest

from baraza.game.core.action import Action
from baraza.game.kona import RULES
from baraza.game.kona.ai import hot_mask, search_from_view, top_masks
from baraza.game.kona.evaluation import DEFAULT_WEIGHTS, evaluate
from baraza.game.kona.rules import SQUARES, TRIPLES

# (moves from the start, depth, nodes, best move, score), recorded at c9d574d with
# `best_move_iterative(moves, depth, random.Random(len(moves)))`
RECORDED = [
    ("f1-f3 a1-a3 f3-f4 a3-a4 a6-d3 f1-f3 f4-f5", 5, 13166, "a4-b5", 70),
    ("f1-c4 f1-d1 c4-b3 a1-d4 b3-c3 d4-d5 c3-d4 d5-e4 d4-e3 d1-d2 a1-c1 e4-d5 c1-b1", 5, 7860, "d2-e3", 1019),
    ("f1-d1 a1-c1 a1-c3 a1-a2 d1-e2 a2-a3 c3-b4", 4, 1198, "a3-b4", 45),
    ("a6-b5 a6-a4 b5-b6 a1-a4 f1-c1 f6-c3 a6-b5", 4, 2195, "a4-c4", -112),
    ("f1-d1 a1-b1 a6-d6 b1-a2 a1-c3 a2-a1", 4, 2235, "c3-b2", -21),
    ("", 3, 666, "f1-d3", 43),
    ("a6-a3", 3, 593, "f6-c3", 116),
    ("a6-d3 f6-f4", 4, 1138, "f6-f4", 72),
]


def _state(moves: str):
    state = RULES.initial_state({}, 0, 2)
    for move in moves.split():
        RULES.apply(state, state.to_move, Action("move", tuple(move.split("-"))))
    return state


@pytest.mark.parametrize(("moves", "depth", "nodes", "best", "score"), RECORDED)
def test_search_visits_the_recorded_nodes(moves: str, depth: int, nodes: int, best: str, score: int) -> None:
    state = _state(moves)
    search = search_from_view(RULES.view(state, state.to_move), state.to_move)
    move, value, reached = search.best_move_iterative(
        search.moves(state.to_move), depth, random.Random(len(moves.split())))
    assert (search.nodes, f"{SQUARES[move[0]]}-{SQUARES[move[1]]}", value, reached) == (nodes, best, score, depth)


def _random_positions(count: int, seed: int):
    rng = random.Random(seed)
    for game in range(count):
        state = RULES.initial_state({}, game, 2)
        for _ in range(rng.randrange(2, 40)):
            if RULES.is_terminal(state):
                break
            legal = RULES.legal_actions(state, state.to_move)
            RULES.apply(state, state.to_move, legal[rng.randrange(len(legal))])
            yield state


def _plain_patterns(board: list[int], masks, side: int) -> int:
    """The evaluation's pattern terms, one triple at a time (the reference for the packed version)."""
    w = DEFAULT_WEIGHTS
    full = masks[2]

    def kind(sq: int, colour: int) -> str:
        if (masks[colour] >> sq) & 1:
            return "x"
        if (masks[1 - colour] >> sq) & 1:
            return "c" if not (full >> sq) & 1 else "f"
        return "e"

    score = 0
    for colour, sign in ((side, 1), (1 - side, -1)):
        for triple in TRIPLES:
            kinds = sorted(kind(sq, colour) for sq in triple)
            if kinds == ["e", "x", "x"]:
                score += sign * w.open_two
            elif kinds == ["c", "x", "x"]:
                score += sign * w.cover_two
            elif kinds == ["e", "e", "x"]:
                score += sign * w.one
        score += sign * w.tall_top * (masks[colour] & full).bit_count()
    return score


def test_evaluation_counts_every_triple_like_a_plain_loop() -> None:
    checked = 0
    for state in _random_positions(60, 8):
        masks = top_masks(state.board)
        for side in (0, 1):
            assert evaluate(state.board, masks, side, 0, 0, 0) == _plain_patterns(state.board, masks, side)
            checked += 1
    assert checked > 500


def test_move_counts_and_threats_match_the_move_list() -> None:
    threatened = 0
    for state in _random_positions(60, 9):
        search = search_from_view(RULES.view(state, state.to_move), state.to_move)
        for side in (0, 1):
            moves = search.moves(side)
            wins = {t for _, t in search.winning_moves(side, moves)}
            assert search.count_and_threats(side, hot_mask(search.masks[side])) == (len(moves), len(wins))
            threatened += bool(wins)
    assert threatened > 20
