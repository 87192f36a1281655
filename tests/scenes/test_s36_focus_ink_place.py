"""The keyboard cursor's words and the frame's ink (scenes/table/focus_ink.py, focus_tag.best_tag): a caption no
list of the table's texts records (a card's name drawn into a cached picture, a zone's caption) is kept clear of,
the clean room nearest the ring is taken when it is near (else a place beside the ring), and the frame's ink is read once for each picture of the table, not each
frame (focus_place.TagPlace)."""

from __future__ import annotations

import pygame
from keyboard_player import keyboard_table, press
from scene_helpers import frames, make_app

from baraza.scenes.table.focus_ink import InkMap, clean_room
from baraza.scenes.table.focus_tag import WEIGHTS, away, best_tag, near
from baraza.scenes.ui import theme

LABEL = "Storm Veil in your hand: cancel one red die"


def _table_picture(app) -> pygame.Surface:
    """A plain table with captions drawn straight onto it (no fonts.placed record) all round a card."""
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    surface.fill((30, 60, 50))
    for y in range(300, 520, 22):  # a column of captions below, above and beside the card at (560, 380)
        for x in (330, 660):
            theme.blit_text(surface, app.fonts, "Caption of a zone", (x, y), 16, theme.TEXT)
    theme.blit_text(surface, app.fonts, "Relics Spells deck 16", (480, 342), 16, theme.TEXT)
    theme.blit_text(surface, app.fonts, "Relics Spells deck 16", (480, 450), 16, theme.TEXT)
    return surface


def test_the_words_keep_off_captions_no_list_records():
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    surface = _table_picture(app)
    ink = InkMap(surface)
    ring = pygame.Rect(560, 380, 80, 60)
    area = surface.get_rect().inflate(-8, -8)
    blind, _lines = best_tag(app.fonts, LABEL, ring, area, [])
    assert ink.ink(blind) > 100  # without the frame's ink the words stand right over the captions
    tag, lines = best_tag(app.fonts, LABEL, ring, area, [], None, ink)
    assert tag is not None and lines
    assert ink.ink(tag) <= 12, f"the words at {tag} cover {ink.ink(tag):.0f} px of ink"
    assert not tag.colliderect(ring)
    # the nearest clean room, and only near the ring (keys17 at 150 %: words far off read as another spot's)
    assert away(tag, ring) <= near(app.fonts), f"the words at {tag} stand far from the ring {ring}"


def test_without_clean_room_near_the_ring_the_words_stay_beside_it():
    """Captions all round the ring and clean room only across the screen: the words stand beside the ring over
    the least, not far off (Konja's die at the bottom had its words at the top, keys17 at 150 %)."""
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    surface.fill((30, 60, 50))
    for y in range(200, 720, 22):
        for x in range(4, 900, 180):
            theme.blit_text(surface, app.fonts, "Caption words", (x, y), 16, theme.TEXT)
    ring = pygame.Rect(400, 560, 60, 60)
    area = surface.get_rect().inflate(-8, -8)
    spot_texts = [(pygame.Rect(x, y, 160, 20), WEIGHTS["text"]) for y in range(200, 720, 22) for x in range(4, 900, 180)]
    tag, _lines = best_tag(app.fonts, LABEL, ring, area, [r for r in spot_texts if not r[0].colliderect(ring)], None,
                           InkMap(surface))
    assert tag is not None and not tag.colliderect(ring.inflate(-2, -2))
    assert away(tag, ring) <= near(app.fonts), f"the words at {tag} stand far from the ring {ring}"


def test_clean_room_is_the_nearest_and_never_on_what_it_keeps_clear():
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    surface.fill((30, 60, 50))
    ink = InkMap(surface)  # a blank table: only the rects kept clear block the room
    ring = pygame.Rect(600, 300, 80, 80)
    keep = [ring, pygame.Rect(0, 0, 1280, 290), pygame.Rect(0, 390, 1280, 330)]  # a band with the ring in it
    found = clean_room(ink, (200, 60), surface.get_rect().inflate(-8, -8), keep, [], ring, 30.0)
    assert found is not None
    _cost, place = found
    assert place.collidelist(keep) < 0, f"{place} touches what it keeps clear"
    assert min(abs(place.left - ring.right), abs(ring.left - place.right)) <= 16  # right beside it, in the band
    assert clean_room(ink, (200, 120), surface.get_rect().inflate(-8, -8), keep, [], ring, 30.0) is None


def test_the_ink_is_read_once_for_each_picture(baraza_home):
    app, _match, table, _spec = keyboard_table("konja")
    app.settings.text_scale = 150
    app.apply_look()
    frames(app, 2)
    press(app, pygame.K_RIGHT)
    focus = table.focus
    targets = [t for t in focus.targets() if t.kind == "spot"]
    assert len(targets) >= 2
    for target in targets[:2]:
        focus.current, focus._pending = target, False
        frames(app, 1)
        reads = focus._placed.reads
        key = focus._placed.key
        frames(app, 3)
        if focus._placed.key == key:  # the same picture (no move of an AI seat between): no new reading
            assert focus._placed.reads == reads
    assert focus._placed.reads >= 2
    assert all(weight > 0 for _rect, weight in focus._placed.avoid) and WEIGHTS["text"] > 0
