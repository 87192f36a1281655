"""Khedu by keys (a blind tester): Tab alone reaches every button of the prompt bar, Meditate's options among
them ("Discard and redraw the hand", the clan's own Meditation), and Meditate in a plain turn; Tab went from the
bar's sentence on to the hand and never stopped at them. Needs the table's `focus_tab_stops` hook
(KheduScene: `self.focus_tab_stops = self.keyboard.tab_stops`)."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.khedu.table import KheduScene

PLAIN = ("place", "pay", "reward", "cadence_done", "roll", "resolve", "end_turn", "meditate", "pass")


def _table(seed: int):
    app = make_app()
    match = new_match("khedu", ["human"], seed, {})
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    frames(app, 2)
    return app, match, table


def _tab_round(app, table) -> set[tuple]:
    """The spots Tab alone visits, going round twice."""
    press(app, pygame.K_TAB)
    seen = set()
    for _ in range(2 * len(table.focus.targets()) + 4):
        press(app, pygame.K_TAB)
        if table.focus.current is not None:
            seen.add(table.focus.current.rect)
    return seen


def _buttons(table) -> dict[tuple, str]:
    return {tuple(b.rect): b.text for b in table.prompt.buttons if b.enabled}


def test_tab_reaches_every_meditation_option_and_meditate(baraza_home):
    app, match, table = _table(3)
    met_turn = False
    for _ in range(2000):  # to a plain turn with Meditate open, then into the Meditation
        view = match.view(0)
        legal = match.legal_actions(0)
        if view.phase == "turn" and view.turn_mode is None and view.combat is None and view.turns_completed > 2 \
                and any(a.kind == "meditate" for a in legal):
            frames(app, 2)
            seen, buttons = _tab_round(app, table), _buttons(table)
            assert "Meditate" in buttons.values()
            assert set(buttons) <= seen, [text for rect, text in buttons.items() if rect not in seen]
            met_turn = True
            assert match.submit(0, next(a for a in legal if a.kind == "meditate")).ok
            continue
        if view.phase == "meditation" and met_turn:
            break
        assert match.submit(0, next((a for k in PLAIN for a in legal if a.kind == k), legal[0])).ok
    assert match.view(0).phase == "meditation"
    frames(app, 2)
    seen, buttons = _tab_round(app, table), _buttons(table)
    options = [text for text in buttons.values() if text not in ("End turn",)]
    assert len(options) >= 2, options  # the redraw and the clan's own
    assert set(buttons) <= seen, [text for rect, text in buttons.items() if rect not in seen]
