"""Saving and loading in the middle of the moments that are easiest to get wrong: a KROWNIA trade or
discard, a Konja Bones phase, a Khedu combat. The loaded match must be the same match: same views for
every seat, same legal actions, and the same future."""

import pytest

from baraza.game.core.match import Match
from baraza.game.persistence.saves import load_match, write_save
from baraza.game.registry import get_game

CASES = [
    ("krownia", ["random"] * 4, lambda v: v.phase in ("trade_compose", "trade_pending")),
    ("krownia", ["random"] * 3, lambda v: v.phase == "discard"),
    ("konja", ["random"] * 2, lambda v: v.phase == "bones"),
    ("khedu", ["random"] * 2, lambda v: v.phase == "combat"),
    ("khedu", ["random"], lambda v: v.phase == "combat"),
]


def _play_until(game, kinds, wanted, seed):
    entry = get_game(game)
    agents = [entry.make_agent(k, s, seed) for s, k in enumerate(kinds)]
    match = Match(game, ["human"] * len(kinds), seed)
    for _ in range(20000):
        if match.is_over():
            return None
        if wanted(match.view(None)):
            return match
        seat = match.active_seats()[0]
        match.submit(seat, agents[seat].choose(match.rules, None, seat, match.legal_actions(seat)))
    return None


@pytest.mark.parametrize("game,kinds,wanted", CASES, ids=["krownia-trade", "krownia-discard", "konja-bones",
                                                           "khedu-combat", "khedu-solo-combat"])
def test_save_and_load_at_a_delicate_moment(baraza_home, game, kinds, wanted):
    match = None
    for seed in range(1, 30):
        match = _play_until(game, kinds, wanted, seed)
        if match is not None:
            break
    assert match is not None, "the moment never came"
    path = write_save(match, baraza_home / "mid.json")
    loaded = load_match(path)
    seats = range(len(kinds))
    assert loaded.moves == match.moves
    assert loaded.active_seats() == match.active_seats()
    for seat in [None, *seats]:
        assert repr(loaded.view(seat)) == repr(match.view(seat))
    for seat in match.active_seats():
        assert loaded.legal_actions(seat) == match.legal_actions(seat)
    # The same future: both copies take the same next actions and stay equal (dice and draws included).
    for _ in range(40):
        if match.is_over():
            break
        seat = match.active_seats()[0]
        action = match.legal_actions(seat)[-1]
        assert match.submit(seat, action).ok and loaded.submit(seat, action).ok
    assert repr(loaded.view(None)) == repr(match.view(None))
