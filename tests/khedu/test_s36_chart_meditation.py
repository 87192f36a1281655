"""khedu18 move 118 after the normal AI changed (ee308fa): the AI's Meditation beside the Hint's attack.

The play-outs' normal AI now plays on better after the Meditation, and the chart's fall there (77 → 37 % measured
with 260 play-outs a side, the old normal 76 → 25 %) stood unmarked: the paired look against the Hint's attack
found 0.20 ± 0.09 at 23 pairs, under the MISTAKE asked of a move whose Why could only say "nothing differs at
once". A Meditation turn has no fights, so the attack it gave up is its concrete reason (mark_words), and a chart
fall of a mistake's worth that one look leaves short is looked at longer (analysis_confirm.LONGER_TIMES).
"""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core import analysis_confirm
from baraza.game.core.action import Action
from baraza.game.core.evaluation import Evaluation
from baraza.game.khedu.mark_words import NO_REASON, mark_reason, named_reason
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "s35_khedu18_record.json").read_text())
RULES = get_game("khedu").rules
SEATS = len(RECORD["seats"])
ATTACK = Action.from_json({"kind": "attack", "args": [["desert", 0], ["cadre", 0, 0]]})  # the Hint's move there: Khana Ubak provoked


def _before_118():
    state = RULES.initial_state(dict(RECORD["options"]), RECORD["seed"], SEATS)
    for m in RECORD["moves"][:117]:
        RULES.apply(state, m["seat"], Action.from_json(m["action"]))
    return state


def test_a_meditation_beside_an_attack_names_the_attack_given_up():
    state = _before_118()
    played = Action.from_json(RECORD["moves"][117]["action"])
    assert played.kind == "meditate" and ATTACK in RULES.legal_actions(state, 1)
    why = mark_reason(RULES, state, 1, played, ATTACK)
    assert why != NO_REASON and "no fights" in why and "Khana Ubak" in why, why
    assert named_reason(RULES, state, 1, played, ATTACK)


class _Judge:
    confirms_marks = True


def test_a_big_fall_one_look_leaves_short_is_looked_at_longer(monkeypatch):
    # one look: 0.20 ± 0.10 (vouches for 0.10, under the MISTAKE asked); the longer one: 0.30 ± 0.03
    looks = []

    def paired(analyser, rules, state, seats, seat, action, best, times=1, margins=None):
        looks.append(times)
        return (0.20, 0.10, 20) if times == 1 else (0.30, 0.03, 60)

    monkeypatch.setattr(analysis_confirm, "paired_drop", paired)
    monkeypatch.setattr(analysis_confirm, "named_fault", lambda *a: None)
    judge = _Judge()
    judge.confirm_need = lambda *a: 0.20
    a, b = Action("a"), Action("b")
    before = Evaluation((0.2, 0.8), b, False, 20)
    big, small = Evaluation((0.6, 0.4), None, False, 20), Evaluation((0.35, 0.65), None, False, 20)
    assert analysis_confirm.confirmed_mark(judge, None, None, 2, 1, a, before, big, False) == "mistake"
    assert looks == [1, analysis_confirm.LONGER_TIMES]
    looks.clear()  # a fall the chart shows under a mistake's worth: one look decides
    assert analysis_confirm.confirmed_mark(judge, None, None, 2, 1, a, before, small, False) is None
    assert looks == [1]
