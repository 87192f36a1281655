"""The player's own keys: changed on the Change keys page by keys only, saved with the settings, read by every
screen and table, a taken key refused, Esc never movable, a hostile file loaded with the built-in keys."""

from __future__ import annotations

import json

import pygame
from scene_helpers import frames, key, make_app

from baraza.game.persistence.settings import load_settings
from baraza.game.registry import available_games, new_match
from baraza.scenes.table.launch import scene_class
from baraza.scenes.ui.keymap import REBINDABLE, Rebinding, intent_of


def _page():
    app = make_app()
    app.stack.reset(app.make_screen("settings"))
    app.show("keys")
    frames(app)
    frames(app, 1, [key(pygame.K_TAB)])
    frames(app, 1, [key(pygame.K_RETURN)])  # Change keys
    frames(app)
    assert type(app.stack.top).__name__ == "KeyBindingsScene"
    return app, app.stack.top


def _to_row(app, page, intent: str) -> None:
    target = list(REBINDABLE).index(intent)
    while page.focus != target:
        frames(app, 1, [key(pygame.K_DOWN)])


def test_a_key_changed_by_keys_only_is_used_saved_and_listed(baraza_home):
    app, page = _page()
    _to_row(app, page, "hint")
    frames(app, 1, [key(pygame.K_RETURN)])
    assert page.waiting == "hint"
    frames(app, 1, [key(pygame.K_j)])
    assert app.settings.key_bindings == {"hint": "j"}
    assert "J" in page.rows[list(REBINDABLE).index("hint")].text
    saved, _warning = load_settings()
    assert saved.key_bindings == {"hint": "j"}
    # at a table: J asks for a hint, H no longer does
    match = new_match(available_games()[0].name, ["human", "ai:easy"], 4, {})  # any game: the keymap is shared
    table = scene_class(match.game)(app, match)
    app.stack.reset(table)
    frames(app)
    asked = lambda: any(t.text.startswith("Thinking of a hint") for t in app.toasts)  # noqa: E731
    frames(app, 1, [key(pygame.K_h)])
    assert not asked(), "H no longer asks for a hint"
    frames(app, 1, [key(pygame.K_j)])
    assert asked(), "J asks for one now"
    table.on_exit()
    page_text = __import__("baraza.scenes.screens.keys", fromlist=["keys_markdown"]).keys_markdown([], app.rebinding)
    assert "## Your keys" in page_text and "| **J** | a hint from the AI |" in page_text


def test_a_taken_key_is_refused_and_esc_keeps_the_old_one(baraza_home):
    app, page = _page()
    _to_row(app, page, "glossary")
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 1, [key(pygame.K_h)])  # H gives hints
    assert "already does" in page.message and app.settings.key_bindings == {}
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 1, [key(pygame.K_ESCAPE)])
    assert page.message == "Kept." and app.settings.key_bindings == {} and app.stack.top is page


def test_reset_puts_every_key_back(baraza_home):
    app, page = _page()
    _to_row(app, page, "undo")
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 1, [key(pygame.K_u, pygame.KMOD_LCTRL)])
    assert app.settings.key_bindings == {"undo": "ctrl+u"}
    page.focus = page.buttons.index(page.reset)
    frames(app, 1, [key(pygame.K_RETURN)])
    assert app.settings.key_bindings == {} and not app.rebinding.chosen


def test_rebinding_never_moves_esc_and_drops_nonsense():
    pygame.init()
    rebinding = Rebinding({"confirm": "escape", "hint": "no such key", "nothing": "f6", "rules": "f6",
                           "glossary": "f6"})
    assert rebinding.chosen == {"rules": (pygame.K_F6, False)}  # the second F6 is refused
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    assert intent_of(rebinding.translate(esc)) == "cancel"
    f1 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0)
    assert rebinding.translate(f1) is None  # F1 gave the rules; they moved to F6
    assert intent_of(rebinding.translate(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F6, mod=0))) == "rules"


def test_a_hostile_key_bindings_field_loads_the_built_in_keys(baraza_home, tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"key_bindings": {f"k{i}": "x" * 40 for i in range(500)}}))
    settings, warning = load_settings(path)
    assert settings.key_bindings == {} and "key bindings" in warning
    path.write_text(json.dumps({"key_bindings": ["hint", "j"]}))
    settings, warning = load_settings(path)
    assert settings.key_bindings == {} and warning


def test_while_waiting_the_key_arrives_as_pressed(baraza_home):
    app, page = _page()
    _to_row(app, page, "hint")
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 1, [key(pygame.K_j)])  # hint is J now
    _to_row(app, page, "glossary")
    frames(app, 1, [key(pygame.K_RETURN)])
    sound = app.settings.sound
    frames(app, 1, [key(pygame.K_F8)])  # the page hears F8 (taken by sound), the sound stays as it was
    assert app.settings.sound == sound and "F8 already does" in page.message
    _to_row(app, page, "rules")
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 1, [key(pygame.K_j)])  # J as pressed: taken by the hint, not read as H
    assert "J already does" in page.message


def test_a_letter_a_game_reads_itself_is_refused(baraza_home):
    """A shared action moved onto a game's own letter (its table's SHORTCUTS) would take that letter from the
    game: refused, naming the game, nothing saved."""
    from baraza.scenes.screens.keys import table_shortcuts

    letters = [(spec, letter) for spec in available_games() for letter in (table_shortcuts(spec) or {})
               if len(letter) == 1 and letter.isalpha()]
    if not letters:
        return  # no installed game reads a letter of its own
    spec, letter = letters[0]
    app, page = _page()
    _to_row(app, page, "hint")
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 1, [key(pygame.key.key_code(letter))])
    assert app.settings.key_bindings == {}
    assert spec.title in page.message and "pick another key" in page.message
