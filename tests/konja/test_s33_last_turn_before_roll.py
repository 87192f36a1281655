"""Before the roll of the last turn the judge read floors that climbed as the player chose (16 -> 51 -> 84 % over
Ancestor, Resource and roll, 89 % once rolled): the budget was spread over every choice, each sampled roll's
search was shallow, and the rolls weighed 1/7 each (the throw's length) instead of 1/12. Now the choices before the
roll follow the hard level, the budget goes to the rolls, and a roll's search follows its most promising plays."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja.analysis_last import LastTurnSearch
from tests.konja.test_s33_last_turn_judge import final_bones_state

BUDGET = 3000  # what the judge gets for 0.5 s asked


def before_roll_state():
    """The tester's position one step earlier: Nia's last turn, her dice not yet rolled."""
    rules, s = final_bones_state()
    s.phase, s.dice, s.action_dice, s.action_used = "roll", [], [], []
    return rules, s


def test_the_sampled_rolls_weigh_one_in_all():
    rules, s = before_roll_state()
    outcomes = LastTurnSearch(budget=BUDGET)._after(s, 0, Action("roll"))
    assert len(outcomes) == 12 and abs(sum(p for p, _ in outcomes) - 1.0) < 1e-9


def test_the_reading_before_the_roll_matches_the_readings_after_it():
    rules, s = before_roll_state()
    search = LastTurnSearch(budget=BUDGET)
    before, best, _values = search.judge(rules.clone(s))
    assert best == Action("roll")
    after = [LastTurnSearch(budget=BUDGET).judge(child)[0] for _, child in search._after(s, 0, Action("roll"))]
    mean = sum(after) / len(after)
    assert abs(before - mean) <= 0.15, (before, mean, after)


def test_a_choice_before_the_roll_reads_as_the_roll_and_costs_one_line():
    """A choice before the roll (the Spirit's Relic refreshed, or not) follows one line: the same reading as the
    roll it leads to, on the same budget, never the budget again for each choice."""
    rules, s = before_roll_state()
    s.spirit_holder = 0  # Nia may refresh Oodoo with the Spirit before rolling
    legal = rules.legal_actions(s, 0)
    assert Action("roll") in legal and len(legal) > 1
    search = LastTurnSearch(budget=BUDGET)
    chance, best, values = search.judge(rules.clone(s))
    assert best.kind == "use_spirit" and list(values) == [best]
    assert search.visited <= BUDGET + 50
    after = rules.clone(s)
    rules.apply(after, 0, best)
    assert abs(LastTurnSearch(budget=BUDGET).judge(after)[0] - chance) < 1e-9
