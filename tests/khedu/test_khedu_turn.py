"""Setup, the opening (first-turn bonus), the turn, Meditation, passing and the end of the game."""

from khedu_helpers import act, give_hand, kinds, new_turn, put_cadre, set_ensemble, start

from baraza.game.core.action import Action
from baraza.game.khedu import RULES


def test_decks_and_desert():
    data = RULES.data
    assert len(data.resource_deck()) == 78 and len(data.cadence_deck()) == 16
    units = [c for c in data.resource_deck() if c[0] == "unit"]
    assert len(units) == 60 and len({k for _, k in units}) == 12
    assert len({k for k, _ in [(c[1], 0) for c in data.resource_deck() if c[0] == "command"]}) == 6
    stack = [data.units[k].defence for k in data.desert_stack()]
    assert stack == list(range(10, 19))
    for n in (1, 2, 3, 4):
        s = RULES.initial_state({}, 5, n)
        assert len(s.desert) == (3 if n == 1 else n)
        assert all(len(st) == 9 for st in s.desert)
        assert all(p.influence == 3 and p.lp <= 3 for p in s.players)
        assert len({p.clan for p in s.players}) == n  # no two players share a clan board
        assert "Himbua" not in {p.clan for p in s.players}


def test_clan_options_and_duplicates():
    s = RULES.initial_state({"clan_1": "Rahala", "clan_2": "Rahala"}, 3, 2)
    assert s.players[0].clan == "Rahala" and s.players[1].clan != "Rahala"
    specs = {o.key for o in RULES.option_specs()}
    assert {"clan_1", "clan_2", "clan_3", "clan_4", "max_turns"} <= specs


def test_opening_bonus_one_up_one_discarded_three_down():
    s = RULES.initial_state({}, 11, 2)
    seat = s.first_player
    assert s.phase == "opening" and RULES.active_seats(s) == (seat,)
    legal = RULES.legal_actions(s, seat)
    assert len(legal) == 5 and all(a.kind == "reveal_cadence" for a in legal)
    RULES.apply(s, seat, legal[2])
    legal = RULES.legal_actions(s, seat)
    assert len(legal) == 4 and all(a.kind == "discard_cadence" for a in legal)
    RULES.apply(s, seat, legal[0])
    ens = s.players[seat].ensemble
    assert ens[0].face_up and sum(1 for e in ens if e.card is not None and not e.face_up) == 3
    other = 1 - seat
    assert RULES.active_seats(s) == (other,)
    while s.phase == "opening":
        who = RULES.active_seats(s)[0]
        RULES.apply(s, who, RULES.legal_actions(s, who)[0])
    assert s.phase == "turn" and s.current == seat


def test_four_players_share_sixteen_cadences():
    s = start(4, seed=2)
    assert all(sum(1 for e in p.ensemble if e.card is not None) == 4 for p in s.players)


def test_refill_to_five_and_first_turn_bonuses():
    s = start(2, seed=4, clans=("Hadimi", "Wuqri"))
    first = s.first_player
    p = s.players[first]
    if p.clan == "Hadimi":
        assert len(p.hand) == 7
    else:
        assert p.lp == 3 and len(p.hand) == 5
    # a later turn refills to 5 only
    q = s.players[1 - first]
    q.hand = q.hand[:2]
    q.turns_taken = 3
    events = RULES._start_turn(s, 1 - first)
    assert len(q.hand) == 5 and "draw" in kinds(events)


def test_rahala_first_unit_gets_honor():
    s = start(2, seed=6, clans=("Rahala", "Hadimi"))
    s.players[0].turns_taken = 0
    RULES._start_turn(s, 0)
    give_hand(s, 0, ["rahala_fighter", "caravan"])
    act(s, 0, "place", s.players[0].hand[0], 0)
    assert s.players[0].cadre[0].honor == 2 and s.players[0].influence == 2


