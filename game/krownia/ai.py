"""placeholder"""
from game.core.agent import RandomAgent
def make_ai(level, seat, seed):
    return RandomAgent(seed)
