"""The plan a KROWNIA Hint names, kept across the player's turns (s33, a blind tester, Hint 5/10): "keep your cards
for a town (you still need 1 Wheat + 1 Ore)" one turn, "give 1 Ore for 1 Wood + 1 Sheep" the next; "keep for a
village" and then "Buy a development card", spending the village's Sheep. A goal the Hint names ("keep your cards
for a town", "… toward a road") is the player's plan until it is built, can no longer be built, or the hand holds
none of its cards. A later hint that gives away or spends what the plan still needs gives way to one keeping to it
(game/krownia/hint_agree.py `kept_hint`), unless it says why the plan changes: a Warrior that would win Largest
Army, a Victory Point card that would win the game, a swap paying for a village or a town now. s34 (a blind tester,
Hint 6/10): answering an offer (accept, counter) and confirming one are checked too, and give way to declining or
withdrawing; an offer made only to seats seen to hold none of a card it asks for gives way as well. The goal and an
offer's cards come with the hint's words as data (hint_facts.py). The table keeps the plan per seat
(scenes/krownia/hint_agree.py); this module only reads views and the hint's facts."""

from __future__ import annotations

from dataclasses import dataclass

from baraza.game.core.action import Action
from baraza.game.krownia.constants import RESOURCES
from baraza.game.krownia.hint_agree import kept_hint
from baraza.game.krownia.hint_answers import serving_answer, withdraw_words
from baraza.game.krownia.hint_draft import draft_hint
from baraza.game.krownia.hint_facts import NO_FACTS, HintFacts, HintWords, facts_of, no_partner
from baraza.game.krownia.hint_seven import kept_discard, steal_choice, steal_reason
from baraza.game.krownia.hint_spend import BUILD_KINDS, POINTS, pick_build, spend_now
from baraza.game.krownia.hint_turn import (
    accept_instead,
    dev_trade,
    town_first,
    trade_for_road,
    trade_for_town,
    trade_for_village,
    turn_end,
    village_first,
)
from baraza.game.krownia.hint_warrior import army_needed, warrior_first, warrior_wait
from baraza.game.krownia.hint_words import (
    BUILDS,
    GOAL_NAMES,
    cards,
    end_turn_words,
    served_build,
    village_open,
)
from baraza.game.krownia.rules import COST_DEV, COST_ROAD, COST_TOWN, COST_VILLAGE, KrowniaView

Cost = tuple[int, ...]
# the hinted moves checked against the plan: every trade the Hint advises, makes, answers or confirms (s34)
SPENDS = ("bank_trade", "open_trade", "counter_trade", "accept_trade", "confirm_trade", "buy_dev")
SWAPS = ("bank_trade", "open_trade", "counter_trade")  # the player's own swaps: each must serve the plan (krownia15)
REFUSALS = ("decline_trade", "cancel_trade", "offer_abandon")  # keeping the cards while an offer is open
# the hinted trades whose build becomes the plan for the turn (krownia23): made, answered, confirmed or sent
TRADED = ("bank_trade", "open_trade", "counter_trade", "accept_trade", "confirm_trade", "offer_send")


@dataclass(frozen=True)
class PlanStep:
    """A hint after the plan has had its say: the move, its words ("" for none) and the plan from now on."""
    action: Action
    words: str
    plan: Cost | None


def named_goal(words: str | None) -> Cost | None:
    """The build a hint's words name as what the cards are for ("keep your cards for a town", "toward a road"),
    from the facts they carry."""
    return facts_of(words).goal


