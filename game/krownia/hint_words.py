"""What a KROWNIA hint is for, in words, when its action alone does not say.

"End the turn" beside a road the player could afford read as a wrong hint (a playtest): the AI keeps its
cards for what it is saving for, so the hint says so.
"""

from __future__ import annotations

from types import SimpleNamespace

from baraza.game.krownia import board as B
from baraza.game.krownia.constants import BANK_START, LONGEST_MIN, RESOURCES
from baraza.game.krownia.hint_facts import HintFacts, HintWords
from baraza.game.krownia.rules import COST_DEV, COST_ROAD, COST_TOWN, COST_VILLAGE, KrowniaRules, KrowniaView

GOAL_NAMES = {COST_TOWN: "a town", COST_VILLAGE: "a village", COST_ROAD: "a road", COST_DEV: "a development card"}


# the builds a hint may name, the dearest first (a swap or a kept hand serving several names the dearest)
BUILDS = (COST_TOWN, COST_VILLAGE, COST_DEV, COST_ROAD)


def _missing(hand: tuple[int, ...] | list[int], cost: tuple[int, ...]) -> int:
    return sum(max(0, c - h) for h, c in zip(hand, cost, strict=True))


def village_open(view: KrowniaView, seat: int | None) -> bool:
    """Whether `seat` could build a village now, cards aside: a village left and a free spot on its road. A swap
    is not "toward a village" while the Build panel says "no free spot" (round 9: the two contradicted)."""
    if seat is None or seat not in view.road_owner:
        return True  # no seat, or no road yet (the setup places villages without one): no spot is closed to it
    if not view.players[seat].villages_left:
        return False
    return any(_free(view, c) and any(view.road_owner[e] == seat for e in B.CORNER_EDGES[c])
               for c in range(B.NUM_CORNERS))


def _free(view: KrowniaView, c: int) -> bool:
    """A corner the distance rule lets a village stand on."""
    owner = view.corner_owner
    return owner[c] < 0 and all(owner[n] < 0 for n in B.CORNER_NEIGHBOURS[c])


def served_build(hand: tuple[int, ...] | list[int], give: tuple[int, ...], get: tuple[int, ...],
                 goal: tuple[int, ...] | None = None, every_card: bool = False,
                 village: bool = True, spare_only: bool = False) -> tuple[int, ...] | None:
    """The build a swap brings closer (fewer cards still to come after it), `goal` first; None when it brings
    none closer (issue 41: "2 Wheat for 1 Brick" was hinted to a player holding 4 Brick and lacking Wood).
    With `every_card`, only a build using every kind received (round 7: "1 Sheep + 1 Wheat toward a town",
    which needs no Sheep, is a swap toward a village). With `village` False (no spot for one), never a village.
    With `spare_only`, only a build for which every card given is spare (s32: a hint gave away a card the build
    it named still needed). A build the swap pays for outright comes first: it is what the card goes to next
    (s33: "give 2 Brick for 1 Ore toward a town", then "Buy a development card" with that Ore)."""
    after = [h - g + t for h, g, t in zip(hand, give, get, strict=True)]
    paid = tuple(c for c in BUILDS if _missing(after, c) == 0 < _missing(hand, c))
    for cost in paid + ((goal,) if goal else ()) + BUILDS:
        if (every_card and any(n and not cost[r] for r, n in enumerate(get))) or (not village and cost == COST_VILLAGE):
            continue
        if spare_only and any(g and after[r] < cost[r] for r, g in enumerate(give)):
            continue
        if _missing(after, cost) < _missing(hand, cost):
            return cost
    return None


def offer_words(view: KrowniaView, plan: tuple | None, goal: tuple[int, ...] | None = None) -> HintWords | None:
    """A planned offer in words, which way the cards go and what for: "give 1 Brick for 1 Ore toward a town, to
    everyone" ("1 Brick for 1 Ore" alone read either way round: issue 41), carrying its cards and build as data
    (the plan check: hint_plan.py)."""
    if plan is None:
        return None
    give, get, to = plan
    trade, seat = getattr(view, "trade", None), getattr(view, "seat", None)
    if trade is not None and seat is not None and trade.offerer != seat:
        to = trade.offerer  # a counter-offer goes back to the seat that made the offer (krownia16: "to everyone")
    build = served_build(view.hand, give, get, goal, every_card=True, spare_only=True,
                         village=village_open(view, seat)) if view.hand is not None else None
    aim = f" toward {GOAL_NAMES[build]}" if build else ""
    text = f"give {cards(give)} for {cards(get)}{aim}, to {'everyone' if to < 0 else view.names[to]}"
    return HintWords(text, HintFacts(build, tuple(give), tuple(get), to))


