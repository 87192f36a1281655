"""The expert AI: legal choices, fair play (its choices depend on its view only) and determinisation."""

from __future__ import annotations

import itertools
import random

from krownia_helpers import play_hard_until, play_whole_game, send_offer

from baraza.game.core.action import Action
from baraza.game.krownia import make_agent
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.constants import R_COUNTER
from baraza.game.krownia.expert import ExpertAI
from baraza.game.krownia.expert.determinise import determinise
from baraza.game.krownia.expert.value import Weights, load_weights
from baraza.game.krownia.rules import BANK_START, DEV_DECK, MAIN, KrowniaRules

R = KrowniaRules()


def tick_clock(step: float = 1e-3):
    """A clock that moves on by `step` at every read: the search depth is the same on any machine and
    load (a wall-clock budget made whole-game tests depend on how busy the machine was)."""
    reads = itertools.count()
    return lambda: next(reads) * step


def test_seat_kind_and_factory():
    from baraza.game.registry import get_game
    from baraza.game.simulate import parse_seat_list

    assert parse_seat_list(get_game("krownia"), "ai:expert,ai:hard") == ["ai:expert", "ai:hard"]
    assert isinstance(make_agent("expert", 1, 3), ExpertAI)


def test_determinised_state_agrees_with_the_view():
    rng = random.Random(1)
    for seed in range(6):
        state = play_hard_until(seed, lambda s, t=20 + seed: s.phase == MAIN and s.turn >= t)
        assert state is not None
        me = state.current
        view = R.view(state, me)
        guess = determinise(view, rng)
        assert guess.hands[me] == state.hands[me] and guess.devs[me] == state.devs[me]
        for s in range(4):
            assert sum(guess.hands[s]) == sum(state.hands[s])
            assert sum(guess.devs[s]) == sum(state.devs[s])
        for r in range(5):  # every resource card is somewhere
            assert guess.bank[r] + sum(h[r] for h in guess.hands) == BANK_START
        assert len(guess.deck) == len(state.deck)
        assert len(guess.deck) + sum(sum(d) for d in guess.devs) <= len(DEV_DECK)
        assert R.legal_actions(guess, me) == R.legal_actions(state, me)
        assert R.view(guess, me).hand == view.hand


def _hide_differently(state, rng: random.Random):
    """The same position for the current seat with the others' cards and the deck reshuffled."""
    other = R.clone(state)
    me = other.current
    others = [s for s in range(4) if s != me]
    cards = [r for s in others for r in range(5) for _ in range(other.hands[s][r])]
    rng.shuffle(cards)
    for s in others:
        n = sum(other.hands[s])
        other.hands[s] = [0] * 5
        for r in cards[:n]:
            other.hands[s][r] += 1
        cards = cards[n:]
    rng.shuffle(other.deck)
    other.rng = random.Random(rng.random())
    other.cache = {}
    return other


def test_choices_depend_on_the_view_only():
    rng = random.Random(7)
    checked = 0
    for seed in range(10, 22):
        state = play_hard_until(seed, lambda s: s.phase == MAIN and s.turn >= 12 and sum(s.hands[s.current]) >= 3)
        if state is None:
            continue
        me = state.current
        twin = _hide_differently(state, rng)
        legal = R.legal_actions(state, me)
        # a generous budget: the answer must not depend on how far the search got in time
        a = ExpertAI(me, 5, budget=60.0).choose(R, R.view(state, me), me, legal)
        b = ExpertAI(me, 5, budget=60.0).choose(R, R.view(twin, me), me, R.legal_actions(twin, me))
        assert a == b
        checked += 1
    assert checked >= 6


def test_expert_makes_only_legal_choices_in_whole_games():
    for seed in (3, 4):
        agents = {s: KrowniaAI("hard", s, seed) for s in range(4)}
        agents[seed % 4] = ExpertAI(seed % 4, seed, budget=0.05, clock=tick_clock())
        chosen = []
        play_whole_game(seed, agents, lambda _s, seat, a, out=chosen, me=seed % 4: out.append(a.kind) if seat == me else None)
        assert "build_village" in chosen or "build_town" in chosen


def test_expert_offers_at_most_one_trade_a_turn():
    agents = {s: KrowniaAI("hard", s, 9) for s in range(4)}
    agents[0] = ExpertAI(0, 9, budget=0.05, clock=tick_clock())
    opened: dict[int, int] = {}

    def watch(state, seat, action) -> None:
        if seat == 0 and action.kind == "open_trade":
            opened[state.turn] = opened.get(state.turn, 0) + 1

    play_whole_game(9, agents, watch)
    assert all(n <= 1 for n in opened.values())


