"""Every Relic and Spell does what its text says."""

from baraza.game.core.action import Action
from baraza.game.konja import RULES, cards
from baraza.game.konja.state import Die, Relic

from .helpers import act, at_bones, give_relics, new_state, values


def test_card_counts():
    assert len(cards.relic_deck_ids()) == 12
    assert len(cards.starting_relics()) == 3
    assert len(cards.relics()) + len(cards.starting_relics()) == 18  # six starting copies + 12
    assert len(cards.spell_deck_ids()) == 22
    assert "chaac" in cards.spells()
    assert {c.name for c in cards.relics().values()} >= {"Fie-Ah", "Oodoo", "At!"}
    s = new_state()
    assert len(s.relic_deck) == 9 and len(s.offering) == 3
    assert len(s.spell_deck) == 16


def bones(relics=(), spells=(), dice=(1, 2, 3, 4, 5), action=("blank", "blank"), **opts):
    s = new_state(**opts)
    give_relics(s, 0, *relics)
    s.players[0].spells = list(spells)
    s.players[0].magick = 5
    s.players[0].power = 5
    return at_bones(s, dice, action)


def test_fie_ah_rerolls_and_power_boost():
    s = bones(["fie_ah"])
    legal = RULES.legal_actions(s, 0)
    assert Action("use_relic", (0, -1, 0, (0, 1))) in legal
    assert Action("use_relic", (0, -1, 0, (0, 1, 2))) not in legal
    assert Action("use_relic", (0, -1, 1, (0, 1, 2))) in legal
    act(s, "use_relic", 0, -1, 2, (0, 1, 2, 3))
    assert s.players[0].power == 3 and s.players[0].relics[0].spent
    assert values(s)[4] == 5
    assert not any(a.kind == "use_relic" for a in RULES.legal_actions(s, 0))


def test_oodoo_front_nudges_and_guards():
    s = bones(["oodoo"])
    act(s, "use_relic", 0, -1, 0, (0, 1))
    assert values(s)[0] == 2 and s.dice[0].guarded and s.players[0].relics[0].spent


def test_oodoo_power_keeps_it_ready():
    s = bones(["oodoo"])
    act(s, "use_relic", 0, -1, 1, (4, 1))
    assert values(s)[4] == 6 and not s.players[0].relics[0].spent and s.players[0].power == 4


def test_oodoo_shayka_side():
    s = bones(["oodoo"], shayka="none")
    act(s, "use_relic", 0, -1, 0, (0, 2))
    assert values(s)[0] == 3 and not s.dice[0].guarded
    assert RULES.view(s, 0).players[0].relics[0].side == "shayka"
    assert RULES.view(new_state(), 0).players[0].relics[0].side == "front"


def test_at_needs_action_die():
    s = bones(["at"], action=())
    assert not any(a.kind == "use_relic" for a in RULES.legal_actions(s, 0))
    s = bones(["at"], action=("blank", "gold"))
    act(s, "use_relic", 0, 1, 0, (2,))
    assert s.action_used == [False, True] and not s.players[0].relics[0].spent
    act(s, "use_relic", 0, 0, 0, (3,))
    assert not any(a.kind == "use_relic" for a in RULES.legal_actions(s, 0))


def test_moon_mirror():
    s = bones(["moon_mirror"])
    act(s, "use_relic", 0, -1, 0, (4, 0))
    assert values(s) == [5, 2, 3, 4, 5]


def test_thunder_drum_rerolls_everything_chosen():
    s = bones(["thunder_drum"], action=("magick", "blank"))
    act(s, "use_relic", 0, 1, 0, (0, 1, 2, 3, 4))
    assert s.players[0].relics[0].spent and s.action_used[1]


def test_violet_lantern_and_violet_never_rerolled():
    s = bones(["violet_lantern", "fie_ah"], ["violet_spark"], action=("blank", "power"))
    assert not any(a.kind == "use_relic" and a.args[0] == 0 and a.args[1] < 0 for a in RULES.legal_actions(s, 0))
    act(s, "use_relic", 0, 0, 2, ())
    assert s.dice[5].colour == "violet" and not s.players[0].relics[0].spent and s.players[0].power == 3
    act(s, "play_spell", "violet_spark", ())
    assert [d.colour for d in s.dice].count("violet") == 2
    # a third violet die does not exist
    assert not any(a.kind == "use_relic" and a.args[0] == 0 for a in RULES.legal_actions(s, 0))
    # rerolls never name a violet die
    rerolls = [a for a in RULES.legal_actions(s, 0) if a.kind == "use_relic" and a.args[0] == 1]
    assert rerolls
    for a in rerolls:
        assert all(s.dice[i].colour == "green" for i in a.args[3])


def test_spirit_bowl_and_gold_scale_need_their_face():
    s = bones(["spirit_bowl", "gold_scale"], action=("gold", "blank"))
    assert not any(a.kind == "use_relic" and a.args[0] == 0 for a in RULES.legal_actions(s, 0))
    act(s, "use_relic", 1, 0, 2, ())
    assert s.players[0].gold == 2 + 5 and s.players[0].power == 3
    s = bones(["spirit_bowl"], action=("magick", "magick"))
    act(s, "use_relic", 0, 0, 0, ())
    assert s.players[0].magick == 9


def test_rain_stick_and_shape_bone_set_face():
    s = bones(["rain_stick"], ["shape_bone"])
    act(s, "use_relic", 0, -1, 0, (0, 6))
    act(s, "play_spell", "shape_bone", (1, 6))
    assert values(s)[:2] == [6, 6] and s.players[0].magick == 3