def cards(vec: tuple[int, ...] | list[int]) -> str:
    """"1 Brick + 2 Ore", or "nothing"."""
    return " + ".join(f"{n} {RESOURCES[r]}" for r, n in enumerate(vec) if n) or "nothing"


def saving_words(hand: tuple[int, ...] | list[int], goal: tuple[int, ...]) -> str:
    """Why a turn ends with cards in hand: "keep your cards for a village (1 Wheat still to come)". Only a build
    the kept cards serve is named (issue 41: "for a town (2 Wheat + 3 Ore still to come)" over a hand of 4
    Brick): the goal when they serve it, else the nearest build they do, else why ending is best."""
    saved = _saved_for(hand, goal)
    if saved is None:
        return "nothing to build or trade for now"
    cost, missing = saved
    name = GOAL_NAMES.get(cost, "your next build")
    return f"keep your cards for {name} ({cards(missing)} still to come)" if any(missing) \
        else f"keep your cards for {name}"


def _saved_for(hand: tuple[int, ...] | list[int], goal: tuple[int, ...]) -> tuple[tuple[int, ...], list[int]] | None:
    """The build a kept hand is saved for and the cards it still lacks (None: the hand serves none)."""
    if not any(h and c for h, c in zip(hand, goal, strict=True)):
        served = [c for c in BUILDS if any(h and n for h, n in zip(hand, c, strict=True))]
        if not served:
            return None
        goal = min(served, key=lambda c: _missing(hand, c))
    return tuple(goal), [max(0, c - h) for h, c in zip(hand, goal, strict=True)]


def end_turn_words(view: KrowniaView, seat: int, goal: tuple[int, ...]) -> HintWords:
    """Why the hint ends the turn, in plain words: "keep your cards for a village (you still need 1 Wheat)"
    (round 9: "(1 Wheat still to come)" read as unclear), after why a Monopoly held ready waits, if one does; the
    build the cards are kept for goes with the words as data."""
    saved = _saved_for(view.hand, goal) if view.hand is not None and sum(view.hand) else None
    if saved is None:
        words = "nothing to build or trade for now"
    else:
        kept, missing = saved
        name = GOAL_NAMES.get(kept, "your next build")
        words = f"keep your cards for {name} (you still need {cards(missing)})" if any(missing) \
            else f"keep your cards for {name}"
    mono = monopoly_words(view, seat)
    facts = HintFacts(goal=saved[0] if saved is not None and saved[0] in GOAL_NAMES else None)
    return HintWords(f"{mono}; {words}" if mono else words, facts)


def road_words(view: KrowniaView, seat: int, edge: int) -> str:
    """What a hinted road is for (round 9: two road hints ended by a rival's village, where no village may stand,
    with no reason): the village spot it reaches or leads to, else the Longest Road it lengthens, else ""."""
    ends = [c for c in B.EDGE_CORNERS[edge] if view.corner_owner[c] != seat
            and not any(view.road_owner[e] == seat for e in B.CORNER_EDGES[c])]  # the side it goes toward
    now = _road_length(view, seat, None)
    longer = _road_length(view, seat, edge)
    bonus = longest_words(view, seat, now, longer)  # krownia19: the road that won 2 VP spoke only of a spot
    spot = ""
    if any(_free(view, c) for c in ends):
        spot = "it reaches a free spot for a village"
    elif any(_free(view, n) for c in ends if view.corner_owner[c] < 0 for n in B.CORNER_NEIGHBOURS[c]):
        spot = "toward a free spot for a village, one road further"
    if bonus or spot:
        said = f"{bonus}; and {spot}" if bonus and spot else bonus or spot
        # krownia23: the road to a spot is for the village there, the plan after it ("Trade 4 Wheat for 1 Brick:
        # then build a road to the free spot …, for your next village", then "keep your cards for a town")
        return HintWords(said, HintFacts(goal=COST_VILLAGE)) if spot.startswith("it reaches") else said
    if longer > now and longer >= 3:
        rival = max((p.longest_road for p in view.players if p.seat != seat), default=0)
        return f"for the Longest Road: yours would be {longer} long (it needs 5, and more than the longest " \
               f"rival's {rival})"
    return ""


