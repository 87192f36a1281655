"""The expert's guess at its partners' answers (expert/partners.py) and the offers it makes from it."""

from __future__ import annotations

import random

from krownia_helpers import fresh, give, path, put_road, put_village

from baraza.game.krownia.expert import ExpertAI
from baraza.game.krownia.expert.partners import PartnerModel, _likely_holdings
from baraza.game.krownia.rules import BANK_START, KrowniaRules

R = KrowniaRules()
SHEEP, WHEAT, ORE = 2, 3, 4


def _one(r: int) -> tuple[int, ...]:
    return tuple(1 if k == r else 0 for k in range(5))


def _short_of_a_wheat(partner_cards: tuple[int, ...]):
    """Seat 0 can reach a free spot and holds wood, brick and two sheep: a wheat short of a village.
    Seat 1 holds `partner_cards`; seats 2 and 3 hold nothing."""
    state = fresh(seed=3)
    put_village(state, 0, 10)
    for e in path(10, 2):
        put_road(state, 0, e)
    give(state, 0, (1, 1, 2, 0, 0))
    give(state, 1, partner_cards)
    return state


def test_the_others_hold_together_exactly_what_is_neither_in_the_bank_nor_mine():
    state = _short_of_a_wheat((0, 0, 0, 2, 1))
    model = PartnerModel(R.view(state, 0), 0, random.Random(1))
    for hands in model.deals:
        assert hands[0] == state.hands[0]
        assert [sum(h) for h in hands] == [sum(h) for h in state.hands]
        for r in range(5):
            assert sum(h[r] for h in hands) + state.bank[r] == BANK_START
        assert hands[1] == state.hands[1]  # the only other seat holding cards holds them all


def test_nobody_can_take_an_offer_for_a_kind_the_others_lack():
    state = _short_of_a_wheat((0, 0, 0, 0, 2))  # ore, no wheat anywhere but the bank
    model = PartnerModel(R.view(state, 0), 0, random.Random(1))
    assert model.chance((_one(SHEEP), _one(WHEAT))) == 0.0
    # seat 1 (no buildings, saving for a road) likes a sheep, a kind it lacks, for one of its two ores
    assert model.chance((_one(SHEEP), _one(ORE))) == 1.0


def test_a_partner_near_the_target_is_never_counted_on():
    state = _short_of_a_wheat((0, 0, 0, 2, 0))
    state.vp_build[1] = state.options["target"] - 2
    model = PartnerModel(R.view(state, 0), 0, random.Random(1))
    assert model.chance((_one(SHEEP), _one(WHEAT))) == 0.0


def test_a_likely_counter_offer_counts_toward_an_offer():
    # seat 1 has a road to a free spot and saves for a village, short of a wood and a sheep: a sheep for
    # its wheat leaves it as short as before, so it would counter by asking the wood first
    state = _short_of_a_wheat((0, 1, 0, 1, 0))
    state.road_owner[path(40, 1)[0]] = 1
    model = PartnerModel(R.view(state, 0), 0, random.Random(1))
    wheat_for_sheep = (_one(SHEEP), _one(WHEAT))
    assert model.chance(wheat_for_sheep) == 0.0  # a sheep brings seat 1 nothing it lacks
    wood_for_wheat = ((1, 0, 0, 0, 0), _one(WHEAT))
    gains = {wheat_for_sheep: 50.0, wood_for_wheat: 20.0}
    assert model.expected_gain(wheat_for_sheep, gains) == 20.0


def test_likely_holdings_follow_income_less_what_was_built():
    state = fresh(seed=3)
    put_village(state, 1, 10)
    put_village(state, 1, 30)
    put_village(state, 1, 45)  # a third village was paid for
    state.earned[1] = [3, 2, 1, 4, 0]
    held = _likely_holdings(R.view(state, 0), 1)
    assert held == [2.0, 1.0, 0.0, 3.0, 0.0]


def _first_offer(state, expert) -> tuple[int, ...] | None:
    """Play seat 0's turn with `expert`; what its offer asks for, or None when it makes none."""
    for _ in range(12):
        action = expert.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0))
        R.apply(state, 0, action)
        if state.phase == "trade_pending":
            return tuple(state.trade_get)
        if action.kind == "end_turn":
            return None
    return None


def test_expert_asks_for_what_a_partner_holds_not_only_what_helps_most():
    # a wheat would complete the village, but the others hold only ore
    blind = ExpertAI(0, 1, budget=5.0)
    blind.weigh_answers = False  # the gain alone, as before partners.py
    assert _first_offer(_short_of_a_wheat((0, 0, 0, 0, 2)), blind)[WHEAT] >= 1
    asked = _first_offer(_short_of_a_wheat((0, 0, 0, 0, 2)), ExpertAI(0, 1, budget=5.0))
    assert asked is None or asked[WHEAT] == 0


def test_expert_confirms_the_same_terms_with_the_least_threatening_partner():
    from baraza.game.core.action import Action

    state = _short_of_a_wheat((0, 0, 0, 2, 0))
    give(state, 2, (0, 0, 0, 2, 0))
    state.vp_build[1] = 6  # seat 1 leads; seat 2 is far behind
    expert = ExpertAI(0, 1, budget=5.0)
    assert _first_offer(state, expert) == _one(WHEAT)
    R.apply(state, 1, Action("accept_trade"))
    R.apply(state, 2, Action("accept_trade"))
    R.apply(state, 3, Action("decline_trade"))
    choice = expert.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0))
    assert choice == Action("confirm_trade", (2,))
