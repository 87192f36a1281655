"""Missed wins are practised even after a lost game (issue 41): a position where the judge saw a forced win for the
mover, and the move played left none, becomes "you had a win at move n and missed it", whatever the game's result
and however an older analysis marked the move; the replay then offers it instead of saying the game was decided."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from test_kona_analysis import planted_blunder_match

from baraza.game.core.analysis import analyse, analyser_for
from baraza.game.kona.agent import search_from_view
from baraza.game.kona.exercises import check_answer, exercises_from, is_missed_win, missed_wins_text
from baraza.game.kona.rules import square_index

SECONDS = 0.1


def lost_game_with_a_missed_win():
    """A finished easy-against-easy match whose loser, at `ply`, could win at once and played a move that let the
    other side win at once instead; and its analysis."""
    for seed in range(1, 40):
        match, ply = planted_blunder_match(seed)
        if match is not None:
            break
    assert match is not None, "no seed gave a spot to plant a missed win"
    judged = analyse(match.rules, match.options, match.seed, 2, match.moves, analyser_for("baraza.game.kona", SECONDS))
    seat = judged[ply - 1].seat
    assert match.is_over() and seat not in match.result().winners  # the game was lost
    return match, ply, seat, judged


def winning_move(exercise):
    position = exercise.position()
    view = position.view(None)
    search = search_from_view(view, view.to_move)
    legal = {(square_index(a.args[0]), square_index(a.args[1])): a
             for a in position.legal_actions(exercise.seat) if a.kind == "move"}
    return legal[search.winning_moves(view.to_move, [m for m in search.moves(view.to_move) if m in legal])[0]]


def test_a_win_missed_in_a_lost_game_is_an_exercise_that_says_so() -> None:
    match, ply, seat, judged = lost_game_with_a_missed_win()
    assert is_missed_win(judged[ply - 1])
    exercise = next(e for e in exercises_from(match, judged, seat) if e.ply == ply)
    assert exercise.missed_win and exercise.proven and exercise.p_best == 1.0
    assert "you had a win" in exercise.prompt().lower() and "missed" in exercise.prompt()
    text = missed_wins_text(exercises_from(match, judged, seat))
    assert text.startswith("You had a win at move") and str(ply) in text and "missed it" in text
    assert check_answer(exercise, winning_move(exercise), SECONDS).right
    answer = check_answer(exercise, exercise.played, SECONDS)
    assert not answer.right


def test_a_missed_win_an_older_analysis_marked_lightly_is_still_offered() -> None:
    """An analysis kept from before the judge squeezed unproven chances could read a lost forced win as a mere
    inaccuracy (1.0 to 0.9): the exercise is offered all the same; a lost position's moves are not."""
    match, ply, seat, judged = lost_game_with_a_missed_win()
    older = list(judged)
    older[ply - 1] = dataclasses.replace(judged[ply - 1], p_after=0.9, mark="inaccuracy")
    exercises = exercises_from(match, older, seat)
    assert ply in [e.ply for e in exercises if e.missed_win]
    lost = [j for j in older if j.seat == seat and j.p_before == 0.0]
    assert all(e.ply not in {j.ply for j in lost} for e in exercises)  # nothing to find where every move loses


def test_the_replay_offers_the_missed_win_after_a_lost_game_not_a_verdict(baraza_home) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
    from scene_helpers import frames, make_app

    from baraza.scenes.kona.exercise import ExerciseScene

    match, ply, seat, judged = lost_game_with_a_missed_win()
    older = list(judged)
    older[ply - 1] = dataclasses.replace(judged[ply - 1], p_after=0.9, mark="inaccuracy")
    for judgements in (judged, older):
        app = make_app()
        viewer = app.show("replay", match)
        frames(app, 1)
        viewer.timeline.seat = seat
        viewer.timeline.judgements = judgements
        frames(app, 1)  # the analysis is in: Practise appears above Analyse
        frames(app, 1, dt=1.0)  # past its guard (it ignores presses a moment after it appears)
        assert viewer.practise_button in viewer.bar.buttons and viewer.practise_button.enabled
        app.toasts.clear()
        viewer.open_practise()
        frames(app, 1)
        scene = app.stack.top
        heard = " ".join(t.text for t in app.toasts)
        assert isinstance(scene, ExerciseScene), heard
        assert "well played" not in heard.lower() and "decided" not in heard
        scene.index = next(i for i, e in enumerate(scene.exercises) if e.ply == ply)
        scene._load()
        heard = " ".join(t.text for t in app.toasts)  # the note comes with its own exercise (kona18)
        assert "You had a win at move" in heard and str(ply) in heard and "missed it" in heard
        frames(app, 2)  # drawn with its own title: "Find the win you missed"
        assert scene.exercises[scene.index].missed_win
