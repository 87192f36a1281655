"""The Khedu lesson never said how a match with rivals ends: its last step now does (docs/rules/khedu.md §8)."""

from __future__ import annotations

import tomllib

from baraza.game.core.tutorial import script_text
from baraza.game.registry import get_game


def test_the_lesson_tells_how_a_match_with_rivals_ends():
    steps = tomllib.loads(script_text(get_game("khedu")))["step"]
    last = " ".join(steps[-1]["text"].split())
    for words in ("with rivals ends", "last Influence is your last", "retire", "ascend", "last one left",
                  "unspent Influence", "Whitesand Ballad", "Turn 25", "Highest final score wins"):
        assert words in last, words
    assert "do" not in steps[-1]  # a card to read: Next ends the lesson
