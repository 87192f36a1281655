"""A blind tester's Konja match (bad14): the Hint said "your 3 Gold flips your 5-point Cloud to 6" (107-hint) and
the flip took 1 Gold (109-flip). A number in a reason is what the move costs, not all the Gold held. Position
rebuilt from the record (data/s35_bad14_record.json)."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.konja import RULES
from baraza.game.konja.hint_words import hint_words
from baraza.game.konja.state import Cloud
from tests.konja.helpers import _args, table_hint

from .helpers import new_state

RECORD = Path(__file__).parent / "data" / "s35_bad14_record.json"
RAIN = Action("choose_ancestor", ("rain",))


def _replayed(moves: int):
    record = json.loads(RECORD.read_text())
    state = RULES.initial_state(record["options"], record["seed"], 2)
    for move in record["moves"][:moves]:
        RULES.apply(state, move["seat"], Action(move["action"]["kind"], _args(move["action"]["args"])))
    return state


def test_the_rain_hint_names_the_gold_the_flip_costs(baraza_home):
    state = _replayed(76)  # turn 6: Nia 3 Gold and one 5-point Cloud, the Rain Ancestor free
    assert state.players[0].gold == 3 and [c.base for c in state.players[0].clouds] == [5]
    move, words, _said = table_hint(state)
    assert move == RAIN, move
    assert "1 of your 3 Gold flips your 5-point Cloud to 6" in words, words
    RULES.apply(state, 0, RAIN)
    RULES.apply(state, 0, Action("upgrade_cloud", (0,)))
    assert state.players[0].gold == 2  # the Favour's flip took 1 Gold, as the reason says


def test_all_the_gold_is_named_only_when_all_is_spent(baraza_home):
    state = new_state(1)
    state.players[0].gold, state.players[0].clouds = 1, [Cloud(5)]
    assert "your 1 Gold flips your 5-point Cloud to 6" in hint_words(RULES.view(state, 0), RAIN)
    # a summon in the Rain's Blessing: the Cloud's price out of the Gold held
    state.players[0].gold, state.players[0].clouds = 6, []
    assert "5 of your 6 Gold summons a 3-point Cloud" in hint_words(RULES.view(state, 0), RAIN)
