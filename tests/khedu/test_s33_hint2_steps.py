"""Khedu's Hint words for fight steps and placements name the outcome (blind tester, second round): equal dice by
what they turn the fight into (not "closer to the defence" at 10 vs 10, already won); a Cadence by the odds it makes;
No Cadence by why, and that a rival may still sing; LP against the Honor that would make the hero ascend; a
placement by the unit; a Desert-on-Desert fight by what it does either way."""

from __future__ import annotations

from khedu_helpers import ScriptedRng, act, desert_top, give_hand, new_turn, put_cadre, set_ensemble, start

from baraza.game.core.action import Action
from baraza.game.khedu import RULES
from baraza.scenes.khedu.hint_words import hint_reasons


def _said(s, action: Action, seat: int = 0) -> list[str]:
    return hint_reasons(RULES.view(s, seat), seat, action, RULES.data)


def _rolled(dice: list[int], honor: int = 0):
    """Seat 0's Hadimi Guard attacks a Rahala Outrider (defence 14), `dice` rolled."""
    s = start(2, 8, ("Hadimi", "Rahala"))
    new_turn(s, 0)
    give_hand(s, 0, ["hadimi_dreamer", "wuqri_zealot", "allure", "caravan"])
    put_cadre(s, 0, 0, "hadimi_guard", honor=honor)
    desert_top(s, 0, "rahala_outrider")
    set_ensemble(s, 0, [None, None, None, None])
    set_ensemble(s, 1, [None, None, None, None])
    act(s, 0, "attack", ("cadre", 0, 0), ("desert", 0))
    while s.combat.step == "pay":
        act(s, 0, "pay", s.players[0].hand[0])
    s.rng = ScriptedRng(dice)
    act(s, 0, "roll")
    return s


def test_raising_equal_dice_that_turn_a_loss_into_a_win_says_so():
    s = _rolled([2, 2, 5, 1])  # 10 vs 14; the 2s up make 16
    said = _said(s, Action("adjust", (2, "high")))
    assert said[0] == "turns 10 vs 14 into 16 vs 14: a win", said
    assert not any("closer" in w for w in said), said


def test_raising_when_already_won_says_it_changes_nothing():
    s = _rolled([6, 6, 1, 1])  # 14 vs 14 already wins; the 1s up make 24
    said = _said(s, Action("adjust", (1, "high")))
    assert said[0].startswith("a win either way: 14 vs 14 now, 24 raised"), said
    assert not any("closer" in w for w in said), said


def test_lp_is_weighed_against_the_honor_that_would_make_the_hero_ascend():
    s = _rolled([6, 6, 5, 1], honor=1)
    act(s, 0, "resolve")
    assert s.combat.step == "reward"
    value, reward = s.combat.reward_value, RULES.data.units["hadimi_guard"].reward
    assert 1 + value >= 3
    lp = _said(s, Action("reward", ("lp",)))
    assert f"ascend for +{reward}" in lp[0] and "safe" in lp[0], lp
    honor = _said(s, Action("reward", ("honor",)))
    assert honor[0].startswith(f"Hadimi Guard reaches {1 + value} Honor: it ascends for +{reward}"), honor


def test_a_placement_names_the_unit_it_places_and_why():
    s = start(2, 8, ("Hadimi", "Rahala"))
    new_turn(s, 0)
    cards = give_hand(s, 0, ["hadimi_dreamer", "hadimi_guard", "caravan"])
    said = _said(s, Action("place", (cards[1], 0)))
    guard = RULES.data.units["hadimi_guard"]
    assert said[0].startswith(f"your strongest Hadimi unit in hand: {guard.dice} dice, defence {guard.defence}"), said


def _provoked_with_songs():
    """Seat 0 provokes a Rahala Outrider at Player 2's Chieftain; both hold Cadences; the window is seat 0's."""
    s = start(2, 3, ("Hadimi", "Rahala"))
    new_turn(s, 0)
    put_cadre(s, 1, 1, "chieftain", honor=1)
    desert_top(s, 0, "rahala_outrider")
    give_hand(s, 0, ["wuqri_zealot", "allure", "caravan", "sandstorm", "rahala_hunter"])
    set_ensemble(s, 0, ["sandfire_hymn", "storm_chorus", None, None])
    set_ensemble(s, 1, ["mirage_lament", None, None, None])
    act(s, 0, "attack", ("desert", 0), ("cadre", 1, 1))
    while s.combat.step == "pay":
        act(s, 0, "pay", s.players[0].hand[0])
    assert s.combat.step == "cadences" and tuple(RULES.active_seats(s)) == (0,)
    return s


def test_singing_gives_the_new_odds_and_no_cadence_warns_the_rival_may_still_sing():
    s = _provoked_with_songs()
    sing = _said(s, Action("cadence", (1,)))
    assert sing[0].startswith("lifts your chance 48% → 90%") and "Player 2 may still answer" in sing[0], sing
    done = _said(s, Action("cadence_done"))
    assert "if Player 2 sings, you may still answer" in done[0], done
    assert not any(w == "keep your Cadences for a harder fight" for w in done[:2]), done


def test_a_solo_desert_fight_says_what_it_does_and_that_no_unit_of_yours_is_at_stake():
    s = start(1, 5, ("Hadimi",))
    new_turn(s, 0)
    attack = next(a for a in RULES.legal_actions(s, 0)
                  if a.kind == "attack" and a.args[0][0] == "desert" and a.args[1][0] == "desert")
    said = _said(s, attack)
    assert "either way a Desert stack turns over" in said[0], said
    act(s, 0, "attack", *attack.args)
    while s.combat.step == "pay":
        act(s, 0, "pay", s.players[0].hand[0])
    done = _said(s, Action("cadence_done"))
    assert done[0].startswith("Desert against Desert: none of your units is at stake"), done
