"""Choices the rules leave open but that decide nothing: the prompt bar makes them one press (S33 tester: "discard 3
of 3" asked three card clicks; "Resolve (22)" and "Best: 22" stood side by side, both doing the same).

- A payment is forced when the cards to discard are the whole hand, or every card left is of one kind: one button
  pays them all ("Discard all 3"); picking the cards one by one still works.
- An equal-dice step whose best total is the total already has nothing to gain: Resolve alone holds the bar's go-on
  slot (a lowering button stays, as the rules allow it, but Best is not offered beside Resolve)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.scenes.khedu.layout import mat_seat


def forced_payment(view, legal: list[Action]) -> list[Action] | None:
    """The pay moves that settle the activation when the cards paid cannot differ (two or more of them), in the
    hand's order (each then is the first of its kind in the hand, so each is legal when its turn comes); else None."""
    c = view.combat
    if c is None or c.step != "pay" or c.to_pay < 2:
        return None
    hand = view.players[mat_seat(view)].hand or ()
    pays = [a for a in legal if a.kind == "pay"]
    if not pays or (c.to_pay < len(hand) and len(pays) > 1):
        return None
    return [Action("pay", (card.card,)) for card in hand[:c.to_pay]]


def payment_label(view) -> str:
    """The one button's words: the whole hand, or so many alike."""
    c = view.combat
    hand = view.players[mat_seat(view)].hand or ()
    return f"Discard all {len(hand)}" if c.to_pay >= len(hand) else f"Discard {c.to_pay}"


def payment_words(view) -> list[str]:
    """The bar's sentence for a forced payment, longest first."""
    c = view.combat
    hand = view.players[mat_seat(view)].hand or ()
    label = payment_label(view)
    if c.to_pay >= len(hand):
        return [f"Pay the activation: it takes your whole hand ({len(hand)} cards). Press {label}.",
                f"Pay with your whole hand: {label}."]
    return [f"Pay the activation: your {len(hand)} cards are alike, any {c.to_pay} will do. Press {label}.",
            f"Pay: any {c.to_pay} of your cards: {label}."]


def nothing_to_gain(view, legal: list[Action]) -> bool:
    """An equal-dice step whose total is already the best: Resolve is the one sensible press."""
    c = view.combat
    return (c is not None and c.step == "adjust" and Action("resolve") in legal
            and c.best_total == c.total)


def best_already_words(total: int, defence: int) -> list[str]:
    """The bar's sentence when the dice already make their best total, longest first."""
    verdict = "wins" if total >= defence else "falls short"
    return [f"Equal dice: {total} vs {defence} is already the best the dice can make; it {verdict}. Press Resolve.",
            f"{total} vs {defence}, already the best: Resolve."]
