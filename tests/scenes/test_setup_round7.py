"""Setup opens on what a game was last started with (issue 41: a tester set Khedu to two players against the AI and
its turn limit at every start): the seat count, the seats' kinds and the options, per game, kept valid when the
game's offer changed; a settings file from before still loads."""

from __future__ import annotations

import json

from scene_helpers import frames, make_app

from baraza.game.persistence.paths import settings_path
from baraza.game.persistence.settings import load_settings
from baraza.game.registry import GAMES, get_game
from baraza.scenes.screens.setup import SetupScene


def _started(app, game: str, seats: int, kinds: dict[int, str], options: dict) -> None:
    setup = SetupScene(app, get_game(game))
    app.stack.reset(setup)
    setup._set_seat_count(seats)
    for seat, kind in kinds.items():
        setup._set_kind(seat, kind)
    for key, value in options.items():
        setup._set_option(key, value)
    setup.begin()
    frames(app, 2)


def test_setup_reopens_with_the_seat_count_kinds_and_options_last_started(baraza_home):
    app = make_app()
    _started(app, "khedu", 2, {1: "ai:easy"}, {"max_turns": 40})
    again = SetupScene(app, get_game("khedu"))
    assert again.num_seats == 2
    assert again.seat_kinds[:2] == ["human", "ai:easy"]
    assert again.options["max_turns"] == 40
    assert again.option_rows["max_turns"][0].value == 40  # shown so too
    saved = load_settings()[0]
    assert saved.setup_last["khedu"]["seats"] == 2 and saved.setup_last["khedu"]["options"]["max_turns"] == 40
    # another game keeps its own defaults
    other = next(name for name in GAMES if name != "khedu")
    fresh = SetupScene(make_app(), get_game(other))
    assert fresh.options == get_game(other).rules.default_options()


def test_what_the_game_no_longer_offers_falls_back_to_its_default(baraza_home):
    app = make_app()
    rules = get_game("khedu").rules
    app.settings.setup_seats = {"khedu": ["human", "ai:nosuchlevel", "ai:easy"]}  # a seat count that changed
    app.settings.setup_last = {"khedu": {"seats": 9, "options": {"max_turns": 33, "gone": "x", "clan_1": "Wuqri"}}}
    setup = SetupScene(app, get_game("khedu"))
    assert setup.num_seats in (rules.min_seats, rules.max_seats) and setup.num_seats != 9
    assert setup.seat_kinds[1] != "ai:nosuchlevel" and setup.seat_kinds[2] == "ai:easy"
    assert setup.options["max_turns"] == 25 and "gone" not in setup.options
    assert setup.options["clan_1"] == "Wuqri"


def test_an_old_settings_file_still_loads_and_a_bad_memory_is_ignored_alone(baraza_home):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"text_scale": 150, "setup_seats": {"khedu": ["human", "ai:easy"]}}))
    settings, warning = load_settings()
    assert warning is None and settings.text_scale == 150 and settings.setup_last == {}
    path.write_text(json.dumps({"text_scale": 150, "setup_last": {"khedu": {"seats": "two"}}}))
    settings, warning = load_settings()
    assert settings.text_scale == 150 and settings.setup_last == {} and "setup last" in warning


def _focused(menu) -> list[str]:
    return [b.text for b in menu.buttons if b.focused]


def _mouse(app) -> None:
    import pygame

    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))])


def test_the_menus_ring_shows_from_the_start_and_a_key_after_the_mouse_shows_it_where_it_is(baraza_home):
    """Issue 41 (keys at 150 %): no ring on the main menu before the first key (the window's pointer had hidden
    it), then the first arrow moved it one step from a button nobody saw. The ring shows from the start; after
    the mouse hid it, the first arrow or Tab shows it where it is, the next ones move it."""
    import pygame
    from scene_helpers import key

    app = make_app()
    app.stack.reset(app.make_screen("menu"))
    frames(app, 2)
    menu = app.stack.top.menu
    assert _focused(menu) == ["New game"]  # no autosave: Continue is off, New game is where Enter goes
    _mouse(app)
    assert _focused(menu) == []
    frames(app, 1, [key(pygame.K_DOWN)])
    assert _focused(menu) == ["New game"]  # shown where it is, not moved
    frames(app, 1, [key(pygame.K_DOWN)])
    assert _focused(menu) == ["Join a table"]
    _mouse(app)
    frames(app, 1, [key(pygame.K_TAB)])
    assert _focused(menu) == ["Join a table"]


def test_the_results_panel_shows_its_ring_from_the_start_and_at_the_first_arrow_of_any_kind(baraza_home):
    import pygame
    from scene_helpers import key

    from baraza.game.registry import new_match
    from baraza.scenes.screens.results import ResultsScene
    from baraza.scenes.table.launch import scene_class

    app = make_app()
    match = new_match("khedu", ["human"], 3, {})
    scene = scene_class("khedu")(app, match)
    scene.results_shown = True
    scene.ai.close()
    app.stack.reset(scene)
    app.stack.apply_pending()
    results = ResultsScene(app, scene)
    app.stack.push(results)
    frames(app, 2)
    first = _focused(results.menu)
    assert len(first) == 1  # where Enter goes, from the start
    _mouse(app)
    assert _focused(results.menu) == []
    frames(app, 1, [key(pygame.K_DOWN)])  # ↓ on a row of buttons did nothing: no ring, no move
    assert _focused(results.menu) == first
    frames(app, 1, [key(pygame.K_h)])  # folded: the ring stays shown, on the bar's button
    assert len(_focused(results.menu)) == 1
