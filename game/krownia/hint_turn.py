"""The last word on a KROWNIA hint (krownia16, a blind tester, Hint 6/10): a road hinted beside an affordable village
with a free spot, "Decline: it does not bring a town closer" for an offer bringing the town's missing Wheat, "End
the turn" beside an affordable development card with no word of it, and no warning ending a turn on 10 cards.
After the plan has had its say (hint_plan.py), a village the hand pays for and has a place for comes first, an
offer bringing the plan a card it lacks for cards it can spare is accepted, and an ended turn says what a
development card would cost the plan (or buys it when it costs nothing) and what a 7 would take."""

from __future__ import annotations

from dataclasses import replace

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import RESOURCES
from baraza.game.krownia.describe import corner_words
from baraza.game.krownia.hint_agree import kept_hint, nearest_point_build
from baraza.game.krownia.hint_facts import HintFacts, HintWords
from baraza.game.krownia.hint_setup import build_reason
from baraza.game.krownia.hint_spend import pays, pick_build
from baraza.game.krownia.hint_words import GOAL_NAMES, cards, point_now, point_words, road_words
from baraza.game.krownia.rules import COST_DEV, COST_ROAD, COST_TOWN, COST_VILLAGE, KrowniaView
from baraza.game.krownia.setup_judge import seen_board

Cost = tuple[int, ...]
# the hinted moves a village the hand pays for comes before: each spends its cards or the turn
BEFORE_VILLAGE = ("build_road", "buy_dev", "bank_trade", "open_trade", "end_turn")
TRADE_BEFORE = ("build_road", "buy_dev", "end_turn")  # the hints a bank trade paying for a village comes before


def _after(hand: Cost, give: Cost, get: Cost) -> list[int]:
    return [h - g + t for h, g, t in zip(hand, give, get, strict=True)]


def _short(hand: Cost | list[int], cost: Cost) -> int:
    return sum(max(0, c - h) for h, c in zip(hand, cost, strict=True))


def village_first(view: KrowniaView, seat: int, action: Action, swap: tuple[Cost, Cost] | None,
                  legal: list[Action]) -> tuple[Action, HintWords] | None:
    """The village to hint instead of `action` (None: it stands): the hand pays for one and a spot is legal, and
    the move ends the turn or leaves too few cards for it (`swap`: what a trade or a card bought gives and gets).
    A road that leaves the village's cards stands: the village can follow it this turn."""
    hand = view.hand
    if hand is None or action.kind not in BEFORE_VILLAGE or not pays(hand, COST_VILLAGE):
        return None
    if action.kind == "build_road":
        swap = (COST_ROAD, (0,) * 5)
    if swap is not None and pays(_after(hand, *swap), COST_VILLAGE):
        return None
    pick = pick_build(view, seat, COST_VILLAGE, legal)
    if pick is None:
        return None
    spent = {"build_road": "a road now would spend its cards", "end_turn": "", "buy_dev": "a development card "
             "would spend its cards"}.get(action.kind, "a trade now would give away its cards")
    words = f"you hold its cards, {point_now(view, seat)}" + (f"; {spent}" if spent else "")
    return pick, HintWords(words, HintFacts(goal=COST_VILLAGE))


def trade_for_village(view: KrowniaView, seat: int, action: Action,
                      legal: list[Action]) -> tuple[Action, HintWords] | None:
    """The bank or harbour trade that pays for a village this turn, hinted instead of `action` (None: it stands;
    krownia20, Hint 6/10: "Build a road" while 4 Wood to the bank for 1 Wheat paid for a village with a free spot).
    A village is a point and a share of every roll on its tiles; a road only counts toward Longest Road or a spot,
    so it stands only when it takes or keeps Longest Road. The trade is the cheapest rate, giving the kind the
    hand holds most of; the words name the village and where it goes."""
    hand = view.hand
    if hand is None or action.kind not in TRADE_BEFORE or pays(hand, COST_VILLAGE) or view.current != seat:
        return None
    if action.kind == "build_road" and road_words(view, seat, action.args[0]).startswith(("it takes", "it keeps")):
        return None
    spots = [Action("build_village", (c,)) for c in _spots(view, seat)]
    if not spots or not view.players[seat].villages_left:
        return None
    rates = view.players[seat].trade_rates
    trades = []
    for trade in (a for a in legal if a.kind == "bank_trade"):
        g, r = trade.args
        after = [h - (rates[g] if i == g else 0) + (1 if i == r else 0) for i, h in enumerate(hand)]
        if pays(after, COST_VILLAGE):
            trades.append((rates[g], -after[g], g, r, trade, after))
    if not trades:
        return None
    rate, _left, g, r, trade, after = min(trades)
    pick = pick_build(replace(view, hand=tuple(after)), seat, COST_VILLAGE, spots)
    corner = pick.args[0]
    where = corner_words(seen_board(view), corner)
    road = "; a road would only count toward Longest Road" if action.kind == "build_road" else ""
    words = f"then build a village {where}: {build_reason(view, seat, corner)}{road}"
    return trade, HintWords(words, HintFacts(goal=COST_VILLAGE))


