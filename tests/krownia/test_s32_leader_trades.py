"""The AI seats stop feeding the leader (a blind tester, 3 seats, default levels: "the AIs are soft, and generous to
the leader"): they decline a fair swap from a seat that is ahead and near the target or clearly leading, unless the
swap pays them a build now; they do not confirm the leader's acceptance of their own offer; the Pirate goes on the
leader's tile and robs the leader. The Hint hints only offers an AI seat would take, giving only spare cards."""

from __future__ import annotations

import random

import pytest
from krownia_helpers import R, fresh, give, path, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.ai import KrowniaAI, leader_bar
from baraza.game.krownia.expert import make_expert
from baraza.game.krownia.expert.partners import PartnerModel
from baraza.game.krownia.hint_words import served_build
from baraza.game.krownia.rules import COST_TOWN, COST_VILLAGE, MOVE_PIRATE, STEAL
from baraza.game.krownia.trade_words import decline_reason

WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)


def set_points(state, points: list[int]) -> None:
    """Each seat's building points, as a test sets them (the views' memo does not watch them: a fresh one)."""
    state.vp_build[:len(points)] = points
    state.cache = {}


def offer_to_seat_0(offerer_points: int, hand: tuple[int, ...] = (1, 0, 0, 3, 0)):
    """3 seats, seat 0 (an AI at 2 points) saves for a village with a free spot on its road; seat 1, with
    `offerer_points`, offers everyone 1 Sheep for 1 Wheat. With the default hand the Sheep brings the village
    closer (it still lacks Brick): a fair swap the AI takes from a trailing seat."""
    state = fresh(num_seats=3, seed=3)
    state.current = 1
    for e in path(10, 2):
        put_road(state, 0, e)
    set_points(state, [2, offerer_points, 2])
    give(state, 0, hand)
    give(state, 1, (0, 0, 1, 0, 0))
    R.apply(state, 1, Action("open_trade"))
    R.apply(state, 1, Action("offer_give", (SHEEP,)))
    R.apply(state, 1, Action("offer_get", (WHEAT,)))
    R.apply(state, 1, Action("offer_send", (-1,)))
    return state


def answer(state, level: str) -> Action:
    view = R.view(state, 0)
    assert KrowniaAI(level, 0, 1).goal_cost(view, 0) == COST_VILLAGE  # the position is what the test means
    return KrowniaAI(level, 0, 1).choose(R, view, 0, R.legal_actions(state, 0))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_fair_swap_from_a_trailing_seat_is_taken(level):
    assert answer(offer_to_seat_0(3), level) == Action("accept_trade")


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("points", [6, 7, 8])  # 6: leads 6-2-2 (clear leader); 7: three from the target; 8: two
def test_the_same_swap_from_the_leader_is_declined(level, points):
    state = offer_to_seat_0(points)
    assert answer(state, level) == Action("decline_trade")
    words = decline_reason(R.view(state, 0), 0, 1, (0, 0, 1, 0, 0), (0, 0, 0, 1, 0), level)
    assert R.view(state, 0).names[1] in words and ("leads" in words or "win" in words)


def test_the_expert_declines_the_leader_too():
    state = offer_to_seat_0(7)
    view = R.view(state, 0)
    assert make_expert(0, 1).choose(R, view, 0, R.legal_actions(state, 0)) != Action("accept_trade")


def test_a_swap_paying_a_village_now_is_still_taken_from_a_leader_not_about_to_win():
    state = offer_to_seat_0(7, hand=(1, 1, 0, 3, 0))  # the Sheep completes the village
    assert answer(state, "normal") == Action("accept_trade")
    state = offer_to_seat_0(8, hand=(1, 1, 0, 3, 0))  # two points from winning: a village does not win seat 0
    assert answer(state, "normal") == Action("decline_trade")


