"""The lesson overlay, on Kona's lesson: it keeps the learner on the lesson's path without losing anything
(explanations wait for Next, a wrong click gets a pointer, only the lesson's move is taken, no undo, hint or
autosave during it), where a player finds the lesson, leaving it, and that the lesson teaches the game Setup
starts. The shared lesson tests for every game are in tests/scenes/test_tutorials.py."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))

from scene_helpers import click, frames, key, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.core.tutorial import TutorialError, TutorialRun, load_tutorial, parse_tutorial  # noqa: E402
from baraza.game.registry import get_game  # noqa: E402
from baraza.scenes.table.tutorial import has_lesson, lesson_table  # noqa: E402
from baraza.scenes.table.tutorial_auto import run_lesson  # noqa: E402


def _kona_lesson():
    app = make_app()
    table = lesson_table(app, "kona")
    app.stack.reset(table)
    frames(app, 2)
    return app, table


def _step(table) -> int:
    return table.tutorial.run.index


def test_explanation_step_waits_for_next_and_refuses_board_clicks(baraza_home):
    app, table = _kona_lesson()
    assert table.tutorial.run.waiting_for_next
    frames(app, 1, click(table.square_rect("f1").center))
    assert _step(table) == 0 and table.selected is None
    assert any("Next" in t.text for t in app.toasts)
    frames(app, 1, [key(pygame.K_RETURN)])
    assert _step(table) == 1


def test_wrong_click_gets_a_pointer_and_changes_nothing(baraza_home):
    app, table = _kona_lesson()
    table.tutorial.next_step()
    table.tutorial.next_step()
    frames(app, 2)
    assert table.tutorial.run.expected() == Action("move", ("f1", "d3"))
    frames(app, 1, click(table.square_rect("a6").center))  # a legal tower, but not the lesson's
    assert table.selected is None and not table.match.records
    assert any("glowing" in t.text for t in app.toasts)


def test_only_the_expected_action_is_accepted(baraza_home):
    app, table = _kona_lesson()
    table.tutorial.next_step()
    table.tutorial.next_step()
    frames(app, 2)
    assert not table.submit_intent(Action("move", ("f1", "f2")))  # legal in the game, not in the lesson
    assert not table.match.records
    frames(app, 1, click(table.square_rect("f1").center))
    frames(app, 1, click(table.square_rect("d3").center))
    assert table.match.records[0].action == Action("move", ("f1", "d3"))
    frames(app, 30)
    assert len(table.match.records) == 1 and _step(table) == 3, "Black waits while the red X is shown"
    # and the turn panel says so: "Black is thinking…" would say the AI was at work while it waits for the learner
    assert "when you press the lesson's Next" in table.turn_panel.turn_prompt()[1]
    assert "thinking" not in table.turn_panel.status_line()
    table.tutorial.next_step()
    for _ in range(300):
        frames(app, 1)
        if table.tutorial.settled:
            break
    assert len(table.match.records) == 2, "the scripted reply was played"
    assert _step(table) == 4


def test_no_undo_no_hint_no_autosave_during_the_lesson_then_keep_playing(baraza_home):
    from baraza.game.persistence.paths import autosaves_dir

    app, table = _kona_lesson()
    run = table.tutorial.run
    run.index = len(run.tutorial.steps)  # jump to the end card
    frames(app, 1, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert any("Undo is off" in t.text for t in app.toasts)
    app.autosaver.flush(5.0)
    assert not list(autosaves_dir().glob("*.json"))
    keep = next(b for b in table.tutorial.buttons if b.text == "Keep playing")
    frames(app, 1, click(keep.rect.center))
    assert table.tutorial is None
    app.autosaver.flush(5.0)
    assert list(autosaves_dir().glob("*.json")), "once played for real, the match is kept"


def test_a_script_that_no_longer_fits_stops_with_the_match_playable(baraza_home):
    app, table = _kona_lesson()
    overlay = table.tutorial
    overlay.run.replies = [Action("move", ("a1", "a6"))]  # not a legal Kona move
    overlay.run.replying = True
    frames(app, 2)
    assert overlay.broken and overlay.run.finished
    assert any("cannot go on" in t.text for t in app.toasts)


def test_bad_scripts_are_refused_in_one_line():
    spec = get_game("kona")
    for text in ["", "seats = ['human', 'ai:easy']", "[[step]]\ntext = 'x'\n",
                 "seats = ['human', 'human']\n[[step]]\ntext = 'x'\n",
                 "seats = ['human', 'ai:easy']\n[[step]]\ntext = 'x'\ndo = { kind = 3 }\n", "= nope"]:
        with pytest.raises(TutorialError) as caught:
            parse_tutorial(text, spec)
        assert "\n" not in str(caught.value)


def test_tutorial_run_walks_steps_and_replies():
    spec = get_game("kona")
    tutorial = load_tutorial(spec)
    run = TutorialRun(tutorial)
    assert run.waiting_for_next
    run.next()
    run.next()
    assert run.expected() == tutorial.steps[2].do
    run.done_action()
    assert run.index == 3 and not run.replying and run.waiting_for_next  # the red X shown, Black waits for Next
    run.next()
    assert run.replying and run.reply_due() == tutorial.steps[3].reply[0]
    run.reply_played()
    assert run.index == 4 and not run.replying


# --- where a player finds the lessons ---------------------------------------------------------------------
def test_picker_offers_learn_to_play_and_the_first_pick_offers_the_lesson_once(baraza_home):
    from baraza.scenes.screens.game_select import GameSelectScene
    from baraza.scenes.screens.setup import SetupScene
    from baraza.scenes.table.base import TableScene
    from baraza.scenes.ui.dialog import MessageScene

    app = make_app()
    picker = GameSelectScene(app)
    app.stack.reset(picker)
    frames(app, 1)
    learn = [b for b in picker.menu.buttons if b.text == "Learn to play"]
    shown = [spec.name for spec, _rect in picker.cards]  # the games on the page shown (any number of games)
    assert len(learn) == len([name for name in shown if has_lesson(name)]) > 0
    picker.pick("kona")
    frames(app, 1)
    assert isinstance(app.stack.top, MessageScene) and "New to Kona" in app.stack.top.title
    go = next(b for b in app.stack.top.menu.buttons if b.text == "Go to setup")
    frames(app, 1, click(go.rect.center))
    frames(app, 1)
    assert isinstance(app.stack.top, SetupScene)
    assert "kona" in app.settings.lessons_offered
    app.stack.pop()
    frames(app, 1)
    picker.pick("kona")  # the second time: straight to setup
    frames(app, 1)
    assert isinstance(app.stack.top, SetupScene)
    app.stack.pop()
    frames(app, 1)
    frames(app, 1, click(learn[0].rect.center))
    frames(app, 1)
    assert isinstance(app.stack.top, TableScene) and app.stack.top.tutorial is not None


# --- leaving, scoring and the card's place ------------------------------------------------------------------
def test_leave_lesson_is_away_from_next_and_asks_first(baraza_home):
    from baraza.scenes.ui.click_guard import DOUBLE_CLICK_PIXELS
    from baraza.scenes.ui.dialog import MessageScene

    app, table = _kona_lesson()
    nxt = next(b for b in table.tutorial.buttons if b.text == "Next")
    leave = next(b for b in table.tutorial.buttons if b.text == "Leave lesson")
    # off the card, in the table's button row (khedu23), farther than a double click's spread from Next
    assert not leave.rect.colliderect(nxt.rect.inflate(2 * DOUBLE_CLICK_PIXELS, 2 * DOUBLE_CLICK_PIXELS))
    assert not leave.rect.colliderect(table.tutorial.card)
    frames(app, 1, click(nxt.rect.center))
    frames(app, 1, click(nxt.rect.center))  # a double-click on Next: the second lands on Next's place again
    assert app.stack.top is table and table.tutorial is not None
    leave = next(b for b in table.tutorial.buttons if b.text == "Leave lesson")
    frames(app, 1, click(leave.rect.center))
    frames(app, 1)
    assert isinstance(app.stack.top, MessageScene) and "Leave" in app.stack.top.title
    frames(app, 1, [key(pygame.K_RETURN)])  # the default is to stay
    frames(app, 1)
    assert app.stack.top is table and table.tutorial is not None


def test_a_finished_lesson_is_not_scored_and_ends_on_its_own_card(baraza_home, tmp_path):
    app = make_app()
    recorded = []
    app.scores.record_match = lambda *args, **kw: recorded.append(args)
    result = run_lesson(app, "kona", None)
    assert result.ok, result.problem
    table = app.stack.top
    assert table.match.is_over() and tuple(table.match.result().winners) == (0,), "the learner made the winning move"
    for _ in range(5):
        frames(app, 1)
    assert app.stack.top is table, "no results screen over the lesson's end card"
    assert recorded == [], "a lesson win is not a win against AI easy"
    labels = [b.text for b in table.tutorial.buttons]
    assert "Keep playing" not in labels and "Start again" in labels


def test_glossary_words_under_the_card_do_not_answer_hover(baraza_home):
    app, table = _kona_lesson()
    fonts = app.fonts
    fonts.placed = [(pygame.Rect(table.tutorial.card.center, (40, 20)), "tower", 16, "sans"),
                    (pygame.Rect(2, 2, 10, 10), "tower", 16, "sans")]
    table.tutorial._hide_words_under_card()
    assert [tuple(p[0]) for p in fonts.placed] == [(2, 2, 10, 10)]
    fonts.placed = None


def test_kona_lesson_teaches_the_default_game_and_how_it_ends():
    """The lesson teaches the game Setup starts (a free first move), what blocks a move and every way a game
    ends; the pie rule and the lot are named as Setup options, not as rules of every match (issue 41)."""
    tutorial = load_tutorial(get_game("kona"))
    steps = tutorial.steps
    text = " ".join(step.text for step in steps)
    assert "red X" in text and "one, two or three squares" in text and "never jumps" in text
    assert "real matches" not in text and "by lot" not in text
    assert "no move left" in tutorial.outro and "draw" in tutorial.outro and "Setup offers the pie rule" in tutorial.outro
    assert tutorial.options.get("opening", "free") == "free"
    assert steps[-1].do is not None, "the learner makes the winning move"


def test_the_kona_lesson_plays_out_at_full_length():
    from baraza.game.core.tutorial import check_tutorial

    spec = get_game("kona")
    assert check_tutorial(load_tutorial(spec), spec, min_steps=12) == []
