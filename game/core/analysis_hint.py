"""The Hint's move, one function for the table's Hint and the analysis' better move (README: "one judge").

A blind tester's Khedu Hint advised an attack the analysis then marked a mistake, its better move another. The two
asked the hint level apart: the table an agent kept for the whole match (its rng moved on by every earlier
decision, seeded by the match), the analysis a fresh agent on its own seed, and the analysis' look one move ahead
could name another move still. Here the hint level's agent is made afresh for each position, seeded by the
mover's view (what the player sees, so no hidden card), and asked its `hint` where it has one, else its choice:
the same position gives the same move at the table, in `baraza analyse` and on any machine or process. No game is
named here.
"""

from __future__ import annotations

import zlib
from typing import Any

from baraza.game.core.action import Action


def hint_seed(view: Any) -> int:
    """A seed the position alone decides: a checksum of the mover's view (its repr, the same in every process;
    Python's own `hash` of a string is not)."""
    return zlib.crc32(repr(view).encode("utf-8"))


def hint_agent(spec: Any, seat: int, view: Any, kind: str | None = None) -> Any:
    """The hint level's agent for this position, made afresh and seeded by the view (`kind`: a seat kind such as
    "ai:hard" for another level, as a test may ask; the table asks the hint level's)."""
    return spec.make_agent(kind or f"ai:{spec.hint_level}", seat, hint_seed(view))


def hint_move(spec: Any, view: Any, seat: int, legal: list[Action], agent: Any = None) -> Action:
    """The move the Hint gives `seat` from `view` among `legal` (the only one when there is one). `agent`: the
    position's agent already made by `hint_agent` (the table asks it for words afterwards)."""
    if len(legal) == 1:
        return legal[0]
    agent = agent if agent is not None else hint_agent(spec, seat, view)
    return getattr(agent, "hint", agent.choose)(spec.rules, view, seat, legal)
