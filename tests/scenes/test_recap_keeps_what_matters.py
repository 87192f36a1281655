""""While you waited" cut to its panel (KROWNIA blind tester): it showed "… 1 earlier (see the log)" in place of
Blue's whole turn with a 7, the Pirate moved onto the player's hills and a theft, and on turn 1 it hid "Blue stole
1 Sheep from Red". A recap that must shorten keeps the lines that concern the player (the game's `Rules.notable`:
their name, a 7, the Pirate, a steal) and drops routine ones first; its footer says plainly how to see it all."""

from __future__ import annotations

from scene_helpers import frames
from test_recap_krownia_lines import _table_at, _until_the_player

from baraza.game.core.rules import Event
from baraza.game.registry import get_game
from baraza.scenes.table import recap as recap_module

BLUE_TURN = ["Blue rolled 7", "Cards to discard: Blue 4", "Blue moved the Pirate to the hills (10)",
             "Blue stole 1 Ore from Red", "Blue bought a development card", "Blue ended the turn; White to play"]
WHITE_TURN = ["White rolled 9", "White received 2 Wheat", "White built a road",
              "White traded 4 Wheat for 1 Ore with the bank", "White ended the turn; Red to play"]


def test_krownia_tells_what_matters_to_the_player() -> None:
    rules = get_game("krownia").rules
    assert rules.notable(Event("dice", 1, {"total": 7}, "Blue rolled 7"), "Red")
    assert not rules.notable(Event("dice", 1, {"total": 9}, "Blue rolled 9"), "Red")
    assert rules.notable(Event("pirate", 1, {"hex": 3}, "Blue moved the Pirate to the hills (10)"), "Red")
    assert rules.notable(Event("steal", 1, {"from": 2}, "Blue stole a card from White"), "Red")
    assert rules.notable(Event("gain", None, {}, "Red received 2 Brick"), "Red")
    assert not rules.notable(Event("turn", 2, {}, "White ended the turn; Red to play"), "Red")
    assert not rules.notable(Event("build", 2, {}, "White built a road"), "Red")


def test_a_short_recap_keeps_the_seven_the_pirate_and_the_theft(baraza_home) -> None:
    app, match, scene = _table_at(("human", "ai:easy", "ai:easy"), 2, lambda m: m.active_seats() == (0,))
    recap = scene.recap
    recap.recap_groups = [(1, BLUE_TURN), (2, WHITE_TURN)]
    recap.recap_lines = BLUE_TURN + WHITE_TURN
    recap.notable_lines = {"Blue rolled 7", "Blue moved the Pirate to the hills (10)", "Blue stole 1 Ore from Red"}
    rows = recap.recap_rows(280, 5)
    told = " ".join(rows)
    assert len(rows) <= 5, rows
    for line in ("Blue rolled 7", "Pirate", "Blue stole 1 Ore from Red"):
        assert line in told, rows  # the old cut said "… 1 earlier (see the log)" and White's routine turn
    assert rows[0].startswith("… ") and "left out" in rows[0], rows
    assert "White ended the turn" not in told  # routine, dropped first


def test_a_steal_from_the_player_stays_in_a_short_recap(baraza_home) -> None:
    def blue_steals(match) -> bool:
        return (match.state.phase == "steal" and match.active_seats() == (1,)
                and 0 in match.rules.steal_victims(match.state, 1))

    app, match, scene = _table_at(("human", "ai:easy", "ai:easy"), 2, blue_steals)
    from baraza.game.core.action import Action

    assert match.submit(1, Action("steal", (0,))).ok
    _until_the_player(match)
    frames(app, 2)
    recap = scene.recap
    stolen = next(line for line in recap.recap_lines if line.startswith("Blue stole 1 "))
    assert stolen in recap.notable_lines
    rows = recap.recap_rows(240, 3)
    assert any(stolen.startswith(row.strip().rstrip("…")) or row.strip() in stolen for row in rows[1:]), rows


def test_the_recaps_footer_says_how_to_see_it_all() -> None:
    assert recap_module.HINT == "Click or Enter: show all"
