"""Build Kona positions from readable diagrams.

A diagram has six rows, rank 6 first, files a..f left to right. Each square is "." (empty) or the
stack's colours bottom to top as letters: "w", "b", "wb" (Black on White), "bwb", ...
"""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.kona.rules import NO_SQUARE, RULES, KonaState, square_index, stack_code

COLOURS = {"w": 0, "b": 1}


def board_from_diagram(diagram: str) -> list[int]:
    rows = [line.split() for line in diagram.strip().splitlines() if line.strip()]
    assert len(rows) == 6 and all(len(r) == 6 for r in rows), "a diagram is 6 rows of 6 squares"
    board = [0] * 36
    for i, row in enumerate(rows):
        rank = 5 - i
        for file, token in enumerate(row):
            colours = () if token == "." else tuple(COLOURS[ch] for ch in token)
            board[rank * 6 + file] = stack_code(colours)
    return board


def position(diagram: str, to_move: int = 0, first=(False, False), forbidden: str | None = None) -> KonaState:
    return RULES.state_from_board(
        board_from_diagram(diagram), to_move, first,
        square_index(forbidden) if forbidden else NO_SQUARE,
    )


def move(a: str, b: str) -> Action:
    return Action("move", (a, b))


def targets(state: KonaState, square: str) -> set[str]:
    """Landing squares of the legal moves from `square` for the side to move."""
    return {a.args[1] for a in RULES.legal_actions(state, state.to_move) if a.args[0] == square}
