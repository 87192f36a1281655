"""Where the keyboard's cursor waits while an attack's activation is paid (keys playtest 13 at 150 %, 130-d2.png):
after a discard it went to the paid card's neighbour, a valuable Khana Ekkubana, so a third quick Enter would have
thrown it away. It waits instead on the card the player needs least (the Hint's pick when the Hint named one), and
its words say why, so an Enter too many costs the least it can.

The card is the one the Hint pays with first (game/khedu/card_worth.py ranks the hand for the Hint and the AI alike,
never the AI module itself): the cursor's own reading of the hand once named another card "the card you need least"
than the Hint did (keys20). The words say why in the table's reading: a unit of another clan only pays; a Command is
worth more when its Legacy points are there; a unit of the player's clan most when it could still join the Cadre."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.khedu.card_worth import payment


def _worth(card, me, clan_units: tuple[str, ...]) -> tuple[float, str]:
    """(how much the player needs `card`, why, in a few words)."""
    if card.kind == "command":
        if me.legacy_points >= card.cost:
            return 2.0, "a Command you can pay for"
        return 1.0, f"a Command you cannot pay for yet ({card.cost} LP)"
    if card.key not in clan_units:
        return 0.0, f"not of your clan ({me.clan}): only for paying"  # "…: it only pays" read as cut (keys17)
    if any(u is None for u in me.cadre) and me.influence > 0:
        return 3.0 + card.cost, "a unit that could join your Cadre"
    return 1.5, "a unit of your clan"


def least_needed(view, seat: int, legal: list[Action], data, hint: Action | None) -> tuple[Action, str] | None:
    """The pay move of the card `seat` needs least, with the cursor's words for why; None outside a payment."""
    c = view.combat
    pays = [a for a in legal if a.kind == "pay"]
    if c is None or c.step != "pay" or not pays:
        return None
    if hint is not None and hint in pays:
        return hint, "the Hint's pick, the card you need least"
    me = view.players[seat]
    picked = payment(view, seat, [a.args[0] for a in pays])  # the Hint's own order (card_worth.py)
    if not picked:
        return None
    _worth_of, why = _worth(picked[0], me, data.clans[me.clan].units)
    return Action("pay", (picked[0].card,)), f"the card you need least, {why}"
