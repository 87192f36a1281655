"""The pie rule: Black may swap colours after White's first move; colours as played are reported."""

from __future__ import annotations

import random

import pytest

from baraza.game.core.action import Action
from baraza.game.core.rules import replay
from baraza.game.kona import RULES
from baraza.game.kona.agent import KonaAgent
from baraza.game.kona.rules import BLACK, SWAP, WHITE
from baraza.game.simulate import run_arena

PIE = {"pie": "on"}


def test_the_option_is_declared_with_an_explanation() -> None:
    spec = next(s for s in RULES.option_specs() if s.key == "pie")
    assert {value for value, _ in spec.choices} == {"on", "off"}
    assert spec.help and "\n" not in spec.help
    assert RULES.default_options()["pie"] == spec.default
    with pytest.raises(ValueError):
        RULES.initial_state({"pie": "maybe"}, 1, 2)


def test_swap_is_offered_to_black_on_its_first_turn_only() -> None:
    state = RULES.initial_state(PIE, 1, 2)
    assert SWAP not in RULES.legal_actions(state, 0)
    RULES.apply(state, 0, Action("move", ("f1", "c4")))
    assert SWAP in RULES.legal_actions(state, 1) and RULES.view(state, 1).can_swap
    off = RULES.initial_state({"pie": "off"}, 1, 2)
    RULES.apply(off, 0, Action("move", ("f1", "c4")))
    assert SWAP not in RULES.legal_actions(off, 1)
    with pytest.raises(ValueError):
        RULES.apply(off, 1, SWAP)
    RULES.apply(state, 1, Action("move", ("a1", "b2")))  # Black moved instead: the chance is gone
    assert SWAP not in RULES.legal_actions(state, 0) and SWAP not in RULES.legal_actions(state, 1)


def test_after_a_swap_the_seats_play_the_other_colours() -> None:
    state = RULES.initial_state(PIE, 1, 2)
    RULES.apply(state, 0, Action("move", ("f1", "c4")))
    board_before = list(state.board)
    counts_before = dict(state.position_counts)
    events = RULES.apply(state, 1, SWAP)
    assert events[0].kind == "swap" and events[0].text
    assert state.board == board_before and state.position_counts == counts_before
    assert state.to_move == BLACK and RULES.active_seats(state) == (0,)  # seat 0 now plays Black
    assert RULES.view(state, 0).seat_colours == (BLACK, WHITE)
    assert RULES.seat_colour_names(state) == ["Black", "White"]
    assert RULES.legal_actions(state, 1) == [] and SWAP not in RULES.legal_actions(state, 0)
    RULES.apply(state, 0, Action("move", ("a1", "b2")))  # seat 0 moves a Black piece
    assert RULES.active_seats(state) == (1,) and state.to_move == WHITE


def _random_game(seed: int, swap: bool) -> tuple:
    rng = random.Random(seed)
    state = RULES.initial_state(PIE, seed, 2)
    moves = []
    while not RULES.is_terminal(state):
        seat = RULES.active_seats(state)[0]
        legal = RULES.legal_actions(state, seat)
        action = SWAP if swap and SWAP in legal else legal[rng.randrange(len(legal))]
        RULES.apply(state, seat, action)
        moves.append((seat, action))
    return state, moves


def test_results_name_the_colours_as_played_and_replay_exactly() -> None:
    for seed in range(30):
        state, moves = _random_game(seed, swap=True)
        assert state.swapped and moves[1] == (1, SWAP)
        result = RULES.result(state)
        tallies = RULES.result_tallies(state)["colour_wins"]
        if state.winner is not None:
            assert result.winners == (state.seat_of(state.winner),)
            assert result.winners == (1 - state.winner,)  # swapped: seat 1 plays White
            assert tallies == {"White": int(state.winner == WHITE), "Black": int(state.winner == BLACK)}
        again, _ = replay(RULES, PIE, seed, 2, moves)
        assert again.board == state.board and RULES.result(again) == result


def test_simulate_reports_colour_wins() -> None:
    summary = run_arena("kona", ["random", "random"], 12, seed=3, options=PIE)
    colours = summary["colour_wins"]
    assert set(colours) == {"White", "Black"}
    assert colours["White"] + colours["Black"] + summary["draws"] == 12


def test_ai_levels_handle_the_swap() -> None:
    for level in ("easy", "normal", "hard", "expert"):
        state = RULES.initial_state(PIE, 2, 2)
        agents = [KonaAgent(level, seed=s, node_budget=1500) for s in (1, 2)]
        for _ in range(4):
            seat = RULES.active_seats(state)[0]
            legal = RULES.legal_actions(state, seat)
            action = agents[seat].choose(RULES, RULES.view(state, seat), seat, legal)
            assert action in legal
            RULES.apply(state, seat, action)


def test_the_hint_carries_a_proven_verdict_when_there_is_one():
    """The worker's hint answer includes the rules' verdict: a position one move from a line is a proven win."""
    from baraza.game.registry import get_game
    from baraza.scenes.table.ai_runner import AIRequest, _decide

    spec = get_game("kona")
    for seed in range(1, 40):
        from baraza.game.registry import new_match
        from baraza.scenes.shots import play_actions

        match = new_match("kona", ["ai:easy", "ai:easy"], seed)
        play_actions(match, 200)
        if not match.is_over() or len(match.records) < 2:
            continue
        # one move before the end: the side to move has a forced win in one
        moves = match.moves[:-1]
        again = new_match("kona", ["human", "human"], seed)
        for seat, action in moves:
            again.submit(seat, action)
        seat = again.active_seats()[0]
        verdict = spec.hint_verdict(again.view(seat), 2.0)
        if verdict is None:
            continue
        result = _decide({}, AIRequest(1, "hint", "kona", "ai:easy", seat, seed, again.view(seat),
                                       again.legal_actions(seat)))
        assert result.action in again.legal_actions(seat)
        assert result.note == verdict and ("wins in" in verdict or "draw" in verdict or verdict == "this wins now")
        return
    raise AssertionError("no finished game gave a proven position to test")


def test_a_new_match_starts_with_the_classic_free_first_move_and_no_swap() -> None:
    """For people: the free first move they know, the pie rule and the lot as options (issue 41)."""
    options = RULES.default_options()
    assert options["opening"] == "free" and options["pie"] == "off"
    state = RULES.initial_state(options, 1, 2)
    assert state.lot_move is None and not state.pie
    assert len(RULES.legal_actions(state, 0)) > 1
