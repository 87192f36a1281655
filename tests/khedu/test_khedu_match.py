"""Solo mode, replay determinism (also in another process), views, JSON actions and a fuzz run."""

import json
import random
import subprocess
import sys
from pathlib import Path

from khedu_helpers import act, desert_top, fight, new_turn, put_cadre, set_ensemble

from baraza.game.core.action import Action
from baraza.game.core.rules import replay
from baraza.game.khedu import RULES

ROOT = Path(__file__).resolve().parents[2]


def random_game(seed: int, seats: int, options=None, limit: int = 4000):
    rng = random.Random(seed * 13 + seats)
    opts = {**RULES.default_options(), **(options or {})}
    s = RULES.initial_state(opts, seed, seats)
    moves = []
    while not RULES.is_terminal(s) and len(moves) < limit:
        seat = RULES.active_seats(s)[0]
        legal = RULES.legal_actions(s, seat)
        assert legal
        a = legal[rng.randrange(len(legal))]
        events = RULES.apply(s, seat, a)
        assert events and all(e.text for e in events[:1])
        moves.append((seat, a))
    return opts, s, moves


def test_solo_setup():
    s = RULES.initial_state({"clan_1": "Oadhii"}, 4, 1)
    p = s.players[0]
    assert s.phase == "turn" and len(s.desert) == 3
    assert sum(1 for e in p.ensemble if e.card is not None and not e.face_up) == 4
    assert len(s.desert_cadences) == 3 and not any(d.flipped for d in s.desert_cadences)
    assert p.influence == 3 and len(p.hand) == 6  # Oadhii first-turn bonus: one extra card
    v = RULES.view(s, 0)
    assert v.solo and all(st.cadence is not None and st.cadence.key is None for st in v.desert)


def test_solo_desert_cadences_bind_on_first_three_meditations():
    s = RULES.initial_state({"clan_1": "Hadimi"}, 5, 1)
    for i in range(4):
        new_turn(s, 0)
        s.players[0].meditated_last = False
        act(s, 0, "meditate")
        if i < 3:
            assert s.phase == "bind"
            stacks = [a.args[0] for a in RULES.legal_actions(s, 0)]
            top = s.desert[stacks[0]][0]
            act(s, 0, "bind_cadence", stacks[0])
            dc = next(d for d in s.desert_cadences if d.stack == stacks[0])
            assert dc.flipped and dc.bound == RULES.unit_def(s, top.card).denomination
        else:
            assert s.phase == "meditation"  # the fourth Meditation costs nothing
        act(s, 0, "med_redraw")
        act(s, 0, "end_turn")
    assert all(d.flipped for d in s.desert_cadences)


def test_solo_desert_cadence_fights_for_its_denomination():
    s = RULES.initial_state({"clan_1": "Hadimi"}, 6, 1)
    new_turn(s, 0)
    dc = s.desert_cadences[0]
    dc.flipped = True
    dc.bound = "Himbua"
    s.cadence_deck.append(dc.card)
    dc.card = next(c for c in s.cadence_deck if s.cards[c][1] == "whitesand_ballad")
    s.cadence_deck.remove(dc.card)
    put_cadre(s, 0, 0, "hadimi_guard")
    desert_top(s, 0, "himbua_wanderer")
    set_ensemble(s, 0, [None, None, None, None])
    act(s, 0, "attack", ("cadre", 0, 0), ("desert", 0))
    assert RULES.combat_numbers(s)[2] == 13  # the Ballad sings for the Himbua defender
    assert RULES.view(s, 0).combat.desert_cadences == ("whitesand_ballad",)


def test_solo_score_key_and_result():
    opts, s, _ = random_game(3, 1, {"clan_1": "Rahala"})
    assert RULES.is_terminal(s)
    clan, score = RULES.score_key(s)
    assert clan == "Rahala" and score == RULES.result(s).scores[0] == RULES.view(s, 0).scores[0]
    assert RULES.view(s, 0).score_key == (clan, score)
    assert RULES.result(s).winners == (0,)


