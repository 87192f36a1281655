"""What every game owes the table, checked for each game in the registry and for the toy tic-tac-toe
(tests/tictactoe, registered only through `installed_game(...)`): a players' rules page that lays out cleanly, a
glossary, its rules pictures (or their captions in frames), a lesson or an honest "no lesson yet", a layout
sweep without findings, and a table that draws from views only. A new game meets them by its registry line:
the `contract_game` fixture (tests/conftest.py) walks `registry.GAMES`."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from scene_helpers import frames, make_app

from baraza.game.core.glossary import glossary_for
from baraza.game.core.tutorial import check_tutorial, load_tutorial
from baraza.scenes.screens.markdown_view import (
    BoxPiece,
    Layouter,
    PicturePiece,
    StyledFonts,
    TextPiece,
    parse,
    picture_request,
)
from baraza.scenes.ui.game_texts import picture_source, read_rules_text
from baraza.scenes.ui.text_audit import TextAudit

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))


def picture_names(text: str) -> list[tuple[str, str]]:
    return [request for tok in parse(text) if tok.type == "inline" and (request := picture_request(tok))]


def sentences(text: str) -> int:
    return len([part for part in re.split(r"(?<=[.!?])\s+(?=[A-Z0-9])", text.strip()) if part])


def test_the_contract_walks_the_registry_and_the_toy():
    from conftest import TOY_GAME, contract_games

    from baraza.game.registry import GAMES

    assert contract_games() == [*GAMES, TOY_GAME[0]]
    assert TOY_GAME[0] not in GAMES  # the toy is known only inside the fixture


def test_the_cli_lists_the_game(contract_game, capsys):
    """`baraza games` (read by the bundle's smoke test) names every installed game with its title."""
    from baraza.scenes.cli import main as cli_main

    assert cli_main(["games"]) == 0
    assert f"{contract_game.name}\t{contract_game.title}" in capsys.readouterr().out.splitlines()


def test_rules_page_is_there_and_lays_out_cleanly(contract_game, baraza_home):
    spec = contract_game
    text = read_rules_text(spec.name)
    assert text.startswith(f"# {spec.title}") and "not installed" not in text
    lower = text.lower()
    for heading in ("## how to win", "## setup", "## fine print"):
        assert heading in lower, f"{spec.name}'s page has no '{heading}' section"
    app = make_app()
    styled = StyledFonts(app.fonts)
    width = 1000
    layout = Layouter(styled, width, pictures=picture_source(spec.name, app.fonts)).layout(text)
    texts = [p for p in layout.pieces if isinstance(p, TextPiece)]
    joined = " ".join(p.text for p in texts)
    assert texts and "**" not in joined and not any(p.text.startswith("#") for p in texts)
    for piece in texts:
        assert piece.size >= 16
        assert piece.x >= 0 and piece.x + styled.width(piece.text.rstrip(" "), piece.size, piece.style) <= width + 1
    # and the Rules screen shows it with nothing cut off or overlapping
    audit = TextAudit(app)
    try:
        scene = app.show("rules", spec.name, how="reset")
        app.stack.apply_pending()
        assert scene.games[scene.index] == spec.name
        assert audit.frame() == []
    finally:
        audit.close()


def test_glossary_is_there_short_and_filled(contract_game):
    spec = contract_game
    glossary = glossary_for(spec.name, spec.data_package)
    assert len(glossary) >= 10, f"{spec.name} ships no glossary (data/{spec.name}/glossary.toml)"
    for entry in glossary:
        assert entry.term.strip() and entry.text.strip(), entry
        assert sentences(entry.text) <= 2, f"{spec.name}: '{entry.term}' runs over two sentences"


def test_rules_pictures_draw_or_stand_as_captions(contract_game, baraza_home):
    spec = contract_game
    app = make_app()
    text = read_rules_text(spec.name)
    names = picture_names(text)
    assert names, f"{spec.name}'s rules page names no picture"
    assert all(caption for _, caption in names), "a picture without a caption"
    source = picture_source(spec.name, app.fonts)
    layout = Layouter(StyledFonts(app.fonts), 1044, pictures=source).layout(text)
    drawn = [p for p in layout.pieces if isinstance(p, PicturePiece)]
    frames_ = [p for p in layout.pieces if isinstance(p, BoxPiece) and p.width == 1]
    if source is not None:  # a rules_pictures module beside the table: every picture draws
        assert len(drawn) == len(names) and not frames_
    else:  # none: each picture's caption stands in its frame, honestly
        assert not drawn and len(frames_) == len(names)


def test_a_lesson_that_plays_out_or_an_honest_no_lesson_yet(contract_game, baraza_home, capsys):
    from baraza.scenes.cli import main as cli_main

    spec = contract_game
    tutorial = load_tutorial(spec)
    app = make_app()
    picker = app.show("game_select", how="reset")
    frames(app)
    card = picker.show_card(spec.name)
    own = [b.text for b in picker.menu.buttons if card.contains(b.rect)]
    if tutorial is not None:
        assert check_tutorial(tutorial, spec) == []
        assert own == ["Play", "Learn to play"]
    else:
        assert cli_main(["tutorial", spec.name, "--auto"]) == 2
        assert f"{spec.title} has no lesson yet" in capsys.readouterr().err
        assert own == ["Play"], "a game without a lesson offers no Learn button"


def test_the_layout_sweep_runs_over_its_setup_and_table(contract_game):
    import layout_lint

    report = layout_lint.run([contract_game.name], limit=3)  # setup, the table at its start and middle
    assert report["states"] == 3 and report["errors"] == []
    assert (report["overflows"], report["overlaps"], report["too_small"]) == (0, 0, 0), report["findings"]


def test_the_table_draws_from_views_only(contract_game, baraza_home):
    """The match's state is sealed against every reader outside game/: the table's drawing, its prompts and
    its clicks see only views (the match's own methods still read it)."""
    from baraza.game.registry import new_match
    from baraza.scenes.shots import play_actions

    spec = contract_game
    seats = ["human"] * max(2, spec.min_seats)
    match = new_match(spec.name, seats, 5)
    play_actions(match, 6)
    readers: list[str] = []

    class Sealed(type(match)):
        @property
        def state(self):
            caller = sys._getframe(1).f_globals.get("__name__", "")
            if not caller.startswith("baraza.game."):
                readers.append(caller)
            return self.__dict__["state"]

        @state.setter
        def state(self, value):
            self.__dict__["state"] = value

    match.__class__ = Sealed
    app = make_app()
    table = app.show_match(match)
    frames(app, 3)
    table.ai.close()
    assert readers == [], f"read match.state outside game/: {sorted(set(readers))}"
    assert match.state is not None and readers == [__name__]  # the seal does catch a reader outside game/


def test_the_toy_game_needs_no_shared_edit():
    """The toy lives wholly in tests/tictactoe (rules and table packages, map, rules page, glossary) and joins
    by `installed_game(...)`: no shared file — code, assets, packaging — names it."""
    from conftest import TOY_GAME
    from plugin_dist import installed_game

    from baraza.game.registry import get_game

    with installed_game(*TOY_GAME):
        spec = get_game(TOY_GAME[0])
        assert spec.table.startswith("tictactoe.") and spec.data_package == "tictactoe"
    shared = [ROOT / "pyproject.toml", ROOT / "setup.py"]
    for folder in ("baraza", "game", "scenes", "assets", "tools"):
        shared += [p for p in (ROOT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    naming = [str(p.relative_to(ROOT)) for p in shared
              if re.search(r"tic-?tac-?toe", p.read_bytes().decode("utf-8", "replace"), re.IGNORECASE)]
    assert naming == [], f"shared files that name the toy game: {naming}"
