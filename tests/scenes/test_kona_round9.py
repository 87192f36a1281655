"""Blind playtest, Kona round 9 (issue 41): Practise shows the board after a wrong try that uncovers the other
side's piece its line needs, and says so; a right answer gets its reason."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.kona.exercises import Exercise  # noqa: E402

SHOTS = Path("/tmp/kona9fix")


def _move(a: str, b: str) -> Action:
    return Action("move", (a, b))


def _exercise() -> Exercise:
    """54.png's position: White a6 → c4, Black a1 → b2; White played f1 → f4 (a blunder)."""
    return Exercise({}, 1, ("human", "ai:normal"), ((0, _move("a6", "c4")), (1, _move("a1", "b2"))), 0,
                    _move("f1", "f4"), 0.52, False, "blunder")


def _answer(app, scene, action: Action) -> None:
    for square in action.args:
        pos = scene._screen_rect(scene.table.square_rect(square)).center
        frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        frames(app, 30, dt=1 / 60)  # a second click on the board waits as a player would
    end = time.monotonic() + 60
    while scene.thinking and time.monotonic() < end:
        frames(app, 1, dt=0.05)
        time.sleep(0.02)


def _open(scale: int = 100):
    from baraza.scenes.kona.exercise import ExerciseScene

    app = make_app()
    app.settings.text_scale = scale
    app.fonts.set_scale(scale / 100)
    scene = ExerciseScene(app, [_exercise()])
    app.stack.push(scene)
    frames(app, 2)
    return app, scene


def _shot(app, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    frames(app, 1)
    pygame.image.save(app.screen if hasattr(app, "screen") else pygame.display.get_surface(), str(SHOTS / name))


def test_a_wrong_try_that_uncovers_a_piece_shows_it_and_says_so(baraza_home) -> None:
    """54.png: "it lets Black make a line at once (on c3)" while a1 still showed White on top: a1-b2-c3 exists only
    once a1 → a3 lifts White off Black's piece there."""
    app, scene = _open()
    assert scene.table.match.state.board == scene.position.state.board
    _answer(app, scene, _move("a1", "a3"))
    assert scene.answer is not None and not scene.answer.right
    assert "lifting your piece off a1 uncovers Black's piece there" in scene.answer_words()
    assert "a1-b2-c3" in scene.answer_words()
    shown = scene.table.match.view(None)
    assert shown.top("a1") == 1 and shown.top("a3") == 0  # the board is the one after the try
    _shot(app, "practise_uncover_100.png")
    _answer(app, scene, _move("c4", "d4"))  # the second try starts from the position again
    assert scene.answer.right
    assert scene.table.match.view(None).top("a1") == 0


def test_a_right_answer_says_why(baraza_home) -> None:
    """"Good: that keeps your chances (52%)" alone: the Hint's reason comes with it."""
    app, scene = _open(150)
    _answer(app, scene, _move("c4", "d4"))
    assert scene.answer.right
    assert "because it moves your piece from c4, where a6 → c4 could cover it, to d4" in scene.answer_words()
    assert not app.fonts.shortened, "the verdict reads whole at 150 %"
    _shot(app, "practise_right_150.png")


def test_black_always_answers_when_next_is_pressed_and_the_words_say_so() -> None:
    """Step 4 said "Press Next, and Black makes its first move", yet after steps 7, 9 and 13 Black moved straight
    after the learner's move (12.png): now every reply waits for Next, on a step that says so."""
    from baraza.game.core.tutorial import load_tutorial
    from baraza.game.registry import get_game

    steps = load_tutorial(get_game("kona")).steps
    replying = [s for s in steps if s.reply]
    assert len(replying) == 6
    for step in replying:
        assert step.do is None and "press Next" in step.text.replace("Press Next", "press Next"), step.text


def test_the_last_step_lights_every_square_it_names(baraza_home) -> None:
    """21.png: "show white on d2, d3 and d4" while d3 and d4 lay in the dimmed part and looked grey."""
    from baraza.scenes.table.tutorial_auto import run_lesson

    for scale in (100, 150):
        app = make_app()
        app.settings.text_scale = scale
        app.fonts.set_scale(scale / 100)
        result = run_lesson(app, "kona", SHOTS / f"lesson{scale}")
        assert result.ok, result.problem
    from baraza.game.core.tutorial import load_tutorial
    from baraza.game.registry import get_game

    last = load_tutorial(get_game("kona")).steps[-1]
    assert "squares:d3,d4" in last.point


def test_the_chart_header_always_reads_move_n(baraza_home, monkeypatch) -> None:
    """64.png: "Move 3: 0%" in one replay, "11: 100%" in another: the value keeps its one form (on a line of its
    own above the chart where it does not fit beside the title), at 100 % and 150 %."""
    from test_replay_round6 import _analysed_viewer, _judged, _kona_match

    from baraza.scenes.ui import theme

    for scale in (100, 150):
        app = make_app()
        app.settings.text_scale = scale
        app.fonts.set_scale(scale / 100)
        match = _kona_match()
        judged = _judged(match)
        for j in judged:  # White wins: its chance is 100 % at the end
            object.__setattr__(j, "chances_after", (1.0, 0.0)) if j.ply >= 4 else None
        viewer = _analysed_viewer(app, match, judged)
        viewer.jump(11)
        drawn: list[str] = []
        real = theme.blit_text
        def spy(s, f, text, *a, drawn=drawn, real=real, **k):
            drawn.append(text)
            return real(s, f, text, *a, **k)

        monkeypatch.setattr(theme, "blit_text", spy)
        surface = pygame.Surface(app.screen.get_size())
        viewer.draw(surface)
        monkeypatch.setattr(theme, "blit_text", real)
        assert viewer.moves.readout == "After move 11: 100%"
        assert "After move 11: 100%" in drawn, [t for t in drawn if "100%" in t]
        pygame.image.save(surface, str(SHOTS / f"chart_header_{scale}.png"))
        viewer.on_exit()


def test_the_hints_concrete_words_read_whole_in_the_panel(baraza_home) -> None:
    """40.png's position: the Hint names the square it leaves, the cover it escapes and where it goes; the words
    read whole in the player's panel at 100 % and 150 %."""
    from baraza.game.kona.hint_reason import hint_words
    from baraza.game.registry import new_match
    from baraza.scenes.kona.table import KonaScene
    from baraza.scenes.table.ai_runner import AIResult

    for scale in (100, 150):
        app = make_app()
        app.settings.text_scale = scale
        app.fonts.set_scale(scale / 100)
        match = new_match("kona", ["human", "ai:normal"], 4, {"opening": "free"})
        match.submit(0, _move("a6", "c4"))
        match.submit(1, _move("a1", "b2"))
        scene = KonaScene(app, match)
        app.stack.reset(scene)
        frames(app)
        best = _move("c4", "d4")
        words = hint_words(scene.current_view(), best)
        assert words and "c4" in words and "a6 → c4" in words and "d4" in words
        answer = AIResult(0, "hint", best, None, 0.0, None, words)
        scene.move_intents.ai.poll = lambda purpose, answer=answer: answer if purpose == "hint" else None
        scene.move_intents.poll_hint()
        app.fonts.shortened.clear()
        frames(app, 2)
        assert not [t for t in app.fonts.shortened if "a6" in str(t)], app.fonts.shortened
        _shot(app, f"hint_{scale}.png")
