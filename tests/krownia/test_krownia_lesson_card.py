"""The KROWNIA lesson's card keeps clear of what its step talks about (the mouse playtest: it covered the dice
of "A 5 pays you nothing", the Monopoly card just bought, and the Build column with a harbour at step 1)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from scene_helpers import make_app  # noqa: E402

from baraza.scenes.table.tutorial import lesson_table  # noqa: E402
from baraza.scenes.table.tutorial_auto import _click, _frame, _settle, current  # noqa: E402


def _cards_by_step(app) -> dict[str, tuple[pygame.Rect, object]]:
    """The lesson played by clicks to its end: each step's first words -> (its card, its table then)."""
    table = lesson_table(app, "krownia")
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    seen = {}
    while not overlay.run.finished:
        assert _settle(app, table, overlay)
        table, overlay = current(app, table)
        if overlay.run.finished:
            break
        _frame(app)
        index = overlay.run.index
        seen[overlay.run.step.text[:30]] = (pygame.Rect(overlay.card), table, table.current_view())
        if overlay.run.waiting_for_next:
            _click(app, overlay.buttons[0].rect.center)
            continue
        for _ in range(12):
            if overlay.run.index != index or overlay.run.replying:
                break
            _click(app, overlay.clicks()[0].center)
        assert overlay.run.index != index or overlay.run.replying, f"step {index + 1} was not done"
    return seen


def test_the_lesson_card_keeps_clear_of_the_dice_the_new_card_and_the_build_column(baraza_home):
    app = make_app()
    seen = _cards_by_step(app)
    card, table, view = next(v for k, v in seen.items() if k.startswith("A 5 pays you nothing"))
    assert not card.colliderect(table.geometry.dice_rect), "the card hides the 5 it talks about"
    card, table, view = next(v for k, v in seen.items() if k.startswith("A Year of Plenty"))
    bought = [rect for kind, rect in table.geometry.dev_card_rects(view) if kind == "year_of_plenty"]
    assert len(bought) == 1 and not any(card.colliderect(r) for r in bought), "the card hides the card just bought"
    card, table, view = next(v for k, v in seen.items() if k.startswith("Welcome to KROWNIA"))
    build = [c.rect for c in table.input.controls(view) if c.name.startswith("build_")]
    assert build and not any(card.colliderect(r) for r in build), "the card hides the Build column"
