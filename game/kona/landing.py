"""Why a Kona piece cannot land where the player clicked, in words a new player can act on. The table asks its
view (`KonaView.why_not_landing`), which hands in the board's geometry: this module imports no rules."""

from __future__ import annotations


def why_not_landing(view, start: str, end: str, between: tuple[str, ...] | None, max_height: int) -> str:
    """Why the top piece on `start` cannot land on `end` (`between`: the squares passed over, None when the two are
    not in a line), in one sentence a new player can act on."""
    if between is None:
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
        return f"That piece cannot land there: {blocking[0]} is in the way, and pieces never jump over other pieces."
    if len(view.stacks[end]) >= max_height:
        return f"That piece cannot land there: {end} is already {max_height} tall, and nothing lands on a full tower."
    return "That piece cannot land there."
