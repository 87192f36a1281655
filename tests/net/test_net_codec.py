"""Views go over the wire as JSON and come back as the game's own view objects, equal to the original."""

from __future__ import annotations

import json
import random

import pytest

from baraza.game.net.codec import decode, encode
from baraza.game.registry import game_names, get_game, new_match


@pytest.mark.parametrize("game", game_names())
def test_every_seats_view_round_trips_through_json(game):
    spec = get_game(game)
    for seats in sorted({max(2, spec.min_seats), spec.max_seats}):
        match = new_match(game, ["random"] * seats, 11)
        rng = random.Random(3)
        for _ in range(150):
            if match.is_over():
                break
            seat = match.active_seats()[0]
            match.submit(seat, rng.choice(match.legal_actions(seat)))
            for viewer in (None, *range(seats)):
                view = match.view(viewer)
                wire = json.dumps(encode(view), allow_nan=False)
                assert decode(json.loads(wire), type(view)) == view


def test_mappings_with_other_keys_and_non_finite_floats():
    value = {(1, 2): "a", (3,): "b"}
    wire = json.loads(json.dumps(encode(value)))
    assert wire == {"$pairs": [[[1, 2], "a"], [[3], "b"]]}
    assert decode(wire) == value
    assert encode({"x": float("inf"), "y": 1.5}) == {"x": None, "y": 1.5}
    assert decode({"1": "a"}, dict[int, str]) == {1: "a"}
    with pytest.raises(TypeError):
        encode(object())


def test_the_mirror_skips_updates_it_has_and_takes_every_state():
    from baraza.game.core.match import Match
    from baraza.game.net import messages
    from baraza.game.net.mirror import SeatMirror
    from baraza.game.registry import new_match

    match: Match = new_match(game_names()[0], ["random", "random"], 4)
    mirror = SeatMirror()
    mirror.apply(messages.welcome(match, 0, None, {}))
    seat = match.active_seats()[0]
    match.submit(seat, match.legal_actions(seat)[0])
    update = messages.update(match, match.records[-1], 0)
    mirror.apply(update)
    assert mirror.seq == 1 and len(mirror.log) == sum(1 for e in update["events"] if e["text"])
    mirror.apply(update)  # the same update again, as after a drop: nothing doubles
    assert len(mirror.log) == sum(1 for e in update["events"] if e["text"])
    fresh = new_match(game_names()[0], ["random", "random"], 4)
    mirror.apply(messages.state(fresh, 0))  # a host that starts again from its save: a state always counts
    assert mirror.seq == 0 and mirror.view == fresh.view(0) and mirror.log == []