def town_first(view: KrowniaView, seat: int, action: Action, legal: list[Action]) -> tuple[Action, HintWords] | None:
    """The town to build instead of ending the turn while the hand pays for one (None: it stands; s38: "End the
    turn: nothing buildable now" beside a town paid for, when no plan named it)."""
    if view.hand is None or action.kind != "end_turn" or not pays(view.hand, COST_TOWN):
        return None
    pick = pick_build(view, seat, COST_TOWN, legal)
    return (pick, HintWords(f"you hold its cards, {point_now(view, seat)}", HintFacts(goal=COST_TOWN))) if pick \
        else None


def trade_for_town(view: KrowniaView, seat: int, action: Action,
                   legal: list[Action]) -> tuple[Action, HintWords] | None:
    """The bank or harbour trade that pays for a town this turn, hinted instead of `action` (None: it stands). s38
    (a blind tester, Hint 7/10): a weaker move was hinted while 4 cards to the bank completed a town; the search
    for such a trade looked for villages only. It comes before a road, a card, an ended turn or a trade paying
    for no point; the trade is the cheapest rate, giving the kind the hand holds most of, and keeps the town's
    own cards."""
    hand, me = view.hand, view.players[seat]
    if hand is None or view.current != seat or pays(hand, COST_TOWN) or not me.villages or not me.towns_left:
        return None
    if action.kind not in TRADE_BEFORE and not (action.kind == "bank_trade" and not _pays_point(view, seat, action)):
        return None
    trade = _cheapest(view, seat, legal, COST_TOWN)
    if trade is None:
        return None
    after = _after(hand, *_swap(view, seat, trade))
    pick = pick_build(replace(view, hand=tuple(after)), seat, COST_TOWN,
                      [Action("build_town", (c,)) for c in me.villages])
    where = corner_words(seen_board(view), pick.args[0])
    return trade, HintWords(f"then make the village {where} a town: {point_words(view, seat)}, and its tiles pay "
                            "you twice", HintFacts(goal=COST_TOWN))


def trade_for_road(view: KrowniaView, seat: int, action: Action,
                   legal: list[Action]) -> tuple[Action, HintWords] | None:
    """With no free spot for a village, the bank trade paying for a road that reaches one, hinted instead of
    ending the turn (s38), from cards a village does not need; None: the ended turn stands."""
    hand, me = view.hand, view.players[seat]
    if hand is None or action.kind != "end_turn" or view.current != seat or pays(hand, COST_ROAD) \
            or not me.roads_left or not me.villages_left or _spots(view, seat):
        return None
    edges = [e for e in _road_spots(view, seat) if road_words(view, seat, e).startswith("it reaches")]
    spare = [a for a in legal if a.kind == "bank_trade"
             and hand[a.args[0]] - view.players[seat].trade_rates[a.args[0]] >= COST_VILLAGE[a.args[0]]]
    trade = _cheapest(view, seat, spare, COST_ROAD) if edges else None
    if trade is None:
        return None
    spot = next((c for c in B.EDGE_CORNERS[edges[0]] if _free_spot(view, c)), B.EDGE_CORNERS[edges[0]][0])
    where = corner_words(seen_board(view), spot)
    return trade, HintWords(f"then build a road to the free spot {where}, for your next village",
                            HintFacts(goal=COST_ROAD))


def _pays_point(view: KrowniaView, seat: int, trade: Action) -> bool:
    after = _after(view.hand, *_swap(view, seat, trade))
    return any(pays(after, c) and not pays(view.hand, c) for c in (COST_VILLAGE, COST_TOWN))


def _cheapest(view: KrowniaView, seat: int, legal: list[Action], cost: Cost) -> Action | None:
    """The legal bank trade after which the hand pays for `cost`: the cheapest rate, giving the kind the hand holds
    most of."""
    rates, trades = view.players[seat].trade_rates, []
    for trade in (a for a in legal if a.kind == "bank_trade"):
        after = _after(view.hand, *_swap(view, seat, trade))
        if pays(after, cost):
            trades.append((rates[trade.args[0]], -after[trade.args[0]], trade.args, trade))
    return min(trades)[-1] if trades else None


