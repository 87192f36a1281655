"""Konja's analysis, a blind tester's record (konja16, konja-8983ed7c1080, Analyse 4/10; data/konja16_record.json):
at move 59 the player ended the Collection with a pair of 2s and a pair of 6s unexchanged, 4 Magick thrown away on
purpose, and nothing was marked while the chart rose 56 -> 60 %. A Collection ended with a set, pair or run left is
a fault the board proves (analysis_collect.py), marked by the board alone, and the chart no longer rises on it. And
bad13's move 3 (1 Gold paid to replace Thunder Drum, too little left for any Relic) is marked by the board too."""

from __future__ import annotations

from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import judge_move
from baraza.game.konja import RULES, analysis
from baraza.game.konja.analysis_collect import collection_ends, unclaimed
from baraza.game.konja.mark_words import board_fault, fault

from .helpers import before_move
from .helpers import replayed as replay_record

DATA = Path(__file__).parent / "data"
FINISH = Action("finish_collection")
PAIR_OF_2S = Action("collect", ("pair", (0, 1)))


def replayed(moves: int):
    """The tester's match after its first `moves` moves."""
    return replay_record(DATA / "konja16_record.json", moves)


def bad13_before(ply: int):
    """The bad13 match before its move `ply`, and that move."""
    return before_move(DATA / "s34_bad13_record.json", ply)


def test_ending_the_collection_with_two_pairs_left_is_a_fault_the_board_proves(baraza_home):
    state = replayed(58)
    assert state.phase == "collect" and [d.value for d in state.dice] == [2, 2, 3, 6, 6]
    words = fault(RULES, state, 0, FINISH, PAIR_OF_2S)
    assert words and "a pair of 2s and a pair of 6s" in words and "4 Magick" in words, words
    assert board_fault(RULES, state, 0, FINISH, PAIR_OF_2S) == words
    assert analysis.mark_reason(RULES, state, 0, FINISH, PAIR_OF_2S) == words  # the caption's Why
    assert analysis.make_analyser(0.5).board_mark(RULES, state, 0, FINISH, PAIR_OF_2S) == "inaccuracy"


def test_the_move_is_marked_and_the_chart_does_not_rise_on_it(baraza_home):
    judge = analysis.make_analyser(0.5)
    before, after = judge.evaluate(RULES, replayed(58), 2), judge.evaluate(RULES, replayed(59), 2)
    assert before.best == PAIR_OF_2S
    assert after.chances[0] <= before.chances[0] + 1e-9, (before.chances, after.chances)  # was 56 -> 60 %
    assert judge_move(RULES, replayed(58), 2, 0, FINISH, analysis.make_analyser(0.5)) is not None


def test_a_collection_made_as_the_best_split_says_keeps_its_chance(baraza_home):
    judge = analysis.make_analyser(0.5)
    state = replayed(58)
    start = judge.evaluate(RULES, state, 2).chances[0]
    for kind, idx in RULES.view(state, 0).best_split:
        RULES.apply(state, 0, Action("collect", (kind, tuple(idx))))
        # within play-out noise: both ends are read along the Hint's dice-free line since s36 (analysis_follow.py)
        assert abs(judge.evaluate(RULES, state, 2).chances[0] - start) < 0.02
    RULES.apply(state, 0, FINISH)
    assert judge.evaluate(RULES, state, 2).chances[0] <= start + 1e-9


def test_no_fault_where_nothing_sure_is_left(baraza_home):
    state = replayed(58)
    for kind, idx in RULES.view(state, 0).best_split:
        RULES.apply(state, 0, Action("collect", (kind, tuple(idx))))
    assert unclaimed(RULES, state, 0) is None and collection_ends(RULES, state) is not None  # the 3 alone is left
    assert fault(RULES, state, 0, FINISH, Action("collect", ("power", (2,)))) is None
    assert board_fault(RULES, replayed(58), 0, FINISH, FINISH) is None  # the judge's own move


def test_gold_paid_for_nothing_is_marked_by_the_board(baraza_home):
    state, (seat, played) = bad13_before(3)
    assert played.kind == "refresh_offering" and state.players[seat].gold == 2
    judge = analysis.make_analyser(0.5)
    best = judge.evaluate(RULES, state, 2).best
    assert best != played and board_fault(RULES, state, seat, played, best)
    assert judge.board_mark(RULES, state, seat, played, best) == "inaccuracy"
    assert judge_move(RULES, state, 2, seat, played, analysis.make_analyser(0.5)) is not None  # was unmarked
