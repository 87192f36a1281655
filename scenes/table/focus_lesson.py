"""The keyboard's cursor in a lesson (focus.py): only the lesson's next step is open, and its card's buttons."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.scenes.table.focus_moves import FocusTarget


def lesson_spots(host, lesson, region_of: Callable[[tuple], str]) -> list[FocusTarget]:
    """In a lesson only its next step is open: the spot to click, or the card's Next button; its card's
    other buttons (Leave lesson, the end card's choices) can always be reached. `region_of`: the cursor's own."""
    out = []
    ready = (lesson.run.waiting_for_next and lesson.settled) or lesson.run.finished  # Next; the end's choices
    out += [FocusTarget(tuple(b.rect), f"{b.text} button", "lesson", "button", acts=ready and b.accent)
            for b in lesson.buttons if b.enabled and (ready or not b.accent)]  # accent: Next, Keep playing
    clicks = lesson.clicks()
    action = lesson.run.expected()
    if clicks and action is not None:
        seat = lesson.learner
        words = host.match.describe_action(seat, action)
        rect = tuple(pygame.Rect(clicks[0]))
        out.append(FocusTarget(rect, words, region_of(rect), acts=True))
    return out


def lesson_landing(lesson, acting: list[FocusTarget]) -> FocusTarget | None:
    """Where the cursor goes on after a move in a lesson: the step's lit spot (or its card's Next), never the spot a
    table would land on in a game (its safest button, a card to read): Enter there did nothing in a lesson, as the
    cursor stood on "Take 1 LP" while the step lit "Stack 1 Honor" (blind tester). None outside a lesson."""
    return acting[0] if lesson is not None and acting else None
