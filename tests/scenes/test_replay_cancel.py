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
    frames(app, 3, dt=0.2)
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
