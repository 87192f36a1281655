"""Hand-built KROWNIA positions for the rule tests."""

from __future__ import annotations

import random

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.rules import MAIN, KrowniaRules, KrowniaState

R = KrowniaRules()


class FixedDice(random.Random):
    """An rng whose dice come from a list (the rest of its stream is normal)."""

    def __init__(self, rolls: list[int], seed: int = 5) -> None:
        super().__init__(seed)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        return self.rolls.pop(0) if self.rolls else super().randint(a, b)


def fresh(num_seats: int = 4, seed: int = 3, **options) -> KrowniaState:
    """A beginner-island match in the main phase of seat 0's turn, with an empty board."""
    state = R.initial_state({"beginner": True, **options}, seed, num_seats)
    state.phase = MAIN
    state.order = list(range(num_seats))
    state.current = 0
    state.turn = 1
    state.rolled = True
    return state


def put_village(state: KrowniaState, seat: int, c: int, level: int = 1) -> None:
    state.corner_owner[c] = seat
    state.corner_level[c] = level
    state.vp_build[seat] += level
    R._update_ports(state, seat)


def put_road(state: KrowniaState, seat: int, e: int) -> None:
    state.road_owner[e] = seat
    R._update_longest(state, [])


def give(state: KrowniaState, seat: int, cards: list[int] | tuple[int, ...]) -> None:
    """Cards from the bank, in sight of the table (as production is)."""
    for r, n in enumerate(cards):
        state.bank[r] -= n
        state.hands[seat][r] += n
        state.public_cards[seat][r] += n


def path(start: int, length: int) -> list[int]:
    """Edges of a simple path of `length` edges from corner `start` (first found, deterministic)."""

    def dfs(c: int, seen: list[int], edges: list[int]) -> list[int] | None:
        if len(edges) == length:
            return edges
        for e in B.CORNER_EDGES[c]:
            a, b = B.EDGE_CORNERS[e]
            n = b if a == c else a
            if n not in seen:
                found = dfs(n, [*seen, n], [*edges, e])
                if found:
                    return found
        return None

    result = dfs(start, [start], [])
    assert result is not None
    return result


def path_corners(start: int, edges: list[int]) -> list[int]:
    corners = [start]
    for e in edges:
        a, b = B.EDGE_CORNERS[e]
        corners.append(b if a == corners[-1] else a)
    return corners


def act(state: KrowniaState, seat: int, kind: str, *args):
    action = Action(kind, tuple(args))
    assert action in R.legal_actions(state, seat), f"{action} not legal for {seat} in {state.phase}"
    return R.apply(state, seat, action)


def kinds(state: KrowniaState, seat: int) -> set[str]:
    return {a.kind for a in R.legal_actions(state, seat)}


def play_hard_until(seed: int, stop, agents=None, limit: int = 20_000) -> KrowniaState | None:
    """A 4-seat game of hard seats (or `agents`) played until stop(state) is true; that state, or None when
    the game ended first."""
    state = R.initial_state(R.default_options(), seed, 4)
    agents = agents or {s: KrowniaAI("hard", s, seed) for s in range(4)}
    for _ in range(limit):
        if R.is_terminal(state):
            return None
        if stop(state):
            return state
        seat = R.active_seats(state)[0]
        legal = R.legal_actions(state, seat)
        R.apply(state, seat, agents[seat].choose(R, R.view(state, seat), seat, legal))
    return None


def play_whole_game(seed: int, agents: dict, watch=None, limit: int = 20_000) -> KrowniaState:
    """A 4-seat game played to its end by `agents` (seat -> agent); every choice must be legal, and
    watch(state, seat, action), when given, sees each one before it is applied."""
    state = R.initial_state(R.default_options(), seed, 4)
    for _ in range(limit):
        if R.is_terminal(state):
            break
        seat = R.active_seats(state)[0]
        legal = R.legal_actions(state, seat)
        action = agents[seat].choose(R, R.view(state, seat), seat, legal)
        assert action in legal
        if watch is not None:
            watch(state, seat, action)
        R.apply(state, seat, action)
    assert R.is_terminal(state)
    return state


def send_offer(state: KrowniaState, agent, seat: int = 0) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Let `agent` (in `seat`, whose turn it is) open and draft its offer; returns the offer (give, get) as
    sent."""
    for _ in range(20):
        action = agent.choose(R, R.view(state, seat), seat, R.legal_actions(state, seat))
        R.apply(state, seat, action)
        if state.phase == "trade_pending":
            return tuple(state.trade_give), tuple(state.trade_get)
        assert action.kind in ("open_trade", "offer_give", "offer_get", "offer_take_back"), action
    raise AssertionError("no offer was sent")


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def replayed(record_path, moves: int) -> KrowniaState:
    """A blind tester's match (a fixture of seed, options and moves as [seat, kind, args]) after `moves` moves."""
    import json

    record = json.loads(record_path.read_text())
    state = R.initial_state(record["options"], record["seed"], record["seats"])
    for seat, kind, args in record["moves"][:moves]:
        R.apply(state, seat, Action(kind, _args(args)))
    return state
