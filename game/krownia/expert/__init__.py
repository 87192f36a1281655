"""KROWNIA's expert AI: determinised search over its own turn with a value function tuned by self-play."""

from baraza.game.krownia.expert.agent import ExpertAI, make_expert

__all__ = ["ExpertAI", "make_expert"]
