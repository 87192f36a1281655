"""Khedu's analysis (issue 41, blind tester): the chart swung between quiet moves, and nothing was marked in a match
lost with clear errors. Seven-odd play-outs a position tell a chance to about ±0.35. Khedu's judge
(game/khedu/analysis.py) takes the positions either side of its own best move that rolls and draws nothing as one
position, their play-outs pooled: the chart holds still through quiet moves, and a real drop between two such runs
is judged with all their play-outs, so it is marked."""

from __future__ import annotations

from baraza.game.core.analysis import Evaluation, analyse, analyser_for
from baraza.game.khedu import RULES
from baraza.game.khedu.analysis import KheduAnalyser

SEED, PLIES, ERROR = 3, 45, 37  # the error: seat 0's attack at move 37 is not the judge's (legal[0])


def _moves(error: int | None) -> list:
    """Both seats play their first legal move (the stub judge's best), seat 0 once another at `error`."""
    state = RULES.initial_state(RULES.default_options(), SEED, 2)
    moves = []
    for k in range(PLIES):
        seat = RULES.active_seats(state)[0]
        legal = RULES.legal_actions(state, seat)
        action = legal[1] if k == error else legal[0]
        moves.append((seat, action))
        RULES.apply(state, seat, action)
    return moves


class _Stub(KheduAnalyser):
    """Judges a position from 8 play-outs: `value(index)` for seat 0 (the index found by the position's view);
    best is always the first legal move; no second look (the test is of the pooling alone)."""

    confirms_marks = False  # the pooling alone: the real judge's paired look (analysis_confirm.py) is not stubbed

    def __init__(self, moves, value) -> None:
        super().__init__()
        state = RULES.initial_state(RULES.default_options(), SEED, 2)
        self.index = {repr(RULES.view(state, None)): 0}
        for k, (seat, action) in enumerate(moves):
            RULES.apply(state, seat, action)
            self.index.setdefault(repr(RULES.view(state, None)), k + 1)
        self.value = value

    def evaluate(self, rules, state, seats):
        p = self.value(self.index[repr(rules.view(state, None))])
        seat = rules.active_seats(state)[0]
        return Evaluation((p, 1.0 - p), rules.legal_actions(state, seat)[0], False, 8)

    def refine(self, rules, state, seats, first, times=None):
        return first


def test_the_chart_holds_still_through_the_judges_own_quiet_moves() -> None:
    moves = _moves(None)
    judged = analyse(RULES, RULES.default_options(), SEED, 2, moves,
                     _Stub(moves, lambda i: 0.5 + (0.2 if i % 3 == 0 else -0.15 if i % 3 == 1 else 0.0)))
    curve = [judged[0].chances_before[0]] + [j.chances_after[0] for j in judged]
    state = RULES.initial_state(RULES.default_options(), SEED, 2)
    quiet = []
    for k, (seat, action) in enumerate(moves):
        rng = state.rng.getstate()
        # a fight declared or a song that moves its odds changes the value (KheduAnalyser.changes_value: khedu21/22)
        changes = KheduAnalyser().changes_value(RULES, state, seat, action)
        events = RULES.apply(state, seat, action)
        if state.rng.getstate() == rng and not any(e.kind in RULES.reveal_events for e in events) and not changes:
            quiet.append(k)
    assert len(quiet) > PLIES // 2
    moved = [k for k in quiet if abs(curve[k + 1] - curve[k]) > 1e-9]
    assert moved == [], moved  # each of these swung 0.15-0.35 with its own play-outs' luck
    assert all(j.mark is None for j in judged)


def test_a_clear_error_between_quiet_moves_is_marked() -> None:
    moves = _moves(ERROR)
    judged = analyse(RULES, RULES.default_options(), SEED, 2, moves,
                     _Stub(moves, lambda i: 0.85 if i <= ERROR else 0.35))
    assert moves[ERROR][0] == 0
    assert judged[ERROR].mark in ("mistake", "blunder"), judged[ERROR]  # eight play-outs a side: unmarked
    assert [j.ply for j in judged if j.mark] == [ERROR + 1]


def test_khedu_has_its_own_pooling_judge() -> None:
    assert isinstance(analyser_for("baraza.game.khedu", 0.5), KheduAnalyser)
