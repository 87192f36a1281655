"""A move the game names a concrete fault in, whose paired play-outs agree it cost something, is marked at least an
inaccuracy under the 0.10 a drop alone asks (game/core/analysis_paired.py `named_fault`, issue 41: bad moves made on
purpose in a long KROWNIA match cost 0.01-0.11 each and none was marked). No fault named, no mark under 0.10."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from types import SimpleNamespace

import pytest

from baraza.game.core import analysis_paired
from baraza.game.core.action import Action
from baraza.game.core.analysis import Evaluation, PlayoutAnalyser, paired_mark

VILLAGE, ROAD, ALSO_VILLAGE = Action("village", ()), Action("road", ()), Action("also_village", ())
WORTH = {"village": 0.7, "also_village": 0.7, "road": 0.6}  # seat 0's chance after each: a road costs 0.10


@dataclass
class _State:
    rng: random.Random = field(default_factory=lambda: random.Random(1))
    chance: float | None = None
    winner: int | None = None


class _Rules:
    """Seat 0 builds, then one die decides the match by what it built."""

    name = "fault_toy"

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


class _FaultJudge(PlayoutAnalyser):
    """A game's judge that names a fault in building anything but the village."""

    def fault(self, rules, state, seat, action, best):
        return "a village was affordable" if action != best and best == VILLAGE else None


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> _Rules:
    spec = SimpleNamespace(ai_levels=["normal"], hint_level="normal", agent_factory=lambda level, seat, seed: _First())
    monkeypatch.setattr("baraza.game.registry.get_game", lambda name: spec)
    return _Rules()


def _judged(p_before: float, p_after: float) -> tuple[Evaluation, Evaluation]:
    return (Evaluation((p_before, 1 - p_before), VILLAGE, False, 150),
            Evaluation((p_after, 1 - p_after), None, False, 150))


def test_a_named_fault_the_pairs_vouch_for_is_marked_under_the_threshold(toy: _Rules) -> None:
    before, after = _judged(0.7, 0.67)  # the chart's drop 0.03: under PAIRED_GATE, looked at for the fault
    mean, error, _pairs = analysis_paired.paired_drop(_FaultJudge(playouts=24, move_budget=400), toy, _State(), 2,
                                                      0, ROAD, VILLAGE)
    assert analysis_paired.paired_evidence(mean, error) < 0.10  # the drop alone is no mark
    assert analysis_paired.fault_vouched(mean, error)
    assert paired_mark(_FaultJudge(playouts=24, move_budget=400), toy, _State(), 2, 0, ROAD, before, after,
                       False) == "inaccuracy"


def test_no_fault_named_no_mark_under_the_threshold(toy: _Rules) -> None:
    before, after = _judged(0.7, 0.62)
    # a judge with no hook: the same drop is not marked
    assert paired_mark(PlayoutAnalyser(playouts=24, move_budget=400), toy, _State(), 2, 0, ROAD, before, after,
                       False) is None
    # a fault named where the pairs find no cost (a move as good as the best): not marked either
    assert paired_mark(_FaultJudge(playouts=24, move_budget=400), toy, _State(), 2, 0, ALSO_VILLAGE, before, after,
                       False) is None
    assert analysis_paired.named_fault(PlayoutAnalyser(), toy, _State(), 0, ROAD, VILLAGE) is None


def test_the_best_move_has_no_fault(toy: _Rules) -> None:
    assert analysis_paired.named_fault(_FaultJudge(), toy, _State(), 0, VILLAGE, VILLAGE) is None
    assert not analysis_paired.fault_vouched(0.0, 0.01)
