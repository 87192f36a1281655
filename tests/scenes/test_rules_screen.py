"""The players' rules pages, the Markdown layout of the Rules screen, the glossary page and the setup
screen's option help."""

import random
import re
from pathlib import Path

import pygame
import pytest
from scene_helpers import frames, key, make_app, random_event

from baraza.game.registry import GAMES, get_game

RULES = Path(__file__).resolve().parents[2] / "assets" / "rules"
DEVELOPER_WORDS = ["interpretations", "as implemented", "source", "seat 0", "seat 1", "edition", "in the app",
                   "engine", "implementation", "timeout_actions", "rules.py"]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_players_page_without_developer_notes(game):
    path = RULES / get_game(game).rules_file
    assert path.is_file() and not path.is_symlink()
    text = path.read_text(encoding="utf-8").lower()
    for word in DEVELOPER_WORDS:
        assert not re.search(rf"\b{re.escape(word)}\b", text), f"{game}'s players' page says '{word}'"
    for heading in ("## how to win", "## setup", "## fine print"):
        assert heading in text, f"{game}'s page has no '{heading}' section"
    assert not RULES.is_symlink()


def test_read_rules_text_reads_the_players_page():
    from baraza.scenes.screens.rules import read_rules_text

    assert read_rules_text("kona").startswith("# Kona")
    assert "not installed" in read_rules_text("no-such-game")


@pytest.mark.parametrize("game", GAMES)
def test_the_layout_shows_no_markup_fits_its_width_and_reads_at_16px(game):
    from baraza.scenes.screens.markdown_view import Layouter, StyledFonts, TextPiece
    from baraza.scenes.screens.rules import read_rules_text

    app = make_app()
    styled = StyledFonts(app.fonts)
    width = 1000
    layout = Layouter(styled, width).layout(read_rules_text(game))
    texts = [p for p in layout.pieces if isinstance(p, TextPiece)]
    assert texts and layout.height > 0
    joined = " ".join(p.text for p in texts)
    assert "**" not in joined and "|---" not in joined and "---|" not in joined
    assert not re.search(r"(^|\s)\*[A-Za-z]", joined), "raw emphasis markers leak"
    assert not any(p.text.startswith("#") for p in texts)
    for piece in texts:
        assert piece.size >= 16
        assert piece.x >= 0 and piece.x + styled.width(piece.text.rstrip(" "), piece.size, piece.style) <= width + 1
    styles = {p.style for p in texts}
    assert "bold" in styles


def test_tables_wrap_inside_their_cells():
    from baraza.scenes.screens.markdown_view import Layouter, StyledFonts, TextPiece

    app = make_app()
    styled = StyledFonts(app.fonts)
    long = "word " * 60
    text = f"| a | b |\n|---|---|\n| short | {long} |\n| *x* | `code` |\n"
    layout = Layouter(styled, 500).layout(text)
    texts = [p for p in layout.pieces if isinstance(p, TextPiece)]
    assert len({p.y for p in texts if p.text.startswith("word")}) > 3  # the long cell wrapped
    assert all(p.x + styled.width(p.text.rstrip(), p.size, p.style) <= 501 for p in texts)
    assert any(p.style == "italic" for p in texts)
    assert any(p.text == "code" for p in texts)


def test_emphasis_and_lists_get_their_own_styles():
    from baraza.scenes.screens.markdown_view import Layouter, StyledFonts, TextPiece

    app = make_app()
    layout = Layouter(StyledFonts(app.fonts), 600).layout("# Title\n\n- one *two* **three**\n1. first\n")
    texts = {p.text.strip(): p for p in layout.pieces if isinstance(p, TextPiece)}
    assert texts["Title"].size == 30
    assert texts["two"].style == "italic" and texts["three"].style == "bold"
    assert "•" in texts and "1." in texts


def test_rules_screen_opens_the_glossary_and_comes_back():
    from baraza.scenes.screens.glossary import GlossaryScene
    from baraza.scenes.screens.rules import RulesScene

    app = make_app()
    app.stack.reset(RulesScene(app, "konja"))
    frames(app, 2)
    frames(app, 2, events=[key(pygame.K_g)])
    top = app.stack.top
    assert isinstance(top, GlossaryScene) and top.games[top.index] == "konja"
    top.open_rules()
    frames(app, 2)
    assert isinstance(app.stack.top, RulesScene)


def test_open_glossary_marks_and_scrolls_to_a_term():
    from baraza.scenes.screens.glossary import GlossaryScene, open_glossary

    app = make_app()
    app.stack.reset(GlossaryScene(app, "kona"))
    frames(app, 1)
    open_glossary(app, "khedu", "Whitesand")  # not a term: opens at the top
    frames(app, 1)
    assert app.stack.top.box.scroll == 0
    open_glossary(app, "khedu", "Cadences")
    frames(app, 1)
    scene = app.stack.top
    assert scene.box.scroll > 0 and scene.box.layout.anchors["cadence"] - 4 == scene.box.scroll


def test_glossary_survives_random_input():
    from baraza.scenes.screens.glossary import GlossaryScene

    app = make_app()
    scene = GlossaryScene(app, "krownia")
    app.stack.reset(scene)
    rng = random.Random(3)
    for _ in range(300):
        frames(app, 1, events=[random_event(rng)])


def test_setup_hides_options_of_empty_seats_and_explains_every_row():
    from baraza.scenes.screens.setup import SetupScene, visible_options

    spec = get_game("khedu")
    assert [o.key for o in visible_options(spec, 1)] == ["max_turns", "clan_1"]  # per-seat rows after the match options (rows never move)
    assert len(visible_options(spec, 4)) == 5
    app = make_app()
    scene = SetupScene(app, spec)
    app.stack.reset(scene)
    frames(app, 1)
    labels = [getattr(row, "label", "") for row in scene.rows]
    assert "Clan of player 1" in labels and "Clan of player 2" not in labels  # solo by default
    scene._set_seat_count(3)
    labels = [getattr(row, "label", "") for row in scene.rows]
    assert "Clan of player 3" in labels and "Clan of player 4" not in labels
    for name in GAMES:
        scene = SetupScene(app, get_game(name))
        for i, row in enumerate(scene.rows):
            if hasattr(row, "choices") or row is scene.seed_field:
                scene.focus = i
                assert scene.help_line(), f"{name}: row {getattr(row, 'label', i)} has no explanation"


def test_option_rows_fit_their_label_and_every_value():
    from baraza.scenes.screens.setup import OptionRow, SetupScene

    app = make_app()
    fonts = app.fonts
    for name in GAMES:
        scene = SetupScene(app, get_game(name))
        for row in scene.rows:
            if isinstance(row, OptionRow):
                left, right = row._arrow_rects()
                assert row.rect.x + 14 + fonts.get(20).size(row.label)[0] < left.x, (name, row.label)
                for _, text in row.choices:
                    assert fonts.get(20, "bold").size(text)[0] <= right.x - left.right, (name, text)
                assert 0 <= row.rect.x and row.rect.right <= 1280


def test_g_at_a_table_opens_that_games_glossary(baraza_home):
    from baraza.game.core.match import Match
    from baraza.scenes.screens.glossary import GlossaryScene
    from baraza.scenes.table.launch import scene_class

    app = make_app()
    spec = get_game("kona")
    app.stack.reset(scene_class("kona")(app, Match(spec.rules, ["human", "human"], 5)))
    frames(app, 2)
    frames(app, 2, events=[key(pygame.K_g)])
    top = app.stack.top
    assert isinstance(top, GlossaryScene) and top.games[top.index] == "kona"
