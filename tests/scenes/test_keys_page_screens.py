"""The Keys page lists History's, the replay's and a table window's keys (the trade and offer windows) from the
keymap (`keymap.SCREEN_KEYS`), naming each key as the keymap binds it: the page missed the replay's and the trade
windows' keys, and a hand-written list cannot follow the player's own keys."""

from __future__ import annotations

import pygame

from baraza.game.registry import available_games
from baraza.scenes.screens.keys import keys_markdown
from baraza.scenes.ui.keymap import SCREEN_KEYS, Rebinding, row_keys


def test_every_screens_keys_are_on_the_page(baraza_home) -> None:
    pygame.init()
    text = keys_markdown(available_games())
    headings = [heading for heading, _rows in SCREEN_KEYS]
    assert any("replay" in h for h in headings) and any("window over a table" in h for h in headings)
    for heading, rows in SCREEN_KEYS:
        assert f"## {heading}" in text
        for intents, words in rows:
            assert f"| **{row_keys(intents)}** | {words} |" in text
    assert "| **Left / Right** | one move back / on" in text
    assert "| **Esc** | back out of the window" in text
    assert "| **A turn number, then Enter** |" in text


def test_the_rows_name_the_players_own_keys(baraza_home) -> None:
    pygame.init()
    text = keys_markdown(available_games(), Rebinding({"left": "j", "next": "n"}))
    assert "| **J / Right** | one move back / on" in text
    assert "| **N / Shift+N** | go round the window's controls" in text