def wins_with(view: KrowniaView, seat: int, gain: int) -> bool:
    """Whether `gain` more points reach the target for `seat` (its hidden Victory Point cards count when it is the
    viewer)."""
    mine = view.my_vp_total if view.seat == seat and view.my_vp_total is not None else view.players[seat].vp_visible
    return mine + gain >= view.target


def point_words(view: KrowniaView, seat: int, gain: int = 1) -> str:
    """The points a build adds, or that it wins the match (krownia23: the village reaching 10 points was "1 more
    point")."""
    if wins_with(view, seat, gain):
        return f"it wins the match: your {view.target}th point" if gain == 1 else \
            f"it wins the match: {gain} points, your {view.target}th"
    return f"{gain} more point{'s' if gain != 1 else ''}"


def point_now(view: KrowniaView, seat: int) -> str:
    """A village or town the hand pays for: "a point now", or, reaching the target, that it wins the match."""
    return "and it wins the match" if wins_with(view, seat, 1) else "a point now"


def longest_words(view: KrowniaView, seat: int, now: int, longer: int) -> str:
    """What a road making the seat's longest road `longer` (from `now`) does to Longest Road (2 VP): "it takes
    Longest Road (+2 VP): yours 5 long against Blue's 4", "it keeps Longest Road from Blue: …", else ""."""
    if longer <= now:
        return ""
    rivals = [p for p in view.players if p.seat != seat]
    top = max(rivals, key=lambda p: (p.longest_road, p.seat == view.longest_holder), default=None)
    best = top.longest_road if top is not None else 0
    against = f"yours {longer} long against {view.names[top.seat]}'s {best}" if top is not None \
        else f"yours {longer} long"
    if view.longest_holder != seat and longer >= LONGEST_MIN and longer > best:
        wins = "; it wins the match" if wins_with(view, seat, 2) else ""
        return f"it takes Longest Road (+2 VP): {against}{wins}"
    if view.longest_holder == seat and top is not None and best >= now:  # a rival level: one road takes it
        return f"it keeps Longest Road from {view.names[top.seat]}: {against}"
    return ""


def longest_after_road(view: KrowniaView, seat: int) -> int:
    """`seat`'s longest road after one more road at its best free place (a free edge at one of its pieces, or at
    one of its roads' corners no rival holds); its length now when there is none."""
    owner, roads = view.corner_owner, view.road_owner
    best = view.players[seat].longest_road
    for e, (a, b) in enumerate(B.EDGE_CORNERS):
        if roads[e] >= 0:
            continue
        if any(owner[c] == seat or (owner[c] < 0 and any(roads[x] == seat for x in B.CORNER_EDGES[c]))
               for c in (a, b)):
            best = max(best, _road_length(view, seat, e))
    return best


def _road_length(view: KrowniaView, seat: int, edge: int | None) -> int:
    roads = list(view.road_owner)
    if edge is not None:
        roads[edge] = seat
    return KrowniaRules().longest_road(SimpleNamespace(road_owner=roads, corner_owner=view.corner_owner), seat)


def monopoly_words(view: KrowniaView, seat: int) -> str:
    """Why a Monopoly held ready is not played now (round 9: "End the turn" beside an unplayed Monopoly, no
    reason): by the table's count of the others' cards, the most of one kind it would take."""
    if "monopoly" not in view.playable_dev:
        return ""
    counted = _others_counted(view, seat)
    best = max(range(5), key=lambda r: (counted[r], -r))
    if counted[best] == 0:
        return "the Monopoly waits: the others are seen to hold no cards, so it would take nothing now"
    return f"the Monopoly waits: it would take only about {counted[best]} {RESOURCES[best]} now"


def monopoly_take_words(view: KrowniaView, seat: int, kind: int) -> str:
    """A hinted Monopoly, what it brings: "it takes about 5 Sheep from the others" (the table's count)."""
    return f"it takes about {_others_counted(view, seat)[kind]} {RESOURCES[kind]} from the others"


def _others_counted(view: KrowniaView, seat: int) -> list[int]:
    """The others' cards of each kind by the table's count (cards seen going to them, less those seen leaving),
    at most what the bank and the player's hand leave of the kind's 19 (krownia15: "about 10 Sheep" with 11 of
    19 in the bank: a stolen card stays in its victim's count) and no seat more than it holds."""
    own = view.hand or (0,) * 5
    return [max(0, min(BANK_START - view.bank[r] - own[r],
                       sum(min(p.card_count, max(0, p.stats.get("cards_counted", {}).get(name, 0)))
                           for p in view.players if p.seat != seat)))
            for r, name in enumerate(RESOURCES)]
