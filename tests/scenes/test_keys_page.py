"""The Keys page: Settings opens it by name; it lists every shared key and each game's own letter keys (the
table class's optional SHORTCUTS), names the games with none, survives a broken table, and draws with no
text cut off, overflowing or overlapping (at its top and scrolled to its end)."""

from __future__ import annotations

import pytest
from plugin_dist import installed_game
from scene_helpers import click, frames, make_app

from baraza.game.registry import available_games, get_game
from baraza.scenes.ui.keymap import KEYS_PAGE
from baraza.scenes.ui.text_audit import TextAudit


@pytest.fixture
def tictactoe_with_letters(monkeypatch):
    """The toy game, its table declaring two letters."""
    with installed_game("tictactoe", "tictactoe"):
        from baraza.scenes.table.launch import table_class

        table = table_class(get_game("tictactoe"))
        monkeypatch.setattr(table, "SHORTCUTS", {"c": ("take_centre", "take the centre square"),
                                                 "r": ("resign", "give up the game")}, raising=False)
        yield table


def test_settings_has_a_keys_button_that_opens_the_page(baraza_home):
    app = make_app()
    settings = app.show("settings", how="reset")
    frames(app)
    button = next(row for row in settings.rows if getattr(row, "text", "") == "Keys")
    frames(app, 1, click(button.rect.center))
    frames(app)
    assert type(app.stack.top).__name__ == "KeysScene"


def test_the_page_lists_the_shared_keys_and_a_tables_letters(baraza_home, tictactoe_with_letters):
    from baraza.scenes.screens.keys import keys_markdown

    text = keys_markdown(available_games())
    for keys, words in KEYS_PAGE:
        assert keys in text and words in text
    assert "### Tic-tac-toe" in text or "Tic-tac-toe" in text
    assert "| **C** | take the centre square |" in text and "give up the game" in text
    # every shipped game is named: with its own letters (KROWNIA's R, V, T) or in the line that says it has none
    for spec in available_games():
        assert spec.title in text
    assert "| **R** | build a road |" in text
    assert "listed for" not in text  # "Konja, Khedu: no letter keys listed for their tables yet" read as unfinished


def test_a_table_that_declares_no_letters_says_so(baraza_home, monkeypatch):
    from baraza.scenes.screens.keys import keys_markdown, table_shortcuts
    from baraza.scenes.table.launch import table_class

    with installed_game("tictactoe", "tictactoe"):
        spec = get_game("tictactoe")
        monkeypatch.setattr(table_class(spec), "SHORTCUTS", {}, raising=False)
        assert table_shortcuts(spec) == {}
        assert "Tic-tac-toe: no letter keys of its own; the arrows, Tab and Enter above play every move." in \
            keys_markdown([spec])


def test_a_broken_table_leaves_the_page_standing(baraza_home, monkeypatch):
    from baraza.scenes.screens import keys

    def broken(spec):
        raise RuntimeError("no table today")

    monkeypatch.setattr("baraza.scenes.table.launch.table_class", broken)
    assert all(keys.table_shortcuts(spec) is None for spec in available_games())
    assert "Everywhere" in keys.keys_markdown(available_games())


def test_the_page_draws_whole_at_its_top_and_its_end(baraza_home, tictactoe_with_letters):
    app = make_app()
    audit = TextAudit(app)
    try:
        scene = app.show("keys", how="reset")
        app.stack.apply_pending()
        assert scene.box.max_scroll() > 0  # the page is longer than its box: it scrolls, nothing is dropped
        assert audit.frame() == []
        scene.box.scroll = scene.box.max_scroll()
        assert audit.frame() == []
    finally:
        audit.close()


def test_keys_scroll_and_leave_through_intents(baraza_home):
    import pygame
    from scene_helpers import key

    app = make_app()
    app.show("menu", how="reset")
    scene = app.show("keys")
    frames(app)
    frames(app, 1, [key(pygame.K_END)])
    assert scene.box.scroll == scene.box.max_scroll() > 0
    frames(app, 1, [key(pygame.K_HOME)])
    assert scene.box.scroll == 0
    frames(app, 1, [key(pygame.K_PAGEDOWN)])
    assert scene.box.scroll > 0
    frames(app, 1, [key(pygame.K_ESCAPE)])
    frames(app)
    assert app.stack.top is not scene
