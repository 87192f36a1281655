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
            phrases.append(f"move your top piece on {starts[0]}, as far as its tower is tall")
        else:
            phrases.append(f"move one of your {len(starts)} top pieces, as far as its tower is tall")
    if any(a.kind == "swap" for a in legal):
        phrases.append("swap colours and take White's place (pie rule)")
    return phrases


def why_not_landing(view, start: str, end: str) -> str:
    """Why the top piece on `start` cannot land on `end`, in one sentence a new player can act on."""
    from baraza.game.kona.rules import MAX_HEIGHT, path_squares  # the rules import this module's words

    try:
        between = path_squares(start, end)
    except ValueError:
        return "That piece cannot land there: pieces move in a straight line (a row, a column or a diagonal)."
    mover = view.to_move if view.to_move is not None else 0
    first = view.first_move_pending[mover]
    height = len(view.stacks[start])
    distance = len(between) + 1
    forbidden = view.forbidden_square
    if forbidden and (forbidden == end or forbidden in between):
        return (f"That piece cannot land there: Black's first move may not land on or pass over {forbidden} "
                "(the red X), where White's first move landed.")
    if first and distance > 3 and distance != height:
        return "That piece cannot land there: a first move goes 1, 2 or 3 squares (or as far as its tower is tall)."
    if not first and distance != height:
        squares = "square" if height == 1 else "squares"
        return (f"That piece cannot land there: the tower on {start} is {height} tall, so its top piece moves "
                f"exactly {height} {squares} (that is {distance}).")
    blocking = [s for s in between if view.stacks[s]]
    if blocking:
        return f"That piece cannot land there: {blocking[0]} is in the way, and pieces never jump over towers."
    if len(view.stacks[end]) >= MAX_HEIGHT:
        return f"That piece cannot land there: {end} is already {MAX_HEIGHT} tall, and nothing lands on a full tower."
    return "That piece cannot land there."
