"""What every part of the Khedu table is built with.

`KheduContext` is the small, fixed set of things a part may use: the table it serves (only the public API
named in `TABLE_API`; a test holds every part to it), the app through the table (fonts, settings, sounds,
toasts, scores, card zoom), the card catalogue the rules read once, the layout's zones by name and the card
art. `Pointer` is where the mouse was last seen, shared by the parts that draw a hover."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from baraza.game.khedu.cards import CardData
    from baraza.scenes.khedu.cards import CardArt
    from baraza.scenes.table.base import TableScene

# What the parts may use of the shared table (scenes/table/base.py).
TABLE_API = frozenset({
    "app", "match", "layout", "animations", "hint",  # attributes
    "current_view", "legal_actions", "human_to_act",  # what the player sees and may do now
    "submit_intent", "submit_intents", "reset_selection",  # making moves, dropping a half-made one
    "seat_labels", "seat_colour", "draw_seat_list", "pulse", "clock",  # seats and highlights drawn the shared way
    "answered",  # the shared answered-for-you part: whether an undo or a lesson holds an answer back (held_back)
    "tutorial",  # the running lesson's overlay, read only: the step a standing answer may give (lesson_answer.py)
})


@dataclass(frozen=True)
class KheduContext:
    table: TableScene
    data: CardData
    zones: dict[str, pygame.Rect]
    art: CardArt

    @property
    def app(self):
        return self.table.app


@dataclass
class Pointer:
    """The mouse as the table last saw it (off the table until it moves)."""

    pos: tuple[int, int] = (-1, -1)
