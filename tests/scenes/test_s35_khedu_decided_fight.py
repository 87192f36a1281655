"""S35, Khedu's table by mouse (khedu17): about five Cadence questions a game came in fights at 97 % or more either
way. In a fight decided (95 % either way) where the player's best Cadence moves their side by under 3 points, the
table answers No Cadence for them, and the toast and the log say whose fight it is and why."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from scene_helpers import frames  # noqa: E402
from test_s34_khedu_traps_auto import _cadence_window  # noqa: E402

from baraza.scenes.khedu.cadence_odds import ODDS_LINE, odds_reason  # noqa: E402


def test_a_decided_fight_is_answered_no_cadence_naming_who_wins(baraza_home):
    app, match, table = _cadence_window("khana_ubak")  # 5 dice vs 15: 97 %, Sandfire Hymn's +3 lifts it 2.5 points
    view = table.current_view()
    assert 0.95 <= view.combat.win_probability < 0.99
    assert odds_reason(view, 0, table.legal_actions(), table.prompt.data) == "decided"
    toasts = []
    app.toast = lambda text, *args, **kwargs: toasts.append(text)
    before = len(match.records)
    frames(app, 3)
    assert [r.action.kind for r in match.records[before:before + 1]] == ["cadence_done"]
    assert toasts and "your Chieftain wins this fight anyway (97%)" in toasts[0], toasts
    line = next(line for line in match.log if line.move_index == before)
    said = table.log_text(line, 0)
    assert said != ODDS_LINE and "your Chieftain wins anyway (97%)" in said, said


def test_a_close_fight_is_still_asked(baraza_home):
    app, match, table = _cadence_window("wuqri_warlord")  # 5 dice vs 16: 94 %, +3 makes it 99 %
    view = table.current_view()
    assert odds_reason(view, 0, table.legal_actions(), table.prompt.data) is None
    before = len(match.records)
    frames(app, 3)
    assert match.records[before:] == []
