"""The keyboard cursor's words read as belonging to their spot (blind tester keys17 at 150 %: Konja's green-die
words stood at the top of the screen while the die was at the bottom, and "Offer 1 Wood" stood over the dialog's
title "Your offer"). Every game of the registry at 150 % text: for the spots the cursor walks, the words stand
within focus_tag.near of the ring, never on it; and never on the title of the dialog the cursor is in."""

from __future__ import annotations

import pygame
import pytest
from keyboard_player import keyboard_table, press
from scene_helpers import frames, make_app

from baraza.game.registry import game_names
from baraza.scenes.table.focus import RING
from baraza.scenes.table.focus_place import dialog_title
from baraza.scenes.table.focus_tag import WEIGHTS, away, best_tag, near

WALKED = 14  # spots per table, as test_s36_focus_ink walks them


@pytest.mark.parametrize("name", game_names())
def test_the_cursor_words_stand_near_their_ring(baraza_home, name):
    app, _match, table, _spec = keyboard_table(name)
    app.settings.text_scale = 150
    app.apply_look()
    frames(app, 2)
    table.ai_turns.enabled = False
    press(app, pygame.K_RIGHT)
    focus = table.focus
    targets = list(focus.targets())
    checked = 0
    for target in targets[::max(1, len(targets) // WALKED)]:
        focus.current, focus._pending = target, False
        frames(app, 1)
        if focus.tag is None or focus.current is None or focus.current.rect != target.rect:
            continue  # the table moved the cursor on, or its words are spoken only
        checked += 1
        ring = pygame.Rect(target.rect).inflate(2 * RING, 2 * RING)
        tag = pygame.Rect(focus.tag)
        assert not tag.colliderect(pygame.Rect(target.rect)), f"{name}: the words of {target.label!r} on their spot"
        assert away(tag, ring) <= near(app.fonts), \
            f"{name} at 150 %: the words of {target.label!r} at {tag} stand {away(tag, ring):.0f} px from {ring}"
    assert checked >= 4


def test_the_words_never_stand_on_the_title_of_the_dialog_the_cursor_is_in():
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    area = pygame.Rect(4, 4, 1272, 712)
    dialog = pygame.Rect(360, 170, 560, 310)
    title = pygame.Rect(378, 180, 160, 34)
    spot = pygame.Rect(530, 236, 32, 28)  # a "+" on the dialog's first row, just below the title
    labels = [pygame.Rect(x, 240, 40, 24) for x in range(380, 900, 84) if not pygame.Rect(x, 240, 40, 24).colliderect(spot)]
    minus = pygame.Rect(530, 266, 32, 28)
    texts = [title, *labels]
    assert dialog_title(dialog, texts, spot) == (title,)
    assert dialog_title(dialog, texts, pygame.Rect(100, 600, 40, 40)) == ()  # the cursor outside the dialog
    ring = spot.inflate(2 * RING, 2 * RING)
    # everything beside the ring is taken by the dialog's labels and controls: the words cover the least there,
    # but never the title
    avoid = [(r, WEIGHTS["dialog"]) for r in texts] + [(minus, WEIGHTS["clicks"])]
    avoid += [(pygame.Rect(x, y, 32, 28), WEIGHTS["acts"]) for x in range(380, 900, 84) for y in (236, 266)
              if not pygame.Rect(x, y, 32, 28).colliderect(spot)]
    tag, _lines = best_tag(app.fonts, "Offer 1 Wood", ring, area, avoid, dialog, None, None, (title,))
    assert tag is not None and not tag.colliderect(title), f"the words at {tag} cover the title {title}"
    assert not tag.colliderect(spot)