def test_place_rules_one_per_turn_clan_units_only():
    s = start(2, seed=7)
    new_turn(s, 0)  # Hadimi
    hand = give_hand(s, 0, ["hadimi_guard", "hadimi_dreamer", "wuqri_zealot", "caravan", "allure"])
    places = [a for a in RULES.legal_actions(s, 0) if a.kind == "place"]
    assert {a.args[0] for a in places} == {hand[0], hand[1]}
    act(s, 0, "place", hand[0], 1)
    assert not [a for a in RULES.legal_actions(s, 0) if a.kind == "place"]
    assert Action("meditate") not in RULES.legal_actions(s, 0)  # the Action turn has begun
    assert Action("end_turn") in RULES.legal_actions(s, 0)


def test_action_turn_needs_an_action_before_ending():
    s = start(2, seed=8)
    new_turn(s, 0)
    assert Action("end_turn") not in RULES.legal_actions(s, 0)


def test_pass_costs_and_impossible_without_lp():
    s = start(2, seed=9)
    new_turn(s, 0)
    p = s.players[0]
    p.lp = 4
    assert Action("pass") not in RULES.legal_actions(s, 0)  # no hero: 5 needed
    p.lp = 5
    events = act(s, 0, "pass")
    assert p.lp == 0 and events[0].data["cost"] == 5
    new_turn(s, 0)
    put_cadre(s, 0, 0, "hadimi_guard")
    p.lp = 3
    act(s, 0, "pass")
    assert p.lp == 0


def test_free_pass_only_when_nothing_else_is_possible():
    s = start(2, seed=10)
    new_turn(s, 0)
    p = s.players[0]
    s.deck.extend(p.hand)
    p.hand = []
    p.meditated_last = True
    assert RULES.legal_actions(s, 0) == [Action("pass")]
    events = act(s, 0, "pass")
    assert events[0].data["cost"] == 0


def test_meditation_options_once_each_and_not_twice_in_a_row():
    s = start(2, seed=12)
    new_turn(s, 0)
    set_ensemble(s, 0, ["sandfire_hymn", None, None, None])
    act(s, 0, "meditate")
    legal = RULES.legal_actions(s, 0)
    assert Action("end_turn") not in legal  # at least one option first
    act(s, 0, "med_replenish")
    assert sum(1 for e in s.players[0].ensemble if e.card is not None) == 4
    assert Action("med_replenish") not in RULES.legal_actions(s, 0)
    act(s, 0, "med_clan")  # Hadimi: draw 2
    act(s, 0, "med_redraw")
    assert len(s.players[0].hand) == 5
    act(s, 0, "end_turn")
    assert s.players[0].meditated_last
    new_turn(s, 0)
    assert Action("meditate") not in RULES.legal_actions(s, 0)


def test_redraw_repeats_when_only_commands_arrive():
    s = start(2, seed=13)
    new_turn(s, 0)
    p = s.players[0]
    cmds = [c for c in s.deck if s.cards[c][0] == "command"][:5]
    for c in cmds:
        s.deck.remove(c)
    s.deck[:0] = cmds
    act(s, 0, "meditate")
    act(s, 0, "med_redraw")
    assert any(s.cards[c][0] == "unit" for c in p.hand)


def test_clan_meditation_abilities():
    s = start(4, seed=14)
    for seat, clan in enumerate(("Hadimi", "Wuqri", "Oadhii", "Rahala")):
        assert s.players[seat].clan == clan
    new_turn(s, 1)
    act(s, 1, "meditate")
    lp = s.players[1].lp
    act(s, 1, "med_clan")
    assert s.players[1].lp == lp + 2
    new_turn(s, 2)
    act(s, 2, "meditate")
    top = s.desert[1][0].card
    act(s, 2, "med_clan", 1)
    assert s.desert[1][-1].card == top
    new_turn(s, 3)
    put_cadre(s, 3, 1, "chieftain")
    act(s, 3, "meditate")
    act(s, 3, "med_clan", 1)
    assert s.players[3].cadre[1].honor == 1