def swap_of(view: KrowniaView, seat: int, action: Action, facts: HintFacts) -> tuple[Cost, Cost] | None:
    """What a hinted move gives away or spends, and what it brings (None: a move the plan does not check). An
    offer's cards come with its words (hint_words.offer_words: the plan behind them stays in the AI); an answer
    to an offer, or a confirmed one, trades the cards the table shows."""
    if action.kind == "bank_trade":
        g, r = action.args
        rate = view.players[seat].trade_rates[g]
        return tuple(rate if i == g else 0 for i in range(5)), tuple(1 if i == r else 0 for i in range(5))
    if action.kind == "buy_dev":
        return COST_DEV, (0,) * 5
    if action.kind in ("open_trade", "counter_trade"):
        return (facts.give, facts.get) if facts.give is not None and facts.get is not None else None
    trade = view.trade
    if trade is None:
        return None
    if action.kind == "accept_trade":  # the offerer gives `give` and wants `get`
        return tuple(trade.get), tuple(trade.give)
    if action.kind == "confirm_trade":  # the player's own offer, or the answer's counter (the offerer's side)
        counter = trade.counters[action.args[0]]
        give, get = counter if counter else (trade.give, trade.get)
        return tuple(give), tuple(get)
    return None


def affordable(hand: Cost | list[int], cost: Cost) -> bool:
    return all(h >= c for h, c in zip(hand, cost, strict=True))


def plan_open(view: KrowniaView, seat: int, cost: Cost) -> bool:
    """Whether a plan still stands: the hand holds some of its cards, cannot pay for it yet (then the hint builds
    it, or something better) and the board still has room for it."""
    hand, me = view.hand, view.players[seat]
    if hand is None or not any(h and c for h, c in zip(hand, cost, strict=True)) or affordable(hand, cost):
        return False
    return {COST_VILLAGE: bool(me.villages_left) and village_open(view, seat),
            COST_TOWN: bool(me.villages) and bool(me.towns_left),
            COST_ROAD: bool(me.roads_left),
            COST_DEV: view.deck_count > 0}.get(tuple(cost), True)


def serves(view: KrowniaView, seat: int, give: Cost, get: Cost, plan: Cost) -> bool:
    """Whether a swap from cards the plan can spare is worth making while it stands: it brings the plan closer, or
    pays for a build with a place now (krownia15: 3 Ore for 1 Wood, a village 4 cards away, while the town was
    kept for: the next hint named the town again and 6 Ore were gone)."""
    hand = view.hand
    after = [h - g + t for h, g, t in zip(hand, give, get, strict=True)]
    if _short(after, plan) < _short(hand, plan):
        return True
    return any(affordable(after, c) and not affordable(hand, c) and _placeable(view, seat, c) for c in BUILDS)


def bank_words(view: KrowniaView, seat: int, give: Cost, get: Cost, plan: Cost | None) -> str:
    """What a bank trade is for, kept to the plan if there is one: "it pays for a road now", else "toward a town
    (you still need 1 Wheat + 2 Ore)" (krownia17: "Trade 2 Brick for 1 Ore" came bare while no plan was named),
    carrying that build as the goal (s38: the player made the trade and the next hint dropped the town)."""
    aim = served_build(view.hand, give, get, plan, village=village_open(view, seat))
    if aim is None:
        return ""
    after = [h - g + t for h, g, t in zip(view.hand, give, get, strict=True)]
    facts = HintFacts(goal=aim)  # s38: the build it names is the plan the next hint keeps to (it was dropped)
    if affordable(after, aim):
        return HintWords(f"it pays for {GOAL_NAMES[aim]} now", facts)
    missing = [max(0, c - h) for h, c in zip(after, aim, strict=True)]
    return HintWords(f"toward {GOAL_NAMES[aim]} (you still need {cards(missing)})", facts)


def _short(hand: Cost | list[int], cost: Cost) -> int:
    return sum(max(0, c - h) for h, c in zip(hand, cost, strict=True))


def _placeable(view: KrowniaView, seat: int, cost: Cost) -> bool:
    me = view.players[seat]
    if cost in (COST_TOWN, COST_VILLAGE):
        return plan_open_for_points(view, seat, cost)
    return bool(me.roads_left) if cost == COST_ROAD else view.deck_count > 0


