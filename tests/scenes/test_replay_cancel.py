"""Analyse becomes Cancel in its place: a double click on Analyse must not cancel the analysis it just started
(a playtester's button that changed meaning under the pointer, issue 41); a later click cancels, and the button
says what it does."""

from __future__ import annotations

from matches import played
from scene_helpers import frames, make_app

from baraza.game.registry import game_names


def test_a_second_click_right_after_analyse_does_not_cancel_it(baraza_home) -> None:
    app = make_app()
    viewer = app.show("replay", played(game_names()[0], 2, ["human", "ai:easy"], limit=12))
    frames(app, 1)
    viewer.toggle_analysis()
    viewer.toggle_analysis()  # the double click's second press, on the Cancel now in Analyse's place
    assert viewer.job is not None and viewer.job.running
    frames(app, 1)
    assert viewer.analyse_button.text == "Cancel" and viewer.analyse_button.tooltip == "Stop the analysis"
    frames(app, 1, dt=0.45)
    viewer.toggle_analysis()  # a slower double click (the playtest's 0.3-0.45 s) is still the same press
    assert viewer.job is not None and viewer.job.running
    frames(app, 3, dt=0.3)
    if viewer.job is not None and viewer.job.running:  # still judging: now a click cancels
        viewer.toggle_analysis()
        assert not viewer.job.running
    viewer.on_exit()


def test_after_a_click_on_a_step_button_the_bar_shows_the_move_not_the_buttons_words(baraza_home) -> None:
    """A playtester stepping with the mouse never saw which move was played: the resting pointer's button words
    took the caption's place (H2)."""
    import pygame
    from scene_helpers import click

    app = make_app()
    viewer = app.show("replay", played(game_names()[0], 2, ["human", "ai:easy"], limit=12))
    frames(app, 1)
    forward = viewer.bar.icons[3]
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=forward.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert viewer.bar.hovered_words() == forward.tooltip  # resting on it: what it does
    frames(app, 1, click(forward.rect.center))
    assert viewer.ply == 1 and viewer.bar.hovered_words() == ""  # clicked: the caption (the move) shows
    assert "Move 1 of" in viewer.bar.caption or "Before move 1" in viewer.bar.caption
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=forward.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert viewer.bar.hovered_words() == forward.tooltip  # back on it after leaving: its words again
    viewer.on_exit()


def test_a_click_right_after_cancel_turns_practise_does_not_open_practise(baraza_home) -> None:
    """Playtest B: at the analysis's end the same button became Practise, and one more click opened it."""
    import pytest

    from baraza.game.core.analysis import MoveJudgement

    app = make_app()
    for name in game_names():  # a game with exercises (a table's `exercise` module)
        viewer = app.show("replay", played(name, 2, ["human", "ai:easy"], limit=12))
        if viewer._practise:
            break
        app.stack.pop()
    else:
        pytest.skip("no game offers exercises")
    frames(app, 1, dt=1.0)
    viewer.timeline.judgements = [MoveJudgement(m.ply, m.seat, m.text, None, 0.5, 0.5, None, None, (0.5, 0.5),
                                                (0.5, 0.5)) for m in viewer.replay.moves]
    frames(app, 1)  # the analysis is in: the button says Practise from this frame
    assert viewer.analyse_button.text == "Practise"
    app.toasts.clear()
    viewer.toggle_analysis()  # a click aimed at the Cancel that was there
    assert app.stack.top is viewer and not app.toasts
    frames(app, 1, dt=1.0)
    viewer.toggle_analysis()  # a deliberate click opens Practise (or says why there is nothing to practise)
    assert app.stack.top is not viewer or app.toasts
    viewer.on_exit()
