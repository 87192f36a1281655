"""The exact solver against a plain minimax over the public rules API, and the tools built on it."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from kona_helpers import position

from baraza.game.kona import RULES
from baraza.game.kona.agent import KonaAgent
from baraza.game.kona.proof import proven_outcome_text, solve_view, solver_from_view
from baraza.game.kona.rules import BLACK, KonaState

ROOT = Path(__file__).resolve().parents[2]


def plain_value(state: KonaState, plies: int) -> int:
    """+1: the side to move can force a win within `plies` plies; -1: the other side can; 0: neither.

    Written only with clone/apply/legal_actions, so it shares no code with the solver.
    """
    if plies == 0:
        return 0
    mover = state.to_move
    best = -1
    for action in RULES.legal_actions(state, RULES.active_seats(state)[0]):
        if action.kind != "move":
            continue
        child = RULES.clone(state)
        RULES.apply(child, RULES.active_seats(state)[0], action)
        if child.winner == mover:
            return 1
        if child.winner is not None:
            value = -1
        elif child.draw:
            value = 0
        else:
            value = -plain_value(child, plies - 1)
        if value == 1:
            return 1
        best = max(best, value)
    return best


def corpus(count: int, seed: int) -> list[KonaState]:
    """Positions a few plies before the end of random games, as fresh matches (no earlier positions)."""
    rng = random.Random(seed)
    found: list[KonaState] = []
    while len(found) < count:
        state = RULES.initial_state({}, rng.randrange(10_000), 2)
        trail = []
        while not state.over:
            trail.append((list(state.board), state.to_move, list(state.first_pending), state.forbidden))
            legal = RULES.legal_actions(state, state.to_move)
            RULES.apply(state, state.to_move, legal[rng.randrange(len(legal))])
        back = min(len(trail), rng.randrange(1, 7))
        board, to_move, pending, forbidden = trail[-back]
        found.append(RULES.state_from_board(board, to_move, pending, forbidden))
    return found


def test_solver_agrees_with_plain_minimax() -> None:
    """Within 3 plies the two must agree exactly; no repetition can happen that soon."""
    proven = 0
    for index, state in enumerate(corpus(40, seed=11)):
        plies = 3 if index < 10 else 2  # a plain 3-ply minimax is slow: most of the corpus gets 2
        outcome = solver_from_view(RULES.view(state, None)).solve(max_plies=plies)
        expected = plain_value(state, plies)
        got = {"win": 1, "loss": -1}.get(outcome.value, 0)
        assert got == expected, (state.board, state.to_move, outcome)
        assert got == 0 or outcome.plies <= plies
        proven += got != 0
    assert proven >= 10  # the corpus really tests proofs


def _move(f: int, t: int):
    from baraza.game.core.action import Action
    from baraza.game.kona.rules import SQUARES

    return Action("move", (SQUARES[f], SQUARES[t]))


# Black to move wins in three plies (found in the random corpus, checked by plain minimax below).
WIN_IN_THREE = """
    w . b . b .
    . . . . . .
    . . bw . . .
    . w . b . w
    . . . . . .
    bw b . . w .
"""


def test_a_win_in_three_is_found_and_reported() -> None:
    state = position(WIN_IN_THREE, to_move=BLACK)
    assert plain_value(state, 1) == 0 and plain_value(state, 3) == 1
    outcome = solve_view(RULES.view(state, None), seconds=20)
    assert outcome.value == "win" and outcome.plies == 3 and len(outcome.pv) == 3
    assert proven_outcome_text(RULES, state, 20) == "Black wins in 2 moves"
    white_to_move = RULES.clone(state)
    RULES.apply(white_to_move, 1, _move(*outcome.best))
    assert proven_outcome_text(RULES, white_to_move, 20) == "Black wins in 1 move"


def test_the_hint_text_is_none_when_nothing_is_proven() -> None:
    state = RULES.initial_state({}, 1, 2)
    assert proven_outcome_text(RULES, state, 0.05) is None


def test_hard_and_expert_play_a_proven_win_and_avoid_proven_losses() -> None:
    state = position(WIN_IN_THREE, to_move=BLACK)
    for level in ("hard", "expert"):
        for seed in range(2):
            agent = KonaAgent(level, seed=seed, node_budget=2_000)
            action = agent.choose(RULES, RULES.view(state, 1), 1, RULES.legal_actions(state, 1))
            child = RULES.clone(state)
            RULES.apply(child, 1, action)
            assert child.winner == BLACK or plain_value(child, 2) == -1, f"{level} played {action}"
    # Where some moves lose within two plies and others do not, hard picks one that does not.
    tested = 0
    for state in corpus(12, seed=13):
        if tested == 2:
            break
        view = RULES.view(state, state.to_move)
        values = {}
        for action in RULES.legal_actions(state, state.to_move):
            child = RULES.clone(state)
            RULES.apply(child, state.to_move, action)
            values[action] = 1 if child.winner == state.to_move else (
                -1 if child.winner is not None else -plain_value(child, 2))
        if -1 not in values.values() or max(values.values()) == -1:
            continue
        action = KonaAgent("hard", seed=1, node_budget=4_000).choose(
            RULES, view, state.to_move, RULES.legal_actions(state, state.to_move))
        assert values[action] != -1, f"hard walked into a loss: {action}"
        tested += 1


def test_kona_solve_prints_one_json_line(tmp_path) -> None:
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "kona_solve.py"), "--moves", "f1-c4 a1-b2", "--nodes", "3000",
         "--json"], cwd=tmp_path, capture_output=True, text=True, timeout=120, check=True,
    ).stdout.strip().splitlines()
    assert len(out) == 1
    result = json.loads(out[0])
    assert {"value", "for", "plies", "best", "nodes", "seconds"} <= set(result)
    assert result["for"] == "White" and result["value"] in ("win", "loss", "draw", "unknown")
    bad = subprocess.run([sys.executable, str(ROOT / "tools" / "kona_solve.py"), "--moves", "a1-a6"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2




def test_a_timeout_leaves_the_solver_on_the_position_it_started_from() -> None:
    state = RULES.initial_state({}, 1, 2)
    solver = solver_from_view(RULES.view(state, None))
    before = (list(solver.board), list(solver.masks), list(solver.pending), solver.forbidden)
    outcome = solver.solve(nodes=2_000)
    assert outcome.value == "unknown"
    assert (solver.board, solver.masks, solver.pending, solver.forbidden) == before
