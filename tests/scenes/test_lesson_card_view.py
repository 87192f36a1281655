"""A card hovered during a lesson shows large where it covers neither the lesson's card nor a lit spot: KROWNIA's
lesson keeps most of its table in view, so no place was clear of all of it and a hovered card showed nothing
(mouse playtest, "works in a match, not in the lesson")."""

from __future__ import annotations

import pygame
from scene_helpers import make_app

from baraza.scenes.table import tutorial_auto as auto
from baraza.scenes.table.tutorial import lesson_table


def _motion(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_a_hovered_card_shows_during_the_krownia_lesson(baraza_home):
    app = make_app()
    offered: list[pygame.Rect] = []
    real = app.card_zoom.offer

    def offer(scene, rect, face):
        if face is not None:
            offered.append(pygame.Rect(rect))
        real(scene, rect, face)

    app.card_zoom.offer = offer
    table = lesson_table(app, "krownia")
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    tried = shown = 0
    for _ in range(40):
        assert auto._settle(app, table, overlay)
        table, overlay = auto.current(app, table)
        if overlay.run.finished:
            break
        offered.clear()
        auto._frame(app)
        card = pygame.Rect(overlay.card)
        lit = [pygame.Rect(r) for r in overlay.spots()]
        free = [r for r in offered if not r.colliderect(card) and r.collidelist(lit) < 0]
        if free:
            tried += 1
            app.frame(1 / 30, events=[_motion(free[0].center)])
            for _ in range(3):
                app.frame(0.35, events=[])
            shown += app.card_zoom.shown is not None
            app.frame(1 / 30, events=[_motion((2, 2))])
        assert auto.do_step(app, overlay) is None
        if tried >= 6:
            break
    assert tried >= 3, tried
    assert shown >= tried // 2, (shown, tried)
