"""Kona AI (placeholder until the search lands)."""

from __future__ import annotations

from game.core.agent import Agent, RandomAgent


def make_agent(level: str, seat: int, seed: int) -> Agent:
    return RandomAgent(seed * 31 + seat)
