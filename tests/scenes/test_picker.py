"""The game picker lays out any number of games: with the four shipped games one row; with eight (four toy
games registered through the public API) two rows the picker turns between. Every card is drawn whole inside
the screen, keeps its picture, shows its blurb whole (or its whole sentences that fit, never half of one),
and every Play and Learn button can be reached by mouse and by keyboard."""

from __future__ import annotations

import re

import pygame
import pytest
from picker_games import LONG_BLURB, extra_games
from scene_helpers import click, frames, key, make_app

from baraza.scenes.screens.game_select import AREA, MAX_BLURB_LINES
from baraza.scenes.ui.text_audit import TextAudit


def open_picker(app):
    picker = app.show("game_select", how="reset")
    app.stack.apply_pending()
    for _ in range(len(picker.waiting_pictures) + 2):  # pictures are drawn one a frame
        frames(app)
    return picker


def every_page(picker):
    """Turn through every row; yields after each turn (the picker shows the first rows first)."""
    picker.turn(-99)
    yield
    while picker.down.enabled:
        picker.turn(1)
        yield


def check_page(app, picker, audit):
    rects = [rect for _, rect in picker.cards]
    screen = app.screen.get_rect()
    assert rects and all(AREA.contains(r) and screen.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), "cards overlap"
    for spec, rect in picker.cards:
        own = picker.card_buttons[spec.name]
        assert own and all(rect.contains(b.rect) for b in own) and all(b in picker.menu.buttons for b in own)
        if spec.name in picker.playable:
            assert app.pictures.get(spec.name) is not None, f"{spec.name} lost its picture"
    assert audit.frame() == [], "text cut off, overflowing or overlapping"


@pytest.mark.parametrize("extra", [0, 4])
def test_cards_pictures_and_blurbs_are_whole_with_four_and_eight_games(baraza_home, extra):
    with extra_games(extra):
        app = make_app()
        audit = TextAudit(app)
        try:
            picker = open_picker(app)
            assert len(picker.specs) == 4 + extra
            assert picker.grid.columns == 4 and picker.grid.rows == (1 if extra == 0 else 2)
            assert picker.paged == (extra > 0)
            seen = []
            for _ in every_page(picker):
                frames(app)
                check_page(app, picker, audit)
                seen += [spec.name for spec, _ in picker.cards]
            assert seen == [spec.name for spec in picker.specs], "every game is shown once, in order"
        finally:
            audit.close()
        for spec in picker.specs:
            shown = " ".join(picker.blurbs[spec.name])
            if spec.blurb == LONG_BLURB:  # too long for a card: its whole sentences that fit
                assert len(picker.blurbs[spec.name]) <= MAX_BLURB_LINES
                assert LONG_BLURB.startswith(shown) and re.search(r"[.!?]$", shown) and shown != LONG_BLURB
            else:
                assert shown == " ".join(spec.blurb.split()), f"{spec.name}'s blurb is cut"


def test_with_eight_games_every_learn_button_is_reached_and_works(baraza_home):
    from baraza.scenes.table.tutorial import has_lesson

    with extra_games(4):
        app = make_app()
        app.settings.lessons_offered = []
        picker = open_picker(app)
        lessons = [spec.name for spec in picker.specs if has_lesson(spec.name)]
        assert len(lessons) == 4
        for name in lessons:
            card = picker.show_card(name)
            learn = next(b for b in picker.card_buttons[name] if b.text == "Learn to play")
            assert card.contains(learn.rect) and learn in picker.menu.buttons and learn.enabled
        # the last game's Learn button, clicked: its lesson starts
        frames(app, 1, click(learn.rect.center))
        frames(app, 2)
        table = app.stack.top
        assert getattr(table, "tutorial", None) is not None and table.match.game == lessons[-1]
        table.ai.close()


def test_keys_walk_the_rows_and_the_wheel_turns_them(baraza_home):
    with extra_games(4):
        app = make_app()
        picker = open_picker(app)
        assert picker.first_row == 0 and picker.up.enabled is False and picker.down.enabled
        frames(app, 1, [key(pygame.K_DOWN)])  # from the first card to the one below it, on the next row
        assert picker.first_row == 1
        focused = picker.menu.buttons[picker.menu.focus]
        assert focused in picker.card_buttons[picker.specs[4].name]
        frames(app, 1, [key(pygame.K_DOWN)])  # from the last row: to Back
        assert picker.menu.buttons[picker.menu.focus] is picker.back
        frames(app, 1, [key(pygame.K_UP)])
        frames(app, 1, [key(pygame.K_UP)])
        assert picker.first_row == 0
        frames(app, 1, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
        assert picker.first_row == 1
        frames(app, 1, click(picker.up.rect.center))
        assert picker.first_row == 0
        # a click on Play of a shown card opens its setup
        spec, rect = picker.cards[0]
        play = picker.card_buttons[spec.name][0]
        app.settings.lessons_offered = [s.name for s in picker.specs]
        frames(app, 1, click(play.rect.center))
        frames(app)
        assert type(app.stack.top).__name__ == "SetupScene" and app.stack.top.entry.name == spec.name


def test_no_game_card_shows_an_empty_picture_frame(baraza_home):
    """Khedu's picture was an empty panel: the frame now says it is being drawn, and every picture arrives."""
    import pygame as pg

    from baraza.scenes.screens.game_select import GameSelectScene, card_rects, picture_size

    app = make_app()
    picker = GameSelectScene(app)
    app.pictures.clear()
    picker.waiting_pictures = list(picker.playable.values())
    canvas = pg.Surface((1280, 720))
    picker.draw(canvas)  # before any picture is made
    rects = card_rects(len(picker.specs), app.fonts, picker.specs, picker.first_row)
    khedu = [s.name for s in picker.specs].index("khedu")
    card = rects[khedu]
    frame = pg.Rect((card.x, card.y), (card.w, card.h))
    colours = {canvas.get_at((x, y))[:3] for x in range(frame.x, frame.right, 3) for y in range(frame.y, frame.bottom, 3)}
    assert len(colours) > 20
    for _ in range(len(picker.playable)):
        picker.update(1 / 60)
    assert all(app.pictures.get(name) is not None for name in picker.playable)
    picture = app.pictures["khedu"]
    assert picture.get_size() == picture_size(picker.grid.size[0])
    assert len({picture.get_at((x, y))[:3] for x in range(0, picture.get_width(), 4)
                for y in range(0, picture.get_height(), 4)}) > 20, "a drawn table, not an empty panel"
