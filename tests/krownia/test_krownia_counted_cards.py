"""What the table can count of each hand (state.public_cards, the view's "cards_counted"): every card
taken and given is public but a stolen one, so the count is exact until the Pirate steals (and a Monopoly
shows everyone else holds none of its kind, whatever was stolen before)."""

from __future__ import annotations

import random

from krownia_helpers import fresh, give

from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.expert.determinise import determinise
from baraza.game.krownia.expert.partners import PartnerModel
from baraza.game.krownia.rules import RESOURCES, KrowniaRules

R = KrowniaRules()


def _blur(state) -> list[list[int]]:
    return [[h - p for h, p in zip(state.hands[s], state.public_cards[s], strict=True)]
            for s in range(state.num_seats)]


def test_the_count_follows_every_move_but_a_steal():
    moves = stolen = 0
    for seed in range(3):
        state = R.initial_state(R.default_options(), seed, 4)
        agents = {s: KrowniaAI("hard", s, seed) for s in range(4)}
        while not R.is_terminal(state) and moves < 30_000:
            seat = R.active_seats(state)[0]
            action = agents[seat].choose(R, R.view(state, seat), seat, R.legal_actions(state, seat))
            before, lost = _blur(state), list(state.cards_stolen)
            R.apply(state, seat, action)
            moves += 1
            if state.cards_stolen != lost:  # a steal moves one card whose kind the table did not see
                stolen += 1
                assert sum(state.cards_stolen) == sum(lost) + 1
                continue
            if action.kind == "play_monopoly":  # everyone else is seen to have none of that kind left
                r = action.args[0]
                before = [[0 if (k == r and s != seat) else v for k, v in enumerate(row)] for s, row in enumerate(before)]
            assert _blur(state) == before, action
            if not any(state.cards_stolen):
                assert state.public_cards == state.hands
    assert stolen > 0 and moves > 1000  # the games did trade, build, rob and so on


def test_every_seat_sees_the_same_count_of_each_hand():
    state = fresh(seed=3)
    give(state, 1, (0, 2, 0, 1, 0))
    state.cards_stolen[1] = 1
    for viewer in range(4):
        stats = R.view(state, viewer).players[1].stats
        assert stats["cards_counted"] == dict(zip(RESOURCES, (0, 2, 0, 1, 0), strict=True))
        assert stats["cards_stolen"] == 1


def test_a_clone_keeps_its_own_count():
    state = fresh(seed=3)
    copy = R.clone(state)
    copy.public_cards[0][0] += 1
    copy.cards_stolen[0] += 1
    assert state.public_cards[0][0] == 0 and state.cards_stolen[0] == 0


def test_the_expert_deals_the_counted_cards_to_their_holders():
    state = fresh(seed=3)
    give(state, 1, (0, 0, 0, 2, 0))
    give(state, 2, (0, 0, 0, 0, 2))
    give(state, 3, (1, 0, 0, 0, 1))
    model = PartnerModel(R.view(state, 0), 0, random.Random(1))
    assert model.deals and all(hands[1:] == state.hands[1:] for hands in model.deals)


def test_a_robbed_seat_loses_a_counted_card_of_an_unseen_kind():
    state = fresh(seed=3)
    give(state, 1, (0, 0, 0, 2, 0))
    give(state, 2, (0, 0, 0, 0, 1))
    # seat 2 robbed seat 1 of a wheat: the table saw only that a card changed hands
    state.hands[1][3] -= 1
    state.hands[2][3] += 1
    state.cards_stolen[1] = 1
    model = PartnerModel(R.view(state, 0), 0, random.Random(1))
    for hands in model.deals:
        assert hands[1] == [0, 0, 0, 1, 0] and hands[2] == [0, 0, 0, 1, 1]


def test_the_expert_searches_on_hands_that_keep_the_counted_cards():
    state = fresh(seed=3)
    give(state, 1, (0, 0, 0, 2, 0))
    give(state, 2, (0, 0, 0, 0, 2))
    state.hands[1][3] -= 1  # seat 3 robbed seat 1 of a wheat
    state.hands[3][3] += 1
    state.cards_stolen[1] = 1
    rng = random.Random(2)
    for _ in range(10):
        guess = determinise(R.view(state, 0), rng)
        assert guess.hands == state.hands


def test_without_a_count_the_cards_are_dealt_by_card_counts():
    state = fresh(seed=3)
    give(state, 1, (0, 0, 0, 2, 0))
    give(state, 2, (0, 0, 0, 0, 2))
    view = R.view(state, 0)
    for p in view.players:
        del p.stats["cards_counted"]  # as in a view built from another engine (the duel's)
    rng = random.Random(2)
    guesses = [determinise(view, rng).hands for _ in range(40)]
    assert all(sum(g[1]) == 2 and sum(g[2]) == 2 for g in guesses)
    assert any(g[1] != state.hands[1] for g in guesses)  # nothing tells it who holds which
