"""What one seat knows of every other hand (krownia25): the table's count of each hand (state.public_cards, every
card seen taken less every card seen given) and, per seat, what its own steals showed it.

A Pirate's steal moves a card whose kind only the thief and the robbed seat see (each in its own hand). To anyone
else the thief took one card of some kind and the robbed seat lost one; the two of them know which. So the count a
seat reads of another hand (the view's "cards_counted") is the table's count moved by the steals that seat was in,
and the cards lost to the Pirate (the view's "cards_stolen") leave out those whose kind it saw. From these a seat
bounds each hand per kind (`least`, `most`): "holds none" only when even the bound from its own knowledge is 0,
"surely holds" only what no unseen steal could have taken.

The steals seen are kept as an immutable tuple (one row per viewer), so the searches' many clones share it."""

from __future__ import annotations

from typing import Any

from baraza.game.krownia.constants import RESOURCES
from baraza.game.krownia.state import KrowniaState

KINDS = len(RESOURCES)
WIDTH = KINDS + 1  # per seat in a viewer's row: a shift per kind, then the steals from it whose kind was seen
LOST = KINDS


def record_steal(state: KrowniaState, thief: int, victim: int, kind: int) -> None:
    """A steal of one `kind` card: the thief now counts it gone from the victim's hand, the victim counts it in
    the thief's; nobody else learns the kind (their count of both hands stays the table's)."""
    n = state.num_seats
    rows = [list(r) for r in state.known_steals] or [[0] * (n * WIDTH) for _ in range(n)]
    rows[thief][victim * WIDTH + kind] -= 1
    rows[thief][victim * WIDTH + LOST] += 1
    rows[victim][thief * WIDTH + kind] += 1
    state.known_steals = tuple(tuple(r) for r in rows)


def forget_kind(state: KrowniaState, monopolist: int, kind: int) -> None:
    """A Monopoly on `kind`: every hand but the monopolist's is seen to hold none of it, whatever was stolen
    before, so no steal shifts those counts of it any more (the monopolist's count still needs its shift)."""
    if not state.known_steals:
        return
    rows = [list(r) for r in state.known_steals]
    for row in rows:
        for s in range(state.num_seats):
            if s != monopolist:
                row[s * WIDTH + kind] = 0
    state.known_steals = tuple(tuple(r) for r in rows)


def seen_by(state: KrowniaState, viewer: int | None, seat: int) -> tuple[list[int], int]:
    """(the count of `seat`'s hand per kind, the cards lost to steals of a kind unseen) as `viewer` knows them
    (None: a spectator, who knows the table's count). A seat's count of its own hand is the table's: what the
    others have seen of it. Never below 0 (T119): a count goes under 0 when a stolen card is spent."""
    public, lost = state.public_cards[seat], state.cards_stolen[seat]
    if viewer is None or viewer == seat or not state.known_steals:
        return [max(0, n) for n in public], lost
    row, base = state.known_steals[viewer], seat * WIDTH
    return [max(0, public[k] + row[base + k]) for k in range(KINDS)], lost - row[base + LOST]


def counted(view: Any, other: int, kind: int) -> int:
    """How many `kind` cards the view's seat has seen reach `other`'s hand and not leave it (at most what it holds):
    the count its offers and the Hint read as "seen to hold"."""
    p = view.players[other]
    return min(p.card_count, max(0, p.stats.get("cards_counted", {}).get(RESOURCES[kind], 0)))


def unseen_taken(view: Any, other: int) -> int:
    """How many cards `other` may hold of a kind the view's seat did not see arrive: those it stole unseen. Its
    hand is the count, less the cards lost unseen, plus these; so they are the hand's size beyond the count, plus
    the cards lost unseen. (A stolen card spent shows its kind: the count, held at 0, no longer waits for it.)"""
    p = view.players[other]
    shown = sum(max(0, p.stats.get("cards_counted", {}).get(name, 0)) for name in RESOURCES)
    return max(0, p.card_count - shown + p.stats.get("cards_stolen", 0))


def least(view: Any, other: int, kind: int) -> int:
    """How many `kind` cards the view's seat can be sure `other` holds: its count of them less every card lost to
    a steal it did not see (each may have been one of these)."""
    p = view.players[other]
    return max(0, min(counted(view, other, kind) - p.stats.get("cards_stolen", 0), p.card_count))


def most(view: Any, other: int, kind: int) -> int:
    """How many `kind` cards `other` may hold as far as the view's seat knows: its count of them plus every card
    it may have stolen unseen, at most its hand."""
    return min(view.players[other].card_count, counted(view, other, kind) + unseen_taken(view, other))