def breaks(hand: Cost, give: Cost, cost: Cost) -> bool:
    """Whether giving `give` leaves the hand fewer of a kind the plan needs than it holds toward it now."""
    return any(g and hand[r] - g < min(hand[r], cost[r]) for r, g in enumerate(give))


def change_reason(view: KrowniaView, seat: int, action: Action, give: Cost, get: Cost) -> str | None:
    """Why a move spending the plan's cards is worth changing the plan for, or None."""
    me, hand = view.players[seat], view.hand
    if action.kind == "buy_dev":
        if view.my_vp_total is not None and view.my_vp_total + 1 >= view.target:
            return "a Victory Point card from it would win the game"
        if not me.has_largest_army and me.warriors_played + 1 >= army_needed(view, seat):
            return "a Warrior from it would win Largest Army"
        return None
    after = [h - g + t for h, g, t in zip(hand, give, get, strict=True)]
    for cost in (COST_TOWN, COST_VILLAGE):
        if affordable(after, cost) and not affordable(hand, cost) and plan_open_for_points(view, seat, cost):
            return f"it pays for {GOAL_NAMES[cost]} now, a point this turn"
    return None


def plan_open_for_points(view: KrowniaView, seat: int, cost: Cost) -> bool:
    me = view.players[seat]
    if cost == COST_TOWN:
        return bool(me.villages) and bool(me.towns_left)
    return bool(me.villages_left) and village_open(view, seat)


class TurnPlan(tuple):
    """A build the Hint named while the hand paid for it: the plan for the rest of that turn (krownia19: "Build a
    road", then "Trade with Blue" gave the road's Brick away, then "End the turn", nothing changed between). It is
    equal to the build's cost, so the table keeps it as any plan; `turn` and `made` (the seat's count of such
    builds when named) say when it is over; `under` is the plan it stands over, back once it is."""

    turn: int
    made: int
    under: Cost | None
    traded: bool  # named by a trade the hint made toward it: kept all that turn, in force once the hand pays

    def __new__(cls, cost: Cost, turn: int = 0, made: int = 0, under: Cost | None = None,
                traded: bool = False) -> TurnPlan:  # copyable
        plan = super().__new__(cls, cost)
        plan.turn, plan.made, plan.traded = turn, made, traded
        plan.under = under.under if isinstance(under, TurnPlan) else (None if under == tuple(cost) else under)
        return plan

    def __getnewargs__(self) -> tuple:
        return tuple(self), self.turn, self.made, self.under, self.traded


def _made(view: KrowniaView, seat: int, cost: Cost) -> int:
    """How many of the build the seat has made: a count that moves once it is built."""
    me = view.players[seat]
    return {COST_ROAD: -me.roads_left, COST_VILLAGE: -me.villages_left, COST_TOWN: -me.towns_left,
            COST_DEV: sum(view.dev_cards or ()) + me.dev_count}.get(tuple(cost), 0)


def _turn_plan(view: KrowniaView, seat: int, plan: Cost | None) -> TurnPlan | None:
    """The plan for this turn while it stands: its turn, not yet built, the hand paying for it, a place for it."""
    pending = _pending(view, seat, plan)
    return pending if pending is not None and affordable(view.hand, tuple(pending)) else None


def _pending(view: KrowniaView, seat: int, plan: Cost | None) -> TurnPlan | None:
    """The plan for this turn while it may still be made: its turn, not yet built, a place for it."""
    if not isinstance(plan, TurnPlan) or view.hand is None or view.turn != plan.turn or view.current != seat:
        return None
    cost = tuple(plan)
    if _made(view, seat, cost) != plan.made or not _placeable(view, seat, cost):
        return None
    return plan


