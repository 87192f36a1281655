"""When a Hint kept on the player's busy turn comes, in KROWNIA's words (the mechanism: scenes/table/early_hint.py).

After the player's 7 the AI seats discard, a card a move, each shown for its caption's time: some five seconds
before the Pirate's prompt comes. A blind tester clicked Hint a moment after the roll and the greyed button seemed
to swallow it (s33). The toast names who still discards ("Your hint comes once Blue has discarded.")."""

from __future__ import annotations

from baraza.game.krownia.rules import KrowniaView


def early_hint_words(view: KrowniaView, seat: int) -> str:
    """The table's `early_hint_words` hook: "once Red and Blue have discarded", or "" (the shared words)."""
    owing = [view.names[p.seat] for p in view.players if p.discard_owed and p.seat != seat]
    if not owing:
        return ""
    return f"once {' and '.join(owing)} {'has' if len(owing) == 1 else 'have'} discarded"
