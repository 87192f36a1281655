"""A Baraza KROWNIA agent playing one seat inside catanatron's engine and rules.

Runs in a scratch venv that has catanatron installed (GPL-3.0: it is never vendored nor shipped with
Baraza; this module only imports it at run time). For every decision of its seat the adapter builds,
from catanatron's state, a `KrowniaView` of exactly what that seat may see (its own hand and cards,
the others' card counts, the board, the robber, the phase), lists the matching KROWNIA actions, asks
the agent, and maps the answer back to one of catanatron's playable actions.

catanatron folds some steps into one action where KROWNIA has several: moving the robber and choosing
the victim, and Year of Plenty's two cards. The adapter asks the agent each step with a view of the
intermediate position and only then submits the combined action.
"""

from __future__ import annotations

import dataclasses
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from catanatron.models.enums import ActionPrompt, ActionType  # noqa: E402
from catanatron.models.player import Player  # noqa: E402
from krownia_catan_board import BoardMatch, match_board  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.krownia import board as B  # noqa: E402
from baraza.game.krownia.rules import (  # noqa: E402
    COLOURS,
    DEV_KINDS,
    DISCARD,
    MAIN,
    MOVE_PIRATE,
    PIPS,
    RESOURCES,
    ROAD_BUILDING,
    ROLL,
    SETUP_ROAD,
    SETUP_VILLAGE,
    STEAL,
    YEAR_OF_PLENTY,
    HarbourView,
    KrowniaRules,
    KrowniaView,
    PlayerPublic,
    TileView,
)

CAT_RES = ("WOOD", "BRICK", "SHEEP", "WHEAT", "ORE")  # same order as KROWNIA's RESOURCES
RES_OF = {name: i for i, name in enumerate(CAT_RES)}
CAT_DEV = ("KNIGHT", "VICTORY_POINT", "ROAD_BUILDING", "YEAR_OF_PLENTY", "MONOPOLY")  # KROWNIA's DEV_KINDS order
TERRAIN_OF = {"WOOD": "forest", "BRICK": "hills", "SHEEP": "pasture", "WHEAT": "fields", "ORE": "mountains",
              None: "desert"}
DEV_PLAY = {ActionType.PLAY_KNIGHT_CARD: "play_warrior", ActionType.PLAY_ROAD_BUILDING: "play_road_building",
            ActionType.PLAY_YEAR_OF_PLENTY: "play_year_of_plenty"}


def board_match_of(catan_map) -> BoardMatch:
    """The geometric id match for a catanatron map."""
    return match_board((cube, {ref.value: node for ref, node in tile.nodes.items()})
                       for cube, tile in catan_map.land_tiles.items())


def harbour_pairs(catan_map) -> list[tuple[tuple[int, int], str | None]]:
    """(node pair, resource or None for 3:1) of every harbour of a catanatron map."""
    from catanatron.models.map import PORT_DIRECTION_TO_NODEREFS

    out = []
    for port in catan_map.ports_by_id.values():
        a_ref, b_ref = PORT_DIRECTION_TO_NODEREFS[port.direction]
        out.append(((port.nodes[a_ref], port.nodes[b_ref]), port.resource))
    return out


