"""Positions worth the same judged as one (game/core/analysis_pool.py, issue 41 round 3): a pooling judge's linked
positions share their play-outs; a judge that does not pool (Konja's, Kona's) is judged exactly as before."""

from __future__ import annotations

from matches import played

from baraza.game.core.action import Action
from baraza.game.core.analysis import Evaluation, analyse
from baraza.game.core.analysis_pool import links, pooled, seeded_apart, within_noise


def _ev(p: float, n: int, best: str = "x") -> Evaluation:
    return Evaluation((p, 1.0 - p), Action(best, ()), False, n)


def test_a_linked_run_pools_its_play_outs_and_keeps_each_best_move() -> None:
    own = [_ev(0.2, 10, "a"), _ev(0.6, 30, "b"), _ev(0.6, 30, "c"), _ev(0.9, 5, "d")]
    # move 0 links 0-1, move 1 is forced (position 1 is a copy of 2: not counted twice), move 2 is not linked
    out = pooled(own, [True, True, False], [False, True, False])
    assert [round(e.chances[0], 3) for e in out[:3]] == [0.5, 0.5, 0.5]  # (0.2 × 10 + 0.6 × 30) / 40
    assert [e.samples for e in out] == [40, 40, 40, 5]
    assert [e.best.kind for e in out] == ["a", "b", "c", "d"]
    assert out[3] is own[3]


def test_links_follow_the_best_move_and_break_at_a_draw_or_a_result() -> None:
    class Judge:
        def calm(self, rules, state):
            return state == "calm"

    class Rules:
        def is_terminal(self, state):
            return state == "end"

    moves = [(0, Action("x", ())), (0, Action("y", ())), (0, Action("x", ())), (0, Action("y", ())),
             (0, Action("y", ()))]
    states = ["s", "s", "s", "calm", "s", "end"]
    own = [_ev(0.5, 10), _ev(0.5, 10), _ev(0.5, 10), _ev(0.5, 10), _ev(0.55, 10), _ev(1.0, 0)]
    drew = [False, False, True, False, False]
    # best x played; y not best; x but dice drawn; y in a calm stretch within noise; y into the end
    assert links(Judge(), Rules(), states, moves, [False] * 5, drew, own) == [True, False, False, True, False]
    # a forced move is worth what follows it, unless it drew: a turn's end that deals the next hand (Khedu) had
    # pooled the turn before with the hand after
    assert links(Judge(), Rules(), states, moves, [True] * 5, drew, own)[:3] == [True, True, False]
    assert within_noise(_ev(0.5, 10), _ev(0.7, 10)) and not within_noise(_ev(0.5, 400), _ev(0.7, 400))


def test_a_pooling_judges_positions_are_seeded_apart_and_its_seed_kept() -> None:
    class Judge:
        pools, apart = True, 0

    judge = Judge()
    seen = [seeded_apart(judge, k, True, lambda: judge.apart) for k in (0, 1, 2)]
    assert len(set(seen)) == 3 and judge.apart == 0
    assert seeded_apart(judge, 5, False, lambda: judge.apart) == 0


class _Plain:
    """A judge that does not pool: every position 0.3 or 0.7 by turns, from 10 play-outs, its best the move played
    (as often as not)."""

    def __init__(self) -> None:
        self.calls = 0

    def evaluate(self, rules, state, seats):
        self.calls += 1
        p = 0.3 if self.calls % 2 else 0.7
        seat = rules.active_seats(state)[0]
        return Evaluation((p, 1.0 - p), rules.legal_actions(state, seat)[0], False, 10)


def test_a_judge_that_does_not_pool_is_judged_as_before() -> None:
    match = played("konja", 5, ["human", "ai:easy"], limit=30)
    judged = analyse(match.rules, match.options, match.seed, 2, match.moves, _Plain())
    values = {round(j.chances_after[0], 6) for j in judged[:-1]}
    assert values <= {0.3, 0.7}  # never pooled into anything between


def test_a_drop_into_a_proven_loss_is_a_blunder():
    """27 % -> a proven 0 % was marked "mistake" in the list while Practise said the move "lost the game" (Kona
    blind playtest): a fall into a proven loss is a blunder, a small one stays as it was."""
    from baraza.game.core.analysis import Evaluation, mark_for

    before = Evaluation((0.27, 0.73))
    lost = Evaluation((0.0, 1.0), proven=True)
    assert mark_for(before, lost, 0, played_best=False) == "blunder"
    assert mark_for(Evaluation((0.12, 0.88)), lost, 0, played_best=False) == "inaccuracy"
