"""Combat steps, the Cadence window, rewards, Honor transfers, defeated units, auras, Eternal Cadences."""

from khedu_helpers import (
    ScriptedRng,
    act,
    desert_top,
    fight,
    give_hand,
    kinds,
    new_turn,
    put_cadre,
    set_ensemble,
    start,
)

from baraza.game.core.action import Action
from baraza.game.khedu import RULES
from baraza.game.khedu.combat import win_probability

D0 = ("desert", 0)
D1 = ("desert", 1)


def test_scenarios_allowed():
    s = start(2, seed=1)
    new_turn(s, 0)
    give_hand(s, 0, ["caravan"] * 0 + ["allure", "allure", "betrayal", "caravan", "sandstorm"])
    put_cadre(s, 0, 0, "hadimi_guard")  # not infiltrating: Desert targets only
    put_cadre(s, 1, 0, "okavian_raider")  # an infiltrator in the enemy Cadre
    put_cadre(s, 1, 1, "wuqri_zealot")
    pairs = {(a, d): sc for a, d, sc in RULES.attack_pairs(s, 0)}
    assert pairs[(("cadre", 0, 0), D0)] == "cadre_vs_desert"
    assert (("cadre", 0, 0), ("cadre", 1, 1)) not in pairs
    assert pairs[(D0, ("cadre", 1, 1))] == "provocation"
    assert pairs[(D0, ("cadre", 0, 0))] == "provocation"  # even your own Cadre
    assert pairs[(("cadre", 1, 0), ("cadre", 1, 1))] == "provocation"  # enemy infiltrator provoked
    assert (("cadre", 1, 1), D0) not in pairs  # enemy non-infiltrator cannot be used
    put_cadre(s, 0, 1, "oadhii_infiltrator")
    pairs = {(a, d): sc for a, d, sc in RULES.attack_pairs(s, 0)}
    assert pairs[(("cadre", 0, 1), ("cadre", 1, 1))] == "infiltration"


def test_combat_steps_in_order_and_discards_to_bottom():
    s = start(2, seed=2)
    new_turn(s, 0)
    hand = give_hand(s, 0, ["hadimi_guard", "caravan", "allure", "wuqri_zealot", "sandstorm"])
    put_cadre(s, 0, 0, "hadimi_guard")
    set_ensemble(s, 0, [None, None, None, None])
    set_ensemble(s, 1, ["whitesand_ballad", None, None, None])
    desert_top(s, 0, "himbua_wanderer")
    events = act(s, 0, "attack", ("cadre", 0, 0), D0)
    assert s.combat.step == "pay" and s.combat.to_pay == 2 and "combat_declared" in kinds(events)
    act(s, 0, "pay", hand[1])
    assert s.deck[-1] == hand[1]
    act(s, 0, "pay", hand[2])
    assert s.deck[-1] == hand[2]
    # the Cadence window: seat 0 has none, so seat 1 answers
    assert s.combat.step == "cadences" and RULES.active_seats(s) == (1,)
    p_before = RULES.view(s, 0).combat.win_probability
    act(s, 1, "cadence", 0)
    view = RULES.view(s, 0).combat
    assert view.defence == 13 and view.win_probability < p_before
    assert view.win_probability == win_probability(4, 0, 13)
    act(s, 1, "cadence_done")
    assert s.combat.step == "roll" and RULES.active_seats(s) == (0,)
    s.rng = ScriptedRng([3, 3, 5, 1])
    events = act(s, 0, "roll")
    assert "dice_rolled" in kinds(events) and s.combat.step == "adjust"
    legal = RULES.legal_actions(s, 0)
    assert Action("adjust", (3, "high")) in legal and Action("adjust", (3, "low")) in legal
    cv = RULES.view(s, 0).combat
    assert cv.best_total == 5 + 5 + 5 + 1 and cv.best_choices == ((3, "high"),)
    act(s, 0, "adjust", 3, "high")  # 5 5 5 1 = 16 >= 13: wins; no set left, resolves at once
    assert s.combat.step == "reward" and RULES.active_seats(s) == (0,)
    act(s, 0, "reward", "honor")
    assert s.players[0].cadre[0].honor == 1  # Himbua Wanderer's reward value
    assert s.desert[0][-1].card != s.desert[0][0].card and s.combat is None
    assert s.players[1].ensemble[0].card is None and s.cadence_deck[-1] is not None


def test_reward_as_legacy_points_and_captured_honor():
    s = start(2, seed=3)
    new_turn(s, 0)
    give_hand(s, 0, ["caravan", "caravan", "allure"])
    put_cadre(s, 0, 0, "hadimi_guard")
    ubak = desert_top(s, 0, "khana_ubak", honor=3)
    fight(s, 0, ("cadre", 0, 0), D0, [6, 6, 5, 4], reward="lp")
    assert s.players[0].lp == 6  # RV 3 + 3 stacked Honor
    assert s.desert[0][-1] is not None and s.desert[0][-1].card == ubak.card and s.desert[0][-1].honor == 0


