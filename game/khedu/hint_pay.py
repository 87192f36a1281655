"""Why the hinted discard of an activation's payment, naming the whole payment: a keys tester paying 3 cards pressed
Hint three times, each Hint naming one card. The Hint's card is the AI's (game/khedu/card_worth.py ranks the hand
for both), so the cards named after it are the ones the Hint would name next."""

from __future__ import annotations

from baraza.game.khedu.card_worth import payment, why_it_goes


def _names(names: list[str]) -> str:
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def payment_reasons(view, seat: int, card: int) -> list[str]:
    """Why discard `card` now, longest first: with more than one card still to pay, the whole payment ("pay with
    Wuqri Zealot and Sandstorm: the 2 cards you need least (…)"), the hinted card first."""
    c, me = view.combat, view.players[seat]
    if c is None or c.step != "pay" or me.hand is None:
        return []
    hand = {h.card: h for h in me.hand}
    if card not in hand:
        return []
    picked = payment(view, seat, list(hand))
    cards = [hand[card]] + [h for h in picked if h.card != card][:max(0, c.to_pay - 1)]
    whys = list(dict.fromkeys(why_it_goes(view, seat, h) for h in cards))
    if len(cards) == 1:
        return [f"the card you need least: {whys[0]}", "the card you need least"]
    names = _names([h.name for h in cards])
    n = len(cards)
    return [f"pay with {names}: the {n} cards you need least ({'; '.join(whys)})",
            f"pay with {names}: the {n} cards you need least", f"pay with {names}"]
