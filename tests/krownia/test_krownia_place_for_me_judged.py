"""KROWNIA round 9 (issue 41): "Place for me" was marked an inaccuracy by Analyse, the table's own offer called a
mistake: it placed "auto_place" (the richest corner, rules.auto_choice), not the judge's pick. The button now makes
the concrete moves the Hint would (game/krownia/placing.py), and a setup made of them gets no mark."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyse, analyser_for
from baraza.game.krownia import RULES
from baraza.game.krownia.placing import judged_placement


def _placed_for_all(seed: int, seats: int) -> list[tuple[int, Action]]:
    """The whole setup, every seat pressing "Place for me" each time."""
    state = RULES.initial_state(RULES.default_options(), seed, seats)
    moves = []
    while state.phase in ("setup_village", "setup_road"):
        seat = RULES.active_seats(state)[0]
        action = judged_placement(RULES.view(state, seat), seat, RULES.legal_actions(state, seat), seed)
        assert action is not None and action.kind in ("place_village", "place_road")
        moves.append((seat, action))
        RULES.apply(state, seat, action)
    return moves


def test_a_setup_placed_for_me_throughout_gets_no_mark() -> None:
    seed, seats = 11, 2
    moves = _placed_for_all(seed, seats)
    assert len(moves) == 4 * seats and [a.kind for _, a in moves[:2]] == ["place_village", "place_road"]
    judged = analyse(RULES, RULES.default_options(), seed, seats, moves, analyser_for("baraza.game.krownia", 0.5))
    assert [(j.ply, j.mark) for j in judged if j.mark] == []


def test_the_placement_is_the_judges_best_move_on_any_seed() -> None:
    """The analysis's best move (the Hint level's choice, seeded 1) is the one placed, whichever seed the table's
    Hint is seeded with: the setup's choice draws no luck."""
    from baraza.game.krownia import SPEC

    state = RULES.initial_state(RULES.default_options(), 7, 3)
    while state.phase in ("setup_village", "setup_road"):
        seat = RULES.active_seats(state)[0]
        legal, view = RULES.legal_actions(state, seat), RULES.view(state, seat)
        best = SPEC.agent_factory(SPEC.hint_level, seat, 1).choose(RULES, view, seat, legal)
        assert judged_placement(view, seat, legal, 7) == best == judged_placement(view, seat, legal, 99)
        RULES.apply(state, seat, best)
