"""Krownia rules engine: state, legal actions, apply, views.

All tables are ints indexed by hex/corner/edge id (see board.py) so that legal-action generation
is cheap: the AI searches with this engine and the arena plays thousands of games with it.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.rules import Event, MatchResult, OptionSpec, Rules, new_rng
from baraza.game.krownia import board as B

RESOURCES = ("Wood", "Brick", "Sheep", "Wheat", "Ore")
WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)
TERRAINS = ("forest", "hills", "pasture", "fields", "mountains", "desert")
TERRAIN_RESOURCE = (WOOD, BRICK, SHEEP, WHEAT, ORE, -1)
DESERT = 5
DEV_KINDS = ("warrior", "victory_point", "road_building", "year_of_plenty", "monopoly")
DEV_TITLES = ("Warrior", "Victory Point", "Road Building", "Year of Plenty", "Monopoly")
WARRIOR, VPCARD, ROADB, PLENTY, MONO = range(5)
DEV_DECK = (WARRIOR,) * 14 + (VPCARD,) * 5 + (ROADB,) * 2 + (PLENTY,) * 2 + (MONO,) * 2
COLOURS = ("Red", "Blue", "White", "Orange")
BANK_START = 19
MAX_ROADS, MAX_VILLAGES, MAX_TOWNS = 15, 5, 4
COST_ROAD = (1, 1, 0, 0, 0)
COST_VILLAGE = (1, 1, 1, 1, 0)
COST_TOWN = (0, 0, 0, 2, 3)
COST_DEV = (0, 0, 1, 1, 1)
MAX_OFFERS_PER_TURN = 1  # opening an offer uses it; keeps random seats from trading forever
MAX_OFFER_CARDS = 4  # per side of an offer
LONGEST_MIN = 5
ARMY_MIN = 3
PIPS = {n: 6 - abs(7 - n) for n in range(2, 13)}
PIPS[7] = 0
HARBOUR_ANY = -1  # a 3:1 harbour; 0..4 are the 2:1 harbours of that resource

# Phases
SETUP_VILLAGE, SETUP_ROAD, ROLL, MAIN, DISCARD, MOVE_PIRATE, STEAL = (
    "setup_village", "setup_road", "roll", "main", "discard", "move_pirate", "steal")
ROAD_BUILDING, YEAR_OF_PLENTY, TRADE_COMPOSE, TRADE_PENDING, GAME_OVER = (
    "road_building", "year_of_plenty", "trade_compose", "trade_pending", "game_over")

# Response codes of a seat addressed by a trade offer
R_NONE, R_PENDING, R_ACCEPT, R_DECLINE, R_COUNTER, R_COMPOSING = range(6)
RESPONSE_NAMES = ("not_asked", "pending", "accepted", "declined", "countered", "composing_counter")

_BEGINNER_TERRAIN = (4, 2, 0, 3, 1, 2, 1, 3, 0, 5, 4, 0, 4, 3, 0, 2, 1, 3, 2)
_BEGINNER_NUMBERS = (10, 2, 9, 12, 6, 4, 10, 9, 11, 0, 3, 8, 8, 3, 4, 5, 5, 6, 11)
_BEGINNER_HARBOURS = (HARBOUR_ANY, SHEEP, HARBOUR_ANY, HARBOUR_ANY, BRICK, WOOD, HARBOUR_ANY, WHEAT, ORE)


def _text_cards(vec: list[int] | tuple[int, ...]) -> str:
    key = tuple(vec)
    text = _CARD_TEXTS.get(key)
    if text is None:  # few distinct card vectors occur: remember their text
        parts = [f"{n} {RESOURCES[r]}" for r, n in enumerate(vec) if n]
        text = " + ".join(parts) if parts else "nothing"
        if len(_CARD_TEXTS) < 50_000:
            _CARD_TEXTS[key] = text
    return text


_CARD_TEXTS: dict[tuple[int, ...], str] = {}


_new_object = object.__new__
if Event.__slots__ == ("kind", "seat", "data", "text"):
    _set_kind, _set_seat, _set_data, _set_text = (Event.kind.__set__, Event.seat.__set__,  # type: ignore[attr-defined]
                                                  Event.data.__set__, Event.text.__set__)  # type: ignore[attr-defined]

    def _event(kind: str, seat: int | None, data: dict, text: str) -> Event:
        """Event(kind, seat, data, text) without the frozen dataclass __init__ (about half the cost:
        every action makes one or more events). Same object, same fields."""
        ev = _new_object(Event)
        _set_kind(ev, kind)
        _set_seat(ev, seat)
        _set_data(ev, data)
        _set_text(ev, text)
        return ev
else:  # Event's fields changed: build events the ordinary way
    def _event(kind: str, seat: int | None, data: dict, text: str) -> Event:
        return Event(kind, seat, data, text)


def _die(rng: random.Random) -> int:
    """One die: the same number as rng.randint(1, 6), without randint's three layers of calls."""
    if type(rng) is not random.Random:
        return rng.randint(1, 6)  # a subclass (e.g. the tests' fixed dice) keeps its own randint
    r = rng.getrandbits(3)  # what randint(1, 6) does inside: 3 random bits, retried while >= 6
    while r >= 6:
        r = rng.getrandbits(3)
    return r + 1


def _action_table() -> dict[tuple, Action]:
    """Every action legal_actions can return, built once (actions are immutable, so they are shared)."""
    table: dict[tuple, Action] = {}
    spans = {
        "place_village": range(B.NUM_CORNERS), "build_village": range(B.NUM_CORNERS),
        "build_town": range(B.NUM_CORNERS), "move_auto_pair": range(B.NUM_CORNERS),
        "place_road": range(B.NUM_EDGES), "build_road": range(B.NUM_EDGES), "move_pirate": range(B.NUM_HEXES),
        "discard": range(5), "take_resource": range(5), "play_monopoly": range(5), "offer_give": range(5),
        "offer_get": range(5), "offer_take_back": range(5), "steal": range(4), "confirm_trade": range(4),
        "offer_send": range(-1, 4),
    }
    for kind, span in spans.items():
        for x in span:
            table[(kind, x)] = Action(kind, (x,))
    for g in range(5):
        for r in range(5):
            table[("bank_trade", g, r)] = Action("bank_trade", (g, r))
    for kind in ("auto_place", "timeout", "skip_free_road", "accept_trade", "decline_trade", "counter_trade",
                 "cancel_trade", "play_warrior", "play_road_building", "play_year_of_plenty", "roll", "buy_dev",
                 "open_trade", "end_turn", "offer_abandon"):
        table[(kind,)] = Action(kind)
    return table


_A = _action_table()


def _row(kind: str, n: int) -> tuple[Action, ...]:
    return tuple(_A[kind, x] for x in range(n))


# The same shared actions as tuples indexed by their argument (list indexing beats a tuple-keyed dict).
_PLACE_VILLAGE, _BUILD_VILLAGE, _BUILD_TOWN = (_row(k, B.NUM_CORNERS) for k in (
    "place_village", "build_village", "build_town"))
_PLACE_ROAD, _BUILD_ROAD = _row("place_road", B.NUM_EDGES), _row("build_road", B.NUM_EDGES)
_DISCARD, _TAKE, _MONOPOLY = _row("discard", 5), _row("take_resource", 5), _row("play_monopoly", 5)
_GIVE, _GET, _TAKE_BACK = _row("offer_give", 5), _row("offer_get", 5), _row("offer_take_back", 5)
_CONFIRM = _row("confirm_trade", 4)
_BANK = tuple(tuple((r, _A["bank_trade", g, r]) for r in range(5) if r != g) for g in range(5))
# offer_send choices of the proposer: everyone, then each other seat, per (num_seats, seat)
_SEND = {(n, s): tuple(_A["offer_send", t] for t in (-1, *range(n)) if t != s) for n in range(2, 5) for s in range(n)}
_SEND_ALL = _A["offer_send", -1]
_SOLO = tuple((s,) for s in range(4))


# Seats still to answer an offer, for every tuple of response codes (2-4 seats).
_WAITING = {
    codes: tuple(s for s, r in enumerate(codes) if r == R_PENDING or r == R_COMPOSING)
    for n in range(2, 5) for codes in itertools.product(range(len(RESPONSE_NAMES)), repeat=n)}


def _mask(cards: list[int]) -> int:
    """Bit r set when cards[r] > 0."""
    return (cards[0] > 0) | (cards[1] > 0) << 1 | (cards[2] > 0) << 2 | (cards[3] > 0) << 3 | (cards[4] > 0) << 4


# Per mask of resources present: (discards, bank trades giving Wood, ..., bank trades giving Ore). A bank
# trade row lists the resources the bank still has (the mask is then the bank's), in resource order.
_BY_MASK = tuple(
    (tuple(_DISCARD[r] for r in range(5) if m >> r & 1),
     *(tuple(a for r, a in _BANK[g] if m >> r & 1) for g in range(5)))
    for m in range(32))  # active_seats when only one seat may act