def _road_spots(view: KrowniaView, seat: int) -> list[int]:
    """The free edges a road of `seat` may go on: touching its own piece, or its own road at a corner no rival
    holds."""
    owner, out = view.corner_owner, []
    for e, (a, b) in enumerate(B.EDGE_CORNERS):
        if view.road_owner[e] >= 0:
            continue
        for c in (a, b):
            if owner[c] == seat or (owner[c] < 0 and any(view.road_owner[x] == seat for x in B.CORNER_EDGES[c])):
                out.append(e)
                break
    return out


def _free_spot(view: KrowniaView, c: int) -> bool:
    owner = view.corner_owner
    return owner[c] < 0 and all(owner[n] < 0 for n in B.CORNER_NEIGHBOURS[c])


def _spots(view: KrowniaView, seat: int) -> list[int]:
    """The corners a village of `seat` may go on (queries.village_spots, from the view): free by the distance
    rule and on one of its roads."""
    owner = view.corner_owner
    near = {c for e, o in enumerate(view.road_owner) if o == seat for c in B.EDGE_CORNERS[e]}
    return sorted(c for c in near if owner[c] < 0 and all(owner[n] < 0 for n in B.CORNER_NEIGHBOURS[c]))


def near_win(view: KrowniaView, offerer: int) -> bool:
    """The AI's own rule (trade_words.decline_reason): never help a seat two points from winning, nor a clear
    leader halfway there."""
    theirs = view.players[offerer].vp_visible
    lead = all(theirs > p.vp_visible for p in view.players if p.seat != offerer)
    return view.target - theirs <= 2 or (lead and 2 * theirs >= view.target)


def accept_instead(view: KrowniaView, seat: int, plan: Cost | None,
                   legal: list[Action]) -> tuple[Action, HintWords] | None:
    """Accepting the offer on the table instead of declining it (None: the decline stands): it brings a card the
    plan still lacks for cards the plan can spare, at no dearer than a 2:1 harbour, from a seat not about to win
    (krownia16: 1 Wheat for a spare Wood was declined as "does not bring a town closer" with the town 1 Wheat
    short)."""
    trade, hand = view.trade, view.hand
    if trade is None or hand is None or Action("accept_trade") not in legal or near_win(view, trade.offerer):
        return None
    if plan is None:
        from baraza.game.krownia.ai import KrowniaAI  # what the Hint's level saves for (as hint_agree.py)

        plan = KrowniaAI("hard", seat, 0).goal_cost(view, seat)
    plan = tuple(plan)
    gives, gets = tuple(trade.get), tuple(trade.give)  # the offerer wants `get` from the player
    after = _after(hand, gives, gets)
    if any(g and after[r] < plan[r] for r, g in enumerate(gives)) or min(after) < 0:
        return None  # it gives away what the plan needs
    if _short(after, plan) >= _short(hand, plan) or sum(gives) > 2 * sum(gets):
        return None
    name = GOAL_NAMES.get(plan, "your next build").replace("a ", "your ", 1)
    missing = [max(0, c - h) for h, c in zip(after, plan, strict=True)]
    words = f"it brings {name} closer (you still need {cards(missing)})" if any(missing) \
        else f"it completes the cards for {name}"
    return Action("accept_trade"), HintWords(words, HintFacts(goal=plan if plan in GOAL_NAMES else None))


def decline_reason(view: KrowniaView, seat: int, plan: tuple[int, ...] | None) -> str:
    """Why turn down the offer on the table: it feeds a leader, takes cards the player's next build needs, or
    brings none it lacks (s34: "Decline the offer" came bare)."""
    trade, hand = view.trade, view.hand
    them = view.names[trade.offerer]
    theirs = view.players[trade.offerer].vp_visible
    if all(theirs > p.vp_visible for p in view.players if p.seat != trade.offerer) and 2 * theirs >= view.target:
        return f"{them} leads with {theirs} points: a trade helps them most"
    if view.target - theirs <= 2:  # as the AI's own rule (hint_turn.accept_instead keeps the decline for it)
        left = view.target - theirs
        return f"{them} needs only {left} more point{'s' if left != 1 else ''}: a trade helps them win"
    near = nearest_point_build(view, seat) if plan is None else None
    if near is not None and pays(hand, near):  # krownia23: the village the hand pays for, before a far goal
        plan = near
    elif plan is None:
        from baraza.game.krownia.ai import KrowniaAI  # what the Hint's level saves for (as hint_agree.py)

        plan = KrowniaAI("hard", seat, 0).goal_cost(view, seat)
    name = GOAL_NAMES.get(tuple(plan), "your next build")
    gives, gets = trade.get, trade.give  # the offerer wants `get` from the player
    kept = [RESOURCES[r] for r in range(5) if gives[r] and hand[r] - gives[r] < min(hand[r], plan[r])]
    if kept:
        return f"you need your {' and '.join(kept)} for {name}"
    if not any(g and max(0, plan[r] - hand[r]) for r, g in enumerate(gets)):
        return f"it brings none of the cards you still need for {name}"
    if sum(gives) > sum(gets):
        return f"you would give {sum(gives)} cards for {sum(gets)}"
    return f"it does not bring {name} closer"


