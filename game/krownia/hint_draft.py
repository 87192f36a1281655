"""The Hint inside the offer dialog, judged as the Hint outside it judges (krownia19, a blind tester, Hint 6/10).
Outside the dialog the Hint said "Offer 1 Wood for 1 Sheep to everyone"; inside it, with exactly that offer drafted,
"Drop the offer: no swap of your cards brings a build closer" (the search behind the hint ran afresh, on its own
clock) and White then accepted. In a counter-offer drafted as Blue's own offer, which completed the development
card, the same words. Now a drafted offer (or counter) is judged by its cards, once: it keeps what the plan holds,
brings the plan (or a build from spare cards) closer and goes to someone who may take it, then "Send it"; a hinted
send of one that fails says why it is dropped. A hinted step toward another offer names every change, not the
first alone ("Take 1 Wood off the offer: to make the offer: give 2 Wheat …"). krownia20: the Hint's own counter
(1 Wood + 1 Ore for Blue's 1 Wheat, which Blue took), drafted, was judged "unlikely to be taken" for asking beyond
Blue's offer, and the Hint said to drop it: a counter asking only cards the offerer surely holds, at no dearer a
rate than card for card, is now likely; and where the offer itself served the plan (the Hint had said Accept) a
counter asking more gives way to going back to the offer to accept it."""

from __future__ import annotations

import random

from baraza.game.core.action import Action
from baraza.game.krownia.ai_trade import leader_bar
from baraza.game.krownia.constants import RESOURCES
from baraza.game.krownia.counter_plan import surely_holds
from baraza.game.krownia.hint_facts import HintFacts, HintWords, facts_of, no_partner
from baraza.game.krownia.hint_turn import accept_instead, decline_reason
from baraza.game.krownia.hint_words import GOAL_NAMES, cards, served_build, village_open
from baraza.game.krownia.rules import KrowniaView

Cost = tuple[int, ...]
STEPS = ("offer_give", "offer_get", "offer_take_back")  # a draft changed card by card
ACCEPT = Action("accept_trade")  # in a counter, said "Back to the offer and accept it" (describe.py)


def drafting(view: KrowniaView, seat: int) -> bool:
    """Whether `seat` is drafting its own offer or a counter-offer (the view shows its draft). krownia23: the view
    keeps the offerer's draft once the offer is sent; answered, it is no dialog to drop ("Drop the offer" beside
    Blue's acceptance of the very cards the Hint said were still needed)."""
    trade = view.trade
    if trade is None or trade.draft_give is None or trade.draft_get is None or view.hand is None \
            or view.seat != seat:
        return False
    return trade.composing if trade.offerer == seat else trade.responses[seat] == "composing_counter"


def shortfall(hand: Cost | list[int], cost: Cost) -> int:
    """The cards `hand` still lacks for `cost`."""
    return sum(max(0, c - h) for h, c in zip(hand, cost, strict=True))


def _counter(view: KrowniaView, seat: int) -> bool:
    return view.trade.offerer != seat


def _taken(view: KrowniaView, seat: int, give: Cost, get: Cost) -> str | None:
    """Why nobody the draft goes to is likely to take it, or None. A counter goes back to the offerer, who takes one
    asking no more than it offered for no less than it wanted; an own offer is judged as the Hint's offers are
    (hint_facts.no_partner: a seat seen to hold none of a card it asks for cannot)."""
    trade = view.trade
    if _counter(view, seat):
        if _within_offer(view, give, get):
            return None
        said = f"{view.names[trade.offerer]} offered {cards(trade.give)} for {cards(trade.get)}"
        unsure = [max(0, n - max(trade.give[r], surely_holds(view, trade.offerer, r))) for r, n in enumerate(get)]
        if any(unsure):  # krownia20: what it offered, or what the table has counted into its hand, it surely holds
            return f"{said} and may hold no {cards(unsure)}"
        return f"{said}, and you ask more cards than you give" if sum(get) > sum(give) else None
    return leader_refused(view, seat) or no_partner(view, seat, HintFacts(give=give, get=get, to=-1)) \
        or unwanted(view, seat, give, get)


