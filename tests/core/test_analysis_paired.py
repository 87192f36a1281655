"""A move judged against the best one by paired play-outs (game/core/analysis_paired.py, issue 41): a modest drop
the two positions' separate noise hid is marked; a move as good as the best is not."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from types import SimpleNamespace

import pytest

from baraza.game.core import analysis_paired
from baraza.game.core.action import Action
from baraza.game.core.analysis import Evaluation, PlayoutAnalyser, mark_for, paired_mark

VILLAGE, ROAD, ALSO_VILLAGE = Action("village", ()), Action("road", ()), Action("also_village", ())
WORTH = {"village": 0.7, "also_village": 0.7, "road": 0.5}  # seat 0's chance of winning after each


@dataclass
class _State:
    rng: random.Random = field(default_factory=lambda: random.Random(1))
    chance: float | None = None  # seat 0's chance once it has chosen
    winner: int | None = None


class _Rules:
    """Seat 0 builds (a village wins 70 % of matches, a road 50 %), then one die decides the match."""

    name = "paired_toy"

    def clone(self, state: _State) -> _State:
        copy = _State(random.Random(), state.chance, state.winner)
        copy.rng.setstate(state.rng.getstate())
        return copy

    def is_terminal(self, state: _State) -> bool:
        return state.winner is not None

    def active_seats(self, state: _State) -> list[int]:
        return [0]

    def legal_actions(self, state: _State, seat: int) -> list[Action]:
        return [VILLAGE, ROAD, ALSO_VILLAGE] if state.chance is None else [Action("roll", ())]

    def apply(self, state: _State, seat: int, action: Action) -> None:
        if action.kind == "roll":
            state.winner = 0 if state.rng.random() < state.chance else 1
        else:
            state.chance = WORTH[action.kind]

    def view(self, state: _State, seat: int) -> _State:
        return state

    def result(self, state: _State) -> SimpleNamespace:
        return SimpleNamespace(winners=[state.winner], scores=[])


class _First:
    def choose(self, rules, view, seat, legal):
        return legal[0]


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> _Rules:
    spec = SimpleNamespace(ai_levels=["normal"], hint_level="normal", agent_factory=lambda level, seat, seed: _First())
    monkeypatch.setattr("baraza.game.registry.get_game", lambda name: spec)
    return _Rules()


def _judged(p_before: float, p_after: float) -> tuple[Evaluation, Evaluation]:
    # the chart's estimates, 150 play-outs each: a drop of 0.2 as the game's worths give
    return (Evaluation((p_before, 1 - p_before), VILLAGE, False, 150),
            Evaluation((p_after, 1 - p_after), None, False, 150))


def test_a_road_where_a_village_was_better_is_marked_by_paired_play_outs(toy: _Rules) -> None:
    before, after = _judged(0.7, 0.5)
    assert mark_for(before, after, 0, False) is None  # the two estimates' noise hid the drop (the old mark)
    judge = PlayoutAnalyser(playouts=24, move_budget=400)
    assert paired_mark(judge, toy, _State(), 2, 0, ROAD, before, after, False) == "inaccuracy"


def test_a_move_as_good_as_the_best_is_not_marked(toy: _Rules) -> None:
    # the chart's estimates a little apart by luck; the paired play-outs find no difference at all
    before, after = _judged(0.7, 0.62)
    judge = PlayoutAnalyser(playouts=24, move_budget=400)
    assert paired_mark(judge, toy, _State(), 2, 0, ALSO_VILLAGE, before, after, False) is None
    mean, error, pairs = analysis_paired.paired_drop(judge, toy, _State(), 2, 0, ALSO_VILLAGE, VILLAGE)
    assert mean == 0.0 and pairs >= analysis_paired.PAIRED_MIN


def test_the_best_move_and_a_judge_without_play_outs_get_no_paired_look(toy: _Rules) -> None:
    before, after = _judged(0.7, 0.3)
    assert paired_mark(PlayoutAnalyser(), toy, _State(), 2, 0, VILLAGE, before, after, True) is None
    searched = Evaluation((0.7, 0.3), VILLAGE, False, 0)
    assert paired_mark(PlayoutAnalyser(), toy, _State(), 2, 0, ROAD, searched, after, False) is None


def test_paired_evidence_needs_the_drop_two_errors_above_nothing() -> None:
    assert analysis_paired.paired_evidence(0.15, 0.03) == pytest.approx(0.12)
    assert analysis_paired.paired_evidence(0.15, 0.08) == 0.0


def test_the_progress_counts_the_paired_looks(monkeypatch) -> None:
    """The paired looks run after every position is judged: the bar stood at 100 % while they ran. It reaches
    100 % only once they are done."""
    from matches import played

    import baraza.game.core.analysis as analysis

    match = played("konja", 5, ["human", "ai:easy"], limit=40)

    class Noisy:
        _playouts = True  # a play-out judge: the paired looks apply

        def __init__(self) -> None:
            self.flip = False

        def evaluate(self, rules, state, seats):
            self.flip = not self.flip  # every other position worse: each move "drops" 0.2 on the chart
            seat = rules.active_seats(state)[0] if rules.active_seats(state) else 0
            legal = rules.legal_actions(state, seat) if rules.active_seats(state) else []
            return analysis.Evaluation((0.6, 0.4) if self.flip else (0.4, 0.6), legal[-1] if legal else None,
                                       False, 10)

    seen: list[tuple[int, int]] = []
    at_paired: list[tuple[int, int]] = []

    def fake_paired(*_args, **_kwargs):
        at_paired.append(seen[-1])
        return 0.0, 0.1, 12

    monkeypatch.setattr(analysis, "paired_drop", fake_paired)
    analysis.analyse(match.rules, match.options, match.seed, 2, match.moves, Noisy(),
                     progress=lambda done, total: seen.append((done, total)))
    assert at_paired, "some moves had a paired look"
    assert all(done < total for done, total in at_paired), "the bar stood at 100 % during the paired looks"
    assert seen[-1][0] == seen[-1][1]
    assert all(a[0] <= b[0] for a, b in zip(seen, seen[1:], strict=False)), "the progress never goes back"
