"""Playing Kona through the table as a player would: click, move, AI answers, undo, hint, save."""

import time

import pygame
from keyboard_player import walk_to
from scene_helpers import click, frames, key, make_app

from baraza.game.persistence.autosaves import autosave_file
from baraza.game.persistence.saves import load_match
from baraza.game.registry import new_match
from baraza.scenes.kona.table import KonaScene


def _wait_for(app, condition, seconds: float = 120.0) -> None:  # a bound for a loaded machine, not a speed claim
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        frames(app, 1, dt=0.05)
        time.sleep(0.005)
    assert condition()


def test_click_a_tower_then_a_landing_square(baraza_home):
    app = make_app()
    match = new_match("kona", ["human", "ai:easy"], 4)
    scene = KonaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    frm, to = match.legal_actions(0)[0].args
    frames(app, 1, click(scene.square_rect(frm).center))
    assert scene.selected == frm
    frames(app, 1, click(scene.square_rect(to).center))
    assert match.moves[0][1].args == (frm, to)
    _wait_for(app, lambda: len(match.records) == 2)  # the AI answered off the render thread
    app.autosaver.flush()
    assert load_match(autosave_file(match)).moves == match.moves
    frames(app, 1, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert match.records == []


def test_keyboard_cursor_plays_a_move(baraza_home):
    app = make_app()
    match = new_match("kona", ["human", "human"], 4)
    scene = KonaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    frm, to = match.legal_actions(0)[0].args
    for square in (frm, to):  # Tab and the arrows to the square, Enter: the keyboard's cursor (table/focus.py)
        walk_to(app, scene, scene.square_rect(square))
        frames(app, 1, [key(pygame.K_RETURN)])
        frames(app, 40)  # a moment to read the cursor's new spot: a quick second Enter there is swallowed
    assert match.moves and match.moves[0][1].args == (frm, to)


def test_illegal_click_is_refused_without_change(baraza_home):
    app = make_app()
    match = new_match("kona", ["human", "ai:easy"], 4)
    scene = KonaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    frames(app, 1, click(scene.square_rect("c3").center))  # an empty square
    assert scene.selected is None and match.records == []


def test_hint_suggests_a_legal_move(baraza_home):
    app = make_app()
    match = new_match("kona", ["human", "ai:easy"], 4)
    scene = KonaScene(app, match)
    app.stack.reset(scene)
    frames(app, 1, [key(pygame.K_h)])
    _wait_for(app, lambda: scene.hint is not None)
    assert scene.hint in match.legal_actions(0)


def test_match_end_shows_results_and_records_stats(baraza_home):
    from baraza.scenes.screens.results import ResultsScene

    app = make_app()
    match = new_match("kona", ["ai:easy", "ai:easy"], 8)
    scene = KonaScene(app, match)
    app.stack.reset(scene)
    _wait_for(app, lambda: isinstance(app.stack.top, ResultsScene), 120)
    assert match.is_over()
    assert app.scores.stats("kona").played == 1


def test_pause_menu_saves_a_file_with_a_thumbnail(baraza_home):
    import json

    from baraza.scenes.screens.pause import PauseScene

    app = make_app()
    match = new_match("kona", ["human", "human"], 4)
    scene = KonaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    match.submit(0, match.legal_actions(0)[0])
    frames(app, 1, [key(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, PauseScene)
    app.stack.top.save()
    frames(app)
    frames(app, 1, [key(pygame.K_RETURN)])  # the suggested name
    frames(app)
    saved = list((baraza_home / "data" / "saves").glob("*.json"))
    assert len(saved) == 1
    data = json.loads(saved[0].read_text())
    assert data["thumbnail"] and len(data["moves"]) == 1
    assert app.stack.top is scene




def test_pie_rule_swap_by_its_button(baraza_home):
    """With the pie rule on, Black (a human here) may take White's position by the Swap button."""
    from baraza.game.core.action import Action

    app = make_app()
    match = new_match("kona", ["human", "human"], 4, {"pie": "on", "opening": "free"})
    scene = KonaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    first = next(a for a in match.legal_actions(0) if a.kind == "move")
    match.submit(0, first)
    frames(app, 3)
    view = scene.current_view()
    assert scene.can_swap(view) and Action("swap") in match.legal_actions(1)
    frames(app, 1, click(scene.swap_rect().center))
    assert match.moves[-1] == (1, Action("swap"))
    view = scene.current_view()
    assert view.seat_colours == (1, 0)
    assert scene.seat_labels()[1].startswith("White") and scene.seat_labels()[0].startswith("Black")
