"""S34, Khedu's table by mouse (khedu16): clicks that decided nothing. "Roll N dice" (the only move) is rolled for the
player after a beat; "No Cadence" is answered for them when no Cadence they hold moves the odds by a point; the lesson's
step 56 counted 10 s down to a No Cadence nothing could change."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from scene_helpers import frames  # noqa: E402
from test_s33_khedu_t2_traps import _rolled  # noqa: E402
from test_s34_khedu_traps_hold import _paying_with_a_song_to_sing  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.scenes.khedu.cadence_odds import ODDS_LINE  # noqa: E402
from baraza.scenes.khedu.lone_roll import ROLL_BEAT  # noqa: E402


def test_dice_that_are_the_only_move_are_rolled_for_the_player_after_a_beat(baraza_home):
    app, match, table = _rolled([2, 2, 6])  # raising the 2s wins: Best is then asked
    assert table.legal_actions() == [Action("roll")]
    held = []
    hold = table.prompt.press_hold
    hold.answered = lambda rect, label, now, f=hold.answered: (held.append(label), f(rect, label, now))
    before = len(match.records)
    frames(app, int(ROLL_BEAT / 0.05) - 2, dt=0.05)
    assert len(match.records) == before, "the ready dice show a beat first"
    assert table.next_frame() is not None and table.next_frame() <= ROLL_BEAT  # the quiet window wakes for it
    frames(app, 4, dt=0.05)
    assert [r.action.kind for r in match.records[before:]] == ["roll"] and match.records[before].seat == 0
    assert held and held[0].startswith("Roll")  # what shows on Roll's spot next waits out a click meant for it


def test_a_lesson_still_asks_for_the_roll(baraza_home):
    from baraza.scenes.khedu.lone_roll import RollBeat, lone_roll

    app, match, table = _rolled([2, 2, 6])
    beat = RollBeat()
    table.tutorial = object()  # a lesson drives the table: its steps teach the roll
    try:
        assert lone_roll(table.prompt, table.current_view(), beat) is None
        table.clock.advance(5)
        assert lone_roll(table.prompt, table.current_view(), beat) is None
    finally:
        table.tutorial = None
    assert lone_roll(table.prompt, table.current_view(), beat) is None  # the beat starts
    table.clock.advance(ROLL_BEAT + 0.01)
    assert lone_roll(table.prompt, table.current_view(), beat) == Action("roll")


def _cadence_window(defender: str | None = None):
    app, match, table = _paying_with_a_song_to_sing(defender)
    table.prompt.sync(table.current_view())
    next(b for b in table.prompt.buttons if b.text == "Discard all 3").on_click()
    return app, match, table


def test_no_cadence_is_answered_when_no_song_moves_the_odds_by_a_point(baraza_home):
    app, match, table = _cadence_window()  # 5 dice against defence 10: Sandfire Hymn's +3 moves >99 % by < 1 point
    assert table.current_view().combat.win_probability > 0.99
    before = len(match.records)
    frames(app, 3)
    assert [r.action.kind for r in match.records[before:before + 1]] == ["cadence_done"]
    line = next(line for line in match.log if line.move_index == before)
    assert table.log_text(line, 0) == ODDS_LINE


def test_a_song_that_moves_the_odds_is_still_asked(baraza_home):
    app, match, table = _cadence_window("himbua_ancient")  # defence 18: 86 %, +3 makes it 97 % (S35: 15 is decided)
    c = match.state.combat
    assert c.step == "cadences"
    before = len(match.records)
    frames(app, 3)
    assert match.records[before:] == [] and match.active_seats() == (0,)


def test_lesson_step_56_answers_no_cadence_without_a_ten_second_wait(baraza_home):
    from test_khedu_round7 import _lesson_at

    app, table, overlay = _lesson_at(55)
    frames(app, 5)
    assert overlay.run.index == 55 and table.prompt.nothing_to_sing()
    left = table.lesson_answer.seconds_left()
    assert left is not None and left <= 5, left
