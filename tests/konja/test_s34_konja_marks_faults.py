"""Named Konja faults (mark_words.fault, the judge's hook), so the paired play-outs can vouch for a move that cost
only a few points of chance: a tester playing badly on purpose (konja-6d3c846085ee, Analyse 3/10) left Storm Veil
unused with the Magick for it while a red 5 broke their three 3s (59 -> 55 %, nothing marked), and paid 1 Gold to
replace an Offering card with 1 Gold left, too little for any Relic."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import paired_mark
from baraza.game.konja import RULES, analysis
from baraza.game.konja.mark_words import fault

from .helpers import new_state

RECORD = json.loads((Path(__file__).parent / "data" / "s34_bad13_record.json").read_text("utf-8"))
VEIL_RED_5 = Action("play_spell", ("storm_veil", (0,)))  # cancels the red 5 (the red dice are 5 and 3)


def _before(ply: int):
    """The record's position before its move `ply`, and that move."""
    state = RULES.initial_state(RECORD["options"], RECORD["seed"], 2)
    moves = []
    for line in RECORD["moves"][:ply]:
        seat, kind, args = line.split(" ", 2)
        moves.append((int(seat), Action(kind, tuple(tuple(a) if isinstance(a, list) else a
                                                   for a in json.loads(args)))))
    for seat, action in moves[:-1]:
        RULES.apply(state, seat, action)
    return state, moves[-1]


def test_storm_veil_left_unused_while_the_red_dice_break_three_3s_is_a_named_fault(baraza_home):
    state, (seat, played) = _before(115)
    assert played == Action("no_reply") and state.red == [5, 3]
    words = fault(RULES, state, seat, played, VEIL_RED_5)
    assert words and "Storm Veil" in words and "red 5" in words and "three 3s" in words and "3-point Cloud" in words
    assert analysis.mark_reason(RULES, state, seat, played, VEIL_RED_5) == words  # the Why names the card and set
    assert analysis.make_analyser(0.5).fault(RULES, state, seat, played, VEIL_RED_5) == words  # the judge's hook


def test_no_fault_where_the_answer_saves_no_set(baraza_home):
    state, (seat, played) = _before(115)
    assert fault(RULES, state, seat, played, Action("play_spell", ("storm_veil", (1,)))) is None  # the red 3
    assert fault(RULES, state, seat, played, played) is None


def test_the_paired_play_outs_mark_the_unused_storm_veil(baraza_home):
    state, (seat, played) = _before(115)
    judge = analysis.make_analyser(0.5)
    before = judge.evaluate(RULES, state, 2)
    assert before.best == VEIL_RED_5
    after_state = RULES.clone(state)
    RULES.apply(after_state, seat, played)
    after = judge.evaluate(RULES, after_state, 2)
    assert before.chances[seat] - after.chances[seat] < 0.10  # under an inaccuracy's drop on the chart alone
    assert paired_mark(judge, RULES, state, 2, seat, played, before, after, False) is not None


def test_gold_paid_to_replace_a_card_with_too_little_left_for_any_relic_is_a_named_fault(baraza_home):
    state, (seat, played) = _before(3)
    assert played.kind == "refresh_offering" and state.players[seat].gold == 2
    words = fault(RULES, state, seat, played, Action("pass_blessing"))
    assert words and "Thunder Drum" in words and "too little for any Relic" in words


def test_a_refresh_that_leaves_gold_for_a_relic_is_no_fault(baraza_home):
    state = new_state(1)
    RULES.apply(state, 0, Action("choose_ancestor", ("merchant",)))
    RULES.apply(state, 0, Action("done_selling"))
    state.players[0].gold = 3
    refresh = next(a for a in RULES.legal_actions(state, 0) if a.kind == "refresh_offering")
    assert fault(RULES, state, 0, refresh, Action("pass_blessing")) is None
    state.players[0].gold = 2
    assert fault(RULES, state, 0, refresh, Action("pass_blessing")) is not None
