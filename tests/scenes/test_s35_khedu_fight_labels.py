"""S35, Khedu's table (khedu17): the fight panel's chance named no side ("59% to win"); the Hint's No Cadence read
"No more Cadences", a label no button has, and "keep your Cadences" named no fight nor side."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from scene_helpers import frames  # noqa: E402
from test_s34_khedu_traps_auto import _cadence_window  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.scenes.khedu.fight_words import panel_chance  # noqa: E402
from baraza.scenes.ui import theme  # noqa: E402


def test_the_panel_says_whose_chance(baraza_home, monkeypatch):
    app, match, table = _cadence_window("himbua_ancient")
    drawn = []
    real = theme.blit_fit
    monkeypatch.setattr(theme, "blit_fit", lambda s, f, text, *a, **k: (drawn.append(text), real(s, f, text, *a, **k))[1])
    frames(app, 1)
    assert not any(t.endswith("to win") and t[0].isdigit() for t in drawn), drawn
    assert any(t.startswith(("Your chance", "Your odds", "You win")) and "85%" in t for t in drawn), drawn


def test_the_panel_chance_is_the_players_side():
    class U:
        def __init__(self, where, denomination="Hadimi"):
            self.where, self.denomination = where, denomination

    # a rival's Hadimi attacks the player's hero: the attacker's 77 % is the player's 23 %
    assert panel_chance(U(("cadre", 1, 0)), U(("cadre", 0, 0)), 1, 0.77, 0)[0] == "Your chance: 23%"
    assert panel_chance(U(("desert", 0)), U(("desert", 1)), 1, 0.77, 0)[0] == "Hadimi (attacker) 77%"


def test_the_no_cadence_hint_names_the_button_and_whose_fight(baraza_home):
    app, match, table = _cadence_window("khana_ubak")  # 97 %: the Hint's No Cadence (read before any frame, where
    view = table.current_view()  # the table would answer it)
    assert view.combat.step == "cadences"
    said = table.prompt.hint_text(view, Action("cadence_done"), 0)
    assert "No more Cadences" not in said and said.startswith("Hint: No Cadence"), said
    assert "your Chieftain wins this fight anyway (97%)" in said, said
