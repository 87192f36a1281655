"""The lesson hook-up: where a table meets its running lesson (`table.tutorial`, a TutorialOverlay).

While a lesson runs it takes input first, gates every move, hears every move, drives the other seats
(so the table's AI and turn timer rest), draws over the table, and says what a card's large view must keep
clear of. With no lesson every method here is a no-op, so the table never asks "is a lesson running?"."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import MoveRecord


class LessonHook:
    def __init__(self, host) -> None:
        self.host = host  # reads host.tutorial (context.TableHost)

    @property
    def running(self) -> bool:
        return self.host.tutorial is not None

    def allows(self, action: Action) -> bool:
        """Whether the lesson lets this move through; a refused one is told to the learner."""
        lesson = self.host.tutorial
        if lesson is None or lesson.allows(action):
            return True
        lesson.refuse()
        return False

    def moved(self, record: MoveRecord) -> None:
        if self.host.tutorial is not None:
            self.host.tutorial.on_record(record)

    def update(self, dt: float) -> bool:
        """Advance the lesson; True when it drives the table now (no AI turns, no turn timer)."""
        if self.host.tutorial is None:
            return False
        self.host.tutorial.update(dt)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.host.tutorial is not None and self.host.tutorial.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if self.host.tutorial is not None:
            self.host.tutorial.draw(surface)

    def keep_clear(self) -> list[pygame.Rect]:
        """Where the large view of a hovered card must not go (ui/card_zoom.py): the lesson's card and the spots
        to click next. After a click the mouse often rests where that view would hide them."""
        lesson = self.host.tutorial
        return [] if lesson is None else [pygame.Rect(lesson.card), *lesson.clicks()]