def test_desert_victor_takes_honor_and_cadre_loser_goes_under_the_deck():
    s = start(2, seed=4)
    new_turn(s, 0)
    give_hand(s, 0, ["caravan", "caravan", "allure"])
    guard = put_cadre(s, 0, 0, "hadimi_guard", honor=1)
    ubak = desert_top(s, 0, "khana_ubak", honor=3)
    fight(s, 0, ("cadre", 0, 0), D0, [1, 2, 3, 5])  # 11 < 15: the Guard falls
    assert s.players[0].cadre[0] is None and s.deck[-1] == guard.card
    assert ubak.honor == 3 + 2 + 1  # its own 3 + Guard RV 2 + the Guard's Honor


def test_desert_versus_desert():
    s = start(2, seed=5)
    new_turn(s, 0)
    give_hand(s, 0, ["caravan", "caravan", "allure", "allure"])
    attacker = desert_top(s, 0, "khana_ubak", honor=1)
    defender = desert_top(s, 1, "himbua_wanderer", honor=2)
    fight(s, 0, D0, D1, [6, 6, 1, 2])
    assert attacker.honor == 1 + 1 + 2
    assert s.desert[1][-1].card == defender.card


def test_unaligned_cadre_victor_keeps_honor():
    s = start(2, seed=6)
    new_turn(s, 0)
    give_hand(s, 0, ["caravan", "caravan", "allure"])
    put_cadre(s, 0, 0, "khana_ubak" if False else "wuqri_zealot")  # Hadimi player, Wuqri unit
    desert_top(s, 0, "himbua_wanderer")
    fight(s, 0, ("cadre", 0, 0), D0, [6, 6, 5])
    assert s.players[0].cadre[0].honor == 1 and s.players[0].lp == 0


def test_enemy_hero_defeat_pays_its_honor():
    s = start(2, seed=7)
    new_turn(s, 0)
    give_hand(s, 0, ["caravan", "caravan", "allure"])
    put_cadre(s, 0, 0, "hadimi_guard")
    s.players[0].cadre[0] = None
    put_cadre(s, 0, 1, "hadimi_guard")
    put_cadre(s, 1, 0, "wuqri_zealot", honor=2)
    desert_top(s, 0, "himbua_wanderer")
    # provoke the Desert unit against the enemy hero: the Desert unit takes RV 1 + 2 Honor
    u = s.desert[0][0]
    fight(s, 0, D0, ("cadre", 1, 0), [6, 6, 6])
    assert u.honor == 3 and s.players[1].cadre[0] is None


def test_cadence_window_goes_round_until_quiet():
    s = start(3, seed=8)
    new_turn(s, 0)
    give_hand(s, 0, ["caravan", "caravan", "allure"])
    put_cadre(s, 0, 0, "hadimi_guard")
    set_ensemble(s, 0, ["sandfire_hymn", None, None, None])
    set_ensemble(s, 1, ["whitesand_ballad", "mirage_lament", None, None])
    set_ensemble(s, 2, [None, None, None, None])
    desert_top(s, 0, "himbua_wanderer")
    act(s, 0, "attack", ("cadre", 0, 0), D0)
    act(s, 0, "pay", s.players[0].hand[0])
    act(s, 0, "pay", s.players[0].hand[0])
    assert RULES.active_seats(s) == (0,)
    act(s, 0, "cadence_done")
    assert RULES.active_seats(s) == (1,)  # seat 2 holds nothing and is skipped later
    act(s, 1, "cadence", 0)
    act(s, 1, "cadence_done")
    assert RULES.active_seats(s) == (0,)  # a Cadence was sung: the answers go round again
    act(s, 0, "cadence", 0)
    act(s, 0, "cadence_done")
    assert RULES.active_seats(s) == (1,)
    act(s, 1, "cadence_done")
    assert RULES.active_seats(s) == (1,)  # seat 0 has nothing left; seat 1 may still answer
    act(s, 1, "cadence_done")
    assert s.combat.step == "roll"
    assert RULES.combat_numbers(s) == (4, 3, 13)


def test_eternal_cadence_reused_only_in_own_combats():
    s = start(2, seed=9)
    new_turn(s, 0)
    give_hand(s, 0, ["caravan"] * 3 + ["allure"] * 3)
    put_cadre(s, 0, 0, "hadimi_guard")
    set_ensemble(s, 0, ["storm_chorus", None, None, None], eternal=(0,))
    set_ensemble(s, 1, [None, None, None, None])
    desert_top(s, 0, "himbua_wanderer")
    fight(s, 0, ("cadre", 0, 0), D0, [6, 6, 6, 6, 6], cadences={0: [0]})
    assert s.players[0].ensemble[0].card is not None and s.players[0].ensemble[0].eternal
    # a fight between two Desert units does not involve the Cadre: the Eternal Cadence stays silent
    act(s, 0, "attack", D0, D1)
    while s.combat.step == "pay":
        act(s, 0, "pay", s.players[0].hand[0])
    assert s.combat.step == "roll"


