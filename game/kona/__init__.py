"""Kona: stacks of three, moves as long as the stack is tall, three in a row on top wins."""

from baraza.game.kona.agent import make_agent
from baraza.game.kona.rules import RULES, KonaRules, KonaState, KonaView, path_squares

__all__ = ["RULES", "KonaRules", "KonaState", "KonaView", "make_agent", "path_squares"]
