"""Why the judge marked a KROWNIA move, in a player's words: what the move cost its mover, against the better move.

Blind testers made bad moves on purpose (a road where a village was affordable, ending turns holding 10+ cards,
a needless 4:1 trade, the Pirate on a tile of their own) and the replay marked them with numbers only (issue 41).
The replay's caption asks the game's analysis module for these words (`mark_reason`, shown after "Why: "); each
is worked out from the position before the move and says only what that position shows: a build is called
affordable only when the hand pays for it and the judge's better move builds it.
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import (
    COLOURS,
    COST_DEV,
    COST_ROAD,
    COST_TOWN,
    COST_VILLAGE,
    DESERT,
    MAIN,
    MAX_ROADS,
    PIPS,
    RESOURCES,
    SETUP_VILLAGE,
    TERRAIN_RESOURCE,
    TRADE_PENDING,
)
from baraza.game.krownia.describe import corner_words, edge_words, tile_words
from baraza.game.krownia.hint_words import GOAL_NAMES, cards, served_build
from baraza.game.krownia.hoard_judge import cure_plan

COSTS = {"build_village": COST_VILLAGE, "build_town": COST_TOWN, "buy_dev": COST_DEV, "build_road": COST_ROAD}
BUILDS = ("build_village", "build_town", "buy_dev")
PLACES = ("build_village", "build_town", "place_village")  # moves that put a building on a corner  # the moves that add points or cards worth naming
# a setup corner paying on at most half the rolls of the richest open one, and this many fewer, is a named fault
POOR_GAP = 4
RISKY_HAND = 8  # a 7 makes a seat holding more than 7 cards give half of them away
MAX_WORDS = 110  # the caption shows the reason after "Why: "; longer ones are cut down


def mark_reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """Why `seat` playing `action` in `state` was marked, against the judge's `best`; None when nothing more can
    be said honestly than the chance the move cost."""
    try:
        return _reason(rules, state, seat, action, best)
    except Exception:  # noqa: BLE001 - a position these words do not fit: the caption keeps its numbers
        return None


def fault(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """The concrete fault in the move, as `mark_reason` words it, but never its fallback ("building X would have
    added 1 VP", which says only that the better move built), a richer corner when the played one pays near as often
    (a setup corner far poorer than the richest open one is named: `poor_setup_corner`), or a development card
    left unbought or traded away (what it draws is unknown): the judge's hook `fault` (game.core.analysis_paired: a named fault
    the play-outs agree cost something is marked, under 0.10 too)."""
    try:
        return _reason(rules, state, seat, action, best, fallback=False)
    except Exception:  # noqa: BLE001 - a position these words do not fit: no fault named
        return None


def _reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None,
            fallback: bool = True) -> str | None:
    if best is not None and best == action:
        return None
    k = action.kind
    if k == "move_pirate":
        return pirate_reason(rules, state, seat, action.args[0])
    if k in ("accept_trade", "confirm_trade", "offer_send"):
        said = leader_trade_reason(rules, state, seat, action)
        if said:
            return said
    if k == "bank_trade" and (fallback or best is None or best.kind != "buy_dev"):
        said = bank_trade_reason(rules, state, seat, action, best)
        if said:
            return said
    if k == "end_turn":
        held = sum(state.hands[seat])
        if held >= RISKY_HAND:
            risk = f"ending the turn with {held} cards: a 7 would take {held // 2}"
            if not affordable_build(rules, state, seat, best):
                cut = spend_words(rules, state, seat, best)  # the better move's cure (hoard_judge.cure), told
                return _short(f"{risk}; {cut}", risk) if cut else risk
            return _short(f"{risk}, and {build_name(state, best)} was affordable",
                          f"{risk}, and {build_name(state, best, short=True)} was affordable")
    if k in ("build_road", "end_turn", "bank_trade", "open_trade", "offer_send", "confirm_trade") \
            and affordable_build(rules, state, seat, best) and best.kind != k \
            and (fallback or best.kind != "buy_dev" and gives_up_build(rules, state, seat, action, best)):
        return _short(f"{build_name(state, best)} was affordable: it would have {build_gain(state, best)}",
                      f"{build_name(state, best, short=True)} was affordable: it would have {build_gain(state, best)}")
    if k == "build_road" and (best is None or best.kind != "build_road") and road_leads_nowhere(state, seat,
                                                                                            action.args[0]):
        return _short(f"the road {edge_words(state, action.args[0])} leads nowhere: no free village spot can be "
                      f"reached past it", "this road leads nowhere: no free village spot can be reached past it")
    if k == "place_village" and state.phase == SETUP_VILLAGE:
        # a setup corner far poorer than the richest open one is a fault the board shows (paired play-outs then
        # grade it by its drop; a blind tester's 4-roll corner beside an open 12-roll one was only "inaccuracy")
        said = poor_setup_corner(rules, state, action.args[0], best)
        if said:
            return said
    if k in PLACES and best is not None and best.kind == k:
        # not a fault the judge marks on (`fault`): between corners alike in yield, which is richer is the judge's
        # taste as much as the board's (a harbour, the room to grow), and the middle AI's setup corners were marked
        return richer_corner(state, action.args[0], best.args[0]) if fallback else None
    if k in PLACES:
        return None  # a village or a town built: it added a point too, and a better build is not plainly told
    if fallback and best is not None and best.kind == "open_trade" and k != "open_trade":
        said = offer_named(rules, state, seat)  # krownia20: "better: Offer a trade" named no trade
        if said:
            return said
    if fallback and best is not None and best.kind in BUILDS and best_is_legal(rules, state, seat, best):
        return _short(f"{_gerund(state, best)} would have {build_gain(state, best)}",
                      f"{_gerund(state, best, short=True)} would have {build_gain(state, best)}")
    return better_words(rules, state, seat, best) if fallback and best is not None and best_is_legal(
        rules, state, seat, best) else None


def better_words(rules: Any, state: Any, seat: int, best: Action) -> str:
    """The last word on a mark, so none comes without a Why (krownia21: "better: Trade 4 Brick for 1 Wheat", no
    Why): a bank trade, the build it brings closer; any move, that the play-outs found it kept more."""
    if best.kind == "bank_trade":
        g, r = best.args[0], best.args[1]
        rate, hand = state.port_rate[seat][g], list(state.hands[seat])
        give = [rate if i == g else 0 for i in range(5)]
        get = [1 if i == r else 0 for i in range(5)]
        aim = served_build(hand, give, get)
        if aim in GOAL_NAMES:
            after = [h - a + b for h, a, b in zip(hand, give, get, strict=True)]
            missing = [max(0, c - h) for h, c in zip(after, aim, strict=True)]
            left = f" (still {cards(missing)} to come)" if any(missing) else ", paid for then"
            return _short(f"trading {rate} {RESOURCES[g]} for 1 {RESOURCES[r]} would have brought "
                          f"{GOAL_NAMES[aim]} closer{left}")
    said = rules.describe_action(state, seat, best)
    # the mover by colour: the caption speaks to whoever watches, and "kept you" beside White's (an AI's) mark
    # read as the player's chance (krownia25)
    return _short(f"{said[:1].lower()}{said[1:]}: the play-outs kept {COLOURS[seat]} a better chance after it")


def _short(*wordings: str) -> str | None:
    """The first wording that fits the caption, else the shortest."""
    return next((words for words in wordings if len(words) <= MAX_WORDS), min(wordings, key=len))


def offer_named(rules: Any, state: Any, seat: int) -> str | None:
    """The offer the better move "Offer a trade to players" would make, as the Hint's level plans it: "better:
    offer 1 Wood for 1 Sheep to everyone, toward a village"; None when that level plans none here."""
    from baraza.game.krownia.ai import (
        KrowniaAI,  # the offer's cards are the AI's plan (as hint_spend.py asks)
    )

    view = rules.view(state, seat)
    ai = KrowniaAI("hard", seat, 0)
    opened = Action("open_trade")
    if ai.choose(rules, view, seat, [opened, Action("end_turn")]) != opened:
        return None
    words = ai.explained(view, opened)
    facts = getattr(words, "facts", None)
    if facts is None or facts.give is None or facts.get is None:
        return None
    to = "everyone" if facts.to < 0 else COLOURS[facts.to]
    aim = f", toward {GOAL_NAMES[facts.goal]}" if facts.goal in GOAL_NAMES else ""
    return f"better: offer {cards(facts.give)} for {cards(facts.get)} to {to}{aim}"


