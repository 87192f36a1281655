"""Tic-tac-toe rules on the shared protocol (no randomness, no hidden information)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from baraza.game.core.action import Action
from baraza.game.core.agent import Agent
from baraza.game.core.rules import Event, MatchResult, Rules, new_rng

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
MARKS = ("X", "O")


@dataclass
class TicTacToeState:
    rng: random.Random
    cells: list[int] = field(default_factory=lambda: [-1] * 9)  # -1 empty, else the seat
    to_move: int = 0
    moves: int = 0


def winner(cells: list[int] | tuple[int, ...]) -> int | None:
    for a, b, c in LINES:
        if cells[a] != -1 and cells[a] == cells[b] == cells[c]:
            return cells[a]
    return None


class TicTacToeRules(Rules[TicTacToeState, tuple]):
    name = "tictactoe"
    title = "Tic-tac-toe"

    def seat_names(self, num_seats: int) -> list[str]:
        return list(MARKS[:num_seats])

    def initial_state(self, options, seed, num_seats):
        return TicTacToeState(new_rng(seed))

    def active_seats(self, state):
        return () if self.is_terminal(state) else (state.to_move,)

    def legal_actions(self, state, seat):
        if self.is_terminal(state) or seat != state.to_move:
            return []
        return [Action("mark", (i,)) for i in range(9) if state.cells[i] == -1]

    def apply(self, state, seat, action):
        cell = action.args[0]
        state.cells[cell] = seat
        state.moves += 1
        state.to_move = 1 - seat
        return [Event("mark", seat, {"cell": cell}, f"{MARKS[seat]} marks square {cell + 1}")]

    def view(self, state, seat):
        return tuple(state.cells)

    def is_terminal(self, state):
        return winner(state.cells) is not None or state.moves == 9

    def result(self, state):
        win = winner(state.cells)
        return MatchResult(() if win is None else (win,), tuple(1.0 if win == s else 0.0 for s in range(2)),
                           "three in a row" if win is not None else "the grid is full")

    def clone(self, state):
        rng = random.Random()
        rng.setstate(state.rng.getstate())
        return TicTacToeState(rng, list(state.cells), state.to_move, state.moves)

    def turn_number(self, state):
        return state.moves

    def describe_action(self, state, seat, action):
        return f"mark square {action.args[0] + 1}" if action.args else str(action)

    def result_lines(self, state):
        return [f"{state.moves} marks on the grid"]


RULES = TicTacToeRules()


class FirstFreeAgent(Agent):
    """Takes the first free square: weak and predictable, which is what a test wants."""

    def choose(self, rules, view, seat, legal):
        return legal[0]


def make_agent(level: str, seat: int, seed: int) -> Agent:
    return FirstFreeAgent()
