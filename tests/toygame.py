"""A tiny dice race used to test the shared machinery with chance moves.

Two seats; on a turn a seat either 'step's 1 (no dice) or 'roll's a die and advances by it. First to 10
wins. Registered under the name "toy" by the tests that need it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from baraza.game.core.action import Action
from baraza.game.core.rules import Event, MatchResult, Rules, new_rng
from baraza.game.core.spec import GameSpec


@dataclass
class ToyState:
    rng: random.Random
    pos: list[int] = field(default_factory=lambda: [0, 0])
    to_move: int = 0
    turns: int = 0


class ToyRules(Rules):
    name = "toy"
    title = "Toy race"

    def initial_state(self, options, seed, num_seats):
        return ToyState(new_rng(seed))

    def active_seats(self, state):
        return (state.to_move,)

    def legal_actions(self, state, seat):
        return [Action("step"), Action("roll")]

    def apply(self, state, seat, action):
        if action.kind == "roll":
            n = state.rng.randint(1, 6)
            text = f"Seat {seat} rolled {n}"
        else:
            n = 1
            text = f"Seat {seat} stepped"
        state.pos[seat] += n
        state.turns += 1
        state.to_move = 1 - seat
        return [Event("roll" if action.kind == "roll" else "step", seat, {"n": n}, text)]

    def view(self, state, seat):
        return {"pos": tuple(state.pos), "to_move": state.to_move}

    def is_terminal(self, state):
        return max(state.pos) >= 10

    def result(self, state):
        winners = tuple(i for i in range(2) if state.pos[i] >= 10)
        return MatchResult(winners, tuple(float(p) for p in state.pos))

    def clone(self, state):
        rng = random.Random()
        rng.setstate(state.rng.getstate())
        return ToyState(rng, list(state.pos), state.to_move, state.turns)

    def turn_number(self, state):
        return state.turns


RULES = ToyRules()


def make_agent(level, seat, seed):
    from baraza.game.core.agent import RandomAgent

    return RandomAgent(seed + seat)


SPEC = GameSpec(rules=RULES, blurb="A dice race for tests.", agent_factory=make_agent, chance=True,
                hidden_information=False)
