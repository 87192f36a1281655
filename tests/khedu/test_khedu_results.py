"""Khedu's results speak of every seat: each one's score and where it came from (issue 24), not the
winner's alone."""

from __future__ import annotations

import re

import pytest

from baraza.game.khedu import RULES
from baraza.game.khedu import queries as q
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions


def _finished(seats: int, seed: int):
    match = new_match("khedu", ["ai:easy"] * seats, seed, {})
    play_actions(match, 5000)
    assert match.is_over()
    return match.state


@pytest.mark.parametrize("seats, seed", [(2, 3), (3, 5), (4, 7)])
def test_every_seat_gets_its_score_parts_summing_to_its_score(seats, seed):
    state = _finished(seats, seed)
    for seat in range(seats):
        parts = RULES.score_parts(state, seat)
        assert [label for label, _ in parts] == ["Legacy from play", "Achievements", "Heroes' Honor", "Ascensions"]
        assert sum(v for _, v in parts) == q.final_score(RULES.data, state, seat)
    assert RULES.score_parts(state) == RULES.score_parts(state, 0)  # seat 0 for the solo run breakdown


@pytest.mark.parametrize("seats, seed", [(2, 3), (3, 5), (4, 7)])
def test_the_result_lines_break_down_every_seats_score(seats, seed):
    state = _finished(seats, seed)
    lines = RULES.result_lines(state)
    for seat in range(seats):
        score = q.final_score(RULES.data, state, seat)
        line = next(ln for ln in lines if ln.startswith(f"Player {seat + 1} ({state.players[seat].clan}) {score}: "))
        said = [int(n) for n in re.findall(r"(-?\d+) (?:Legacy points )?from ", line)]
        assert sum(said) == score, line  # the parts named add up to the seat's score
        assert "Legacy points from play" in line and "from achievements" in line


def test_a_solo_result_names_the_clan_and_the_parts():
    state = _finished(1, 2)
    lines = RULES.result_lines(state)
    score = q.final_score(RULES.data, state, 0)
    assert lines[0].startswith(f"Final score {score} with the {state.players[0].clan} clan: ")
    assert lines[1].startswith("Achievements: ") or lines[1] == "No achievement earned."
