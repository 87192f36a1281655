"""KROWNIA rules, each checked on a hand-built position."""

from __future__ import annotations

from krownia_helpers import FixedDice, R, act, fresh, give, kinds, path, path_corners, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.rules import (
    DISCARD,
    GAME_OVER,
    MAIN,
    MONO,
    MOVE_PIRATE,
    PLENTY,
    ROADB,
    ROLL,
    SETUP_ROAD,
    SETUP_VILLAGE,
    STEAL,
    VPCARD,
    WARRIOR,
    YEAR_OF_PLENTY,
)


# ----- board -----------------------------------------------------------------------------------
def test_board_sizes_and_geometry():
    assert (B.NUM_HEXES, B.NUM_CORNERS, B.NUM_EDGES) == (19, 54, 72)
    assert len(B.sea_hexes()) == 18 and len(B.coastal_edges()) == 30
    x, y = B.hex_corner_position(0, 0, 0)
    assert abs(x) < 1e-9 and abs(y + 1) < 1e-9  # corner 0 is straight up
    for h, (q, r) in enumerate(B.LAND_HEXES):
        for k, c in enumerate(B.HEX_CORNERS[h]):
            px, py = B.hex_corner_position(q, r, k)
            cx, cy = B.corner_position(c)
            assert abs(px - cx) < 1e-9 and abs(py - cy) < 1e-9
    harbour_corners = [c for e in B.HARBOUR_EDGES for c in B.EDGE_CORNERS[e]]
    assert len(set(harbour_corners)) == 18


def test_island_is_seeded_and_has_no_touching_red_numbers():
    a = R.initial_state({}, 42, 4)
    b = R.initial_state({}, 42, 4)
    assert (a.terrain, a.numbers, a.harbours) == (b.terrain, b.numbers, b.harbours)
    for seed in range(30):
        s = R.initial_state({}, seed, 4)
        assert sorted(s.terrain) == [0] * 4 + [1] * 3 + [2] * 4 + [3] * 4 + [4] * 3 + [5]
        assert sorted(n for n in s.numbers if n) == [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12]
        for h in range(19):
            if s.numbers[h] in (6, 8):
                assert all(s.numbers[n] not in (6, 8) for n in B.HEX_NEIGHBOURS[h])
        assert sorted(k for _, _, k in s.harbours) == [-1, -1, -1, -1, 0, 1, 2, 3, 4]
    beginner = R.initial_state({"beginner": True}, 7, 3)
    assert beginner.terrain == R.initial_state({"beginner": True}, 8, 3).terrain


# ----- setup -----------------------------------------------------------------------------------
def test_setup_snake_order_and_second_village_payout():
    s = R.initial_state({"beginner": True}, 11, 3)
    order = list(s.order)
    seen = []
    while s.phase in (SETUP_VILLAGE, SETUP_ROAD):
        seat = s.current
        if s.phase == SETUP_VILLAGE:
            seen.append(seat)
            before = list(s.hands[seat])
            c = [a for a in R.legal_actions(s, seat) if a.kind == "place_village"][0].args[0]
            act(s, seat, "place_village", c)
            assert s.hands[seat] == before  # the village alone pays nothing
            e = R.legal_actions(s, seat)[0].args[0]
            act(s, seat, "place_road", e)
            second = len(seen) > 3
            expected = [0] * 5
            for h in B.CORNER_HEXES[c]:
                from baraza.game.krownia.rules import TERRAIN_RESOURCE
                if TERRAIN_RESOURCE[s.terrain[h]] >= 0:
                    expected[TERRAIN_RESOURCE[s.terrain[h]]] += 1
            gained = [a - b for a, b in zip(s.hands[seat], before, strict=True)]
            assert gained == (expected if second else [0] * 5)
    assert seen == order + order[::-1]
    assert s.phase == ROLL and s.current == order[0]


def test_distance_rule_in_setup_and_play():
    s = R.initial_state({"beginner": True}, 1, 4)
    c = 20
    act(s, s.current, "place_village", c)
    act(s, s.current, "place_road", B.CORNER_EDGES[c][0])
    spots = R.setup_spots(s)
    assert c not in spots and all(n not in spots for n in B.CORNER_NEIGHBOURS[c])
    s = fresh()
    put_village(s, 1, 20)
    e = B.CORNER_EDGES[20][0]
    put_road(s, 0, e)  # a road of seat 0 touching seat 1's neighbour corners
    give(s, 0, (1, 1, 1, 1, 0))
    assert all(c not in R.village_spots(s, 0) for c in [20, *B.CORNER_NEIGHBOURS[20]])


