from __future__ import annotations

import pytest

from baraza.game.core.stats import wilson


def test_wilson_matches_the_textbook_and_stays_in_bounds():
    low, high = wilson(263 + 14 / 2, 400)  # the Khedu expert's 400 games against hard
    assert low == pytest.approx(0.628, abs=0.001) and high == pytest.approx(0.719, abs=0.001)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(10, 10)
    assert 0.72 < low < 0.73 and high == 1.0
    low, high = wilson(0, 10)
    assert low == 0.0 and 0.27 < high < 0.28
