"""A position whose Hint's move draws nothing is worth what the position after that move is worth (konja18).

A blind tester spent the Spirit token on Oodoo as the Hint advised, no die thrown, and the chart fell 61 -> 48 %.
Both positions were play-out estimates of their own: the play-outs' seats (the quick level) never spend the token at
the Ancestor phase, so the position before read the quick level's own line, the one after the Hint's, a few points
lower on the whole (55 against 50 % over a dozen seeds); and each estimate swung some ±5 points with its seed
(the record's seed put the two 14 points apart). Neither is a fall the player made.

The judge's best move is the Hint's (analysis_hint.py), so the judge now reads a position whose Hint's move is
dice-free (`dice_free_child`: no die thrown, no card drawn, the match not over) as the position after that move:
the chart stays level on such a move, exactly, and a different move is weighed against the Hint's by play-outs of
the two positions after them on the same seeds (the judge seeds every position's play-outs alike), so the luck
that is shared cancels (common random numbers, as analysis_paired.py does for marks).
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action

MAX_CHAIN = 40  # a run of dice-free Hint's moves followed at most this far (a turn has far fewer)


def dice_free_child(rules: Any, state: Any, seat: int, action: Action) -> Any | None:
    """The position after `seat` plays `action`, when the move drew nothing (the random stream untouched, no
    hidden card seen) and the match goes on; None otherwise."""
    child = rules.clone(state)
    rng = getattr(child, "rng", None)
    drawn = rng.getstate() if rng is not None else None
    events = rules.apply(child, seat, action) or ()
    if rng is not None and rng.getstate() != drawn:
        return None
    if any(e.kind in rules.reveal_events or (e.data or {}).get("hidden_revealed") for e in events):
        return None
    return None if rules.is_terminal(child) else child
