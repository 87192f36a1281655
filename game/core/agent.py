"""Seats: a human and an AI share one interface and both see only views.

An agent is asked to choose when its seat is active. AI agents answer from `choose`; a human agent
has no answer of its own (the scene collects the player's intent and submits it to the match).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.rules import Rules


@dataclass(frozen=True)
class Explained:
    """A hint's words with what they mean as data (a game's own, picklable: it crosses the AI worker's pipe), for
    the table to read back without parsing the sentence: the build a hint keeps cards for, an offer's cards."""
    text: str
    facts: Any = None


class Agent(ABC):
    """One seat's decision maker. `is_human` agents are driven by the user interface."""

    is_human = False
    label = "agent"
    needs_view = True  # False: choose() ignores the view, so the arena need not build one
    picks_from_legal = False  # True: choose() returns an item of `legal` itself and needs no view or timing

    @abstractmethod
    def choose(self, rules: Rules, view: Any, seat: int, legal: list[Action]) -> Action:
        """Pick one of `legal` (never empty) for `seat`, knowing only `view`."""

    def explain(self, view: Any, action: Action) -> str | None:
        """What the action just chosen is for, in a few words, when the action alone does not say (a hint to
        "offer a trade" names the trade); None by default."""
        return None

    def explained(self, view: Any, action: Action) -> Explained | None:
        """`explain`'s words with what they mean as data, as the table's Hint takes them from the AI worker (a game
        whose table reads a hint's goal or offer overrides this; the words alone by default)."""
        words = self.explain(view, action)
        return None if words is None else Explained(words)


class HumanAgent(Agent):
    is_human = True
    label = "Human"

    def choose(self, rules: Rules, view: Any, seat: int, legal: list[Action]) -> Action:
        raise RuntimeError("a human seat is driven by the interface, not asked to choose")


class RandomAgent(Agent):
    """Uniform over the legal actions, from its own rng (never the match's)."""

    label = "Random"
    needs_view = False
    picks_from_legal = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, rules: Rules, view: Any, seat: int, legal: list[Action]) -> Action:
        # random() is one C call; randrange() is several Python frames, and random games run millions.
        return legal[int(self.rng.random() * len(legal))]
