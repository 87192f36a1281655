"""Keys playtest 19 at 150 %: after H the cursor stood on the Hint's spot, but its words named another move starting
there ("Wuqri Sentinel (Desert 1) attacks Wuqri Sentinel (Desert 2), or 2 more" under a Hint to attack Oadhii
Infiltrator), though Enter followed the Hint. A spot's words now name the Hint's move first, and say it is the
Hint's (keyboard.py `label`)."""

from __future__ import annotations

import pygame
from keyboard_player import show_cursor
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.khedu.table import KheduScene


def _table(seed: int = 3):
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("khedu", ["human"], seed, {})
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    frames(app, 2)
    return app, match, table


def _shared_start(match) -> list[Action]:
    """Two or more moves that start at one spot (the same first card), the turn's first."""
    legal = match.legal_actions(0)
    for action in legal:
        same = [a for a in legal if a.kind == "attack" and action.kind == "attack" and a.args[0] == action.args[0]]
        if len(same) > 1:
            return same
    raise AssertionError("no spot with two moves")


def test_the_hinted_spot_names_the_hints_move(baraza_home):
    app, match, table = _table()
    moves = _shared_start(match)
    hint = moves[-1]  # not the move the spot named first
    show_cursor(app, table)
    frames(app, 2)
    view = table.current_view()
    words = match.describe_action(0, hint)
    other = match.describe_action(0, moves[0])
    assert words != other
    table.hint = Action(hint.kind, hint.args)  # H: a new object, as from the AI's worker
    frames(app, 3)
    rect = pygame.Rect(table.tutorial_clicks(hint, view)[0])
    spot = next(t for t in table.focus.targets() if pygame.Rect(t.rect) == rect and t.acts)
    assert spot.label.startswith(words), spot.label
    assert "the Hint's move" in spot.label and f"or {len(moves) - 1} more" in spot.label, spot.label
    assert pygame.Rect(table.focus.current.rect) == rect  # the cursor went there, its words the Hint's
    assert table.focus.current.label == spot.label


def test_without_a_hint_the_words_stay_as_they_were(baraza_home):
    app, match, table = _table()
    moves = _shared_start(match)
    show_cursor(app, table)
    frames(app, 2)
    view = table.current_view()
    rect = pygame.Rect(table.tutorial_clicks(moves[0], view)[0])
    spot = next(t for t in table.focus.targets() if pygame.Rect(t.rect) == rect and t.acts)
    assert "Hint" not in spot.label and spot.label.endswith(f"or {len(moves) - 1} more"), spot.label


def test_a_hint_cleared_leaves_no_hint_words(baraza_home):
    """The words follow the Hint as it comes and goes (the spots are read afresh)."""
    app, match, table = _table()
    moves = _shared_start(match)
    show_cursor(app, table)
    table.hint = moves[-1]
    frames(app, 3)
    assert any("the Hint's move" in t.label for t in table.focus.targets())
    table.hint = None
    frames(app, 3)
    assert not any("the Hint's move" in t.label for t in table.focus.targets())
