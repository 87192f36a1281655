"""Red dice, Collection, supply limits, the end of the match, variants, views and replays."""

import json
import random
import subprocess
import sys

import pytest

from baraza.game.core.action import Action
from baraza.game.core.rules import replay
from baraza.game.konja import RULES, make_agent
from baraza.game.konja.legal import red_targets
from baraza.game.konja.state import Cloud, Die

from .helpers import act, at_bones, new_state, values


def red_step(s, red, guarded=()):
    """Skip to red_assign with fixed red dice."""
    for i in guarded:
        s.dice[i].guarded = True
    act(s, "end_bones")
    s.red = list(red)
    s.red_used = [False] * len(red)
    s.phase = "red_assign" if red_targets(s) else "collect"


def test_red_dice_replace_lower_dice_chosen_by_opponent():
    s = at_bones(new_state(), [2, 2, 2, 6, 6])
    red_step(s, [5, 1])
    assert RULES.active_seats(s) == (1,)
    legal = RULES.legal_actions(s, 1)
    targets = {a.args for a in legal if a.kind == "red_replace"}
    assert targets == {(0, 0), (0, 1), (0, 2)}  # the red 1 beats nothing, the 5 beats the 2s only
    act(s, "red_replace", 0, 1, seat=1)
    assert values(s) == [2, 5, 2, 6, 6] and s.dice[1].colour == "red"
    assert s.phase == "collect" and RULES.active_seats(s) == (0,)


def test_guarded_dice_are_safe_and_unused_red_dice_ignored():
    s = at_bones(new_state(), [2, 2, 2, 6, 6])
    red_step(s, [5, 4], guarded=(0, 1))
    targets = {a.args for a in RULES.legal_actions(s, 1) if a.kind == "red_replace"}
    assert targets == {(0, 2), (1, 2)}
    act(s, "red_done", seat=1)
    assert values(s) == [2, 2, 2, 6, 6] and s.phase == "collect"


def test_violet_dice_can_be_attacked():
    s = at_bones(new_state(), [6, 6, 6, 6, 6], violet=[1])
    red_step(s, [3, 1])
    targets = {a.args for a in RULES.legal_actions(s, 1) if a.kind == "red_replace"}
    assert targets == {(0, 5)}


def test_roll_red_from_rng_and_skip():
    s = at_bones(new_state(), [1, 1, 1, 1, 1])
    act(s, "end_bones")
    act(s, "roll_red", seat=1)
    assert len(s.red) == 2 and all(1 <= r <= 6 for r in s.red)
    s = at_bones(new_state(), [1, 1, 1, 1, 1])
    act(s, "end_bones")
    act(s, "skip_red", seat=1)
    assert s.phase == "collect"


def test_shayka_none_has_no_red_dice():
    s = at_bones(new_state(shayka="none"), [1, 2, 3, 4, 5])
    act(s, "end_bones")
    assert s.phase == "collect" and RULES.active_seats(s) == (0,)


def test_shayka_own_red_dice_help_the_active_player():
    s = at_bones(new_state(shayka="own"), [2, 2, 2, 3, 6])
    act(s, "end_bones")
    assert s.phase == "red_roll" and RULES.active_seats(s) == (0,)
    s.red, s.red_used = [2, 1], [False, False]
    s.phase = "red_assign"
    s.attacker = 0
    s.red = [6, 1]
    act(s, "red_replace", 0, 3)
    assert values(s) == [2, 2, 2, 6, 6]


def test_collection_pays_and_action_dice_exchange():
    s = at_bones(new_state(shayka="none"), [3, 3, 3, 5, 6], action=("gold", "blank"))
    act(s, "end_bones")
    act(s, "collect", "kind", (0, 1, 2))
    act(s, "collect", "power", (3,))
    # a die is never used twice
    assert not any(a.kind == "collect" and 3 in a.args[1] for a in RULES.legal_actions(s, 0))
    act(s, "collect", "power", (4,))
    p = s.players[0]
    act(s, "finish_collection")
    assert p.cloud_points == 3 and p.power == 4 and p.gold == 3
    assert s.turn_seat == 1 and s.phase == "ancestor"


