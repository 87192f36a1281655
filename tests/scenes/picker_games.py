"""Extra toy games for the picker tests: tic-tac-toe, the dice race, and variants of tic-tac-toe under other
names, titles and blurbs, all registered through the public API only."""

from __future__ import annotations

import copy
import dataclasses
import sys
import types
from contextlib import ExitStack, contextmanager

from plugin_dist import installed_game

LONG_BLURB = ("A long blurb for a game with much to say: it has several sentences, each of them whole. "
              "The picker must wrap it and never cut it in the middle of one. A third sentence adds more. "
              "A fourth sentence follows the third. And a fifth ends the blurb well past six lines on a card.")
VARIANTS = [
    ("ttt_long", "Noughts and Crosses of the Long Title", LONG_BLURB),
    ("ttt_short", "Tiny", "Short."),
]


def _variant_module(name: str, title: str, blurb: str) -> str:
    from tictactoe import SPEC

    rules = copy.copy(SPEC.rules)
    rules.name, rules.title = name, title
    module = types.ModuleType(f"picker_{name}")
    module.SPEC = dataclasses.replace(SPEC, rules=rules, blurb=blurb)
    sys.modules[module.__name__] = module
    return module.__name__


@contextmanager
def extra_games(count: int = 4):
    """Register `count` (up to 4) extra games after the shipped ones; yields their names."""
    plans = [("tictactoe", "tictactoe"), ("toy", "toygame")]
    plans += [(name, _variant_module(name, title, blurb)) for name, title, blurb in VARIANTS]
    with ExitStack() as stack:
        for name, module in plans[:count]:
            stack.enter_context(installed_game(name, module))
        yield [name for name, _ in plans[:count]]
