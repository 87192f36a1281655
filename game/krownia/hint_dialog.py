"""The Hint in the offer dialog drawn from the Hint on the table (s38, a blind tester, Hint 7/10): twice the Hint
inside the dialog, drafting an offer, and the Hint outside it gave different trade advice for the same position.
The two were two judgements: outside, the hint level's search over swaps weighed by the partners' likely answers
(expert/agent.py `_offer`), then the plan check (hint_plan.py); inside, the search run afresh on the dialog's own
view (another seed, one offer fewer left), then the draft judged by its cards (hint_draft.py), with 24 guessed hands
dealt on the frame thread. Now the dialog's Hint is the table's Hint for the position the dialog opened from
(`outside_view`: the same view, so the same seed and the same search), checked against the same plan, and then
said in the dialog's moves: the offer it names is drafted card by card and sent; any other move drops the offer
first ("Drop the offer: then trade 4 Sheep for 1 Wheat …"); answering an offer, its counter is drafted, or the
offer accepted or declined. The worker finds the outside move (hint_expert.py); the table runs the plan check
(`dialog_hint`), as it does for every hint.

s39 (krownia24, turn 8): the table said "End the turn" and the dialog "Send the offer: 1 Sheep for 1 Wheat". A draft
bringing the plan closer was sent whatever the table had judged ("a no costs nothing now"), while the table's ended
turn meant no offer was worth making. Now one judgement serves both (`offer_doubt`): an offer of spare cards for a
card the plan lacks that someone is likely to take (the hint level's bar) is named by the table instead of ending
the turn (found on the worker beside the ended turn: `likely_offers`, `OfferFacts`), then drafted and sent here;
with the turn ended there, a draft is dropped, "then end the turn", saying why nobody is likely to take it."""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace

from baraza.game.core.action import Action
from baraza.game.krownia.constants import RESPONSE_NAMES
from baraza.game.krownia.hint_agree import agreed_hint
from baraza.game.krownia.hint_draft import (
    ACCEPT,
    drafting,
    kept_cards,
    leader_refused,
    shortfall,
    step_words,
    unwanted,
)
from baraza.game.krownia.hint_facts import NO_FACTS, HintFacts, HintWords, OutsideHint, facts_of, no_partner
from baraza.game.krownia.hint_plan import PlanStep, keep_plan, named_goal, plan_open
from baraza.game.krownia.hint_why import bare_reason
from baraza.game.krownia.hint_words import GOAL_NAMES, cards
from baraza.game.krownia.rules import MAIN, KrowniaRules, KrowniaView

Cost = tuple[int, ...]
DROP = Action("offer_abandon")  # in a counter, the dialog's "Decline offer"
KEEPING = ("end_turn", "bank_trade")  # outside hints that keep the cards for the plan: a draft serving it is sent
OPEN, END = Action("open_trade"), Action("end_turn")
Offer = tuple[Cost, Cost, Cost]  # (the build it serves, the cards given, the card asked)


@dataclass(frozen=True)
class OfferFacts(HintFacts):
    """An ended turn's facts, with the offers someone is likely to take for each build the hand saves toward
    (`likely_offers`, dealt on the worker: the table deals no guessed hands on its frame thread)."""
    offers: tuple[Offer, ...] = ()


def with_offers(facts: HintFacts, offers: tuple[Offer, ...]) -> HintFacts:
    """`facts` carrying `offers` (unchanged when there are none)."""
    if not offers:
        return facts
    return OfferFacts(**{f.name: getattr(facts, f.name) for f in fields(HintFacts)}, offers=offers)


def outside_view(view: KrowniaView, seat: int) -> KrowniaView | None:
    """The view `seat` had before it opened the dialog it is drafting in (None: it drafts nothing): its own offer
    not yet opened (an offer is counted as it opens), or the offer it is answering not yet countered."""
    if not drafting(view, seat):
        return None
    trade = view.trade
    if trade.offerer == seat:
        return replace(view, phase=MAIN, trade=None, offers_left=view.offers_left + 1)
    responses = tuple("pending" if s == seat else r for s, r in enumerate(trade.responses))
    return replace(view, trade=replace(trade, responses=responses, draft_give=None, draft_get=None))