def turn_end(view: KrowniaView, seat: int, words: str, goal: Cost | None,
             legal: list[Action]) -> tuple[Action, str]:
    """A hinted end of the turn, said truly (krownia16): a development card the hand pays for is bought when it
    spends none of what `goal` holds toward, else the words say it would spend them; a hand over the discard limit
    is spent on a bank trade of spare cards when there is one, else the words say what a 7 would take."""
    hand = view.hand
    end = Action("end_turn")
    if hand is None or not sum(hand):
        return end, words
    goal = tuple(goal) if goal else None
    name = GOAL_NAMES.get(goal, "your next build") if goal else ""
    facts = getattr(words, "facts", HintFacts(goal=goal if goal in GOAL_NAMES else None))
    if Action("buy_dev") in legal and pays(hand, COST_DEV):
        kept = [RESOURCES[r] for r, c in enumerate(COST_DEV) if c and goal and hand[r] - c < min(hand[r], goal[r])]
        if not kept:
            why = f"it spends none of the cards kept for {name}" if goal else "you hold its cards"
            return Action("buy_dev"), HintWords(why, facts)
        note = f"a development card would spend the {' and '.join(kept)} kept for " + \
            ("it" if name in words else name)
        words = f"{words}; {note}" if words else note
    held, limit = sum(hand), view.discard_limit
    if held > limit:  # only a hand of more than the limit loses cards to a 7
        warn = f"{held} cards: a 7 rolled before your next turn takes {held // 2} of them"
        spend = kept_hint(view, seat, goal or (0,) * 5, legal)
        if spend is not None and spend[0].kind == "bank_trade":
            return spend[0], HintWords(f"{warn}; {spend[1]}", getattr(spend[1], "facts", facts))
        words = f"{warn}; {words}" if words else warn
    return end, HintWords(words, facts)


def _swap(view: KrowniaView, seat: int, trade: Action) -> tuple[Cost, Cost]:
    g, r = trade.args
    rate = view.players[seat].trade_rates[g]
    return tuple(rate if i == g else 0 for i in range(5)), tuple(1 if i == r else 0 for i in range(5))


def dev_trade(view: KrowniaView, seat: int, action: Action, legal: list[Action]) -> tuple[Action, HintWords] | None:
    """One point from the target, the bank trade that pays for a development card (a Victory Point card in it
    wins) hinted instead of ending the turn or a trade toward a build this turn cannot reach (krownia21 at 7 of
    8: "End the turn: keep your cards for a road" while 4 Wood for 1 Sheep paid for a card). None: it stands."""
    hand = view.hand
    if hand is None or view.my_vp_total is None or view.my_vp_total + 1 < view.target or not view.deck_count \
            or view.current != seat or action.kind not in ("end_turn", "bank_trade") or pays(hand, COST_DEV):
        return None
    if any(a.kind in ("build_village", "build_town") for a in legal):
        return None  # a point now comes first (village_first and the plan build it)
    if action.kind == "bank_trade":
        after = _after(hand, *_swap(view, seat, action))
        if any(pays(after, c) for c in (COST_VILLAGE, COST_TOWN, COST_DEV)):
            return None  # the trade pays for a build this turn
    rates = view.players[seat].trade_rates
    trades = []
    for trade in (a for a in legal if a.kind == "bank_trade"):
        after = _after(hand, *_swap(view, seat, trade))
        if pays(after, COST_DEV):
            trades.append((rates[trade.args[0]], -after[trade.args[0]], trade.args, trade))
    if not trades:
        return None
    trade = min(trades)[-1]
    return trade, HintWords("then buy a development card: you need 1 more point, and a Victory Point card in it "
                            "wins the game", HintFacts(goal=COST_DEV))
