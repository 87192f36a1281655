"""The replay by keyboard alone (issue 44): a blind tester's Tab showed no focus and only the arrows answered.
Tab rings every control of the bar, Enter presses it (Analyse keeps its guard against a quick second Enter), and
the arrows still step the moves."""

from __future__ import annotations

import pygame
from matches import played
from scene_helpers import frames, key, make_app

from baraza.game.registry import game_names

TAB, ENTER, SPACE = pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE


def _open(app):
    viewer = app.show("replay", played(game_names()[0], 2, ["human", "ai:easy"], limit=12))
    viewer.seat_choices = list(range(len(viewer.source.seats)))  # every seat's eyes, as a test may ask (s35: an
    # unfinished match of a game hiding cards offers only the player's own)
    frames(app, 1)
    return viewer


def _tab_to(app, viewer, button, shift: bool = False) -> int:
    """Tab (or Shift+Tab) until `button` has the ring; the number of presses it took."""
    for presses in range(1, 20):
        frames(app, 1, [key(TAB, pygame.KMOD_SHIFT if shift else 0)])
        if viewer.focused() is button:
            return presses
    raise AssertionError(f"Tab never reached {button.text}")


def test_tab_rings_the_bar_and_enter_starts_the_analysis_once(baraza_home) -> None:
    app = make_app()
    viewer = _open(app)
    assert viewer.focused() is None  # no ring until a key asks for one
    frames(app, 1, [key(TAB)])
    first = viewer.focused()
    assert first is viewer.bar.icons[0] and first.focused
    _tab_to(app, viewer, viewer.analyse_button)
    assert [stop for stop in viewer.focus_stops if stop.focused] == [viewer.analyse_button]  # one ring at a time
    frames(app, 1, [key(ENTER)])
    assert viewer.job is not None and viewer.job.running and viewer.job.keeps
    frames(app, 1, [key(ENTER)])  # a quick second Enter lands on the Cancel now in Analyse's place
    assert viewer.job is not None and viewer.job.running, "the second Enter cancelled the analysis it started"
    frames(app, 1)
    if viewer.analyse_button.text == "Cancel":  # still judging: a later Enter cancels, as a later click does
        frames(app, 40, dt=1 / 30)
        if viewer.analyse_button.text == "Cancel":
            frames(app, 1, [key(ENTER)])
            assert not viewer.job.running
    viewer.on_exit()


def test_tab_and_enter_reach_moves_and_play_here(baraza_home) -> None:
    app = make_app()
    shown = []
    app.show_match = shown.append  # Play here opens the table: the match it would start is enough here
    viewer = _open(app)
    frames(app, 1, [key(pygame.K_END), key(pygame.K_LEFT)])  # a move or two back from the end: Play here takes it
    assert 0 < viewer.ply < viewer.replay.plies
    _tab_to(app, viewer, viewer.bar.buttons[2])  # Moves
    assert viewer.bar.buttons[2].text == "Moves"
    frames(app, 1, [key(ENTER)])
    assert viewer.show_moves
    frames(app, 1, [key(ENTER)])
    assert not viewer.show_moves  # Enter again closes it: the same button
    frames(app, 1, [key(SPACE)])
    assert viewer.show_moves and not viewer.playing  # Space presses the ringed button, not the play toggle
    _tab_to(app, viewer, viewer.moves)  # the open list is a stop too
    ply = viewer.ply
    frames(app, 1, [key(pygame.K_UP)])
    assert viewer.ply < ply  # Up in the list: the move before
    _tab_to(app, viewer, viewer.branch_button, shift=True)
    frames(app, 40)
    frames(app, 1, [key(ENTER)])
    assert len(shown) == 1 and shown[0].branched_from["ply"] == viewer.ply
    viewer.on_exit()


def test_arrows_step_and_speed_and_seat_answer_enter_with_the_ring_on_the_bar(baraza_home) -> None:
    app = make_app()
    viewer = _open(app)
    frames(app, 1, [key(pygame.K_END)])
    _tab_to(app, viewer, viewer.speed_button)
    before = viewer.ply
    frames(app, 1, [key(pygame.K_LEFT)])
    assert viewer.ply < before or viewer.before_mark  # Left still steps with the ring on a button
    speed = viewer.speed
    frames(app, 1, [key(ENTER)])
    assert viewer.speed == (speed + 1) % 3 and viewer.speed_button.text != "Normal"
    seat_text = viewer.view_button.text
    frames(app, 1, [key(TAB), key(ENTER)])
    assert viewer.focused() is viewer.view_button and viewer.view_button.text != seat_text
    frames(app, 1, [key(pygame.K_HOME)])
    assert viewer.ply == 0
    seat_text = viewer.view_button.text
    frames(app, 1, [key(pygame.K_1, unicode="1"), key(ENTER)])  # a turn typed: Enter goes there, not the button
    assert viewer.view_button.text == seat_text and viewer.typed_turn == ""
    assert viewer.ply == viewer.replay.first_move_of_turn(1)
    frames(app, 1, [key(pygame.K_ESCAPE)])
    assert app.stack.top is not viewer


def test_the_ring_is_drawn_on_an_icon_and_a_mouse_press_clears_it(baraza_home) -> None:
    from scene_helpers import click

    app = make_app()
    viewer = _open(app)
    frames(app, 1, [key(TAB), key(TAB)])  # the back-one-move icon
    icon = viewer.bar.icons[1]
    assert viewer.focused() is icon and viewer.bar.hovered_words() == icon.tooltip  # its words show in the tip
    surface = pygame.Surface(pygame.display.get_surface().get_size() if pygame.display.get_surface() else (1280, 720))
    viewer.draw(surface)
    from baraza.scenes.ui import theme
    ring = icon.rect.inflate(2 * theme.FOCUS_GAP + 2, 2 * theme.FOCUS_GAP + 2)
    assert tuple(surface.get_at((ring.centerx, ring.top)))[:3] == tuple(theme.FOCUS)[:3]
    frames(app, 1, click((5, 5)))
    assert viewer.focused() is None
    viewer.on_exit()


def test_the_keys_page_lists_the_replays_keys() -> None:
    from baraza.scenes.screens.keys import keys_markdown

    page = keys_markdown([])
    replay = page.split("## In a replay", 1)[1].split("## ", 1)[0]
    for keys in ("Left / Right", "Home / End", "Page Up / Page Down", "Tab / Shift+Tab", "Enter", "Up / Down",
                 "A turn number, then Enter", "Esc"):
        assert f"**{keys}**" in replay
