"""The normal Khedu AI deploys its hand instead of sitting on it (game/khedu/ai.py). A blind tester (khedu20, 2
players) saw the normal Hadimi AI hold 8-10 cards with an empty Cadre and its last Influence for five turns (a clan
unit in hand all along) while the rival went from 0 to 19 points, then spend that Influence 12 points behind: with no
clan hero nothing else of its can score. And a Meditation kept a hand of Commands when a Cadre slot waited for a
clan unit the hand lacked."""

from __future__ import annotations

import json
from pathlib import Path

from khedu_helpers import act, give_hand, new_turn, put_cadre, start

from baraza.game.core.action import Action
from baraza.game.khedu import RULES
from baraza.game.khedu.ai import make_agent
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "s36_khedu20_record.json").read_text())
# the AI's turn starts from its turn 5 on (issue 41 keeps the last Influence before), heroless with its last
# Influence and a Hadimi unit in hand
WAITED = (79, 100, 124)
FULL_HAND = ["khana_kudjani", "exchange", "allure", "chieftain", "oadhii_conjurer", "okavian_raider",
             "khana_ekkubana", "rahala_hunter"]


def _record_state(index: int):
    rules = get_game("khedu").rules
    state = rules.initial_state(dict(RECORD["options"]), RECORD["seed"], 2)
    for m in RECORD["moves"][:index]:
        rules.apply(state, m["seat"], Action.from_json(m["action"]))
    return state


def _first_move(state, seat: int, seed: int) -> Action:
    agent = make_agent("normal", seat, seed)
    return agent.choose(RULES, RULES.view(state, seat), seat, RULES.legal_actions(state, seat))


def test_the_testers_ai_places_its_last_unit_instead_of_waiting_heroless() -> None:
    for index in WAITED:
        state = _record_state(index)
        me = state.players[1]
        assert list(RULES.active_seats(state)) == [1] and me.influence == 1 and me.cadre == [None, None]
        for seed in range(12):  # whatever its noise draws
            assert _first_move(state, 1, seed).kind == "place", (index, seed)


def test_a_full_hand_an_empty_cadre_and_influence_to_spare_is_deployed() -> None:
    for influence in (1, 2, 3):
        s = start(2, 5, ("Hadimi", "Rahala"))
        new_turn(s, 0)
        s.players[0].turns_taken = 4
        s.players[0].influence = influence
        s.players[0].lp = 4
        give_hand(s, 0, FULL_HAND)
        for seed in range(12):
            assert _first_move(s, 0, seed).kind == "place", (influence, seed)


def test_a_meditation_draws_a_new_hand_when_a_slot_waits_for_a_clan_unit_the_hand_lacks() -> None:
    s = start(2, 5, ("Rahala", "Hadimi"))  # Rahala's ability (Honor on a hero) draws nothing
    new_turn(s, 0)
    put_cadre(s, 0, 0, "rahala_hunter")  # the ability comes first, then the choice of a new hand or none
    s.players[0].turns_taken = 3
    s.players[0].influence = 2
    s.players[0].lp = 6  # every Command can be paid for: the hand's keep value is high
    give_hand(s, 0, ["exchange", "allure", "sandstorm", "caravan", "hadimi_guard"])
    act(s, 0, "meditate")
    agent = make_agent("normal", 0, 1)
    steps = []
    while s.phase == "meditation" and s.current == 0:
        action = agent.choose(RULES, RULES.view(s, 0), 0, RULES.legal_actions(s, 0))
        steps.append(action.kind)
        RULES.apply(s, 0, action)
    assert steps[0] == "med_clan" and "med_redraw" in steps, steps
