"""Perft: tools/perft.py and the rules API against a slow, independent brute force."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

from baraza.game.kona import RULES

ROOT = Path(__file__).resolve().parents[2]


def _brute_force(depth: int) -> list[int]:
    """A from-scratch Kona written as plainly as possible: dict of (file, rank) -> list of colours."""
    board: dict[tuple[int, int], list[str]] = {(f, r): [] for f in range(6) for r in range(6)}
    board[(0, 5)] = ["W", "B", "W"]
    board[(5, 0)] = ["W", "B", "W"]
    board[(5, 5)] = ["B", "W", "B"]
    board[(0, 0)] = ["B", "W", "B"]
    steps = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]

    # every run of three neighbouring cells in a row, column or diagonal, found by brute force
    triples = []
    for (x, y) in board:
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            cells = [(x + k * dx, y + k * dy) for k in range(3)]
            if all(c in board for c in cells):
                triples.append(cells)

    def has_line(colour: str) -> bool:
        return any(all(board[c] and board[c][-1] == colour for c in cells) for cells in triples)

    def moves(colour: str, first: bool, avoid: tuple[int, int] | None) -> list:
        found = []
        for (x, y), stack in board.items():
            if not stack or stack[-1] != colour:
                continue
            distances = {1, 2, 3, len(stack)} if first else {len(stack)}
            for dx, dy in steps:
                for dist in distances:
                    path = [(x + k * dx, y + k * dy) for k in range(1, dist)]
                    dest = (x + dist * dx, y + dist * dy)
                    if dest not in board or len(board[dest]) >= 3:
                        continue
                    if any(board[p] for p in path):
                        continue
                    if avoid is not None and (dest == avoid or avoid in path):
                        continue
                    found.append(((x, y), dest))
        return found

    counts = [0] * (depth + 1)

    def walk(colour: str, pending: dict, avoid, ply: int) -> None:
        counts[ply] += 1
        if ply == depth:
            return
        other = "B" if colour == "W" else "W"
        for src, dest in moves(colour, pending[colour], avoid if colour == "B" else None):
            piece = board[src].pop()
            board[dest].append(piece)
            new_pending = dict(pending, **{colour: False})
            new_avoid = dest if colour == "W" and pending["W"] else (None if colour == "B" else avoid)
            if has_line(colour) or has_line(other):
                counts[ply + 1] += 1  # the match is over: a leaf
            else:
                walk(other, new_pending, new_avoid, ply + 1)
            board[dest].pop()
            board[src].append(piece)

    walk("W", {"W": True, "B": True}, None, 0)
    return counts[1:]


def _api_perft(depth: int) -> list[int]:
    counts = [0] * (depth + 1)

    def walk(state, ply: int) -> None:
        counts[ply] += 1
        if ply == depth or RULES.is_terminal(state):
            return
        seat = state.to_move
        for action in RULES.legal_actions(state, seat):
            child = RULES.clone(state)
            RULES.apply(child, seat, action)
            walk(child, ply + 1)

    walk(RULES.initial_state({}, 0, 2), 0)
    return counts[1:]


def _load_tool():
    spec = importlib.util.spec_from_file_location("kona_perft_tool", ROOT / "tools" / "perft.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_perft_matches_brute_force() -> None:
    expected = _brute_force(3)
    assert expected[0] == 18
    assert _load_tool().perft(3) == expected
    assert _api_perft(3) == expected


def test_perft_tool_runs_from_the_command_line(tmp_path) -> None:
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "perft.py"), "--depth", "3"],
        cwd=tmp_path, capture_output=True, text=True, timeout=60, check=True,
    ).stdout
    assert out.split("\n")[:3] == ["1 18", "2 438", "3 5060"]


def test_bitboard_move_counts_match_the_rules() -> None:
    """The perft tool's last ply counts moves without listing them: the count must be the list's length."""
    import random

    from baraza.game.kona.bitboard import count_moves, list_moves, top_masks

    rng = random.Random(4)
    for game in range(25):
        state = RULES.initial_state({}, game, 2)
        while not RULES.is_terminal(state):
            side = state.to_move
            legal = RULES.legal_actions(state, side)
            if not state.first_pending[side]:
                masks = top_masks(state.board)
                count, reach = count_moves(state.board, masks, side)
                assert count == len(legal) == len(list_moves(state.board, masks, side))
                targets = {a.args[1] for a in legal}
                assert reach == sum(1 << (int(s[1]) - 1) * 6 + "abcdef".index(s[0]) for s in targets)
            RULES.apply(state, side, legal[rng.randrange(len(legal))])