# ---- builds -------------------------------------------------------------------------------------------------

def best_is_legal(rules: Any, state: Any, seat: int, best: Action | None) -> bool:
    return best is not None and state.phase == MAIN and state.current == seat \
        and best in rules.legal_actions(state, seat)


def affordable_build(rules: Any, state: Any, seat: int, best: Action | None) -> bool:
    """Whether `best` builds a village or town or buys a card that `seat`'s hand pays for right now."""
    if best is None or best.kind not in BUILDS or not best_is_legal(rules, state, seat, best):
        return False
    return all(h >= c for h, c in zip(state.hands[seat], COSTS[best.kind], strict=True))


def gives_up_build(rules: Any, state: Any, seat: int, action: Action, best: Action) -> bool:
    """Whether `action` gives up the affordable build `best` this turn: the turn ends, or the hand no longer pays
    for it. A road or an offer with the village still paid for after it is no fault: the village can follow (paired
    play-outs put such a road at about 0, docs/benchmarks.md). A development card left unbought is no fault either
    (`fault` does not ask): what it draws is unknown, and the middle AI, which often offers a trade or ends its
    turn where the hint level would buy one, was marked for it on 8 of its 328 moves in one match."""
    after = rules.clone(state)
    rules.apply(after, seat, action)
    if after.turn != state.turn:
        return True
    return not all(h >= c for h, c in zip(after.hands[seat], COSTS[best.kind], strict=True))


