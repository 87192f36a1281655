"""Kona: stacks of three, moves as long as the stack is tall, three in a row on top wins."""

from __future__ import annotations

from baraza.game.core.agent import Agent
from baraza.game.core.spec import GameSpec
from baraza.game.kona.rules import RULES, KonaRules, KonaState, KonaView, path_squares


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """An AI seat of the given level (the search tables are built on first use, not at import)."""
    from baraza.game.kona.agent import make_agent as make

    return make(level, seat, seed)


def hint_verdict(view: KonaView, seconds: float, agent: Agent | None = None) -> str | None:
    """The solver's proven verdict for the Hint, from the analysis judge's own budget so that it agrees with the
    hinted move (game.kona.analysis; the solver loads only when a hint asks). `agent`: the Hint's agent, whose
    judge memo (KonaAgent.judge_memo) holds the judgement behind the move just hinted."""
    from baraza.game.kona.analysis import hint_verdict as verdict

    return verdict(view, seconds, memo=getattr(agent, "judge_memo", None))


SPEC = GameSpec(
    rules=RULES,
    chance=False,
    hidden_information=False,
    menu_order=10,
    blurb="Stack and slide: a tower's height is how far its top piece travels. Three tops in a row wins.",
    agent_factory=make_agent,
    ai_levels=("easy", "normal", "hard", "expert"),
    table="baraza.scenes.kona",
    hint_verdict=hint_verdict,
)

__all__ = ["RULES", "SPEC", "KonaRules", "KonaState", "KonaView", "make_agent", "path_squares"]
