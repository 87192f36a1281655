"""KROWNIA: build roads, villages and towns on an island; first to the victory target wins."""

from __future__ import annotations

from baraza.game.core.agent import Agent
from baraza.game.core.spec import GameSpec
from baraza.game.krownia.rules import KrowniaRules

RULES = KrowniaRules()


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """An AI seat: level is "easy", "normal", "hard" or "expert" (a search over a value function)."""
    if level == "expert":  # the expert, with the Hint's own `hint` in an offer dialog (hint_expert.py, s38)
        from baraza.game.krownia.hint_expert import make_hint_expert

        return make_hint_expert(seat, seed)
    from baraza.game.krownia.ai import make_agent as make

    return make(level, seat, seed)


def replay_line(match, line, viewer: int | None) -> str | None:
    """A log line with the words the live table added to it (replay_words.py: an AI's reason to decline)."""
    # the AI's judgement behind the words: imported when a replay asks, never with the rules
    from baraza.game.krownia.replay_words import replay_line as words

    return words(match, line, viewer)


SPEC = GameSpec(
    rules=RULES,
    chance=True,
    hidden_information=True,
    playout_moves_per_second=8000,  # analysis: play-outs on a budget of moves (budgeted_playouts)
    menu_order=20,
    blurb="Settle an island of 19 hexes: roads, villages, towns, trades and a pirate. First to 10 points.",
    agent_factory=make_agent,
    ai_levels=("easy", "normal", "hard", "expert"),
    table="baraza.scenes.krownia",
    hint_level="expert",
    replay_line=replay_line,
)