SPENDS = {"build_road": ("a road", "roads"), "bank_trade": ("a bank trade", "bank trades"),
          "buy_dev": ("a development card", "development cards"), "build_village": ("a village", "villages"),
          "build_town": ("a town", "towns")}


def spend_words(rules: Any, state: Any, seat: int, best: Action | None) -> str | None:
    """"a road would have left 6", "2 roads would have left 7", "trading 4 Wood for 1 Wheat would have left 5": the
    better move spending cards, and the spends after it a still risky hand would take (hoard_judge.cure_plan), that
    a turn ended on a risky hand kept (None for other moves)."""
    plan = cure_plan(rules, state, seat, best) if best_is_legal(rules, state, seat, best) else []
    if not plan:
        return None
    sim = rules.clone(state)
    for step in plan:
        rules.apply(sim, seat, step)
    left = sum(sim.hands[seat])
    if len(plan) == 1 and plan[0].kind == "bank_trade":
        g, r = plan[0].args[0], plan[0].args[1]
        return f"trading {state.port_rate[seat][g]} {RESOURCES[g]} for 1 {RESOURCES[r]} would have left {left}"
    counts = {k: sum(1 for a in plan if a.kind == k) for k in dict.fromkeys(a.kind for a in plan)}
    what = " and ".join(SPENDS[k][0] if n == 1 else f"{n} {SPENDS[k][1]}" for k, n in counts.items())
    return f"{what} would have left {left}"


def build_name(state: Any, best: Action, short: bool = False) -> str:
    """"a village by forest 11, hills 6 and fields 3", "a town by ...", "a development card"."""
    if best.kind == "buy_dev":
        return "a development card"
    piece = "a village" if best.kind == "build_village" else "a town"
    return piece if short else f"{piece} {corner_words(state, best.args[0])}"


