"""Issue 41, round 9: Khedu's judge names concrete faults (game/khedu/mark_words.py `fault`, the analyser's hook of
game/core/analysis_paired.py). A blind tester provoked a 3-dice Wuqri Sentinel into their own Chieftain at defence
13 (move 59; the words said "34% to win", the Sentinel's chance, read as theirs) and placed the Chieftain with the
last Influence (move 58), and neither was found in a match the chart called lost. The record is the tester's own
(docs/records/khedu-bad-moves-2026-12-07/tester-round9-khedu.json)."""

from __future__ import annotations

from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.khedu.analysis import make_analyser
from baraza.game.khedu.mark_words import fault, mark_reason
from baraza.game.persistence.history import match_from_file
from baraza.game.registry import get_game

RECORD = Path(__file__).resolve().parents[2] / "docs/records/khedu-bad-moves-2026-12-07/tester-round9-khedu.json"


def _before(ply: int):
    """(rules, the position before move `ply` (1-based), its mover, the move played)."""
    match = match_from_file(RECORD)
    rules = get_game("khedu").rules
    state = rules.initial_state(match.options, match.seed, len(match.seats))
    for seat, action in match.moves[:ply - 1]:
        rules.apply(state, seat, action)
    seat, action = match.moves[ply - 1]
    return rules, state, seat, action


def test_a_provocation_into_ones_own_hero_is_named_with_the_heros_chance() -> None:
    rules, state, seat, action = _before(59)
    assert action.kind == "attack" and action.args[1][0] == "cadre" and action.args[1][1] == seat
    best = Action("attack", (("cadre", 0, 0), ("desert", 0)))  # the Chieftain attacking the Sentinel instead
    # the Chieftain's chance with the equal dice turned down, as its provoker moves them and the Hint counts them
    # (khedu21, test_s36_odds_agree.py): 82 %, no risky fight (it read 66 % with the dice raised)
    assert fault(rules, state, seat, action, best) is None
    assert make_analyser().fault(rules, state, seat, action, best) is None  # the judge's hook
    # the caption's reason gives the hero's side, never the Sentinel's chance as if it were the mover's
    reason = mark_reason(rules, state, seat, action, best)
    assert reason is not None and "82% for your Chieftain" in reason and "18%" not in reason, reason


def test_spending_the_last_influence_is_named_where_the_better_move_kept_it() -> None:
    rules, state, seat, action = _before(58)
    assert action.kind == "place" and state.players[seat].influence == 1
    said = fault(rules, state, seat, action, Action("meditate"))
    assert said is not None and "spent your last Influence" in said
    assert fault(rules, state, seat, action, action) is None  # the judge's own move has no fault


def test_a_sure_fight_or_the_same_risk_is_no_fault() -> None:
    rules, state, seat, _action = _before(59)
    sure = Action("attack", (("cadre", 0, 0), ("desert", 0)))  # over 99 % for the Chieftain
    assert fault(rules, state, seat, sure, Action("end_turn")) is None