def test_collect_run_and_pair():
    s = at_bones(new_state(shayka="none"), [1, 2, 3, 4, 4])
    act(s, "end_bones")
    act(s, "collect", "run", (0, 1, 2, 3))
    assert s.players[0].gold == 6
    assert not any(a.kind == "collect" for a in RULES.legal_actions(s, 0)[:-1] if a.args[0] == "pair")


def test_supply_limits():
    s = at_bones(new_state(shayka="none"), [1, 2, 3, 4, 5])
    s.supply["gold"] = 2
    act(s, "end_bones")
    act(s, "collect", "run", (0, 1, 2, 3, 4))
    assert s.players[0].gold == 4 and s.supply["gold"] == 0
    s = at_bones(new_state(shayka="none"), [6, 6, 6, 1, 1])
    s.cloud_piles[3] = 0
    act(s, "end_bones")
    act(s, "collect", "kind", (0, 1, 2))
    assert s.players[0].cloud_points == 0
    s = new_state()
    s.supply["magick"] = 1
    act(s, "choose_ancestor", "resource")
    act(s, "choose_resource", "magick")
    assert [p.magick for p in s.players] == [3, 2]
    assert sum(p.magick for p in s.players) + s.supply["magick"] == 5


def test_token_totals_conserved_in_random_games():
    for seed in range(8):
        s = new_state(seed)
        rng = random.Random(seed)
        while not s.over:
            seat = RULES.active_seats(s)[0]
            legal = RULES.legal_actions(s, seat)
            RULES.apply(s, seat, legal[rng.randrange(len(legal))])
            for k, n in (("gold", 27), ("magick", 18), ("power", 18)):
                assert s.supply[k] + sum(getattr(p, k) for p in s.players) == n
                assert s.supply[k] >= 0 and all(getattr(p, k) >= 0 for p in s.players)
            assert all(0 <= s.cloud_piles[b] <= 9 for b in (3, 5, 7))


def finish_turn(s):
    seat = s.turn_seat
    s.phase = "collect"
    s.dice = []
    return act(s, "finish_collection", seat=seat)


def test_final_round_second_player_gets_a_turn():
    s = new_state()
    s.players[0].clouds = [Cloud(7), Cloud(7), Cloud(7)]
    finish_turn(s)
    assert s.final_round and not s.over and s.turn_seat == 1
    s.players[1].clouds = [Cloud(7), Cloud(7), Cloud(7, upgraded=True)]
    events = finish_turn(s)
    assert s.over and RULES.result(s).winners == (1,)
    assert any(e.kind == "game_over" for e in events)


def test_trigger_by_second_player_ends_at_once():
    s = new_state()
    finish_turn(s)
    s.players[1].clouds = [Cloud(7), Cloud(7), Cloud(7)]
    finish_turn(s)
    assert s.over and RULES.result(s).winners == (1,)
    assert RULES.result(s).scores == (0.0, 21.0)


def test_ties_gold_then_shared():
    s = new_state()
    for p in s.players:
        p.clouds = [Cloud(7), Cloud(7), Cloud(7)]
    s.players[0].gold = 5
    finish_turn(s)
    finish_turn(s)
    assert s.over and RULES.result(s).winners == (0,)
    s = new_state()
    for p in s.players:
        p.clouds = [Cloud(7), Cloud(7), Cloud(7)]
    finish_turn(s)
    finish_turn(s)
    assert RULES.result(s).winners == (0, 1)


def test_bigga_storm_raises_the_trigger():
    s = new_state(bigga_storm=True)
    assert s.target == 30
    s.players[0].clouds = [Cloud(7), Cloud(7), Cloud(7)]
    finish_turn(s)
    assert not s.final_round
    s.players[1].clouds = [Cloud(7)] * 4 + [Cloud(3)]
    finish_turn(s)  # the second player triggers: both have had as many turns, so it ends
    assert s.final_round and s.over and RULES.result(s).winners == (1,)


def test_first_player_option():
    assert new_state(first_player=1).turn_seat == 1
    seats = {RULES.initial_state({"first_player": "random"}, seed, 2).turn_seat for seed in range(20)}
    assert seats == {0, 1}


