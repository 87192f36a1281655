"""S37, blind tester krownia21 (data/krownia21.json; Red, seat 0, is the player; Hint 6, Analyse 5). Three turns
ended as the Hint said ("End the turn: keep your cards for a village") were each marked, "better: Trade 4 Brick
for 1 Wheat" (the village's own Brick), no Why; at 11 cards "better: Trade 4 Sheep for 1 Wheat" (the village's
Sheep). The Hint and the judge now share one check (hint_agree.agreed_hint): a bank trade giving away what the
nearest village or town holds toward it is no better move, a turn ended on a risky hand is cured only by a move
sparing those cards, and every mark has a Why."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from baraza.game.core.action import Action
from baraza.game.core.analysis import Evaluation
from baraza.game.krownia.analysis import KrowniaAnalyser, mark_reason
from baraza.game.krownia.hint_agree import agreed_hint
from baraza.game.krownia.hint_facts import NO_FACTS, HintWords
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.hoard_judge import cure
from baraza.game.krownia.rules import COST_VILLAGE, KrowniaRules

R = KrowniaRules()
RECORD = Path(__file__).parent / "data" / "krownia21.json"
END = Action("end_turn")


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def at(moves: int):
    """The record's position before move `moves` + 1 (the analysis' move numbers count from 1)."""
    data = json.loads(RECORD.read_text())
    state = R.initial_state(data["options"], data["seed"], len(data["seats"]))
    for move in data["moves"][:moves]:
        R.apply(state, move["seat"], Action(move["action"]["kind"], _args(move["action"]["args"])))
    return state


# (moves before, the trade the judge named, the hand)
MARKED = [(166, Action("bank_trade", (1, 3)), (0, 4, 0, 0, 1)),
          (173, Action("bank_trade", (1, 3)), (1, 4, 2, 0, 1)),
          (227, Action("bank_trade", (2, 3)), (3, 1, 4, 0, 3))]


@pytest.mark.parametrize(("moves", "trade", "hand"), MARKED)
def test_the_hint_keeps_the_villages_cards_with_or_without_a_plan(moves, trade, hand) -> None:
    state = at(moves)
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    assert tuple(state.hands[0]) == hand and trade in legal
    fix = agreed_hint(view, 0, trade, legal)  # the hint level's own move was the trade
    assert fix is not None and fix[0] == END, fix
    for plan in (None, COST_VILLAGE):
        step = keep_plan(view, 0, fix[0], fix[1], plan, legal)
        assert step.action == END and "village" in step.words, step
    if sum(hand) > 7:
        assert "a 7 rolled" in keep_plan(view, 0, END, fix[1], COST_VILLAGE, legal).words


@pytest.mark.parametrize(("moves", "trade", "hand"), MARKED)
def test_the_judge_names_the_hints_move_not_the_trade(moves, trade, hand) -> None:
    state = at(moves)
    judge = KrowniaAnalyser()
    judged = judge.hint_agreed(R, state, Evaluation((0.5, 0.3, 0.2), trade, False, 32, ()))
    assert judged.best == END, judged.best
    assert judge.hint_kept(R, state, 0, END)
    assert cure(R, state, 0) is None  # no spend spares the village's cards: ending the turn is no hoard fault
    assert judge.board_mark(R, state, 0, END, END) is None


def test_a_mark_against_any_better_move_says_why() -> None:
    state = at(166)
    why = mark_reason(R, state, 0, END, Action("bank_trade", (1, 3)))
    assert why and "Wheat" in why, why
    why = mark_reason(R, state, 0, END, Action("bank_trade", (1, 0)))  # brings no build closer: the plain Why
    assert why and why.startswith("trade 4 Brick for 1 Wood: the play-outs"), why


def test_at_one_point_short_a_bank_trade_then_a_development_card() -> None:
    state = at(281)  # 7 of 8 points; the Hint said "End the turn: keep your cards for a road"
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    assert tuple(state.hands[0]) == (4, 0, 0, 1, 2)
    for plan in (None, (1, 1, 0, 0, 0)):
        step = keep_plan(view, 0, END, HintWords("keep your cards for a road", NO_FACTS), plan, legal)
        assert step.action == Action("bank_trade", (0, 2)), step
        assert "development card" in step.words and "wins" in step.words, step.words
    R.apply(state, 0, Action("bank_trade", (0, 2)))
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    step = keep_plan(view, 0, END, "", (0, 0, 1, 1, 1), legal)
    assert step.action == Action("buy_dev"), step


def test_short_of_the_end_the_trade_for_a_card_is_not_hinted() -> None:
    state = at(173)  # 6 of 8: a trade paying for a card would give away the village's Brick
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    step = keep_plan(view, 0, END, "", COST_VILLAGE, legal)
    assert step.action == END, step
