"""S35 Khedu by keys (keys-only blind tester at 150 %, playtest 16): where the cursor lands.

- A Cadence window starts on No Cadence, never on a Sing, even in a close fight (it started on "Sing Storm Chorus"
  while the Hint said No Cadence: one Enter spent a Cadence); once the Hint names a song, on that song.
- A turn with a provocation open (a Desert unit attacking another) starts on the prompt's sentence, which only
  reads, not on the provocation (it started on one while the Hint said Meditate: one Enter starts a fight); once the
  Hint names it, on it."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from khedu_helpers import desert_top, give_hand, new_turn  # noqa: E402
from scene_helpers import frames  # noqa: E402
from test_s33_khedu_keys_landing import _attack, _button, _landing, _pay_all, _table  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402


def test_a_close_fight_opens_the_cadence_window_on_no_cadence_and_a_hinted_song_on_the_song(baraza_home):
    app, match, table = _table(["human"])
    _attack(match, 0, ["allure", "caravan", "hadimi_guard", "rahala_fighter"], "chieftain",
            ["storm_chorus", "sandfire_hymn"], "himbua_colossus")
    _pay_all(match, 0)
    view, spot = _landing(app, table)
    assert view.combat.step == "cadences" and view.combat.win_probability < 0.95  # a song could help here
    assert any(a.kind == "cadence" for a in table.legal_actions())
    no_cadence = _button(table, view, lambda text: text == table.prompt.button_label(view, Action("cadence_done")))
    assert spot == no_cadence, table.focus.current.label  # never a Sing: one Enter would spend it
    song = next(a for a in table.legal_actions() if a.kind == "cadence")
    table.hint = song  # the Hint's answer, once asked for: there
    assert table.keyboard.landing(view) == table.geometry.ensemble_rect(0, song.args[0], view)


def _provocation_turn(app, match, table):
    """Seat 0's turn with nothing to place, no hero and no Command: provocations, Meditate and Pass."""
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["rahala_fighter", "rahala_hunter", "hadimi_guard"])  # none of the player's clan (Wuqri)
    desert_top(s, 0, "himbua_wanderer")
    desert_top(s, 1, "himbua_wanderer")
    table.ai.cancel()
    return _landing(app, table)


def test_a_turn_with_a_provocation_open_starts_on_the_sentence_not_on_the_provocation(baraza_home):
    app, match, table = _table(["human"])
    view, spot = _provocation_turn(app, match, table)
    legal = table.legal_actions()
    provocations = [a for a in legal if a.kind == "attack" and a.args[0][0] == "desert"]
    assert provocations and not any(a.kind in ("place", "command") for a in legal), legal
    assert spot == table.keyboard.sentence(view)  # it only reads: no fight started at one Enter
    frames(app, 5)
    assert table.focus.current is None or "attacks" not in table.focus.current.label
    table.hint = provocations[0]  # the Hint names it: there
    assert table.keyboard.landing(view) == pygame.Rect(table.tutorial_clicks(provocations[0], view)[0])
