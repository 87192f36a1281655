"""Blind tester kona18, Practise 6: the missed win's note ("You had a win at move 11…") showed over exercise 1
(move 5) (57, 116); "Show a better move" said only "The analysis would play f6 → f4" with no reason (93); the blue
reply arrow began on top of the c4 tower and hid its top piece (64-ex3try1)."""

from __future__ import annotations

import threading

import pygame
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.core.evaluation import Evaluation
from baraza.game.kona.exercises import MISSED_WIN, Answer, Exercise, better_move_words
from baraza.scenes.replay.board import fit
from baraza.scenes.ui import theme

# White to move (as in tests/scenes/test_s36_kona_practise_skip.py): a6 → a5 is a wrong try Black answers
BEFORE = ((0, Action("move", ("a6", "d3"))), (1, Action("move", ("a6", "b5"))), (0, Action("move", ("f1", "f4"))),
          (1, Action("move", ("a1", "a4"))))
PLAYED = Action("move", ("d3", "d4"))
TRY = Action("move", ("f4", "f3"))
REPLY = Action("move", ("f6", "f5"))
# kona18's second game (AI easy), move 3: White played f6 → d4; the analysis would play f6 → f4
EASY = ((0, Action("move", ("f1", "d3"))), (1, Action("move", ("f6", "f4"))))
F6_F4 = Action("move", ("f6", "f4"))


def _exercise(kind: str = "blunder", before=BEFORE, played=PLAYED) -> Exercise:
    return Exercise({"opening": "free", "pie": "off"}, 1, ("human", "ai:normal"), before, 0, played, 0.53, False, kind,
                    0.2)


def _scene(exercises):
    from baraza.scenes.kona.exercise import ExerciseScene

    app = make_app()
    scene = ExerciseScene(app, exercises)
    app.stack.push(scene)
    frames(app, 60)
    return app, scene


def _notes(app) -> list[str]:
    return [t.text for t in app.toasts if "You had a win" in t.text]


def test_the_missed_win_note_shows_on_its_own_exercise_only(baraza_home) -> None:
    missed = _exercise(MISSED_WIN, BEFORE[:2] + BEFORE[2:] + ((0, Action("move", ("d3", "c3"))),
                                                               (1, Action("move", ("b5", "b4")))))
    app, scene = _scene([_exercise(), missed])
    assert _notes(app) == [], "exercise 1 (move 5) was told of the win at move 9"
    scene.next()
    frames(app, 1)
    assert _notes(app) == [f"You had a win at move {missed.ply} and missed it. Try again here."]
    scene.on_exit()


def test_a_missed_win_first_still_gets_its_note_and_it_goes_with_it(baraza_home) -> None:
    app, scene = _scene([_exercise(MISSED_WIN), _exercise()])
    assert _notes(app) == ["You had a win at move 5 and missed it. Try again here."]
    scene.next()
    frames(app, 1)
    assert _notes(app) == []
    scene.on_exit()


def test_the_better_move_is_given_with_its_reason() -> None:
    words = better_move_words(_exercise(before=EASY, played=Action("move", ("f6", "d4"))), F6_F4, 0.53)
    assert words == ("The analysis would play f6 → f4 (the green ring): it keeps your chances (53%) because it covers "
                     "Black's piece on f4: a covered piece can neither move nor count in a line."), words


def test_show_a_better_move_says_why(baraza_home, monkeypatch) -> None:
    import baraza.scenes.kona.exercise as module

    class Judge:  # the analysis's judge, answering at once
        def __init__(self, seconds: float) -> None:
            pass

        def evaluate(self, rules, state, seats: int) -> Evaluation:
            return Evaluation((0.53, 0.47), F6_F4)

    monkeypatch.setattr(module, "KonaAnalyser", Judge)
    app, scene = _scene([_exercise(before=EASY, played=Action("move", ("f6", "d4")))])
    scene.show_better()
    for thread in threading.enumerate():
        if thread.name == "baraza-exercise":
            thread.join(10)
    frames(app, 1)
    assert scene.hint_move == F6_F4
    assert scene.hint.startswith("The analysis would play f6 → f4") and "because it covers Black's piece on f4" in \
        scene.hint, scene.hint
    scene.on_exit()


def test_the_reply_arrow_leaves_the_towers_top_piece_in_view(baraza_home) -> None:
    app, scene = _scene([_exercise()])
    scene.thinking, scene._done = True, (scene.index, Answer(False, "Not quite.", action=TRY, reply=REPLY))
    frames(app, 1)
    assert scene.shown_reply() == REPLY
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    scene.draw(surface)
    assert scene.table.current_view().stacks["f6"], "the reply's start holds a tower: the test proves nothing"
    for square in ("f6", "f4"):  # the reply's start and the try's, where the board after the try shows a tower
        if not scene.table.current_view().stacks.get(square):
            continue
        centre = scene._screen_rect(scene.table.square_rect(square)).center
        target = fit(pygame.Surface(theme.LOGICAL_SIZE), scene.board_area).topleft
        for dx in range(-6, 7, 3):
            for dy in range(-6, 7, 3):
                x, y = centre[0] + dx, centre[1] + dy
                board = scene._picture.get_at((x - target[0], y - target[1]))
                assert surface.get_at((x, y)) == board, f"an arrow covers the top piece on {square} at {(dx, dy)}"
    scene.on_exit()