def test_weights_file_loads_and_ignores_unknown_fields(tmp_path):
    path = tmp_path / "w.json"
    path.write_text('{"pip": 5.5, "no_such_weight": 1}')
    assert load_weights(path).pip == 5.5
    assert load_weights(tmp_path / "missing.json") == Weights()
    assert isinstance(load_weights(), Weights)


def _one_swap_from_a_village():
    """Seat 0 on an empty beginner island: a village, a road of two to a free spot, and wood, brick and
    two sheep in hand: one wheat short of a village, with no bank trade that could fetch it. Seat 1 holds
    two wheat (the expert offers only what a partner could give)."""
    from krownia_helpers import fresh, give, path, path_corners, put_road, put_village

    state = fresh(seed=3)
    start = 10
    put_village(state, 0, start)
    edges = path(start, 2)
    for e in edges:
        put_road(state, 0, e)
    spot = path_corners(start, edges)[-1]
    give(state, 0, (1, 1, 2, 0, 0))
    give(state, 1, (0, 0, 0, 2, 0))
    return state, spot


def test_expert_offers_the_swap_that_completes_a_build_and_confirms_it():
    state, spot = _one_swap_from_a_village()
    expert = ExpertAI(0, 1, budget=5.0)
    assert send_offer(state, expert) == ((0, 0, 1, 0, 0), (0, 0, 0, 1, 0))  # a sheep for a wheat
    R.apply(state, 1, Action("accept_trade"))  # seat 1 takes the offer; the others decline
    for s in (2, 3):
        R.apply(state, s, Action("decline_trade"))
    choice = expert.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0))
    assert choice == Action("confirm_trade", (1,))
    R.apply(state, 0, choice)
    choice = expert.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0))
    assert choice == Action("build_village", (spot,))


def test_expert_withdraws_when_only_a_useless_counter_comes_back():
    state, _spot = _one_swap_from_a_village()
    expert = ExpertAI(0, 1, budget=5.0)
    send_offer(state, expert)
    # seat 1 counters: it wants both the wood and the brick for one ore, which builds nothing
    state.responses[1] = R_COUNTER
    state.counters[1] = ((1, 1, 0, 0, 0), (0, 0, 0, 0, 1))
    state.hands[1][4] += 1
    state.bank[4] -= 1
    for s in (2, 3):
        R.apply(state, s, Action("decline_trade"))
    legal = R.legal_actions(state, 0)
    assert Action("confirm_trade", (1,)) in legal
    assert expert.choose(R, R.view(state, 0), 0, legal) == Action("cancel_trade")


def test_expert_makes_no_offer_when_near_the_target():
    state, _spot = _one_swap_from_a_village()
    state.vp_build[0] = state.options["target"] - 2  # players refuse the leader; it does not ask
    expert = ExpertAI(0, 1, budget=5.0)
    choice = expert.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0))
    assert choice.kind != "open_trade"


def test_expert_answers_offers_by_their_worth_and_refuses_a_leader():
    from krownia_helpers import fresh, give, path, put_road, put_village

    def offer_to_seat_0(offerer_points: int):
        state = fresh(seed=3)
        state.current = 1
        put_village(state, 0, 10)
        for e in path(10, 2):
            put_road(state, 0, e)
        give(state, 0, (1, 1, 2, 0, 0))  # seat 0 lacks only a wheat for a village
        give(state, 1, (0, 0, 0, 1, 0))
        state.vp_build[1] = offerer_points
        R.apply(state, 1, Action("open_trade"))
        R.apply(state, 1, Action("offer_give", (3,)))  # a wheat
        R.apply(state, 1, Action("offer_get", (2,)))  # for a sheep
        R.apply(state, 1, Action("offer_send", (-1,)))
        return state

    expert = ExpertAI(0, 1, budget=5.0)
    state = offer_to_seat_0(3)
    assert expert.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0)) == Action("accept_trade")
    state = offer_to_seat_0(state.options["target"] - 1)
    assert expert.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0)) != Action("accept_trade")


def test_expert_searches_on_the_clock_it_is_given():
    """Tools pass a CPU clock so a busy machine cannot cut the search short; the expert must read only it."""
    state = play_hard_until(5, lambda s: s.phase == MAIN and s.turn >= 12 and sum(s.hands[s.current]) >= 4)
    assert state is not None
    seat = state.current
    legal = R.legal_actions(state, seat)
    reads = []

    def frozen() -> float:
        reads.append(1)
        return 0.0  # time never passes: the search runs to its full width and depth

    picks = {ExpertAI(seat, 5, clock=frozen).choose(R, R.view(state, seat), seat, legal) for _ in range(2)}
    assert reads
    assert len(picks) == 1 and picks <= set(legal)
    ticks = itertools.count()
    late = ExpertAI(seat, 5, clock=lambda: float(next(ticks)))  # every read is a second later: out of time at once
    assert late.choose(R, R.view(state, seat), seat, legal) in legal
