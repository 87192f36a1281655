"""Keys-only tester at 150 %: the prompt's buttons (where the turn's decision is) were 6 to 10 Tabs away, Tab
visiting Undo, Hint, Menu and the log first. From any spot on the table, Tab reaches the prompt's buttons before
the table's own buttons."""

from __future__ import annotations

import random

from keyboard_player import keyboard_table, wait_for_turn
from scene_helpers import frames

from baraza.game.registry import game_names
from baraza.scenes.table.focus import FocusTarget, tab_step
from baraza.scenes.table.focus_moves import on_board

TURNS = 14  # human decisions looked at per game


def _decision(target: FocusTarget) -> bool:
    return target.stop or target.kind == "control"


def _first_reached(targets: list[FocusTarget], start: FocusTarget) -> FocusTarget | None:
    """Tab from `start` until a prompt's button or one of the table's own buttons."""
    spot = start
    for _ in range(len(targets)):
        spot = tab_step(targets, spot, 1)
        if _decision(spot) or spot.kind == "button":
            return spot
    return None


def test_tab_from_the_table_reaches_the_prompts_buttons_before_undo_hint_menu(baraza_home):
    checked = 0
    for name in game_names():
        app, match, table, spec = keyboard_table(name)
        chooser = spec.make_agent(f"ai:{spec.ai_levels[0]}", 0, 11)
        rng = random.Random(4)
        try:
            for _ in range(TURNS):
                wait_for_turn(app, table)
                if match.is_over() or table.human_to_act() is None:
                    break
                frames(app, 2)
                targets = table.focus.targets()
                if any(_decision(t) for t in targets):
                    for spot in (t for t in targets if on_board(t) and not _decision(t)):
                        reached = _first_reached(targets, spot)
                        assert reached is not None and _decision(reached), (
                            f"{name}: Tab from {spot.label!r} reached {getattr(reached, 'label', None)!r} before "
                            "the prompt's buttons")
                        checked += 1
                seat = table.human_to_act()
                legal = table.legal_actions()
                action = rng.choice(legal) if rng.random() < 0.3 else chooser.choose(
                    match.rules, match.view(seat), seat, legal)
                table.submit_intent(action)
                frames(app, 2)
        finally:
            table.on_exit()
    assert checked, "no table showed a prompt's buttons"
