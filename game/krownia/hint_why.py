"""Why a bare KROWNIA hint is the move (s33, a blind tester: "End the turn", "Buy a development card", "Play a
Warrior" came with no reason). The words name what the move does for the player's points: the Largest Army race,
a Pirate sitting on their own tile, the cards they may lose to a 7. s34 (Hint 6/10): the Pirate's tile, the seat to
steal from and a declined offer came bare too: they name whose tile and how many points, how many cards, and what
the offer would cost the player's next build."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.describe import tile_words
from baraza.game.krownia.hint_facts import NO_FACTS
from baraza.game.krownia.hint_plan import bank_words, swap_of
from baraza.game.krownia.hint_setup import build_reason, road_reason, village_reason
from baraza.game.krownia.hint_seven import discard_words, plan_goal, steal_reason, take_words
from baraza.game.krownia.hint_turn import decline_reason
from baraza.game.krownia.hint_warrior import army_needed, army_words, warriors_held
from baraza.game.krownia.hint_words import cards
from baraza.game.krownia.rules import KrowniaView
from baraza.game.krownia.setup_judge import seen_board


def bare_reason(view: KrowniaView, seat: int, action: Action, plan: tuple[int, ...] | None = None) -> str | None:
    """The reason for a hint that came without one, or None when its move says enough ("Roll the dice"). `plan`:
    the build earlier hints kept the cards for, if any (a declined offer is weighed against it)."""
    if view.hand is None:
        return None
    if action.kind == "place_village":  # krownia18: the setup's placements came bare
        return village_reason(view, seat, action.args[0])
    if action.kind == "place_road":
        return road_reason(view, seat, action.args[0]) or None
    if action.kind == "discard":
        return discard_words(view.hand, plan_goal(view, seat, plan), action.args[0])
    if action.kind == "move_pirate":
        return pirate_reason(view, seat, action.args[0])
    if action.kind == "steal":
        return steal_reason(view, seat, action.args[0], plan)
    if action.kind == "decline_trade" and view.trade is not None:
        return decline_reason(view, seat, plan)
    if action.kind in ("build_village", "build_town"):  # krownia19: "Build a village by …" came bare
        return build_reason(view, seat, action.args[0], town=action.kind == "build_town")
    if action.kind == "confirm_trade" and view.trade is not None:
        return confirm_reason(view, seat, action, plan)
    if action.kind == "accept_trade" and view.trade is not None:
        return accept_reason(view, seat, action, plan)
    if action.kind == "end_turn":
        return end_reason(view)
    if action.kind == "buy_dev":
        return dev_reason(view, seat)
    if action.kind == "play_warrior":
        return warrior_reason(view, seat)
    return None


def confirm_reason(view: KrowniaView, seat: int, action: Action, plan: tuple[int, ...] | None) -> str:
    """Why take the answer of `action.args[0]` to the player's offer (krownia19: "Trade with Blue" came bare): the
    cards each side gives, as the answer stands (its counter, if it made one), and the build they bring closer."""
    give, get = swap_of(view, seat, action, NO_FACTS)
    deal = f"{view.names[action.args[0]]} gives {cards(get)} for your {cards(give)}"
    aim = bank_words(view, seat, give, get, plan)  # "it pays for a town now", "toward a town (you still need …)"
    return f"{deal} {aim}" if aim.startswith("toward") else f"{deal}; {aim}" if aim else deal


def accept_reason(view: KrowniaView, seat: int, action: Action, plan: tuple[int, ...] | None) -> str:
    """Why take an offer made to the player (krownia23: an answer's reason is the offer's own): the cards each side
    gives and the build they bring closer."""
    give, get = swap_of(view, seat, action, NO_FACTS)
    deal = f"{view.names[view.trade.offerer]} gives {cards(get)} for your {cards(give)}"
    aim = bank_words(view, seat, give, get, plan)
    return f"{deal} {aim}" if aim.startswith("toward") else f"{deal}; {aim}" if aim else deal


def end_reason(view: KrowniaView) -> str:
    held = sum(view.hand)
    if not held:
        return "nothing to build: your hand is empty"
    limit = view.discard_limit  # a 7 takes half (rounded down) of a hand of more cards than this
    if held > limit:
        return f"nothing buildable now; a 7 rolled before your next turn takes {held // 2} of your {held} cards"
    return f"nothing buildable now; {held} cards is safe from a 7 (it takes half of more than {limit})"


def _short(view: KrowniaView, seat: int) -> int | None:
    """Warriors the seat still has to play to take Largest Army (None: it holds it)."""
    me = view.players[seat]
    return None if me.has_largest_army else max(0, army_needed(view, seat) - me.warriors_played)


def dev_reason(view: KrowniaView, seat: int) -> str:
    short = _short(view, seat)
    if short is None:
        return "a Warrior keeps your Largest Army ahead, and it may be a Victory Point"
    held = warriors_held(view)  # krownia17: "3 Warriors short" said while the player held one
    if short - held <= 0:
        return f"{army_words(view, seat, playing=False)}; it may be a Victory Point"
    if short - held == 1:
        with_held = f", with the {'one' if held == 1 else held} you hold," if held else ""
        return f"a Warrior{with_held} would win you Largest Army (2 VP), and it may be a Victory Point"
    if held:
        return f"you are {army_words(view, seat, playing=False)}, and it may be a Victory Point"
    return f"you are {short} Warriors short of Largest Army, and it may be a Victory Point"


def warrior_reason(view: KrowniaView, seat: int) -> str:
    tile = view.tiles[view.pirate_hex]
    mine = any(view.corner_owner[c] == seat for c in B.HEX_CORNERS[view.pirate_hex])
    pirate = f"it moves the Pirate off your {_tile(view, view.pirate_hex)}" if mine and tile.number \
        else "the Pirate goes onto a rival's tile and you steal a card"
    return f"{pirate}; {army_words(view, seat, playing=True)}"  # the Warriors still in hand counted (krownia17)


def _standing(view: KrowniaView, other: int) -> str:
    """"leads with 7 points" when `other` has more points on the table than every other seat, else "" (krownia15:
    "Blue has 2 points" was a reason while every seat had 2)."""
    vp = view.players[other].vp_visible
    lead = all(vp > p.vp_visible for p in view.players if p.seat != other)
    return f"leads with {vp} points" if lead else ""


def _tile(view: KrowniaView, hex_: int) -> str:
    """"mountains 8", "desert": a tile named as every hint names it (describe.tile_words); "Move the Pirate to the
    pasture 6: it blocks White's Sheep on the 6" named one tile two ways (krownia19)."""
    return tile_words(seen_board(view), hex_)