def test_road_must_connect_and_is_blocked_by_opponent_building():
    s = fresh()
    give(s, 0, (3, 3, 0, 0, 0))
    put_village(s, 0, 20)
    legal = {a.args[0] for a in R.legal_actions(s, 0) if a.kind == "build_road"}
    assert legal == set(B.CORNER_EDGES[20])
    edges = path(20, 2)
    corners = path_corners(20, edges)
    put_road(s, 0, edges[0])
    put_village(s, 1, corners[1])  # opponent settles at the far end of our first road
    legal = {a.args[0] for a in R.legal_actions(s, 0) if a.kind == "build_road"}
    beyond = [e for e in B.CORNER_EDGES[corners[1]] if e != edges[0]]
    assert not legal & set(beyond)  # cannot pass through the opponent's village


def test_piece_limits():
    s = fresh()
    give(s, 0, (5, 5, 5, 5, 5))
    corners = [0, 9, 13, 28, 45]
    for c in corners:
        put_village(s, 0, c)
    put_road(s, 0, B.CORNER_EDGES[40][0])
    assert "build_village" not in kinds(s, 0)  # 5 villages is the limit
    for c in corners[:4]:
        s.corner_level[c] = 2
        s.vp_build[0] += 1
    assert "build_town" not in kinds(s, 0)  # 4 towns is the limit
    assert R.pieces_left(s, 0) == (14, 4, 0)
    s2 = fresh()
    give(s2, 0, (5, 5, 0, 0, 0))
    put_village(s2, 0, 20)
    for e in range(15):
        s2.road_owner[e] = 0
    assert "build_road" not in kinds(s2, 0)


# ----- production ------------------------------------------------------------------------------
def _hex_with_number(s, n):
    return next(h for h in range(19) if s.numbers[h] == n)


def test_production_village_and_town():
    s = fresh()
    h = _hex_with_number(s, 6)
    from baraza.game.krownia.rules import TERRAIN_RESOURCE
    r = TERRAIN_RESOURCE[s.terrain[h]]
    c1, c2 = B.HEX_CORNERS[h][0], B.HEX_CORNERS[h][2]
    put_village(s, 0, c1)
    put_village(s, 1, c2, level=2)
    s.phase, s.rng = ROLL, FixedDice([3, 3])
    act(s, 0, "roll")
    assert s.hands[0][r] >= 1 and s.hands[1][r] >= 2


def test_bank_shortage_several_players_get_nothing():
    s = fresh()
    h = _hex_with_number(s, 6)
    from baraza.game.krownia.rules import TERRAIN_RESOURCE
    r = TERRAIN_RESOURCE[s.terrain[h]]
    put_village(s, 0, B.HEX_CORNERS[h][0])
    put_village(s, 1, B.HEX_CORNERS[h][2])
    cards = [0] * 5
    cards[r] = 18
    give(s, 2, cards)  # the bank holds 1, two players are owed 1 each
    s.phase, s.rng = ROLL, FixedDice([3, 3])
    events = act(s, 0, "roll")
    assert s.hands[0][r] == 0 and s.hands[1][r] == 0 and s.bank[r] == 1
    assert any(e.kind == "shortage" for e in events)


def test_bank_shortage_single_player_gets_what_is_left():
    s = fresh()
    h = _hex_with_number(s, 6)
    from baraza.game.krownia.rules import TERRAIN_RESOURCE
    r = TERRAIN_RESOURCE[s.terrain[h]]
    put_village(s, 0, B.HEX_CORNERS[h][0], level=2)  # owed 2
    cards = [0] * 5
    cards[r] = 18
    give(s, 2, cards)
    s.phase, s.rng = ROLL, FixedDice([3, 3])
    act(s, 0, "roll")
    assert s.hands[0][r] == 1 and s.bank[r] == 0


