"""Issue 41, blind round 9 (KROWNIA's Hint): every hint true, agreeing with the Build panel and the next hint, with
a reason naming the build it serves: no swap "toward a village" while no spot is free, a road hint says what it
is for and a setup road leads to a spot, "Drop the offer" comes from a search and says why, an ended turn beside a
Monopoly says why it waits, and what an ended turn still needs is said plainly."""

from __future__ import annotations

import time

from krownia_helpers import R, act, fresh, give, path, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.expert.agent import ExpertAI
from baraza.game.krownia.hint_words import offer_words
from baraza.game.krownia.rules import COST_VILLAGE
from baraza.game.registry import new_match

MONOPOLY = 4  # DEV_KINDS index


def _closed_in(state, corner: int = 10) -> None:
    """Seat 0 with a village and one road from it: the road's far end is next to the village, so no free spot."""
    put_village(state, 0, corner)
    put_road(state, 0, path(corner, 1)[0])


def test_no_swap_is_toward_a_village_while_the_build_panel_says_no_free_spot():
    # 169.png: "give 1 Brick + 1 Wheat for 1 Sheep toward a village" beside "Village: no free spot", then
    # "Buy a development card" (177.png) right after that trade
    from baraza.game.krownia.hint_words import village_open

    state = fresh(3)
    _closed_in(state)
    give(state, 0, (1, 2, 0, 2, 1))
    view = R.view(state, 0)
    assert not village_open(view, 0)
    words = offer_words(view, ((0, 1, 0, 1, 0), (0, 0, 1, 0, 0), -1), COST_VILLAGE)
    assert words == "give 1 Brick + 1 Wheat for 1 Sheep toward a development card, to everyone"
    put_road(state, 0, path(10, 2)[1])  # a second road reaches a free spot: a village is again a build to save for
    assert village_open(R.view(state, 0), 0)


def test_a_road_hint_says_what_the_road_is_for():
    # 73.png, 113.png: "Build a road between forest 5 and mountains 4", no reason given
    state = fresh(3)
    _closed_in(state)
    give(state, 0, (1, 1, 0, 0, 0))
    road = Action("build_road", (path(10, 2)[1],))
    words = KrowniaAI("hard", 0, 1).explain(R.view(state, 0), road)
    assert words == "it reaches a free spot for a village"


def test_a_setup_road_among_equal_ones_heads_for_a_village_spot():
    """73.png: the hinted setup road ran to a rival's village, where the distance rule lets no village stand; roads
    the value rates equal are told apart by the spot they lead to, not by their number."""
    checked = 0
    for seed in range(3, 6):
        match = new_match("krownia", ["ai:hard"] * 3, seed)
        while match.state.phase in ("setup_village", "setup_road"):
            seat = match.active_seats()[0]
            legal = match.legal_actions(seat)
            view = match.view(seat)
            if match.state.phase == "setup_road":
                chosen = ExpertAI(seat, seed).choose(R, view, seat, legal)
                twin = ExpertAI(seat, seed)  # the same samples: the scores the choice was made on
                scores = twin._after(view, seat, legal)
                prod = twin.helper._production(view, seat)
                top = max(scores.values())
                tied = [a for a in legal if scores[a] == top]
                worth = {a: twin.helper._road_value(view, seat, a.args[0], prod) for a in tied}
                if len(tied) > 1:
                    checked += 1
                    assert chosen in tied and worth[chosen] == max(worth.values()), (seed, seat, chosen, worth)
            match.submit(seat, KrowniaAI("hard", seat, seed).choose(R, view, seat, legal))
    assert checked


def _offer_position():
    state = fresh(3)
    put_village(state, 0, 10)
    for e in path(10, 2):
        put_road(state, 0, e)
    put_village(state, 1, 40)
    put_village(state, 2, 30)
    give(state, 0, (1, 1, 0, 3, 0))  # a village but for a Sheep, and Wheat to spare
    give(state, 1, (0, 0, 3, 0, 0))
    give(state, 2, (0, 0, 2, 0, 0))
    return state


