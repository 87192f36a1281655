"""What a KROWNIA hint means, as data beside its words (s34, a blind tester, Hint 6/10). The plan check
(hint_plan.py) read the goal a hint names and an offer's cards back out of the hint's sentence; the words now carry
them: `HintWords` is the sentence (a str, so every words function here joins it unchanged) with its `HintFacts`.
Across the AI worker's pipe the facts travel beside the words, typed (the agent's `explained`, game.core.agent.
Explained; scenes/table/ai_runner.AIResult.facts), not inside them."""

from __future__ import annotations

from dataclasses import dataclass

from baraza.game.core.action import Action
from baraza.game.krownia.constants import BANK_START, RESOURCES
from baraza.game.krownia.rules import KrowniaView
from baraza.game.krownia.tally import most

Cost = tuple[int, ...]


@dataclass(frozen=True)
class HintFacts:
    """The build a hint keeps the cards for or trades toward, and an offer's cards as the player would give and
    get them, with whom it goes to (-1: everyone). `outside`: in the offer dialog, the Hint the table gives for
    the position the dialog opened from (hint_dialog.py: the dialog's Hint is drawn from it)."""
    goal: Cost | None = None
    give: Cost | None = None
    get: Cost | None = None
    to: int = -1
    outside: OutsideHint | None = None


@dataclass(frozen=True)
class OutsideHint:
    """The hint level's move for the position an offer dialog opened from, as the worker found it (before the
    plan check, which the table runs with the plan it keeps), its words and facts, and the moves legal there."""
    action: Action
    words: str
    facts: HintFacts
    legal: tuple[Action, ...]


NO_FACTS = HintFacts()


class HintWords(str):
    """A hint's words carrying its facts, within the hint's own chain (hint_plan.py, hint_turn.py)."""
    facts: HintFacts

    def __new__(cls, text: str, facts: HintFacts) -> HintWords:
        words = super().__new__(cls, text)
        words.facts = facts
        return words


def facts_of(words: str | None) -> HintFacts:
    """The facts a hint's words carry (none for plain words, e.g. a hint the player's own table wrote)."""
    return getattr(words, "facts", NO_FACTS)


def holds_none(view: KrowniaView, other: int, kind: int) -> bool:
    """Whether the player can see that `other` holds no card of `kind`: no cards at all, every one of that kind in
    the bank and the player's hand, or none by the player's own count even counting every card `other` may have
    stolen unseen (tally.most: krownia25, "holds any Brick" must follow from what the player knows; a steal it
    was not in leaves the stolen card's kind open)."""
    return view.players[other].card_count == 0 or _all_seen(view, other, kind) or most(view, other, kind) == 0


def _all_seen(view: KrowniaView, other: int, kind: int) -> bool:
    """Whether the bank and the viewer's own hand hold all of `kind` (krownia17: "each is not trading Brick" while
    the bank showed all 19): the viewer's hand counts only when it is not `other`'s own (a seat's view of itself
    tells the table nothing)."""
    own = view.hand[kind] if view.hand is not None and getattr(view, "seat", None) not in (None, other) else 0
    return view.bank[kind] + own >= BANK_START


def no_partner(view: KrowniaView, seat: int, facts: HintFacts) -> str | None:
    """Why an offer goes nowhere, or None: every seat it is made to is seen to hold none of a card it asks for
    (s34: an offer was hinted to White, who held no cards)."""
    if facts.get is None:
        return None
    partners = [s for s in range(view.num_seats) if s != seat and facts.to in (-1, s)]
    for kind, n in enumerate(facts.get):
        if n and partners and all(holds_none(view, s, kind) for s in partners):
            what = "cards" if all(view.players[s].card_count == 0 for s in partners) else RESOURCES[kind]
            why = _bank_words(view, partners[0], kind) if what != "cards" else ""
            if len(partners) == 1:
                return f"{view.names[partners[0]]} holds no {what} to give you{why}"
            return f"neither {' nor '.join(view.names[s] for s in partners)} holds any {what} to give you{why}"
    return None


def _bank_words(view: KrowniaView, other: int, kind: int) -> str:
    """How the player can check it when the bank shows it (krownia25 took "holds any Brick" for a look at the
    hands: the bank and its own hand held all 19): "" when it follows from the count of cards seen instead."""
    if not _all_seen(view, other, kind):
        return ""
    mine = view.hand is not None and view.hand[kind] > 0
    return f" (the bank and your hand hold all {BANK_START})" if mine else f" (the bank holds all {BANK_START})"