def unwanted(view: KrowniaView, seat: int, give: Cost, get: Cost) -> str | None:
    """Why the others are unlikely to take the offer by the outside Hint's own measure (expert/partners.py: the AI
    seats' answers over guesses at their hands, dealt from what the table has counted), or None. krownia21: the
    Hint outside the dialog said "End the turn" (nobody would take 1 Wood for 1 Sheep), inside it "Send"."""
    from baraza.game.core.analysis_hint import hint_seed
    from baraza.game.krownia.expert.agent import LIKELY_TAKEN  # the hint level's bar for an offer it makes
    from baraza.game.krownia.expert.partners import PartnerModel

    model = PartnerModel(view, seat, random.Random(hint_seed(view)))
    if not model.partners or model.chance((give, get)) >= LIKELY_TAKEN:
        return None
    names = " nor ".join(view.names[s] for s in model.partners)
    who = f"neither {names}" if len(model.partners) > 1 else names
    return f"{who} is likely to want it, by what the table has seen of their cards" if len(model.partners) > 1 \
        else f"{who} is unlikely to want it, by what the table has seen of its cards"


def leader_refused(view: KrowniaView, seat: int) -> str | None:
    """Why every other seat turns down `seat`'s offer by the AI seats' leader rule (ai_trade.leader_bar: nobody
    helps a seat NEAR_WIN points from the target unless the trade wins it the game), or None. krownia21: at 6 of 8
    both AIs refused "will not help Red win" while the dialog's Hint said to send 1 Ore for 1 Wheat to everyone;
    the Hint outside it (the expert offers nothing that near the target) had said to end the turn."""
    others = [s for s in range(view.num_seats) if s != seat]
    if not others or any(leader_bar(view, s, seat) != "winning" or view.players[s].vp_visible + 1 >= view.target
                         for s in others):
        return None
    need = view.target - view.players[seat].vp_visible
    return f"the AIs do not trade with the leader now (you need only {need} more point{'s' if need != 1 else ''})"


def _within_offer(view: KrowniaView, give: Cost, get: Cost) -> bool:
    """Whether a counter asks no more than the offer gave for no less than it wanted: the offerer surely takes it."""
    trade = view.trade
    return all(t <= o for t, o in zip(get, trade.give, strict=True)) and \
        all(g >= w for g, w in zip(give, trade.get, strict=True))


def judge_draft(view: KrowniaView, seat: int, plan: Cost | None) -> tuple[bool, HintWords]:
    """The drafted offer judged by its cards: (worth sending, the words saying why or why not)."""
    return judge_cards(view, seat, plan, tuple(view.trade.draft_give), tuple(view.trade.draft_get))


def judge_cards(view: KrowniaView, seat: int, plan: Cost | None, give: Cost, get: Cost) -> tuple[bool, HintWords]:
    """An offer (or, answering one, a counter) of `give` for `get` judged by its cards, drafted or not yet."""
    hand = view.hand
    after = [h - g + t for h, g, t in zip(hand, give, get, strict=True)]
    what = f"{cards(give)} for {cards(get)}"
    if not any(give) or not any(get) or min(after) < 0:
        return False, HintWords(f"{what} is not an offer you can make", HintFacts(goal=plan))
    kept = kept_cards(hand, give, plan)
    if kept:
        return False, HintWords(f"{what} gives away the {' and '.join(kept)} kept for "
                                f"{GOAL_NAMES.get(plan, 'your next build')}", HintFacts(goal=plan))
    aim = plan if plan and shortfall(after, plan) < shortfall(hand, plan) else \
        served_build(hand, give, get, spare_only=True, village=village_open(view, seat))
    if aim is None:
        return False, HintWords(f"{what} brings no build closer", HintFacts(goal=plan))
    why = _taken(view, seat, give, get)
    if why is not None:
        return False, HintWords(f"{what} is unlikely to be taken: {why}", HintFacts(goal=plan))
    missing = [max(0, c - h) for h, c in zip(after, aim, strict=True)]
    name = GOAL_NAMES.get(tuple(aim), "your next build")
    done = f"completes the cards for {name}" if not any(missing) else \
        f"brings {name} closer (you would still need {cards(missing)})"
    facts = HintFacts(goal=tuple(aim) if tuple(aim) in GOAL_NAMES else plan, give=give, get=get)
    return True, HintWords(f"giving {what} {done}", facts)