def _traded_plan(view: KrowniaView, seat: int, step: PlanStep, pending: TurnPlan | None) -> PlanStep:
    """A trade hinted toward a build other than the plan, which pays for it, makes that build the plan for the rest
    of the turn (krownia23: "2 Wood for 1 Wheat toward a development card", taken; then "keep your cards for a
    village: a development card would spend the Sheep and Wheat"). It holds, the plan beneath waiting, until it
    is built or the turn ends; it rules once the hand pays for it (the trade made). A traded plan already in
    force is kept across the hints between (the draft, the answers) unless one names a plan for the turn."""
    if isinstance(step.plan, TurnPlan) or view.hand is None or view.current != seat:
        return step
    goal = named_goal(step.words)
    swap = _turn_spend(view, seat, step.action, facts_of(step.words)) if step.action.kind in TRADED else None
    if goal in GOAL_NAMES and goal != step.plan and swap is not None and _placeable(view, seat, goal):
        after = [h - g + t for h, g, t in zip(view.hand, *swap, strict=True)]
        if affordable(after, goal) and not affordable(view.hand, goal):
            plan = TurnPlan(goal, view.turn, _made(view, seat, goal), step.plan, traded=True)
            return PlanStep(step.action, step.words, plan)
    if pending is not None and pending.traded:
        return PlanStep(step.action, step.words, TurnPlan(pending, pending.turn, pending.made, step.plan, True))
    return step


def _turn_spend(view: KrowniaView, seat: int, action: Action, facts: HintFacts) -> tuple[Cost, Cost] | None:
    """What a move gives away or spends, for the turn's plan: a trade or a card (swap_of), another build, or the
    draft of an offer being sent."""
    cost = next((c for c, kind in BUILD_KINDS.items() if kind == action.kind), None)
    if cost is not None and action.kind != "buy_dev":
        return cost, (0,) * 5
    if action.kind == "offer_send" and view.trade is not None and view.trade.draft_give is not None:
        return tuple(view.trade.draft_give), tuple(view.trade.draft_get or (0,) * 5)
    return swap_of(view, seat, action, facts) if action.kind in SPENDS else None


def _turn_step(view: KrowniaView, seat: int, action: Action, words: str, plan: TurnPlan,
               legal: list[Action]) -> PlanStep | None:
    """The hint kept to the build named this turn: an ended turn builds it; a move spending its cards gives way to
    building it (or to refusing the offer, while one is open), unless it says why the plan changes (a village or a
    town a point now, a card that wins). None: the hint stands."""
    cost, hand = tuple(plan), view.hand
    name = GOAL_NAMES[cost]
    if action.kind == "end_turn":
        pick = pick_build(view, seat, cost, legal)
        why = "you hold its cards: the plan you traded toward this turn" if plan.traded else \
            "the Hint's plan for this turn, and you hold its cards"
        return PlanStep(pick, HintWords(why, HintFacts(goal=cost)), plan) if pick is not None else None
    if action.kind == BUILD_KINDS[cost]:
        return None
    swap = _turn_spend(view, seat, action, facts_of(words))
    if swap is None or not breaks(hand, swap[0], cost):
        return None
    built = next((c for c, kind in BUILD_KINDS.items() if kind == action.kind), None)
    if built in POINTS and BUILDS.index(built) < BUILDS.index(cost):  # a better build, a point now
        said = f"a change of plan from {name}: {GOAL_NAMES[built]} is a point now"
        return PlanStep(action, HintWords(f"{words}; {said}" if words else said, facts_of(words)),
                        TurnPlan(built, view.turn, _made(view, seat, built), plan.under))
    reason = change_reason(view, seat, action, *swap) if built is None else None
    if reason is not None:
        said = f"a change of plan from {name}, since {reason}"
        return PlanStep(action, HintWords(f"{words}; {said}" if words else said, facts_of(words)),
                        named_goal(words) or plan.under)
    kinds = " and ".join(RESOURCES[r] for r, g in enumerate(swap[0]) if g and hand[r] - g < min(hand[r], cost[r]))
    pick = pick_build(view, seat, cost, legal)
    if pick is not None:
        what = "the trade" if action.kind in SWAPS + ("confirm_trade", "offer_send") else "that"
        said = f"the Hint's plan for this turn, and you hold its cards; {what} would spend its {kinds}"
        return PlanStep(pick, HintWords(said, HintFacts(goal=cost)), plan)
    kind = next((k for k in REFUSALS if Action(k) in legal), None)
    if kind is None:
        return None
    said = f"keep your {kinds} for {name}, which you can build now (the Hint's plan for this turn)"
    return PlanStep(Action(kind), HintWords(said, HintFacts(goal=cost)), plan)


