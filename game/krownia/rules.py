"""KROWNIA rules: the Rules class, composed of one part per concern, and the dispatch of apply.

All tables are ints indexed by hex/corner/edge id (see board.py) so that legal-action generation is
cheap: the AI searches with this engine and the arena plays thousands of games with it. The parts:
setup.py (island, setup rounds), turn.py (dice, Pirate, turn), building.py, devcards.py, trading.py,
timeouts.py, legal.py (legal actions), queries.py, views.py, describe.py; constants.py and state.py hold
the data. The names other code imports from here (constants, state and view classes) stay importable.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.rules import Event, MatchResult, OptionSpec, Rules, roll_outcomes
from baraza.game.krownia import choices
from baraza.game.krownia.action_table import A_SOLO, A_WAITING
from baraza.game.krownia.building import Building
from baraza.game.krownia.constants import (  # noqa: F401  (re-exported: the AIs, tools and tests import them from here)
    ARMY_MIN,
    BANK_START,
    BEGINNER_HARBOURS,
    BEGINNER_NUMBERS,
    BEGINNER_TERRAIN,
    BRICK,
    COLOURS,
    COST_DEV,
    COST_ROAD,
    COST_TOWN,
    COST_VILLAGE,
    DESERT,
    DEV_DECK,
    DEV_KINDS,
    DEV_TITLES,
    DISCARD,
    GAME_OVER,
    HARBOUR_ANY,
    LONGEST_MIN,
    MAIN,
    MAX_OFFER_CARDS,
    MAX_OFFERS_PER_TURN,
    MAX_ROADS,
    MAX_TOWNS,
    MAX_VILLAGES,
    MONO,
    MOVE_PIRATE,
    ORE,
    PIPS,
    PLENTY,
    R_ACCEPT,
    R_COMPOSING,
    R_COUNTER,
    R_DECLINE,
    R_NONE,
    R_PENDING,
    RESOURCES,
    RESPONSE_NAMES,
    ROAD_BUILDING,
    ROADB,
    ROLL,
    SETUP_ROAD,
    SETUP_VILLAGE,
    SHEEP,
    STEAL,
    TERRAIN_RESOURCE,
    TERRAINS,
    TRADE_COMPOSE,
    TRADE_PENDING,
    VPCARD,
    WARRIOR,
    WHEAT,
    WOOD,
    YEAR_OF_PLENTY,
)
from baraza.game.krownia.describe import Describe
from baraza.game.krownia.devcards import DevCards
from baraza.game.krownia.events import CardText, make_event
from baraza.game.krownia.legal import LegalActions
from baraza.game.krownia.move_groups import MoveGroups
from baraza.game.krownia.queries import BoardQueries
from baraza.game.krownia.setup import SetupPhase
from baraza.game.krownia.state import KrowniaState
from baraza.game.krownia.timeouts import Timeouts
from baraza.game.krownia.trading import Trading
from baraza.game.krownia.turn import TurnFlow
from baraza.game.krownia.views import HarbourView, KrowniaView, PlayerPublic, TileView, TradeView, Views  # noqa: F401


class KrowniaRules(SetupPhase, TurnFlow, Building, DevCards, Trading, Timeouts, LegalActions, BoardQueries, MoveGroups,
                   Views, Describe,
                   Rules[KrowniaState, KrowniaView]):
    name = "krownia"
    title = "KROWNIA"
    min_seats = 2
    max_seats = 4
    # Buying a development card shows its buyer a card from the shuffled deck: undo stops there.
    reveal_events = frozenset({"buy_dev"})
    roll_events = frozenset({"dice"})
    key_events = {"steal": "a steal", "win": "the win"}

    def __init__(self) -> None:
        self.card_text = CardText()  # names card vectors in event texts

    def key_moment(self, event: Event) -> str | None:
        if event.kind == "dice":
            return "a seven" if event.data.get("total") == 7 else None
        return super().key_moment(event)

    def option_specs(self) -> list[OptionSpec]:
        return [
            OptionSpec("target", "Victory target", ((8, "8 VP"), (10, "10 VP"), (12, "12 VP")), 10,
                       "The first player to reach this many victory points wins."),
            OptionSpec("discard_limit", "Discard limit", ((7, "7 cards"), (9, "9 cards")), 7,
                       "On a 7, everyone holding more cards than this gives up half of them."),
            OptionSpec("friendly_pirate", "Friendly Pirate", ((False, "Off"), (True, "On")), False,
                       "The Pirate may not be sent to players who have only 2 points."),
            OptionSpec("beginner", "Beginner island", ((False, "Off"), (True, "On")), False,
                       "Play the same balanced island every time instead of a shuffled one."),
            OptionSpec("turn_timer", "Turn timer", ((0, "Off"), (30, "30 s"), (60, "60 s"), (90, "90 s")), 0,
                       "How long a person may think; when time runs out the table plays for them."),
            OptionSpec("lesson_deck", "Lesson deck", ((False, "Off"), (True, "On")), False,
                       "The lesson's deck: Warrior, Monopoly, Year of Plenty, Road Building come first.",
                       lesson_only=True),
            OptionSpec("lesson_dice", "Lesson dice", ((False, "Off"), (True, "On")), False,
                       "The lesson's rolls, the same whatever the lesson's moves.", lesson_only=True),
        ]

    def seat_names(self, num_seats: int) -> list[str]:
        return list(COLOURS[:num_seats])

    def summarize_actions(self, view: KrowniaView, seat: int, legal: Sequence[Action]) -> list[str]:
        return choices.summarize_actions(view, seat, legal)

    def clone(self, state: KrowniaState) -> KrowniaState:
        rng = random.Random()
        rng.setstate(state.rng.getstate())
        s = KrowniaState.__new__(KrowniaState)
        d = dict(state.__dict__)
        d["rng"] = rng
        for key in ("corner_owner", "corner_level", "road_owner", "bank", "deck", "warriors", "dice_counts",
                    "discard_owed", "road_len", "trade_give", "trade_get", "responses", "counters", "trades_done",
                    "cards_stolen", "vp_build", "terrain", "numbers", "corner_port", "order"):
            d[key] = list(d[key])
        for key in ("hands", "devs", "devs_new", "port_rate", "setup_paid", "earned", "public_cards", "auto_pairs"):
            d[key] = [list(x) for x in d[key]]
        d["drafts"] = [[list(g), list(t)] for g, t in state.drafts]
        d["options"] = dict(state.options)
        s.__dict__.update(d)
        return s

    # ----- the protocol's questions ------------------------------------------------------------
    def chance_outcomes(self, state: KrowniaState, seat: int, action: Action,
                        limit: int = 64) -> list[tuple[float, KrowniaState]] | None:
        """The turn's two dice by their total (11 ways: only the total produces, or brings the Pirate); each
        total is shown as one pair of faces."""
        if action.kind != "roll" or limit < 11 or action not in self.legal_actions(state, seat):
            return None
        outcomes = []
        for total in range(2, 13):
            ways = 6 - abs(total - 7)
            low = max(1, total - 6)
            outcomes.append((ways / 36, (low, total - low)))
        return roll_outcomes(self, state, seat, action, outcomes)

    def active_seats(self, state: KrowniaState) -> tuple[int, ...]:
        ph = state.phase
        if ph == TRADE_PENDING:
            return A_WAITING[tuple(state.responses)] or A_SOLO[state.current]
        if ph == DISCARD:
            return tuple(s for s, owed in enumerate(state.discard_owed) if owed > 0)
        if ph == GAME_OVER:
            return ()
        return A_SOLO[state.current]

    def is_terminal(self, state: KrowniaState) -> bool:
        return state.phase == GAME_OVER

    def turn_label(self, state: KrowniaState) -> str:
        return f"turn {self.turns_begun(state)}"  # the side panel's "Turn N": the round in progress (view.round)

    def turn_number(self, state: KrowniaState) -> int:
        return state.turn

    def turns_begun(self, state: KrowniaState) -> int:
        """The turns a player counts: rounds, one turn of each seat's (krownia21: History's "49" counted every
        seat's turn where the player had played 17). `turn` already counts the turn in progress (0 while setting
        up: round 1), so the round under way counts too."""
        return max(1, -(-state.turn // max(1, state.num_seats)))

    def result(self, state: KrowniaState) -> MatchResult:
        scores = tuple(float(self.vp(state, s)) for s in range(state.num_seats))
        if state.winner >= 0:
            return MatchResult((state.winner,), scores,
                               f"{COLOURS[state.winner]} reached {self.vp(state, state.winner)} VP")
        return MatchResult((), scores, "unfinished")

    def result_lines(self, state: KrowniaState) -> list[str]:
        """How each player got its points (winner first), who held the bonus cards, cards earned and trades,
        and how the dice fell (the histogram comes from `result_tallies`)."""
        w = state.winner
        if w < 0:
            return []
        order = [w] + [s for s in range(state.num_seats) if s != w]
        lines = [f"{COLOURS[w]} won with {self.vp(state, w)} VP: {self._vp_sources(state, w)}."]
        lines += [f"{COLOURS[s]} {self.vp(state, s)} VP: {self._vp_sources(state, s)}." for s in order[1:]]
        bonus = []
        if state.longest_holder >= 0:
            bonus.append(f"Longest Road: {COLOURS[state.longest_holder]} ({state.road_len[state.longest_holder]} long)")
        if state.army_holder >= 0:
            bonus.append(f"Largest Army: {COLOURS[state.army_holder]} ({state.warriors[state.army_holder]} Warriors)")
        if bonus:
            lines.append("; ".join(bonus) + ".")
        lines.append("Cards earned: " + ", ".join(f"{COLOURS[s]} {sum(state.earned[s])}" for s in order)
                     + ". Trades: " + ", ".join(f"{COLOURS[s]} {state.trades_done[s]}" for s in order) + ".")
        rolls = sum(state.dice_counts)
        if rolls:
            sevens = state.dice_counts[7]
            lines.append(f"{rolls} rolls; 7 came up {sevens} time{'s' if sevens != 1 else ''}.")
        return lines

    def _vp_sources(self, state: KrowniaState, seat: int) -> str:
        """"4 from villages, 4 from 2 towns, 2 for Longest Road": where a player's VP came from."""
        towns = sum(1 for c, o in enumerate(state.corner_owner) if o == seat and state.corner_level[c] == 2)
        villages = state.vp_build[seat] - 2 * towns
        parts = [f"{villages} from village{'s' if villages != 1 else ''}"]
        if towns:
            parts.append(f"{2 * towns} from {towns} town{'s' if towns != 1 else ''}")
        if state.longest_holder == seat:
            parts.append("2 for Longest Road")
        if state.army_holder == seat:
            parts.append("2 for Largest Army")
        if cards := state.devs[seat][VPCARD]:
            parts.append(f"{cards} from Victory Point card{'s' if cards != 1 else ''}")
        return ", ".join(parts)

    def result_tallies(self, state: KrowniaState) -> dict[str, dict[str, int]]:
        """The dice totals of the match, 2 to 12 (the results screen draws them as bars; an arena sums them)."""
        return {"dice_rolls": {str(total): state.dice_counts[total] for total in range(2, 13)}}

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
            events.append(make_event("win", cur, {"vp": total, "hidden_vp": hidden},
                                     f"{COLOURS[cur]} wins with {total} VP{extra}!"))


