"""Kona perft: how many move sequences of exactly d moves exist from the start position.

    python tools/perft.py --depth 4

prints one line `d count` for d = 1..depth. A finished match (a line on the board, a side with no
move, or a third repetition) has no further moves, so sequences stop there and count only at their
own depth. Uses the rules module's fast move generator with make/unmake on one board.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a fresh checkout

from baraza.game.kona.rules import (  # noqa: E402
    BLACK,
    NO_SQUARE,
    POP,
    PUSH,
    WHITE,
    generate_moves,
    has_line_through,
    initial_board,
    position_key,
)


def perft(depth: int) -> list[int]:
    """Counts for depths 1..depth from the start position."""
    counts = [0] * (depth + 1)
    board = initial_board()
    pending = [True, True]
    seen: dict[tuple, int] = {position_key(board, WHITE, pending, NO_SQUARE): 1}

    def walk(side: int, forbidden: int, ply: int) -> None:
        counts[ply] += 1
        if ply == depth:
            return
        first = pending[side]
        moves = generate_moves(board, side, first, forbidden if side == BLACK else NO_SQUARE)
        for f, t in moves:
            old_f, old_t = board[f], board[t]
            board[f] = POP[old_f]
            board[t] = PUSH[old_t][side]
            pending[side] = False
            if side == WHITE and first:
                next_forbidden = t
            elif side == BLACK and first:
                next_forbidden = NO_SQUARE
            else:
                next_forbidden = forbidden
            # A position already on the board had no line (or the game would have ended), so a
            # new line must run through one of the two squares that changed.
            if has_line_through(board, side, (f, t)) or has_line_through(board, 1 - side, (f,)):
                counts[ply + 1] += 1
            else:
                key = position_key(board, 1 - side, pending, next_forbidden)
                n = seen.get(key, 0) + 1
                if n >= 3:
                    counts[ply + 1] += 1  # drawn by repetition: a leaf
                else:
                    seen[key] = n
                    walk(1 - side, next_forbidden, ply + 1)
                    seen[key] = n - 1
            pending[side] = first
            board[f], board[t] = old_f, old_t

    walk(WHITE, NO_SQUARE, 0)
    return counts[1:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Count Kona move sequences from the start position.")
    parser.add_argument("--depth", type=int, default=3)
    args = parser.parse_args(argv)
    for d, count in enumerate(perft(args.depth), start=1):
        print(f"{d} {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
