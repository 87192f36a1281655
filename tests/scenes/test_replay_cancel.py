"""Analyse, Cancel and Practise each keep a place of their own (issue 41: one button that read Analyse, then
Cancel, then Practise changed meaning under the pointer): a double click on Analyse must not cancel the analysis it
just started, Cancel (elsewhere) stops it, and nothing appears under the pointer that pressed it."""

from __future__ import annotations

from matches import played
from scene_helpers import click, frames, make_app

from baraza.game.registry import game_names


def test_a_second_click_right_after_analyse_does_not_cancel_it(baraza_home) -> None:
    app = make_app()
    viewer = app.show("replay", played(game_names()[0], 2, ["human", "ai:easy"], limit=12))
    frames(app, 1)
    spot = viewer.analyse_button.rect.center
    frames(app, 1, click(spot) + click(spot))  # a double click read in one frame
    job = viewer.job
    assert job is not None and job.running and not job.cancelled
    # Analyse stays put, greyed, saying what it does; Cancel shows in a place of its own, not under the pointer
    assert viewer.analyse_button.text == "Analysing…" and not viewer.analyse_button.enabled
    assert viewer.cancel_button in viewer.bar.buttons and not viewer.cancel_button.rect.collidepoint(spot)
    assert viewer.cancel_button.tooltip == "Stop the analysis"
    frames(app, 1, dt=0.45)
    frames(app, 1, click(spot))  # a slower double click (the playtest's 0.3-0.45 s) is still the same press
    assert viewer.job is job and job.running and not job.cancelled
    frames(app, 3, dt=0.3)
    if job.running:  # still judging: Cancel, in its own place, stops it
        frames(app, 1, click(viewer.cancel_button.rect.center))
        assert job.cancelled and not job.running
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


def test_after_cancel_or_the_analysis_s_end_nothing_opens_under_the_pointer(baraza_home) -> None:
    """Playtest B: at the analysis's end the Cancel button became Practise, and one more click opened it. Now
    Cancel goes when pressed and nothing takes its place; Practise appears above Analyse (not where Cancel or
    Analyse stood) and ignores a press a moment after it appears."""
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
    frames(app, 1, click(viewer.analyse_button.rect.center))
    job = viewer.job
    assert job is not None and job.running and viewer.cancel_button in viewer.bar.buttons
    spot = viewer.cancel_button.rect.center
    app.toasts.clear()
    frames(app, 1, click(spot) + click(spot))  # Cancel, double-clicked in one frame
    assert job.cancelled and viewer.job is job and [t.text for t in app.toasts] == ["Analysis cancelled."]
    # Cancel is gone at once and nothing stands under the pointer that pressed it
    assert not any(b.rect.collidepoint(spot) for b in [*viewer.bar.buttons, *viewer.bar.icons])
    assert viewer.analyse_button.text == "Analyse" and viewer.analyse_button.enabled
    frames(app, 1, dt=0.3)
    frames(app, 1, click(spot))  # the slow double click's second half: nothing starts or opens
    assert viewer.job is job and app.stack.top is viewer and len(app.toasts) == 1
    viewer.timeline.judgements = [MoveJudgement(m.ply, m.seat, m.text, None, 0.5, 0.5, None, None, (0.5, 0.5),
                                                (0.5, 0.5)) for m in viewer.replay.moves]
    frames(app, 1)  # the analysis is in: Practise appears, in neither Cancel's nor Analyse's place
    practise = viewer.practise_button
    assert practise in viewer.bar.buttons and viewer.cancel_button not in viewer.bar.buttons
    assert not practise.rect.collidepoint(spot) and not practise.rect.colliderect(viewer.analyse_button.rect)
    assert viewer.analyse_button.text == "Analysed" and not viewer.analyse_button.enabled
    if not practise.enabled:  # nothing to practise: greyed, its reason in its words under the pointer
        assert practise.tooltip == viewer.practise_reason() and practise.tooltip

    def press() -> None:  # a click; on a greyed Practise (a click does nothing there) what the click would call
        if practise.enabled:
            frames(app, 1, click(practise.rect.center))
        else:
            viewer.open_practise()

    app.toasts.clear()
    press()  # a press on its way as it appeared
    assert app.stack.top is viewer and not app.toasts
    frames(app, 1, dt=1.0)
    press()  # a deliberate press opens Practise (or says why there is nothing to practise)
    assert app.stack.top is not viewer or app.toasts
    viewer.on_exit()
