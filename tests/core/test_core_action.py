import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baraza.game.core.action import Action, ActionFormatError

scalars = st.one_of(st.integers(-10**6, 10**6), st.text(max_size=8), st.booleans(), st.none())
args = st.lists(st.one_of(scalars, st.lists(scalars, max_size=3).map(tuple)), max_size=5).map(tuple)


@given(st.text(min_size=1, max_size=12), args)
def test_actions_round_trip_through_json(kind, arguments):
    action = Action(kind, arguments)
    again = Action.from_json(json.loads(json.dumps(action.to_json())))
    assert again == action
    assert hash(again) == hash(action)


def test_lists_become_tuples_so_actions_stay_hashable():
    action = Action("move", [["a", 1], 2])
    assert action.args == (("a", 1), 2)
    assert {action: 1}[Action("move", (("a", 1), 2))] == 1


@pytest.mark.parametrize("bad", [None, [], {"args": []}, {"kind": 3}, {"kind": "x", "args": "nope"},
                                 {"kind": "x", "args": [{"a": 1}]}])
def test_malformed_actions_are_refused(bad):
    with pytest.raises(ActionFormatError):
        Action.from_json(bad)
