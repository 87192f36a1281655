"""Konja Hint words from blind tester konja21 (tests/konja/data/konja21_record.json): a second Chaac! named as the
other one (80-hint7), the Merchant's Gold and Relic said what they are for (102-hint14, 106-hint15), and End Bones
said to win the match where it does (139-hint31)."""

from __future__ import annotations

from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.konja import RULES
from baraza.game.konja.hint_won import decided_words
from baraza.game.konja.hint_words import hint_words, merchant_plan_words
from baraza.game.konja.state import Cloud

from .helpers import at_bones, give_relics, new_state, table_hint
from .helpers import replayed as replayed_from

RECORD = Path(__file__).parent / "data" / "konja21_record.json"


def replayed(moves: int):
    return replayed_from(RECORD, moves)


# --- Chaac! ----------------------------------------------------------------------------------------------------------

def test_a_second_chaac_is_named_as_the_other_one(baraza_home):
    # 80-hint7: "Cast Chaac!: discard Chaac!, draw 2 Spells" read as discarding the card being cast
    move, words, said = table_hint(replayed(19))
    assert move == Action("play_spell", ("chaac", ("chaac",))), move
    assert said == "Cast Chaac!, discarding your other Chaac!: draw 2 Spells", said
    assert "than Chaac!" not in words, words


def test_chaac_names_every_spell_it_discards():
    state = at_bones(new_state(1), [6, 6, 2, 2, 2])
    state.players[0].spells = ["chaac", "chaac", "tilt"]
    both = Action("play_spell", ("chaac", ("chaac", "tilt")))
    assert both in RULES.legal_actions(state, 0)
    assert RULES.describe_action(state, 0, both) == "Cast Chaac!, discarding your other Chaac! and Tilt: draw 3 Spells"
    tilt = Action("play_spell", ("chaac", ("tilt",)))
    assert RULES.describe_action(state, 0, tilt) == "Cast Chaac!, discarding Tilt: draw 2 Spells"


# --- the Merchant ----------------------------------------------------------------------------------------------------

def test_the_merchant_plan_says_what_the_gold_left_pays_for(baraza_home):
    # 102-hint14: "sacrifice Rain Stick and Oodoo for 7 Gold, then buy Bone Flute for 2 Gold (5 Gold left)", no why
    move, words, _said = table_hint(replayed(39))
    assert move == Action("choose_ancestor", ("merchant",)), move
    assert words == ("sacrifice your spent Rain Stick and Oodoo for 7 Gold, then buy Bone Flute for 2 Gold (5 Gold "
                     "left, enough for a 3-point Cloud at the next Rain)"), words


def test_the_buy_says_what_the_relic_and_the_gold_left_are_for(baraza_home):
    # 106-hint15: "Buy Bone Flute for 2 Gold: it moves a die by one pip"
    move, words, _said = table_hint(replayed(43))
    assert move == Action("buy_relic", (0,)), move
    assert words == ("it moves a die by one pip in every turn, and the 5 Gold left is enough for a 3-point Cloud at "
                     "the next Rain"), words


def test_without_a_cloud_the_merchant_plan_says_what_the_relic_is_for():
    state = new_state(1)
    give_relics(state, 0, "oodoo", "at")
    me = state.players[0]
    me.gold = 1
    state.offering = ["bone_flute", "ember_totem", "spirit_bowl"]
    view = RULES.view(state, 0)
    words = merchant_plan_words(view, [Action("sell_relic", (0,)), Action("buy_relic", (0,))])
    assert words == ("sacrifice Oodoo for 2 Gold, then buy Bone Flute for 2 Gold, which moves a die by one pip in "
                     "every turn (1 Gold left)"), words


def test_a_ready_relic_sold_gets_the_plain_reason_of_its_gold():
    state = new_state(1)
    give_relics(state, 0, "at")
    state.players[0].gold = 3
    words = hint_words(RULES.view(state, 0), Action("sell_relic", (0,)))
    assert words == "its 2 Gold makes 5, enough for a 3-point Cloud at the next Rain", words
    state.players[0].gold = 0
    assert hint_words(RULES.view(state, 0), Action("sell_relic", (0,))) == "its 2 Gold makes 2, for a Relic or a Cloud"


# --- End Bones on a win ----------------------------------------------------------------------------------------------

END = Action("end_bones")


def test_end_bones_says_the_match_is_won_when_no_red_die_can_stop_it(baraza_home):
    # 139-hint31: 18 of 21, second in the round, only End Bones left: four 6s no red die beats make 23
    state = replayed(82)
    for die, value in zip(state.dice, [6, 6, 4, 6, 6], strict=True):
        die.value = value
    move, words, said = table_hint(state)
    assert move == END and said == "End the Bones phase", (move, said)
    assert words == "the match is won — no red die can stop it (press End Bones)", words


def test_end_bones_tells_the_chance_when_two_red_6s_could_stop_it(baraza_home):
    # the tester's own dice: four 5s and a 4 (23 points); two red 6s leave two pairs, 18 points, no win this turn
    move, words, _said = table_hint(replayed(82))
    assert move == END
    assert words == "a 97% chance to win the match now — only the red dice can stop it (press End Bones)", words


def test_end_bones_first_in_the_round_claims_no_win(baraza_home):
    # Kofi still has a turn after one that reaches the target first in the round: nothing is won yet
    state = at_bones(new_state(1), [6, 6, 6, 6, 6])
    state.players[0].clouds = [Cloud(7), Cloud(5), Cloud(3), Cloud(3)]
    view = RULES.view(state, 0)
    assert state.turn_seat == 0 and decided_words(view, 0, END) is None