def test_bone_flute_and_tilt_nudge():
    s = bones(["bone_flute"], ["tilt"], action=("power", "blank"))
    act(s, "use_relic", 0, 0, 0, (0, 1))
    act(s, "play_spell", "tilt", (4, -1))
    assert values(s) == [2, 2, 3, 4, 4]
    assert Action("play_spell", ("tilt", (4, 2))) not in RULES.legal_actions(s, 0)


def test_idol_mask_flips_action_die():
    s = bones(["idol_mask", "gold_scale"], action=("blank", "blank"))
    act(s, "use_relic", 0, -1, 0, (1, "gold"))
    assert s.action_dice == ["blank", "gold"]
    act(s, "use_relic", 1, 1, 0, ())
    assert s.players[0].gold == 5


def test_reed_shield_guards_and_gives_power():
    s = bones(["reed_shield"])
    act(s, "use_relic", 0, -1, 1, (0, 1, 2))
    assert [d.guarded for d in s.dice] == [True, True, True, False, False]
    assert s.players[0].power == 5 - 1 + 1


def test_traders_pouch_and_barter_exchange():
    s = bones(["traders_pouch"], ["barter"])
    act(s, "use_relic", 0, -1, 1, ("power", "gold"))
    assert s.players[0].power == 5 - 1 - 3 and s.players[0].gold == 5
    act(s, "play_spell", "barter", ("magick", "gold"))
    assert s.players[0].magick == 3 and s.players[0].gold == 7


def test_traders_pouch_cannot_spend_the_same_power_twice():
    s = bones(["traders_pouch"])
    s.players[0].power = 4
    legal = RULES.legal_actions(s, 0)
    assert Action("use_relic", (0, -1, 2, ("power", "gold"))) not in legal
    assert Action("use_relic", (0, -1, 1, ("power", "gold"))) in legal  # 1 for the boost, 3 paid
    act(s, "use_relic", 0, -1, 1, ("power", "gold"))
    assert s.players[0].power == 0 and s.players[0].gold == 5


def test_ember_totem_rerolls_low_dice_only():
    s = bones(["ember_totem"], dice=(6, 6, 6, 1, 2))
    act(s, "use_relic", 0, -1, 0, ())
    assert values(s)[:3] == [6, 6, 6]


def test_elder_staff_and_awaken_recharge():
    s = bones(["elder_staff", "fie_ah"], ["awaken"], action=("gold", "blank"))
    s.players[0].relics[1].spent = True
    act(s, "use_relic", 0, 1, 0, (1,))  # any face will do, even a blank
    assert not s.players[0].relics[1].spent
    s.players[0].relics[1].spent = True
    act(s, "play_spell", "awaken", (1,))
    assert not s.players[0].relics[1].spent and s.players[0].power == 6


def test_second_wind_and_whirlwind():
    s = bones([], ["second_wind", "whirlwind"])
    legal = RULES.legal_actions(s, 0)
    assert Action("play_spell", ("second_wind", (0, 1, 2))) not in legal
    assert Action("play_spell", ("whirlwind", (0, 1, 2, 3, 4))) in legal
    act(s, "play_spell", "second_wind", (0, 1))
    assert values(s)[2:] == [3, 4, 5] and s.players[0].spells == ["whirlwind"]


def test_violet_twin_and_spark():
    s = bones([], ["violet_twin", "violet_spark"])
    act(s, "play_spell", "violet_twin", (4,))
    assert s.dice[5].colour == "violet" and s.dice[5].value == 5
    act(s, "play_spell", "violet_spark", ())
    assert s.dice[6].colour == "violet" and s.players[0].magick == 1


def test_chaac_discards_and_draws():
    s = bones([], ["chaac", "storm_veil", "tilt"])
    act(s, "play_spell", "chaac", ("storm_veil", "tilt"))
    assert len(s.players[0].spells) == 3  # two discarded, three drawn
    assert s.spell_discard[-3:] == ["chaac", "storm_veil", "tilt"]


def test_patrons_gift_takes_relic_cheaper():
    s = bones([], ["patrons_gift"])
    s.offering = ["rain_stick", "bone_flute", "idol_mask"]
    s.players[0].gold = 3
    act(s, "play_spell", "patrons_gift", (0,))
    assert s.players[0].gold == 0 and s.players[0].relics[-1].card == "rain_stick"


def test_spell_needs_magick():
    s = bones([], ["violet_twin"])
    s.players[0].magick = 2
    assert not any(a.kind == "play_spell" for a in RULES.legal_actions(s, 0))


def test_storm_veil_cancels_red_die():
    s = bones([], ["storm_veil"], dice=(1, 1, 1, 2, 2))
    act(s, "end_bones")
    assert s.phase == "red_roll" and RULES.active_seats(s) == (1,)
    act(s, "roll_red", seat=1)
    if s.phase == "red_reply":  # any red die beats a 1 unless both show 1
        act(s, "play_spell", "storm_veil", (0,), seat=0)
        assert s.red_used[0] and s.players[0].magick == 5
    assert s.phase in ("red_assign", "collect")
    assert not any(a.kind == "play_spell" for a in RULES.legal_actions(s, 0))


def test_storm_veil_not_in_bones():
    s = bones([], ["storm_veil"])
    assert not any(a.kind == "play_spell" for a in RULES.legal_actions(s, 0))


def test_every_card_is_tested_here():
    src = open(__file__, encoding="utf-8").read()
    for cid in list(cards.relics()) + list(cards.spells()):
        assert f'"{cid}"' in src, cid


def test_die_helper_violet():
    s = bones([], [])
    s.dice.append(Die("violet", 3))
    s.players[0].relics = [Relic("fie_ah")]
    for a in RULES.legal_actions(s, 0):
        if a.kind == "use_relic":
            assert 5 not in a.args[3]
