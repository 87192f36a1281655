"""The keyboard cursor's words keep off every text on the table, however the game drew it (keys playtest at 150 %:
the words stood over zone captions, card names and panel texts that no list of the table's texts recorded). Every
game of the registry, at 100 % and 150 % text: for the first spots the cursor walks, the words cover no ink of the
table (letters, pips, icons, read from the frame drawn without the cursor) whenever there is free room of their size
near the ring (focus_tag.near: keys17 at 150 %, words far off read as another spot's) that covers no ink, no
button, no other spot and nothing the table keeps clear; never their own spot."""

from __future__ import annotations

import pygame
import pytest
from keyboard_player import keyboard_table, press
from scene_helpers import frames

from baraza.game.registry import game_names
from baraza.scenes.table.focus import RING
from baraza.scenes.table.focus_ink import CELL, InkMap
from baraza.scenes.table.focus_tag import GRID, WEIGHTS, away, near

TOL = 40  # px of ink: a stray pip of a card's edge, not a word
WALKED = 14  # spots per table: a few of each region, the test stays quick


def _free(size, ink: InkMap, taken: list[pygame.Rect], area: pygame.Rect, ring: pygame.Rect,
          reach: float) -> pygame.Rect | None:
    for y in range(area.top, area.bottom - size[1] + 1, GRID):
        for x in range(area.left, area.right - size[0] + 1, GRID):
            place = pygame.Rect((x, y), size)
            if away(place, ring) <= reach and place.collidelist(taken) < 0 and ink.ink(place) <= TOL / 4:
                return place
    return None


@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize("name", game_names())
def test_the_cursor_words_cover_no_ink_when_free_room_exists_near_the_ring(baraza_home, name, scale):
    app, _match, table, _spec = keyboard_table(name)
    app.settings.text_scale = scale
    app.apply_look()
    frames(app, 2)
    table.ai_turns.enabled = False  # the same table for every spot walked: no AI move between two frames
    press(app, pygame.K_RIGHT)
    focus = table.focus
    targets = list(focus.targets())
    step = max(1, len(targets) // WALKED)
    checked = 0
    bare = pygame.Surface(app.screen.get_size())
    for target in targets[::step]:
        focus.current, focus._pending = target, False
        frames(app, 1)
        if focus.tag is None or focus.current is None or focus.current.rect != target.rect:
            continue  # the table moved the cursor on, or its words are spoken only
        tag, spot = pygame.Rect(focus.tag), pygame.Rect(target.rect)
        focus.active = False  # the same table without the ring and its words
        table.draw(bare)
        focus.active = True
        ink = InkMap(bare)
        checked += 1
        assert not tag.colliderect(spot), f"{name}: the words of {target.label!r} cover their own spot"
        if ink.ink(tag) <= TOL:
            continue
        taken = [pygame.Rect(t.rect) for t in focus.targets()] + [spot.inflate(24, 24)]
        taken += [pygame.Rect(b.rect) for b in (*focus._drawn, *table.buttons)] + [r for r, _w in focus._texts]
        # and what else the table asks the words to keep clear as much as a button (focus_keep_clear, the toast)
        taken += [r for r, w in focus._placed.avoid if w >= WEIGHTS["clicks"]]
        free = _free(tag.size, ink, taken, app.screen.get_rect().inflate(-8, -8), spot.inflate(2 * RING, 2 * RING),
                     near(app.fonts) - CELL)  # the words' places are on the ink map's grid
        assert free is None, f"{name} at {scale} %: the words of {target.label!r} at {tag} cover " \
                             f"{ink.ink(tag):.0f} px of ink; free room at {free}"
    assert checked >= 4
