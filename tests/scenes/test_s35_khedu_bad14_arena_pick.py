"""S35, Khedu's table (blind tester bad14): choosing an attack's defender, a click on the rival's unit drawn in the
COMBAT panel dropped the attacker without a word (208 -> 209). A unit drawn there is clicked where it stands; one
that has left its place, or any other spot of the panel, says why and keeps the choice."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from scene_helpers import click, frames  # noqa: E402
from test_s33_khedu_t2_traps import _roll, _rolled  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402


def _last_fight_kept():
    """Player 1's provoked Himbua Wanderer lost to Player 2's Chieftain (which still stands in Cadre slot 1): the
    COMBAT panel shows that fight while Player 1 picks a new attacker, the Desert's stack 2."""
    app, match, table = _rolled([1, 1, 1])
    _roll(app, match, table)
    assert match.submit(1, Action("reward", ("lp",))).ok
    frames(app, 30, dt=0.1)
    assert match.state.combat is None and table.arena.memory and table.arena.memory["won"] is False
    attacker = next(h.rect for h in table.hot_spots.hots if h.token == ("desert", 1))
    frames(app, 1, events=click(attacker.center))
    frames(app, 2)
    assert table.clicks.path == [("desert", 1)]
    drawn = {h.face.title: h.rect for h in table.hot_spots.hots
             if h.token is None and h.face is not None and h.face.kind.endswith(" unit")}
    assert {"Himbua Wanderer", "Chieftain"} <= set(drawn), "the panel shows the last fight's two units"
    return app, match, table, drawn


def test_the_defender_drawn_in_the_combat_panel_is_picked(baraza_home):
    app, match, table, drawn = _last_fight_kept()
    moves = len(match.records)
    frames(app, 1, events=click(drawn["Chieftain"].center))
    made = [r.action for r in match.records[moves:]]
    assert Action("attack", (("desert", 1), ("cadre", 1, 0))) in made, made


def test_a_unit_gone_from_its_place_says_why_and_keeps_the_choice(baraza_home):
    app, match, table, drawn = _last_fight_kept()
    moves = len(match.records)
    app.toasts.clear()
    frames(app, 1, events=click(drawn["Himbua Wanderer"].center))
    assert len(match.records) == moves
    assert table.clicks.path == [("desert", 1)], "the attacker stays picked"
    assert any("Himbua Wanderer" in t.text and "lit card" in t.text for t in app.toasts)


def test_a_bare_spot_of_the_panel_says_why_and_keeps_the_choice(baraza_home):
    app, match, table, _drawn = _last_fight_kept()
    zone = table.z["arena"]
    app.toasts.clear()
    frames(app, 1, events=click((zone.centerx, zone.bottom - 6)))
    assert table.clicks.path == [("desert", 1)]
    assert any("COMBAT panel" in t.text for t in app.toasts)