def test_a_hint_while_drafting_an_offer_drafts_the_swap_the_hint_would_offer():
    # 81.png: "Hint: Drop the offer", no reason; the hint never searched for an offer while one was drafted
    state = _offer_position()
    act(state, 0, "open_trade")
    # a fresh hint seat (no plan carried from the turn before), on the CPU clock: a loaded machine chose otherwise
    hinter = ExpertAI(0, 1, budget=2.0, clock=time.process_time)
    view = R.view(state, 0)
    action = hinter.choose(R, view, 0, R.legal_actions(state, 0))
    assert action.kind in ("offer_give", "offer_get"), action
    assert hinter.explain(view, action) == "to make the offer: give 1 Wheat for 1 Sheep toward a village, to everyone"


def test_dropping_the_offer_says_why():
    state = _offer_position()
    act(state, 0, "open_trade")
    words = KrowniaAI("hard", 0, 1).explain(R.view(state, 0), Action("offer_abandon"))
    assert words and "no swap" in words


def _monopoly_position(others):
    state = fresh(3)
    put_village(state, 0, 10)
    for e in path(10, 2):
        put_road(state, 0, e)
    put_village(state, 1, 40)
    put_village(state, 2, 30)
    give(state, 0, (1, 1, 0, 1, 0))  # a village but for a Sheep
    give(state, 1, others)
    state.devs[0][MONOPOLY] = 1
    return state


def test_an_ended_turn_beside_a_ready_monopoly_says_why_it_waits():
    # 136.png: "End the turn: keep your cards for a village" with a Monopoly ready to play, no word of it
    state = _monopoly_position((0, 0, 0, 1, 0))
    view = R.view(state, 0)
    hint = ExpertAI(0, 1, budget=1.0)
    action = hint.choose(R, view, 0, R.legal_actions(state, 0))
    assert action == Action("end_turn")
    assert hint.explain(view, action) == "the Monopoly waits: it would take only about 1 Wheat now; keep your " \
        "cards for a village (you still need 1 Sheep)"


def test_a_monopoly_worth_playing_is_hinted_with_what_it_takes():
    state = _monopoly_position((0, 0, 4, 0, 0))
    view = R.view(state, 0)
    hint = ExpertAI(0, 1, budget=1.0)
    action = hint.choose(R, view, 0, R.legal_actions(state, 0))
    assert action == Action("play_monopoly", (2,))
    assert hint.explain(view, action) == "it takes about 4 Sheep from the others"


def test_what_an_ended_turn_still_needs_is_said_plainly():
    # 101.png: "keep your cards for a village (1 Wheat still to come)" read as unclear
    state = _offer_position()
    state.hands[0][3] = 0
    state.hands[0][2] = 1
    words = KrowniaAI("hard", 0, 1).explain(R.view(state, 0), Action("end_turn"))
    assert words == "keep your cards for a village (you still need 1 Wheat)"


def test_an_offer_the_player_declined_is_not_made_again_while_nothing_changed():
    """hist9: Blue offered "1 Wood for 1 Wheat" almost every turn, declined each time with nothing changed."""
    state = fresh(2)
    put_village(state, 1, 10)
    for e in path(10, 2):
        put_road(state, 1, e)
    put_village(state, 0, 40)
    state.current = 1
    give(state, 1, (1, 1, 1, 0, 2))  # a village but for a Wheat
    give(state, 0, (0, 0, 0, 2, 0))  # the player is seen to hold Wheat
    blue = KrowniaAI("normal", 1, 3)
    made = []
    for turn in (3, 5, 7):
        state.turn = turn
        made.append(blue.choose(R, R.view(state, 1), 1, R.legal_actions(state, 1)).kind)
        blue.plan = None  # declined
        if turn == 5:
            give(state, 0, (0, 0, 0, 1, 0))  # the player now holds more Wheat: worth asking again
    assert made == ["open_trade", "end_turn", "open_trade"]
