"""A blind tester (bad13, KROWNIA Analyse 5/10) ended turn after turn holding 8, then 10-13 cards (Wood, Brick and
Sheep), a road paid for and placeable each time (data/krownia_bad13_hoard.json). Only move 45 was marked, its better
move "Offer a trade to players" (a 1-for-1 keeps 8 cards); moves 49, 54, 58, 63, 68 and 73 were not: the named
fault was there, the paired play-outs never vouched it. Now a turn ended on 8+ cards while a sparing build or trade
was legal is marked by the board alone (hoard_judge.py), the better move is that spend, and the Why says what it
would have left."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import Evaluation, judge_move
from baraza.game.krownia import RULES
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.analysis import make_analyser
from baraza.game.krownia.hoard_judge import cure, cure_plan, hoard_mark
from baraza.game.krownia.mark_words import mark_reason

RECORD = json.loads((Path(__file__).parent / "data" / "krownia_bad13_hoard.json").read_text())
HOARDS = (45, 49, 54, 58, 63, 68, 73)  # Red's turns ended on 8, 8, 8, 10, 11, 13, 13 cards


def _before(ply: int):
    """The position before move `ply` (1-based), and that move."""
    state = RULES.initial_state(dict(RECORD["options"]), RECORD["seed"], RECORD["seats"])
    moves = [(seat, Action(kind, tuple(args))) for seat, kind, args in RECORD["moves"]]
    for seat, action in moves[:ply - 1]:
        RULES.apply(state, seat, action)
    return state, moves[ply - 1]


def _cards_after(state, seat: int, plan: list[Action]) -> int:
    sim = RULES.clone(state)
    for step in plan:
        RULES.apply(sim, seat, step)
    return sum(sim.hands[seat])


def test_every_hoarded_turn_is_marked_by_the_board() -> None:
    analyser = make_analyser(0.05)
    for ply in HOARDS:
        state, (seat, action) = _before(ply)
        assert action.kind == "end_turn" and sum(state.hands[seat]) >= 8
        assert analyser.board_mark(RULES, state, seat, action, Action("open_trade", ())) == "inaccuracy", ply


def test_the_better_move_cures_the_hand() -> None:
    for ply in HOARDS:
        state, (seat, _) = _before(ply)
        spend = cure(RULES, state, seat)
        assert spend is not None and spend in RULES.legal_actions(state, seat), ply
        assert _cards_after(state, seat, [spend]) < sum(state.hands[seat])
        assert _cards_after(state, seat, cure_plan(RULES, state, seat, spend)) <= 7, ply
        if sum(state.hands[seat]) == 8:
            assert _cards_after(state, seat, [spend]) <= 7, ply


def test_the_judges_better_move_is_the_cure_not_a_one_for_one() -> None:
    analyser = make_analyser(0.05)
    state, (seat, _) = _before(45)
    kept = Action("open_trade", ())
    judged = analyser.cured(RULES, state, Evaluation((0.3, 0.7), kept, False, 16))
    assert judged.best == cure(RULES, state, seat) and judged.chances == (0.3, 0.7)
    assert analyser.hint_kept(RULES, state, seat, kept)  # the Hint's own move is still never marked
    best = analyser.evaluate(RULES, state, RECORD["seats"]).best
    assert best is not None and best.kind not in ("open_trade", "end_turn")
    assert _cards_after(state, seat, [best]) <= 7


def test_the_why_says_what_the_spend_would_have_left() -> None:
    state, (seat, action) = _before(45)
    why = mark_reason(RULES, state, seat, action, cure(RULES, state, seat))
    assert why == "ending the turn with 8 cards: a 7 would take 4; a road would have left 6"
    state, (seat, action) = _before(63)
    why = mark_reason(RULES, state, seat, action, cure(RULES, state, seat))
    assert why is not None and why.endswith("2 roads would have left 7")


def test_a_later_hoard_is_marked_in_the_judgement() -> None:
    state, (seat, action) = _before(63)  # the chart read 14 % → 14 %
    assert judge_move(RULES, state, RECORD["seats"], seat, action, make_analyser(0.05)) is not None


def test_the_normal_ai_is_seldom_marked_for_holding() -> None:
    ends = marked = 0
    for seed in range(4):
        for seats in (2, 3, 4):
            state = RULES.initial_state(RULES.default_options(), seed, seats)
            agents = [KrowniaAI("normal", s, seed * 10 + s) for s in range(seats)]
            for _ in range(3000):
                if RULES.is_terminal(state):
                    break
                seat = RULES.active_seats(state)[0]
                legal = RULES.legal_actions(state, seat)
                action = legal[0] if len(legal) == 1 else agents[seat].choose(RULES, RULES.view(state, seat), seat,
                                                                              legal)
                if action.kind == "end_turn":
                    ends += 1
                    marked += hoard_mark(RULES, state, seat, action) is not None
                RULES.apply(state, seat, action)
    assert ends > 300 and marked * 100 <= ends  # 8 of 4149 over 60 matches
