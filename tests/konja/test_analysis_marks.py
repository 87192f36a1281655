"""Playtest: the analysis marked no move of a Konja match its player won, though the chart dipped 95 → 78 % at one
move. Three causes, each fixed in the shared judge (game/core/analysis.py, analysis_playouts.py):

- Konja's play-outs stop a few turns on and count a standing (a chance between 0 and 1), which spreads far less
  than a win or a loss, yet the noise allowance took them for wins and losses: it now reads their spread.
- A drop under JUMP that the allowance hid was never judged again; every such held-back mark now is (Konja's
  second look buys eight times the play-outs).
- The red dice's 21 outcomes were each played out from the same seed, so they shared one future's luck and the
  chance swung ±0.1 with the seed; each outcome now has play-outs of its own.

Positions: a seed, the turn's moves, then the Clouds and dice set by hand."""

from __future__ import annotations

import statistics

from baraza.game.core.action import Action
from baraza.game.core.analysis import Evaluation, analyse, analyser_for, unexplained_jumps
from baraza.game.core.analysis_playouts import PlayoutAnalyser, effective, spread
from baraza.game.konja import RULES
from baraza.game.konja.rules import KonjaRules
from baraza.game.konja.state import Cloud, Die

from .helpers import act, at_bones, new_state


class _From(KonjaRules):
    """Konja's rules whose match starts at a hand-made position (so `analyse` judges moves from it)."""

    def __init__(self, start) -> None:
        super().__init__()
        self.start = start

    def initial_state(self, options, seed, seats):
        return self.start.clone()


def _collecting(mine: list[int], theirs: list[int], dice: tuple[int, ...]):
    """Nia to collect `dice` after a quiet turn (the Spell Ancestor, red dice left alone)."""
    state = new_state(4)
    state.players[0].clouds = [Cloud(p) for p in mine]
    state.players[1].clouds = [Cloud(p) for p in theirs]
    act(state, "choose_ancestor", "spell")
    while state.phase != "roll":
        act(state, RULES.legal_actions(state, RULES.active_seats(state)[0])[-1].kind)
    act(state, "roll")
    state.dice = [Die("green", v) for v in dice]
    act(state, "end_bones")
    act(state, "skip_red", seat=1)
    return state


def test_a_real_drop_in_a_won_position_is_marked(baraza_home):
    """14 to 14, five 4s: all five make a 7-point Cloud and 21 (the final round, the win near sure); Nia takes
    four of them, a 5-point Cloud and 19, and the match goes on. The chart drops about 100 → 78 %; nothing was
    marked before. (Played out by the hard level to the end, the drop is larger still: 48 % → 2 %.)"""
    state = _collecting([7, 7], [7, 7], (4, 4, 4, 4, 4))
    moves = [(0, Action("collect", ("kind", (0, 1, 2, 3)))), (0, Action("finish_collection"))]
    judgements = analyse(_From(state), {}, 0, 2, moves, analyser_for("baraza.game.konja", 0.5))
    first = judgements[0]
    assert first.p_before - judgements[-1].p_after > 0.1, [(j.p_before, j.p_after) for j in judgements]
    assert any(j.mark in ("inaccuracy", "mistake", "blunder") for j in judgements), \
        [(j.action, j.p_before, j.p_after, j.mark) for j in judgements]


def test_the_best_split_is_not_marked(baraza_home):
    state = _collecting([7, 7], [7, 7], (4, 4, 4, 4, 4))
    moves = [(0, Action("collect", ("kind", (0, 1, 2, 3, 4))))]
    judgements = analyse(_From(state), {}, 0, 2, moves, analyser_for("baraza.game.konja", 0.5))
    assert judgements[0].mark is None, judgements[0]


def test_standings_spread_less_than_wins_and_losses() -> None:
    # ten play-outs of wins and losses (6 of 10 won): worth ten; ten standings near 0.6: worth more, capped
    wins = [1.0] * 6 + [0.0] * 4
    assert spread([sum(wins), 10 - sum(wins)], [sum(w * w for w in wins), sum((1 - w) ** 2 for w in wins)], 10) == 1.0
    stood = [0.55, 0.6, 0.65, 0.6, 0.58, 0.62, 0.6, 0.57, 0.63, 0.6]
    ratio = spread([sum(stood), 10 - sum(stood)], [sum(s * s for s in stood), sum((1 - s) ** 2 for s in stood)], 10)
    assert ratio > 2.0 and effective(10, ratio) > 20
    assert spread([3.0, 0.0], [2.0, 0.0], 3) == 1.0  # a handful of play-outs: taken as wins and losses


def test_a_held_back_drop_under_the_jump_is_judged_again() -> None:
    # 95 % → 78 % from 24 play-outs each: an inaccuracy by its estimate, none after the noise allowance
    evaluations = [Evaluation((0.95, 0.05), Action("a"), False, 24), Evaluation((0.78, 0.22), None, False, 24)]
    assert unexplained_jumps(evaluations, [(0, Action("b"))]) == [0]
    played_best = [Evaluation((0.95, 0.05), Action("b"), False, 24), Evaluation((0.78, 0.22), None, False, 24)]
    assert unexplained_jumps(played_best, [(0, Action("b"))]) == []  # the judge's own move: nothing to look at


def test_the_red_dice_chance_does_not_swing_with_the_seed(baraza_home):
    state = at_bones(new_state(4), [2, 2, 2, 2, 6])  # four 2s, which the red dice may break
    state.players[0].clouds, state.players[1].clouds = [Cloud(7), Cloud(7)], [Cloud(7), Cloud(5)]
    act(state, "end_bones")
    assert state.phase == "red_roll" and RULES.active_seats(state)[0] == 1
    chances = []
    for seed in range(1, 9):
        judge = analyser_for("baraza.game.konja", 0.5)
        assert isinstance(judge, PlayoutAnalyser)
        judge.seed = seed * 1000 + 1
        chances.append(judge.evaluate(RULES, RULES.clone(state), 2).chances[0])
    assert statistics.pstdev(chances) < 0.05, chances  # 0.58 to 0.83 (0.084) when the outcomes shared seeds
