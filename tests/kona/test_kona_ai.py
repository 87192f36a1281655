"""Kona AI: legal answers, tactics, and replays that match in-process and across processes."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from kona_helpers import position

from baraza.game.core.rules import replay
from baraza.game.kona import RULES, make_agent
from baraza.game.kona.ai import KonaAgent, hot_mask, search_from_view, top_masks
from baraza.game.kona.rules import SQUARES, TOP, TRIPLES
from baraza.game.simulate import play_match

ROOT = Path(__file__).resolve().parents[2]

WIN_IN_ONE = """
    . . . . . .
    . . . . . .
    b b . . . .
    . . bw . . .
    . . . . . b
    w w . . . .
"""

MUST_BLOCK = """
    b b . . . .
    . . . w . .
    . . wb . . .
    . . w . . .
    . . . . . .
    . . . . w .
"""


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_takes_a_win_in_one(level: str) -> None:
    state = position(WIN_IN_ONE)
    for seed in range(5):
        agent = KonaAgent(level, seed=seed, budget=0.2)
        action = agent.choose(RULES, RULES.view(state, 0), 0, RULES.legal_actions(state, 0))
        child = RULES.clone(state)
        RULES.apply(child, 0, action)
        assert child.winner == 0, f"{level} seed {seed} played {action}"


def _black_can_win_next(state) -> bool:
    search = search_from_view(RULES.view(state, 1), 1)
    return bool(search.winning_moves(1, search.moves(1)))


def test_hard_blocks_an_immediate_threat() -> None:
    state = position(MUST_BLOCK)
    legal = RULES.legal_actions(state, 0)
    losing = 0
    for action in legal:  # the test is only meaningful if some moves do not block
        child = RULES.clone(state)
        RULES.apply(child, 0, action)
        losing += not child.over and _black_can_win_next(child)
    assert losing > 0
    for seed in range(3):
        # a node budget, not seconds: on a loaded machine a time budget may end before the threat is seen
        action = KonaAgent("hard", seed=seed, node_budget=20_000).choose(RULES, RULES.view(state, 0), 0, legal)
        child = RULES.clone(state)
        RULES.apply(child, 0, action)
        assert not _black_can_win_next(child), f"seed {seed} played {action}"


def test_normal_also_blocks() -> None:
    state = position(MUST_BLOCK)
    action = KonaAgent("normal", seed=4).choose(RULES, RULES.view(state, 0), 0, RULES.legal_actions(state, 0))
    child = RULES.clone(state)
    RULES.apply(child, 0, action)
    assert not _black_can_win_next(child)


def test_ai_always_returns_a_legal_move() -> None:
    rng = random.Random(2)
    agents = {lvl: KonaAgent(lvl, seed=9, budget=0.03) for lvl in ("easy", "normal", "hard")}
    for game in range(4):
        state = RULES.initial_state({}, game, 2)
        while not RULES.is_terminal(state):
            seat = state.to_move
            legal = RULES.legal_actions(state, seat)
            if rng.random() < 0.5:  # random moves too, to reach odd positions
                action = legal[rng.randrange(len(legal))]
            else:
                action = agents[rng.choice(list(agents))].choose(RULES, RULES.view(state, seat), seat, legal)
            assert action in legal
            RULES.apply(state, seat, action)


def test_make_agent_levels_and_budget() -> None:
    for level in ("easy", "normal", "hard", "expert"):
        assert make_agent(level, 0, 1).choose  # builds
    assert KonaAgent("hard").budget == 0.6
    assert KonaAgent("hard", budget=5).budget == 1.0  # never more than a second
    assert KonaAgent("expert").budget == 0.95 and KonaAgent("expert").max_wall < 1.0
    with pytest.raises(ValueError):
        make_agent("grandmaster", 0, 1)


SEATS = ["ai:normal", "ai:easy"]


def test_replay_is_deterministic_in_process() -> None:
    record = play_match("kona", SEATS, seed=21)
    again = play_match("kona", SEATS, seed=21)
    assert record.moves == again.moves and record.winners == again.winners
    state, events = replay(RULES, record.options, record.seed, 2, record.moves)
    assert RULES.is_terminal(state) and RULES.result(state).winners == record.winners
    assert all(batch and all(e.text for e in batch) for batch in events)


def test_replay_is_deterministic_across_processes() -> None:
    script = (
        "import json\n"
        "from baraza.game.simulate import play_match\n"
        f"rec = play_match('kona', {SEATS!r}, seed=21)\n"
        "print(json.dumps([[s, a.to_json()] for s, a in rec.moves]))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, check=True).stdout
    theirs = json.loads(out)
    mine = [[s, a.to_json()] for s, a in play_match("kona", SEATS, seed=21).moves]
    assert theirs == mine


def test_hard_answers_from_a_small_budget() -> None:
    """A small budget still gives a legal move from a search at least two plies deep. The budget is counted in
    search nodes: a budget in seconds depends on the machine's load (speed itself is measured by tools/bench.py
    and tools/kona_speed.py, never asserted here)."""
    state = RULES.initial_state({}, 3, 2)
    RULES.apply(state, 0, RULES.legal_actions(state, 0)[4])
    agent = KonaAgent("hard", seed=1, node_budget=3_000)
    action = agent.choose(RULES, RULES.view(state, 1), 1, RULES.legal_actions(state, 1))
    assert action in RULES.legal_actions(state, 1) and agent.last_depth >= 2


def test_search_internals_agree_with_the_rules() -> None:
    """Bitboards, hot squares and the search's move generator against plain rules code."""
    rng = random.Random(8)
    for game in range(12):
        state = RULES.initial_state({}, game, 2)
        while not RULES.is_terminal(state):
            side = state.to_move
            search = search_from_view(RULES.view(state, side), side)
            assert search.masks == list(top_masks(search.board))
            for colour in (0, 1):
                slow = 0
                for triple in TRIPLES:
                    same = [TOP[search.board[x]] == colour for x in triple]
                    if sum(same) == 2:
                        slow |= 1 << triple[same.index(False)]
                assert hot_mask(search.masks[colour]) == slow
            legal = RULES.legal_actions(state, side)
            assert sorted(a.args for a in legal) == sorted((SQUARES[f], SQUARES[t]) for f, t in search.moves(side))
            for f, t in search.moves(side)[:4]:  # make/unmake keeps the bitboards in step
                undo = search._make(side, f, t)
                assert search.masks == list(top_masks(search.board))
                search._unmake(side, f, t, undo)
            RULES.apply(state, side, legal[rng.randrange(len(legal))])
