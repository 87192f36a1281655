"""What a Kona player may do now, in words: the phrases of the table's "You can: …" line."""

from __future__ import annotations

from collections.abc import Sequence

from baraza.game.core.action import Action


def summarize_actions(view, seat: int, legal: Sequence[Action]) -> list[str]:
    """Moving a top piece (how far it goes) and, under the pie rule, swapping colours."""
    phrases: list[str] = []
    starts = sorted({a.args[0] for a in legal if a.kind == "move"})
    if starts:
        first = view.to_move is not None and view.first_move_pending[view.to_move]
        if first and len(legal) == 1 and view.move_number == 0:
            a = legal[0]
            phrases.append(f"play the first move drawn by lot, {a.args[0]} to {a.args[1]}")
        elif first:
            phrases.append("move one of your pieces 1, 2 or 3 squares (your first move)")
        elif len(starts) == 1:
            # "exactly", as the lesson says: "as far as" read as "up to" (kona17)
            phrases.append(f"move your top piece on {starts[0]}, exactly as many squares as its tower is tall"
                           + _blocked_note(view, 1))
        else:
            phrases.append(f"move one of your {len(starts)} top pieces, exactly as many squares as its tower is tall"
                           + _blocked_note(view, len(starts)))
    if any(a.kind == "swap" for a in legal):
        phrases.append("swap colours and take White's place (pie rule)")
    return phrases


def _blocked_note(view, movable: int) -> str:
    """", the other 1 is blocked" when some of the mover's top pieces cannot move: the players' panel counts every top
    piece ("3 on top"), and "your 2 top pieces" beside it read as a contradiction (a playtest)."""
    colour = view.to_move
    tops = sum(1 for stack in view.stacks.values() if stack and stack[-1] == colour)
    blocked = tops - movable
    if blocked <= 0:
        return ""
    return f" (the other {blocked} {'is' if blocked == 1 else 'are'} blocked)"