def _as_turn_plan(view: KrowniaView, seat: int, step: PlanStep, turn: TurnPlan | None) -> PlanStep:
    """The step with the turn's plan kept, or a build it names while the hand pays for it as the new one."""
    cost = next((c for c, kind in BUILD_KINDS.items() if kind == step.action.kind), None)
    if cost is not None and view.hand is not None and view.current == seat and affordable(view.hand, cost) \
            and not (cost == COST_ROAD and view.free_roads_left):
        if turn is not None and tuple(turn) == cost:
            return PlanStep(step.action, step.words, turn)
        return PlanStep(step.action, step.words, TurnPlan(cost, view.turn, _made(view, seat, cost), step.plan))
    if turn is not None:
        return PlanStep(step.action, step.words, TurnPlan(turn, turn.turn, turn.made, step.plan, turn.traded))
    return step


def keep_plan(view: KrowniaView, seat: int, action: Action, words: str, plan: Cost | None,
              legal: list[Action]) -> PlanStep:
    """The hint kept to the plan for this turn, if a build named this turn is one (TurnPlan), then to the plan
    beneath it (`_keep_plan`); a build the hint names while the hand pays for it becomes the plan for the turn,
    and so does one a hinted trade pays for (`_traded_plan`)."""
    turn, pending = _turn_plan(view, seat, plan), _pending(view, seat, plan)
    if isinstance(plan, TurnPlan):
        plan = plan.under
    if turn is not None:
        held = _turn_step(view, seat, action, words, turn, legal)
        if held is not None:
            return held
    step = _keep_plan(view, seat, action, words, plan, legal)
    if turn is not None and step.action != action:  # the plan beneath changed the hint: kept to the turn's too
        held = _turn_step(view, seat, step.action, step.words, turn, legal)
        if held is not None:
            return held
    return _traded_plan(view, seat, _as_turn_plan(view, seat, step, turn), pending)


def _keep_plan(view: KrowniaView, seat: int, action: Action, words: str, plan: Cost | None,
               legal: list[Action]) -> PlanStep:
    """The hint kept to `plan` (the goal an earlier hint named): an ended turn says what the plan still needs; a
    move giving away or spending what it needs gives way to one keeping to it, unless it says why the plan
    changes; an offer nobody it goes to can take gives way too. The goal the hint finally names (its words'
    facts) becomes the plan. Then the last word (hint_turn.py, krownia16): a village the hand pays for first, an
    offer bringing the plan a card it lacks accepted, an ended turn said truly. krownia19: a drafted offer is
    judged by its cards (hint_draft.py), and a plan the turn's trade just paid for is built, not dropped."""
    live = plan if plan is not None and view.hand is not None and plan_open(view, seat, plan) else None
    drafted = draft_hint(view, seat, live, action, words, legal)
    if drafted is not None:
        return PlanStep(drafted[0], drafted[1], named_goal(drafted[1]) or live)
    if action.kind == "counter_trade":  # krownia19: a counter asking more, where the offer itself serves the plan
        accept = accept_instead(view, seat, live, legal)
        if accept is not None:
            return PlanStep(accept[0], accept[1], named_goal(accept[1]) or live)
    done = _paid_plan(view, seat, action, words, plan, legal)
    if done is not None:
        return done
    return _last_word(view, seat, _kept(view, seat, action, words, plan, legal), legal)