# ----- sevens, discards, the Pirate ------------------------------------------------------------
def test_seven_discard_half_by_clicks_then_pirate_and_steal():
    s = fresh()
    give(s, 1, (3, 3, 3, 0, 0))  # 9 cards -> discard 4
    give(s, 2, (7, 0, 0, 0, 0))  # exactly 7: keeps them
    s.phase, s.rng = ROLL, FixedDice([3, 4])
    act(s, 0, "roll")
    assert s.phase == DISCARD and R.active_seats(s) == (1,) and s.discard_owed[1] == 4
    assert R.view(s, 1).discard_owed[1] == 4
    for r in (0, 0, 0, 1):
        act(s, 1, "discard", r)
    assert sum(s.hands[1]) == 5 and s.phase == MOVE_PIRATE
    h = 0
    put_village(s, 1, B.HEX_CORNERS[h][0])
    put_village(s, 2, B.HEX_CORNERS[h][2])
    act(s, 0, "move_pirate", h)
    assert s.phase == STEAL
    before = sum(s.hands[2])
    act(s, 0, "steal", 2)
    assert sum(s.hands[2]) == before - 1 and sum(s.hands[0]) == 1 and s.phase == MAIN


def test_several_seats_discard_at_once():
    s = fresh()
    give(s, 1, (8, 0, 0, 0, 0))
    give(s, 3, (0, 0, 0, 0, 10))
    s.phase, s.rng = ROLL, FixedDice([6, 1])
    act(s, 0, "roll")
    assert R.active_seats(s) == (1, 3)
    act(s, 3, "discard", 4)
    assert R.active_seats(s) == (1, 3)


def test_pirate_blocks_production_and_cannot_stay():
    s = fresh()
    h = _hex_with_number(s, 8)
    put_village(s, 0, B.HEX_CORNERS[h][0])
    s.pirate = h
    s.phase, s.rng = ROLL, FixedDice([4, 4])
    act(s, 0, "roll")
    assert sum(s.hands[0]) == 0
    s.phase = MOVE_PIRATE
    assert Action("move_pirate", (h,)) not in R.legal_actions(s, 0)


def test_friendly_pirate():
    s = fresh(friendly_pirate=True)
    put_village(s, 1, B.HEX_CORNERS[0][0])  # seat 1 has 1 VP: protected
    s.phase = MOVE_PIRATE
    targets = {a.args[0] for a in R.legal_actions(s, 0) if a.kind == "move_pirate"}
    assert 0 not in targets and B.CORNER_HEXES[B.HEX_CORNERS[0][0]][0] not in targets
    s.vp_build[1] = 3  # pretend seat 1 has grown
    targets = {a.args[0] for a in R.legal_actions(s, 0) if a.kind == "move_pirate"}
    assert 0 in targets


# ----- trading ---------------------------------------------------------------------------------
def test_bank_and_harbour_rates():
    s = fresh()
    give(s, 0, (4, 3, 2, 0, 0))
    trades = {a.args for a in R.legal_actions(s, 0) if a.kind == "bank_trade"}
    assert (0, 4) in trades and (1, 4) not in trades
    put_village(s, 0, 20)  # on a 3:1 harbour (corners 20-26)
    trades = {a.args for a in R.legal_actions(s, 0) if a.kind == "bank_trade"}
    assert (1, 4) in trades and (2, 4) not in trades
    put_village(s, 0, 6)  # on the Sheep 2:1 harbour (corners 6-10)
    assert s.port_rate[0] == [3, 3, 2, 3, 3]
    act(s, 0, "bank_trade", 2, 4)
    assert s.hands[0][2] == 0 and s.hands[0][4] == 1 and s.bank[2] == 19


def _compose(s, seat, give_r, get_r, to):
    act(s, seat, "open_trade")
    act(s, seat, "offer_give", give_r)
    act(s, seat, "offer_get", get_r)
    act(s, seat, "offer_send", to)


def test_player_offer_accept_decline_and_confirm():
    s = fresh()
    give(s, 0, (2, 0, 0, 0, 0))
    give(s, 1, (0, 0, 0, 0, 2))
    give(s, 2, (0, 0, 0, 0, 1))
    _compose(s, 0, 0, 4, -1)
    assert R.active_seats(s) == (1, 2, 3)
    assert Action("accept_trade") not in R.legal_actions(s, 3)  # seat 3 has no Ore
    act(s, 3, "decline_trade")
    act(s, 2, "decline_trade")
    act(s, 1, "accept_trade")
    assert R.active_seats(s) == (0,)
    act(s, 0, "confirm_trade", 1)
    assert s.hands[0] == [1, 0, 0, 0, 1] and s.hands[1] == [1, 0, 0, 0, 1] and s.phase == MAIN


