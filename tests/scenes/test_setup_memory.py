"""Setup remembers what a player chose (the AI level, per game, in settings), explains only what a game has,
and a lesson taken is never offered again as "New to …?"."""

from scene_helpers import frames, make_app

from baraza.game.persistence.settings import load_settings
from baraza.game.registry import GAMES, get_game
from baraza.scenes.screens.setup import SetupScene
from baraza.scenes.table.tutorial import has_lesson, lesson_table

# two installed games that seat a human and an AI (any games: a new one needs no edit here)
TWO = [name for name in GAMES if get_game(name).min_seats <= 2 <= get_game(name).max_seats][:2]


def test_setup_remembers_the_seats_and_ai_level_per_game(baraza_home):
    app = make_app()
    game, other_game = TWO
    level = f"ai:{get_game(game).ai_levels[-1]}"  # the strongest: not what Setup starts with
    setup = SetupScene(app, get_game(game))
    app.stack.reset(setup)
    setup._set_kind(1, level)
    setup.begin()
    frames(app, 2)
    assert load_settings()[0].setup_seats[game][:2] == ["human", level]
    again = SetupScene(app, get_game(game))
    assert again.seat_kinds[:2] == ["human", level]
    other = SetupScene(app, get_game(other_game))
    assert other.seat_kinds[:2] != ["human", level] or level[3:] not in get_game(other_game).ai_levels


def test_a_bad_remembered_seat_falls_back_to_the_default(baraza_home):
    app = make_app()
    app.settings.setup_seats = {TWO[0]: ["human", "ai:nosuchlevel"]}
    assert SetupScene(app, get_game(TWO[0])).seat_kinds[1] != "ai:nosuchlevel"


def test_solo_help_only_for_games_that_have_a_solo_mode(baraza_home):
    app = make_app()
    for name in GAMES:
        setup = SetupScene(app, get_game(name))
        helps = " ".join(setup.help_of.values())
        assert ("Solo is a game alone" in helps) == (get_game(name).rules.min_seats == 1), name


def test_a_lesson_taken_is_not_offered_again(baraza_home):
    app = make_app()
    game = next(name for name in GAMES if has_lesson(name))
    lesson_table(app, game)
    assert game in app.settings.lessons_offered
    assert game in load_settings()[0].lessons_offered
