"""Khedu's words after the third blind test: a No Cadence in a window that goes on is not "no more Cadences"
(a later song of the same seat contradicted it), and a hint on a seat's last turn does not advise restocking."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_khedu_playtest_fixes import _to_cadences  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402


def test_a_no_cadence_in_a_window_that_goes_on_says_only_this_round():
    match = new_match("khedu", ["human"], 3, {})
    _to_cadences(match)
    sing = next(a for a in match.legal_actions(0) if a.kind == "cadence")
    assert match.submit(0, sing).ok
    assert match.submit(0, Action("cadence_done")).ok
    assert match.view(0).combat.step == "cadences", "the window goes round again after a song"
    text = match.records[-1].events[0].text
    assert "no more" not in text and text == "Player 1 passes this Cadence round."
    assert match.submit(0, Action("cadence_done")).ok
    assert match.records[-1].events[0].text.endswith(": now the dice.")
