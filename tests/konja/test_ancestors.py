"""Each Ancestor's Favour and Blessing, the Idol reset and the five-Relic limit."""

from baraza.game.core.action import Action
from baraza.game.konja import RULES
from baraza.game.konja.state import Cloud, Relic

from .helpers import act, new_state


def test_spirit_favour_and_blessing():
    s = new_state()
    s.spirit_holder = 1
    for p in s.players:
        p.relics[0].spent = True
    act(s, "choose_ancestor", "spirit")
    assert s.spirit_holder == 0
    assert not any(r.spent for p in s.players for r in p.relics)
    assert s.phase == "roll"
    # the token recharges one Relic and goes back
    s.players[0].relics[1].spent = True
    act(s, "use_spirit", 1)
    assert not s.players[0].relics[1].spent and s.spirit_holder is None


def test_resource_blessing_gives_both():
    s = new_state()
    act(s, "choose_ancestor", "resource")
    act(s, "choose_resource", "power")
    assert [p.power for p in s.players] == [4, 4]
    assert s.supply["power"] == 18 - 8


def test_spell_favour_and_blessing():
    s = new_state()
    s.players[1].spells = s.players[1].spells[:2]
    hand0 = list(s.players[0].spells)
    act(s, "choose_ancestor", "spell")
    act(s, "discard_spell", hand0[0])
    act(s, "discard_spell", s.players[0].spells[0])
    assert len(s.players[0].spells) == 1
    act(s, "done_discarding")
    assert len(s.players[0].spells) == 3 and len(s.players[1].spells) == 3
    # a player with three Spells draws none
    s2 = new_state()
    act(s2, "choose_ancestor", "spell")
    act(s2, "done_discarding")
    assert len(s2.players[0].spells) == 3


def test_merchant_favour_sells_for_cost():
    s = new_state()
    act(s, "choose_ancestor", "merchant")
    act(s, "sell_relic", 0)  # Fie-Ah costs 2
    assert s.players[0].gold == 4 and len(s.players[0].relics) == 2
    act(s, "done_selling")
    assert s.phase == "merchant_buy" and RULES.active_seats(s) == (0,)


def test_merchant_blessing_refresh_then_buy_both_players():
    s = new_state()
    s.players[0].gold = 10
    s.players[1].gold = 10
    s.offering = ["bone_flute", "rain_stick", "gold_scale"]
    s.relic_deck = ["idol_mask"]
    act(s, "choose_ancestor", "merchant")
    act(s, "done_selling")
    act(s, "refresh_offering", 1)
    assert s.offering[1] == "idol_mask" and s.players[0].gold == 9
    assert Action("refresh_offering", (0,)) not in RULES.legal_actions(s, 0)
    act(s, "buy_relic", 0)
    assert s.players[0].gold == 7 and s.players[0].relics[-1].card == "bone_flute"
    assert RULES.active_seats(s) == (1,)
    act(s, "buy_relic", 2)
    assert s.players[1].gold == 7
    assert s.phase == "roll" and RULES.active_seats(s) == (0,)


def test_five_relic_limit_forces_discard():
    s = new_state()
    s.players[0].relics += [Relic("bone_flute"), Relic("idol_mask")]
    s.players[0].gold = 10
    s.offering = ["gold_scale", "rain_stick", "moon_mirror"]
    act(s, "choose_ancestor", "merchant")
    act(s, "done_selling")
    act(s, "buy_relic", 0)
    assert len(s.players[0].relics) == 6 and s.pending_discard == 0
    legal = RULES.legal_actions(s, 0)
    assert {a.kind for a in legal} == {"discard_relic"}
    act(s, "discard_relic", 0)
    assert len(s.players[0].relics) == 5 and s.pending_discard is None
    assert RULES.active_seats(s) == (1,)


def test_rain_favour_upgrade_costs():
    s = new_state()
    p = s.players[0]
    p.clouds = [Cloud(3), Cloud(5), Cloud(7)]
    p.gold = 4
    act(s, "choose_ancestor", "rain")
    act(s, "upgrade_cloud", 0)
    act(s, "upgrade_cloud", 1)
    act(s, "upgrade_cloud", 2)
    assert p.gold == 0 and [c.value for c in p.clouds] == [4, 6, 9]


def test_rain_blessing_summon_and_no_upgrade_same_turn():
    s = new_state()
    s.players[0].gold = 13
    s.players[1].gold = 8
    act(s, "choose_ancestor", "rain")
    act(s, "done_upgrading")
    act(s, "summon_cloud", 7)
    act(s, "summon_cloud", 5, seat=1)
    assert s.players[0].cloud_points == 7 and s.players[1].cloud_points == 5
    assert s.cloud_piles == {3: 9, 5: 8, 7: 8}
    # the fresh Cloud may not be flipped in the same turn (even if the phase came round again)
    s.phase = "rain_upgrade"
    assert Action("upgrade_cloud", (0,)) not in RULES.legal_actions(s, 0)
    s.turn_count += 1
    assert Action("upgrade_cloud", (0,)) in RULES.legal_actions(s, 0)


def test_summon_needs_gold():
    s = new_state()
    s.players[0].gold = 7
    act(s, "choose_ancestor", "rain")
    act(s, "done_upgrading")
    kinds = [a.args for a in RULES.legal_actions(s, 0) if a.kind == "summon_cloud"]
    assert kinds == [(3,)]


def test_idols_block_and_reset():
    s = new_state()
    s.idols = ["spirit", "resource", "spell", "merchant"]
    legal = RULES.legal_actions(s, 0)
    assert [a.args[0] for a in legal if a.kind == "choose_ancestor"] == ["rain"]
    act(s, "choose_ancestor", "rain")
    act(s, "done_upgrading")
    act(s, "pass_blessing")
    act(s, "pass_blessing", seat=1)
    act(s, "roll")
    act(s, "end_bones")
    act(s, "skip_red", seat=1)
    events = act(s, "finish_collection")
    assert any(e.kind == "idols_reset" for e in events)
    assert s.idols == [] and s.turn_seat == 1
    assert len([a for a in RULES.legal_actions(s, 1) if a.kind == "choose_ancestor"]) == 5
