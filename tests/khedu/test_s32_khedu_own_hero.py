"""A Desert unit the AI provokes at its own hero: it plays the dice for its hero (blind tester, AI normal kept 16
against 15 and lost its own Khana KuDjani to the Hadimi Warden it had provoked)."""

from khedu_helpers import ScriptedRng, act, desert_top, give_hand, new_turn, put_cadre, set_ensemble, start

from baraza.game.core.action import Action
from baraza.game.khedu import RULES, make_agent
from baraza.game.khedu.dice import win_probability
from baraza.game.khedu.expert.playout import quick_move


def _provoked_at_own_hero(dice: list[int]):
    """Seat 1 (Hadimi, AI) provoked a Hadimi Warden (3 dice) at its own Khana KuDjani (defence 15), dice rolled."""
    s = start(2, seed=11, clans=("Wuqri", "Hadimi"))
    new_turn(s, 1)
    give_hand(s, 1, ["wuqri_zealot", "allure", "caravan"])
    put_cadre(s, 1, 0, "khana_kudjani")
    desert_top(s, 0, "hadimi_warden")
    set_ensemble(s, 0, [None, None, None, None])
    set_ensemble(s, 1, [None, None, None, None])
    act(s, 1, "attack", ("desert", 0), ("cadre", 1, 0))  # legal: the rules let a Desert unit attack your own heroes
    while s.combat.step == "pay":
        act(s, 1, "pay", s.players[1].hand[0])
    while s.combat.step == "cadences":
        act(s, RULES.active_seats(s)[0], "cadence_done")
    s.rng = ScriptedRng(dice)
    act(s, 1, "roll")
    return s


def test_the_ai_lowers_the_dice_to_save_its_own_hero() -> None:
    for level in ("easy", "normal", "hard"):
        s = _provoked_at_own_hero([6, 6, 4])  # 16 against 15 as rolled; the 6s lowered make 12
        agent = make_agent(level, 1, 3)
        legal = RULES.legal_actions(s, 1)
        assert agent.choose(RULES, RULES.view(s, 1), 1, legal) == Action("adjust", (6, "low")), level
        act(s, 1, "adjust", 6, "low")
        assert s.players[1].cadre[0] is not None  # its Khana KuDjani stands


def test_a_play_out_leaves_that_choice_to_the_ai() -> None:
    s = _provoked_at_own_hero([6, 6, 4])
    assert quick_move(RULES.data, s, 1, RULES.legal_actions(s, 1)) is None


def test_its_own_attack_still_raises() -> None:
    s = start(2, seed=8)
    new_turn(s, 0)
    give_hand(s, 0, ["hadimi_dreamer", "wuqri_zealot", "allure"])
    put_cadre(s, 0, 0, "hadimi_guard")
    set_ensemble(s, 0, [None, None, None, None])
    set_ensemble(s, 1, [None, None, None, None])
    act(s, 0, "attack", ("cadre", 0, 0), ("desert", 0))
    while s.combat.step == "pay":
        act(s, 0, "pay", s.players[0].hand[0])
    s.rng = ScriptedRng([2, 2, 5, 1])
    act(s, 0, "roll")
    assert make_agent("normal", 0, 1).choose(RULES, RULES.view(s, 0), 0, RULES.legal_actions(s, 0)) \
        == Action("adjust", (2, "high"))


def test_the_odds_of_a_feeding_provoke_count_the_lowered_dice() -> None:
    """Weighing the provoke, the AI prices the Warden's chance with the dice it will lower (6 %, not 20 %)."""
    s = start(2, seed=11, clans=("Wuqri", "Hadimi"))
    new_turn(s, 1)
    put_cadre(s, 1, 0, "khana_kudjani")
    desert_top(s, 0, "hadimi_warden")
    set_ensemble(s, 1, [None, None, None, None])
    set_ensemble(s, 0, [None, None, None, None])  # no rival song to price in (test_s38_khedu_ai_provoke.py)
    agent = make_agent("normal", 1, 3)
    p = agent.attack_value(RULES.view(s, 1), 1, ("desert", 0), ("cadre", 1, 0))[1]
    assert p == win_probability(3, 0, 15, low=True) < win_probability(3, 0, 15)