def outside_legal(rules: KrowniaRules, view: KrowniaView, seat: int) -> list[Action]:
    """`seat`'s legal moves in `view` (one outside a dialog): the rules' own, on a state dealt from the view (the
    others' hidden cards do not change what the seat may do), with the offer on the table copied in."""
    from baraza.game.krownia.expert.determinise import determinise  # the worker's (the expert's own state)

    state = determinise(view, random.Random(0))
    trade = view.trade
    if trade is not None:
        state.trade_give, state.trade_get, state.trade_to = list(trade.give), list(trade.get), trade.to
        state.responses = [RESPONSE_NAMES.index(r) for r in trade.responses]
        state.counters = [c if c is not None else ((), ()) for c in trade.counters]
    return rules.legal_actions(state, seat)


def judged(view: KrowniaView, seat: int, action: Action, words: str, plan: Cost | None,
           legal: list[Action]) -> PlanStep:
    """The table's plan check on a hint (scenes/krownia/hint_agree.py): a bank trade kept to the goal it aims at,
    the hint kept to the plan earlier hints named, a reason for a bare one; an ended turn gives way to an offer
    toward the plan someone is likely to take (`offered`). Its words carry its facts."""
    offers = getattr(facts_of(words), "offers", ())
    fix = agreed_hint(view, seat, action, legal)
    if fix is not None:
        action, words = fix
    step = keep_plan(view, seat, action, words, plan, legal)
    said = step.words or bare_reason(view, seat, step.action, step.plan) or ""
    return offered(view, PlanStep(step.action, said, step.plan), offers, legal)


def offered(view: KrowniaView, step: PlanStep, offers: tuple[Offer, ...], legal: list[Action]) -> PlanStep:
    """An ended turn as the offer toward its plan someone is likely to take, when the worker found one (krownia24:
    the dialog sent such a draft while the table's Hint ended the turn); else `step` as it is."""
    goal = named_goal(step.words) or step.plan
    goal = tuple(goal) if goal else None
    hand = view.hand
    if step.action != END or OPEN not in legal or hand is None or view.trade is not None or goal not in GOAL_NAMES:
        return step
    found = next(((give, get) for aim, give, get in offers if aim == goal and not kept_cards(hand, give, goal)
                  and all(h >= g for h, g in zip(hand, give, strict=True))), None)
    if found is None:
        return step
    give, get = found
    said = f"give {cards(give)} for {cards(get)} to everyone, which {_done(hand, give, get, goal)}"
    return PlanStep(OPEN, HintWords(said, HintFacts(goal=goal, give=give, get=get, to=-1)), step.plan)


def _done(hand: Cost, give: Cost, get: Cost, goal: Cost, would: bool = False) -> str:
    """What giving `give` for `get` does for `goal`: "completes the cards for a town", or "brings a town closer
    (you would still need 1 Ore)"; with `would`, said of an offer not to be made."""
    after = [h - g + t for h, g, t in zip(hand, give, get, strict=True)]
    missing = [max(0, c - h) for h, c in zip(after, goal, strict=True)]
    name = GOAL_NAMES[tuple(goal)]
    if not any(missing):
        return f"{'would complete' if would else 'completes'} the cards for {name}"
    return f"{'would bring' if would else 'brings'} {name} closer (you would still need {cards(missing)})"


def _partners(view: KrowniaView, seat: int):
    """The hint level's guess at who takes an offer (expert/partners.py), dealt as the table's Hint deals it:
    seeded by the view, so the worker and the table judge an offer alike."""
    from baraza.game.core.analysis_hint import hint_seed
    from baraza.game.krownia.expert.partners import PartnerModel  # the worker's (the expert's own model)

    return PartnerModel(view, seat, random.Random(hint_seed(view)))


def offer_doubt(view: KrowniaView, seat: int, give: Cost, get: Cost, model=None) -> str | None:
    """Why the Hint would not offer `give` for `get` to everyone from `view` (one outside a dialog), or None: the
    AI seats' leader rule, every other seat seen to hold none of what it asks, or nobody likely to take it (the
    hint level's bar, expert/agent.py LIKELY_TAKEN, over hands guessed from what the table has seen)."""
    from baraza.game.krownia.expert.agent import LIKELY_TAKEN

    blocked = leader_refused(view, seat) or no_partner(view, seat, HintFacts(give=give, get=get, to=-1))
    if blocked is not None:
        return blocked
    model = model if model is not None else _partners(view, seat)
    if model.partners and model.chance((give, get)) >= LIKELY_TAKEN:
        return None
    names = [view.names[s] for s in model.partners]
    if not names:
        return "every other player is ahead of you, and a trade would help them"
    if len(names) == 1:
        return f"{names[0]} is unlikely to want it, by what the table has seen of its cards"
    return f"neither {' nor '.join(names)} is likely to want it, by what the table has seen of their cards"


