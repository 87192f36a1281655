"""What one seat may see: the view dataclasses and how they are built (memoised in state.cache)."""

from __future__ import annotations

from dataclasses import dataclass

from baraza.game.core.rules import Event
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import (
    COLOURS,
    DESERT,
    DEV_KINDS,
    GAME_OVER,
    HARBOUR_ANY,
    MAX_OFFERS_PER_TURN,
    MAX_ROADS,
    MAX_TOWNS,
    MAX_VILLAGES,
    PIPS,
    R_COMPOSING,
    R_COUNTER,
    RESOURCES,
    RESPONSE_NAMES,
    ROAD_BUILDING,
    SETUP_ROAD,
    SETUP_VILLAGE,
    TERRAIN_RESOURCE,
    TERRAINS,
    TRADE_COMPOSE,
    TRADE_PENDING,
    VPCARD,
)
from baraza.game.krownia.state import KrowniaState
from baraza.game.krownia.tally import seen_by


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

    @property
    def round(self) -> int:
        """The turn as a player counts it: rounds, the one under way counted (rules.turns_begun; `turn` counts every
        seat's turns: the board said "Turn 40" beside the replay's "turn 14")."""
        return max(1, -(-self.turn // max(1, self.num_seats)))



class Views:
    """Building the view of one seat, and what of an event a seat at another machine may see."""

    def event_seen_by(self, event: Event, viewer: int | None) -> Event | None:
        """KROWNIA's event data is as public as its log line, except which cards a steal took (the thief and the
        victim know) and an offer still being drafted (its composer's alone until it is sent)."""
        if event.kind == "trade_draft" and viewer != event.seat:
            return Event(event.kind, event.seat, {}, event.text)
        if event.kind == "steal" and viewer not in (event.seat, event.data.get("from")):
            return Event(event.kind, event.seat, {k: v for k, v in event.data.items() if k != "cards"}, event.text)
        return event

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
            *[len(p) for p in state.auto_pairs], *state.cards_stolen,
            state.known_steals[seat] if seat is not None and state.known_steals else (),
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
            # what this viewer can count of the hand: the table's count, moved by the steals it was in (tally.py)
            counted, lost = seen_by(state, seat, s)
            stats = {
                "vp_villages": len(vil), "vp_towns": 2 * len(towns),
                "vp_longest_road": 2 if state.longest_holder == s else 0,
                "vp_largest_army": 2 if state.army_holder == s else 0,
                "resources_earned": dict(zip(RESOURCES, state.earned[s], strict=True)),
                # what the viewer can count of this hand (all but stolen cards of a kind it did not see), never
                # below 0 (T119: a negative count on the table): tally.seen_by
                "cards_counted": dict(zip(RESOURCES, counted, strict=True)),
                "cards_stolen": lost,
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
