"""The KROWNIA table is built from parts it owns: a small scene class whose hooks hand over to them, each
drawing part drawable alone, keys read as intents, and no screen module imported by the table's package."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pygame
from scene_helpers import click, frames, key, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.krownia.table import KrowniaScene
from baraza.scenes.table.base import TableScene

SOURCE = Path(inspect.getfile(KrowniaScene)).parent


def _functions(cls) -> set[str]:
    return {k for c in cls.__mro__ if c is not object for k, v in vars(c).items() if inspect.isfunction(v)}


def _main_phase_table():
    """A two-human table in the main phase with the player to act holding cards (drawn with every part)."""
    app = make_app()
    match = new_match("krownia", ["human", "human"], 3)
    for _ in range(400):
        view = match.view(None)
        seat = match.active_seats()[0]
        if view.phase == "main" and view.turn >= 4:
            break
        legal = match.legal_actions(seat)
        pick = next((a for a in legal if a.kind in ("roll", "end_turn")), None)
        match.submit(seat, pick or next(a for a in legal if a.kind not in ("open_trade", "timeout")))
    assert match.view(None).phase == "main"
    table = KrowniaScene(app, match)
    app.stack.reset(table)
    frames(app, 2)
    return app, match, table


def test_the_scene_is_one_class_over_the_table_with_few_functions_of_its_own():
    assert KrowniaScene.__bases__ == (TableScene,)
    own = [k for k, v in vars(KrowniaScene).items() if inspect.isfunction(v)]
    assert len(own) <= 30, own
    assert not [k for k, v in vars(KrowniaScene).items() if isinstance(v, property)]
    # everything else it has comes from the shared table
    assert len(_functions(KrowniaScene) - _functions(TableScene)) <= 30


def _drawn(surface: pygame.Surface, region: pygame.Rect) -> bool:
    """Something was painted inside `region` of a surface that started fully transparent."""
    box = surface.get_bounding_rect()
    return box.w > 0 and box.colliderect(region)


def test_each_drawing_part_draws_alone(baraza_home):
    app, match, table = _main_phase_table()
    view = table.current_view()
    size = app.screen.get_size()
    geo = table.geometry

    def alone(draw, region: pygame.Rect) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        draw(surface)
        assert _drawn(surface, region), draw
        return surface

    alone(lambda s: table.board.draw(s, view), geo.board_rect)
    alone(lambda s: table.dice.draw(s, view), geo.dice_rect)
    alone(lambda s: table.actions.draw(s, view), geo.actions_rect)
    alone(lambda s: table.hand.draw(s, view), geo.hand_rect)
    alone(lambda s: table.players.draw(s, geo.info_rect, view), geo.info_rect)
    assert set(table.players.bonus_rects) == {"longest", "army"}
    table.selection.toggle_trade()  # the bank trade dialog
    assert table.trade.kind(view) == "bank"
    alone(lambda s: table.trade.draw(s, view), table.trade.rect(view))
    table.animations.factor = 1.0  # the test app plays animations instantly
    table.animations.add("banner", 1.0, text="Your turn")
    table.animations.update(0.5)
    alone(table.animator.draw, geo.board_rect)
    table.animations.skip()


def test_the_table_hooks_hand_over_to_the_parts(baraza_home):
    app, match, table = _main_phase_table()
    view = table.current_view()
    action = Action("build_village", (3,))
    assert table.action_spot(action, view) == table.landing.spot(action)
    assert table.tutorial_spot("corner:3", view) == table.lesson.spot("corner:3", view)
    assert table.tutorial_spot("zone:board", view) == [table.layout.zone("board")]  # the table's own names
    assert table.whose_turn(view) == view.current
    table.selection.pick_build("road")
    table.reset_selection()
    assert table.selection.mode is None


def test_the_letter_shortcuts_press_the_build_buttons(baraza_home):
    app, match, table = _main_phase_table()
    assert {letter: intent for letter, (intent, _words) in KrowniaScene.SHORTCUTS.items()} == {
        "r": "build_road", "v": "build_village", "t": "build_town"}
    assert all(words for _intent, words in KrowniaScene.SHORTCUTS.values())
    for letter, (intent, _words) in KrowniaScene.SHORTCUTS.items():
        control = table.control(intent)
        assert control is not None
        frames(app, 1, [key(ord(letter))])
        piece = intent.removeprefix("build_")
        assert table.selection.mode == (piece if control.enabled else None)
        table.reset_selection()


def _package_modules() -> list[Path]:
    return sorted(SOURCE.glob("*.py"))


def test_no_raw_key_codes_and_no_screen_imports_in_the_table_package():
    assert _package_modules()
    for path in _package_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "pygame":
                assert not node.attr.startswith(("K_", "KMOD_")), f"{path.name} reads pygame.{node.attr}"
            if isinstance(node, ast.ImportFrom) and node.module:
                assert ".screens" not in node.module, f"{path.name} imports {node.module}"
            if isinstance(node, ast.Import):
                assert not any(".screens" in alias.name for alias in node.names), path.name


def test_the_rules_button_opens_the_rules_screen_by_name(baraza_home):
    from baraza.scenes.screens.rules import RulesScene

    app, match, table = _main_phase_table()
    frames(app, 1, click(table.control("rules").rect.center))
    assert isinstance(app.stack.top, RulesScene)


def test_the_parts_ask_the_table_only_what_its_protocol_declares():
    from baraza.scenes.krownia.context import KrowniaTable

    declared = set(KrowniaTable.__annotations__) | {k for k, v in vars(KrowniaTable).items() if inspect.isfunction(v)}
    used: dict[str, set[str]] = {}
    for path in _package_modules():
        if path.name == "table.py":  # the scene itself
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            target = node.value if isinstance(node, ast.Attribute) else None
            is_table = (isinstance(target, ast.Name) and target.id == "table") or (
                isinstance(target, ast.Attribute) and target.attr == "table"
                and isinstance(target.value, ast.Name) and target.value.id == "self")
            if is_table:
                used.setdefault(node.attr, set()).add(path.name)
    assert used, "the parts reach the table"
    assert {name: files for name, files in used.items() if name not in declared} == {}
