"""What the keyboard playtest read (issue 44): no player-facing text under scenes/ or assets/ asks for the mouse
alone ("click", "hover", "point at" without a key beside them); the Keys page names every key the keymap gives and
what the table keys do there; a key the player moved is kept after a restart; Settings and its Keys pages show
every label whole at the largest text size."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pygame
import pytest
from scene_helpers import frames, key, make_app

from baraza.scenes.ui import theme, widgets
from baraza.scenes.ui.keymap import _CTRL, _PLAIN, KEYS_PAGE, PAGE_INTENTS

ROOT = Path(__file__).resolve().parents[2]
MOUSE_ONLY = re.compile(r"\b(click(ing|ed|s)?|hover(ing|s)?|point at|(the|a) mouse)\b", re.I)
A_KEY = re.compile(r"\b(Enter|Esc|Space|Tab|keys?|arrows?|F\d{1,2}|Ctrl)\b|↑", re.I)


def _literals(path: Path) -> list[tuple[int, str]]:
    """Every string a module could show (docstrings left out), f-strings by their fixed parts."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            out.append((node.lineno, "".join(v.value for v in node.values if isinstance(v, ast.Constant))))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            out.append((node.lineno, node.value))
    return [(line, text) for line, text in out if " " in text.strip()]  # a word alone is a name ("click" sound)


def _asset_texts() -> list[tuple[str, str]]:
    out = []
    for pattern in ("assets/tutorials/*.toml", "assets/rules/*.md", "assets/data/**/*.toml"):
        for path in sorted(ROOT.glob(pattern)):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                out.append((f"{path.relative_to(ROOT)}:{number}", line))
    return out


def test_no_player_text_asks_for_the_mouse_alone():
    found = []
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        for line, text in _literals(path):
            if MOUSE_ONLY.search(text) and not A_KEY.search(text):
                found.append(f"{path.relative_to(ROOT)}:{line}: {text.strip()[:90]!r}")
    for where, text in _asset_texts():
        for sentence in re.split(r"(?<=[.!?])\s+", text):
            if MOUSE_ONLY.search(sentence) and not A_KEY.search(sentence):
                found.append(f"{where}: {sentence.strip()[:90]!r}")
    assert not found, "texts true for the mouse only (say choose, pick or press, or name the key):\n" + "\n".join(found)


# --- the Keys page ------------------------------------------------------------------------------------------
def test_the_keys_page_names_every_key_the_keymap_gives():
    rows = dict(KEYS_PAGE)
    assert set(PAGE_INTENTS) <= set(rows), f"rows PAGE_INTENTS names that the page lacks: {set(PAGE_INTENTS) - set(rows)}"
    on_page = {intent for intents in PAGE_INTENTS.values() for intent in intents}
    given = set(_PLAIN.values()) | set(_CTRL.values()) | {"choose", "previous"}
    assert given <= on_page, f"keys the tables and screens read that the Keys page does not list: {given - on_page}"


def test_the_keys_page_says_what_the_keys_do_at_a_table():
    rows = dict(KEYS_PAGE)
    assert "nearest spot that way" in rows["Arrows"]
    assert "Hint" in rows["Tab / Shift+Tab at a table"] and "Menu" in rows["Tab / Shift+Tab at a table"]
    assert "card" in rows["Space"]  # the card under the cursor, large
    assert "at some tables" in rows["Backspace / Delete"]  # a half-made choice's last pick taken back


def test_a_moved_key_is_kept_after_a_restart(baraza_home):
    from baraza.game.registry import available_games, new_match
    from baraza.scenes.app import App
    from baraza.scenes.table.launch import scene_class

    app = make_app()
    page = app.show("key_bindings", how="reset")
    app.stack.apply_pending()
    page.start("hint")
    frames(app, 1, [key(pygame.K_j)])
    assert app.settings.key_bindings == {"hint": "j"}
    app.stack.reset(app.make_screen("menu"))
    later = App()  # a new start: the settings as saved
    later.strict = True
    later.find_tables = False
    assert later.settings.key_bindings == {"hint": "j"}
    match = new_match(available_games()[0].name, ["human", "ai:easy"], 4, {})
    table = scene_class(match.game)(later, match)
    later.stack.reset(table)
    frames(later)
    frames(later, 1, [key(pygame.K_j)])
    assert any(t.text.startswith("Thinking of a hint") for t in later.toasts), "J asks for a hint after the restart"
    from baraza.scenes.screens.keys import keys_markdown

    assert "| **J** | a hint from the AI |" in keys_markdown([], later.rebinding)
    table.on_exit()


# --- Settings at 150 % ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("screen", ["settings", "keys", "key_bindings"])
def test_settings_and_its_keys_pages_show_their_words_whole_at_150(baraza_home, monkeypatch, screen):
    """Every label, row and button is drawn at the text size asked for, never shrunk back nor shortened."""
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    shrunk = []
    fit_lines, fit_label = theme.fit_lines, widgets._fit_label

    def lines(fonts, text, box, size, *args, **kwargs):
        used, drawn, shortened = fit_lines(fonts, text, box, size, *args, **kwargs)
        if used < size or shortened:
            shrunk.append(text)
        return used, drawn, shortened

    def label(fonts, text, size, box):
        used, drawn = fit_label(fonts, text, size, box)
        if used < size or drawn != text:
            shrunk.append(text)
        return used, drawn

    monkeypatch.setattr(theme, "fit_lines", lines)
    monkeypatch.setattr(widgets, "_fit_label", label)
    scene = app.show(screen, how="reset")
    app.stack.apply_pending()
    app.fonts.fitted.clear()
    scene.draw(app.screen)
    if screen == "key_bindings":
        for intent in ("confirm", "select", "next", "repeat_speech"):
            scene.start(intent)
            scene.draw(app.screen)
            scene.waiting = None
    assert not shrunk, f"{screen} at 150 %: cut or shrunk: {shrunk}"