def test_eternal_cadence_costs_five_cadre_honor():
    s = start(2, seed=15)
    new_turn(s, 0)
    put_cadre(s, 0, 0, "hadimi_guard", honor=3)
    put_cadre(s, 0, 1, "khana_kudjani", honor=3)
    set_ensemble(s, 0, ["whitesand_ballad", "sandfire_hymn", None, None])
    act(s, 0, "meditate")
    events = act(s, 0, "med_eternal", 1)
    p = s.players[0]
    assert p.ensemble[1].eternal and p.eternals() == 1
    assert sum(u.honor for u in p.cadre) == 1
    assert "clan_unlocked" in kinds(events)
    assert not [a for a in RULES.legal_actions(s, 0) if a.kind == "med_eternal"]


def test_eternal_limit_of_four_and_not_available_without_honor():
    s = start(2, seed=16)
    new_turn(s, 0)
    put_cadre(s, 0, 0, "hadimi_guard", honor=4)
    act(s, 0, "meditate")
    assert not [a for a in RULES.legal_actions(s, 0) if a.kind == "med_eternal"]
    assert len(s.players[0].ensemble) == 4


def test_last_influence_starts_the_last_turn_then_out():
    s = start(2, seed=17)
    new_turn(s, 0)
    p = s.players[0]
    p.influence = 1
    hand = give_hand(s, 0, ["hadimi_guard", "caravan"])
    events = act(s, 0, "place", hand[0], 0)
    assert p.last_turn and "last_turn" in kinds(events)
    p.cadre[0].honor = 3
    events = act(s, 0, "end_turn")
    assert p.exhausted and "exhausted" in kinds(events) and "ascend" in kinds(events)
    assert p.bonus_score == 3 + 2  # Honor plus the Guard's reward value on Ascension
    assert RULES.final_score(s, 0) == p.lp + 5
    # the remaining player stands alone: Influence (3) + Eternal Whitesand Ballads (0) turns
    assert s.players[1].lms_turns == 3 and "last_man_standing" in kinds(events)
    assert s.current == 1


def test_last_man_standing_count_includes_eternal_ballads_and_ends_game():
    s = start(2, seed=18)
    q = s.players[1]
    q.influence = 1
    set_ensemble(s, 1, ["whitesand_ballad", "whitesand_ballad", "sandfire_hymn", None], eternal=(0, 1, 2))
    new_turn(s, 0)
    s.players[0].influence = 1
    hand = give_hand(s, 0, ["hadimi_guard"])
    act(s, 0, "place", hand[0], 0)
    act(s, 0, "end_turn")
    assert q.lms_turns == 3  # 1 Influence + 2 Eternal Whitesand Ballads
    q.lp = 100
    for _ in range(3):
        assert not RULES.is_terminal(s) and RULES.active_seats(s) == (1,)
        act(s, 1, "pass")
    assert RULES.is_terminal(s)
    res = RULES.result(s)
    assert res.scores[1] == 85 and res.winners == (1,)


def test_spending_influence_during_last_man_standing_is_the_last_turn():
    s = start(2, seed=19)
    s.players[0].exhausted = True
    s.players[1].lms_turns = 5
    new_turn(s, 1)
    hand = give_hand(s, 1, ["okavian_raider"])
    act(s, 1, "place", hand[0], 0)
    act(s, 1, "end_turn")
    assert RULES.is_terminal(s)


def test_turn_limit_ends_the_game():
    s = RULES.initial_state({"max_turns": 15}, 3, 1)
    assert s.max_turns == 15
    p = s.players[0]
    p.turns_taken = 14
    p.lp = 10
    act(s, 0, "pass")
    assert RULES.is_terminal(s) and p.exhausted


def test_wandering_hero_forms_a_desert_stack():
    s = start(2, seed=20)
    new_turn(s, 0)
    s.players[0].cadre[1] = None
    put_cadre(s, 0, 1, "wuqri_zealot", honor=2)  # not Hadimi: not clan aligned
    s.players[0].last_turn = True
    s.players[0].lp = 3
    n = len(s.desert)
    act(s, 0, "pass")
    assert len(s.desert) == n + 1 and s.desert[-1][0].honor == 2


def test_a_deck_of_commands_still_deals_a_hand():
    s = start(2, seed=21)
    p = s.players[0]
    s.deck = [c for c in s.deck if s.cards[c][0] == "command"]
    p.hand = []
    RULES._deal_hand(s, p, 5)
    assert len(p.hand) == 5