def draft_hint(view: KrowniaView, seat: int, plan: Cost | None, action: Action, words: str,
               legal: list[Action]) -> tuple[Action, HintWords] | None:
    """The hint while `seat` drafts an offer (None: not drafting, or the hint stands): a draft worth sending is
    sent, whatever the search behind the hint said; a hinted send of one that is not says why it is dropped; a
    step toward another offer names all its changes."""
    if not drafting(view, seat):
        return counter_judged(view, seat, plan, action, words, legal)
    good, why = judge_draft(view, seat, plan)
    trade = view.trade
    if _counter(view, seat) and not (good and _within_offer(view, tuple(trade.draft_give), tuple(trade.draft_get))):
        back = accept_instead(view, seat, plan, [*legal, ACCEPT])  # the offer as it stands (the hand is undrafted)
        if back is not None:  # krownia20: the Hint said Accept; a counter asking more may be refused
            return back
    sends = [a for a in legal if a.kind == "offer_send"]
    if good and sends:
        if action.kind == "offer_send" and action in sends:
            return action, why
        return (Action("offer_send", (-1,)) if Action("offer_send", (-1,)) in sends else sends[0]), why
    drop = Action("offer_abandon")
    if action.kind in ("offer_send", "offer_abandon") and drop in legal and any(view.trade.draft_give) and any(view.trade.draft_get):
        return drop, HintWords(str(why), facts_of(why))
    if action.kind in STEPS:
        steps = step_words(view, facts_of(words))
        if steps:
            return action, steps
    return None


def kept_cards(hand: Cost, give: Cost, plan: Cost | None) -> list[str]:
    """The cards `give` takes from what `plan` holds in `hand`."""
    return [RESOURCES[r] for r, g in enumerate(give) if plan and g and hand[r] - g < min(hand[r], plan[r])]


def counter_judged(view: KrowniaView, seat: int, plan: Cost | None, action: Action, words: str,
                   legal: list[Action]) -> tuple[Action, HintWords] | None:
    """A hinted counter-offer judged by its cards before it is drafted, as the dialog judges it drafted (None: the
    hint stands). keys19: outside, "Make a counter-offer: give 1 Wheat for 1 Ore" (the Wheat of a village the
    hand held, with a spot open); inside, with it drafted, "Decline the offer". A counter the dialog would not
    send is not hinted: the offer as it stands is accepted if it serves the plan, else declined, saying why."""
    facts = facts_of(words)
    if action.kind != "counter_trade" or view.hand is None or view.trade is None or facts.give is None \
            or facts.get is None or kept_cards(view.hand, tuple(facts.give), plan):
        return None  # (one giving away the plan's cards: the plan check says so, hint_plan._kept)
    good, why = judge_cards(view, seat, plan, tuple(facts.give), tuple(facts.get))
    if good:
        return None
    back = accept_instead(view, seat, plan, legal)
    if back is not None:
        return back
    decline = Action("decline_trade")
    if decline not in legal:
        return None
    # krownia23: the reason is the offer's own (what it brings, what it costs, whom it helps), never the judgement of
    # a counter nobody drafted ("1 Wood for 1 Ore is unlikely to be taken: White … may hold no 1 Ore")
    return decline, HintWords(decline_reason(view, seat, plan), HintFacts(goal=plan if plan in GOAL_NAMES else None))


def step_words(view: KrowniaView, facts: HintFacts) -> HintWords | None:
    """A step toward the offer `facts` names, said with all its changes: "one of 4 changes to make the offer give 2
    Wheat for 1 Sheep toward a village, to everyone (take 1 Wood and 1 Ore off, offer 1 more Wheat, ask for 1
    Sheep)"."""
    if facts.give is None or facts.get is None:
        return None
    trade = view.trade
    changes = []
    off = [(RESOURCES[r], d - g) for r, (d, g) in enumerate(zip(trade.draft_give, facts.give, strict=True)) if d > g]
    off += [(RESOURCES[r], d - g) for r, (d, g) in enumerate(zip(trade.draft_get, facts.get, strict=True)) if d > g]
    if off:
        changes.append("take " + " and ".join(f"{n} {name}" for name, n in off) + " off")
    extra = " more" if any(trade.draft_give) else ""
    more = [f"{g - d}{extra} {RESOURCES[r]}" for r, (d, g) in
            enumerate(zip(trade.draft_give, facts.give, strict=True)) if g > d]
    if more:
        changes.append("offer " + " and ".join(more))
    ask = [f"{g - d} {RESOURCES[r]}" for r, (d, g) in enumerate(zip(trade.draft_get, facts.get, strict=True)) if g > d]
    if ask:
        changes.append("ask for " + " and ".join(ask))
    aim = f" toward {GOAL_NAMES[facts.goal]}" if facts.goal in GOAL_NAMES else ""
    who = "everyone" if facts.to < 0 else view.names[facts.to]
    target = f"the offer give {cards(facts.give)} for {cards(facts.get)}{aim}, to {who}"
    total = sum(abs(d - g) for d, g in zip((*trade.draft_give, *trade.draft_get), (*facts.give, *facts.get),
                                             strict=True))
    if total <= 1:
        return HintWords(f"it makes {target}", facts)
    return HintWords(f"one of {total} changes to make {target} ({', '.join(changes)})", facts)
