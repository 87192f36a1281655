"""Khedu AI (placeholder, replaced below)."""

from __future__ import annotations

import random
from typing import Any

from game.core.action import Action
from game.core.agent import Agent


class KheduAgent(Agent):
    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.label = f"Khedu AI ({level})"

    def choose(self, rules: Any, view: Any, seat: int, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]
