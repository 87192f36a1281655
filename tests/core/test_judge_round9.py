"""Round 9 of issue 41: the analysis summary's falls true to the chart, and a named fault judged in points where the
match was decided.

Blind testers read "no move marked" under charts falling 33 → 0 %, 35 → 0 % and 66 → 0 %, and "over many small
steps" under a Konja chart whose fall was one cliff at the opponent's move (game/core/analysis_falls.py). A Khedu
tester's provocation into their own Chieftain at 0 % could not be marked: every pair of play-outs lost either way,
so the pairs judge it by the score margin (game/core/analysis_paired.py `margin_vouched`)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from types import SimpleNamespace

import pytest

from baraza.game.core.action import Action
from baraza.game.core.analysis import Evaluation, MoveJudgement, PlayoutAnalyser, paired_mark
from baraza.game.core.analysis_falls import falls_said, headline
from baraza.game.core.analysis_paired import margin_vouched

NAMES = ["You", "AI normal"]


def _chart(points: list[tuple[int, float, str]], best: str = "same") -> list[MoveJudgement]:
    """Judgements from (mover, the player's chance after the move, the move's words), starting at 0.5."""
    out, p = [], 0.5
    for ply, (seat, after, words) in enumerate(points, 1):
        out.append(MoveJudgement(ply, seat, words, {}, p if seat == 0 else 1 - p, after if seat == 0 else 1 - after,
                                 words if best == "same" else best, None, (p, 1 - p), (after, 1 - after)))
        p = after
    return out


def test_a_cliff_on_the_opponents_move_is_named_not_many_small_steps() -> None:
    # the Konja tester's chart: up to 66 %, small steps down, a climb to 41 % and a cliff to 0 at Kofi's move
    points = [(0, 0.66, "Roll"), (1, 0.6, "Exchange"), (0, 0.55, "Roll"), (1, 0.5, "Exchange"), (0, 0.41, "Roll"),
              (1, 0.0, "Place an Idol on the Rain Ancestor"), (0, 0.0, "Finish the turn")]
    said = falls_said(_chart(points), NAMES)
    assert "many small steps" not in said
    assert "most of it at AI normal's move 6 (Place an Idol on the Rain Ancestor, 41% → 0%)" in said
    assert headline(_chart(points), NAMES) == "Analysis done: no single move lost enough to be marked."


def test_many_small_steps_still_names_the_largest_falls_with_their_drop() -> None:
    # the KROWNIA tester's chart: 35 % → 0 in steps of 3-9 points, no mark anywhere
    points = [(0, 0.35, "Roll")] + [(k % 3 and 1 or 0, round(0.35 - 0.035 * k, 3), f"move {k}") for k in range(1, 11)]
    points[4] = (1, 0.35 - 0.035 * 4 - 0.05, "Build a village")  # the largest step, 8.5 points
    said = falls_said(_chart(points), NAMES)
    assert "over many small steps; the largest at" in said
    assert "Build a village" in said and "%" in said


def test_the_players_own_fall_names_the_judges_move() -> None:
    points = [(0, 0.6, "Roll"), (0, 0.2, "Stack Honor on the victor"), (1, 0.0, "Roll")]
    judged = _chart(points)
    judged[1] = MoveJudgement(2, 0, "Stack Honor on the victor", {}, 0.6, 0.2, "Take Legacy points", None,
                              (0.6, 0.4), (0.2, 0.8))
    said = falls_said(judged, NAMES)
    assert "your move 2 (Stack Honor on the victor, 60% → 20%; the judge preferred Take Legacy points" in said


def test_no_fall_worth_telling_or_a_marked_move_says_nothing_new() -> None:
    assert falls_said(_chart([(0, 0.5, "Roll"), (1, 0.45, "Roll")]), NAMES) == ""
    marked = _chart([(0, 0.6, "Roll"), (0, 0.0, "Roll")])
    marked[1] = MoveJudgement(2, 0, "Roll", {}, 0.6, 0.0, "Roll", "blunder", (0.6, 0.4), (0.0, 1.0))
    assert falls_said(marked, NAMES) == ""
    assert falls_said(_chart([(0, 0.6, "Roll"), (0, 0.0, "Roll")]), ["AI easy", "AI hard"]) == ""


# a match decided for seat 1 whatever seat 0 builds; what seat 0 builds decides only its score
VILLAGE, ROAD = Action("village", ()), Action("road", ())


@dataclass
class _State:
    rng: random.Random = field(default_factory=lambda: random.Random(1))
    built: str | None = None
    over: bool = False


class _Decided:
    name = "decided_toy"

    def clone(self, state: _State) -> _State:
        copy = _State(random.Random(), state.built, state.over)
        copy.rng.setstate(state.rng.getstate())
        return copy

    def is_terminal(self, state: _State) -> bool:
        return state.over

    def active_seats(self, state: _State) -> list[int]:
        return [0]

    def legal_actions(self, state: _State, seat: int) -> list[Action]:
        return [VILLAGE, ROAD] if state.built is None else [Action("roll", ())]

    def apply(self, state: _State, seat: int, action: Action) -> None:
        if action.kind == "roll":
            state.over = True
            state.rng.random()
        else:
            state.built = action.kind

    def view(self, state: _State, seat: int) -> _State:
        return state

    def result(self, state: _State) -> SimpleNamespace:
        mine = 6.0 if state.built == "village" else 3.0  # the road costs 3 points, never the match
        return SimpleNamespace(winners=[1] if state.over else [], scores=[mine, 10.0])


class _First:
    def choose(self, rules, view, seat, legal):
        return legal[0]


class _FaultJudge(PlayoutAnalyser):
    def fault(self, rules, state, seat, action, best):
        return "a village was affordable" if action == ROAD and best == VILLAGE else None


@pytest.fixture
def decided(monkeypatch: pytest.MonkeyPatch) -> _Decided:
    spec = SimpleNamespace(ai_levels=["normal"], hint_level="normal", agent_factory=lambda level, seat, seed: _First())
    monkeypatch.setattr("baraza.game.registry.get_game", lambda name: spec)
    return _Decided()


def test_a_named_fault_in_a_decided_match_is_marked_by_the_points_it_cost(decided: _Decided) -> None:
    before = Evaluation((0.0, 1.0), VILLAGE, False, 150)
    after = Evaluation((0.0, 1.0), None, False, 150)
    assert paired_mark(_FaultJudge(playouts=24, move_budget=400), decided, _State(), 2, 0, ROAD, before, after,
                       False) == "inaccuracy"
    # no fault named: a lost match's move is not marked by its points
    assert paired_mark(PlayoutAnalyser(playouts=24, move_budget=400), decided, _State(), 2, 0, ROAD, before, after,
                       False) is None


def test_margins_vouch_only_where_every_pair_was_alike_and_points_were_lost() -> None:
    alike = (0.0, 1.0 / 20, 20)  # every pair the same result: the error of the one made-up pair alone
    assert margin_vouched(alike, [3.0] * 20)
    assert not margin_vouched(alike, [0.0] * 20)  # no points lost
    assert not margin_vouched(alike, [3.0, -3.0] * 10)  # as often gained as lost
    assert not margin_vouched((0.0, 0.2, 20), [3.0] * 20)  # the results differed: the chance judges it
    assert not margin_vouched(alike, None)