_ROLL, _END, _BUY, _OPEN = _A["roll",], _A["end_turn",], _A["buy_dev",], _A["open_trade",]
_ABANDON, _SKIP_ROAD, _TIMEOUT = _A["offer_abandon",], _A["skip_free_road",], _A["timeout",]
_ACCEPT, _DECLINE, _COUNTER, _CANCEL = (_A[k,] for k in ("accept_trade", "decline_trade", "counter_trade",
                                                            "cancel_trade"))
_PLAY_WARRIOR, _PLAY_ROADB, _PLAY_PLENTY = (_A[k,] for k in ("play_warrior", "play_road_building",
                                                            "play_year_of_plenty"))
_MOVE_PIRATE = _row("move_pirate", B.NUM_HEXES)
_STEAL = _row("steal", 4)


@dataclass
class KrowniaState:
    """The whole match. Lists indexed by seat, hex, corner or edge id."""

    num_seats: int
    options: dict
    rng: random.Random
    terrain: list[int]
    numbers: list[int]  # 0 on the desert
    harbours: list[tuple[int, int, int]]  # (corner a, corner b, kind)
    port_rate: list[list[int]]  # [seat][resource] best trade rate
    corner_port: list[int]  # harbour kind per corner, -2 for none
    pirate: int
    corner_owner: list[int]
    corner_level: list[int]  # 0 empty, 1 village, 2 town
    road_owner: list[int]
    hands: list[list[int]]
    bank: list[int]
    deck: list[int]
    devs: list[list[int]]  # [seat][kind] cards held (including new ones)
    devs_new: list[list[int]]  # bought this turn
    warriors: list[int]
    order: list[int]  # turn order of seats
    phase: str = SETUP_VILLAGE
    current: int = 0
    setup_step: int = 0
    setup_corner: int = -1  # village just placed in setup (its road must touch it)
    relocating: bool = False
    relocate_round: int = 0
    auto_pairs: list[list[tuple[int, int, int]]] = field(default_factory=list)  # (corner, edge, round)
    setup_paid: list[list[int]] = field(default_factory=list)
    turn: int = 0
    dev_played: bool = False
    rolled: bool = False
    dice: tuple[int, int] | None = None
    dice_counts: list[int] = field(default_factory=lambda: [0] * 13)
    discard_owed: list[int] = field(default_factory=list)
    return_phase: str = MAIN  # where a Warrior played before the roll returns to
    free_roads: int = 0
    plenty_left: int = 0
    road_len: list[int] = field(default_factory=list)
    longest_holder: int = -1
    army_holder: int = -1
    winner: int = -1
    offers_made: int = 0
    trade_give: list[int] = field(default_factory=lambda: [0] * 5)  # offerer gives
    trade_get: list[int] = field(default_factory=lambda: [0] * 5)  # offerer gets
    trade_to: int = -1  # -1: everyone
    responses: list[int] = field(default_factory=list)
    counters: list[tuple[tuple[int, ...], tuple[int, ...]]] = field(default_factory=list)  # offerer's view
    drafts: list[list[list[int]]] = field(default_factory=list)  # [seat] -> [give, get] of the composer
    earned: list[list[int]] = field(default_factory=list)
    trades_done: list[int] = field(default_factory=list)
    actions_done: int = 0
    vp_build: list[int] = field(default_factory=list)  # villages + 2 * towns, kept up to date
    cache: dict = field(default_factory=dict)  # memo of immutable view parts, shared by clones


@dataclass(slots=True)
class TileView:
    hex_id: int
    q: int
    r: int
    terrain: str
    resource: str | None
    number: int  # 0 for the desert
    pips: int
    pirate: bool


@dataclass(slots=True)
class HarbourView:
    corners: tuple[int, int]
    resource: str | None  # None for a 3:1 harbour
    rate: int  # 2 or 3
    sea_hex: tuple[int, int]


@dataclass(slots=True)
class PlayerPublic:
    seat: int
    name: str
    vp_visible: int  # without hidden Victory Point cards
    card_count: int
    dev_count: int
    roads: tuple[int, ...]  # edge ids
    villages: tuple[int, ...]  # corner ids
    towns: tuple[int, ...]
    roads_left: int
    villages_left: int
    towns_left: int
    warriors_played: int
    longest_road: int
    has_longest_road: bool
    has_largest_army: bool
    trade_rates: tuple[int, ...]  # best bank rate per resource
    discard_owed: int
    auto_placed: tuple[int, ...]  # corners of auto-placed setup villages still movable
    stats: dict


@dataclass(slots=True)
class TradeView:
    offerer: int
    give: tuple[int, ...]  # what the offerer gives
    get: tuple[int, ...]  # what the offerer wants
    to: int  # -1: everyone
    responses: tuple[str, ...]  # per seat, RESPONSE_NAMES
    counters: tuple[tuple[tuple[int, ...], tuple[int, ...]] | None, ...]  # per seat, offerer's give/get
    composing: bool  # True while the offerer is still building the offer
    draft_give: tuple[int, ...] | None  # the viewer's own draft while composing (offer or counter)
    draft_get: tuple[int, ...] | None


@dataclass(slots=True)
class KrowniaView:
    """Everything one seat may see. Hidden: other hands (counts only), dev cards, deck order."""

    seat: int | None
    num_seats: int
    names: tuple[str, ...]
    phase: str
    current: int  # whose turn
    active: tuple[int, ...]
    turn: int
    order: tuple[int, ...]
    setup_round: int  # 1 or 2 during setup, 0 afterwards
    tiles: tuple[TileView, ...]
    harbours: tuple[HarbourView, ...]
    pirate_hex: int
    corner_owner: tuple[int, ...]
    corner_level: tuple[int, ...]
    road_owner: tuple[int, ...]
    players: tuple[PlayerPublic, ...]
    hand: tuple[int, ...] | None  # viewer's resources
    dev_cards: tuple[int, ...] | None  # viewer's dev cards per DEV_KINDS
    dev_new: tuple[int, ...] | None  # of which bought this turn
    playable_dev: tuple[str, ...]  # dev kinds the viewer may play right now
    my_vp_total: int | None  # including hidden Victory Point cards
    bank: tuple[int, ...]
    deck_count: int
    dice: tuple[int, int] | None
    dice_counts: tuple[int, ...]  # index = sum 0..12
    discard_owed: tuple[int, ...]
    free_roads_left: int
    plenty_left: int
    dev_played_this_turn: bool
    offers_left: int
    trade: TradeView | None
    longest_holder: int
    army_holder: int
    winner: int
    target: int
    discard_limit: int
    friendly_pirate: bool
    turn_timer: int