class CatanView:
    """Builds KROWNIA views and action lists from one catanatron game (for one seat's colour)."""

    def __init__(self, game, color) -> None:
        self.game = game
        self.color = color
        cmap = game.state.board.map
        self.match = board_match_of(cmap)
        self.harbours: list[tuple[tuple[int, int], int]] = []
        views = []
        for (a, b), res in harbour_pairs(cmap):
            ca, cb = sorted((self.match.corner_of_node[a], self.match.corner_of_node[b]))
            views.append(HarbourView((ca, cb), None if res is None else RESOURCES[RES_OF[res]],
                                     3 if res is None else 2, B.harbour_sea_hex(B.EDGE_ID[(ca, cb)])))
        self.harbour_views = tuple(views)

    # ----- pieces of the view ---------------------------------------------------------------------
    def seat_of(self, color) -> int:
        return self.game.state.color_to_index[color]

    def _ps(self, seat: int, key: str):
        return self.game.state.player_state[f"P{seat}_{key}"]

    def tiles(self) -> tuple[TileView, ...]:
        st = self.game.state
        out = [None] * B.NUM_HEXES
        for cube, tile in st.board.map.land_tiles.items():
            h = self.match.hex_of_tile[cube]
            q, r = B.LAND_HEXES[h]
            terrain = TERRAIN_OF[tile.resource]
            number = tile.number or 0
            out[h] = TileView(h, q, r, terrain, None if tile.resource is None else RESOURCES[RES_OF[tile.resource]],
                              number, PIPS.get(number, 0), cube == st.board.robber_coordinate)
        return tuple(out)

    def base_view(self, seat: int) -> KrowniaView:
        """The seat's view of the position catanatron is in now (phase filled in by the caller)."""
        st = self.game.state
        n = len(st.colors)
        corner_owner, corner_level, road_owner = [-1] * B.NUM_CORNERS, [0] * B.NUM_CORNERS, [-1] * B.NUM_EDGES
        for node, (color, kind) in st.board.buildings.items():
            c = self.match.corner_of_node[node]
            corner_owner[c] = self.seat_of(color)
            corner_level[c] = 2 if kind == "CITY" else 1
        for (a, b), color in st.board.roads.items():
            road_owner[self.match.edge_of(a, b)] = self.seat_of(color)
        tiles = self.tiles()
        pirate = next(t.hex_id for t in tiles if t.pirate)
        players = tuple(self._player(s, corner_owner, corner_level, road_owner) for s in range(n))
        hand = tuple(self._ps(seat, f"{r}_IN_HAND") for r in CAT_RES)
        devs = tuple(self._ps(seat, f"{d}_IN_HAND") for d in CAT_DEV)
        new = tuple(0 if d == "VICTORY_POINT" or self._ps(seat, f"{d}_OWNED_AT_START") else devs[i]
                    for i, d in enumerate(CAT_DEV))
        current = st.current_turn_index if st.is_discarding else st.current_player_index
        longest = next((s for s in range(n) if self._ps(s, "HAS_ROAD")), -1)
        army = next((s for s in range(n) if self._ps(s, "HAS_ARMY")), -1)
        counts = tuple(st.discard_counts) if st.is_discarding else (0,) * n
        return KrowniaView(
            seat=seat, num_seats=n, names=tuple(COLOURS[:n]), phase=MAIN, current=current, active=(seat,),
            turn=st.num_turns, order=tuple(range(n)), setup_round=0, tiles=tiles, harbours=self.harbour_views,
            pirate_hex=pirate, corner_owner=tuple(corner_owner), corner_level=tuple(corner_level),
            road_owner=tuple(road_owner), players=players, hand=hand, dev_cards=devs, dev_new=new,
            playable_dev=(), my_vp_total=self._ps(seat, "ACTUAL_VICTORY_POINTS"), bank=tuple(st.resource_freqdeck),
            deck_count=len(st.development_listdeck), dice=None, dice_counts=(0,) * 13, discard_owed=counts,
            free_roads_left=st.free_roads_available if st.is_road_building else 0, plenty_left=0,
            dev_played_this_turn=bool(self._ps(seat, "HAS_PLAYED_DEVELOPMENT_CARD_IN_TURN")), offers_left=0,
            trade=None, longest_holder=longest, army_holder=army, winner=-1, target=self.game.vps_to_win,
            discard_limit=st.discard_limit, friendly_pirate=bool(st.friendly_robber), turn_timer=0)

    def _player(self, s: int, corner_owner, corner_level, road_owner) -> PlayerPublic:
        st = self.game.state
        roads = tuple(e for e, o in enumerate(road_owner) if o == s)
        vil = tuple(c for c, o in enumerate(corner_owner) if o == s and corner_level[c] == 1)
        towns = tuple(c for c, o in enumerate(corner_owner) if o == s and corner_level[c] == 2)
        ports = st.board.get_player_port_resources(st.colors[s])
        rates = [3 if None in ports else 4] * 5
        for res in ports:
            if res is not None:
                rates[RES_OF[res]] = 2
        has_road, has_army = bool(self._ps(s, "HAS_ROAD")), bool(self._ps(s, "HAS_ARMY"))
        stats = {"vp_villages": len(vil), "vp_towns": 2 * len(towns), "vp_longest_road": 2 if has_road else 0,
                 "vp_largest_army": 2 if has_army else 0}
        return PlayerPublic(
            s, COLOURS[s], self._ps(s, "VICTORY_POINTS"), sum(self._ps(s, f"{r}_IN_HAND") for r in CAT_RES),
            sum(self._ps(s, f"{d}_IN_HAND") for d in CAT_DEV), roads, vil, towns, 15 - len(roads), 5 - len(vil),
            4 - len(towns), self._ps(s, "PLAYED_KNIGHT"), self._ps(s, "LONGEST_ROAD_LENGTH"), has_road, has_army,
            tuple(rates), st.discard_counts[s] if st.is_discarding else 0, (), stats)

    # ----- actions --------------------------------------------------------------------------------
    def to_krownia(self, cat_action) -> Action | None:
        """The KROWNIA action for a catanatron action (None for one KROWNIA has no single action for)."""
        t, v = cat_action.action_type, cat_action.value
        if t == ActionType.BUILD_SETTLEMENT:
            kind = "place_village" if self.game.state.is_initial_build_phase else "build_village"
            return Action(kind, (self.match.corner_of_node[v],))
        if t == ActionType.BUILD_ROAD:
            kind = "place_road" if self.game.state.is_initial_build_phase else "build_road"
            return Action(kind, (self.match.edge_of(*v),))
        if t == ActionType.BUILD_CITY:
            return Action("build_town", (self.match.corner_of_node[v],))
        if t == ActionType.ROLL:
            return Action("roll")
        if t == ActionType.END_TURN:
            return Action("end_turn")
        if t == ActionType.BUY_DEVELOPMENT_CARD:
            return Action("buy_dev")
        if t == ActionType.DISCARD_RESOURCE:
            return Action("discard", (RES_OF[v],))
        if t == ActionType.MARITIME_TRADE:
            return Action("bank_trade", (RES_OF[v[0]], RES_OF[v[4]]))
        if t == ActionType.PLAY_MONOPOLY:
            return Action("play_monopoly", (RES_OF[v],))
        if t in DEV_PLAY:
            return Action(DEV_PLAY[t])
        if t == ActionType.MOVE_ROBBER:
            return Action("move_pirate", (self.match.hex_of_tile[v[0]],))
        return None

    def phase(self) -> str:
        st = self.game.state
        prompt = st.current_prompt
        if prompt == ActionPrompt.BUILD_INITIAL_SETTLEMENT:
            return SETUP_VILLAGE
        if prompt == ActionPrompt.BUILD_INITIAL_ROAD:
            return SETUP_ROAD
        if prompt == ActionPrompt.DISCARD:
            return DISCARD
        if prompt == ActionPrompt.MOVE_ROBBER:
            return MOVE_PIRATE
        if st.is_road_building:
            return ROAD_BUILDING
        seat = st.current_player_index
        return MAIN if self._ps(seat, "HAS_ROLLED") else ROLL


