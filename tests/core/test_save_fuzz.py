"""Property: any mutation of a real save of any game (cut short, a character flipped, a value replaced by a
wrong type or an out-of-range one, deep nesting, moves reordered) is either refused with a one-line SaveError
or loads into a match that plays on. Nothing else: no other exception, no hang."""

import copy
import json
import math
from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from baraza.game.persistence.saves import SaveError, load_match, save_data
from baraza.game.registry import available_games, new_match
from baraza.scenes.shots import play_actions

GAMES = [spec.name for spec in available_games()]
ODD_VALUES = [None, True, False, 0, -1, 1, 2**64, -(2**64), 1.5, math.inf, -math.inf, math.nan, "", "x" * 300,
              [], {}, [[[[[]]]]], {"kind": "pass"}, "human", "ai:hard", 1e308]


@cache
def real_save(game: str) -> str:
    spec = next(s for s in available_games() if s.name == game)
    seats = ["human"] * (spec.max_seats if spec.min_seats >= 2 else spec.min_seats)
    match = new_match(game, seats, 21)
    play_actions(match, 40)
    return json.dumps(save_data(match))


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            if key != "thumbnail":
                yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:30]):
            yield from _paths(item, (*prefix, index))


def _set(data, path, value):
    if not path:
        return value
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return data


def _dump(data) -> str:
    return json.dumps(data, allow_nan=True)


@st.composite
def mutated(draw):
    game = draw(st.sampled_from(GAMES))
    text = real_save(game)
    kind = draw(st.sampled_from(["truncate", "flip", "replace", "nest", "reorder", "drop"]))
    if kind == "truncate":
        return text[: draw(st.integers(0, len(text) - 1))]
    if kind == "flip":
        at = draw(st.integers(0, len(text) - 1))
        return text[:at] + draw(st.characters(codec="utf-8")) + text[at + 1:]
    data = json.loads(text)
    paths = list(_paths(data))
    path = draw(st.sampled_from(paths))
    if kind == "replace":
        odd = draw(st.one_of(st.sampled_from(ODD_VALUES), st.integers(), st.floats(), st.text(max_size=8)))
        return _dump(_set(data, path, odd))
    if kind == "nest":
        depth = draw(st.integers(50, 5000))
        return _dump(_set(copy.deepcopy(data), path, "@nest@")).replace('"@nest@"', "[" * depth + "]" * depth)
    if kind == "reorder":
        moves = data["moves"]
        if len(moves) >= 2:
            i, j = draw(st.integers(0, len(moves) - 1)), draw(st.integers(0, len(moves) - 1))
            moves[i], moves[j] = moves[j], moves[i]
        return _dump(data)
    parent = path[:-1]
    if path and isinstance(path[-1], str):
        target = data
        for step in parent:
            target = target[step]
        target.pop(path[-1], None)
    return _dump(data)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=mutated())
def test_a_mutated_save_is_refused_cleanly_or_plays_on(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("fuzz") / "m.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    try:
        match = load_match(path)
    except SaveError as exc:
        message = str(exc)
        assert "\n" not in message and "m.json" in message
        return
    for _ in range(5):  # it loaded: the rules must carry on from there
        if match.is_over():
            break
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        assert legal
        assert match.submit(seat, legal[-1]).ok