class KrowniaRules(Rules[KrowniaState, KrowniaView]):
    name = "krownia"
    title = "KROWNIA"
    min_seats = 2
    max_seats = 4
    # Buying a development card shows its buyer a card from the shuffled deck: undo stops there.
    reveal_events = frozenset({"buy_dev"})

    # ----- setup -------------------------------------------------------------------------------
    def option_specs(self) -> list[OptionSpec]:
        return [
            OptionSpec("target", "Victory target", ((10, "10 VP"), (8, "8 VP"), (12, "12 VP")), 10),
            OptionSpec("discard_limit", "Discard limit", ((7, "7 cards"), (9, "9 cards")), 7),
            OptionSpec("friendly_pirate", "Friendly Pirate", ((False, "Off"), (True, "On")), False),
            OptionSpec("beginner", "Beginner island", ((False, "Off"), (True, "On")), False),
            OptionSpec("turn_timer", "Turn timer", ((0, "Off"), (30, "30 s"), (60, "60 s"), (90, "90 s")), 0),
        ]

    def seat_names(self, num_seats: int) -> list[str]:
        return list(COLOURS[:num_seats])

    def initial_state(self, options: Mapping[str, Any], seed: int, num_seats: int) -> KrowniaState:
        opts = {**self.default_options(), **dict(options)}
        rng = new_rng(seed)
        if opts["beginner"]:
            terrain = list(_BEGINNER_TERRAIN)
            numbers = list(_BEGINNER_NUMBERS)
            kinds = list(_BEGINNER_HARBOURS)
        else:
            terrain = [0] * 4 + [1] * 3 + [2] * 4 + [3] * 4 + [4] * 3 + [DESERT]
            rng.shuffle(terrain)
            tokens = [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12]
            while True:  # reshuffle until no 6/8 touch (a few tries on average)
                rng.shuffle(tokens)
                it = iter(tokens)
                numbers = [0 if t == DESERT else next(it) for t in terrain]
                if not any(numbers[h] in (6, 8) and any(numbers[n] in (6, 8) for n in B.HEX_NEIGHBOURS[h])
                           for h in range(B.NUM_HEXES)):
                    break
            kinds = [HARBOUR_ANY] * 4 + [0, 1, 2, 3, 4]
            rng.shuffle(kinds)
        harbours = [(*B.EDGE_CORNERS[e], k) for e, k in zip(B.HARBOUR_EDGES, kinds, strict=True)]
        corner_port = [-2] * B.NUM_CORNERS
        for a, b, k in harbours:
            corner_port[a] = k
            corner_port[b] = k
        order = list(range(num_seats))
        rng.shuffle(order)
        deck = list(DEV_DECK)
        rng.shuffle(deck)
        n = num_seats
        return KrowniaState(
            num_seats=n, options=opts, rng=rng, terrain=terrain, numbers=numbers, harbours=harbours,
            port_rate=[[4] * 5 for _ in range(n)], corner_port=corner_port,
            pirate=terrain.index(DESERT), corner_owner=[-1] * B.NUM_CORNERS, corner_level=[0] * B.NUM_CORNERS,
            road_owner=[-1] * B.NUM_EDGES, hands=[[0] * 5 for _ in range(n)], bank=[BANK_START] * 5, deck=deck,
            devs=[[0] * 5 for _ in range(n)], devs_new=[[0] * 5 for _ in range(n)], warriors=[0] * n,
            order=order, current=order[0], auto_pairs=[[] for _ in range(n)], setup_paid=[[0] * 5 for _ in range(n)],
            discard_owed=[0] * n, road_len=[0] * n, responses=[R_NONE] * n, counters=[((), ())] * n,
            drafts=[[[0] * 5, [0] * 5] for _ in range(n)], earned=[[0] * 5 for _ in range(n)], trades_done=[0] * n,
            vp_build=[0] * n,
        )

    def clone(self, state: KrowniaState) -> KrowniaState:
        rng = random.Random()
        rng.setstate(state.rng.getstate())
        s = KrowniaState.__new__(KrowniaState)
        d = dict(state.__dict__)
        d["rng"] = rng
        for key in ("corner_owner", "corner_level", "road_owner", "bank", "deck", "warriors", "dice_counts",
                    "discard_owed", "road_len", "trade_give", "trade_get", "responses", "counters", "trades_done", "vp_build",
                    "terrain", "numbers", "corner_port", "order"):
            d[key] = list(d[key])
        for key in ("hands", "devs", "devs_new", "port_rate", "setup_paid", "earned", "auto_pairs"):
            d[key] = [list(x) for x in d[key]]
        d["drafts"] = [[list(g), list(t)] for g, t in state.drafts]
        d["options"] = dict(state.options)
        s.__dict__.update(d)
        return s

    # ----- queries -----------------------------------------------------------------------------
    def active_seats(self, state: KrowniaState) -> tuple[int, ...]:
        ph = state.phase
        if ph == TRADE_PENDING:
            return _WAITING[tuple(state.responses)] or _SOLO[state.current]
        if ph == DISCARD:
            return tuple(s for s, owed in enumerate(state.discard_owed) if owed > 0)
        if ph == GAME_OVER:
            return ()
        return _SOLO[state.current]

    def is_terminal(self, state: KrowniaState) -> bool:
        return state.phase == GAME_OVER

    def turn_number(self, state: KrowniaState) -> int:
        return state.turn

    def vp(self, state: KrowniaState, seat: int, hidden: bool = True) -> int:
        total = state.vp_build[seat]
        if state.longest_holder == seat:
            total += 2
        if state.army_holder == seat:
            total += 2
        if hidden:
            total += state.devs[seat][VPCARD]
        return total

    def result(self, state: KrowniaState) -> MatchResult:
        scores = tuple(float(self.vp(state, s)) for s in range(state.num_seats))
        if state.winner >= 0:
            return MatchResult((state.winner,), scores, f"{COLOURS[state.winner]} reached {self.vp(state, state.winner)} VP")
        return MatchResult((), scores, "unfinished")

    # ----- geometry helpers --------------------------------------------------------------------
    def _distance_ok(self, state: KrowniaState, c: int) -> bool:
        if state.corner_owner[c] >= 0:
            return False
        owner = state.corner_owner
        return all(owner[n] < 0 for n in B.CORNER_NEIGHBOURS[c])

    def _road_ok(self, state: KrowniaState, seat: int, e: int) -> bool:
        if state.road_owner[e] >= 0:
            return False
        for c in B.EDGE_CORNERS[e]:
            o = state.corner_owner[c]
            if o == seat:
                return True
            if o >= 0:
                continue  # an opponent's building blocks the road from passing through
            for e2 in B.CORNER_EDGES[c]:
                if state.road_owner[e2] == seat:
                    return True
        return False

    def road_spots(self, state: KrowniaState, seat: int) -> list[int]:
        """Free edges touching the seat's buildings, or its roads at corners no opponent holds."""
        ro, co = state.road_owner, state.corner_owner
        corners = {c for c, o in enumerate(co) if o == seat}
        for e, o in enumerate(ro):
            if o == seat:
                for c in B.EDGE_CORNERS[e]:
                    if co[c] < 0:
                        corners.add(c)
        spots = {e for c in corners for e in B.CORNER_EDGES[c] if ro[e] < 0}
        return sorted(spots)

    def village_spots(self, state: KrowniaState, seat: int) -> list[int]:
        ro, co = state.road_owner, state.corner_owner
        near = {c for e, o in enumerate(ro) if o == seat for c in B.EDGE_CORNERS[e]}
        nb = B.CORNER_NEIGHBOURS
        return sorted(c for c in near if co[c] < 0 and all(co[n] < 0 for n in nb[c]))

    def setup_spots(self, state: KrowniaState) -> list[int]:
        co, nb = state.corner_owner, B.CORNER_NEIGHBOURS
        return [c for c, o in enumerate(co) if o < 0 and all(co[n] < 0 for n in nb[c])]

    def pieces_left(self, state: KrowniaState, seat: int) -> tuple[int, int, int]:
        roads = state.road_owner.count(seat)
        buildings = state.corner_owner.count(seat)
        town = state.vp_build[seat] - buildings  # a town counts 2 building VP, a village 1
        vil = buildings - town
        return MAX_ROADS - roads, MAX_VILLAGES - vil, MAX_TOWNS - town

    def _afford(self, hand: list[int], cost: tuple[int, ...]) -> bool:
        return all(h >= c for h, c in zip(hand, cost, strict=True))

    def _pay(self, state: KrowniaState, seat: int, cost: tuple[int, ...]) -> None:
        for r in range(5):
            state.hands[seat][r] -= cost[r]
            state.bank[r] += cost[r]

    def playable_dev(self, state: KrowniaState, seat: int) -> list[int]:
        if seat != state.current or state.dev_played or state.phase not in (ROLL, MAIN):
            return []
        return [k for k in (WARRIOR, ROADB, PLENTY, MONO) if state.devs[seat][k] - state.devs_new[seat][k] > 0]

    def pirate_targets(self, state: KrowniaState, seat: int) -> list[int]:
        hexes = [h for h in range(B.NUM_HEXES) if h != state.pirate]
        if state.options.get("friendly_pirate"):
            weak = {s for s in range(state.num_seats) if s != seat and self.vp(state, s, hidden=False) <= 2}
            ok = [h for h in hexes if not any(state.corner_owner[c] in weak for c in B.HEX_CORNERS[h])]
            if ok:
                return ok
        return hexes

    def steal_victims(self, state: KrowniaState, seat: int) -> list[int]:
        victims = []
        for c in B.HEX_CORNERS[state.pirate]:
            o = state.corner_owner[c]
            if o >= 0 and o != seat and o not in victims and sum(state.hands[o]) > 0:
                victims.append(o)
        return sorted(victims)

    # ----- legal actions -----------------------------------------------------------------------
    def legal_actions(self, state: KrowniaState, seat: int) -> list[Action]:
        # Hot path of every arena game: the commonest phases come first and use prebuilt action rows.
        ph = state.phase
        if ph == MAIN:
            return self._main_actions(state, seat) if seat == state.current else []
        if ph == TRADE_COMPOSE:
            return self._compose_actions(state, seat) if seat == state.current else []
        if ph == TRADE_PENDING:
            responses = state.responses
            mine = responses[seat]
            if mine == R_COMPOSING:
                return self._compose_actions(state, seat)
            if mine != R_PENDING:  # active only when nobody is still to answer (the proposer then)
                if seat != state.current or R_PENDING in responses or R_COMPOSING in responses:
                    return []
            if seat != state.current:
                acts = []
                hand, want = state.hands[seat], state.trade_get
                if (hand[0] >= want[0] and hand[1] >= want[1] and hand[2] >= want[2] and hand[3] >= want[3]
                        and hand[4] >= want[4]):
                    acts.append(_ACCEPT)
                acts.append(_DECLINE)
                acts.append(_COUNTER)
                return acts
            acts = []
            for s, r in enumerate(responses):
                if (r == R_ACCEPT or r == R_COUNTER) and self._trade_possible(state, s):
                    acts.append(_CONFIRM[s])
            acts.append(_CANCEL)
            return acts
        if ph == DISCARD:
            if state.discard_owed[seat] <= 0:
                return []
            return list(_BY_MASK[_mask(state.hands[seat])][0])
        if ph == GAME_OVER or seat != state.current:
            return []
        if ph == ROLL:
            acts = [_ROLL]
            if not state.dev_played:
                self._dev_actions(state, seat, acts)
            return acts
        if ph == SETUP_VILLAGE:
            acts = [_PLACE_VILLAGE[c] for c in self.setup_spots(state)]
            if not state.relocating:
                acts.append(_A["auto_place",])
                acts += [_A["move_auto_pair", p[0]] for p in state.auto_pairs[seat]]
            return acts
        if ph == SETUP_ROAD:
            return [_PLACE_ROAD[e] for e in B.CORNER_EDGES[state.setup_corner] if state.road_owner[e] < 0]
        if ph == MOVE_PIRATE:
            return [_MOVE_PIRATE[h] for h in self.pirate_targets(state, seat)] + [_TIMEOUT]
        if ph == STEAL:
            return [_STEAL[v] for v in self.steal_victims(state, seat)]
        if ph == ROAD_BUILDING:
            return [_BUILD_ROAD[e] for e in self.road_spots(state, seat)] + [_SKIP_ROAD]
        if ph == YEAR_OF_PLENTY:
            return [_TAKE[r] for r in range(5) if state.bank[r] > 0]
        return []

    def _dev_actions(self, state: KrowniaState, seat: int, acts: list[Action]) -> None:
        """Append the development cards `seat` may play (same order as playable_dev); the caller has
        checked that no card was played this turn."""
        devs, new = state.devs[seat], state.devs_new[seat]
        if devs[WARRIOR] > new[WARRIOR]:
            acts.append(_PLAY_WARRIOR)
        if devs[ROADB] > new[ROADB]:
            acts.append(_PLAY_ROADB)
        if devs[PLENTY] > new[PLENTY]:
            acts.append(_PLAY_PLENTY)
        if devs[MONO] > new[MONO]:
            acts += _MONOPOLY

    def _main_actions(self, state: KrowniaState, seat: int) -> list[Action]:
        acts: list[Action] = []
        if not state.dev_played and any(state.devs[seat]):
            self._dev_actions(state, seat, acts)
        hand = state.hands[seat]
        wood, brick, sheep, wheat, ore = hand
        if wood and brick:
            if state.road_owner.count(seat) < MAX_ROADS:
                acts += self._build_actions(state, seat, "road")
            if sheep and wheat and self.pieces_left(state, seat)[1]:
                acts += self._build_actions(state, seat, "village")
        if wheat >= 2 and ore >= 3 and self.pieces_left(state, seat)[2]:
            acts += self._build_actions(state, seat, "town")
        if sheep and wheat and ore and state.deck:
            acts.append(_BUY)
        rw, rb, rs, rh, ro = state.port_rate[seat]
        if wood >= rw or brick >= rb or sheep >= rs or wheat >= rh or ore >= ro:
            rows = _BY_MASK[_mask(state.bank)]  # bank trades for the resources the bank still has
            if wood >= rw:
                acts += rows[1]
            if brick >= rb:
                acts += rows[2]
            if sheep >= rs:
                acts += rows[3]
            if wheat >= rh:
                acts += rows[4]
            if ore >= ro:
                acts += rows[5]
        if state.offers_made < MAX_OFFERS_PER_TURN and (wood or brick or sheep or wheat or ore):
            acts.append(_OPEN)
        acts.append(_END)
        return acts

    def _build_actions(self, state: KrowniaState, seat: int, piece: str) -> tuple[Action, ...]:
        """The seat's road/village/town build actions, memoised until the board changes.

        The board changes a few dozen times a game but players can afford a piece on most turns, and
        finding spots scans every corner and edge. The memo lives in state.cache, which clones share,
        so it is checked against the whole board, not trusted.
        """
        board = (tuple(state.corner_owner), tuple(state.corner_level), tuple(state.road_owner))
        memo = state.cache.get("build_spots")
        if memo is None or memo[0] != board:
            memo = (board, {})
            state.cache["build_spots"] = memo
        found = memo[1].get((piece, seat))
        if found is None:
            if piece == "road":
                found = tuple(_BUILD_ROAD[e] for e in self.road_spots(state, seat))
            elif piece == "village":
                found = tuple(_BUILD_VILLAGE[c] for c in self.village_spots(state, seat))
            else:
                level = state.corner_level
                found = tuple(_BUILD_TOWN[c] for c, o in enumerate(state.corner_owner) if o == seat and level[c] == 1)
            memo[1][(piece, seat)] = found
        return found

    def _compose_actions(self, state: KrowniaState, seat: int) -> list[Action]:
        # About half of all actions in random games are offer clicks: the five resources are unrolled
        # (a loop costs more than the tests it runs). Order: give 0..4, ask 0..4, take back 0..4, send.
        give, get = state.drafts[seat]
        g0, g1, g2, g3, g4 = give
        t0, t1, t2, t3, t4 = get
        h0, h1, h2, h3, h4 = state.hands[seat]
        n_give = g0 + g1 + g2 + g3 + g4
        n_get = t0 + t1 + t2 + t3 + t4
        acts: list[Action] = []
        add = acts.append
        if n_give < MAX_OFFER_CARDS:
            if not t0 and g0 < h0:
                add(_GIVE[0])
            if not t1 and g1 < h1:
                add(_GIVE[1])
            if not t2 and g2 < h2:
                add(_GIVE[2])
            if not t3 and g3 < h3:
                add(_GIVE[3])
            if not t4 and g4 < h4:
                add(_GIVE[4])
        if n_get < MAX_OFFER_CARDS:
            if not g0:
                add(_GET[0])
            if not g1:
                add(_GET[1])
            if not g2:
                add(_GET[2])
            if not g3:
                add(_GET[3])
            if not g4:
                add(_GET[4])
        if g0 or t0:
            add(_TAKE_BACK[0])
        if g1 or t1:
            add(_TAKE_BACK[1])
        if g2 or t2:
            add(_TAKE_BACK[2])
        if g3 or t3:
            add(_TAKE_BACK[3])
        if g4 or t4:
            add(_TAKE_BACK[4])
        if n_give and n_get:
            if seat == state.current:
                acts += _SEND[state.num_seats, seat]
            else:
                add(_SEND_ALL)
        add(_ABANDON)
        return acts

    def _trade_possible(self, state: KrowniaState, s: int) -> bool:
        give, get = state.counters[s] if state.responses[s] == R_COUNTER else (state.trade_give, state.trade_get)
        mine, theirs = state.hands[state.current], state.hands[s]
        return all(mine[r] >= give[r] and theirs[r] >= get[r] for r in range(5))

    def _terms(self, state: KrowniaState, s: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """What the offerer gives and gets if the deal is closed with seat s."""
        if state.responses[s] == R_COUNTER:
            return state.counters[s]
        return tuple(state.trade_give), tuple(state.trade_get)

    # ----- apply -------------------------------------------------------------------------------
    def apply(self, state: KrowniaState, seat: int, action: Action) -> list[Event]:
        kind, args = action.kind, action.args
        try:
            handler = _HANDLERS[kind]
        except KeyError:
            raise ValueError(f"unknown Krownia action {action}") from None
        state.actions_done += 1
        # plain calls for the usual 0 or 1 argument: CPython specialises them, unlike f(*args)
        if not args:
            events: list[Event] = handler(self, state, seat)
        elif len(args) == 1:
            events = handler(self, state, seat, args[0])
        else:
            events = handler(self, state, seat, *args)
        if kind in _VP_KINDS and (ph := state.phase) != GAME_OVER and ph != SETUP_VILLAGE and ph != SETUP_ROAD:
            # Only these actions can raise the VP of the player whose turn it is (or pass the turn);
            # every other action leaves the win check's answer as it was. Same sum as vp().
            cur = state.current
            total = state.vp_build[cur] + state.devs[cur][VPCARD]
            if state.longest_holder == cur:
                total += 2
            if state.army_holder == cur:
                total += 2
            if total >= state.options["target"]:
                self._check_win(state, events)
        return events

    def _name(self, seat: int) -> str:
        return COLOURS[seat]

    def _check_win(self, state: KrowniaState, events: list[Event]) -> None:
        cur = state.current
        total = self.vp(state, cur)
        if total >= state.options["target"]:
            state.winner = cur
            state.phase = GAME_OVER
            hidden = state.devs[cur][VPCARD]
            extra = f" (revealing {hidden} Victory Point card{'s' if hidden != 1 else ''})" if hidden else ""
            events.append(_event("win", cur, {"vp": total, "hidden_vp": hidden},
                                 f"{COLOURS[cur]} wins with {total} VP{extra}!"))

    # setup
    def _setup_round(self, state: KrowniaState) -> int:
        return 1 if state.setup_step < state.num_seats else 2

    def _do_place_village(self, state: KrowniaState, seat: int, c: int) -> list[Event]:
        state.corner_owner[c] = seat
        state.corner_level[c] = 1
        state.vp_build[seat] += 1
        state.setup_corner = c
        self._update_ports(state, seat)
        state.phase = SETUP_ROAD
        events = [_event("build", seat, {"piece": "village", "corner": c}, f"{COLOURS[seat]} placed a village")]
        return events

    def _pay_setup(self, state: KrowniaState, seat: int, c: int) -> list[Event]:
        gained = [0] * 5
        for h in B.CORNER_HEXES[c]:
            r = TERRAIN_RESOURCE[state.terrain[h]]
            if r >= 0 and state.bank[r] > 0:
                gained[r] += 1
                state.bank[r] -= 1
        for r in range(5):
            state.hands[seat][r] += gained[r]
            state.earned[seat][r] += gained[r]
        state.setup_paid[seat] = gained
        return [_event("gain", seat, {"cards": gained, "from": "bank"},
                      f"{COLOURS[seat]} collected {_text_cards(gained)} for the second village")]

    def _do_place_road(self, state: KrowniaState, seat: int, e: int, auto: bool = False) -> list[Event]:
        state.road_owner[e] = seat
        c = state.setup_corner
        events = [_event("build", seat, {"piece": "road", "edge": e}, f"{COLOURS[seat]} placed a road")]
        rnd = state.relocate_round if state.relocating else self._setup_round(state)
        if auto:
            state.auto_pairs[seat].append((c, e, rnd))
        if rnd == 2:
            events += self._pay_setup(state, seat, c)
        self._update_longest(state, events)  # all seats: a moved auto-placed village may have cut a road
        if state.relocating:
            state.relocating = False
            state.phase = SETUP_VILLAGE
            return events
        state.setup_step += 1
        n = state.num_seats
        if state.setup_step >= 2 * n:
            state.auto_pairs = [[] for _ in range(n)]
            state.phase = ROLL
            state.current = state.order[0]
            state.turn = 1
            events.append(_event("phase", state.current, {"phase": ROLL},
                                f"Setup is over; {COLOURS[state.current]} rolls first"))
        else:
            i = state.setup_step
            state.current = state.order[i] if i < n else state.order[2 * n - 1 - i]
            state.phase = SETUP_VILLAGE
        return events

    def auto_choice(self, state: KrowniaState, seat: int) -> tuple[int, int]:
        """The village and road a timed-out seat gets: the richest free corner, first free road."""
        best, best_score = -1, -1
        for c in self.setup_spots(state):
            score = sum(PIPS[state.numbers[h]] for h in B.CORNER_HEXES[c] if h != state.pirate)
            if score > best_score:
                best, best_score = c, score
        road = next(e for e in B.CORNER_EDGES[best] if state.road_owner[e] < 0)
        return best, road

    def _do_auto_place(self, state: KrowniaState, seat: int) -> list[Event]:
        c, e = self.auto_choice(state, seat)
        events = [_event("timeout", seat, {}, f"{COLOURS[seat]} ran out of time: pieces placed automatically")]
        events += self._do_place_village(state, seat, c)
        events += self._do_place_road(state, seat, e, auto=True)
        return events

    def _do_move_auto_pair(self, state: KrowniaState, seat: int, c: int) -> list[Event]:
        pair = next(p for p in state.auto_pairs[seat] if p[0] == c)
        state.auto_pairs[seat].remove(pair)
        _, e, rnd = pair
        state.corner_owner[c] = -1
        state.corner_level[c] = 0
        state.vp_build[seat] -= 1
        state.road_owner[e] = -1
        if rnd == 2:  # hand back the start cards; the new spot pays again
            paid = state.setup_paid[seat]
            for r in range(5):
                state.hands[seat][r] -= paid[r]
                state.earned[seat][r] -= paid[r]
                state.bank[r] += paid[r]
        self._update_ports(state, seat)
        state.relocating = True
        state.relocate_round = rnd
        return [_event("unbuild", seat, {"corner": c, "edge": e},
                      f"{COLOURS[seat]} picked up an auto-placed village and road to move them")]

    # turn flow
    def _do_roll(self, state: KrowniaState, seat: int) -> list[Event]:
        a, b = _die(state.rng), _die(state.rng)
        total = a + b
        state.dice = (a, b)
        state.dice_counts[total] += 1
        state.rolled = True
        events = [_event("dice", seat, {"dice": [a, b], "total": total}, f"{COLOURS[seat]} rolled {total}")]
        if total == 7:
            limit = state.options["discard_limit"]
            for s in range(state.num_seats):
                n = sum(state.hands[s])
                state.discard_owed[s] = n // 2 if n > limit else 0
            state.return_phase = MAIN
            if any(state.discard_owed):
                state.phase = DISCARD
                owing = ", ".join(f"{COLOURS[s]} {state.discard_owed[s]}" for s in range(state.num_seats)
                                  if state.discard_owed[s])
                events.append(_event("discard_due", None, {"owed": list(state.discard_owed)},
                                    f"Cards to discard: {owing}"))
            else:
                state.phase = MOVE_PIRATE
            return events
        events += self._produce(state, total)
        state.phase = MAIN
        return events

    def _produce(self, state: KrowniaState, total: int) -> list[Event]:
        # The tiles that pay on a total never change during a match: list them once (clones share it).
        tiles = state.cache.get(total)
        if tiles is None:
            tiles = state.cache[total] = tuple(
                (h, TERRAIN_RESOURCE[state.terrain[h]], B.HEX_CORNERS[h])
                for h, num in enumerate(state.numbers) if num == total)
        n = state.num_seats
        owner, level, pirate = state.corner_owner, state.corner_level, state.pirate
        owed: dict[int, list[int]] = {}  # resource -> what each seat is owed
        for h, r, corners in tiles:
            if h == pirate:
                continue
            row = owed.get(r)
            for c in corners:
                o = owner[c]
                if o >= 0:
                    if row is None:
                        row = owed[r] = [0] * n
                    row[o] += level[c]
        if not owed:
            return [_event("gain", None, {}, "Nobody produced anything")]
        events = []
        got: dict[int, list[int]] = {}  # seat -> cards received
        bank, hands, earned = state.bank, state.hands, state.earned
        for r in sorted(owed):
            row = owed[r]
            owers = []
            for s in range(n):
                if row[s]:
                    owers.append(s)
            if sum(row) > bank[r]:
                if len(owers) > 1:
                    events.append(_event("shortage", None, {"resource": RESOURCES[r]},
                                        f"The bank is short of {RESOURCES[r]}: nobody receives it"))
                    continue
                row = [0] * n
                row[owers[0]] = bank[r]  # the only player owed it takes what is left
            for s in owers:
                k = row[s]
                bank[r] -= k
                hands[s][r] += k
                earned[s][r] += k
                cards = got.get(s)
                if cards is None:
                    cards = got[s] = [0] * 5
                cards[r] = k
        for s in sorted(got):
            cards = got[s]
            if any(cards):
                events.append(_event("gain", s, {"cards": cards, "from": "bank"},
                                    f"{COLOURS[s]} received {_text_cards(cards)}"))
        if not events:
            events.append(_event("gain", None, {}, "Nobody produced anything"))
        return events

    def _do_discard(self, state: KrowniaState, seat: int, r: int) -> list[Event]:
        state.hands[seat][r] -= 1
        state.bank[r] += 1
        state.discard_owed[seat] -= 1
        cards = [0] * 5
        cards[r] = 1
        events = [_event("discard", seat, {"cards": cards, "owed": state.discard_owed[seat]},
                        f"{COLOURS[seat]} discarded 1 {RESOURCES[r]}")]
        if not any(state.discard_owed):
            state.phase = MOVE_PIRATE
        return events

    def _do_move_pirate(self, state: KrowniaState, seat: int, h: int) -> list[Event]:
        state.pirate = h
        tile = TERRAINS[state.terrain[h]]
        events = [_event("pirate", seat, {"hex": h}, f"{COLOURS[seat]} moved the Pirate to a {tile}"
                        + (f" ({state.numbers[h]})" if state.numbers[h] else ""))]
        victims = self.steal_victims(state, seat)
        if len(victims) == 1:
            events += self._do_steal(state, seat, victims[0])
        elif victims:
            state.phase = STEAL
        else:
            state.phase = state.return_phase
        return events

    def _do_steal(self, state: KrowniaState, seat: int, victim: int) -> list[Event]:
        hand = state.hands[victim]
        pick = state.rng.randrange(sum(hand))
        r = 0
        while pick >= hand[r]:
            pick -= hand[r]
            r += 1
        hand[r] -= 1
        state.hands[seat][r] += 1
        state.phase = state.return_phase
        cards = [0] * 5
        cards[r] = 1
        # The text names no resource: only the two players involved learn it (from their own hands).
        return [_event("steal", seat, {"from": victim, "cards": cards},
                      f"{COLOURS[seat]} stole a card from {COLOURS[victim]}")]

    def _do_timeout(self, state: KrowniaState, seat: int) -> list[Event]:
        events = [_event("timeout", seat, {}, f"{COLOURS[seat]} ran out of time; the Pirate stays put")]
        if state.return_phase == ROLL:
            state.phase = ROLL
        else:
            events += self._do_end_turn(state, seat)
        return events

    def _do_end_turn(self, state: KrowniaState, seat: int) -> list[Event]:
        state.devs_new[seat] = [0] * 5
        state.dev_played = False
        state.rolled = False
        state.offers_made = 0
        i = state.order.index(seat)
        state.current = state.order[(i + 1) % state.num_seats]
        state.turn += 1
        state.phase = ROLL
        return [_event("turn", state.current, {"turn": state.turn},
                      f"{COLOURS[seat]} ended the turn; {COLOURS[state.current]} to play")]

    # building
    def _do_build_road(self, state: KrowniaState, seat: int, e: int) -> list[Event]:
        state.road_owner[e] = seat
        cost = [0] * 5
        if state.phase == ROAD_BUILDING:
            state.free_roads -= 1
            text = f"{COLOURS[seat]} built a free road"
            if state.free_roads <= 0 or state.road_owner.count(seat) >= MAX_ROADS or not self.road_spots(state, seat):
                state.phase = state.return_phase
        else:
            self._pay(state, seat, COST_ROAD)
            cost = list(COST_ROAD)
            text = f"{COLOURS[seat]} built a road"
        events = [_event("build", seat, {"piece": "road", "edge": e, "cost": cost}, text)]
        self._update_longest(state, events, (seat,))  # a new road only changes its owner's length
        return events

    def _do_skip_free_road(self, state: KrowniaState, seat: int) -> list[Event]:
        state.free_roads = 0
        state.phase = state.return_phase
        return [_event("skip", seat, {}, f"{COLOURS[seat]} gave up the remaining free road")]

    def _do_build_village(self, state: KrowniaState, seat: int, c: int) -> list[Event]:
        self._pay(state, seat, COST_VILLAGE)
        state.corner_owner[c] = seat
        state.corner_level[c] = 1
        state.vp_build[seat] += 1
        self._update_ports(state, seat)
        events = [_event("build", seat, {"piece": "village", "corner": c, "cost": list(COST_VILLAGE)},
                        f"{COLOURS[seat]} built a village")]
        ro = state.road_owner
        cut = sorted({ro[x] for x in B.CORNER_EDGES[c] if ro[x] >= 0 and ro[x] != seat})
        if cut:
            self._update_longest(state, events, cut)  # a village can cut an opponent's road
        return events

    def _do_build_town(self, state: KrowniaState, seat: int, c: int) -> list[Event]:
        self._pay(state, seat, COST_TOWN)
        state.corner_level[c] = 2
        state.vp_build[seat] += 1
        return [_event("build", seat, {"piece": "town", "corner": c, "cost": list(COST_TOWN)},
                      f"{COLOURS[seat]} upgraded a village to a town")]

    def _update_ports(self, state: KrowniaState, seat: int) -> None:
        rates = [4] * 5
        for c in range(B.NUM_CORNERS):
            if state.corner_owner[c] == seat and state.corner_port[c] != -2:
                k = state.corner_port[c]
                if k == HARBOUR_ANY:
                    rates = [min(x, 3) for x in rates]
                else:
                    rates[k] = 2
        state.port_rate[seat] = rates

    # longest road
    def longest_road(self, state: KrowniaState, seat: int) -> int:
        road_owner = state.road_owner
        mine = [e for e, o in enumerate(road_owner) if o == seat]
        total = len(mine)
        if total <= 1:
            return total
        owner = state.corner_owner
        links = B.CORNER_LINKS
        degree: dict[int, int] = {}
        for e in mine:
            for c in B.EDGE_CORNERS[e]:
                degree[c] = degree.get(c, 0) + 1
        # A longest road never needs to start at an unblocked corner with exactly two own roads (it could
        # be extended there, or it is a loop that can start at a fork). Pure loops have no such corner:
        # the flood below finds them and they are searched from every corner.
        starts = [c for c in sorted(degree) if degree[c] != 2 or 0 <= owner[c] != seat]
        reached = set(starts)
        todo = list(starts)
        while todo:
            c = todo.pop()
            for e, nxt in links[c]:
                if road_owner[e] == seat and nxt not in reached:
                    reached.add(nxt)
                    todo.append(nxt)
        if len(reached) < len(degree):
            starts += [c for c in sorted(degree) if c not in reached]
        best = 0

        def walk(c: int, used: int, length: int) -> None:
            # used: bit mask of the edges already on this trail (cheaper than a set)
            nonlocal best
            if length > best:
                best = length
            o = owner[c]
            if o >= 0 and o != seat and length > 0:
                return  # an opponent's building cuts the road here
            for e, nxt in links[c]:
                if road_owner[e] == seat and not used >> e & 1:
                    walk(nxt, used | 1 << e, length + 1)

        for c in starts:
            walk(c, 0, 0)
            if best == total:
                break
        return best

    def _update_longest(self, state: KrowniaState, events: list[Event], seats: Any = None) -> None:
        """Recompute road lengths (of `seats` only when given: the others cannot have changed)."""
        if seats is None:
            lens = [self.longest_road(state, s) for s in range(state.num_seats)]
        else:
            lens = list(state.road_len)
            for s in seats:
                lens[s] = self.longest_road(state, s)
        state.road_len = lens
        holder = state.longest_holder
        best = max(lens)
        top = [s for s in range(state.num_seats) if lens[s] == best and best >= LONGEST_MIN]
        if holder >= 0 and holder in top:
            return  # still (jointly) longest: the holder keeps it
        if len(top) == 1:
            new = top[0]
        else:
            new = -1  # nobody qualifies alone: the card is set aside until someone does
        if new != holder:
            state.longest_holder = new
            if new >= 0:
                text = f"{COLOURS[new]} now holds Longest Road ({best})"
            else:
                text = f"{COLOURS[holder]} lost Longest Road; nobody holds it now"
            events.append(_event("bonus", new, {"card": "longest_road", "from": holder, "to": new}, text))

    # development cards
    def _do_buy_dev(self, state: KrowniaState, seat: int) -> list[Event]:
        self._pay(state, seat, COST_DEV)
        k = state.deck.pop()
        state.devs[seat][k] += 1
        state.devs_new[seat][k] += 1
        return [_event("buy_dev", seat, {"cost": list(COST_DEV)}, f"{COLOURS[seat]} bought a development card")]

    def _start_dev(self, state: KrowniaState, seat: int, k: int) -> None:
        state.devs[seat][k] -= 1
        state.dev_played = True
        state.return_phase = state.phase

    def _do_play_warrior(self, state: KrowniaState, seat: int) -> list[Event]:
        self._start_dev(state, seat, WARRIOR)
        state.warriors[seat] += 1
        events = [_event("play_dev", seat, {"card": "warrior"}, f"{COLOURS[seat]} played a Warrior")]
        w = state.warriors[seat]
        holder = state.army_holder
        if w >= ARMY_MIN and holder != seat and (holder < 0 or w > state.warriors[holder]):
            state.army_holder = seat
            events.append(_event("bonus", seat, {"card": "largest_army", "from": holder, "to": seat},
                                f"{COLOURS[seat]} now holds Largest Army ({w})"))
        state.phase = MOVE_PIRATE
        return events

    def _do_play_road_building(self, state: KrowniaState, seat: int) -> list[Event]:
        self._start_dev(state, seat, ROADB)
        events = [_event("play_dev", seat, {"card": "road_building"}, f"{COLOURS[seat]} played Road Building")]
        state.free_roads = min(2, self.pieces_left(state, seat)[0])
        if state.free_roads and self.road_spots(state, seat):
            state.phase = ROAD_BUILDING
        return events

    def _do_play_year_of_plenty(self, state: KrowniaState, seat: int) -> list[Event]:
        self._start_dev(state, seat, PLENTY)
        state.plenty_left = min(2, sum(state.bank))
        if state.plenty_left:
            state.phase = YEAR_OF_PLENTY
        return [_event("play_dev", seat, {"card": "year_of_plenty"}, f"{COLOURS[seat]} played Year of Plenty")]

    def _do_take_resource(self, state: KrowniaState, seat: int, r: int) -> list[Event]:
        state.bank[r] -= 1
        state.hands[seat][r] += 1
        state.plenty_left -= 1
        if state.plenty_left <= 0 or not sum(state.bank):
            state.plenty_left = 0
            state.phase = state.return_phase
        cards = [0] * 5
        cards[r] = 1
        return [_event("gain", seat, {"cards": cards, "from": "bank"}, f"{COLOURS[seat]} took 1 {RESOURCES[r]}")]

    def _do_play_monopoly(self, state: KrowniaState, seat: int, r: int) -> list[Event]:
        self._start_dev(state, seat, MONO)
        events = [_event("play_dev", seat, {"card": "monopoly", "resource": RESOURCES[r]},
                        f"{COLOURS[seat]} played Monopoly on {RESOURCES[r]}")]
        for s in range(state.num_seats):
            if s != seat and state.hands[s][r]:
                n = state.hands[s][r]
                state.hands[s][r] = 0
                state.hands[seat][r] += n
                cards = [0] * 5
                cards[r] = n
                events.append(_event("transfer", s, {"from": s, "to": seat, "cards": cards},
                                    f"{COLOURS[s]} gave {n} {RESOURCES[r]} to {COLOURS[seat]}"))
        return events

    # trading
    def _do_bank_trade(self, state: KrowniaState, seat: int, g: int, r: int) -> list[Event]:
        rate = state.port_rate[seat][g]
        state.hands[seat][g] -= rate
        state.bank[g] += rate
        state.hands[seat][r] += 1
        state.bank[r] -= 1
        state.trades_done[seat] += 1
        return [_event("bank_trade", seat, {"give": g, "give_count": rate, "get": r},
                      f"{COLOURS[seat]} traded {rate} {RESOURCES[g]} for 1 {RESOURCES[r]} with the bank")]

    def _do_open_trade(self, state: KrowniaState, seat: int) -> list[Event]:
        state.drafts[seat] = [[0] * 5, [0] * 5]
        state.offers_made += 1  # counted when opened, so opening and dropping cannot loop forever
        state.phase = TRADE_COMPOSE
        return [_event("trade_compose", seat, {}, f"{COLOURS[seat]} is preparing a trade offer")]

    def _do_offer_give(self, state: KrowniaState, seat: int, r: int) -> list[Event]:
        state.drafts[seat][0][r] += 1
        return [_event("trade_draft", seat, {"give": list(state.drafts[seat][0])},
                      f"{COLOURS[seat]} offers 1 more {RESOURCES[r]}")]

    def _do_offer_get(self, state: KrowniaState, seat: int, r: int) -> list[Event]:
        state.drafts[seat][1][r] += 1
        return [_event("trade_draft", seat, {"get": list(state.drafts[seat][1])},
                      f"{COLOURS[seat]} asks for 1 more {RESOURCES[r]}")]

    def _do_offer_take_back(self, state: KrowniaState, seat: int, r: int) -> list[Event]:
        give, get = state.drafts[seat]
        if give[r]:
            give[r] -= 1
        else:
            get[r] -= 1
        return [_event("trade_draft", seat, {"give": list(give), "get": list(get)},
                      f"{COLOURS[seat]} took 1 {RESOURCES[r]} off the offer")]

    def _do_offer_abandon(self, state: KrowniaState, seat: int) -> list[Event]:
        state.drafts[seat] = [[0] * 5, [0] * 5]
        if state.phase == TRADE_COMPOSE:
            state.phase = MAIN
            return [_event("trade_cancel", seat, {}, f"{COLOURS[seat]} dropped the trade idea")]
        return self._do_decline_trade(state, seat)

    def _do_offer_send(self, state: KrowniaState, seat: int, to: int) -> list[Event]:
        give, get = state.drafts[seat]
        if state.phase == TRADE_COMPOSE:
            state.trade_give = list(give)
            state.trade_get = list(get)
            state.trade_to = to
            state.responses = [R_PENDING if (s != seat and (to < 0 or s == to)) else R_NONE
                               for s in range(state.num_seats)]
            state.counters = [((), ())] * state.num_seats
            state.phase = TRADE_PENDING
            whom = "everyone" if to < 0 else COLOURS[to]
            return [_event("trade_offer", seat, {"give": list(give), "get": list(get), "to": to},
                          f"{COLOURS[seat]} offers {_text_cards(give)} for {_text_cards(get)} to {whom}")]
        # a counter-offer: the responder gives `give` and gets `get`; store it from the offerer's side
        state.counters[seat] = (tuple(get), tuple(give))
        state.responses[seat] = R_COUNTER
        ev = [_event("trade_counter", seat, {"give": list(give), "get": list(get)},
                    f"{COLOURS[seat]} counters: {_text_cards(give)} for {_text_cards(get)}")]
        return ev + self._maybe_close(state)

    def _do_accept_trade(self, state: KrowniaState, seat: int) -> list[Event]:
        state.responses[seat] = R_ACCEPT
        return [_event("trade_accept", seat, {}, f"{COLOURS[seat]} accepts the offer")] + self._maybe_close(state)

    def _do_decline_trade(self, state: KrowniaState, seat: int) -> list[Event]:
        state.responses[seat] = R_DECLINE
        return [_event("trade_decline", seat, {}, f"{COLOURS[seat]} declines the offer")] + self._maybe_close(state)

    def _do_counter_trade(self, state: KrowniaState, seat: int) -> list[Event]:
        state.responses[seat] = R_COMPOSING
        # start the counter from the mirror of the original offer
        state.drafts[seat] = [[min(x, h) for x, h in zip(state.trade_get, state.hands[seat], strict=True)],
                              list(state.trade_give)]
        return [_event("trade_compose", seat, {}, f"{COLOURS[seat]} is preparing a counter-offer")]

    def _maybe_close(self, state: KrowniaState) -> list[Event]:
        responses = state.responses
        if R_PENDING in responses or R_COMPOSING in responses:
            return []
        if R_ACCEPT in responses or R_COUNTER in responses:
            return []  # the offerer now confirms with one of them or cancels
        return self._close_trade(state, "Nobody took the offer")

    def _close_trade(self, state: KrowniaState, text: str) -> list[Event]:
        state.responses = [R_NONE] * state.num_seats
        state.trade_give = [0] * 5
        state.trade_get = [0] * 5
        state.drafts = [[[0] * 5, [0] * 5] for _ in range(state.num_seats)]
        state.phase = MAIN
        return [_event("trade_closed", state.current, {}, text)]

    def _do_confirm_trade(self, state: KrowniaState, seat: int, other: int) -> list[Event]:
        give, get = self._terms(state, other)
        for r in range(5):
            state.hands[seat][r] += get[r] - give[r]
            state.hands[other][r] += give[r] - get[r]
        state.trades_done[seat] += 1
        state.trades_done[other] += 1
        ev = _event("trade", seat, {"from": seat, "to": other, "give": list(give), "get": list(get)},
                   f"{COLOURS[seat]} gave {_text_cards(give)} to {COLOURS[other]} for {_text_cards(get)}")
        return [ev] + self._close_trade(state, "The trade is done")

    def _do_cancel_trade(self, state: KrowniaState, seat: int) -> list[Event]:
        return self._close_trade(state, f"{COLOURS[seat]} withdrew the offer")

    # ----- timers ------------------------------------------------------------------------------
    def timeout_actions(self, state: KrowniaState, seat: int) -> list[Action]:
        """What to apply, in order, when `seat`'s timer runs out. After a roll the position is new:
        the controller calls again while the seat is still active and its time is still up."""
        ph = state.phase
        if ph == GAME_OVER or seat not in self.active_seats(state):
            return []
        if ph == SETUP_VILLAGE:
            if state.relocating:
                c, e = self.auto_choice(state, seat)
                return [Action("place_village", (c,)), Action("place_road", (e,))]
            return [Action("auto_place")]
        if ph == SETUP_ROAD:
            return [Action("place_road", (self.auto_choice_road(state),))]
        if ph == DISCARD:
            hand = list(state.hands[seat])
            acts = []
            for _ in range(state.discard_owed[seat]):
                r = max(range(5), key=lambda x: (hand[x], -x))  # shed the biggest pile first
                hand[r] -= 1
                acts.append(Action("discard", (r,)))
            return acts
        if ph == ROLL:
            return [Action("roll")]
        if ph == MOVE_PIRATE:
            return [Action("timeout")]
        if ph == STEAL:
            return [Action("steal", (self.steal_victims(state, seat)[0],))]
        if ph == ROAD_BUILDING:
            return [Action("skip_free_road"), Action("end_turn")] if state.return_phase == MAIN else [
                Action("skip_free_road"), Action("roll")]
        if ph == YEAR_OF_PLENTY:
            acts, bank = [], list(state.bank)
            for _ in range(state.plenty_left):
                r = max(range(5), key=lambda x: (bank[x], -x))
                bank[r] -= 1
                acts.append(Action("take_resource", (r,)))
            return acts + ([Action("end_turn")] if state.return_phase == MAIN else [Action("roll")])
        if ph == TRADE_COMPOSE:
            return [Action("offer_abandon"), Action("end_turn")]
        if ph == TRADE_PENDING:
            if seat != state.current:
                return [Action("decline_trade")] if state.responses[seat] == R_PENDING else [Action("offer_abandon")]
            return [Action("cancel_trade"), Action("end_turn")]
        return [Action("end_turn")]

    def auto_choice_road(self, state: KrowniaState) -> int:
        return next(e for e in B.CORNER_EDGES[state.setup_corner] if state.road_owner[e] < 0)

    # ----- views -------------------------------------------------------------------------------
    def view(self, state: KrowniaState, seat: int | None) -> KrowniaView:
        n = state.num_seats
        names = tuple(COLOURS[:n])
        tiles = state.cache.get(("tiles", state.pirate))
        if tiles is None:
            tiles = tuple(
                TileView(h, q, r, TERRAINS[state.terrain[h]],
                         RESOURCES[TERRAIN_RESOURCE[state.terrain[h]]] if state.terrain[h] != DESERT else None,
                         state.numbers[h], PIPS.get(state.numbers[h], 0), h == state.pirate)
                for h, (q, r) in enumerate(B.LAND_HEXES))
            state.cache[("tiles", state.pirate)] = tiles
        harbours = state.cache.get("harbours")
        if harbours is None:
            harbours = tuple(
                HarbourView((a, b), None if k == HARBOUR_ANY else RESOURCES[k], 3 if k == HARBOUR_ANY else 2,
                            B.harbour_sea_hex(B.EDGE_ID[(a, b)]))
                for a, b, k in state.harbours)
            state.cache["harbours"] = harbours
        corner_owner, corner_level, road_owner = tuple(state.corner_owner), tuple(state.corner_level), \
            tuple(state.road_owner)
        key = (corner_owner, corner_level, road_owner)
        last = state.cache.get("pieces")
        if last is not None and last[0] == key:
            pieces = last[1]
        else:  # the board changed since the last view: list every seat's pieces again
            road_lists: list[list[int]] = [[] for _ in range(n)]
            for e, o in enumerate(road_owner):
                if o >= 0:
                    road_lists[o].append(e)
            vil_lists: list[list[int]] = [[] for _ in range(n)]
            town_lists: list[list[int]] = [[] for _ in range(n)]
            for c, o in enumerate(corner_owner):
                if o >= 0:
                    (vil_lists if corner_level[c] == 1 else town_lists)[o].append(c)
            pieces = [(tuple(road_lists[s]), tuple(vil_lists[s]), tuple(town_lists[s])) for s in range(n)]
            state.cache["pieces"] = (key, pieces)
        # The public part changes less often than the views are asked for: reuse it while nothing moved.
        fingerprint = (
            key, state.phase == GAME_OVER, state.longest_holder, state.army_holder,
            state.devs[seat][VPCARD] if seat is not None else -1,
            *[sum(h) for h in state.hands], *[sum(d) for d in state.devs], *state.warriors, *state.road_len,
            *state.discard_owed, *state.trades_done, *[x for e in state.earned for x in e],
            *[len(p) for p in state.auto_pairs],
        )
        last = state.cache.get(("players", seat))
        if last is not None and last[0] == fingerprint:
            players = last[1]
        else:
            players = tuple(self._players(state, seat, names, pieces))
            state.cache[("players", seat)] = (fingerprint, players)
        trade = None
        if state.phase in (TRADE_COMPOSE, TRADE_PENDING):
            mine = seat is not None and (seat == state.current or state.responses[seat] == R_COMPOSING)
            trade = TradeView(
                state.current, tuple(state.trade_give), tuple(state.trade_get), state.trade_to,
                tuple(RESPONSE_NAMES[r] for r in state.responses),
                tuple(state.counters[s] if state.responses[s] == R_COUNTER else None for s in range(n)),
                state.phase == TRADE_COMPOSE,
                tuple(state.drafts[seat][0]) if mine else None, tuple(state.drafts[seat][1]) if mine else None)
        own = seat is not None
        return KrowniaView(
            seat=seat, num_seats=n, names=names, phase=state.phase, current=state.current,
            active=self.active_seats(state), turn=state.turn, order=tuple(state.order),
            setup_round=self._setup_round(state) if state.phase in (SETUP_VILLAGE, SETUP_ROAD) else 0,
            tiles=tiles, harbours=harbours, pirate_hex=state.pirate,
            corner_owner=corner_owner, corner_level=corner_level,
            road_owner=road_owner, players=players,
            hand=tuple(state.hands[seat]) if own else None,
            dev_cards=tuple(state.devs[seat]) if own else None,
            dev_new=tuple(state.devs_new[seat]) if own else None,
            playable_dev=tuple(DEV_KINDS[k] for k in self.playable_dev(state, seat)) if own else (),
            my_vp_total=self.vp(state, seat) if own else None,
            bank=tuple(state.bank), deck_count=len(state.deck), dice=state.dice,
            dice_counts=tuple(state.dice_counts), discard_owed=tuple(state.discard_owed),
            free_roads_left=state.free_roads if state.phase == ROAD_BUILDING else 0,
            plenty_left=state.plenty_left, dev_played_this_turn=state.dev_played,
            offers_left=MAX_OFFERS_PER_TURN - state.offers_made, trade=trade,
            longest_holder=state.longest_holder, army_holder=state.army_holder, winner=state.winner,
            target=state.options["target"], discard_limit=state.options["discard_limit"],
            friendly_pirate=bool(state.options["friendly_pirate"]), turn_timer=int(state.options["turn_timer"]),
        )

    def _players(self, state: KrowniaState, seat: int | None, names: tuple[str, ...], pieces: list) -> list:
        players = []
        for s in range(state.num_seats):
            roads, vil, towns = pieces[s]
            stats = {
                "vp_villages": len(vil), "vp_towns": 2 * len(towns),
                "vp_longest_road": 2 if state.longest_holder == s else 0,
                "vp_largest_army": 2 if state.army_holder == s else 0,
                "resources_earned": dict(zip(RESOURCES, state.earned[s], strict=True)),
                "trades_done": state.trades_done[s],
            }
            if seat == s or state.phase == GAME_OVER:
                stats["vp_cards"] = state.devs[s][VPCARD]
            players.append(PlayerPublic(
                s, names[s], self.vp(state, s, hidden=False), sum(state.hands[s]), sum(state.devs[s]), roads, vil,
                towns, MAX_ROADS - len(roads), MAX_VILLAGES - len(vil), MAX_TOWNS - len(towns), state.warriors[s],
                state.road_len[s], state.longest_holder == s, state.army_holder == s, tuple(state.port_rate[s]),
                state.discard_owed[s], tuple(p[0] for p in state.auto_pairs[s]), stats))
        return players

    # ----- text --------------------------------------------------------------------------------
    def describe_action(self, state: KrowniaState, seat: int, action: Action) -> str:
        k, a = action.kind, action.args
        simple = {
            "auto_place": "Place a village and road automatically", "roll": "Roll the dice",
            "end_turn": "End the turn", "buy_dev": "Buy a development card", "timeout": "Leave the Pirate where it is",
            "skip_free_road": "Skip the free road", "play_warrior": "Play a Warrior",
            "play_road_building": "Play Road Building", "play_year_of_plenty": "Play Year of Plenty",
            "open_trade": "Offer a trade to players", "offer_abandon": "Drop the offer",
            "accept_trade": "Accept the offer", "decline_trade": "Decline the offer",
            "counter_trade": "Make a counter-offer", "cancel_trade": "Withdraw the offer",
        }
        if k in simple:
            return simple[k]
        if k in ("place_village", "build_village"):
            return f"Build a village on corner {a[0]}"
        if k == "move_auto_pair":
            return f"Move the auto-placed village on corner {a[0]}"
        if k in ("place_road", "build_road"):
            return f"Build a road on edge {a[0]}"
        if k == "build_town":
            return f"Upgrade the village on corner {a[0]} to a town"
        if k == "discard":
            return f"Discard 1 {RESOURCES[a[0]]}"
        if k == "move_pirate":
            return f"Move the Pirate to the {TERRAINS[state.terrain[a[0]]]} {state.numbers[a[0]] or ''}".strip()
        if k == "steal":
            return f"Steal from {COLOURS[a[0]]}"
        if k == "take_resource":
            return f"Take 1 {RESOURCES[a[0]]}"
        if k == "play_monopoly":
            return f"Play Monopoly on {RESOURCES[a[0]]}"
        if k == "bank_trade":
            return f"Trade {state.port_rate[seat][a[0]]} {RESOURCES[a[0]]} for 1 {RESOURCES[a[1]]}"
        if k == "offer_give":
            return f"Offer 1 {RESOURCES[a[0]]}"
        if k == "offer_get":
            return f"Ask for 1 {RESOURCES[a[0]]}"
        if k == "offer_take_back":
            return f"Take 1 {RESOURCES[a[0]]} off the offer"
        if k == "offer_send":
            return "Send the offer to everyone" if a[0] < 0 else f"Send the offer to {COLOURS[a[0]]}"
        if k == "confirm_trade":
            return f"Trade with {COLOURS[a[0]]}"
        return str(action)


# Actions after which the win check runs: builds, cards bought or played, and the turn passing on.
_VP_KINDS = frozenset(("build_road", "build_village", "build_town", "buy_dev", "play_warrior", "end_turn",
                       "timeout", "place_road", "place_village", "auto_place", "move_auto_pair", "skip_free_road"))

# kind -> handler, built once (apply used to look the method up by name on every action)
_HANDLERS = {name[4:]: fn for name, fn in vars(KrowniaRules).items() if name.startswith("_do_")}
