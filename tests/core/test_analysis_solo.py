"""A solo run's moves are marked by the fall of its expected final score: its chance of winning is always 100 %,
and no solo move was ever marked, though a Khedu run passed for -3 LP nine times while its expected score slid
85 → 7 (a playtest; on that record 7 of its 9 passes are now marked: docs/benchmarks.md)."""

from __future__ import annotations

from baraza.game.core.analysis import MoveJudgement, PlayoutAnalyser, analyse
from baraza.game.core.analysis_solo import solo_mark
from baraza.game.core.evaluation import Evaluation


def test_solo_marks_by_points():
    assert solo_mark(80.0, 79.0, False) is None
    assert solo_mark(80.0, 76.5, False) == "inaccuracy"
    assert solo_mark(80.0, 74.0, False) == "mistake"
    assert solo_mark(80.0, 70.0, False) == "blunder"
    assert solo_mark(80.0, 60.0, True) is None  # the judge's own move is never marked


class FallingScore:
    """A one-seat judge: every position's expected score 5 points under the one before, its best move never the
    one played (a Pass when an attack was better)."""

    def __init__(self) -> None:
        self.calls = 0

    def evaluate(self, rules, state, seats):
        self.calls += 1
        seat = 0
        legal = rules.legal_actions(state, seat) if rules.active_seats(state) else []
        best = legal[-1] if len(legal) > 1 else (legal[0] if legal else None)
        return Evaluation((1.0,), best, False, 20, (float(self.calls) * 5.0,))


def test_a_solo_analysis_marks_a_move_that_lost_points():
    from matches import played

    match = played("khedu", 4, ["human"], limit=30)
    judged = analyse(match.rules, match.options, match.seed, 1, match.moves, FallingScore())
    assert all(isinstance(j, MoveJudgement) and j.score_before is not None for j in judged)
    marked = [j for j in judged if j.mark]
    assert marked, "a solo move that lost 5 points is marked"
    assert all(j.score_before - j.score_after >= 3.0 for j in marked)
    assert not issubclass(FallingScore, PlayoutAnalyser)