def test_player_offer_all_decline_and_offer_limit():
    s = fresh(num_seats=2)
    give(s, 0, (2, 0, 0, 0, 0))
    _compose(s, 0, 0, 4, 1)
    act(s, 1, "decline_trade")
    assert s.phase == MAIN and s.hands[0][0] == 2
    assert "open_trade" not in kinds(s, 0)  # one offer per turn
    act(s, 0, "end_turn")
    s.phase = MAIN
    give(s, 1, (1, 0, 0, 0, 0))
    assert "open_trade" in kinds(s, 1)


def test_counter_offer():
    s = fresh(num_seats=3)
    give(s, 0, (1, 0, 0, 2, 0))
    give(s, 1, (0, 0, 2, 0, 1))
    _compose(s, 0, 0, 4, 1)  # Wood for Ore to seat 1
    act(s, 1, "counter_trade")  # seat 1 wants Wheat instead, and gives Sheep
    view = R.view(s, 1)
    assert view.trade.draft_give == (0, 0, 0, 0, 1)
    act(s, 1, "offer_take_back", 4)
    act(s, 1, "offer_give", 2)
    act(s, 1, "offer_take_back", 0)
    act(s, 1, "offer_get", 3)
    act(s, 1, "offer_send", -1)
    assert R.view(s, 0).trade.counters[1] == ((0, 0, 0, 1, 0), (0, 0, 1, 0, 0))
    act(s, 0, "confirm_trade", 1)
    assert s.hands[0] == [1, 0, 1, 1, 0] and s.hands[1] == [0, 0, 1, 1, 1]


# ----- development cards -----------------------------------------------------------------------
def _with_card(s, seat, kind, new=False):
    s.deck.remove(kind)
    s.devs[seat][kind] += 1
    if new:
        s.devs_new[seat][kind] += 1


def test_card_bought_this_turn_waits_and_one_card_per_turn():
    s = fresh()
    give(s, 0, (0, 0, 1, 1, 1))
    s.deck.append(WARRIOR)  # the top card
    act(s, 0, "buy_dev")
    assert s.devs[0][WARRIOR] == 1 and "play_warrior" not in kinds(s, 0)
    act(s, 0, "end_turn")
    for seat in (1, 2, 3):
        s.phase = MAIN
        act(s, seat, "end_turn")
    assert s.current == 0 and "play_warrior" in kinds(s, 0)  # before the roll too
    _with_card(s, 0, PLENTY)
    act(s, 0, "play_warrior")
    put_village(s, 1, B.HEX_CORNERS[3][0])
    act(s, 0, "move_pirate", 3)
    assert s.phase == ROLL and "play_year_of_plenty" not in kinds(s, 0)


def test_warrior_and_largest_army_with_ties():
    s = fresh()
    for _ in range(4):
        _with_card(s, 0, WARRIOR)
        _with_card(s, 1, WARRIOR)

    def play(seat):
        s.current, s.phase, s.dev_played = seat, MAIN, False
        act(s, seat, "play_warrior")
        act(s, seat, "move_pirate", [a for a in R.legal_actions(s, seat) if a.kind == "move_pirate"][0].args[0])

    play(0)
    play(0)
    assert s.army_holder == -1
    play(0)
    assert s.army_holder == 0 and R.vp(s, 0) == 2
    play(1)
    play(1)
    play(1)
    assert s.army_holder == 0  # a tie does not take the card
    play(1)
    assert s.army_holder == 1 and R.vp(s, 0) == 0


