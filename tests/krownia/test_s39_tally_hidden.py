"""S39, blind tester krownia25: what each seat knows of the other hands (game/krownia/tally.py).

The Hint said "neither Blue nor White holds any Brick to give you" after steals of unseen cards; the AI asked the
player for Sheep three times after it had stolen the player's only Sheep; White turned down "1 Wheat for 1 Wood" as
"is not trading Wood" and offered its Wood for Wheat. Now a seat's count of a hand is the table's count moved by the
steals that seat was in: a steal it was not in leaves the stolen card's kind open ("holds none" unsaid), the thief
and the robbed seat know the kind, and an AI offers only a swap it would take itself."""

from __future__ import annotations

import random

from krownia_helpers import R, fresh, give, path, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia import tally
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.constants import MONO
from baraza.game.krownia.counter_plan import surely_holds
from baraza.game.krownia.hint_facts import HintFacts, holds_none, no_partner
from baraza.game.krownia.trade_words import decline_reason

WOOD, BRICK, SHEEP, WHEAT, ORE = range(5)


class _Pick(random.Random):
    """An rng whose card picks come from a list (a steal takes the card its pick names)."""

    def __init__(self, picks: list[int]) -> None:
        super().__init__(5)
        self.picks = list(picks)

    def randrange(self, *args, **kwargs) -> int:
        return self.picks.pop(0) if self.picks else super().randrange(*args, **kwargs)


def _steal(state, thief: int, victim: int, pick: int) -> None:
    """`thief` robs `victim` of its hand's card number `pick` (by kind order), as the rules do after the Pirate."""
    state.rng = _Pick([pick])
    R._do_steal(state, thief, victim)


def _ask_brick_of(view, seat: int, to: int) -> str | None:
    return no_partner(view, seat, HintFacts(give=(0, 0, 0, 1, 0), get=(0, 1, 0, 0, 0), to=to))


def _robbed_table():
    """Red (0, the player), Blue (1) with 2 Sheep, White (2) with 1 Brick + 1 Ore, all in the table's sight."""
    state = fresh(num_seats=3, seed=3)
    give(state, 0, (0, 0, 0, 2, 0))
    give(state, 1, (0, 0, 2, 0, 0))
    give(state, 2, (0, 1, 0, 0, 1))
    return state


def test_a_steal_the_player_was_not_in_leaves_the_stolen_kind_open():
    state = _robbed_table()
    assert _ask_brick_of(R.view(state, 0), 0, 1) == "Blue holds no Brick to give you"
    _steal(state, 1, 2, 1)  # Blue takes White's Ore: Blue holds no Brick, but Red did not see which card went
    assert state.hands[1][BRICK] == 0
    view = R.view(state, 0)
    assert _ask_brick_of(view, 0, 1) is None
    assert not holds_none(view, 1, BRICK) and tally.most(view, 1, BRICK) == 1
    assert tally.least(view, 2, BRICK) == 0  # nor is White's Brick sure: it may be the card Blue took
    assert _steal_words_hidden(state)


def test_holds_none_says_so_when_the_bank_shows_it():
    # krownia25 took "neither Blue nor White holds any Brick" for a look at the hands: the bank held 18 Brick and
    # the player the 19th, after steals whose cards the player never saw
    state = fresh(num_seats=3, seed=3)
    give(state, 0, (0, 1, 0, 1, 0))
    give(state, 1, (0, 0, 2, 0, 0))
    give(state, 2, (0, 0, 0, 0, 1))
    _steal(state, 1, 2, 0)  # Blue takes White's Ore, unseen by Red
    assert _ask_brick_of(R.view(state, 0), 0, -1) == \
        "neither Blue nor White holds any Brick to give you (the bank and your hand hold all 19)"


def _steal_words_hidden(state) -> bool:
    """Red's view tells nothing of the kind: its counts of both hands are the table's."""
    view = R.view(state, 0)
    return [view.players[s].stats["cards_counted"]["Ore"] for s in (1, 2)] == [0, 1] \
        and view.players[2].stats["cards_stolen"] == 1


def test_the_robbed_seat_knows_what_the_thief_took():
    state = _robbed_table()
    _steal(state, 1, 2, 1)  # Blue takes White's Ore; White sees its Ore gone
    white = R.view(state, 2)
    assert white.players[1].stats["cards_counted"]["Ore"] == 1
    assert tally.unseen_taken(white, 1) == 0
    assert holds_none(white, 1, BRICK) and tally.most(white, 1, BRICK) == 0  # by its count, bank aside
    assert _ask_brick_of(white, 2, 1).startswith("Blue holds no Brick to give you")
    assert tally.least(white, 1, ORE) == 1


def test_the_thief_knows_what_it_took():
    state = _robbed_table()
    _steal(state, 1, 2, 1)  # Blue sees the Ore arrive in its hand: White's Brick is still there
    blue = R.view(state, 1)
    assert blue.players[2].stats["cards_counted"] == {"Wood": 0, "Brick": 1, "Sheep": 0, "Wheat": 0, "Ore": 0}
    assert blue.players[2].stats["cards_stolen"] == 0
    assert surely_holds(blue, 2, BRICK) == 1 and holds_none(blue, 2, ORE)
    assert surely_holds(R.view(state, 0), 2, BRICK) == 0  # Red cannot be sure of it


