"""krownia17 (a blind tester, KROWNIA Hint 7/10), positions rebuilt from the match record's seed, options and moves
(data/krownia17_red.json; Red, seat 0, is the player). The Hint withdrew an offer White had accepted "keep your Brick
for a village", a reason about Blue's counter only; ended a turn beside a playable Warrior while the leader held 10
cards, and said "3 Warriors short" while the player held one; hinted "Trade 2 Brick for 1 Ore" with no purpose; and
declines read "each is not trading Brick" while the bank showed all 19 Brick."""

from __future__ import annotations

from pathlib import Path

from krownia_helpers import replayed

from baraza.game.core.action import Action
from baraza.game.krownia.hint_facts import holds_none
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.hint_why import bare_reason
from baraza.game.krownia.hint_words import end_turn_words
from baraza.game.krownia.rules import COST_ROAD, COST_VILLAGE, KrowniaRules
from baraza.game.krownia.tally import unseen_taken
from baraza.game.krownia.trade_words import decline_reason

R = KrowniaRules()
RECORD = Path(__file__).parent / "data" / "krownia17_red.json"
END, WARRIOR, BRICK = Action("end_turn"), Action("play_warrior"), 1


def _replayed(moves: int):
    return replayed(RECORD, moves)


def _at(moves: int):
    state = _replayed(moves)
    return R.view(state, 0), R.legal_actions(state, 0)


def test_the_answer_serving_the_plan_is_confirmed_and_a_withdrawal_speaks_of_each_answer() -> None:
    # 41-offer3-hint: Red offered 1 Ore for 1 Sheep; Blue countered asking 1 Brick, White accepted
    view, legal = _at(65)
    assert view.hand == (0, 1, 0, 2, 1) and view.trade.responses[1:] == ("countered", "accepted")
    for hinted in (Action("confirm_trade", (1,)), Action("cancel_trade")):  # Blue's counter, or withdrawing
        step = keep_plan(view, 0, hinted, "", COST_VILLAGE, legal)
        assert step.action == Action("confirm_trade", (2,)), step
        assert step.words == "White's answer, 1 Sheep for your 1 Ore, brings your village closer " \
                             "(you still need 1 Wood)" and step.plan == COST_VILLAGE
    # kept for a road, neither answer serves: the withdrawal says what each would do, not only Blue's
    step = keep_plan(view, 0, Action("confirm_trade", (1,)), "", COST_ROAD, legal)
    assert step.action == Action("cancel_trade"), step
    assert step.words == "Blue's counter takes the Brick kept for a road; White's answer does not bring a road " \
                         "closer (you still need 1 Wood)"


def test_a_warrior_on_the_leader_comes_before_ending_the_turn_and_counts_the_one_in_hand() -> None:
    # t14-e-hint: buying a card while a Warrior was held said "3 Warriors short"
    view, _legal = _at(270)
    assert view.dev_cards[0] == 1 and view.players[0].warriors_played == 0
    assert bare_reason(view, 0, Action("buy_dev")) == \
        "you are 2 Warriors short of Largest Army after the one you hold, and it may be a Victory Point"
    # t14-f-hint: "End the turn: keep your cards for a road", a Warrior playable, Blue leading on 10 cards
    view, legal = _at(271)
    assert WARRIOR in legal and view.players[1].card_count == 10
    step = keep_plan(view, 0, END, end_turn_words(view, 0, COST_ROAD), COST_ROAD, legal)
    assert step.action == WARRIOR and step.plan == COST_ROAD, step
    assert step.words == "the Pirate goes onto Blue's tile and you steal one of Blue's 10 cards (Blue leads with " \
                         "7 points); 1 Warrior short of Largest Army after this one and the 1 more you hold"
    # with nothing to steal from the leader the turn ends, and says why the Warrior waits
    state = _replayed(271)
    state.hands[1] = [0] * 5
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    step = keep_plan(view, 0, END, end_turn_words(view, 0, COST_ROAD), COST_ROAD, legal)
    assert step.action == END, step
    assert step.words.endswith("; the Warrior can wait: Blue, ahead of you, holds no card to steal"), step.words


def test_a_bank_trade_with_no_plan_says_what_it_is_for() -> None:
    # t15-f-hint: "Trade 2 Brick for 1 Ore", bare, with 3 Brick + 1 Sheep + 1 Wheat in hand
    view, legal = _at(285)
    assert view.hand == (0, 3, 1, 1, 0)
    step = keep_plan(view, 0, Action("bank_trade", (1, 4)), "", None, legal)
    assert step.action == Action("bank_trade", (1, 4)) and step.words == "it pays for a development card now"
    step = keep_plan(view, 0, Action("bank_trade", (1, 3)), "", None, legal)
    assert step.words == "toward a town (you still need 3 Ore)", step


def test_a_decline_names_the_brick_when_the_table_shows_it() -> None:
    # 23-offer-sent: Red asked 1 Brick for 1 Sheep; the bank held all 19 Brick
    state = _replayed(24)
    assert state.bank[BRICK] == 19
    for seat, name in ((1, "Blue"), (2, "White")):  # White stole from Red unseen: only the bank shows it
        view = R.view(state, seat)
        # krownia20: neutral words even then ("has no" beside "is not trading" read as two rules)
        assert decline_reason(view, seat, 0, view.trade.give, view.trade.get, "normal") == \
            f"{name} is not trading Brick"
        assert holds_none(R.view(state, 0), seat, BRICK)
    state.bank[BRICK] -= 1  # one Brick out of the bank: White, who took a card Blue did not see, may hold it
    state.hands[1][BRICK] += 1
    view = R.view(state, 2)
    assert decline_reason(view, 2, 0, view.trade.give, view.trade.get, "normal") == "White is not trading Brick"
    assert unseen_taken(R.view(state, 1), 2) == 1  # Blue did not see which card White took
    # s39 (krownia25): Red, the robbed seat, saw its Ore go; it knows White took no Brick
    assert unseen_taken(R.view(state, 0), 2) == 0 and holds_none(R.view(state, 0), 2, BRICK)
