"""Cards keep their places on the table while one choice is open (issue 24), and close up once it is done.

When a Relic is sold, discarded or used up, or a Spell is cast, the cards after it used to slide left at
once, so the next click of a player working through several moves of one choice (selling two Relics, casting
two Spells in one Bones phase) landed on a different card than the one they aimed at. `HandSlots` remembers
which card lay in which place since the choice began: a card that leaves leaves a gap until the choice is done
(the phase moves on: selling ends with Pass, the Bones with End Bones), a card that comes back (an undo) takes
its old place, and a new card takes the next free place. Then the row closes up (the playtest's gaps left for
the rest of the turn). Pure bookkeeping, no drawing.
"""

from __future__ import annotations

from collections.abc import Sequence


class HandSlots:
    """The places of one row of cards (a player's Relics or Spells) during one choice."""

    def __init__(self, capacity: int, trim: bool = True, first_leaves: bool = False) -> None:
        self.capacity = capacity  # places the row has room for: new cards fill gaps rather than go past it
        self.trim = trim  # a gap at the row's end closes (when the places never depend on how many there are)
        # of two alike cards the first is the one that leaves (a Spell is cast by its name: the rules take the first
        # copy, and the first is the one drawn picked); casting the first of two Violet Twins marked the second
        # "Violet Twin cast" (issue 41)
        self.first_leaves = first_leaves
        self.key: object = None
        self.slots: list[str] = []  # the card that lies (or lay) in each place this turn
        self.places: list[int] = []  # hand index -> place

    def update(self, key: object, cards: Sequence[str]) -> list[int]:
        """The place of each card of `cards` (in hand order); `key` names the choice (a new key: closed up afresh)."""
        if key != self.key:
            self.key, self.slots = key, list(cards)
            self.places = list(range(len(cards)))
            return self.places
        taken = [False] * len(self.slots)
        places: list[int | None] = [None] * len(cards)
        order = range(len(cards) - 1, -1, -1) if self.first_leaves else range(len(cards))
        for i in order:  # alike cards keep their order: the last ones match the last places when the first leaves
            spots = range(len(self.slots) - 1, -1, -1) if self.first_leaves else range(len(self.slots))
            place = next((j for j in spots if self.slots[j] == cards[i] and not taken[j]), None)
            if place is not None:
                taken[place] = True
            places[i] = place
        for i, card in enumerate(cards):
            if places[i] is not None:
                continue
            free = next((j for j, t in enumerate(taken) if not t), None)
            if len(self.slots) < self.capacity or free is None:
                self.slots.append(card)
                taken.append(True)
                places[i] = len(self.slots) - 1
            else:
                self.slots[free] = card
                taken[free] = True
                places[i] = free
        while self.trim and self.slots and not taken[-1]:  # nothing lies after a gap at the end
            self.slots.pop()
            taken.pop()
        self.places = [p for p in places if p is not None]
        return self.places

    @property
    def count(self) -> int:
        """How many places the row lays out (cards and gaps)."""
        return len(self.slots)
