"""Why an Ancestor that gives the Konja player nothing (split from hint_words.py): what the other free Ancestors
would give both players. A blind tester read "the other free Ancestors give you no more now" beside a Spell Ancestor
that would have drawn a Spell (110b/111): it would have drawn the opponent two."""

from __future__ import annotations

from baraza.game.konja import cards
from baraza.game.konja.hint_dice import _me
from baraza.game.konja.state import SUMMON_COST, KonjaView

NONE_BETTER = "the other free Ancestors give you no more now"


def _them(view: KonjaView):
    seat = view.viewer if view.viewer is not None else view.turn_seat
    return view.players[1 - seat]


def _spells_drawn(view: KonjaView, player) -> int:
    """The Spells the Spell Ancestor's Blessing draws `player` (up to 3 when holding 2 or fewer)."""
    held = len(player.spells) if player.spells is not None else player.spell_count
    return min(3 - held, view.spell_deck_count) if held <= 2 else 0


def _none_better(view: KonjaView, name: str) -> str:
    """An Ancestor that gives the player nothing: why not the others, where each other free one is the Spell or the
    Resource Ancestor (what they give both players is known). "The other free Ancestors give you no more" was false
    where the Spell Ancestor would draw a Spell (a blind tester): it would draw the opponent more."""
    me, them = _me(view), _them(view)
    others = [a for a in view.free_ancestors if a != name]
    if not others or any(a not in ("spell", "resource") for a in others):
        return NONE_BETTER
    said = []
    for other in others:
        mine, theirs = (_spells_drawn(view, me), _spells_drawn(view, them)) if other == "spell" else (2, 2)
        if other == "spell" and mine and theirs < mine:
            return NONE_BETTER  # it would give the player more: not a reason these words can give
        if other == "spell" and mine:
            said.append(f"the Spell Ancestor would draw {them.name} {theirs} Spell{'s' if theirs != 1 else ''}"
                        f" to your {mine}")
        elif other == "resource":
            said.append(f"the Resource Ancestor gives {them.name} the same 2 as you")
    if not said:
        return NONE_BETTER
    nothing = name == "rain" and them.gold < min(SUMMON_COST.values())  # the Rain's Blessing: a Cloud for Gold
    return ("it gives " + them.name + " nothing either; " if nothing else "") + " and ".join(said)


def spell_words(view: KonjaView) -> str:
    """The Spell Ancestor while the player holds 3 Spells: its Blessing draws only after a discard. "you hold 3
    Spells: it only swaps weak ones for new" read as a warning beside the Hint that advised it (konja22, where the
    gain was that Kofi drew nothing while the Merchant or the Rain would have let his 8 Gold buy): the gain said."""
    me, them = _me(view), _them(view)
    held = len(me.spells or ())
    theirs = _spells_drawn(view, them)
    swap = "swap weak Spells for new (discard, then draw back up to 3)"
    if theirs:
        return f"you may {swap}; {them.name} draws {theirs} too"
    costs = [cards.relics()[c].cost for c in view.offering if c]
    buys = [(name, thing) for name, thing, price in (("Merchant", "a Relic", min(costs, default=them.gold + 1)),
                                                     ("Rain", "a Cloud", min(SUMMON_COST.values())))
            if name.lower() in view.free_ancestors and price <= them.gold]
    if buys:  # short: the hint panel shows about six lines
        where, what = " or the ".join(b[0] for b in buys), " or ".join(b[1] for b in buys)
        return (f"it gives {them.name} nothing, where the {where} would let {them.name}'s {them.gold} Gold buy "
                f"{what}; you may also swap weak Spells")
    count = len(them.spells) if them.spells is not None else them.spell_count
    return f"you hold {held} Spells: you may {swap}, and {them.name}, holding {count}, draws none"