def _paid_plan(view: KrowniaView, seat: int, action: Action, words: str, plan: Cost | None,
               legal: list[Action]) -> PlanStep | None:
    """The plan's build when the hand now pays for it and the hint would end the turn or spend its cards without
    saying why (krownia19: a trade "toward a development card", then "End the turn: … a development card would
    spend the Wheat and Ore kept for it"); None when the hint stands."""
    if plan is None or view.hand is None or not affordable(view.hand, plan) or tuple(plan) not in GOAL_NAMES:
        return None
    swap = swap_of(view, seat, action, facts_of(words)) if action.kind in SPENDS else None
    if action.kind != "end_turn" and (swap is None or not breaks(view.hand, swap[0], plan)
                                      or change_reason(view, seat, action, *swap) is not None):
        return None
    now = spend_now(view, seat, plan, legal)
    if now is None or now[0] == action:
        return None
    said = f"{now[1]}: the plan you traded toward this turn"
    return PlanStep(now[0], HintWords(said, facts_of(now[1])), None)


def _last_word(view: KrowniaView, seat: int, step: PlanStep, legal: list[Action]) -> PlanStep:
    if view.hand is None:
        return step
    action = step.action
    discard = kept_discard(view, seat, action, step.plan, legal)  # krownia18: a card the plan can spare, said so
    if discard is not None:
        return PlanStep(discard[0], discard[1], step.plan)
    swap = swap_of(view, seat, action, facts_of(step.words)) if action.kind in SPENDS else None
    if swap is None or change_reason(view, seat, action, *swap) is None:  # a Warrior or a town now may come first
        first = village_first(view, seat, action, swap, legal) or trade_for_village(view, seat, action, legal) \
            or town_first(view, seat, action, legal) or trade_for_town(view, seat, action, legal) \
            or trade_for_road(view, seat, action, legal)  # s38: a town this turn, a road to a spot, looked for too
        if first is not None:  # krownia20: a bank trade paying for the village is its first step
            return PlanStep(first[0], first[1], named_goal(first[1]) if first[0].kind == "bank_trade" else step.plan)
    richer = steal_choice(view, seat, action, step.plan, legal)  # krownia21: the seat holding more cards
    if richer is not None:
        return PlanStep(richer, HintWords(steal_reason(view, seat, richer.args[0], step.plan), NO_FACTS), step.plan)
    near_end = dev_trade(view, seat, action, legal)  # krownia21: one point short, a card may be the point
    if near_end is not None:
        return PlanStep(near_end[0], near_end[1], COST_DEV)
    if action.kind == "cancel_trade":  # krownia17: an answer serving the plan is taken, judged by its own cards
        answer = serving_answer(view, seat, step.plan, legal)
        if answer is not None:
            return PlanStep(answer[0], answer[1], named_goal(answer[1]) or step.plan)
        why = withdraw_words(view, seat, step.plan) if step.plan and not step.words else None
        if why:
            return PlanStep(action, why, step.plan)
    if action.kind == "decline_trade":
        accept = accept_instead(view, seat, step.plan, legal)
        if accept is not None:
            return PlanStep(accept[0], accept[1], named_goal(accept[1]) or step.plan)
    if action.kind == "end_turn":
        warrior = warrior_first(view, seat, legal)  # krownia17: a Warrior on the leader before the turn ends
        if warrior is not None:
            return PlanStep(warrior[0], warrior[1], step.plan)
        end, words = turn_end(view, seat, step.words, named_goal(step.words) or step.plan, legal)
        wait = warrior_wait(view, seat, legal) if end.kind == "end_turn" else ""
        if wait:  # a Warrior kept says why
            words = HintWords(f"{words}; {wait}" if words else wait, facts_of(words))
        return PlanStep(end, words, named_goal(words) or step.plan)
    return step


