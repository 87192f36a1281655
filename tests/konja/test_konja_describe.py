"""Konja actions in words: a target is read the way its effect uses it (two dice to reroll are not a die and a
one-pip step), and Spells are named, never shown by id."""

from __future__ import annotations

import random

from baraza.game.registry import new_match


def _described_actions(games: int = 12):
    for seed in range(1, games + 1):
        match = new_match("konja", ["random", "random"], seed, {})
        rng = random.Random(seed)
        for _ in range(200):
            if match.is_over():
                break
            seat = match.active_seats()[0]
            legal = match.legal_actions(seat)
            for action in legal:
                if action.kind in ("use_relic", "play_spell"):
                    yield action, match.describe_action(seat, action)
            match.submit(seat, rng.choice(legal))


def test_relic_and_spell_targets_read_as_their_effects():
    texts = [text for _action, text in _described_actions()]
    assert texts
    fie_ah_many = [t for t in texts if t.startswith("Use Fie-Ah (paying 1 Power): reroll the ")]
    assert fie_ah_many and all("(+" not in t and "(-" not in t for t in fie_ah_many), "a reroll is not a nudge"
    assert not any("_" in t or " on (" in t for t in texts), "no raw ids or tuples"
    # what is paid is said apart from what is done (it read "with the blank Action die, 1 Power on the 1, 1")
    assert not any(", 1 Power on" in t or "Action die, " in t for t in texts)
    assert any(" and " in t and ": reroll the " in t for t in texts)
