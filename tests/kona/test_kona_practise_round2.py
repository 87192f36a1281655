"""A blind playtest of Kona's Practise (round 2): the summary names a blow the judge did not see coming and offers
the move that allowed it, one number per move, a second try before the answer is given, a right answer drawn
green, and a Hint that says when every move loses."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from matches import played  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.core.analysis import MoveJudgement  # noqa: E402
from baraza.game.kona.analysis import KonaAnalyser, hint_verdict  # noqa: E402
from baraza.game.kona.exercises import ALLOWED_BLOW, Exercise, blow_exercise, check_answer  # noqa: E402
from baraza.scenes.replay.move_rings import BETTER, PLAYED  # noqa: E402

SECONDS = 0.5

# White to move; Black threatens a4-b5-c6 (f6-c6). a6-b5 covers b5; a6-a5 leaves the line open.
BEFORE = ((0, Action("move", ("a6", "d3"))), (1, Action("move", ("a6", "b5"))), (0, Action("move", ("f1", "f4"))),
          (1, Action("move", ("a1", "a4"))))
PLAYED_MOVE = Action("move", ("d3", "d4"))
WRONG = Action("move", ("a6", "a5"))


def _blow_match():
    """An easy game White lost: White's last move let Black make a line at once, though another move did not
    (found by tools: seed 8, 8 moves)."""
    return played("kona", 8, ["human", "ai:easy"], level="easy")


def _unseen_blow(match) -> list[MoveJudgement]:
    """Judgements as the playtester's chart had them: White's moves unmarked and her chance steady near 50 %
    until Black's last move takes it from 45 % to 0 % in one step."""
    out = []
    n = len(match.records)
    for ply, record in enumerate(match.records, start=1):
        white_before, white_after = (0.5, 0.5) if ply < n - 1 else (0.5, 0.45) if ply == n - 1 else (0.45, 0.0)
        before, after = (white_before, 1 - white_before), (white_after, 1 - white_after)
        mover = record.seat
        out.append(MoveJudgement(ply, mover, match.rules.describe_action(match.state_at(ply - 1), mover, record.action),
                                 None, before[mover], after[mover], None, None, before, after))
    return out


def test_a_blow_the_judge_missed_is_named_and_the_move_before_it_becomes_an_exercise(baraza_home) -> None:
    from baraza.scenes.screens.replay import nothing_to_practise

    match = _blow_match()
    judged = _unseen_blow(match)
    last = judged[-1]
    words = nothing_to_practise(match, judged, 0)
    assert "little at a time" not in words
    assert f"move {last.ply}" in words and last.action in words and "45%" in words and "0%" in words
    exercise = blow_exercise(match, judged, 0, seconds=SECONDS * 2)
    assert exercise is not None and exercise.kind == ALLOWED_BLOW and exercise.ply == last.ply - 1
    assert exercise.played == match.moves[-2][1] and exercise.seconds == SECONDS * 2
    assert f"move {last.ply}" in exercise.prompt() and "45% to 0%" in exercise.prompt()
    assert not check_answer(exercise, exercise.played).right


def test_no_blow_exercise_when_the_fall_came_on_the_seats_own_move(baraza_home) -> None:
    match = _blow_match()
    judged = _unseen_blow(match)
    assert blow_exercise(match, judged, 1, seconds=SECONDS) is None  # Black's chance never fell


def test_the_best_move_shows_one_number_before_and_after_it_is_played() -> None:
    exercise = Exercise({}, 1, ("human", "ai:normal"), BEFORE, 0, PLAYED_MOVE, 0.5, False, "blunder", 0.0)
    wrong = check_answer(exercise, WRONG, SECONDS)
    assert wrong.better is not None
    best = check_answer(exercise, wrong.better, SECONDS)
    assert best.right and best.p_answer == wrong.p_best  # "Better: 32 %", then the same 32 % once played


def _answer(app, scene, action) -> None:
    for square in action.args:
        pos = scene._screen_rect(scene.table.square_rect(square)).center
        frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        frames(app, 30, dt=1 / 60)  # half a second before the next click
    end = time.monotonic() + 60
    while scene.thinking and time.monotonic() < end:
        frames(app, 1, dt=0.05)
        time.sleep(0.02)


def test_a_second_try_comes_before_the_better_move_and_a_right_answer_is_green(baraza_home) -> None:
    from baraza.scenes.kona.exercise import ExerciseScene

    exercise = Exercise({}, 1, ("human", "ai:normal"), BEFORE, 0, PLAYED_MOVE, 0.5, False, "blunder", 0.0)
    app = make_app()
    scene = ExerciseScene(app, [exercise])
    app.stack.push(scene)
    frames(app, 2)
    _answer(app, scene, WRONG)
    assert scene.answer is not None and not scene.answer.right
    assert scene.shown_moves() == (WRONG, None)  # the first wrong try: no answer given away
    assert "make a line" in scene.answer_words() and "Try once more" in scene.answer_words()
    assert "Better" not in scene.comparison()
    _answer(app, scene, WRONG)  # the second wrong try: now the better move shows
    yours, better = scene.shown_moves()
    assert yours == WRONG and better is not None and "Better (green)" in scene.comparison()
    _answer(app, scene, better)
    assert scene.answer.right and scene.comparison().startswith("Yours (green)")
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    ring = scene._screen_rect(scene.table.square_rect(better.args[1])).inflate(10, 10)
    colour = tuple(surface.get_at((ring.left + 1, ring.centery)))[:3]
    assert colour == BETTER and colour != PLAYED


def test_the_hint_says_when_every_move_loses() -> None:
    """"Hint: c3 → c4 (Black wins in 1 move)" read as if the move blocked something: in a lost position the words
    say every move loses (seed 16: every White move lets Black make a line at once)."""
    match = played("kona", 16, ["human", "ai:easy"], level="easy")
    before = match.copy_at(len(match.records) - 2)
    words = hint_verdict(before.rules.view(before.state, None))
    # nothing "holds out longest" when every move loses at once (kona13)
    assert words == "Every move loses now: Black wins next move whatever you play"
    winning = match.copy_at(len(match.records) - 1)  # Black to move and make the line: the hinted move wins now
    assert hint_verdict(winning.rules.view(winning.state, None)) == "this wins now"
    assert KonaAnalyser().evaluate(before.rules, before.state, 2).chances[0] == 0.0
