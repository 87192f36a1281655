"""What every part of the Khedu table is built with.

`TableContext` is the small, fixed set of things a part may use: the table it serves (its public API only:
`current_view`, `legal_actions`, `human_to_act`, `submit_intent`, `submit_intents`, `reset_selection`,
`match`, `hint`, `animations`, `seat_labels`, `seat_colour`, `pulse`, `draw_seat_list`), the app (fonts,
settings, sounds, toasts, scores), the card catalogue the rules read once, the layout's zones and the card
art. `Pointer` is where the mouse was last seen, shared by the parts that draw a hover."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from baraza.game.khedu.cards import CardData
    from baraza.scenes.khedu.cards import CardArt
    from baraza.scenes.table.base import TableScene


@dataclass(frozen=True)
class TableContext:
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
