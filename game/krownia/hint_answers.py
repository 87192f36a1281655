"""The answers to the player's own offer, each judged by its own cards (krownia17, a blind tester, Hint 7/10). White
had accepted the player's Ore for the Sheep a village lacked and Blue had countered asking for Brick; the Hint said
"Withdraw the offer: keep your Brick for a village", a reason about Blue's counter only. With answers on the table
an answer that brings the plan closer from cards it can spare is confirmed, and a withdrawal says what each answer
would cost or fail to bring."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia.constants import RESOURCES
from baraza.game.krownia.hint_facts import HintFacts, HintWords
from baraza.game.krownia.hint_turn import near_win
from baraza.game.krownia.hint_words import GOAL_NAMES, cards
from baraza.game.krownia.rules import KrowniaView

Cost = tuple[int, ...]
ANSWERS = ("accepted", "countered")  # the responses the player may confirm


def answers(view: KrowniaView, seat: int) -> list[tuple[int, Cost, Cost]]:
    """The answers to the player's own offer as (answering seat, what the player gives, what it gets)."""
    trade = view.trade
    if trade is None or trade.offerer != seat:
        return []
    found = []
    for other, response in enumerate(trade.responses):
        if other != seat and response in ANSWERS:  # the view names each seat's response
            counter = trade.counters[other]
            give, get = counter if counter else (trade.give, trade.get)
            found.append((other, tuple(give), tuple(get)))
    return found


def _after(hand: Cost, give: Cost, get: Cost) -> list[int]:
    return [h - g + t for h, g, t in zip(hand, give, get, strict=True)]


def _short(hand: Cost | list[int], plan: Cost) -> int:
    return sum(max(0, c - h) for h, c in zip(hand, plan, strict=True))


def _taken(hand: Cost, give: Cost, plan: Cost) -> list[str]:
    """The kinds an answer takes that the plan keeps (fewer left than the hand holds toward it)."""
    return [RESOURCES[r] for r, g in enumerate(give) if g and hand[r] - g < min(hand[r], plan[r])]


def _name(plan: Cost) -> str:
    return GOAL_NAMES.get(plan, "your next build")


def serving_answer(view: KrowniaView, seat: int, plan: Cost | None,
                   legal: list[Action]) -> tuple[Action, HintWords] | None:
    """The answer to confirm (None: none serves): it takes none of the cards the plan keeps, leaves it fewer cards
    short, at no dearer than a 2:1 harbour, from a seat not about to win; of several, the one leaving fewest short."""
    hand = view.hand
    if hand is None:
        return None
    if plan is None:
        from baraza.game.krownia.ai import KrowniaAI  # what the Hint's level saves for (as hint_agree.py)

        plan = KrowniaAI("hard", seat, 0).goal_cost(view, seat)
    plan = tuple(plan)
    good = []
    for other, give, get in answers(view, seat):
        after = _after(hand, give, get)
        if Action("confirm_trade", (other,)) not in legal or min(after) < 0 or near_win(view, other):
            continue
        if _taken(hand, give, plan) or _short(after, plan) >= _short(hand, plan) or sum(give) > 2 * sum(get):
            continue
        good.append((_short(after, plan), sum(give), other, give, get, after))
    if not good:
        return None
    _n, _g, other, give, get, after = min(good)
    build = _name(plan).replace("a ", "your ", 1)
    missing = [max(0, c - h) for h, c in zip(after, plan, strict=True)]
    still = f" (you still need {cards(missing)})" if any(missing) else ", all its cards"
    words = f"{view.names[other]}'s answer, {cards(get)} for your {cards(give)}, brings {build} closer{still}"
    return Action("confirm_trade", (other,)), HintWords(words, HintFacts(goal=plan if plan in GOAL_NAMES else None))


def withdraw_words(view: KrowniaView, seat: int, plan: Cost) -> HintWords | None:
    """Why withdraw the player's own offer, answer by answer: what each would take of the cards `plan` keeps, or
    that it brings the plan no closer (None: no answer yet, the offer itself is what is on the table)."""
    found, hand = answers(view, seat), view.hand
    if not found or hand is None:
        return None
    name, parts = _name(plan), []
    for other, give, _get in found:
        what = "counter" if view.trade.counters[other] else "answer"
        taken = _taken(hand, give, plan)
        if taken:
            parts.append(f"{view.names[other]}'s {what} takes the {' and '.join(taken)} kept for {name}")
        else:
            parts.append(f"{view.names[other]}'s {what} does not bring {name} closer")
    missing = [max(0, c - h) for h, c in zip(hand, plan, strict=True)]
    still = f" (you still need {cards(missing)})" if any(missing) else ""
    return HintWords("; ".join(parts) + still, HintFacts(goal=plan if plan in GOAL_NAMES else None))
