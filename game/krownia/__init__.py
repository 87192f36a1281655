"""KROWNIA: build roads, villages and towns on an island; first to the victory target wins."""

from __future__ import annotations

from game.core.agent import Agent
from game.krownia.rules import KrowniaRules

RULES = KrowniaRules()
EXTRA_SEAT_CHOICES = (("ai:expert", "AI expert"),)  # offered by the setup screen beside the shared levels
HINT_SEAT_KIND = "ai:expert"  # the Hint key asks the strongest level


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """An AI seat: level is "easy", "normal", "hard" or "expert"."""
    if level == "expert":
        from game.krownia.expert import make_expert

        return make_expert(seat, seed)
    from game.krownia.ai import make_ai

    return make_ai(level, seat, seed)