def _gerund(state: Any, best: Action, short: bool = False) -> str:
    if best.kind == "buy_dev":
        return "buying a development card"
    where = "" if short else f" {corner_words(state, best.args[0])}"
    return f"building a village{where}" if best.kind == "build_village" else f"making the village{where} a town"


def income(state: Any, c: int) -> list[str]:
    """The resources the tiles around corner `c` produce, richest number first ("Wheat", "Ore")."""
    hexes = sorted((h for h in B.CORNER_HEXES[c] if state.terrain[h] != DESERT),
                   key=lambda h: -PIPS.get(state.numbers[h], 0))
    names: list[str] = []
    for h in hexes:
        name = RESOURCES[TERRAIN_RESOURCE[state.terrain[h]]]
        if name not in names:
            names.append(name)
    return names


def corner_yield(state: Any, c: int) -> tuple[int, str]:
    """How many rolls in 36 pay a building on corner `c`, and its tiles named as the Hint names them (krownia19:
    the marks' "Wheat 6, Ore 8" beside the Hint's "fields 6"): (11, "fields 6, mountains 8")."""
    hexes = sorted((h for h in B.CORNER_HEXES[c] if state.terrain[h] != DESERT),
                   key=lambda h: -PIPS.get(state.numbers[h], 0))
    rolls = {state.numbers[h] for h in hexes}
    words = ", ".join(tile_words(state, h) for h in hexes)
    return sum(PIPS.get(n, 0) for n in rolls), words or "nothing"


def richer_corner(state: Any, played: int, better: int) -> str | None:
    """A village or town put where it earns on fewer rolls than the better corner; None when it earns as often
    (the judge then preferred the other for what these words do not weigh: a harbour, the room to grow)."""
    mine, theirs = corner_yield(state, played), corner_yield(state, better)
    if theirs[0] <= mine[0]:
        return None
    return _short(f"the better corner ({theirs[1]}) pays on {theirs[0]} rolls in 36; this one ({mine[1]}) on "
                  f"{mine[0]}", f"the better corner pays on {theirs[0]} rolls in 36; this one ({mine[1]}) on "
                  f"{mine[0]}", f"the better corner pays on {theirs[0]} rolls in 36, this one on {mine[0]}")


def poor_setup_corner(rules: Any, state: Any, played: int, best: Action | None = None) -> str | None:
    """A setup village on a corner that pays on at most half as many rolls as the richest open corner, and
    POOR_GAP or more fewer. The words compare it with the better move's own corner (the one the replay rings) when
    that one is as far richer: "the better corner (…) pays on 9 rolls in 36; this one (…) on 1"; else with the
    richest open corner, named as such, not as the better move (a blind tester read a ringed corner beside the
    numbers of another one)."""
    mine = corner_yield(state, played)
    open_best = max((c for c in rules.setup_spots(state) if c != played),
                    key=lambda c: corner_yield(state, c)[0], default=None)
    if open_best is None or not _far_poorer(mine[0], corner_yield(state, open_best)[0]):
        return None
    if best is not None and best.kind == "place_village" and best.args[0] != played \
            and _far_poorer(mine[0], corner_yield(state, best.args[0])[0]):
        theirs, who = corner_yield(state, best.args[0]), "the better corner"
    else:
        theirs, who = corner_yield(state, open_best), "the richest open corner"
    # cut down, the tiles of the corner the replay does not ring stay: the richest open one, or the one played
    kept = f"{who} ({theirs[1]}) pays on {theirs[0]} rolls in 36; this one on {mine[0]}" if best is None \
        or who != "the better corner" else f"{who} pays on {theirs[0]} rolls in 36; this one ({mine[1]}) on {mine[0]}"
    return _short(f"{who} ({theirs[1]}) pays on {theirs[0]} rolls in 36; this one ({mine[1]}) on {mine[0]}", kept,
                  f"{who} pays on {theirs[0]} rolls in 36; this one on {mine[0]}")


