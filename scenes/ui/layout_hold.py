"""Buttons and cards that keep their places while a player makes a choice of several steps.

A table lays out its buttons (or hand cards) afresh every time the prompt changes; during a choice of several
clicks that reflow moved the next button under the mouse ("Use" became "Let it be spent" between two clicks).
`LayoutHold.places` takes the fresh layout and, while the same choice lasts, gives every item that was already
shown its earlier place: items that went away leave their place empty, new items take their fresh place when
it is free, else the first free place below the held ones inside `area`. Only when that is impossible, or
when the choice ends (a new choice key, or None), does the fresh layout show.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame


class LayoutHold:
    def __init__(self) -> None:
        self._choice: Hashable | None = None
        self._held: dict[Hashable, pygame.Rect] = {}

    @property
    def holding(self) -> bool:
        return self._choice is not None

    def release(self) -> None:
        """The choice ended (a move was made, it was cancelled, the turn passed): the next layout is fresh."""
        self._choice = None
        self._held = {}

    def places(self, choice: Hashable | None, fresh: Sequence[tuple[Hashable, pygame.Rect]],
               area: pygame.Rect | None = None) -> list[pygame.Rect]:
        """The rects to draw `fresh`'s items at, in its order. `choice` names the choice under way (None: no
        choice, nothing held); an item's key must stay the same across the choice's steps (its value, not a
        label that gains a mark when picked)."""
        if choice is None or choice != self._choice:
            self._choice = choice
            self._held = {key: pygame.Rect(rect) for key, rect in fresh} if choice is not None else {}
            return [pygame.Rect(rect) for _, rect in fresh]
        placed: dict[Hashable, pygame.Rect] = {key: self._held[key] for key, _ in fresh if key in self._held}
        taken = list(self._held.values())
        for key, rect in fresh:
            if key in placed:
                continue
            spot = self._free_spot(pygame.Rect(rect), taken, area)
            if spot is None:  # no room without moving others: show the fresh layout and hold that instead
                self._held = {k: pygame.Rect(r) for k, r in fresh}
                return [pygame.Rect(r) for _, r in fresh]
            placed[key] = spot
            taken.append(spot)
            self._held[key] = spot
        return [pygame.Rect(placed[key]) for key, _ in fresh]

    @staticmethod
    def _free_spot(rect: pygame.Rect, taken: list[pygame.Rect], area: pygame.Rect | None) -> pygame.Rect | None:
        if rect.collidelist(taken) < 0:
            return rect
        if area is None:
            return None
        gap = 6
        trial = rect.copy()
        trial.top = max(r.bottom for r in taken) + gap
        while area.contains(trial):
            if trial.collidelist(taken) < 0:
                return trial
            trial.y += trial.h + gap
        return None