class BarazaSeat(Player):
    """A catanatron Player whose decisions come from a Baraza KROWNIA agent (seeing views only)."""

    def __init__(self, color, agent) -> None:
        super().__init__(color)
        self.agent = agent
        self.rules = KrowniaRules()
        self.adapter: CatanView | None = None
        self.times: list[float] = []  # seconds per decision with a real choice
        self.decisions = 0

    def _ask(self, view: KrowniaView, legal: list[Action]) -> Action:
        self.decisions += 1
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter()
        choice = self.agent.choose(self.rules, view, view.seat, legal)
        self.times.append(time.perf_counter() - start)
        if choice not in legal:
            raise ValueError(f"agent chose {choice}, not legal here")
        return choice

    def decide(self, game, playable_actions):
        if self.adapter is None or self.adapter.game is not game:
            self.adapter = CatanView(game, self.color)
        ad = self.adapter
        seat = ad.seat_of(self.color)
        phase = ad.phase()
        mapped: dict[Action, list] = {}
        for ca in playable_actions:
            ka = ad.to_krownia(ca)
            if ka is not None:
                mapped.setdefault(ka, []).append(ca)
        if not mapped:  # e.g. a trade prompt: KROWNIA's agents never see catanatron's trades
            return next((a for a in playable_actions if a.action_type == ActionType.REJECT_TRADE),
                        playable_actions[0])
        view = ad.base_view(seat)
        playable = tuple(DEV_KINDS[k] for k, name in enumerate(
            ("play_warrior", "", "play_road_building", "play_year_of_plenty", "play_monopoly"))
            if name and any(a.kind == name for a in mapped))
        setup_round = 0
        if phase in (SETUP_VILLAGE, SETUP_ROAD):
            built = sum(1 for c in view.corner_owner if c == seat)
            setup_round = 1 if built <= (1 if phase == SETUP_ROAD else 0) else 2
        view = dataclasses.replace(view, phase=phase, playable_dev=playable, setup_round=setup_round)
        legal = list(mapped)
        choice = self._ask(view, legal)
        options = mapped[choice]
        if choice.kind == "move_pirate":
            return self._steal(view, choice.args[0], options)
        if choice.kind == "play_year_of_plenty":
            return self._plenty(view, options)
        return options[0]

    def _steal(self, view: KrowniaView, hex_id: int, options: list):
        victims = sorted({self.adapter.seat_of(a.value[1]) for a in options if a.value[1] is not None})
        if len(victims) <= 1:
            return options[0] if not victims else next(a for a in options if a.value[1] is not None)
        tiles = tuple(dataclasses.replace(t, pirate=(t.hex_id == hex_id)) for t in view.tiles)
        steal_view = dataclasses.replace(view, phase=STEAL, pirate_hex=hex_id, tiles=tiles)
        pick = self._ask(steal_view, [Action("steal", (v,)) for v in victims])
        color = self.adapter.game.state.colors[pick.args[0]]
        return next(a for a in options if a.value[1] == color)

    def _plenty(self, view: KrowniaView, options: list):
        combos = {tuple(sorted(RES_OF[r] for r in a.value)): a for a in options}
        hand, bank, taken = list(view.hand), list(view.bank), []
        devs = list(view.dev_cards)
        devs[3] -= 1  # the card is being played
        for left in (2, 1):
            if not any(bank):
                break
            step = dataclasses.replace(view, phase=YEAR_OF_PLENTY, plenty_left=left, hand=tuple(hand),
                                       bank=tuple(bank), dev_cards=tuple(devs), playable_dev=(),
                                       dev_played_this_turn=True)
            pick = self._ask(step, [Action("take_resource", (r,)) for r in range(5) if bank[r] > 0])
            r = pick.args[0]
            hand[r] += 1
            bank[r] -= 1
            taken.append(r)
        key = tuple(sorted(taken))
        if key in combos:
            return combos[key]
        return combos.get(key[:1]) or next(iter(combos.values()))
