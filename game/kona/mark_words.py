"""Why the judge marked a Kona move, in words a player can check on the board (the replay caption's "Why: …").

A tester saw marks with only the numbers beside them (issue 41). The words are the Hint's (hint_reason.py), so Hint
and Analysis say the same of a move: first what the played move let the other side do (a line it left open), else
what the judge's better move would have done.
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.kona.hint_reason import hint_reason
from baraza.game.kona.rules import COLOUR_NAMES, square_index
from baraza.game.kona.threats import (
    board_of,
    board_threats,
    landing_squares,
    moved,
    next_moves,
    squares_words,
)


def mark_reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """Why `seat` playing `action` in `state` was marked, against the judge's `best`; None when the board shows
    nothing more than the chance the move cost (a deep loss the search saw)."""
    try:
        view = rules.view(state, seat)
        left = _left_open(view, seat, action)
        if left:
            return left
        if best is None or best == action:
            return None
        why = hint_reason(view, best)
        # "a6 → b6 stops Black's line on c1": the Hint's "it stops …" with the move in place of "it"
        return f"{best.args[0]} → {best.args[1]} {why[3:]}" if why and why.startswith("it ") else why
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        return None  # a position these words do not fit: the caption keeps its numbers


def _left_open(view: Any, me: int, action: Action) -> str | None:
    """"it left White a line on c3" when the other side can make a line of three right after `action`."""
    if action.kind != "move":
        return None
    other = 1 - me
    after = moved(board_of(view), square_index(action.args[0]), square_index(action.args[1]), me)
    theirs = landing_squares(board_threats(after, other, next_moves(view, other, after)))
    return f"it left {COLOUR_NAMES[other]} a line of three on {squares_words(theirs)}" if theirs else None
