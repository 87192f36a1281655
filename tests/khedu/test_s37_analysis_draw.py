"""khedu22 move 6: the AI's End turn was marked with its chart fall 56 → 31 %, and that step held Player 1's Hadimi
first-turn bonus of 2 cards: Khedu's End turn starts the next seat's turn, its draw inside the same move. The paired
play-outs that confirm a mark now deal that draw anew for each pair (the judge's hook `deal_anew`), and the mark's
Why says the chart's step counts the draw."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from baraza.game.core import analysis_paired
from baraza.game.core.action import Action
from baraza.game.khedu.analysis import make_analyser
from baraza.game.khedu.analysis_draws import deal_anew, turn_draw
from baraza.game.khedu.mark_words import mark_reason, named_reason
from baraza.game.registry import get_game

RECORD = Path(__file__).resolve().parent / "data" / "s36_khedu22_record.json"
END_TURN = 6  # the AI (seat 1) ends its turn; Player 1 (seat 0, Hadimi) begins its first turn with 2 cards more
RULES = get_game("khedu").rules


def _at(ply: int) -> tuple:
    """The position before move `ply`, with that move's seat and action."""
    data = json.loads(RECORD.read_text())
    moves = [(m["seat"], Action.from_json(m["action"])) for m in data["moves"]]
    state = RULES.initial_state(dict(data["options"]), data["seed"], 2)
    for seat, action in moves[:ply - 1]:
        RULES.apply(state, seat, action)
    return state, *moves[ply - 1]


def _after(state, seat: int, action: Action):
    child = RULES.clone(state)
    RULES.apply(child, seat, action)
    return child


def test_the_end_turn_deals_the_next_seat_its_bonus_cards() -> None:
    state, seat, action = _at(END_TURN)
    assert (seat, action.kind) == (1, "end_turn")
    nxt, drawn = turn_draw(state, seat, _after(state, seat, action))
    assert nxt == 0 and len(drawn) == 2 and state.players[0].clan == "Hadimi"


def test_a_draw_dealt_anew_keeps_the_cards_held_and_the_unseen_ones() -> None:
    import random

    state, seat, action = _at(END_TURN)
    child = _after(state, seat, action)
    _nxt, drawn = turn_draw(state, seat, child)
    hands = set()
    for seed in range(12):
        dealt = deal_anew(RULES, state, seat, action, child, random.Random(seed))
        hand = dealt.players[0].hand
        assert hand[:len(state.players[0].hand)] == state.players[0].hand  # the cards held stay
        assert Counter(hand + dealt.deck) == Counter(child.players[0].hand + child.deck)  # no card made or lost
        hands.add(tuple(hand[-2:]))
        assert deal_anew(RULES, state, seat, action, child, random.Random(seed)).players[0].hand == hand  # seeded
    assert child.players[0].hand[-2:] == drawn  # the real match untouched
    assert len(hands) > 6  # each seed its own draw, not the match's real one


def test_a_move_that_ends_no_turn_deals_nothing_anew() -> None:
    import random

    state, seat, action = _at(END_TURN - 1)  # the AI places its Khana Ekkubana: the same turn goes on
    assert deal_anew(RULES, state, seat, action, _after(state, seat, action), random.Random(1)) is None


def test_the_paired_play_outs_start_from_draws_of_their_own(monkeypatch: pytest.MonkeyPatch) -> None:
    state, seat, action = _at(END_TURN)
    judge = make_analyser(0.2)
    best = judge.evaluate(RULES, state, 2).best
    assert best is not None and best.kind == "attack"
    starts: list[tuple] = []
    real = analysis_paired.seeded_playout

    def spy(rules, spec, level, start, *rest):
        if start.turns_completed > state.turns_completed:  # the End turn's side: Player 1's turn begun
            starts.append(tuple(start.players[0].hand))
        return real(rules, spec, level, start, *rest)

    monkeypatch.setattr(analysis_paired, "seeded_playout", spy)
    paired = analysis_paired.paired_drop(judge, RULES, state, 2, seat, action, best)
    assert paired is not None and len(starts) == paired[2]
    real_hand = tuple(_after(state, seat, action).players[0].hand)
    assert len(set(starts)) > len(starts) // 2  # the pairs' own draws (before: every pair the match's real one)
    assert sum(hand == real_hand for hand in starts) < len(starts) // 2


def test_the_why_gives_the_board_reason_whole() -> None:
    state, seat, action = _at(END_TURN)
    best = make_analyser(0.2).evaluate(RULES, state, 2).best
    why = mark_reason(RULES, state, seat, action, best)
    assert why.startswith("this gave up a sure attack")  # the board's reason, short enough for the AI mark's caption
    assert "drew" not in why
    assert named_reason(RULES, state, seat, action, best)  # still a concrete reason (analysis.confirm_need)


def test_a_why_with_no_draw_in_the_step_has_no_note() -> None:
    state, seat, action = _at(8)  # the player's attack: no other seat draws
    why = mark_reason(RULES, state, seat, action, None)
    assert why is not None and "draw counted" not in why
