"""Konja's expert AI: the hard AI's Bones search plus a determinised look-ahead over the whole turn
for the Ancestor choice."""

from baraza.game.konja.expert.agent import ExpertAgent, make_expert

__all__ = ["ExpertAgent", "make_expert"]
