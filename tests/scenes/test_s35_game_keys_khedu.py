"""S35 Khedu by keys at 150 % (blind tester keys15): a turn with no unit to place nor hero to attack with opened on
Sandstorm, a Command that costs LP, while the Hint said Meditate. It opens on the prompt's sentence, which only
reads; once the Hint is known, on the Hint's move."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from keyboard_player import press  # noqa: E402
from khedu_helpers import desert_top, give_hand, new_turn  # noqa: E402
from scene_helpers import frames  # noqa: E402
from test_s34_khedu_keys_turn import _button, _landing, _table  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402


def _sandstorm_turn():
    app, match, table = _table(["human", "ai:normal"])
    s = match.state
    new_turn(s, 0)
    s.players[0].lp = 12
    s.players[0].influence = 0  # nothing to place: the units in hand only pay
    give_hand(s, 0, ["sandstorm", "hadimi_guard", "rahala_fighter"])
    desert_top(s, 0, "himbua_wanderer")
    table.views.moved()
    return app, match, table


def test_a_turn_with_only_costly_choices_opens_on_the_sentence_not_a_command(baraza_home):
    app, match, table = _sandstorm_turn()
    view, spot = _landing(app, table)
    commands = [a for a in table.legal_actions() if a.kind == "command"]
    assert commands and Action("meditate") in table.legal_actions()
    assert spot not in [table.lesson_targets.clicks_for(a, view)[0] for a in commands]  # Sandstorm (was)
    assert spot == table.keyboard.sentence(view)


def test_with_the_hint_known_the_turn_opens_on_its_move(baraza_home):
    app, match, table = _sandstorm_turn()
    press(app, pygame.K_RIGHT)  # the cursor shown
    frames(app, 5, dt=0.1)
    table.hint = Action("meditate")  # as the Hint's answer arrives
    frames(app, 5, dt=0.1)
    view = table.current_view()
    meditate = _button(table, view, lambda text: text == "Meditate")
    assert table.keyboard.landing(view) == meditate
    assert table.focus.current.rect == tuple(meditate), table.focus.current.label
