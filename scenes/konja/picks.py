"""The player's half-made choice on the Konja table, and the mouse: small state the parts share.

`Picks` is what the player has picked towards a move (dice marked, a card selected, a chip, an Offering
card, a red die); `Pointer` is where the mouse is and which die it holds. The scene owns one of each and
hands them to the parts that read or change them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Picks:
    sel_card: tuple[str, object] | None = None  # ("spell", card id) or ("relic", slot)
    marked: list[int] = field(default_factory=list)  # number dice picked, in click order
    marked_spells: list[int] = field(default_factory=list)  # hand positions of the Spells to discard with Chaac!
    action_pick: int | None = None
    power_pick: int | None = None
    target_pick: tuple | None = None
    offer_pick: int | None = None
    red_pick: int | None = None

    def clear(self) -> None:
        """Forget every pick (the turn moved on, a move was refused, right-click, Cancel)."""
        self.sel_card = None
        self.marked = []
        self.marked_spells = []
        self.action_pick = self.power_pick = self.target_pick = self.offer_pick = self.red_pick = None

    def any_made(self) -> bool:
        """Something a right-click would drop: a card, marked dice, an Offering card or a red die."""
        return bool(self.sel_card or self.marked or self.offer_pick is not None or self.red_pick is not None)


@dataclass
class Pointer:
    pos: tuple[int, int] = (-1, -1)
    drag: int | None = None  # the die held down by the mouse (dragged to a row or a card)
    drag_start: tuple[int, int] = (0, 0)

    def dragging(self) -> bool:
        """A die is held and the mouse has left it (a plain click never counts as a drag)."""
        if self.drag is None:
            return False
        dx, dy = self.pos[0] - self.drag_start[0], self.pos[1] - self.drag_start[1]
        return dx * dx + dy * dy > 100