def plan_swaps(hand: Cost, goal: Cost) -> list[tuple[Cost, Cost]]:
    """The offers toward `goal` the Hint weighs: one or two cards it can spare (of one kind or two) for one card it
    lacks, the fewest given first, then the card lacked most."""
    lack = [max(0, c - h) for h, c in zip(hand, goal, strict=True)]
    spare = [max(0, h - c) for h, c in zip(hand, goal, strict=True)]
    gives = [tuple(n * (k == g) for k in range(5)) for n in (1, 2) for g in range(5) if spare[g] >= n]
    gives += [tuple(int(k in (g, g2)) for k in range(5)) for g in range(5) for g2 in range(g + 1, 5)
              if spare[g] and spare[g2]]
    swaps = [(give, tuple(int(k == r) for k in range(5))) for give in gives for r in range(5) if lack[r]]
    return sorted(swaps, key=lambda sw: (sum(sw[0]), -lack[sw[1].index(1)]))


def likely_offers(view: KrowniaView, seat: int) -> tuple[Offer, ...]:
    """For each build the hand saves toward (some of its cards held, some lacking, room for it), the first of its
    `plan_swaps` someone is likely to take (`offer_doubt` None): what the table's Hint offers instead of ending
    the turn. Found on the worker beside an ended turn (hint_expert.py)."""
    hand = view.hand
    if hand is None or view.trade is not None or view.offers_left <= 0:
        return ()
    hand, model, out = tuple(hand), None, []
    for goal in GOAL_NAMES:
        swaps = plan_swaps(hand, goal) if plan_open(view, seat, goal) else []
        if not swaps:
            continue
        model = model if model is not None else _partners(view, seat)
        found = next((sw for sw in swaps if offer_doubt(view, seat, *sw, model) is None), None)
        if found is not None:
            out.append((goal, *found))
    return tuple(out)


def next_draft(draft_give: Cost, draft_get: Cost, give: Cost, get: Cost) -> Action | None:
    """The next change turning the draft into (give, get): cards too many taken off first, then those missing
    put in, kind by kind (a counter starts from the offer mirrored); None once the draft is that offer. The
    dialog's Hint steps by it, and so does the offer the Hint names as it opens (scenes/krownia/offer_fill.py)."""
    for r in range(5):
        if draft_give[r] > give[r] or draft_get[r] > get[r]:
            return Action("offer_take_back", (r,))
    for r in range(5):
        if draft_give[r] < give[r]:
            return Action("offer_give", (r,))
        if draft_get[r] < get[r]:
            return Action("offer_get", (r,))
    return None


def dialog_step(view: KrowniaView, seat: int, outside: PlanStep, said: str,
                legal: list[Action]) -> tuple[Action, HintWords]:
    """The outside hint `outside` (its move described as `said`) in the dialog's moves: the offer (or counter) it
    names drafted, then sent; its acceptance of the offer answered, "back to the offer and accept it"; any other
    move, the offer dropped first."""
    trade, facts = view.trade, facts_of(outside.words)
    kept = replace(facts, outside=None)
    opener = "counter_trade" if trade.offerer != seat else "open_trade"
    if outside.action.kind == opener and facts.give is not None and facts.get is not None:
        give, get = tuple(facts.give), tuple(facts.get)
        step = next_draft(trade.draft_give, trade.draft_get, give, get)
        if step is None:
            sends = [a for a in legal if a.kind == "offer_send"]
            send = Action("offer_send", (facts.to,))
            if sends:
                return (send if send in sends else sends[0]), HintWords(str(outside.words), kept)
        elif step in legal:
            return step, step_words(view, kept) or HintWords(str(outside.words), kept)
    if outside.action == ACCEPT and trade.offerer != seat:
        return ACCEPT, HintWords(str(outside.words), kept)  # said "Back to the offer and accept it" (describe.py)
    if trade.offerer == seat and outside.action.kind in KEEPING:
        sent = draft_serving(view, seat, named_goal(outside.words) or outside.plan, legal, outside.action == END)
        if sent is not None:
            return sent
    if outside.action.kind == "decline_trade" or not said:
        return DROP, HintWords(str(outside.words), kept)
    then = f"then {said[0].lower()}{said[1:]}"
    return DROP, HintWords(f"{then} — {outside.words}" if outside.words else then, kept)


