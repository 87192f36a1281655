"""A lesson step may name where its card rests (`card = [right, bottom]`, held for the following steps until another
step names one): the script knows the steps ahead, so it can keep the card still where step-by-step placing moved
it (blind tester: "the card moving"; Khedu's moved 13 times in 61 steps, 9 at the least). The overlay puts the card
there whenever it covers nothing the step keeps clear, else places it as before. No game named: every registered
game with a lesson is walked the way `baraza tutorial GAME --auto` clicks through it."""

from __future__ import annotations

import pygame
import pytest
from test_lesson_placement import LESSON_GAMES
from test_s32_lesson_card_stays import _staying_covers, _walk

from baraza.game.core.tutorial import TutorialError, load_tutorial, parse_tutorial, script_text
from baraza.game.registry import get_game
from baraza.scenes.table.lesson_place import Anchor, place_card


def _homes(game: str) -> list[tuple[int, int] | None]:
    """Each step's home as the script names it (the latest `card` up to that step)."""
    out, home = [], None
    for step in load_tutorial(get_game(game)).steps:
        home = step.card if step.card is not None else home
        out.append(home)
    return out


def _script_with_card(game: str, value: str) -> str:
    text = "\n".join(line for line in script_text(get_game(game)).split("\n") if not line.startswith("card = "))
    return text.replace("[[step]]\n", f"[[step]]\ncard = {value}\n", 1)


def test_a_step_names_its_card_home():
    game = LESSON_GAMES[0]
    tutorial = parse_tutorial(_script_with_card(game, "[700, 400]"), get_game(game))
    assert tutorial.steps[0].card == (700, 400)


@pytest.mark.parametrize("value", ["[700]", '["a", 4]', "[-5, 400]", "[true, 400]", "700"])
def test_a_card_home_that_is_not_two_numbers_is_refused(value):
    game = LESSON_GAMES[0]
    with pytest.raises(TutorialError, match="card"):
        parse_tutorial(_script_with_card(game, value), get_game(game))


def test_the_home_comes_before_where_the_card_is():
    """The card is free where it is and at its home: it goes home (the script knows what comes next)."""
    window, height = (1280, 720), 150
    now = (Anchor(454, 54, True, 440),)
    home = Anchor(926, 402, False, 440)
    place = place_card(window, (440,), lambda w: height, [], [], [], None, None, now, [], home)
    assert (place.rect.right, place.rect.bottom, place.buttons_top) == (926, 402, False)
    assert place.free


def test_a_home_that_would_cover_a_lit_spot_is_passed_over():
    window, height = (1280, 720), 150
    now = (Anchor(454, 54, True, 440),)
    home = Anchor(926, 402, False, 440)
    lit = [pygame.Rect(700, 300, 40, 40)]  # under the home at every width
    place = place_card(window, (440, 300), lambda w: height, lit, [], [], None, None, now, [], home)
    assert (place.rect.right, place.rect.top, place.buttons_top) == (454, 54, True)
    assert place.free


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_the_card_rests_at_its_home_whenever_that_covers_nothing(game):
    steps, homes = _walk(game), _homes(game)
    astray = []
    for s in steps:
        home = homes[s["step"] - 1]
        if home is None or _staying_covers({"anchor": Anchor(home[0], home[1], False, 440)}, s):
            continue
        a = s["anchor"]
        if (a.right, a.edge, a.top) != (home[0], home[1], False):
            astray.append((s["step"], (a.right, a.edge, a.top), home))
    assert astray == [], f"{game}: the card off its free home at {astray}"
