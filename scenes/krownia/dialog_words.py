"""The keyboard cursor's words for a dialog control that makes no move now: a greyed one says why it is grey
("Get Wood: pick what you give first"), a picked chip says how to unpick it. Blind testers found the arrows
jumped past the greyed controls of a dialog (Down from the bank's "You give" row went to "Offer to players",
over the "You get" row): they are stops now (keyboard.py), and their words tell what would make them work.
"""

from __future__ import annotations

from baraza.game.krownia.constants import MAX_OFFER_CARDS, RESOURCES
from baraza.game.krownia.rules import KrowniaView
from baraza.scenes.krownia.answers import lacking
from baraza.scenes.krownia.art import Control
from baraza.scenes.krownia.selection import Selection


def _have(n: int, r: int) -> str:
    return f"you have no {RESOURCES[r]}" if n == 0 else f"you have only {n} {RESOURCES[r]}"


def control_words(ctl: Control, view: KrowniaView, selection: Selection) -> str:
    """What a dialog's control is and, greyed, why; for one that makes no move when it is not greyed (a picked
    chip), what Enter does there."""
    name = ctl.name
    head, _, tail = name.rpartition("_")
    r = int(tail) if tail.lstrip("-").isdigit() else None
    words, why = _words(head, r, ctl, view, selection)
    if ctl.enabled:
        return words
    return f"{words}: not now, {why}" if why else f"{words}: not possible now"


def _words(head: str, r: int | None, ctl: Control, view: KrowniaView, selection: Selection) -> tuple[str, str]:
    """(what the control is, why it is greyed); each part of the dialog by its controls' names (trade.py)."""
    hand = view.hand or (0,) * 5
    trade = view.trade
    if ctl.name in ("back", "drop") and trade is not None and trade.offerer != view.seat:  # a counter's (counter.py)
        offer = f"{view.names[trade.offerer]}'s offer"
        if ctl.name == "back":
            return f"Back to {offer}, to accept, decline or counter it", "it cannot be taken back here"
        return f"Decline {offer}", ""
    if ctl.name == "later" and trade is not None:  # an AI's offer let go at once, as a lapse (offer_panel.py)
        return f"Not now: let {view.names[trade.offerer]}'s offer lapse, as if left alone", "it cannot lapse here"
    if head == "bank_give" and r is not None:
        rate = view.players[view.seat].trade_rates[r] if view.seat is not None else 4
        words = f"Give {rate} {RESOURCES[r]} for 1 card"
        if ctl.enabled and selection.give == r:
            return f"{words}, picked: Enter unpicks it, or go down to what you get", ""
        return words, f"need {rate}, {_have(hand[r], r)}"
    if head == "bank_get" and r is not None:
        words = f"Get 1 {RESOURCES[r]}"
        if ctl.enabled and selection.get == r:
            return f"{words}, picked: go down to Trade", ""
        if selection.give is None:
            return words, "pick what you give first, in the row above"
        if selection.give == r:
            return words, f"you give {RESOURCES[r]}"
        return words, f"the bank has no {RESOURCES[r]}" if view.bank[r] == 0 else ""
    if head == "bank_confirm" or head == "":
        return _single(ctl)
    give = (trade.draft_give if trade is not None else None) or (0,) * 5
    get = (trade.draft_get if trade is not None else None) or (0,) * 5
    if head in ("give_plus", "get_plus") and r is not None:
        side, other = (give, get) if head == "give_plus" else (get, give)
        words = f"Offer 1 {RESOURCES[r]}" if head == "give_plus" else f"Ask for 1 {RESOURCES[r]}"
        if sum(side) >= MAX_OFFER_CARDS:
            return words, f"at most {MAX_OFFER_CARDS} cards a side"
        if other[r]:
            return words, f"you {'ask for' if head == 'give_plus' else 'give'} {RESOURCES[r]}"
        if head == "give_plus":
            return words, _have(hand[r], r) if not give[r] else f"all your {RESOURCES[r]} is in the offer"
        return words, ""
    if head in ("give_minus", "get_minus") and r is not None:
        why = f"you offer no {RESOURCES[r]}" if head == "give_minus" else f"you ask for no {RESOURCES[r]}"
        return f"Take 1 {RESOURCES[r]} off the offer", why
    if head == "send" and r is not None:
        whom = "everyone" if r < 0 else view.names[r]
        words = "Send the counter-offer" if ctl.label == "Send counter-offer" else f"Send the offer to {whom}"
        missing = [part for part, vec in (("what you give", give), ("what you want", get)) if not any(vec)]
        return words, ("choose " + " and ".join(missing) + " first") if missing else ""
    if head == "confirm" and r is not None and trade is not None:
        terms = trade.counters[r][0] if trade.counters and trade.responses[r] == "countered" else trade.give
        missing = lacking(hand, terms)
        return f"Trade with {view.names[r]}", f"you lack {missing}" if missing else ""
    if head == "discard" and r is not None:
        return f"Discard 1 {RESOURCES[r]}", f"you have no {RESOURCES[r]}"
    if head == "plenty" and r is not None:
        return f"Take 1 {RESOURCES[r]}", f"the bank has no {RESOURCES[r]}"
    return _single(ctl)


def _single(ctl: Control) -> tuple[str, str]:
    """A control with no resource of its own: its label, and its note as the reason ("you lack 1 Ore")."""
    label = ctl.label.rstrip("…").strip()
    if ctl.name == "bank_confirm" and not ctl.enabled:
        return "Trade with the bank", "pick what you give and what you get first"
    note = ctl.note if ctl.note not in ("one offer per turn", "send to") else ""
    return label, note