def draft_serving(view: KrowniaView, seat: int, plan: Cost | None, legal: list[Action],
                  ending: bool = False) -> tuple[Action, HintWords] | None:
    """The player's own draft sent, when it serves the plan the table's hint keeps the cards for (None: the hint
    stands). krownia23: with "1 Wheat for 1 Sheep" drafted the Hint said "Drop the offer: then end the turn — keep
    your cards for a development card (you still need 1 Sheep)". A draft keeping the plan's cards and bringing it
    closer is sent: the turn's one offer is spent once the dialog opens, so a no costs nothing. Only a draft
    nobody it goes to can take (a seat seen to hold none of what it asks, the AIs' leader rule) is dropped, and
    the words say why in terms of the draft; one a partner may merely decline says so beside the send.
    `ending` (s39, krownia24): the table's Hint ends the turn, having found no offer toward the plan anyone is
    likely to take; then a draft is judged as the table judged (`offer_doubt`, on the view the dialog opened
    from) and one it would not offer is dropped, "then end the turn", saying why, never sent."""
    trade, hand = view.trade, view.hand
    plan = tuple(plan) if plan else None
    if plan not in GOAL_NAMES or hand is None:
        return None
    give, get = tuple(trade.draft_give), tuple(trade.draft_get)
    asked = not any(get)  # cards offered, none asked yet: ask for the one the plan lacks most
    if asked and any(give):
        lack = [max(0, c - h + g) for h, c, g in zip(hand, plan, give, strict=True)]
        kind = max(range(5), key=lambda r: (lack[r], -r))
        get = tuple(int(r == kind and lack[r] > 0) for r in range(5))
    after = [h - g + t for h, g, t in zip(hand, give, get, strict=True)]
    if not any(give) or not any(get) or min(after) < 0 or kept_cards(hand, give, plan) \
            or shortfall(after, plan) >= shortfall(hand, plan):
        return None
    what = f"{cards(give)} for {cards(get)}"
    done = _done(tuple(hand), give, get, plan)
    facts = HintFacts(goal=plan, give=give, get=get, to=-1)
    if ending:
        doubt = offer_doubt(outside_view(view, seat) or view, seat, give, get)
        if doubt is not None:
            would = _done(tuple(hand), give, get, plan, would=True)
            said = f"then end the turn — giving {what} {would}, but {doubt}"
            return (DROP, HintWords(said, HintFacts(goal=plan))) if DROP in legal else None
    if asked:
        step = Action("offer_get", (get.index(1),))
        return (step, HintWords(f"giving {what} {done}", facts)) if step in legal else None
    blocked = leader_refused(view, seat) or no_partner(view, seat, facts)
    if blocked is not None:
        return (DROP, HintWords(f"{what} {done}, but {blocked}", facts)) if DROP in legal else None
    sends = [a for a in legal if a.kind == "offer_send"]
    if not sends:
        return None
    send = Action("offer_send", (-1,)) if Action("offer_send", (-1,)) in sends else sends[0]
    said = f"giving {what} {done}"
    if not ending and unwanted(view, seat, give, get) is not None:  # the partners' likely answer, by the count
        others = [view.names[s] for s in range(view.num_seats) if s != seat and send.args[0] in (-1, s)]
        said += f"; {' and '.join(others)} may say no, but a no costs nothing now"
    return send, HintWords(said, facts)


def dialog_hint(view: KrowniaView, seat: int, outside: OutsideHint, plan: Cost | None, legal: list[Action],
                describe) -> tuple[PlanStep, PlanStep]:
    """The dialog's hint from the worker's outside move: (the dialog's step, the table's own hint for the position
    the dialog opened from), both with the plan from now on. `describe(action)`: a move in the table's words."""
    words = HintWords(outside.words, outside.facts) if outside.facts != NO_FACTS else outside.words
    table = judged(outside_view(view, seat), seat, outside.action, words, plan, list(outside.legal))
    return dialog_of(view, seat, table, describe, legal), table


def dialog_of(view: KrowniaView, seat: int, table: PlanStep, describe, legal: list[Action]) -> PlanStep:
    """The table's hint `table` for the position the dialog opened from, said in the dialog's moves."""
    action, words = dialog_step(view, seat, table, describe(table.action), legal)
    return PlanStep(action, words, table.plan)


def outside_facts(outside: OutsideHint, words: str) -> HintFacts:
    """The facts a dialog hint crosses the worker's pipe with: those of its words, and the outside hint."""
    return replace(facts_of(words), outside=outside)