def test_who_counts_as_the_leader():
    state = fresh(num_seats=3)
    for pts, bar in (((2, 4, 2), ""), ((2, 5, 4), ""), ((2, 5, 3), "ahead"), ((2, 7, 6), "ahead"),
                     ((7, 7, 2), ""), ((9, 8, 2), "winning")):
        set_points(state, list(pts))
        assert leader_bar(R.view(state, 0), 0, 1) == bar, pts


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_ai_does_not_confirm_the_leaders_acceptance_of_its_own_offer(level):
    state = fresh(num_seats=3, seed=3)
    for e in path(10, 2):
        put_road(state, 0, e)
    set_points(state, [2, 7, 2])
    give(state, 0, (1, 0, 0, 3, 0))
    give(state, 1, (0, 0, 1, 0, 0))
    for a in (Action("open_trade"), Action("offer_give", (WHEAT,)), Action("offer_get", (SHEEP,)),
              Action("offer_send", (-1,))):
        R.apply(state, 0, a)
    R.apply(state, 1, Action("accept_trade"))
    R.apply(state, 2, Action("decline_trade"))
    legal = R.legal_actions(state, 0)
    assert Action("confirm_trade", (1,)) in legal
    assert KrowniaAI(level, 0, 1).choose(R, R.view(state, 0), 0, legal) == Action("cancel_trade")
    set_points(state, [2, 3, 2])  # from a trailing seat the same acceptance is confirmed
    assert KrowniaAI(level, 0, 1).choose(R, R.view(state, 0), 0, legal) == Action("confirm_trade", (1,))


def test_the_hard_ais_offer_goes_past_the_leader():
    """Offered to everyone, the leader's yes would only be turned down: the offer goes to the trailing seat."""
    state = fresh(num_seats=3, seed=3)
    for e in path(10, 2):
        put_road(state, 0, e)
    give(state, 0, (1, 1, 0, 3, 0))  # a village lacks only a Sheep
    for points, to in (([2, 3, 2], -1), ([2, 7, 2], 2)):
        set_points(state, points)
        ai = KrowniaAI("hard", 0, 1)
        assert ai.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0)) == Action("open_trade")
        assert ai.plan[2] == to, points


def pirate_state():
    """Seat 0 moves the Pirate; seat 1 (the leader) has a village on a poor tile, seat 2 (trailing) a town on a
    rich one, and more cards."""
    state = fresh(num_seats=3, seed=3)
    tiles = R.view(state, None).tiles
    by_pips = sorted((t.pips, h) for h, t in enumerate(tiles) if t.resource and h != state.pirate)
    poor, rich = by_pips[0][1], by_pips[-1][1]
    put_village(state, 1, next(c for c in B.HEX_CORNERS[poor] if rich not in B.CORNER_HEXES[c]))
    put_village(state, 2, next(c for c in B.HEX_CORNERS[rich] if poor not in B.CORNER_HEXES[c]), level=2)
    set_points(state, [2, 7, 2])
    give(state, 1, (1, 0, 0, 0, 0))
    give(state, 2, (2, 2, 2, 0, 0))
    state.phase = MOVE_PIRATE
    return state, poor


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_the_pirate_goes_on_the_leaders_poor_tile_before_a_trailing_seats_rich_town(level):
    state, poor = pirate_state()
    agent = make_expert(0, 1) if level == "expert" else KrowniaAI(level, 0, 1)
    move = agent.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0))
    assert move.kind == "move_pirate" and any(state.corner_owner[c] == 1 for c in B.HEX_CORNERS[move.args[0]])
    R.apply(state, 0, move)
    if state.phase == STEAL:  # a trailing seat on the tile too: the leader is robbed
        assert agent.choose(R, R.view(state, 0), 0, R.legal_actions(state, 0)) == Action("steal", (1,))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_steal_takes_from_the_leader_with_fewer_cards(level):
    state, _ = pirate_state()
    shared = next(h for h in range(B.NUM_HEXES) if h != state.pirate and R.view(state, None).tiles[h].resource
                  and all(state.corner_owner[c] < 0 for c in B.HEX_CORNERS[h]))
    a, b = B.HEX_CORNERS[shared][0], B.HEX_CORNERS[shared][3]  # opposite corners of the hex
    put_village(state, 1, a)
    put_village(state, 2, b)
    R.apply(state, 0, Action("move_pirate", (shared,)))
    steals = R.legal_actions(state, 0)
    assert {s.args[0] for s in steals} == {1, 2}
    assert KrowniaAI(level, 0, 1).choose(R, R.view(state, 0), 0, steals) == Action("steal", (1,))


