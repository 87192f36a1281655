"""No "card(s)" in what Khedu says: a player read "(activation: 2 card(s))" in the turn panel; counts agree with
their nouns."""

from pathlib import Path

import baraza.game.khedu as khedu


def test_no_card_s_in_khedu_texts():
    for path in Path(khedu.__file__).parent.rglob("*.py"):
        assert "card(s)" not in path.read_text(encoding="utf-8"), path
