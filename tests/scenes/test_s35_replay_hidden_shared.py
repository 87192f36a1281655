"""Session 35 (krownia17): while a match can still be continued, the replay's "better" move for another seat is
worded as the seat shown may read it (`Rules.describe_action_seen_by`), its Why and ring kept back; a finished
match, a game hiding nothing, or the mover's own eyes keep the judge's words. Shared: the toy dice race."""

from __future__ import annotations

import dataclasses

import pytest

from baraza.game.core.action import Action
from baraza.game.core.analysis_judgement import MoveJudgement


def _match(toy: str, moves: list[tuple[int, str]]):
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    return Match.from_moves(get_game(toy).rules, ["human", "ai:normal"], 7, {},
                            [(seat, Action(kind)) for seat, kind in moves])


def _mark(match, ply: int) -> MoveJudgement:
    """The AI's move `ply` (a step) marked, the judge preferring a roll."""
    rules, seat = match.rules, match.records[ply - 1].seat
    state = match.state_at(ply - 1)
    return MoveJudgement(ply, seat, rules.describe_action(state, seat, Action("step")), None, 0.5, 0.4,
                         rules.describe_action(state, seat, Action("roll")), "mistake", (0.5, 0.5), (0.6, 0.4))


@pytest.fixture
def hiding(toy_game, monkeypatch):
    """The toy as a game with hidden cards (its spec declares none)."""
    from baraza.game.registry import get_game
    from baraza.scenes.replay import seen_words

    spec = dataclasses.replace(get_game(toy_game), hidden_information=True)
    monkeypatch.setattr(seen_words, "get_game", lambda name: spec)
    return toy_game


def test_an_unfinished_match_names_no_move_hidden_from_the_seat_shown(hiding) -> None:
    from baraza.scenes.replay.seen_words import better_hidden, better_note, hidden_from

    match = _match(hiding, [(0, "step"), (1, "step"), (0, "step")])
    j = _mark(match, 2)
    assert not match.is_over() and hidden_from(match, 0, 1)
    # the default hook: an action `action_seen_by` keeps from the viewer is not worded at all
    assert better_note(match, 0, j) == "" and better_hidden(match, 0, j)
    assert better_note(match, 1, j) == f"; better: {j.best}"  # through the mover's own eyes: its own hand
    assert not better_hidden(match, 1, j)


def test_a_game_words_another_seat_s_move_as_that_seat_sees_it(hiding, monkeypatch) -> None:
    from baraza.scenes.replay.seen_words import better_note

    match = _match(hiding, [(0, "step"), (1, "step"), (0, "step")])
    monkeypatch.setattr(type(match.rules), "describe_action_seen_by",
                        lambda self, state, seat, action, viewer: "Move on", raising=False)
    assert better_note(match, 0, _mark(match, 2)) == "; better: Move on"


def test_a_finished_match_keeps_the_judge_s_words(hiding) -> None:
    from baraza.scenes.replay.seen_words import better_note

    finished = _match(hiding, [(0, "step"), (1, "step")] * 9 + [(0, "step")])
    assert finished.is_over()
    j = _mark(finished, 2)
    assert better_note(finished, 0, j) == f"; better: {j.best}"


def test_the_toy_as_declared_hides_nothing(toy_game) -> None:
    from baraza.scenes.replay.seen_words import better_note, hidden_from

    match = _match(toy_game, [(0, "step"), (1, "step"), (0, "step")])
    j = _mark(match, 2)
    assert not hidden_from(match, 0, 1) and better_note(match, 0, j) == f"; better: {j.best}"
