"""The Khedu AI: legal, view-only, deterministic per seed, fast, and it uses the exact odds."""

import time

import pytest
from khedu_helpers import ScriptedRng, act, desert_top, give_hand, new_turn, put_cadre, set_ensemble, start

from baraza.game.core.action import Action
from baraza.game.khedu import RULES, make_agent
from baraza.game.simulate import play_match


@pytest.mark.parametrize("seats", [["ai:hard"], ["ai:hard", "ai:easy"], ["ai:normal", "ai:easy", "ai:hard"],
                                   ["ai:easy", "ai:hard", "ai:normal", "ai:easy"]])
def test_ai_games_finish(seats):
    rec = play_match("khedu", seats, seed=3)
    assert rec.moves and len(rec.scores) == len(seats)


def test_agent_is_deterministic_per_seed():
    a = play_match("khedu", ["ai:hard", "ai:normal"], seed=4)
    b = play_match("khedu", ["ai:hard", "ai:normal"], seed=4)
    assert a.moves == b.moves


def test_hard_is_fast():
    rec = play_match("khedu", ["ai:hard", "ai:hard"], seed=5)
    times = sorted(t for ts in rec.think_seconds.values() for t in ts)
    assert times[len(times) // 2] < 0.05


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_agent("brutal", 0, 1)


def test_hard_takes_the_sure_win_over_the_long_shot():
    s = start(2, seed=6)
    new_turn(s, 0)
    give_hand(s, 0, ["rahala_hunter", "wuqri_zealot", "allure"])
    put_cadre(s, 0, 0, "hadimi_guard")
    put_cadre(s, 0, 1, "hadimi_dreamer")
    desert_top(s, 0, "himbua_wanderer")  # defence 10: 4 dice win 97.8 %
    desert_top(s, 1, "himbua_ancient")  # defence 18: 4 dice win 40.7 %
    agent = make_agent("hard", 0, 1)
    legal = RULES.legal_actions(s, 0)
    choice = agent.choose(RULES, RULES.view(s, 0), 0, legal)
    assert choice == Action("attack", (("cadre", 0, 0), ("desert", 0)))


def test_hard_defends_its_hero_with_a_cadence():
    s = start(2, seed=7)
    new_turn(s, 1)
    give_hand(s, 1, ["hadimi_dreamer", "wuqri_zealot", "allure"])
    put_cadre(s, 0, 0, "khana_kudjani", honor=2)
    desert_top(s, 0, "khana_ubak")
    set_ensemble(s, 0, ["whitesand_ballad", None, None, None])
    set_ensemble(s, 1, [None, None, None, None])
    act(s, 1, "attack", ("desert", 0), ("cadre", 0, 0))
    while s.combat.step == "pay":
        act(s, 1, "pay", s.players[1].hand[0])
    assert RULES.active_seats(s) == (0,)
    agent = make_agent("hard", 0, 1)
    choice = agent.choose(RULES, RULES.view(s, 0), 0, RULES.legal_actions(s, 0))
    assert choice == Action("cadence", (0,))


def test_ai_raises_dice_and_takes_the_best_total():
    s = start(2, seed=8)
    new_turn(s, 0)
    give_hand(s, 0, ["hadimi_dreamer", "wuqri_zealot", "allure"])
    put_cadre(s, 0, 0, "hadimi_guard")
    set_ensemble(s, 1, [None, None, None, None])
    set_ensemble(s, 0, [None, None, None, None])
    act(s, 0, "attack", ("cadre", 0, 0), ("desert", 0))
    while s.combat.step == "pay":
        act(s, 0, "pay", s.players[0].hand[0])
    s.rng = ScriptedRng([2, 2, 5, 1])
    act(s, 0, "roll")
    agent = make_agent("hard", 0, 1)
    assert agent.choose(RULES, RULES.view(s, 0), 0, RULES.legal_actions(s, 0)) == Action("adjust", (2, "high"))


def test_hard_decision_budget_on_a_busy_table():
    s = start(4, seed=9)
    agent = make_agent("hard", s.current, 1)
    t0 = time.perf_counter()
    for _ in range(20):
        agent.choose(RULES, RULES.view(s, s.current), s.current, RULES.legal_actions(s, s.current))
    assert (time.perf_counter() - t0) / 20 < 1.0