def _far_poorer(mine: int, theirs: int) -> bool:
    """Whether a corner paying on `mine` rolls in 36 is a named fault beside one paying on `theirs`."""
    return theirs - mine >= POOR_GAP and 2 * mine <= theirs


def build_gain(state: Any, best: Action) -> str:
    """What the build adds: "added 1 VP and Wheat/Ore income"."""
    if best.kind == "buy_dev":
        return "drawn a card (maybe a point or a Warrior)"
    names = "/".join(income(state, best.args[0]))
    if best.kind == "build_village":
        return f"added 1 VP and {names} income" if names else "added 1 VP"
    return f"added 1 VP and doubled its {names} income" if names else "added 1 VP"


# ---- bank trades --------------------------------------------------------------------------------------------

def bank_trade_reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """A trade with the bank that gave away what the better build needed, or that brought no build closer."""
    g, r = action.args[0], action.args[1]
    rate = state.port_rate[seat][g]
    hand = list(state.hands[seat])
    deal = f"trading {rate} {RESOURCES[g]} for 1 {RESOURCES[r]}"
    if best is not None and best.kind in BUILDS and best_is_legal(rules, state, seat, best):
        cost = COSTS[best.kind]
        if cost[g] and hand[g] - rate < cost[g]:
            before = "it was affordable" if affordable_build(rules, state, seat, best) else "it needed them"
            return _short(f"{deal} gave away the {RESOURCES[g]} {build_name(state, best)} needed: {before}",
                          f"{deal} gave away the {RESOURCES[g]} {build_name(state, best, short=True)} needed: "
                          f"{before}")
        return None  # the build stays as affordable after the trade: said by the caller
    give = [rate if i == g else 0 for i in range(5)]
    get = [1 if i == r else 0 for i in range(5)]
    if served_build(hand, give, get) is None and (best is None or best.kind != "bank_trade"):
        return f"{deal} brought no build closer: {rate} cards went for 1"
    return None


# ---- the Pirate ---------------------------------------------------------------------------------------------

def owners_on(state: Any, h: int) -> set[int]:
    return {state.corner_owner[c] for c in B.HEX_CORNERS[h] if state.corner_owner[c] >= 0}


def tile_income(state: Any, seat: int, h: int) -> int:
    """Pips `seat` earns from tile `h` (a town counts twice): what the Pirate there takes from it."""
    if state.terrain[h] == DESERT:
        return 0
    level = sum(state.corner_level[c] for c in B.HEX_CORNERS[h] if state.corner_owner[c] == seat)
    return level * PIPS.get(state.numbers[h], 0)


def leader(rules: Any, state: Any, seat: int) -> int | None:
    """The seat other than `seat` with the most points the table can see, when it has more than any other."""
    points = [rules.vp(state, s, hidden=False) for s in range(state.num_seats)]
    others = [s for s in range(state.num_seats) if s != seat]
    top = max(others, key=lambda s: points[s])
    # ahead of every other seat: "the leader" beside a tie read as a claim the board does not show
    return top if all(points[top] > points[s] for s in range(state.num_seats) if s != top) else None