def pirate_reason(view: KrowniaView, seat: int, hex_: int) -> str:
    """Whose tile the Pirate blocks, why that seat and what the player gets (s34: "Move the Pirate" came bare;
    T119: "…: Blue holds 5 cards" read as no reason): "it blocks White's mountains 8: White leads with 7 points; you
    take 1 of its 5 cards", the seat with more points or cards than the others there named so, and the player's own
    tile it leaves. Card counts are public; no hidden card is named."""
    owners = {view.corner_owner[c] for c in B.HEX_CORNERS[hex_]} - {-1, seat}
    words = "it keeps the Pirate off your tiles"
    if owners:
        worst = max(owners, key=lambda s: (view.players[s].vp_visible, view.players[s].card_count, -s))
        rest = sorted(owners - {worst})
        others = f" (and {' and '.join(view.names[s] for s in rest)})" if rest else ""
        name, me = view.names[worst], view.players[worst]
        n = me.card_count
        words = f"it blocks {name}'s {_tile(view, hex_)}{others}"
        standing = _standing(view, worst)
        why = ""
        if standing:
            why = f"{name} {standing}"
        elif rest and all(me.vp_visible > view.players[s].vp_visible for s in rest):
            why = f"{name} has {'more' if len(rest) == 1 else 'the most'} points there ({me.vp_visible})"
        elif rest and n and all(n > view.players[s].card_count for s in rest):
            why = f"{name} holds {'more' if len(rest) == 1 else 'the most'} cards there"
        words += f": {why}" if why else ""
        if n:  # what the player gets: a card from that seat (the steal asks which, with others there)
            whose = "its" if why else f"{name}'s"
            words += f"; {take_words(n, whose)}"
    if any(view.corner_owner[c] == seat for c in B.HEX_CORNERS[view.pirate_hex]) and view.pirate_hex != hex_:
        words += f"; it frees your {_tile(view, view.pirate_hex)}"
    return words
