"""Setup steps through an option's choices in their declared order, and a row of numbers stops at its ends (the
arrow that can go no further drawn disabled). Playtest B found KROWNIA's Victory target listed 10, 8, 12: ◀ raised
it, ▶ lowered it, and it went round. Every game's numeric options are declared smallest first."""

from __future__ import annotations

import pytest

from baraza.game.registry import game_names, get_game


@pytest.mark.parametrize("name", game_names())
def test_numeric_choices_are_declared_in_order(name: str) -> None:
    for spec in get_game(name).rules.option_specs():
        values = [value for value, _label in spec.choices]
        if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            assert values == sorted(values), f"{name}: {spec.label} lists {values}; declare them smallest first"
