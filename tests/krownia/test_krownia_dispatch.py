"""KROWNIA dispatches by explicit tables, not by looking names up: the rules' action handlers and the AI's
deciders per phase are dicts of named functions, and they cover every action kind and phase."""

from __future__ import annotations

from baraza.game.krownia import constants as C
from baraza.game.krownia import rules as R
from baraza.game.krownia.ai import PHASE_DECIDERS, KrowniaAI


def test_every_handler_of_the_rules_is_in_the_table():
    handlers = {name: value for name, value in vars_of(R.KrowniaRules).items() if name.startswith("_do_")}
    assert {f"_do_{kind}" for kind in R._HANDLERS} == set(handlers)
    assert all(R._HANDLERS[name[4:]] is fn for name, fn in handlers.items())


def test_every_phase_but_the_end_has_an_ai_decider():
    phases = {C.SETUP_VILLAGE, C.SETUP_ROAD, C.ROLL, C.MAIN, C.DISCARD, C.MOVE_PIRATE, C.STEAL, C.ROAD_BUILDING,
              C.YEAR_OF_PLENTY, C.TRADE_COMPOSE, C.TRADE_PENDING}
    assert set(PHASE_DECIDERS) == phases
    assert all(decide.__qualname__.startswith("KrowniaAI.") for decide in PHASE_DECIDERS.values())
    assert all(callable(getattr(KrowniaAI, decide.__name__)) for decide in PHASE_DECIDERS.values())


def vars_of(cls) -> dict:
    """Every attribute along the class's bases (the handlers live in the rules' parts)."""
    out: dict = {}
    for klass in reversed(cls.__mro__):
        out.update(vars(klass))
    return out