def test_auras():
    s = start(4, seed=10)
    # Hadimi Aura: two Hadimi in play -> KuDjani costs 2 for the Hadimi player
    new_turn(s, 0)
    put_cadre(s, 0, 0, "khana_kudjani")
    assert RULES.activation_cost(s, 0, ("cadre", 0, 0)) == 3
    desert_top(s, 0, "hadimi_warden")
    assert RULES.activation_cost(s, 0, ("cadre", 0, 0)) == 2
    # Oadhii Aura: two Eternal Cadences -> Desert units cost at most 2
    desert_top(s, 1, "himbua_ancient")
    assert RULES.activation_cost(s, 2, D1) == 4
    set_ensemble(s, 2, ["sandfire_hymn", "storm_chorus", None, None], eternal=(0, 1))
    assert RULES.activation_cost(s, 2, D1) == 2
    # Okavian Aura: +3 for Wuqri attacks while no Eternal Cadence
    new_turn(s, 1)
    put_cadre(s, 1, 0, "khana_chahak")
    give_hand(s, 1, ["allure", "sandstorm", "rally"])
    desert_top(s, 2, "himbua_wanderer")
    set_ensemble(s, 1, [None, None, None, None])
    act(s, 1, "attack", ("cadre", 1, 0), ("desert", 2))
    assert RULES.combat_numbers(s)[1] == 3
    s.combat = None
    s.phase = "turn"
    # Rahala Aura: +4 defence for Rahala heroes while two Rahala are in play
    put_cadre(s, 3, 0, "rahala_fighter")
    desert_top(s, 3, "himbua_wanderer")
    new_turn(s, 0)
    give_hand(s, 0, ["hadimi_dreamer"] * 4)
    act(s, 0, "attack", ("desert", 3), ("cadre", 3, 0))
    assert RULES.combat_numbers(s)[2] == 12
    s.combat = None
    s.phase = "turn"
    desert_top(s, 3, "rahala_outrider")
    act(s, 0, "attack", ("desert", 3), ("cadre", 3, 0))
    assert RULES.combat_numbers(s)[2] == 16


def test_commands_cost_legacy_points():
    s = start(2, seed=11)
    new_turn(s, 0)
    hand = give_hand(s, 0, ["allure", "betrayal", "sandstorm", "caravan", "rally"])
    assert not [a for a in RULES.legal_actions(s, 0) if a.kind == "command"]
    s.players[0].lp = 10
    desert_top(s, 1, "khana_ubak", honor=4)
    act(s, 0, "command", hand[1], 1)  # Betrayal: 2 LP, claims 4
    assert s.players[0].lp == 10 - 2 + 4 and s.desert[1][0].honor == 0
    top0 = s.desert[0][0].card
    act(s, 0, "command", hand[0], 0, 1)  # Allure
    assert s.desert[1][0].card == top0
    act(s, 0, "command", hand[3])  # Caravan
    assert len(s.players[0].hand) == 4
    top = s.desert[0][0].card
    act(s, 0, "command", hand[2], 0)  # Sandstorm
    assert s.desert[0][-1].card == top
    put_cadre(s, 0, 0, "khana_kudjani")
    cost = RULES.activation_cost(s, 0, ("cadre", 0, 0))
    act(s, 0, "command", hand[4])  # Rallying Call: the next attack costs one card less
    assert RULES.activation_cost(s, 0, ("cadre", 0, 0)) == cost - 1 and RULES.view(s, 0).rally_discount == 1
    act(s, 0, "attack", ("cadre", 0, 0), ("desert", 0))
    assert s.combat.to_pay == cost - 1 and s.log.rally == 0


def test_exchange_moves_units_and_converts_honor_into_own_slot():
    s = start(2, seed=12)
    new_turn(s, 0)
    hand = give_hand(s, 0, ["exchange", "exchange"])
    s.players[0].lp = 10
    mine = put_cadre(s, 0, 0, "hadimi_dreamer")
    ubak = desert_top(s, 0, "khana_ubak", honor=3)
    act(s, 0, "command", hand[0], 0, 0, "desert", 0)
    assert s.players[0].cadre[0] is ubak and s.players[0].lp == 10 - 2 + 3 and s.desert[0][0] is mine
    enemy = put_cadre(s, 1, 1, "wuqri_zealot")
    act(s, 0, "command", hand[1], 1, 1, "cadre", 0)
    assert s.players[1].cadre[1] is ubak and s.players[0].cadre[0] is enemy
