""""While you waited" showed "Player 1 passes this Cadence round." after the window came round again and the table
answered No Cadence for the player (nobody had sung since their own No Cadence): the recap tells every move the
table made for the player, and the raw line read as if the player had done it. The table's `log_text`, used by
the log and the recap alike, now says the table gave it."""

from __future__ import annotations

import sys
from pathlib import Path

from baraza.game.core.action import Action
from baraza.scenes.khedu.fight_words import GIVEN_LINE

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from khedu_helpers import give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402


def _window_come_round():
    """Seat 1 (AI) attacks seat 0's hero; seat 0 sings a Ballad, then No Cadence; the AI says No Cadence: the
    window comes round to seat 0 again with nobody having sung since its No Cadence."""
    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Hadimi", "clan_2": "Wuqri"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 1)
    give_hand(s, 1, ["wuqri_zealot", "okavian_raider", "allure", "caravan"])
    put_cadre(s, 0, 0, "hadimi_guard", honor=2)
    set_ensemble(s, 1, [None, None, None, None])
    set_ensemble(s, 0, ["whitesand_ballad", "mirage_lament", None, None])  # defensive: both help the hero hold
    attack = next(a for a in match.legal_actions(1) if a.kind == "attack" and a.args[1] == ("cadre", 0, 0))
    assert match.submit(1, attack).ok
    while s.combat.step == "pay":
        assert match.submit(1, match.legal_actions(1)[0]).ok
    sing = next(a for a in match.legal_actions(0) if a.kind == "cadence")
    assert match.submit(0, sing).ok
    assert match.submit(0, Action("cadence_done")).ok
    while match.active_seats() == (1,) and s.combat is not None and s.combat.step == "cadences":
        assert match.submit(1, Action("cadence_done")).ok
    assert match.active_seats() == (0,) and s.combat.step == "cadences"
    return match


def test_the_tables_repeat_no_cadence_is_told_as_the_tables(baraza_home):
    from baraza.scenes.khedu.table import KheduScene

    match = _window_come_round()
    before = len(match.records)
    app = make_app()
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app, 4, dt=0.5)
    record = match.records[before]
    assert (record.seat, record.action) == (0, Action("cadence_done"))
    assert before in scene.recap.answered_for  # the table's answer, not the player's click
    line = next(line for line in match.log if line.move_index == before)
    assert scene.log_text(line, 0) == GIVEN_LINE  # the log and "While you waited" say who gave it
    assert scene.log_text(line, 1) == line.text  # the rival reads the move as it stands
    told = [text for _, lines in scene.recap.recap_since(0) for text in lines]
    assert line.text not in told
    assert GIVEN_LINE in told
