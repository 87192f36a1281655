"""Which actions a seat may take: the arena's hot path, built from the prebuilt rows of action_table."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.action_table import (
    A_ABANDON,
    A_ACCEPT,
    A_BUILD_ROAD,
    A_BUILD_TOWN,
    A_BUILD_VILLAGE,
    A_BUY,
    A_BY_MASK,
    A_CANCEL,
    A_CONFIRM,
    A_COUNTER,
    A_DECLINE,
    A_END,
    A_GET,
    A_GIVE,
    A_MONOPOLY,
    A_MOVE_PIRATE,
    A_OPEN,
    A_PLACE_ROAD,
    A_PLACE_VILLAGE,
    A_PLAY_PLENTY,
    A_PLAY_ROADB,
    A_PLAY_WARRIOR,
    A_ROLL,
    A_SEND,
    A_SEND_ALL,
    A_SKIP_ROAD,
    A_STEAL,
    A_TAKE,
    A_TAKE_BACK,
    A_TIMEOUT,
    ACTIONS,
    resource_mask,
)
from baraza.game.krownia.constants import (
    DISCARD,
    GAME_OVER,
    MAIN,
    MAX_OFFER_CARDS,
    MAX_OFFERS_PER_TURN,
    MAX_ROADS,
    MONO,
    MOVE_PIRATE,
    PLENTY,
    R_ACCEPT,
    R_COMPOSING,
    R_COUNTER,
    R_PENDING,
    ROAD_BUILDING,
    ROADB,
    ROLL,
    SETUP_ROAD,
    SETUP_VILLAGE,
    STEAL,
    TRADE_COMPOSE,
    TRADE_PENDING,
    WARRIOR,
    YEAR_OF_PLENTY,
)
from baraza.game.krownia.state import KrowniaState
from baraza.game.krownia.timeouts import A_LAPSE


class LegalActions:
    """legal_actions and its per-phase helpers."""

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
                    acts.append(A_ACCEPT)
                acts.append(A_DECLINE)
                acts.append(A_COUNTER)
                acts.append(A_LAPSE)  # the table's, when the answer's time ran out (timeouts.py): never chosen
                return acts
            acts = []
            for s, r in enumerate(responses):
                if (r == R_ACCEPT or r == R_COUNTER) and self._trade_possible(state, s):
                    acts.append(A_CONFIRM[s])
            acts.append(A_CANCEL)
            return acts
        if ph == DISCARD:
            if state.discard_owed[seat] <= 0:
                return []
            return list(A_BY_MASK[resource_mask(state.hands[seat])][0])
        if ph == GAME_OVER or seat != state.current:
            return []
        if ph == ROLL:
            acts = [A_ROLL]
            if not state.dev_played:
                self._dev_actions(state, seat, acts)
            return acts
        if ph == SETUP_VILLAGE:
            acts = [A_PLACE_VILLAGE[c] for c in self.setup_spots(state)]
            if not state.relocating:
                acts.append(ACTIONS["auto_place",])
                if state.options["turn_timer"]:  # only a real timeout places pieces that may move later
                    acts.append(A_TIMEOUT)
                acts += [ACTIONS["move_auto_pair", p[0]] for p in state.auto_pairs[seat]]
            return acts
        if ph == SETUP_ROAD:
            return [A_PLACE_ROAD[e] for e in B.CORNER_EDGES[state.setup_corner] if state.road_owner[e] < 0]
        if ph == MOVE_PIRATE:
            acts = [A_MOVE_PIRATE[h] for h in self.pirate_targets(state, seat)]
            if state.options["turn_timer"]:  # time ran out: the table moves the Pirate (never leaves it)
                acts.append(A_TIMEOUT)
            return acts
        if ph == STEAL:
            return [A_STEAL[v] for v in self.steal_victims(state, seat)]
        if ph == ROAD_BUILDING:
            return [A_BUILD_ROAD[e] for e in self.road_spots(state, seat)] + [A_SKIP_ROAD]
        if ph == YEAR_OF_PLENTY:
            return [A_TAKE[r] for r in range(5) if state.bank[r] > 0]
        return []

    def _dev_actions(self, state: KrowniaState, seat: int, acts: list[Action]) -> None:
        """Append the development cards `seat` may play (same order as playable_dev); the caller has
        checked that no card was played this turn."""
        devs, new = state.devs[seat], state.devs_new[seat]
        if devs[WARRIOR] > new[WARRIOR]:
            acts.append(A_PLAY_WARRIOR)
        if devs[ROADB] > new[ROADB]:
            acts.append(A_PLAY_ROADB)
        if devs[PLENTY] > new[PLENTY]:
            acts.append(A_PLAY_PLENTY)
        if devs[MONO] > new[MONO]:
            acts += A_MONOPOLY

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
            acts.append(A_BUY)
        rw, rb, rs, rh, ro = state.port_rate[seat]
        if wood >= rw or brick >= rb or sheep >= rs or wheat >= rh or ore >= ro:
            rows = A_BY_MASK[resource_mask(state.bank)]  # bank trades for the resources the bank still has
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
            acts.append(A_OPEN)
        acts.append(A_END)
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
                found = tuple(A_BUILD_ROAD[e] for e in self.road_spots(state, seat))
            elif piece == "village":
                found = tuple(A_BUILD_VILLAGE[c] for c in self.village_spots(state, seat))
            else:
                level = state.corner_level
                found = tuple(A_BUILD_TOWN[c] for c, o in enumerate(state.corner_owner) if o == seat and level[c] == 1)
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
                add(A_GIVE[0])
            if not t1 and g1 < h1:
                add(A_GIVE[1])
            if not t2 and g2 < h2:
                add(A_GIVE[2])
            if not t3 and g3 < h3:
                add(A_GIVE[3])
            if not t4 and g4 < h4:
                add(A_GIVE[4])
        if n_get < MAX_OFFER_CARDS:
            if not g0:
                add(A_GET[0])
            if not g1:
                add(A_GET[1])
            if not g2:
                add(A_GET[2])
            if not g3:
                add(A_GET[3])
            if not g4:
                add(A_GET[4])
        if g0 or t0:
            add(A_TAKE_BACK[0])
        if g1 or t1:
            add(A_TAKE_BACK[1])
        if g2 or t2:
            add(A_TAKE_BACK[2])
        if g3 or t3:
            add(A_TAKE_BACK[3])
        if g4 or t4:
            add(A_TAKE_BACK[4])
        if n_give and n_get:
            if seat == state.current:
                acts += A_SEND[state.num_seats, seat]
            else:
                add(A_SEND_ALL)
        add(A_ABANDON)
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
