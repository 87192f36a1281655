"""Cards shown large: a card the mouse rests on zooms after a short delay with its whole text, right-click
pins and unpins it, Esc or a click closes it, and the large view stays on screen and off the mouse. A text
shortened to fit its box shows whole in a tooltip."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scene_helpers import frames, key, make_app

from baraza.game.registry import new_match
from baraza.scenes.render.cards import CardFace, zoom_size
from baraza.scenes.shots import play_actions
from baraza.scenes.table.launch import scene_class
from baraza.scenes.ui import card_zoom, theme
from baraza.scenes.ui.card_zoom import place
from baraza.scenes.ui.text_audit import TextAudit

SCREEN = pygame.Rect(0, 0, *theme.LOGICAL_SIZE)


def _table(game: str, seats: list[str], after: int):
    app = make_app()
    match = new_match(game, seats, 7)
    play_actions(match, after)
    scene = scene_class(game)(app, match)
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.ai.close()
    scene.animations.skip()
    frames(app, 2)
    return app, scene


def _move(pos) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def _press(pos, button: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)]


@pytest.mark.parametrize("game, seats, after", [("konja", ["human", "ai:easy"], 30),
                                                ("khedu", ["human"], 30),
                                                ("khedu", ["human", "ai:easy", "ai:easy"], 40)])
def test_a_card_rested_on_zooms_with_its_whole_text(game, seats, after):
    app, scene = _table(game, seats, after)
    spots = [s for s in app.card_zoom.spots if s.face.text]
    assert spots, "the table offers its cards to the zoom"
    spot = max(spots, key=lambda s: len(s.face.text))
    frames(app, 1, _move(spot.rect.center))
    assert app.card_zoom.shown is None  # passing over a card shows nothing
    frames(app, int(card_zoom.HOVER_DELAY * 60) + 2)
    assert app.card_zoom.shown_face == spot.face
    shown = app.card_zoom.shown
    assert SCREEN.contains(shown) and not shown.collidepoint(spot.rect.center)
    audit = TextAudit(app)  # what the large view printed: every word of the card's text, nothing cut
    try:
        audit.frame()
        # the large view's own words: drawn after its panel (the table's texts under it are hidden by it)
        drawn_at = max(seq for rect, seq in audit.screen.panels if rect == shown)
        inside = [t for t in audit.screen.texts if shown.contains(t.rect) and t.seq > drawn_at]
    finally:
        audit.close()
    printed = " ".join(" ".join(t.text for t in inside).split())
    assert " ".join(spot.face.text.split()) in printed and spot.face.title in printed
    assert [(t.text, t.size) for t in inside if t.size < theme.MIN_TEXT] == []
    frames(app, 1, _move((2, 2)))
    assert app.card_zoom.shown is None  # the mouse left the card


def test_right_click_pins_the_card_and_esc_click_or_another_right_click_close_it():
    app, scene = _table("konja", ["human", "ai:easy"], 30)
    spot = app.card_zoom.spots[-1]
    frames(app, 1, _press(spot.rect.center, 3))
    assert app.card_zoom.shown_face == spot.face  # at once, no waiting
    frames(app, 1, _move((640, 700)))
    assert app.card_zoom.shown_face == spot.face  # pinned: it stays when the mouse moves on
    frames(app, 1, _press(spot.rect.center, 3))
    assert app.card_zoom.shown is None  # a second right-click on it closes it
    frames(app, 1, _press(spot.rect.center, 3))
    frames(app, 1, [key(pygame.K_ESCAPE)])
    assert app.card_zoom.shown is None and app.stack.top is scene  # Esc closed the card, not the table
    frames(app, 1, _press(spot.rect.center, 3))
    frames(app, 1, _press((5, 715), 1))
    assert app.card_zoom.shown is None


def test_a_pinned_card_is_not_shown_over_a_dialog():
    app, scene = _table("konja", ["human", "ai:easy"], 30)
    spot = app.card_zoom.spots[0]
    frames(app, 1, _press(spot.rect.center, 3))
    app.show("pause", scene)
    frames(app, 2)
    assert app.card_zoom.shown is None


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 1180), st.integers(0, 620), st.integers(40, 200), st.integers(40, 200),
       st.integers(200, 420), st.integers(80, 700), st.floats(0, 1), st.floats(0, 1))
def test_the_large_view_is_on_screen_and_never_under_the_mouse(x, y, w, h, zw, zh, fx, fy):
    card = pygame.Rect(x, y, w, h).clamp(SCREEN)
    mouse = (card.x + int(fx * (card.w - 1)), card.y + int(fy * (card.h - 1)))
    rect = place(card, (zw, zh), SCREEN, mouse)
    assert SCREEN.contains(rect)
    assert not rect.collidepoint(mouse)


def test_a_very_long_card_widens_instead_of_leaving_the_screen():
    app = make_app()
    face = CardFace("Long", "word " * 600, "Test")
    w, h = zoom_size(app.fonts, face)
    assert h <= theme.LOGICAL_SIZE[1] - 16 and w <= theme.LOGICAL_SIZE[0] // 2 + 80


def test_a_shortened_text_shows_whole_in_a_tooltip():
    from baraza.scenes.scene import Scene

    app = make_app()
    long_text = "Reroll every green die showing 2 or less, then take one Power for each die you rerolled."
    box = pygame.Rect(200, 200, 160, 20)

    class Probe(Scene):
        def draw(self, surface):
            theme.draw_text_box(surface, app.fonts, long_text, box, 16)

    app.stack.reset(Probe(app))
    frames(app, 1, _move(box.center))
    assert app.tips.shown is None
    frames(app, int(0.5 * 60))
    assert app.tips.shown_text == long_text
    assert SCREEN.contains(app.tips.shown) and not app.tips.shown.collidepoint(box.center)
    frames(app, 1, _move((900, 600)))
    assert app.tips.shown is None


def test_big_hands_become_strips_that_never_overlap():
    from baraza.scenes.khedu.layout import HAND_STRIPS
    from baraza.scenes.konja.layout import SPELL_STRIPS

    app, khedu = _table("khedu", ["human"], 30)
    zone = khedu.z["hand"]
    for n in range(1, 13):
        rects = khedu.geometry.hand_rects(n)
        assert all(zone.inflate(8, 8).contains(r) for r in rects)
        if n >= HAND_STRIPS:
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    app, konja = _table("konja", ["human", "ai:easy"], 30)
    zone = konja.z["my_spells"]
    for n in range(SPELL_STRIPS, 8):
        rects = [konja.geometry.spell_rect("my", i, n) for i in range(n)]
        assert all(zone.contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_hovered_card_keeps_clear_of_a_lessons_note_and_next_click():
    from baraza.scenes.ui.card_zoom import place_clear

    card = pygame.Rect(600, 300, 90, 120)
    note = pygame.Rect(702, 200, 400, 300)  # where the view would go first, right of the card
    rect = place_clear(card, (320, 200), SCREEN, card.center, [note])
    assert rect is not None and not rect.colliderect(note) and SCREEN.contains(rect)
    everywhere = [pygame.Rect(0, 0, 1280, 290), pygame.Rect(0, 430, 1280, 290), pygame.Rect(0, 0, 590, 720),
                  pygame.Rect(700, 0, 580, 720)]
    assert place_clear(card, (320, 200), SCREEN, card.center, everywhere) is None  # then it is not shown
