"""Why the judge marked a Konja move, in the Hint's words (the replay caption's "Why: …"): what the judge's better
move would have made or kept, as the Hint would say it, so Hint and Analysis speak of a move alike (issue 41)."""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.konja.hint_words import hint_words


def mark_reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """The better move's reason in the Hint's words (the caption names the move just before), or None."""
    if best is None or best == action:
        return None
    try:
        words = hint_words(rules.view(state, seat), best)
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        return None
    return words or None