# Actions after which the win check runs: builds, cards bought or played, and the turn passing on.
_VP_KINDS = frozenset(("build_road", "build_village", "build_town", "buy_dev", "play_warrior", "end_turn",
                       "timeout", "place_road", "place_village", "auto_place", "move_auto_pair", "skip_free_road"))

# kind -> handler: every action kind the rules apply, named one by one (setup, turn, building, cards, trades)
_HANDLERS: dict[str, Any] = {
    "place_village": KrowniaRules._do_place_village,
    "place_road": KrowniaRules._do_place_road,
    "auto_place": KrowniaRules._do_auto_place,
    "move_auto_pair": KrowniaRules._do_move_auto_pair,
    "roll": KrowniaRules._do_roll,
    "discard": KrowniaRules._do_discard,
    "move_pirate": KrowniaRules._do_move_pirate,
    "steal": KrowniaRules._do_steal,
    "end_turn": KrowniaRules._do_end_turn,
    "build_road": KrowniaRules._do_build_road,
    "skip_free_road": KrowniaRules._do_skip_free_road,
    "build_village": KrowniaRules._do_build_village,
    "build_town": KrowniaRules._do_build_town,
    "buy_dev": KrowniaRules._do_buy_dev,
    "play_warrior": KrowniaRules._do_play_warrior,
    "play_road_building": KrowniaRules._do_play_road_building,
    "play_year_of_plenty": KrowniaRules._do_play_year_of_plenty,
    "take_resource": KrowniaRules._do_take_resource,
    "play_monopoly": KrowniaRules._do_play_monopoly,
    "bank_trade": KrowniaRules._do_bank_trade,
    "open_trade": KrowniaRules._do_open_trade,
    "offer_give": KrowniaRules._do_offer_give,
    "offer_get": KrowniaRules._do_offer_get,
    "offer_take_back": KrowniaRules._do_offer_take_back,
    "offer_abandon": KrowniaRules._do_offer_abandon,
    "offer_send": KrowniaRules._do_offer_send,
    "accept_trade": KrowniaRules._do_accept_trade,
    "decline_trade": KrowniaRules._do_decline_trade,
    "counter_trade": KrowniaRules._do_counter_trade,
    "confirm_trade": KrowniaRules._do_confirm_trade,
    "cancel_trade": KrowniaRules._do_cancel_trade,
    "timeout": KrowniaRules._do_timeout,
}