def test_view_hides_opponent_spells_and_deck():
    s = new_state()
    v = RULES.view(s, 0)
    assert v.players[0].spells == tuple(s.players[0].spells)
    assert v.players[1].spells is None and v.players[1].spell_count == 3
    assert RULES.view(s, None).players[0].spells is None
    text = repr(RULES.view(s, 1))
    assert "spell_deck=" not in text and v.spell_deck_count == 16
    assert v.acting_seat == 0 and v.phase == "ancestor" and v.pending


def test_action_json_round_trip():
    s = at_bones(new_state(), [1, 2, 3, 4, 5], action=("gold", "power"))
    s.players[0].spells = ["chaac", "tilt", "barter"]
    for a in RULES.legal_actions(s, 0):
        back = Action.from_json(json.loads(json.dumps(a.to_json())))
        assert back == a
        assert RULES.describe_action(s, 0, a)


def play_random(seed, options=None):
    agents = [make_agent("easy", 0, seed), make_agent("normal", 1, seed)]
    s = RULES.initial_state(options or {}, seed, 2)
    moves = []
    while not s.over:
        seat = RULES.active_seats(s)[0]
        legal = RULES.legal_actions(s, seat)
        a = agents[seat].choose(RULES, RULES.view(s, seat), seat, legal)
        assert a in legal
        RULES.apply(s, seat, a)
        moves.append((seat, a))
    return s, moves


def test_replay_is_exact_in_process_and_across_processes():
    s, moves = play_random(5)
    again, _ = replay(RULES, {}, 5, 2, moves)
    assert RULES.result(again) == RULES.result(s)
    assert RULES.view(again, None) == RULES.view(s, None)
    payload = json.dumps([[seat, a.to_json()] for seat, a in moves])
    code = (
        "import json,sys\n"
        "from baraza.game.core.action import Action\nfrom baraza.game.core.rules import replay\nfrom baraza.game.konja import RULES\n"
        "moves=[(s, Action.from_json(a)) for s, a in json.loads(sys.stdin.read())]\n"
        "st,_=replay(RULES, {}, 5, 2, moves)\n"
        "print(json.dumps([list(RULES.result(st).winners), list(RULES.result(st).scores), st.rng.random()]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], input=payload, capture_output=True, text=True,
                         timeout=60, check=True)
    winners, scores, nxt = json.loads(out.stdout)
    assert tuple(winners) == RULES.result(s).winners and tuple(scores) == RULES.result(s).scores
    assert nxt == s.rng.random()


@pytest.mark.parametrize("shayka", ["off", "none", "own"])
def test_fuzz_random_seats(shayka):
    for seed in range(10):
        s = RULES.initial_state({"shayka": shayka, "bigga_storm": seed % 3 == 0}, seed, 2)
        rng = random.Random(seed)
        steps = 0
        while not RULES.is_terminal(s):
            seat = RULES.active_seats(s)[0]
            legal = RULES.legal_actions(s, seat)
            assert legal
            a = legal[rng.randrange(len(legal))]
            assert RULES.describe_action(s, seat, a)
            events = RULES.apply(s, seat, a)
            assert events and all(e.text for e in events)
            RULES.view(s, 0)
            steps += 1
        assert RULES.result(s).winners


def test_ai_levels_finish_games():
    for seed in range(2):
        s, _ = play_random(seed, {"shayka": ["off", "own"][seed]})
        assert s.over


def test_clone_is_independent():
    s = at_bones(new_state(), [1, 2, 3, 4, 5])
    c = RULES.clone(s)
    c.dice[0] = Die("red", 6)
    c.players[0].gold = 99
    assert s.dice[0].value == 1 and s.players[0].gold == 2
    assert c.rng.random() == s.rng.random()


def test_clone_takes_a_given_random_stream_and_leaves_the_original_alone():
    import random

    s = at_bones(new_state(), [1, 2, 3, 4, 5])
    before = s.rng.getstate()
    c = s.clone(random.Random(42))
    assert c.rng.random() == random.Random(42).random()
    assert s.rng.getstate() == before  # the original's stream did not move
    assert c.dice == s.dice and c.dice is not s.dice
