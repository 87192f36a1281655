"""Khedu's expert AI: determinised play-outs by the hard AI of each candidate move, from its view only."""

from baraza.game.khedu.expert.agent import KheduExpert, make_expert

__all__ = ["KheduExpert", "make_expert"]
