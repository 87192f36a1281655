"""Blind tester kona20: on the end card the keys' ring sat on "Hide" (18-end1.png), so the natural next step,
Rematch, was a walk of the ring away. The ring now starts on Rematch (Menu where only the host may start one), and
the Enter a player was pressing as the match ended still presses nothing: not during the panel's first moment, nor
while that key is held down and repeating; a fresh press after it is let go starts the rematch."""

from __future__ import annotations

import pygame
from scene_helpers import frames, key, make_app

from baraza.game.registry import game_names, new_match
from baraza.scenes.screens.results import APPEARED_SECONDS, ResultsScene
from baraza.scenes.table.launch import scene_class


def _results(app, name: str):
    scene = scene_class(name)(app, new_match(name, ["human", "human"], 3, {}))
    scene.results_shown = True  # the test pushes the results itself
    scene.ai.close()
    app.stack.reset(scene)
    app.stack.apply_pending()
    results = ResultsScene(app, scene)
    app.stack.push(results)
    frames(app, 1)
    return scene, results


def _focused(results) -> list[str]:
    return [b.text for b in results.menu.buttons if b.focused]


def test_the_ring_starts_on_rematch_in_every_game(baraza_home) -> None:
    app = make_app()
    for name in game_names():
        _table, results = _results(app, name)
        assert results.menu.buttons[results.menu.focus] is results.rematch_button, name
        assert _focused(results) == ["Rematch"], (name, _focused(results))


def test_where_rematch_is_not_offered_the_ring_starts_on_menu(baraza_home) -> None:
    app = make_app()
    table, results = _results(app, game_names()[0])
    results.rematch_button.enabled = False  # a networked guest: the host starts a rematch
    results._menus = None
    results._build_menus()
    assert results.menu.buttons[results.menu.focus] is results.menu_button


def test_a_held_enter_starts_no_rematch_but_a_fresh_one_does(baraza_home) -> None:
    app = make_app()
    table, results = _results(app, game_names()[0])
    frames(app, 1, [key(pygame.K_RETURN)])  # the Enter meant for the table, as the match ended
    frames(app, int(APPEARED_SECONDS * 60) + 2)
    frames(app, 3, [key(pygame.K_RETURN)])  # its key repeats while held down
    app.stack.apply_pending()
    assert app.stack.top is results and _focused(results) == ["Rematch"]
    frames(app, 1, [pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, scancode=0)])
    frames(app, 1, [key(pygame.K_RETURN)])  # a fresh press on the ring's Rematch
    app.stack.apply_pending()
    assert app.stack.top is not results
    assert app.stack.top.match is not table.match and app.stack.top.match.seed == table.match.seed + 1
