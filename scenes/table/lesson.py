"""The lesson hook-up: where a table meets its running lesson (`table.tutorial`, a TutorialOverlay).

While a lesson runs it takes input first, gates every move, hears every move, drives the other seats
(so the table's AI and turn timer rest), draws over the table, and says what the tooltips (a card's large
view, a word's explanation, a cut text's whole wording, a table's own hover line) must keep clear of and where
nothing answers a hover (under the lesson's card); a move hushes them. With no lesson every method here is a
no-op, so the table never asks "is a lesson running?"."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.core.match import MoveRecord

# what Hint says in a lesson, greyed there: the glowing spot is the step's move (kona14 pressed it and saw nothing)
LESSON_HINT = "No hints in a lesson: the glowing spot shows the move to make."


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
            self.hush()
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
        keep = self.keep_clear()
        hover = getattr(self.host, "term_hover", None)
        if hover is not None:  # a word's explanation, drawn next, keeps clear of what the lesson shows
            hover.avoid = keep
        tips = getattr(self.host.app, "tips", None)
        if tips is not None and keep:  # so does a cut text's whole wording (for the frame being drawn)
            tips.avoid = keep

    def keep_clear(self, zones: bool = True) -> list[pygame.Rect]:
        """Where a tooltip must not go (a card's large view, ui/card_zoom.py; a table's own hover line): the
        lesson's card, the spots to click next and the others lit, and what the step talks about (the table's
        `lesson_zones`; not with `zones` False). After a click the mouse often rests where a tooltip would hide
        them."""
        lesson = self.host.tutorial
        if lesson is None:
            return []
        return [pygame.Rect(lesson.card), *lesson.clicks(), *lesson.targets(), *(lesson.zones() if zones else ())]

    def hides(self, pos: tuple[int, int]) -> bool:
        """Whether the lesson's card covers `pos`: what lies under it answers no hover."""
        lesson = self.host.tutorial
        return lesson is not None and lesson.hides(pos)

    def hush(self) -> None:
        """A move was made: the tooltips on show go until the pointer moves again."""
        app = self.host.app
        for tips in (getattr(app, "card_zoom", None), getattr(app, "tips", None), getattr(self.host, "term_hover", None)):
            if tips is not None and hasattr(tips, "hush"):
                tips.hush()
