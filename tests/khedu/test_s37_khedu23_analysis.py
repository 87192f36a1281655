"""Khedu's analysis on a blind tester's drawn match (khedu23, 13-13 against the normal AI, Analyse 7/10).

- Move 18: the turn ended with an 89 % third attack open that the Hint said earns Persistence (+1 Influence). Marked
  only an inaccuracy by the play-outs, its Why silent on the feat: the fight's points alone (0.8) were under the
  board's ask. A fight given up now counts the feats it completes (fight_judge.left_feats): an Influence that is a
  whole extra turn makes leaving it at least a mistake, and the Why names it.
- Move 80: the chart fell 74 → 41 % on the judge's own placement, which rolled no die and drew no card, and the
  summary blamed "dice, a card drawn or the play-outs' luck". It now says no die was rolled.
"""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis_falls import luck_move
from baraza.game.core.analysis_judgement import MoveJudgement
from baraza.game.khedu.analysis import make_analyser, mark_reason
from baraza.game.khedu.fight_judge import left_fight, left_fight_mark
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "s37_khedu23_record.json").read_text())
ENDED = 17  # the position before move 18: End turn beside Wuqri Zealot's third attack of the turn
ZEALOT = Action.from_json({"kind": "attack", "args": [["cadre", 0, 0], ["desert", 0]]})
PLACED = 79  # the position before move 80: Khana Chahak placed with the last Influence, the Hint's own move
END = Action("end_turn")


def _state(upto: int):
    rules = get_game("khedu").rules
    state = rules.initial_state(dict(RECORD["options"]), RECORD["seed"], 2)
    for m in RECORD["moves"][:upto]:
        rules.apply(state, m["seat"], Action.from_json(m["action"]))
    return rules, state


def test_a_third_attack_left_gives_up_persistence_an_extra_turn():
    rules, state = _state(ENDED)
    assert RECORD["moves"][ENDED]["action"]["kind"] == "end_turn" and state.log.attacks == 2
    sure = left_fight(rules, state, 0, END, ZEALOT)
    assert sure is not None and 0.85 <= sure.odds < 0.9
    assert [f.name for f in sure.feats] == ["Persistence"] and sure.extra_turn
    # the fight's own points are under a point: the extra turn alone makes it a mistake
    assert sure.points < 2.5
    assert left_fight_mark(rules, state, 0, END, ZEALOT) == "mistake"
    assert make_analyser(0.5).board_mark(rules, state, 0, END, ZEALOT) == "mistake"


def test_the_why_names_persistence():
    rules, state = _state(ENDED)
    why = mark_reason(rules, state, 0, END, ZEALOT)
    assert why == "this gave up an 89% attack (Wuqri Zealot) that completes Persistence (+1 Influence: a whole " \
                  "extra turn)", why


def test_no_extra_turn_once_the_last_influence_is_spent():
    rules, state = _state(ENDED)
    state.players[0].last_turn = True  # the song ends with this turn anyway: the Influence buys no turn
    sure = left_fight(rules, state, 0, END, ZEALOT)
    assert sure is None or not sure.extra_turn


def test_a_fall_on_the_judges_quiet_move_is_not_blamed_on_dice():
    from baraza.scenes.replay.practise_words import big_falls

    rules, state = _state(PLACED)
    seat, action = RECORD["moves"][PLACED]["seat"], Action.from_json(RECORD["moves"][PLACED]["action"])
    assert action.kind == "place"
    rng = state.rng.getstate()
    legal = rules.legal_actions(state, seat)
    child = rules.clone(state)
    rules.apply(child, seat, action)
    assert child.rng.getstate() == rng  # no die rolled, no card drawn
    luck = luck_move(rules, state, seat, action, False, None, legal)
    assert not luck
    words = rules.describe_action(state, seat, action)
    move80 = MoveJudgement(PLACED + 1, seat, words, action.to_json(), 0.74, 0.41, words, None, (0.74, 0.26),
                           (0.41, 0.59), luck=luck)
    said = big_falls([move80], ["You", "AI normal"])
    assert "move 80 (74% → 41%)" in said and "no die rolled" in said
    assert "dice" not in said and "card drawn" not in said
    rolled = MoveJudgement(87, seat, "Roll the dice", {"kind": "roll", "args": []}, 0.6, 0.3, "Roll the dice", None,
                           (0.6, 0.4), (0.3, 0.7), luck=True)
    assert "dice, a card drawn" in big_falls([rolled], ["You", "AI normal"])
