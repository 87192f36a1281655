"""s34 (a blind tester, KROWNIA Hint 6/10): the Hint advised a counter-offer giving away the Wheat the player's plan
kept (answers to offers were outside the plan check); it advised an offer to a seat that visibly held no cards; the
Pirate's tile, the seat to steal from and a declined offer came with no reason; and the plan check read the goal and
an offer's cards back out of the Hint's words. Now every trade the Hint advises is checked against the plan, an
offer goes only where a partner may hold the card asked for, those hints say why, and the facts travel as data."""

from __future__ import annotations

import pickle
from types import SimpleNamespace

from krownia_helpers import R, fresh, give, path, path_corners, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.core.agent import Explained
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import R_NONE, R_PENDING, TRADE_PENDING
from baraza.game.krownia.describe import tile_words
from baraza.game.krownia.hint_facts import HintFacts, HintWords, facts_of
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.hint_why import bare_reason
from baraza.game.krownia.hint_words import end_turn_words, offer_words
from baraza.game.krownia.rules import COST_TOWN, COST_VILLAGE


def _seat(hand: tuple[int, ...]):
    """Seat 0 of three with a village, two roads reaching a free spot, and `hand`."""
    state = fresh(3)
    edges = path(0, 2)
    put_village(state, 0, path_corners(0, edges)[0])
    for e in edges:
        put_road(state, 0, e)
    give(state, 0, hand)
    return state


def _offered_to_me(state, gives: tuple[int, ...], wants: tuple[int, ...]) -> None:
    """Seat 1 (Blue) offers everyone `gives` for `wants`; seat 0 is to answer."""
    state.current = 1
    state.phase = TRADE_PENDING
    state.trade_give, state.trade_get, state.trade_to = list(gives), list(wants), -1
    state.responses = [R_PENDING, R_NONE, R_PENDING]
    state.counters = [((), ())] * 3


def test_a_hinted_counter_offer_giving_away_the_plans_wheat_gives_way_to_declining() -> None:
    # 94-counter: the plan kept Wheat for a village; Blue offered 1 Wood for 1 Wheat; the Hint said to counter with
    # the Wheat (the counter's cards came only in its words, and no bank trade or ended turn was legal to keep to)
    state = _seat((1, 1, 0, 1, 0))
    give(state, 1, (1, 0, 1, 0, 0))
    _offered_to_me(state, (1, 0, 0, 0, 0), (0, 0, 0, 1, 0))
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    assert {Action("counter_trade"), Action("decline_trade"), Action("accept_trade")} <= set(legal)
    counter = HintWords("give 1 Wheat for 1 Sheep toward a village, to everyone",
                        HintFacts(COST_VILLAGE, (0, 0, 0, 1, 0), (0, 0, 1, 0, 0)))
    step = keep_plan(view, 0, Action("counter_trade"), counter, COST_VILLAGE, legal)
    assert step.action == Action("decline_trade"), step
    assert step.words == "keep your Wheat for a village (you still need 1 Sheep)" and step.plan == COST_VILLAGE
    # accepting the same swap is checked too
    step = keep_plan(view, 0, Action("accept_trade"), "", COST_VILLAGE, legal)
    assert step.action == Action("decline_trade") and "Wheat" in step.words


def test_an_offer_to_a_seat_seen_to_hold_no_cards_is_not_hinted() -> None:
    # an offer "to White", White's Cards column at 0
    state = _seat((2, 0, 0, 1, 0))
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    words = HintWords("give 1 Wood for 1 Brick toward a village, to White",
                      HintFacts(COST_VILLAGE, (1, 0, 0, 0, 0), (0, 1, 0, 0, 0), 2))
    step = keep_plan(view, 0, Action("open_trade"), words, None, legal)
    assert step.action != Action("open_trade"), step
    assert "White holds no cards" in step.words
    # once White is seen to hold Brick, the offer stands
    give(state, 2, (0, 1, 0, 0, 0))
    step = keep_plan(R.view(state, 0), 0, Action("open_trade"), words, None, R.legal_actions(state, 0))
    assert step.action == Action("open_trade") and step.words == words


def test_the_pirate_the_steal_and_a_decline_say_why() -> None:
    state = _seat((0, 0, 0, 1, 0))
    hex_ = next(h for h in range(len(B.HEX_CORNERS)) if state.terrain[h] == 4 and all(
        state.corner_owner[c] < 0 for c in B.HEX_CORNERS[h]))  # mountains, nobody's
    put_village(state, 2, B.HEX_CORNERS[hex_][0])
    put_village(state, 2, B.HEX_CORNERS[hex_][3])
    give(state, 2, (1, 1, 1, 1, 1))
    view = R.view(state, 0)
    assert bare_reason(view, 0, Action("move_pirate", (hex_,))) == \
        f"it blocks White's {tile_words(state, hex_)}: White leads with 2 points; you take 1 of its 5 cards"  # T119
    assert bare_reason(view, 0, Action("steal", (2,))) == "White leads with 2 points: you take 1 of its 5 cards, " \
        "maybe the Wood, Brick or Sheep a village still needs"  # krownia18: and the cards the plan lacks (T119)
    # Blue asks for the Wheat the village still needs
    _offered_to_me(state, (0, 0, 0, 0, 1), (0, 0, 0, 1, 0))
    words = bare_reason(R.view(state, 0), 0, Action("decline_trade"), COST_VILLAGE)
    assert words == "you need your Wheat for a village"


def test_the_goal_and_an_offers_cards_travel_as_data() -> None:
    state = _seat((0, 0, 0, 1, 2))
    view = R.view(state, 0)
    kept = end_turn_words(view, 0, COST_TOWN)
    assert facts_of(kept).goal == COST_TOWN
    offer = offer_words(view, ((0, 0, 0, 0, 1), (0, 0, 0, 1, 0), -1), COST_TOWN)
    assert facts_of(offer) == HintFacts(facts_of(offer).goal, (0, 0, 0, 0, 1), (0, 0, 0, 1, 0), -1)
    said = pickle.loads(pickle.dumps(Explained(str(offer), facts_of(offer))))  # as it crosses the worker's pipe
    assert said.text == offer and said.facts == facts_of(offer)
    assert facts_of("keep your cards for a town").goal is None  # plain words are no longer read for a goal


def test_the_table_takes_the_facts_from_the_hints_answer() -> None:
    from baraza.scenes.krownia.hint_agree import HintAgree

    words = HintWords("keep your cards for a town", HintFacts(COST_TOWN))
    hint = Action("end_turn")
    runner = SimpleNamespace(poll=lambda purpose="move": SimpleNamespace(action=hint, words=str(words),
                                                                        facts=words.facts),
                             cancel=lambda *a: "cancelled")
    agree = HintAgree(SimpleNamespace(), SimpleNamespace(mode=None))
    tap = agree.tapped(runner)
    assert tap.poll("hint").words == words and tap.hint is hint and tap.facts.goal == COST_TOWN
    assert tap.cancel("hint") == "cancelled"  # the rest is the runner's own
