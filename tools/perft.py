"""Kona perft: how many move sequences of exactly d moves exist from the start position.

    python tools/perft.py --depth 5 [--time]

prints one line `d count` for d = 1..depth (and the CPU time with --time). A finished match (a
line on the board, a side with no move, or a third repetition) has no further moves, so sequences
stop there and count only at their own depth.

Runs on the search's bitboards (game.kona.bitboard) with make/unmake on one position. The last ply
is counted, not played ("bulk counting"): every legal move from a position one ply short of the
horizon is a sequence of full length whatever it leads to, so only the number of moves is needed,
and that is a popcount per lone piece. tests/kona/test_kona_perft.py holds this count to a plain
brute force written independently inside the test.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a fresh checkout

from baraza.game.kona.bitboard import extras_hash, line_through, move_count  # noqa: E402
from baraza.game.kona.rules import NO_SQUARE, TOP, WHITE, initial_board  # noqa: E402
from baraza.game.kona.search import Search  # noqa: E402


def perft(depth: int) -> list[int]:
    """Counts for depths 1..depth from the start position."""
    counts = [0] * (depth + 1)
    pos = Search(initial_board(), WHITE, [True, True], NO_SQUARE)
    board, masks, pending = pos.board, pos.masks, pos.pending
    seen: dict[int, int] = {pos.root_hash(): 1}

    def walk(side: int, ply: int, h: int) -> None:
        counts[ply] += 1
        if ply == depth:
            return
        if ply == depth - 1:
            if pending[side]:
                counts[depth] += len(pos.moves(side))
            else:
                counts[depth] += move_count(masks, side)
            return
        opp = 1 - side
        old_extras = extras_hash(pending, pos.forbidden)
        for f, t in pos.moves(side):
            undo = pos.make(side, f, t)
            # A position already on the board had no line (or the game would have ended), so a
            # new line must run through one of the two squares that changed.
            top_f = TOP[board[f]]
            if line_through(masks[side], t) or (top_f >= 0 and line_through(masks[top_f], f)):
                counts[ply + 1] += 1
            else:
                nh = pos.child_hash(h, f, t, undo, old_extras)
                n = seen.get(nh, 0) + 1
                if n >= 3:
                    counts[ply + 1] += 1  # drawn by repetition: a leaf
                else:
                    seen[nh] = n
                    walk(opp, ply + 1, nh)
                    seen[nh] = n - 1
            pos.unmake(side, f, t, undo)

    walk(WHITE, 0, pos.root_hash())
    return counts[1:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Count Kona move sequences from the start position.")
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--time", action="store_true", help="also print the CPU seconds taken")
    args = parser.parse_args(argv)
    start = time.process_time()
    counts = perft(args.depth)
    seconds = time.process_time() - start
    for d, count in enumerate(counts, start=1):
        print(f"{d} {count}")
    if args.time:
        print(f"cpu {seconds:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
