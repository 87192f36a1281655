"""The keyboard cursor's words on a card to discard (the opening discard, an activation's payment): what Enter on that
card does, and how it stands with the Hint's pick.

A keys tester (keys20) read the cursor's words naming one card to discard while the Hint advised another: the
cursor's start and its "the card you need least" came from a reading of its own. The start is now the Hint's own
plan (keys_pay.py, keys_cadence.py), and each card says what Enter does ("Discard Khana Ekkubana"), then, once the
Hint is asked for, whether it is the Hint's pick or one the Hint keeps, naming the card the Hint discards instead.
A copy of the Hint's card (the same Cadence, the same unit) is as good as the Hint's pick: its words say so."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.khedu.card_worth import payment
from baraza.scenes.khedu.keys_cadence import least_needed_discard
from baraza.scenes.khedu.keys_pay import least_needed

DISCARDS = ("discard_cadence", "pay")


def _cards(view, seat: int, kind: str) -> dict[int, object]:
    """The cards a discard of `kind` takes from, by number: the opening's Cadences, or the seat's hand."""
    if kind == "discard_cadence":
        return {c.card: c for c in view.opening_cadences}
    return {h.card: h for h in view.players[seat].hand or ()}


def _alike(cards: dict[int, object], a: int, b: int) -> bool:
    """Whether the cards `a` and `b` are the same card or copies of one (the same key): discarding either does
    the same."""
    first, second = cards.get(a), cards.get(b)
    return a == b or (first is not None and second is not None and first.key is not None and first.key == second.key)


def discard_words(view, seat: int, action: Action, said: str, hint: Action | None, legal: list[Action],
                  data) -> str | None:
    """The cursor's words on the discard `action` (`said`: what Enter does, "Discard Mirage Lament"); None for any
    other move. Without the Hint asked for, the card the Hint would pick says why it goes ("the card you need
    least, …"), the others only what Enter does. With it: "…: the Hint's pick", "… — the Hint pays with it too,
    after X" (a payment of several cards), or "… — the Hint keeps it and discards X"."""
    if action.kind not in DISCARDS:
        return None
    asked = hint if hint is not None and hint.kind == action.kind and hint in legal else None
    cards = _cards(view, seat, action.kind)
    if asked is None:
        if action.kind == "pay":
            pick = least_needed(view, seat, legal, data, None)
            return f"{said}: {pick[1]}" if pick is not None and _alike(cards, pick[0].args[0], action.args[0]) \
                else said
        plan = least_needed_discard(view, seat, legal)
        return f"{said}: the one you need least" if plan is not None and _alike(cards, plan.args[0], action.args[0]) \
            else said
    card, picked = action.args[0], asked.args[0]
    if _alike(cards, picked, card):
        return f"{said}: the Hint's pick, the card you need least" if action.kind == "pay" else \
            f"{said}: the Hint's pick"
    named = cards.get(picked)
    name = getattr(named, "name", None) or "another card"
    if action.kind == "pay" and view.combat is not None and view.combat.to_pay > 1:
        rest = [h.card for h in payment(view, seat, list(cards)) if h.card != picked]
        if card in rest[:view.combat.to_pay - 1]:  # the Hint's whole payment (game/khedu/hint_pay.py)
            return f"{said} — the Hint pays with it too, after {name}"
    return f"{said} — the Hint keeps it and discards {name}"
