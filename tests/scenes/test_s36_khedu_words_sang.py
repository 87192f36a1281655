"""S36 (Khedu blind testers khedu19/20): "You had no Cadence to help" stood in the log after the player had sung a
Cadence in that very fight. The table's No Cadence says "no other" once the player sang in the fight, and keeps
the plain line only when they sang none."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from khedu_helpers import give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.khedu.fight_words import ANSWERED_LINE, SANG_LINE  # noqa: E402


def _window_back(player_sings: bool):
    """The player attacks holding Storm Chorus (offensive: it helps their attack) and Whitesand Ballad (defensive: it
    cannot), and sings Storm Chorus (the window stays with them, holding nothing more that helps); or holds two
    Ballads, says No Cadence, the AI sings, and the window comes back to the player."""
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Hadimi", "clan_2": "Wuqri"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["allure", "wuqri_zealot", "okavian_raider"])
    put_cadre(s, 0, 0, "hadimi_dreamer")
    set_ensemble(s, 0, ["storm_chorus" if player_sings else "whitesand_ballad", "whitesand_ballad", None, None])
    set_ensemble(s, 1, ["whitesand_ballad", None, None, None])
    assert match.submit(0, Action("attack", (("cadre", 0, 0), ("desert", 0)))).ok
    while s.combat.step == "pay":
        assert match.submit(0, match.legal_actions(0)[0]).ok
    assert match.submit(0, Action("cadence", (0,)) if player_sings else Action("cadence_done")).ok
    if not player_sings:
        assert match.submit(1, Action("cadence", (0,))).ok  # the rival sings: the window comes back to the player
        assert match.submit(1, Action("cadence_done")).ok
    assert match.active_seats() == (0,) and s.combat.step == "cadences"
    app = make_app()
    table = KheduScene(app, match)
    app.stack.reset(table)
    before = len(match.records)
    frames(app, 2)
    assert (match.records[before].seat, match.records[before].action) == (0, Action("cadence_done"))
    return app, table, before


def test_after_singing_in_the_fight_the_log_says_no_other_cadence(baraza_home):
    app, table, before = _window_back(player_sings=True)
    assert table.answered.kept(before) == SANG_LINE
    assert any("No other defensive" in t.text or "No other offensive" in t.text for t in app.toasts)


def test_without_a_song_the_log_keeps_no_cadence_to_help(baraza_home):
    app, table, before = _window_back(player_sings=False)
    assert table.answered.kept(before) == ANSWERED_LINE
