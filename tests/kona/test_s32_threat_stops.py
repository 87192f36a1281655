"""Session 32, a blind tester in Analyse: the warning advised "move onto c3 to stop it", the player's move 13 was
that move, and the chance fell to 0 % with no mark. The warning named a move that stopped the line for one move
only: now it names only stopping moves the solver does not prove lost, and says the game is lost by force when
every one is. Move 13 was not marked because the game was already lost before it (the Why of move 11 said "win
by force"): the judge's best move, played in a lost position, is no mistake. A move that turns a position that is
not lost into one lost by force is marked."""

from __future__ import annotations

import re

from baraza.game.core.action import Action
from baraza.game.core.analysis import mark_for
from baraza.game.kona.analysis import KonaAnalyser
from baraza.game.kona.mark_words import REPLY_NODES
from baraza.game.kona.proof import solve_view
from baraza.game.kona.rules import RULES, SQUARES, KonaState, KonaView
from baraza.game.kona.threats import STOP_NODES, line_threats, stopping_moves, threat_warning, view_after

# positions from seeded AI games, White to move, Black threatening a line next move
LOST = [("a6", "d3"), ("a1", "b2"), ("d3", "c2"), ("b2", "c2"), ("f1", "f4"), ("a6", "c4")]  # e5 only delays it
MIXED = [("a6", "d3"), ("a1", "b2"), ("f1", "c1"), ("f1", "d3"), ("c1", "d2"), ("f6", "c3")]  # d3 loses, c3 holds
# the tester's pattern: the chart (the judge's budget) still reads some chance, the solver proves the loss
TESTER = [("a6", "d3"), ("f6", "d4"), ("d3", "c4"), ("a6", "c4"), ("f6", "d4"), ("c4", "c6"), ("a6", "b5")]
FROM = [("a6", "c4"), ("a1", "d4"), ("a1", "c3"), ("a6", "c4"), ("c3", "b3"), ("d4", "c5"), ("f1", "c4"),
        ("f6", "c3"), ("f6", "d4")]  # two moves cover d4, one of them loses


def _state(moves: list[tuple[str, str]]) -> KonaState:
    state = RULES.initial_state({}, 1, 2)
    for squares in moves:
        view = RULES.view(state, None)
        RULES.apply(state, view.seat_colours.index(view.to_move), Action("move", squares))
    return state


def _view(moves: list[tuple[str, str]]) -> KonaView:
    return RULES.view(_state(moves), None)


def _refuted(view: KonaView, f: int, t: int, nodes: int) -> bool:
    return solve_view(view_after(view, f, t), nodes=nodes).value == "win"


def _named_moves(view: KonaView, words: str) -> list[tuple[int, int]]:
    """The stopping moves the words advise: those landing on a named square (from a named start, if any)."""
    advice = words.split(": ", 1)[1]
    named = re.findall(r"\b([a-f][1-6])\b(?: \(from ([^)]*)\))?", advice)
    stops = stopping_moves(view, 1 - view.to_move, line_threats(view, 1 - view.to_move))
    chosen = []
    for end, starts in named:
        froms = set(re.findall(r"[a-f][1-6]", starts))
        chosen += [(f, t) for f, t in stops if SQUARES[t] == end and (not froms or SQUARES[f] in froms)]
    return chosen


def test_the_budget_is_the_marks_and_more_than_the_judges() -> None:
    """A move the warning names is never one the Why ("win by force") or the chart then proves lost."""
    assert STOP_NODES >= REPLY_NODES and STOP_NODES >= KonaAnalyser().solver_nodes


def test_a_stop_that_only_delays_the_loss_is_not_advised() -> None:
    view = _view(LOST)
    [(f, t)] = stopping_moves(view, 1, line_threats(view, 1))
    assert (SQUARES[f], SQUARES[t]) == ("f4", "e5") and _refuted(view, f, t, STOP_NODES)
    assert threat_warning(view, 1) == ("Black can make a line by landing on c3 next move; the game is lost "
                                       "by force.")
    assert solve_view(view, nodes=STOP_NODES).value == "loss"  # the words are true: White is lost


