"""What the expert does with the table's count of the others' cards when it trades: counter-offers the
offerer will confirm, and offers asking several cards of a partner who would part with them. Without a
count (a view from another engine) it answers as before."""

from __future__ import annotations

import dataclasses

from krownia_helpers import fresh, give, path, put_road, put_village, send_offer

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.expert import ExpertAI
from baraza.game.krownia.expert.agent import _counter_swaps
from baraza.game.krownia.expert.partners import cards_of
from baraza.game.krownia.rules import KrowniaRules

R = KrowniaRules()
WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)


def _without_count(view):
    """The same view as one built from another engine: no count of the others' cards."""
    players = tuple(dataclasses.replace(p, stats={k: v for k, v in p.stats.items()
                                                  if k not in ("cards_counted", "cards_stolen")})
                    for p in view.players)
    return dataclasses.replace(view, players=players)


def _offer_wheat_for_brick():
    """Seat 0 reaches a free spot holding wood, brick, sheep and two ore: a wheat short of a village.
    Seat 1 (no buildings, so saving for a road) holds two wheat and offers one for a brick, which seat 0
    cannot spare."""
    state = fresh(seed=3)
    put_village(state, 0, 10)
    for e in path(10, 2):
        put_road(state, 0, e)
    give(state, 0, (1, 1, 1, 0, 2))
    give(state, 1, cards_of(WHEAT, 2))
    state.current = 1
    R.apply(state, 1, Action("open_trade"))
    R.apply(state, 1, Action("offer_give", (WHEAT,)))
    R.apply(state, 1, Action("offer_get", (BRICK,)))
    R.apply(state, 1, Action("offer_send", (-1,)))
    return state


def test_counter_offers_never_swap_a_kind_for_itself_and_need_the_cards_given():
    hand = (1, 0, 2, 0, 0)
    swaps = _counter_swaps(hand)
    assert swaps and len(set(swaps)) == len(swaps)
    for give_, get in swaps:
        assert all(hand[r] >= give_[r] for r in range(5))
        assert not any(give_[r] and get[r] for r in range(5))
        assert 1 <= sum(give_) <= 2 and 1 <= sum(get) <= 2


def test_expert_counters_with_a_swap_the_offerer_takes_and_then_builds():
    state = _offer_wheat_for_brick()
    expert = ExpertAI(0, 1, budget=5.0)
    hard = KrowniaAI("hard", 1, 1)
    for _ in range(12):  # the expert answers and drafts its counter card by card
        if state.responses[0] not in (1, 5):  # pending or composing
            break
        legal = R.legal_actions(state, 0)
        R.apply(state, 0, expert.choose(R, R.view(state, 0), 0, legal))
    # stored from the offerer's side: it gives a wheat and gets an ore
    assert state.counters[0] == (cards_of(WHEAT), cards_of(ORE))
    for s in (2, 3):
        R.apply(state, s, Action("decline_trade"))
    confirm = hard.choose(R, R.view(state, 1), 1, R.legal_actions(state, 1))
    assert confirm == Action("confirm_trade", (0,))  # the saving player takes it
    R.apply(state, 1, confirm)
    assert state.hands[0] == [1, 1, 1, 1, 1]


def test_without_a_count_the_expert_answers_as_before():
    state = _offer_wheat_for_brick()
    expert = ExpertAI(0, 1, budget=5.0)
    view = _without_count(R.view(state, 0))
    choice = expert.choose(R, view, 0, R.legal_actions(state, 0))
    assert choice.kind in ("decline_trade", "counter_trade")
    assert expert.helper.plan is None or expert.helper.plan[0] == cards_of(BRICK)  # the hard AI's mirror counter


def _two_wheat_short_of_a_town():
    """Seat 0 has a village, three ore and a spare sheep: two wheat short of a town, with nothing to trade
    at the bank. Seat 1 (roads to an open spot, saving for a village) holds a wood, a brick, three wheat
    and no sheep: a sheep is the one card it lacks, and two of its wheat are spare."""
    state = fresh(seed=3)
    put_village(state, 0, 10)
    give(state, 0, (0, 0, 1, 0, 3))
    for e in path(30, 2):
        put_road(state, 1, e)
    give(state, 1, (1, 1, 0, 3, 0))
    return state


def test_expert_asks_two_cards_of_a_partner_who_would_give_them():
    state = _two_wheat_short_of_a_town()
    expert = ExpertAI(0, 1, budget=5.0)
    assert send_offer(state, expert) == (cards_of(SHEEP), cards_of(WHEAT, 2))
    partner = KrowniaAI("hard", 1, 1)  # a saving player: two spare wheat for the kind it lacks
    R.apply(state, 1, partner.choose(R, R.view(state, 1), 1, R.legal_actions(state, 1)))
    assert state.responses[1] == 2  # accepted
    for s in (2, 3):
        R.apply(state, s, Action("decline_trade"))
    R.apply(state, 0, expert.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0)))
    assert state.hands[0] == [0, 0, 0, 2, 3]
    assert expert.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0)) == Action("build_town", (10,))


def test_a_counter_must_beat_what_the_other_answers_give_the_offerer():
    import random

    from baraza.game.krownia.expert.partners import OffererModel

    ore_for_wheat = (cards_of(ORE), cards_of(WHEAT))  # seat 0 gives an ore and gets a wheat
    state = _offer_wheat_for_brick()
    model = OffererModel(R.view(state, 0), 0, random.Random(1))
    assert model.confirm_chance(ore_for_wheat) == 1.0  # a kind it lacks, nothing better on the table
    assert model.confirm_chance((cards_of(ORE), cards_of(WHEAT, 3))) == 0.0  # it holds only two wheat

    state = _offer_wheat_for_brick()
    give(state, 2, cards_of(BRICK))
    R.apply(state, 2, Action("accept_trade"))  # the brick it asked for: closer to its road than an ore
    model = OffererModel(R.view(state, 0), 0, random.Random(1))
    assert model.confirm_chance(ore_for_wheat) == 0.0
    expert = ExpertAI(0, 1, budget=5.0)
    assert expert.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0)) != Action("counter_trade") \
        or expert.helper.plan != (*ore_for_wheat, -1)
