"""Playtest A4: Konja's analysis chart went 0 → 33 % → 0. Its judge played three play-outs of the quick level to
the end from each early position, so every chance was a third and swung with their luck. The play-outs now stop a
few turns on and count how the match then stands (standing.py): the chances move with the Clouds and cards won,
never in steps of a third, and stay steady over moves that change nothing. Positions from a seed and moves."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyser_for, judge_move
from baraza.game.konja import RULES
from baraza.game.konja.standing import standing
from baraza.game.konja.state import Cloud, Die

from .helpers import act, new_state


def _chance(state, seat: int = 0) -> float:
    judge = analyser_for("baraza.game.konja", 0.5)  # the app's judge and budget
    return judge.evaluate(RULES, RULES.clone(state), 2).chances[seat]


def _thirds(p: float) -> bool:
    return abs(p * 3 - round(p * 3)) < 1e-9


def test_the_first_moves_of_a_match_keep_the_chart_near_even_and_steady(baraza_home):
    state = new_state(4)
    chances = [_chance(state)]
    for kind, args in (("choose_ancestor", ("resource",)), ("choose_resource", ("gold",))):
        act(state, kind, *args)
        chances.append(_chance(state))
    assert all(0.3 < p < 0.7 for p in chances), chances  # nothing won yet: no 0 %, no 100 %
    assert not all(_thirds(p) for p in chances), chances  # not a handful of wins and losses
    assert max(chances) - min(chances) < 0.15, chances  # both took 2 Gold: the chart hardly moves


def test_the_chart_follows_a_lead_in_clouds(baraza_home):
    ahead, behind = new_state(4), new_state(4)
    for state, mine, theirs in ((ahead, [7, 5], [3]), (behind, [3], [7, 5])):
        state.players[0].clouds = [Cloud(p) for p in mine]
        state.players[1].clouds = [Cloud(p) for p in theirs]
    p_ahead, p_behind = _chance(ahead), _chance(behind)
    assert p_ahead > 0.6 > 0.4 > p_behind, (p_ahead, p_behind)
    assert standing(ahead)[0] > 0.5 > standing(behind)[0]
    assert abs(sum(standing(ahead)) - 1.0) < 1e-9


def test_a_thrown_away_cloud_at_the_end_is_still_a_blunder(baraza_home):
    """Near the end the play-outs reach the end as before: not collecting the Cloud that would win is marked."""
    state = new_state(4)
    state.players[0].clouds = [Cloud(7), Cloud(7), Cloud(5)]  # Nia at 19 of 21
    state.players[1].clouds = [Cloud(7), Cloud(7), Cloud(5)]
    act(state, "choose_ancestor", "spell")
    while state.phase != "roll":
        act(state, RULES.legal_actions(state, RULES.active_seats(state)[0])[-1].kind)
    act(state, "roll")
    state.dice = [Die("green", v) for v in (5, 5, 5, 5, 2)]  # four 5s: a 5-point Cloud, 24 points
    act(state, "end_bones")
    act(state, "skip_red", seat=1)
    mark = judge_move(RULES, state, 2, 0, Action("finish_collection"), analyser_for("baraza.game.konja", 0.5))
    # the Collection is read by its ends (analysis_collect.py): after the Cloud, Kofi's last turn is searched and
    # his cards win it 75 % of the time (the play-outs had read 98 %), so 25 % -> 0 % is a mistake by the drop
    assert mark in ("mistake", "blunder"), mark
