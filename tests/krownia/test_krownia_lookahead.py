"""The expert's look past the end of its turn (game/krownia/expert/lookahead.py)."""

from __future__ import annotations

import itertools
import random

from krownia_helpers import fresh, give, play_whole_game, put_village

from baraza.game.krownia import board as B
from baraza.game.krownia.expert import ExpertAI
from baraza.game.krownia.expert.lookahead import NextTurn, income_table
from baraza.game.krownia.expert.value import Evaluator, load_weights
from baraza.game.krownia.rules import MAIN, TERRAIN_RESOURCE, KrowniaRules

R = KrowniaRules()


def _tick_clock():
    reads = itertools.count()
    return lambda: next(reads) * 1e-3


def _numbered_hex(state):
    return next(h for h, n in enumerate(state.numbers) if n)


def test_income_pays_villages_once_towns_twice_and_the_pirate_hex_nothing():
    state = fresh()
    h = _numbered_hex(state)
    corners = B.HEX_CORNERS[h]
    put_village(state, 0, corners[0])
    put_village(state, 0, corners[3], level=2)
    r = TERRAIN_RESOURCE[state.terrain[h]]
    state.pirate = -1 if state.pirate == h else state.pirate
    assert income_table(state, 0)[state.numbers[h]][r] >= 3  # other hexes of those corners may share the number
    state.pirate = h
    paid = income_table(state, 0)[state.numbers[h]][r]
    state.pirate = -1
    assert income_table(state, 0)[state.numbers[h]][r] - paid == 3


def _look(state, rolls_seed: int = 1) -> NextTurn:
    ev = Evaluator(state, 0, 0, load_weights())
    return NextTurn(R, ev, _tick_clock(), random.Random(rolls_seed))


def test_the_next_turn_starts_with_the_round_income_and_a_seven_halves_a_big_hand():
    state = fresh()
    h = _numbered_hex(state)
    put_village(state, 0, B.HEX_CORNERS[h][0])
    state.pirate = -1
    r = TERRAIN_RESOURCE[state.terrain[h]]
    look = _look(state)
    start = look._next_turn_start(state, [state.numbers[h]] * 4)
    assert start.hands[0][r] >= 4 and start.phase == MAIN and start.current == 0 and not start.dev_played
    assert state.hands[0] == [0] * 5  # the end of turn itself is untouched
    give(state, 0, (3, 3, 3, 0, 0))
    assert sum(look._next_turn_start(state, [7]).hands[0]) == 5  # nine cards, four dropped
    small = fresh()
    give(small, 0, (2, 2, 3, 0, 0))
    assert sum(_look(small)._next_turn_start(small, [7]).hands[0]) == 7  # at the limit nothing goes


def test_every_end_is_scored_on_the_same_dice_and_a_win_stays_a_win():
    state = fresh()
    put_village(state, 0, B.HEX_CORNERS[_numbered_hex(state)][0])
    richer = R.clone(state)
    give(richer, 0, (1, 1, 1, 1, 0))  # a village's cards in hand
    won = R.clone(state)
    won.winner = 0
    scores = _look(state).score({"poor": state, "rich": richer, "won": won}, deadline=0.0)
    assert scores["rich"] > scores["poor"]
    assert scores["won"] >= 1e5


def test_an_expert_with_the_look_ahead_makes_only_legal_choices_in_a_whole_game():
    from baraza.game.krownia.ai import KrowniaAI

    seed = 6
    agents = {s: KrowniaAI("hard", s, seed) for s in range(4)}
    agents[1] = ExpertAI(1, seed, budget=0.02, clock=_tick_clock(), lookahead=3)
    chosen = []
    play_whole_game(seed, agents, lambda _s, seat, a: chosen.append(a.kind) if seat == 1 else None)
    assert "build_village" in chosen or "build_town" in chosen