def pirate_reason(rules: Any, state: Any, seat: int, h: int) -> str | None:
    """The Pirate on a tile where the mover earns, or on one that blocks nobody while the leader's rich tile
    was free."""
    place = tile_words(state, h)
    place = "the desert" if place == "desert" else place
    targets = rules.pirate_targets(state, seat)
    if seat in owners_on(state, h) and tile_income(state, seat, h):
        what = RESOURCES[TERRAIN_RESOURCE[state.terrain[h]]]
        others = [COLOURS[s] for s in sorted(owners_on(state, h) - {seat})]
        also = f" (and {', '.join(others)}'s)" if others else ""
        return _short(f"the Pirate on {place} blocks {COLOURS[seat]}'s own {what} income there{also}",
                      f"the Pirate on {place} blocks {COLOURS[seat]}'s own {what} income there")
    blocked = sum(tile_income(state, s, h) for s in owners_on(state, h) if s != seat)
    top = leader(rules, state, seat)
    if blocked or top is None:
        return None
    rich = max((t for t in targets if seat not in owners_on(state, t)), key=lambda t: tile_income(state, top, t),
               default=None)
    if rich is None or not tile_income(state, top, rich):
        return None
    return _short(f"the Pirate on {place} blocks nobody, while {COLOURS[top]} (the leader) earns from "
                  f"{tile_words(state, rich)}", f"the Pirate on {place} blocks nobody; the leader's "
                  f"{tile_words(state, rich)} was free")


# ---- roads --------------------------------------------------------------------------------------------------

def road_leads_nowhere(state: Any, seat: int, e: int) -> bool:
    """Whether no free village spot can be reached past road `e`: from its far end, along free edges, never
    through another seat's building nor back into the seat's network (what that reaches it reached before), within
    the roads the seat has left after this one."""
    co, ro = state.corner_owner, state.road_owner
    network = {c for c, o in enumerate(co) if o == seat}
    network |= {c for x, o in enumerate(ro) if o == seat for c in B.EDGE_CORNERS[x]}
    ends = [c for c in B.EDGE_CORNERS[e] if c not in network] or list(B.EDGE_CORNERS[e])
    left = MAX_ROADS - ro.count(seat) - 1
    reached = {c: 0 for c in ends}
    todo = list(ends)
    while todo:
        c = todo.pop(0)
        if co[c] < 0 and all(co[n] < 0 for n in B.CORNER_NEIGHBOURS[c]):
            return False
        if co[c] >= 0 and co[c] != seat:
            continue  # another seat's building stops a road
        for edge, nxt in B.CORNER_LINKS[c]:
            if edge == e or ro[edge] >= 0 or nxt in reached or nxt in network or reached[c] + 1 > left:
                continue
            reached[nxt] = reached[c] + 1
            todo.append(nxt)
    return True


# ---- trades with the leader ---------------------------------------------------------------------------------

def leader_trade_reason(rules: Any, state: Any, seat: int, action: Action) -> str | None:
    """A trade that hands the leader cards bringing one of its builds closer (accepted, offered or closed)."""
    if state.phase != TRADE_PENDING and action.kind != "offer_send":
        return None
    top = leader(rules, state, seat)
    if top is None:
        return None
    if action.kind == "accept_trade":  # the offerer (the player whose turn it is) gets what it asked for
        partner, gets, gives = state.current, list(state.trade_get), list(state.trade_give)
        verb = "accepting"
    elif action.kind == "confirm_trade":
        partner = action.args[0]
        mine_give, mine_get = rules._terms(state, partner)
        gets, gives, verb = list(mine_give), list(mine_get), "this trade"
    else:
        if state.current != seat:
            return None  # a counter-offer: its own reason is the answer to the offer
        to = action.args[0]
        give, get = state.drafts[seat]
        if to >= 0 and to != top:
            return None
        if not all(h >= n for h, n in zip(state.hands[top], get, strict=True)):
            return None  # the leader could not take it up
        partner, gets, gives, verb = top, list(give), list(get), "this offer"
    if partner != top:
        return None
    build = served_build(state.hands[top], gives, gets)
    if build is None or build == COST_ROAD:
        return None  # a road is too small a gift to hold against a trade
    points = rules.vp(state, top, hidden=False)
    handed = "would hand" if verb == "this offer" else "handed"
    return _short(f"{verb} {handed} {COLOURS[top]}, the leader with {points} VP, {cards(gets)} toward "
                  f"{GOAL_NAMES[build]}", f"{verb} {handed} the leader ({points} VP) {cards(gets)} toward "
                  f"{GOAL_NAMES[build]}")