def test_a_monopoly_shows_everyone_the_kind_again():
    state = _robbed_table()
    _steal(state, 1, 2, 0)  # Blue takes White's Brick
    assert R.view(state, 2).players[1].stats["cards_counted"]["Brick"] == 1
    state.devs[0][MONO] = 1  # Red plays a Monopoly on Brick: Blue hands its Brick over, in everyone's sight
    R._do_play_monopoly(state, 0, BRICK)
    for viewer in range(3):
        view = R.view(state, viewer)
        assert all(view.players[s].stats["cards_counted"]["Brick"] == 0 for s in (1, 2) if s != viewer)
    assert holds_none(R.view(state, 2), 1, BRICK)


def _blue_table(blue_hand, red_hand):
    """Blue (seat 1, a normal AI with a village on corner 10 and a road to an open spot) to play; Red (0, the
    player) and White (2, no cards); the hands in the table's sight."""
    state = fresh(num_seats=3, seed=3)
    put_village(state, 1, 10)
    for e in path(10, 2):
        put_road(state, 1, e)
    give(state, 1, blue_hand)
    give(state, 0, red_hand)
    state.current, state.turn = 1, 2
    return state


def _blue_offer(state):
    ai = KrowniaAI("normal", 1, 1)
    action = ai.choose(R, R.view(state, 1), 1, R.legal_actions(state, 1))
    return ai.plan if action == Action("open_trade") else None


def test_the_ai_asks_nobody_for_the_sheep_it_stole():
    # krownia25: White stole the player's only Sheep, bought a development card with it, and asked the player
    # for Sheep three times
    state = _blue_table((1, 1, 0, 1, 1), (0, 0, 1, 2, 0))
    assert _blue_offer(state) == ((0, 0, 0, 0, 1), (0, 0, 1, 0, 0), 0)  # the Sheep Red is seen to hold
    state = _blue_table((1, 1, 0, 2, 2), (0, 0, 1, 2, 0))
    _steal(state, 1, 0, 0)  # Blue takes Red's only Sheep ...
    assert state.hands[0][SHEEP] == 0 and state.public_cards[0][SHEEP] == 1
    R.apply(state, 1, Action("buy_dev"))  # ... and spends it: one Sheep short of its village again
    assert state.hands[1] == [1, 1, 0, 1, 1]
    plan = _blue_offer(state)
    assert plan is None or not plan[1][SHEEP]
    assert R.view(state, 1).players[0].stats["cards_counted"]["Sheep"] == 0
    assert R.view(state, 2).players[0].stats["cards_counted"]["Sheep"] == 1  # White did not see which card went


def test_the_hard_counter_asks_not_for_the_card_it_stole():
    state = _blue_table((1, 1, 0, 2, 2), (0, 0, 1, 1, 1))
    _steal(state, 1, 0, 0)  # Blue takes Red's only Sheep and spends it: one Sheep short of its village
    R.apply(state, 1, Action("buy_dev"))
    state.current = 0  # Red asks Blue for the Wheat the village needs
    for step in (Action("open_trade"), Action("offer_give", (ORE,)), Action("offer_get", (WHEAT,)),
                 Action("offer_send", (1,))):
        R.apply(state, 0, step)
    ai = KrowniaAI("hard", 1, 1)
    action = ai.choose(R, R.view(state, 1), 1, R.legal_actions(state, 1))
    assert action != Action("counter_trade") or not ai.plan[1][SHEEP], ai.plan


def test_an_offer_is_never_a_swap_its_answer_would_call_withheld():
    # a town two Ore short is the goal, a village one Wood short the plan its answers follow: it offered its Sheep
    # (the village's) for Ore and turned the same swap down as "is not trading Sheep"
    state = _blue_table((0, 1, 1, 4, 1), (0, 1, 0, 1, 2))
    view, ai = R.view(state, 1), KrowniaAI("normal", 1, 1)
    assert ai.trade_goal(view, 1) == (1, 1, 1, 1, 0) and ai.goal_cost(view, 1) == (0, 0, 0, 2, 3)
    plan = _blue_offer(state)
    if plan is not None:
        give_, get, _to = plan
        assert ai.welcomes(view, 1, get, give_)
        assert "is not trading" not in decline_reason(view, 1, 0, get, give_)


def test_the_ais_offers_and_answers_follow_one_rule():
    for seed in (1000, 1010):
        state = R.initial_state({}, seed, 3)
        ais = [KrowniaAI("normal", s, seed) for s in range(3)]
        for _ in range(400):
            if R.is_terminal(state):
                break
            seat = R.active_seats(state)[0]
            view = R.view(state, seat)
            if state.phase == "main" and seat == state.current:
                plan = KrowniaAI("normal", seat, 0)._plan_fair_offer(view, seat, ais[seat].goal_cost(view, seat))
                if plan is not None:
                    give_, get, to = plan
                    for other in (s for s in range(3) if s != seat and to in (-1, s)):
                        assert "is not trading" not in decline_reason(view, seat, other, get, give_), (seed, plan)
            R.apply(state, seat, ais[seat].choose(R, view, seat, R.legal_actions(state, seat)))
