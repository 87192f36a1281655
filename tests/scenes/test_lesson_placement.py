"""Where the lesson's card goes, over every step of every game's lesson (no game named: each registered game with
a lesson is walked the way `baraza tutorial GAME --auto` clicks through it).

The blind playtests found the card over what a step talks about (KROWNIA's hand as its second village paid, the
bank in Year of Plenty; Khedu's hand and songs at the two-player table; Konja's tokens as a row paid Power) and
the Next button moving from step to step as the card changed height. The table is laid out at 1280×720 logical
pixels and only scaled to the window, so a 960×540 window shows the same places: the two text sizes are what
change the card's height, and both are walked.
"""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import make_app

from baraza.game.registry import game_names
from baraza.scenes.table import tutorial_auto as auto
from baraza.scenes.table.lesson_place import place_card
from baraza.scenes.table.tutorial import BIG_SPOT, has_lesson, lesson_table

LESSON_GAMES = [name for name in game_names() if has_lesson(name)]
_WALKS: dict[tuple[str, int], list[dict]] = {}


def walk(game: str, text_scale: int = 100) -> list[dict]:
    """Each step as drawn once settled: its card, its buttons, its lit spots and what it talks about."""
    if (game, text_scale) in _WALKS:
        return _WALKS[(game, text_scale)]
    app = make_app() if text_scale == 100 else _app(text_scale)
    table = lesson_table(app, game)
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    steps = []
    while not overlay.run.finished:
        assert auto._settle(app, table, overlay), f"{game} step {overlay.run.index + 1}: never came to rest"
        table, overlay = auto.current(app, table)
        if overlay.run.finished:
            break
        index = overlay.run.index
        auto._frame(app)
        steps.append({"step": index + 1, "card": pygame.Rect(overlay.card), "top": overlay.buttons_top,
                      "buttons": {b.text: pygame.Rect(b.rect) for b in overlay.buttons},
                      "lit": [r for r in overlay.spots() if r.w * r.h <= BIG_SPOT], "talked": overlay.zones(),
                      "big": [r for r in overlay.spots() if r.w * r.h > BIG_SPOT],
                      "busy": overlay.busy(), "keep": [pygame.Rect(r) for k, r in table.layout.zones.items()
                                                       if k == "buttons"]})
        assert auto.do_step(app, overlay) is None
        assert overlay.run.index != index or overlay.run.replying, f"{game} step {index + 1}: not done by its clicks"
    _WALKS[(game, text_scale)] = steps
    return steps


def _app(text_scale: int):
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App

    app = App(Settings(animation_speed="instant", text_scale=text_scale))
    app.strict = True
    app.find_tables = False
    return app


def _hidden(steps: list[dict]) -> list[str]:
    found = []
    for s in steps:
        for kind in ("lit", "talked"):
            over = [tuple(r) for r in s[kind] if s["card"].colliderect(r)]
            if over:
                found.append(f"step {s['step']}: the card {tuple(s['card'])} over the {kind} {over[:2]}")
    return found


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_the_card_hides_no_lit_spot_and_nothing_the_step_talks_about(game):
    assert _hidden(walk(game)) == []


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_at_the_largest_text_the_card_still_hides_no_lit_spot(game):
    steps = walk(game, 150)
    assert [f for f in _hidden(steps) if "over the lit" in f] == []


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_the_buttons_stay_put_while_the_card_keeps_its_corner(game):
    """Two steps in a row with the card in the same place (its left edge and the edge holding its buttons):
    Leave lesson, and Next when both have it, are where the pointer left them, whatever each text's length."""
    steps = walk(game)
    moved = []
    for a, b in zip(steps, steps[1:], strict=False):
        edge_a = a["card"].top if a["top"] else a["card"].bottom
        edge_b = b["card"].top if b["top"] else b["card"].bottom
        if (a["card"].x, a["card"].w, a["top"], edge_a) != (b["card"].x, b["card"].w, b["top"], edge_b):
            continue
        for label in set(a["buttons"]) & set(b["buttons"]):
            if a["buttons"][label] != b["buttons"][label]:
                moved.append(f"steps {a['step']}-{b['step']}: {label} {tuple(a['buttons'][label])} → "
                             f"{tuple(b['buttons'][label])}")
    assert moved == []
    for s in steps:  # Next lies along the edge the card is anchored by (Leave lesson: in the table's button row)
        if "Next" in s["buttons"]:
            y = s["buttons"]["Next"].y
            assert y == (s["card"].y + 12 if s["top"] else s["card"].bottom - 50), s["step"]


def test_a_card_anchored_at_the_top_keeps_its_buttons_there_as_it_grows():
    """The placement itself: the same free corner for a short and a tall text puts the button edge in one place."""
    window = (1280, 720)
    lit = [pygame.Rect(600, 300, 80, 80)]
    talked = [pygame.Rect(0, 500, 1280, 220)]  # the lower part of the table is talked about: the card goes up
    short = place_card(window, (440,), lambda w: 150, lit, talked, [])
    tall = place_card(window, (440,), lambda w: 330, lit, talked, [])
    assert short.buttons_top and tall.buttons_top
    assert short.rect.topleft == tall.rect.topleft
    low = place_card(window, (440,), lambda w: 150, lit, [], [])
    high = place_card(window, (440,), lambda w: 330, lit, [], [])
    assert not low.buttons_top and low.rect.bottomleft == high.rect.bottomleft


def test_a_place_free_of_everything_is_found_off_the_usual_corners():
    """Every corner and edge is taken: the scan finds the one gap, and at a narrower width if it must."""
    window = (1280, 720)
    talked = [pygame.Rect(0, 0, 1280, 140), pygame.Rect(0, 420, 1280, 300), pygame.Rect(420, 0, 860, 720)]
    place = place_card(window, (440, 400), lambda w: 200 if w == 400 else 180, [], talked, [])
    assert place.hides == (0, 0) and place.rect.w == 400
    assert not any(place.rect.colliderect(r) for r in talked)


def test_a_card_never_runs_off_the_window_when_nothing_is_free():
    """At 150 % a tall card (767 px at 300 wide) hid less when it ran off the window's bottom from a top corner,
    so the fallback chose that: its last lines could not be read. Places are whole in the window."""
    window = (1280, 720)
    everything = [pygame.Rect(0, 0, 1280, 720)]
    place = place_card(window, (300, 440), lambda w: 767 if w == 300 else 522, [], everything, [])
    assert place.rect.top >= 0 and place.rect.bottom <= 720, place.rect


@pytest.mark.parametrize("game", LESSON_GAMES)
def test_at_the_largest_text_every_card_is_whole_in_the_window(game):
    for s in walk(game, 150):
        assert s["card"].top >= 0 and s["card"].bottom <= 720, (s["step"], tuple(s["card"]))
