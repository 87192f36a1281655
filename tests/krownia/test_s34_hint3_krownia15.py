"""krownia15 (a blind tester, KROWNIA Hint 5/10), positions rebuilt from the match record's seed, options and moves
(data/krownia15_red.json; Red, seat 0, is the player). Red held 2 Wheat + 3 Ore in 8 cards, the Town button lit,
and the Hint said "End the turn: keep your cards for a town"; the plan flipped from the town to a village and back
while 6 Ore went to the bank; a Monopoly was said to take "about 10 Sheep" with 11 of 19 in the bank; "Blue has 2
points" was a reason while every seat had 2."""

from __future__ import annotations

from pathlib import Path

from krownia_helpers import R, fresh, give, replayed

from baraza.game.core.action import Action
from baraza.game.krownia.hint_agree import agreed_hint
from baraza.game.krownia.hint_facts import HintFacts, HintWords, no_partner
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.hint_why import bare_reason
from baraza.game.krownia.hint_words import end_turn_words, monopoly_take_words
from baraza.game.krownia.rules import COST_ROAD, COST_TOWN

RECORD = Path(__file__).parent / "data" / "krownia15_red.json"
TOWN_READY = 247  # moves before Red's town (Red's roll of 10 on the 52nd roll of the match)


def _replayed(moves: int):
    return replayed(RECORD, moves)


def _at(moves: int):
    state = _replayed(moves)
    return R.view(state, 0), R.legal_actions(state, 0)


def test_the_record_rebuilds_the_testers_town_turn() -> None:
    state = _replayed(TOWN_READY)
    assert state.current == 0 and tuple(state.hands[0]) == (2, 0, 1, 2, 3)
    assert any(a.kind == "build_town" for a in R.legal_actions(state, 0))


def test_keeping_to_a_town_the_hand_pays_for_builds_it() -> None:
    # 148: the hint level hinted 3 Ore for 1 Brick; keeping to the town replaced it by ending the turn
    view, legal = _at(TOWN_READY)
    fixed = agreed_hint(view, 0, Action("bank_trade", (4, 1)), legal)
    assert fixed is not None and fixed[0].kind == "build_town", fixed
    assert "a point now" in fixed[1]
    # an ended turn naming the town, from any layer, gives way to the town too
    step = keep_plan(view, 0, Action("end_turn"), end_turn_words(view, 0, COST_TOWN), COST_TOWN, legal)
    assert step.action.kind == "build_town" and step.action in legal, step


def test_eight_cards_are_spent_rather_than_kept() -> None:
    # a hand a 7 would halve: ending the turn gives way to a build that keeps what the plan needs
    state = fresh(3)
    give(state, 0, (3, 1, 3, 1, 1))  # 9 cards, no piece on the board: a development card is the build
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    assert Action("buy_dev") in legal and not any(a.kind.startswith("build") for a in legal)
    step = keep_plan(view, 0, Action("end_turn"), end_turn_words(view, 0, COST_ROAD), None, legal)
    assert step.action == Action("buy_dev") and "9 cards" in step.words and "a road" in step.words, step
    # but not with the cards the named town still needs (its only Wheat)
    step = keep_plan(view, 0, Action("end_turn"), end_turn_words(view, 0, COST_TOWN), None, legal)
    assert step.action == Action("end_turn"), step


def test_trades_keep_to_the_town_the_hint_named() -> None:
    # 137 "keep your cards for a town" -> an offer of Ore for Wood "toward a village" made the village the plan,
    # then 145 "Trade 3 Ore for 1 Wood", then 146 the town again: each swap now serves the town or a build now
    view, legal = _at(235)
    assert view.hand == (0, 0, 0, 0, 6)
    offer = HintWords("give 1 Ore for 1 Wood toward a village, to Blue",
                      HintFacts((1, 1, 1, 1, 0), (0, 0, 0, 0, 1), (1, 0, 0, 0, 0), 1))
    step = keep_plan(view, 0, Action("open_trade"), offer, COST_TOWN, legal)
    assert step.action == Action("bank_trade", (4, 3)) and step.plan == COST_TOWN, step
    assert "toward a town" in step.words
    view, legal = _at(240)
    step = keep_plan(view, 0, Action("bank_trade", (4, 0)), "", COST_TOWN, legal)
    assert step.action == Action("bank_trade", (4, 3)) and step.plan == COST_TOWN, step
    # 139: 3 spare Ore for the Brick of a road built this turn serves: it stands, and says so
    view, legal = _at(222)
    step = keep_plan(view, 0, Action("bank_trade", (4, 1)), "", COST_TOWN, legal)
    assert step.action == Action("bank_trade", (4, 1))
    assert step.words == "it pays for a road now"
    # s38 (krownia23): the road it pays for is the plan for the rest of the turn, the town kept beneath it
    assert tuple(step.plan) == (1, 1, 0, 0, 0) and step.plan.under == COST_TOWN, step.plan


def test_a_monopoly_takes_no_more_than_the_bank_leaves() -> None:
    # 119: 11 Sheep of 19 in the bank, none in hand: at most 8 with the others (a stolen card stays counted)
    view, _legal = _at(155)
    assert view.bank[2] == 11 and view.hand[2] == 0
    assert monopoly_take_words(view, 0, 2) == "it takes about 8 Sheep from the others"


def test_points_are_a_reason_only_for_a_leader() -> None:
    # 90, 92: every seat had 2 points
    view, _legal = _at(65)
    assert {p.vp_visible for p in view.players} == {2}
    assert "point" not in bare_reason(view, 0, Action("move_pirate", (1,)))
    view, _legal = _at(66)
    assert bare_reason(view, 0, Action("steal", (1,))) == "Blue holds more cards: 6 against White's 5; you take 1 of them"


def test_a_count_still_holds_after_a_card_is_stolen_from_a_seat() -> None:
    # the table's count after a steal: the victim's count still bounds its hand, the thief's does not
    state = fresh(3)
    give(state, 2, (2, 0, 1, 1, 0))  # a Wheat out of the bank (krownia17: all 19 in it show nobody holds one)
    give(state, 1, (0, 0, 0, 0, 1))
    state.hands[2][0] -= 1  # Blue's Pirate took a Wood from White, unseen
    state.hands[1][0] += 1
    state.cards_stolen[2] += 1
    ore = HintFacts(None, (0, 0, 1, 0, 0), (0, 0, 0, 0, 1), 2)
    assert no_partner(R.view(state, 0), 0, ore) == "White holds no Ore to give you"
    wood = HintFacts(None, (0, 0, 1, 0, 0), (0, 0, 0, 1, 0), 1)
    assert no_partner(R.view(state, 0), 0, wood) is None  # Blue took a card unseen: it may be Wheat
