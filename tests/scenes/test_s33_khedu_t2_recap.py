"""S33, Khedu's table, second round: "While you waited" said "Player 2 passes this Cadence round" after the AI had
sung two Cadences (109, 165): a rival's run of Cadences is one line, the songs named; and the player's own pass is
not told back to them (115)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from khedu_helpers import give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402


def _provoking(mine: list[str | None], theirs: list[str | None]):
    """Player 1 provokes a Desert unit against Player 2's (AI) Chieftain and sings Storm Chorus; the table open."""
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Hadimi", "clan_2": "Rahala"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["allure", "wuqri_zealot", "okavian_raider"])
    put_cadre(s, 1, 0, "chieftain")
    set_ensemble(s, 0, mine)
    set_ensemble(s, 1, theirs)
    attack = next(a for a in match.legal_actions(0) if a.kind == "attack" and tuple(a.args[1]) == ("cadre", 1, 0))
    assert match.submit(0, attack).ok
    while s.combat.step == "pay":
        assert match.submit(0, match.legal_actions(0)[0]).ok
    assert match.submit(0, Action("cadence", (0,))).ok
    app = make_app()
    table = KheduScene(app, match)
    table.ai_turns.enabled = False  # the test plays the rival
    app.stack.reset(table)
    frames(app, 3, dt=0.1)
    return app, match, table


def test_the_rivals_songs_are_told_not_only_its_pass(baraza_home):
    app, match, table = _provoking(["storm_chorus", "sandfire_hymn", None, None],
                                   ["whitesand_ballad", "whitesand_ballad", None, None])
    assert match.submit(0, Action("cadence_done")).ok
    assert match.submit(1, Action("cadence", (0,))).ok
    assert match.submit(1, Action("cadence", (1,))).ok
    assert match.submit(1, Action("cadence_done")).ok
    assert match.active_seats() == (0,)
    frames(app, 5, dt=0.1)
    recap = table.recap
    assert recap.recap_lines == ["Player 2 sings Whitesand Ballad twice, then passes."], recap.recap_lines
    rows = " ".join(recap.recap_rows(recap.rect.w - 28, 2))
    assert "Whitesand Ballad" in rows and "passes" in rows, rows


def test_different_songs_are_named_each(baraza_home):
    from baraza.scenes.khedu.recap_words import merged_songs

    app, match, table = _provoking(["storm_chorus", "sandfire_hymn", None, None],
                                   ["whitesand_ballad", "mirage_lament", None, None])
    first = len(match.records)
    assert match.submit(0, Action("cadence_done")).ok
    assert match.submit(1, Action("cadence", (0,))).ok
    assert match.submit(1, Action("cadence", (1,))).ok
    lines = [line for line in match.log if line.move_index > first]
    assert merged_songs(match, lines) == "Player 2 sings Whitesand Ballad and Mirage Lament."
    assert merged_songs(match, [line for line in match.log if line.move_index == first]) is None  # a pass alone


def test_the_players_own_pass_is_not_told_back(baraza_home):
    """115: the player sang, then pressed No Cadence; the window came round to them and the table answered."""
    app, match, table = _provoking(["storm_chorus", "sandfire_hymn", None, None], [None] * 4)
    assert match.active_seats() == (0,)
    own = len(match.records)
    assert match.submit(0, Action("cadence_done")).ok  # as a press would
    frames(app, 5, dt=0.1)
    told = " ".join(table.recap.recap_lines)
    own_text = next(line.text for line in match.log if line.move_index == own)
    assert own_text not in told, told
