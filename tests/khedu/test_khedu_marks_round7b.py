"""Issue 41, round 7 (second part): the Khedu analysis's words for a mark, from a blind tester's solo run."""

from __future__ import annotations

from baraza.game.core.match import Action
from baraza.game.khedu.mark_words import mark_reason
from baraza.game.registry import get_game, new_match

SEED = 440
OPTIONS = {"max_turns": 15}


def test_ending_the_turn_before_a_sure_attack_says_the_rest_of_the_turn_went_too():
    """168: 'expected final score 60 → 50 … Why: this gave up an attack over 99% to win …, worth 1 LP or Honor':
    a reason far smaller than the fall. Ending the turn gave up the attack and all the turn could do after it."""
    rules = get_game("khedu").rules
    match = new_match("khedu", ["human"], SEED, dict(OPTIONS))
    for _ in range(200):
        legal = match.legal_actions(0)
        attack = next((a for a in legal if a.kind == "attack" and a.args[0][0] == "cadre"), None)
        if attack is not None and Action("end_turn") in legal:
            break
        order = ("place", "attack", "pay", "cadence_done", "roll", "resolve", "reward", "end_turn")
        assert match.submit(0, next((a for k in order for a in legal if a.kind == k), legal[0])).ok
    else:
        raise AssertionError("no turn with an attack and End turn")
    said = mark_reason(rules, match.state, 0, Action("end_turn"), attack)
    assert said is not None and ("gave up an attack" in said or "gave up a sure attack" in said), said
    assert "the rest of the turn" in said, said
