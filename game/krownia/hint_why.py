"""Why a bare KROWNIA hint is the move (s33, a blind tester: "End the turn", "Buy a development card", "Play a
Warrior" came with no reason). The words name what the move does for the player's points: the Largest Army race,
a Pirate sitting on their own tile, the cards they may lose to a 7."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.hint_plan import army_needed
from baraza.game.krownia.rules import KrowniaView

HAND_SAFE = 7  # a 7 rolled takes half of a hand of more cards than this


def bare_reason(view: KrowniaView, seat: int, action: Action) -> str | None:
    """The reason for a hint that came without one, or None when its move says enough ("Roll the dice")."""
    if view.hand is None:
        return None
    if action.kind == "end_turn":
        return end_reason(view)
    if action.kind == "buy_dev":
        return dev_reason(view, seat)
    if action.kind == "play_warrior":
        return warrior_reason(view, seat)
    return None


def end_reason(view: KrowniaView) -> str:
    held = sum(view.hand)
    if not held:
        return "nothing to build: your hand is empty"
    if held > HAND_SAFE:
        return f"nothing buildable now; a 7 rolled takes half of your {held} cards"
    return f"nothing buildable now; {held} cards is safe from a 7 (it takes half of more than {HAND_SAFE})"


def _short(view: KrowniaView, seat: int) -> int | None:
    """Warriors the seat still has to play to take Largest Army (None: it holds it)."""
    me = view.players[seat]
    return None if me.has_largest_army else max(0, army_needed(view, seat) - me.warriors_played)


def dev_reason(view: KrowniaView, seat: int) -> str:
    short = _short(view, seat)
    if short is None:
        return "a Warrior keeps your Largest Army ahead, and it may be a Victory Point"
    if short == 1:
        return "a Warrior would win you Largest Army (2 VP), and it may be a Victory Point"
    return f"you are {short} Warriors short of Largest Army, and it may be a Victory Point"


def warrior_reason(view: KrowniaView, seat: int) -> str:
    tile = view.tiles[view.pirate_hex]
    mine = any(view.corner_owner[c] == seat for c in B.HEX_CORNERS[view.pirate_hex])
    pirate = f"it moves the Pirate off your {tile.terrain} {tile.number}" if mine and tile.number \
        else "the Pirate goes onto a rival's tile and you steal a card"
    short = _short(view, seat)
    if short is None:
        return f"{pirate}; your Largest Army grows"
    if short <= 1:
        return f"{pirate}; it wins you Largest Army (2 VP)"
    left = short - 1
    return f"{pirate}; then {left} Warrior{'s' if left > 1 else ''} short of Largest Army"
