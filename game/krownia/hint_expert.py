"""The hint level's agent with a `hint` of its own (analysis_hint.hint_move asks it): in an offer dialog it finds
the Hint the table gives for the position the dialog opened from, on the worker, and says it in the dialog's moves
(hint_dialog.py, s38). Outside a dialog its hint is its choice, as before; its play (`choose`) is the expert's.
s39: beside a hinted end of the turn it finds the offers toward each build someone is likely to take
(hint_dialog.likely_offers), which the table's plan check offers instead (guessed hands are dealt here, on the
worker, never on the table's frame thread)."""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.agent import Explained
from baraza.game.core.analysis_hint import hint_seed
from baraza.game.krownia.expert.agent import ExpertAI
from baraza.game.krownia.hint_dialog import (
    END,
    dialog_step,
    likely_offers,
    offered,
    outside_facts,
    outside_legal,
    outside_view,
    with_offers,
)
from baraza.game.krownia.hint_facts import NO_FACTS, HintFacts, HintWords, OutsideHint
from baraza.game.krownia.hint_plan import PlanStep
from baraza.game.krownia.rules import KrowniaView


class HintExpert(ExpertAI):
    """The expert seat; its `hint` in an offer dialog is the table's Hint for the position before it."""

    outside: OutsideHint | None = None  # the last dialog hint's outside move (its facts carry it to the table)
    hinted: KrowniaView | None = None  # the view last hinted outside a dialog: its ended turn carries the offers

    def hint(self, rules: Any, view: KrowniaView, seat: int, legal: list[Action]) -> Action:
        self.outside = None
        before = outside_view(view, seat)
        if before is None:
            self.hinted = view
            return self.choose(rules, view, seat, legal)
        moves = outside_legal(rules, before, seat)
        # the agent the table's Hint makes for that position (analysis_hint.hint_agent: seeded by its view), so the
        # search behind both is one search (all but its clock, which the table's first answer settles)
        agent = HintExpert(seat, hint_seed(before), budget=self.budget, clock=self.clock)
        action = moves[0] if len(moves) == 1 else agent.choose(rules, before, seat, moves)
        agent.hinted = before
        said = agent.explained(before, action)
        facts = said.facts if said is not None and isinstance(said.facts, HintFacts) else NO_FACTS
        self.outside = OutsideHint(action, said.text if said is not None else "", facts, tuple(moves))
        words = HintWords(self.outside.words, facts) if facts is not NO_FACTS else self.outside.words
        table = offered(before, PlanStep(action, words, None), getattr(facts, "offers", ()), moves)
        step, self.said = dialog_step(view, seat, table, "", legal)
        return step

    def explained(self, view: KrowniaView, action: Action) -> Explained | None:
        if self.outside is None or outside_view(view, view.seat) is None:
            said = super().explained(view, action)
            if action != END or self.hinted is not view:
                return said
            offers = likely_offers(view, view.seat)  # what the table's plan check offers instead (hint_dialog.py)
            facts = said.facts if said is not None and isinstance(said.facts, HintFacts) else NO_FACTS
            return Explained(said.text if said is not None else "", with_offers(facts, offers)) if offers else said
        # the words before the table's plan check, which the table runs (scenes/krownia/hint_agree.py)
        return Explained(str(self.said), outside_facts(self.outside, self.said))


def make_hint_expert(seat: int, seed: int) -> HintExpert:
    """The expert seat with the shipped weights (expert.make_expert), its hint drawn as the table's."""
    return HintExpert(seat, seed)
