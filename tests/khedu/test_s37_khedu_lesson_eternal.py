"""The Khedu lesson (blind tester khedu23): the last step spoke of an extra turn for each Eternal Whitesand Ballad, a
rule no step had taught (now said where the first Eternal is made, step 51); step 49 says that turn 2 was played
for the learner without being shown; and the Meditation's bar at step 50 reads whole ("Eternal (5…" was cut)."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from baraza.game.core.tutorial import script_text
from baraza.game.registry import get_game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))


def _texts() -> list[str]:
    steps = tomllib.loads(script_text(get_game("khedu")))["step"]
    return [" ".join(step["text"].split()) for step in steps]


def test_the_eternal_ballads_extra_turn_is_taught_before_the_last_step():
    texts = _texts()
    eternal = next(i for i, text in enumerate(texts) if "Make your Storm Chorus Eternal" in text)
    taught = [i for i, text in enumerate(texts[:-1]) if "Eternal Whitesand Ballad" in text and "extra turn" in text]
    assert taught and eternal <= taught[0] <= eternal + 1, taught
    assert "Whitesand Ballad" in texts[-1]  # the last step still counts it, as taught


def test_the_skipped_turn_is_said_to_be_played_unseen():
    step = next(text for text in _texts() if text.startswith("Your turn 3:"))
    assert "turn 2" in step and "without showing" in step


def test_the_meditation_bar_at_the_eternal_step_is_not_cut(baraza_home):
    from test_khedu_round7 import _lesson_at

    from baraza.scenes.ui import theme

    _app, table, overlay = _lesson_at(49)
    assert overlay.run.expected().kind == "med_eternal"
    text = table.prompt.text(table.current_view())
    assert "…" not in text and "Eternal" in text
    box = table.prompt.text_box()
    assert not theme.fit_lines(table.app.fonts, text, box.size, theme.MIN_TEXT, "bold", line_gap=0)[2], text