def test_the_hint_offers_nothing_every_ai_seat_turns_down_from_the_leader():
    """The Sheep-for-Wheat swap, from seat 1's side: as the leader's Hint it is worth nothing (no AI takes it)."""
    swap = ((0, 0, 1, 0, 0), (0, 0, 0, 1, 0))  # seat 1 gives Sheep, gets Wheat
    state = offer_to_seat_0(3)
    assert PartnerModel(R.view(state, 1), 1, random.Random(1)).chance(swap) == 1.0
    state = offer_to_seat_0(7)
    assert PartnerModel(R.view(state, 1), 1, random.Random(1)).chance(swap) == 0.0


def played_positions(count: int, lead: int) -> list:
    """Seat 0's main-phase turns from normal-AI matches (no card stolen, so every hand is counted), seat 0 then
    given `lead` more points."""
    out = []
    for seed in range(11, 60):
        state = R.initial_state({"target": 10}, seed, 3)
        ais = [KrowniaAI("normal", s, 1) for s in range(3)]
        last = -1
        for _ in range(3000):
            if R.is_terminal(state) or any(state.cards_stolen):
                break
            seat = R.active_seats(state)[0]
            if seat == 0 and state.phase == "main" and sum(state.hands[0]) >= 3 and state.turn not in (last,) \
                    and state.turn > 6:
                leader = R.clone(state)
                set_points(leader, [leader.vp_build[0] + lead])
                out.append(leader)
                last = state.turn
            R.apply(state, seat, ais[seat].choose(R, R.view(state, seat), seat, R.legal_actions(state, seat)))
        if len(out) >= count:
            break
    return out[:count]


def test_a_hinted_offer_is_one_an_ai_seat_takes_now():
    """Seeded positions where the Hint used to offer swaps every AI seat refuses to the leader (4 of 4 before):
    every offer it hints now is one some AI seat's own answer takes; otherwise it hints another move."""
    hinted = 0
    for lead in (0, 4):
        for state in played_positions(40, lead):
            view = R.view(state, 0)
            hint = make_expert(0, 1)
            hint.use_cpu_clock()  # a busy machine does not shorten its search
            action = hint.choose(R, view, 0, R.legal_actions(state, 0))
            if action.kind != "open_trade":
                continue
            give_, get_, _ = hint.helper.plan
            takers = [s for s in (1, 2) if KrowniaAI("normal", s, 0).would_accept(R.view(state, s), s, 0, give_, get_)]
            assert takers, (lead, view.hand, give_, get_)
            hinted += lead == 0
    assert hinted  # without a lead the Hint still offers swaps


def test_a_hinted_swap_never_gives_a_card_its_build_still_needs():
    wheat, two_ore = (0, 0, 0, 1, 0), (0, 0, 0, 0, 2)  # toward a town (2 Wheat, 3 Ore)
    assert served_build((0, 0, 0, 2, 1), wheat, two_ore, COST_TOWN) == COST_TOWN  # closer, but a needed Wheat goes
    assert served_build((0, 0, 0, 2, 1), wheat, two_ore, COST_TOWN, spare_only=True) != COST_TOWN
    assert served_build((0, 0, 0, 3, 1), wheat, two_ore, COST_TOWN, spare_only=True) == COST_TOWN  # a spare Wheat
