"""The keymap turns key presses into intents; scenes compare intents, never raw key codes."""

import pygame

from baraza.scenes.ui.keymap import KEYS_PAGE, Intent, intent_of


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod)


def test_shared_intents() -> None:
    assert intent_of(key(pygame.K_RETURN)) == "confirm"
    assert intent_of(key(pygame.K_KP_ENTER)) == "confirm"
    assert intent_of(key(pygame.K_ESCAPE)) == "cancel"
    assert intent_of(key(pygame.K_z, pygame.KMOD_LCTRL)) == "undo"
    assert intent_of(key(pygame.K_z)) is None  # plain Z is not undo
    assert intent_of(key(pygame.K_TAB)) == "next"
    assert intent_of(key(pygame.K_TAB, pygame.KMOD_LSHIFT)) == "previous"
    assert intent_of(key(pygame.K_3)) == Intent("choose", 2)
    assert intent_of(key(pygame.K_KP9)).index == 8


def test_shortcuts_and_non_keys() -> None:
    assert intent_of(key(pygame.K_r), {"r": "build_road"}) == "build_road"
    assert intent_of(key(pygame.K_r)) is None
    assert intent_of(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1)) is None


def test_keys_page_names_every_shared_intent_key() -> None:
    text = " ".join(keys for keys, _ in KEYS_PAGE)
    for name in ("Enter", "Esc", "Ctrl+Z", "F1", "F11", "Tab"):
        assert name in text


def test_screens_open_by_name(baraza_home) -> None:
    from scene_helpers import make_app

    from baraza.scenes.screens.directory import SCREENS

    app = make_app()
    assert "rules" in SCREENS
    scene = app.show("rules", "kona")
    app.stack.apply_pending()
    assert app.stack.top is scene