def test_road_building_year_of_plenty_monopoly():
    s = fresh()
    put_village(s, 0, 20)
    _with_card(s, 0, ROADB)
    act(s, 0, "play_road_building")
    for _ in range(2):
        e = [a for a in R.legal_actions(s, 0) if a.kind == "build_road"][0].args[0]
        act(s, 0, "build_road", e)
    assert s.road_owner.count(0) == 2 and s.phase == MAIN and sum(s.hands[0]) == 0
    s.dev_played = False
    _with_card(s, 0, PLENTY)
    act(s, 0, "play_year_of_plenty")
    assert s.phase == YEAR_OF_PLENTY
    act(s, 0, "take_resource", 4)
    act(s, 0, "take_resource", 4)
    assert s.hands[0][4] == 2 and s.phase == MAIN
    s.dev_played = False
    _with_card(s, 0, MONO)
    give(s, 1, (3, 0, 0, 0, 0))
    give(s, 2, (1, 2, 0, 0, 0))
    act(s, 0, "play_monopoly", 0)
    assert s.hands[0][0] == 4 and s.hands[1][0] == 0 and s.hands[2] == [0, 2, 0, 0, 0]


def test_victory_point_card_counts_at_once_and_stays_hidden():
    s = fresh(target=3)
    put_village(s, 0, 20)
    put_village(s, 0, 0)
    give(s, 0, (0, 0, 1, 1, 1))
    s.deck.append(VPCARD)
    events = act(s, 0, "buy_dev")
    assert s.phase == GAME_OVER and s.winner == 0 and events[-1].kind == "win"
    assert R.view(s, 1).players[0].vp_visible == 2


# ----- Longest Road ----------------------------------------------------------------------------
def test_longest_road_claim_pass_and_tie():
    s = fresh()
    start0 = 0
    edges = path(start0, 5)
    put_village(s, 0, start0)
    for e in edges[:4]:
        put_road(s, 0, e)
    assert s.longest_holder == -1
    put_road(s, 0, edges[4])
    assert s.longest_holder == 0 and s.road_len[0] == 5
    start1 = 53
    e1 = path(start1, 6)
    put_village(s, 1, start1)
    for e in e1[:5]:
        put_road(s, 1, e)
    assert s.longest_holder == 0  # a tie does not take the card
    put_road(s, 1, e1[5])
    assert s.longest_holder == 1 and R.vp(s, 1) == 3


def test_broken_road_loses_card_and_tie_sets_it_aside():
    s = fresh()
    edges = path(0, 6)
    corners = path_corners(0, edges)
    put_village(s, 0, 0)
    for e in edges:
        put_road(s, 0, e)
    assert s.longest_holder == 0 and s.road_len[0] == 6
    # seat 1 has its own road of 5 elsewhere
    e1 = path(53, 5)
    put_village(s, 1, 53)
    for e in e1:
        put_road(s, 1, e)
    assert s.longest_holder == 0
    # seat 2 settles in the middle of seat 0's road: 6 -> 3 + 3
    s.corner_owner[corners[3]] = 2
    s.corner_level[corners[3]] = 1
    s.vp_build[2] += 1
    events = []
    R._update_longest(s, events)
    assert s.road_len[0] == 3 and s.longest_holder == 1  # seat 1 is now alone at 5
    # a second cut in seat 1's road leaves nobody qualified: the card is set aside
    c1 = path_corners(53, e1)
    s.corner_owner[c1[2]] = 3
    s.corner_level[c1[2]] = 1
    R._update_longest(s, events)
    assert s.longest_holder == -1


# ----- winning ---------------------------------------------------------------------------------
def test_instant_win_on_own_turn():
    s = fresh(target=4)
    put_village(s, 0, 20)
    put_village(s, 0, 0, level=2)
    give(s, 0, (1, 1, 1, 1, 0))
    put_road(s, 0, B.CORNER_EDGES[20][0])
    corner = [a for a in R.legal_actions(s, 0) if a.kind == "build_road"][0]
    assert corner
    s.corner_owner[40] = -1
    spot_edges = path(20, 2)
    put_road(s, 0, spot_edges[0])
    put_road(s, 0, spot_edges[1])
    spots = R.village_spots(s, 0)
    assert spots
    act(s, 0, "build_village", spots[0])
    assert s.phase == GAME_OVER and R.result(s).winners == (0,)


def test_no_win_off_turn_until_own_turn():
    s = fresh(target=2)
    put_village(s, 1, 20, level=2)  # seat 1 has 2 VP but it is seat 0's turn
    act(s, 0, "end_turn")
    assert s.phase == GAME_OVER and s.winner == 1
