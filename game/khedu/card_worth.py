"""What a hand card is worth keeping to a Khedu seat, read from its view: the AI pays an activation with the cards
worth least (game/khedu/ai.py), and the Hint names that whole payment with why each card goes (hint_pay.py).

A keys tester's normal Oadhii AI paid an attack with its Khana Ekkubana, its Cadre full and one Influence left,
and kept three Commands it never played; both its heroes fell on the next turn and, no Oadhii unit in hand, its
Cadre stayed empty for the rest of the match. A unit of the clan is the only card that brings a hero back: while
Influence remains it is kept before a Command."""

from __future__ import annotations

from typing import Any

CLAN_UNITS = {"Hadimi": ("hadimi_dreamer", "hadimi_guard", "khana_kudjani"),
              "Wuqri": ("wuqri_zealot", "okavian_raider", "khana_chahak"),
              "Oadhii": ("oadhii_conjurer", "oadhii_infiltrator", "khana_ekkubana"),
              "Rahala": ("rahala_hunter", "rahala_fighter", "chieftain")}


def keep_value(clan: str, lp: int, influence: int, slot_free: bool, kind: str, key: str, cost: int) -> float:
    """How much a seat of `clan` needs a card of `kind`/`key`/`cost` (higher: kept longer), from plain facts so
    the AI's view and the expert's play-outs (which read the state) weigh a card alike."""
    if kind == "command":
        return 1.0 if lp >= cost else 0.3
    if key in CLAN_UNITS.get(clan, ()):
        if influence > 0 and slot_free:
            return 2.0 + cost * 0.3  # it can join the Cadre now
        if influence > 0:
            return 1.2 + cost * 0.1  # the Cadre is full: it replaces the next hero that falls
        return 0.6
    return 0.1


def card_value(view: Any, seat: int, card: Any) -> float:
    """`keep_value` of the hand card `card` (a view's CardView) for `seat`."""
    me = view.players[seat]
    free = any(u is None for u in me.cadre)
    return keep_value(me.clan, me.legacy_points, me.influence, free, card.kind, card.key, card.cost)


def why_it_goes(view: Any, seat: int, card: Any) -> str:
    """Why a card is among the ones to pay with, in a few words."""
    me = view.players[seat]
    if card.kind == "command":
        return "a Command" if me.legacy_points >= card.cost else f"a Command you cannot pay for ({card.cost} LP)"
    if card.key not in CLAN_UNITS.get(me.clan, ()):
        return f"not {me.clan}: it only pays"
    if me.influence <= 0:
        return "no Influence left to place it"
    return f"a {me.clan} unit"


def payment(view: Any, seat: int, legal_cards: list[int]) -> list[Any]:
    """The hand cards the AI pays the open activation with, in the order it discards them: the `to_pay` cards worth
    least among the payable ones (ties by card number, as the AI breaks them)."""
    c = view.combat
    hand = {h.card: h for h in view.players[seat].hand or ()}
    ranked = sorted((hand[n] for n in legal_cards if n in hand), key=lambda h: (card_value(view, seat, h), h.card))
    return ranked[:max(0, c.to_pay if c is not None else 0)]
