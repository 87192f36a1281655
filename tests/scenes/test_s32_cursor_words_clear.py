"""The keyboard cursor's words never stand over another text or button of the table (keys playtest at 150 %: they
covered scores, names and button captions). The table is drawn in the 1280×720 logical picture, which a 960×540
window shows scaled down: one layout for both sizes. Every game of the registry, every spot at its table's start:
the words cover nothing, or there is no free room of their size near the ring (focus_tag.near: words far off read
as another spot's, keys17 at 150 %). Free room covers no ink of the frame either (a card's art or name is no
room: focus_ink.py), as the placement counts it; the AI does not move while the spots are walked."""

from __future__ import annotations

import pygame
import pytest
from keyboard_player import keyboard_table, press
from scene_helpers import frames

from baraza.game.registry import game_names
from baraza.scenes.table.focus import RING
from baraza.scenes.table.focus_ink import InkMap
from baraza.scenes.table.focus_tag import GRID, away, near

INK_TOL = 10  # px of ink: a stray pip, not a word nor a card (as test_s36_focus_ink.py)


def _free_room(size, taken: list[pygame.Rect], area: pygame.Rect, ring: pygame.Rect, reach: float,
               ink: InkMap) -> pygame.Rect | None:
    """A place of `size` on the cursor's grid (focus_tag.room) within `reach` of `ring`, touching none of `taken`
    and no ink of the frame drawn without the cursor."""
    for y in range(area.top, area.bottom - size[1] + 1, GRID):
        for x in range(area.left, area.right - size[0] + 1, GRID):
            place = pygame.Rect((x, y), size)
            if away(place, ring) <= reach and place.collidelist(taken) < 0 and ink.ink(place) <= INK_TOL:
                return place
    return None


@pytest.mark.parametrize("name", game_names())
def test_the_cursor_words_cover_no_other_text_nor_button(baraza_home, name):
    app, _match, table, _spec = keyboard_table(name)
    app.settings.text_scale = 150
    app.apply_look()
    frames(app, 2)
    table.ai_turns.enabled = False  # the same table for every spot walked (an AI's first move made it differ)
    press(app, pygame.K_RIGHT)
    focus = table.focus
    checked = crowded = 0
    bare = pygame.Surface(app.screen.get_size())
    for target in list(focus.targets()):
        focus.current, focus._pending = target, False
        frames(app, 1)
        if focus.tag is None or focus.current is None or focus.current.rect != target.rect:
            continue  # the table moved the cursor on (a spot that went), or its words are spoken only
        checked += 1
        spot = pygame.Rect(target.rect)
        texts = [rect for rect, _weight in focus._texts]  # every text the table drew in that frame
        buttons = [pygame.Rect(b.rect) for b in (*focus._drawn, *table.buttons)]
        covered = [r for r in texts + buttons if focus.tag.colliderect(r) and not spot.contains(r)]
        if covered:
            taken = texts + buttons + [pygame.Rect(t.rect) for t in focus.targets()] + [spot.inflate(12, 12)]
            tag = pygame.Rect(focus.tag)
            focus.active = False  # the same table without the ring and its words
            table.draw(bare)
            focus.active = True
            free = _free_room(tag.size, taken, app.screen.get_rect().inflate(-8, -8),
                              spot.inflate(2 * RING, 2 * RING), near(app.fonts), InkMap(bare))
            assert free is None, f"{name}: the words of {target.label!r} at {tag} cover {covered[:3]}, " \
                                 f"free room at {free}"
            crowded += 1
    # crowded near the ring is no fault: the words stand beside it over texts, as a tooltip (keys17 at 150 %)
    assert checked >= 5 and crowded <= checked
