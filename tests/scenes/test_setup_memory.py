"""Setup remembers what a player chose (the AI level, per game, in settings), explains only what a game has,
and a lesson taken is never offered again as "New to …?"."""

from scene_helpers import frames, make_app

from baraza.game.persistence.settings import load_settings
from baraza.game.registry import GAMES, get_game
from baraza.scenes.screens.setup import SetupScene
from baraza.scenes.table.tutorial import lesson_table


def test_setup_remembers_the_seats_and_ai_level_per_game(baraza_home):
    app = make_app()
    setup = SetupScene(app, get_game("kona"))
    app.stack.reset(setup)
    setup._set_kind(1, "ai:hard")
    setup.begin()
    frames(app, 2)
    assert load_settings()[0].setup_seats["kona"] == ["human", "ai:hard"]
    again = SetupScene(app, get_game("kona"))
    assert again.seat_kinds == ["human", "ai:hard"]
    other = SetupScene(app, get_game("konja"))
    assert other.seat_kinds != ["human", "ai:hard"] or "hard" not in get_game("konja").ai_levels


def test_a_bad_remembered_seat_falls_back_to_the_default(baraza_home):
    app = make_app()
    app.settings.setup_seats = {"kona": ["human", "ai:nosuchlevel"]}
    assert SetupScene(app, get_game("kona")).seat_kinds[1] != "ai:nosuchlevel"


def test_solo_help_only_for_games_that_have_a_solo_mode(baraza_home):
    app = make_app()
    for name in GAMES:
        setup = SetupScene(app, get_game(name))
        helps = " ".join(setup.help_of.values())
        assert ("Solo is a game alone" in helps) == (get_game(name).rules.min_seats == 1), name


def test_a_lesson_taken_is_not_offered_again(baraza_home):
    app = make_app()
    lesson_table(app, "kona")
    assert "kona" in app.settings.lessons_offered
    assert "kona" in load_settings()[0].lessons_offered
