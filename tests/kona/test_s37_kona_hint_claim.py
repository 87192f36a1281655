"""The Hint never claims more than was proven (blind tester kona17, normal match, lost in 14 turns). At move 7 the
Hint said "f6 → d4: it does not let Black force a win"; Black's a1 → d4 followed and the next Hint said every move
loses. The judge had dropped two moves proven lost and kept a third it never checked (f6 → d4, lost too), and the
words took "not proven lost within 5,000 nodes" for "no forced win". Now the judge checks its last choice as well
and, with every choice lost, proves the whole position deeper; the verdict says what it proved, and the words say
only how far the solver looked after the Hint's move."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.kona import analysis
from baraza.game.kona.analysis import KonaAnalyser, hint_verdict
from baraza.game.kona.hint_reason import hint_words, spared_words
from baraza.game.kona.proof import solve_view
from baraza.game.kona.rules import RULES, square_index
from baraza.game.kona.threats import view_after

SEED = 340383
OPTIONS = {"opening": "free", "pie": "off"}
MOVES = [("f1", "d3"), ("f6", "e5"), ("d3", "c3"), ("e5", "d5"), ("c3", "c4"), ("d5", "c4")]  # then 7: f6 → d4


def _before_move_7():
    state = RULES.initial_state(OPTIONS, SEED, 2)
    for i, move in enumerate(MOVES):
        RULES.apply(state, i % 2, Action("move", move))
    return state


def test_the_position_at_move_7_is_lost_and_the_judge_says_so() -> None:
    state = _before_move_7()
    view = RULES.view(state, None)
    assert solve_view(view, nodes=40_000).value == "loss"  # the truth: White is lost whatever it plays
    getattr(analysis, "_RECENT", {}).clear()  # a fresh worker
    judged = KonaAnalyser().judge(view, RULES.legal_actions(state, 0))
    assert judged.proven and judged.chances[0] == 0.0, judged  # not 31 % on a lost position
    verdict = hint_verdict(view)
    assert verdict is not None and verdict.startswith("Every move loses now; this one holds out longest"), verdict
    # the move the judge keeps is the solver's most stubborn one, so "holds out longest" is true of it
    after = view_after(view, square_index(judged.best.args[0]), square_index(judged.best.args[1]))
    assert all(solve_view(view_after(view, square_index(a.args[0]), square_index(a.args[1])), nodes=40_000).plies
               <= solve_view(after, nodes=40_000).plies for a in RULES.legal_actions(state, 0)), judged.best


def test_the_hint_at_move_7_no_longer_claims_black_cannot_force_a_win() -> None:
    state = _before_move_7()
    view = RULES.view(state, None)
    best = KonaAnalyser().best_move(view, RULES.legal_actions(state, 0))
    words = hint_words(view, best) or ""
    assert "not let Black force a win" not in words, words
    # nor of the move the old Hint gave: f6 → d4 is lost to a1 → d4 in 4 moves of Black's
    old = Action("move", ("f6", "d4"))
    assert solve_view(view_after(view, square_index("f6"), square_index("d4")), nodes=40_000).value == "win"
    said = spared_words(view, old) or ""
    assert "not let Black force a win" not in said, said
    if said:  # what it may say is what the solver searched: no win within fewer moves than the 4 it takes
        assert said.startswith("after it Black has no win within 3 moves"), said


def test_in_a_lost_position_the_hint_weighs_no_move_against_the_others() -> None:
    """With every move proven lost the verdict says so first; the reason must not add "2 of your 4 other moves let
    Black force a win", which reads as if the others did not (kona17's lost match)."""
    from baraza.game.kona.agent import KonaAgent

    state = _before_move_7()
    view = RULES.view(state, None)
    getattr(analysis, "_RECENT", {}).clear()
    agent = KonaAgent("normal", SEED)
    best = agent.hint(RULES, view, 0, RULES.legal_actions(state, 0))
    words = agent.explain(view, best) or ""
    assert "other moves let" not in words and "every other move lets" not in words, words