def test_only_the_stops_that_hold_are_named() -> None:
    view = _view(MIXED)
    assert threat_warning(view, 1) == "Black can make a line by landing on b3 next move: cover its piece on c3 to stop it."
    d2d3 = (SQUARES.index("d2"), SQUARES.index("d3"))
    assert d2d3 in stopping_moves(view, 1, line_threats(view, 1)) and _refuted(view, *d2d3, STOP_NODES)


def test_where_two_moves_reach_a_square_the_holding_ones_start_is_named() -> None:
    view = _view(FROM)
    words = threat_warning(view, 0)
    assert words == ("White can make a line by landing on b4 or d5 next move: cover its piece on d4 (from c5) "
                     "to stop it.")
    assert [(SQUARES[f], SQUARES[t]) for f, t in _named_moves(view, words)] == [("c5", "d4")]


def test_no_advised_stop_is_refuted_in_these_positions() -> None:
    for moves in (LOST, MIXED, TESTER, FROM):
        view = _view(moves)
        words = threat_warning(view, 1 - view.to_move)
        if "to stop it" in words:
            advised = _named_moves(view, words)
            assert advised, words
            for f, t in advised:  # neither the Why's budget nor the chart's proves it lost
                assert not _refuted(view, f, t, STOP_NODES), (moves, words, SQUARES[f], SQUARES[t])
                assert not _refuted(view, f, t, KonaAnalyser().solver_nodes)


def test_the_testers_case_says_the_game_is_lost_where_it_already_was() -> None:
    """The chart still read some chance (the judge's smaller solver budget proves nothing here), the old warning
    advised a cover; the game was lost already, so the stop played next is no mistake and the words say so."""
    view = _view(TESTER)
    assert solve_view(view, nodes=STOP_NODES).value == "loss"
    assert threat_warning(view, 0) == ("White can make a line by landing on b4 next move; the game is lost "
                                       "by force.")


def test_a_move_into_a_lost_position_is_marked_and_the_held_stop_is_not() -> None:
    """From MIXED (not lost: c3 holds), d3 turns it into a loss by force: the judge marks it a blunder."""
    judge = KonaAnalyser()
    state = _state(MIXED)
    before = judge.evaluate(RULES, state, 2)
    assert not before.proven and before.best == Action("move", ("d2", "c3"))
    lost, held = _state(MIXED), _state(MIXED)
    RULES.apply(lost, 0, Action("move", ("d2", "d3")))
    RULES.apply(held, 0, Action("move", ("d2", "c3")))
    after_lost, after_held = judge.evaluate(RULES, lost, 2), judge.evaluate(RULES, held, 2)
    assert after_lost.proven and after_lost.chances[0] == 0.0
    assert mark_for(before, after_lost, 0, played_best=False) == "blunder"
    assert not (after_held.proven and after_held.chances[0] == 0.0)


def test_in_seeded_games_no_advised_stop_is_refuted() -> None:
    """Every warning in a few seeded games between easy AIs: each stopping move it advises holds."""
    from baraza.game.kona.agent import KonaAgent

    warned = 0
    for seed in range(6):
        state = RULES.initial_state({}, seed, 2)
        agents = [KonaAgent("easy", seed), KonaAgent("easy", seed + 1)]
        for _ply in range(40):
            view = RULES.view(state, None)
            if view.is_over:
                break
            words = threat_warning(view, 1 - view.to_move)
            if words and "to stop it" in words:
                warned += 1
                for f, t in _named_moves(view, words):
                    assert not _refuted(view, f, t, STOP_NODES), (seed, words, SQUARES[f], SQUARES[t])
            seat = view.seat_colours.index(view.to_move)
            RULES.apply(state, seat, agents[seat].choose(RULES, RULES.view(state, seat), seat,
                                                         RULES.legal_actions(state, seat)))
    assert warned >= 3  # the sweep met warnings to check