def _kept(view: KrowniaView, seat: int, action: Action, words: str, plan: Cost | None,
          legal: list[Action]) -> PlanStep:
    """`keep_plan` but for the last word."""
    step = _planned(view, seat, action, words, plan, legal)
    if step.action.kind == "end_turn":  # never "keep your cards for a town" while the town is paid for (krownia15)
        now = spend_now(view, seat, named_goal(step.words) or step.plan, legal)
        if now is not None:
            return PlanStep(now[0], now[1], named_goal(now[1]) or step.plan)
    if step.action != action or action.kind != "open_trade" or view.hand is None:
        return step
    why = no_partner(view, seat, facts_of(words))  # an offer kept to the plan: can anyone it goes to take it?
    kept = kept_hint(view, seat, step.plan or (0,) * 5, legal) if why else None
    if kept is None:
        return step
    return PlanStep(kept[0], f"no offer: {why}; {kept[1]}", named_goal(kept[1]) or step.plan)


def _planned(view: KrowniaView, seat: int, action: Action, words: str, plan: Cost | None,
             legal: list[Action]) -> PlanStep:
    """`keep_plan` but for the offer's partners."""
    if plan is not None and (view.hand is None or not plan_open(view, seat, plan)):
        plan = None
    facts = facts_of(words)
    if plan is None:
        if action.kind == "bank_trade" and not words and view.hand is not None:  # krownia17: bare with no plan
            words = bank_words(view, seat, *swap_of(view, seat, action, facts), None)
        return PlanStep(action, words, named_goal(words))
    if action.kind == "end_turn":
        return PlanStep(action, end_turn_words(view, seat, plan), plan)
    swap = swap_of(view, seat, action, facts) if action.kind in SPENDS else None
    if swap is None or not breaks(view.hand, swap[0], plan):
        if action.kind in SWAPS and swap is not None and not serves(view, seat, *swap, plan):
            kept = kept_hint(view, seat, plan, legal)  # krownia15: Ore for Brick, then Ore for Wood, town kept
            if kept is not None and kept[0] != action:
                return PlanStep(kept[0], kept[1], plan)
        if action.kind == "bank_trade" and not words:  # krownia15: a bare trade beside the plan read as a new one
            words = bank_words(view, seat, *swap, plan)
        return PlanStep(action, words, plan)  # a swap serving the plan (or a build now) does not change it
    reason = change_reason(view, seat, action, *swap)
    if reason is not None:
        said = f"a change of plan, since {reason}"
        return PlanStep(action, f"{words}; {said}" if words else said, named_goal(words))
    kept = kept_hint(view, seat, plan, legal) or refusal(view, plan, swap[0], legal)
    if kept is None:
        return PlanStep(action, words, named_goal(words) or plan)
    return PlanStep(kept[0], kept[1], plan)


def refusal(view: KrowniaView, plan: Cost, give: Cost, legal: list[Action]) -> tuple[Action, str] | None:
    """While an offer is open (s34: a hinted counter-offer gave away the Wheat the plan kept): declining it, or
    withdrawing the player's own, with what the cards are kept for; None when neither is legal."""
    hand = view.hand
    kept = [RESOURCES[r] for r, g in enumerate(give) if g and hand[r] - g < min(hand[r], plan[r])]
    missing = [max(0, c - h) for h, c in zip(hand, plan, strict=True)]
    words = HintWords(f"keep your {' and '.join(kept) or 'cards'} for {GOAL_NAMES.get(plan, 'your next build')} "
                      f"(you still need {cards(missing)})", HintFacts(goal=plan))
    kind = next((kind for kind in REFUSALS if Action(kind) in legal), None)
    if kind == "cancel_trade":  # krownia17: with answers on the table, a reason about each, not the hinted one's
        words = withdraw_words(view, view.seat, plan) or words
    return (Action(kind), words) if kind is not None else None