def test_replay_is_exact():
    opts, s, moves = random_game(7, 3)
    again, _ = replay(RULES, opts, 7, 3, moves)
    assert RULES.result(again) == RULES.result(s)
    assert again.deck == s.deck and again.desert == s.desert


def test_replay_in_another_process():
    opts, s, moves = random_game(8, 2)
    payload = json.dumps({"opts": opts, "moves": [[seat, a.to_json()] for seat, a in moves]})
    code = (
        "import json, sys\n"
        "from baraza.game.core.action import Action\n"
        "from baraza.game.core.rules import replay\n"
        "from baraza.game.khedu import RULES\n"
        "d = json.loads(sys.stdin.read())\n"
        "st, _ = replay(RULES, d['opts'], 8, 2, [(m[0], Action.from_json(m[1])) for m in d['moves']])\n"
        "print(json.dumps(list(RULES.result(st).scores)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], input=payload, capture_output=True, text=True,
                         cwd=ROOT, timeout=60, check=True)
    assert json.loads(out.stdout) == list(RULES.result(s).scores)


def test_actions_round_trip_json():
    _, _, moves = random_game(9, 4)
    kinds = set()
    for _, a in moves:
        back = Action.from_json(json.loads(json.dumps(a.to_json())))
        assert back == a
        kinds.add(a.kind)
    assert {"attack", "pay", "roll"} <= kinds


def test_views_hide_hands_and_face_down_cadences():
    s = RULES.initial_state({}, 10, 3)
    while s.phase == "opening":
        seat = RULES.active_seats(s)[0]
        RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    v = RULES.view(s, 1)
    assert v.players[1].hand is not None and len(v.players[1].hand) == v.players[1].hand_count
    for other in (0, 2):
        pv = v.players[other]
        assert pv.hand is None and pv.hand_count == len(s.players[other].hand)
        hidden = [c for c in pv.ensemble if c.occupied and not c.face_up]
        assert hidden and all(c.key is None and c.card is None for c in hidden)
        shown = [c for c in pv.ensemble if c.face_up]
        assert all(c.key is not None for c in shown)
    own = [c for c in v.players[1].ensemble if c.occupied]
    assert all(c.key is not None for c in own)
    spectator = RULES.view(s, None)
    assert all(p.hand is None for p in spectator.players)
    assert not hasattr(v, "deck") and v.resource_deck_count == len(s.deck)
    text = repr(v)
    for other in (0, 2):
        for card in s.players[other].hand:
            assert f"card={card}," not in text


def test_combat_view_shows_the_step():
    s = RULES.initial_state({"clan_1": "Hadimi"}, 11, 1)
    new_turn(s, 0)
    put_cadre(s, 0, 0, "khana_kudjani")
    set_ensemble(s, 0, [None, None, None, None])
    s.players[0].hand = s.deck[:8]
    del s.deck[:8]
    fight(s, 0, ("cadre", 0, 0), ("desert", 0), [6, 6, 6, 6, 6], reward="honor")
    assert RULES.view(s, 0).combat is None
    act(s, 0, "attack", ("cadre", 0, 0), ("desert", 0))
    cv = RULES.view(s, 0).combat
    assert cv.step == "pay" and cv.attacker.key == "khana_kudjani" and cv.to_pay == 3
    assert 0 < cv.win_probability <= 1


def test_describe_every_legal_action():
    _, s, _ = random_game(12, 2, limit=60)
    for seat in RULES.active_seats(s):
        for a in RULES.legal_actions(s, seat):
            assert RULES.describe_action(s, seat, a)


def test_fuzz_random_seats_finish_without_errors():
    for seed in range(24):
        seats = 1 + seed % 4
        _, s, moves = random_game(100 + seed, seats)
        assert RULES.is_terminal(s), (seed, seats, len(moves))
        res = RULES.result(s)
        assert len(res.scores) == seats
        assert res.winners or len(set(res.scores)) == 1  # no winner only when everyone ties
        assert all(p.exhausted for p in s.players)
