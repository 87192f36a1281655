"""krownia20: a turn ended where the judge's better move was "Offer a trade to players" said nothing of the offer.
The mark's Why names it, as the Hint's level would make it: "better: offer 1 Wood for 1 Wheat to everyone"."""

from __future__ import annotations

from krownia_helpers import R, fresh, give, path, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia.mark_words import mark_reason


def test_a_better_offer_is_named_with_its_cards() -> None:
    state = fresh(seed=7)
    start = next(c for c in range(54) if len(path(c, 2)) == 2)
    put_village(state, 0, start)
    for e in path(start, 2):
        put_road(state, 0, e)
    give(state, 0, (2, 1, 1, 0, 0))  # a village short of 1 Wheat, a spare Wood
    give(state, 1, (0, 0, 0, 3, 0))  # Blue is seen to hold Wheat
    said = mark_reason(R, state, 0, Action("end_turn"), Action("open_trade"))
    assert said is not None and said.startswith("better: offer 1 Wood for 1 Wheat to "), said
    assert said.endswith("toward a village"), said
