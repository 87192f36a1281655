"""S33 (2-player blind tester against AI normal): the AI led 16-10 and meditated turn after turn instead of ending
the song, then, behind, spent its last Influence and handed the win over (23-20). The AI now weighs its last
Influence by the score and the turns the rival would get (game/khedu/ai_ending.py)."""

from __future__ import annotations

import pytest
from khedu_helpers import give_hand, new_turn, put_cadre, start

from baraza.game.khedu import RULES, make_agent
from baraza.game.khedu.ai_ending import ending_outlook


def _last_influence(my_lp: int, rival_lp: int, turns_taken: int):
    """Seat 1 (Wuqri: a Meditation pays it 2 LP, the farming the tester saw) to act with its last Influence, a
    clan hero in one Cadre slot, the other empty and a clan unit in hand; the rival (Hadimi) has 1 Influence left,
    so it would get one turn alone."""
    s = start(2, seed=21, clans=("Hadimi", "Wuqri"))
    new_turn(s, 1)
    give_hand(s, 1, ["wuqri_zealot", "okavian_raider", "allure"])
    me, rival = s.players[1], s.players[0]
    me.cadre, rival.cadre = [None, None], [None, None]
    put_cadre(s, 1, 0, "okavian_raider", honor=1)
    put_cadre(s, 0, 0, "hadimi_guard", honor=1)
    me.influence, me.turns_taken, me.lp = 1, turns_taken, my_lp
    rival.influence, rival.turns_taken, rival.lp = 1, turns_taken + 1, rival_lp
    return s


def _play_turn(s, seat: int, level: str, seed: int) -> None:
    """Play `seat`'s whole turn (the rival answers in combats as the same level would)."""
    agents = [make_agent(level, i, seed) for i in range(2)]
    while s.phase != "over" and not (s.current != seat and s.phase == "turn"):
        active = RULES.active_seats(s)[0]
        legal = RULES.legal_actions(s, active)
        RULES.apply(s, active, agents[active].choose(RULES, RULES.view(s, active), active, legal))


@pytest.mark.parametrize("level,turns_taken", [("normal", 4), ("normal", 9), ("hard", 3)])
def test_safely_ahead_the_ai_spends_its_last_influence_and_ends_its_game(level, turns_taken):
    s = _last_influence(my_lp=26, rival_lp=8, turns_taken=turns_taken)
    assert ending_outlook(RULES.view(s, 1), 1) == "safe"
    for seed in range(8):
        s2 = s.clone()
        first = make_agent(level, 1, seed).choose(RULES, RULES.view(s2, 1), 1, RULES.legal_actions(s2, 1))
        assert first.kind != "meditate", (seed, first)
        _play_turn(s2, 1, level, seed)
        assert s2.players[1].exhausted, seed  # it placed its last unit: the song is over for it


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_behind_the_ai_keeps_its_last_influence_while_its_hero_can_still_score(level):
    s = _last_influence(my_lp=8, rival_lp=16, turns_taken=10)
    assert ending_outlook(RULES.view(s, 1), 1) == "losing"
    assert any(a.kind == "place" for a in RULES.legal_actions(s, 1))
    for seed in range(8):
        s2 = s.clone()
        _play_turn(s2, 1, level, seed)
        me = s2.players[1]
        assert not me.exhausted and me.influence == 1, seed


def test_behind_on_its_final_turn_anyway_the_last_unit_may_still_join():
    """The turn limit ends its game after this turn whatever it does: the placement costs nothing then."""
    s = _last_influence(my_lp=8, rival_lp=16, turns_taken=RULES.default_options().get("turn_limit", 25))
    s.players[1].turns_taken = s.max_turns - 1
    view = RULES.view(s, 1)
    place = next(a for a in RULES.legal_actions(s, 1) if a.kind == "place")
    assert make_agent("normal", 1, 0)._place_value(view, 1, place) > 0


def test_a_lead_the_rival_can_make_up_in_its_turns_alone_is_not_safe():
    s = _last_influence(my_lp=16, rival_lp=8, turns_taken=9)
    s.players[0].influence = 3  # three turns alone: 8 points are within reach
    assert ending_outlook(RULES.view(s, 1), 1) == "open"
    s.players[0].lp = 14
    assert ending_outlook(RULES.view(s, 1), 1) == "losing"


def test_early_in_the_song_normal_keeps_even_a_safe_lead_going():
    """Issue 41's newcomer saw a normal AI end the song on its turn 4 (13-3): a safe lead is cashed in from the
    AI's turn 5 only."""
    s = _last_influence(my_lp=26, rival_lp=3, turns_taken=3)
    assert ending_outlook(RULES.view(s, 1), 1) == "safe"
    for seed in range(8):
        s2 = s.clone()
        _play_turn(s2, 1, "normal", seed)
        assert not s2.players[1].exhausted, seed
