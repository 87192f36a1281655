"""During a choice of several steps, buttons keep their places (scenes/ui/layout_hold.py)."""

import pygame

from baraza.scenes.ui.layout_hold import LayoutHold


def _column(keys, top=100):
    return [(key, pygame.Rect(10, top + i * 40, 160, 34)) for i, key in enumerate(keys)]


def test_buttons_keep_their_places_while_the_choice_lasts():
    hold = LayoutHold()
    first = hold.places("card:3", _column(["power:1", "power:2", "use", "cancel"]))
    by_key = dict(zip(["power:1", "power:2", "use", "cancel"], first, strict=True))
    # one pick later the prompt lists fewer chips: a fresh layout would move "use" up under the mouse
    second = hold.places("card:3", _column(["power:2", "use", "cancel"]))
    assert second == [by_key["power:2"], by_key["use"], by_key["cancel"]]
    # a new button takes a free place, never one a kept button holds
    area = pygame.Rect(0, 90, 200, 400)
    third = hold.places("card:3", _column(["target:a", "power:2", "use", "cancel"]), area)
    assert third[1:] == [by_key["power:2"], by_key["use"], by_key["cancel"]]
    assert third[0].collidelist(third[1:]) < 0 and area.contains(third[0])


def test_the_fresh_layout_shows_when_the_choice_ends():
    hold = LayoutHold()
    hold.places("card:3", _column(["a", "b", "c"]))
    fresh = _column(["b", "c"])
    assert hold.places(None, fresh) == [r for _, r in fresh]
    assert not hold.holding
    assert hold.places("card:4", fresh) == [r for _, r in fresh]


def test_no_room_means_the_fresh_layout_rather_than_overlap():
    hold = LayoutHold()
    hold.places("c", _column(["a", "b"]))
    fresh = _column(["new", "a", "b"])
    assert hold.places("c", fresh) == [r for _, r in fresh]  # no area given: nowhere else to put "new"
