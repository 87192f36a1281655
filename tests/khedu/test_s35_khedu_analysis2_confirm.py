"""Khedu's judge on a blind tester's won match (khedu18, 2 players against the normal AI, won 25-22, Analyse 5/10).

- The chart's drop alone no longer marks a move: the Khedu judge `confirms_marks` (game/core/analysis_confirm.py),
  a fall marked only where paired play-outs confirm it, a move with no concrete reason only for a confirmed MISTAKE.
- Move 66: the turn ended with Khana Chahak's attack over 99 % open: marked by the points it gave up (about 2-3),
  worded so, its level the board's (a mistake from GAIN_MISTAKE points), never re-levelled by the chart's rise.
- Move 108: the Why names the rival's hero the better attack would have felled.
"""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis_confirm import confirmed_mark, confirming
from baraza.game.core.analysis_marks import INACCURACY, MISTAKE
from baraza.game.core.evaluation import Evaluation
from baraza.game.khedu.analysis import make_analyser, mark_reason
from baraza.game.khedu.fight_judge import GAIN_MISTAKE, left_fight, left_fight_mark
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "s35_khedu18_record.json").read_text())
ENDED = 65  # the position before move 66: End turn with Khana Chahak's attack over 99 % open
CHAHAK = Action.from_json({"kind": "attack", "args": [["cadre", 0, 0], ["desert", 1]]})
ATTACKED = 107  # before move 108: Khana Chahak against a Rahala Outrider, where the Raider could fell Khana KuDjani
RAIDER = Action.from_json({"kind": "attack", "args": [["cadre", 0, 1], ["cadre", 1, 0]]})
MEDITATED = 117  # before move 118: the AI's Meditation beside the Hint's attack, and Sandstorm on two targets
END = Action("end_turn")


def _match():
    from baraza.game.core.match import Match

    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    return Match.from_moves(get_game("khedu").rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves)


def test_the_khedu_judge_confirms_its_marks_by_pairs():
    judge = make_analyser(0.5)
    before = Evaluation((0.90, 0.10), RAIDER, False, 20)
    after = Evaluation((0.28, 0.72), None, False, 20)
    assert confirming(judge, before, after)
    assert not confirming(judge, before, Evaluation((0.0, 1.0), None, True, 0))  # a proven result: its own numbers


def test_a_sure_attack_left_is_worded_by_its_points_and_levelled_by_them():
    rules = get_game("khedu").rules
    state = _match().state_at(ENDED)
    assert RECORD["moves"][ENDED]["action"]["kind"] == "end_turn"
    sure = left_fight(rules, state, 0, END, CHAHAK)
    assert sure is not None and sure[0] > 0.99 and sure[1] >= 1.0
    assert left_fight_mark(rules, state, 0, END, CHAHAK) == ("mistake" if sure[1] >= GAIN_MISTAKE else "inaccuracy")
    why = mark_reason(rules, state, 0, END, CHAHAK)
    assert why is not None and "gave up a sure attack: about" in why and "point" in why and "Khana Chahak" in why, why
    # the chart rose 76 → 77 %: the board's mark stands at its own level, not re-levelled by the chart's rise
    judge = make_analyser(0.5)
    before, after = Evaluation((0.76, 0.24), CHAHAK, False, 20), Evaluation((0.77, 0.23), None, False, 20)
    assert confirmed_mark(judge, rules, state, 2, 0, END, before, after, False) == \
        left_fight_mark(rules, state, 0, END, CHAHAK)


def test_a_three_point_sure_attack_left_is_a_mistake(monkeypatch):
    rules = get_game("khedu").rules
    state = _match().state_at(ENDED)
    import baraza.game.khedu.fight_judge as fj

    monkeypatch.setattr(fj, "sure_fight", lambda *a: (0.999, 3.0))
    assert fj.left_fight_mark(rules, state, 0, END, CHAHAK) == "mistake"
    monkeypatch.setattr(fj, "sure_fight", lambda *a: (0.999, 1.5))
    assert fj.left_fight_mark(rules, state, 0, END, CHAHAK) == "inaccuracy"


def test_a_move_with_no_concrete_reason_needs_a_large_confirmed_fall():
    rules = get_game("khedu").rules
    state = _match().state_at(MEDITATED)
    seat, action = RECORD["moves"][MEDITATED]["seat"], Action.from_json(RECORD["moves"][MEDITATED]["action"])
    best = Action.from_json({"kind": "attack", "args": [["desert", 0], ["cadre", 0, 0]]})
    assert action.kind == "meditate" and best in rules.legal_actions(state, seat)
    judge = make_analyser(0.5)
    # a Meditation turn has no fights: the attack it gave up is its reason (test_s36_chart_meditation.py); a Command
    # played on another target than the judge's is one where nothing differs at once
    assert judge.confirm_need(rules, state, seat, action, best) == INACCURACY
    sandstorm = [a for a in rules.legal_actions(state, seat) if a.kind == "command"]
    assert len(sandstorm) == 2 and judge.confirm_need(rules, state, seat, sandstorm[0], sandstorm[1]) == MISTAKE
    ended = _match().state_at(ENDED)
    assert judge.confirm_need(rules, ended, 0, END, CHAHAK) == INACCURACY  # a named reason: the usual need


def test_the_why_names_the_rivals_hero_the_better_attack_fells():
    rules = get_game("khedu").rules
    state = _match().state_at(ATTACKED)
    action = Action.from_json(RECORD["moves"][ATTACKED]["action"])
    assert RAIDER in rules.legal_actions(state, 0)
    why = mark_reason(rules, state, 0, action, RAIDER)
    assert why is not None and "felled the rival's Khana KuDjani" in why, why
