"""Session 32: the Kona table's threat warning checks its stopping moves with the solver on a worker
(scenes/kona/warning_words.py), never on the frame; until then it names no stopping move, and after it never one
the solver proves lost (a tester played the advised "move onto c3" and the game was lost by force)."""

from __future__ import annotations

from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.kona.warning_words import WarningWords

# White (the player) to move; Black lands on c3 next move; the only move that stops it for a move, f4 → e5,
# loses by force
LOST = [("a6", "d3"), ("a1", "b2"), ("d3", "c2"), ("b2", "c2"), ("f1", "f4"), ("a6", "c4")]
SAID = "Black can make a line by landing on c3 next move"


def _table():
    match = new_match("kona", ["human", "ai:normal"], 1, {})
    for i, squares in enumerate(LOST):
        match.submit(i % 2, Action("move", squares))
    app = make_app()
    app.settings.show_hints = True
    table = app.show_match(match)
    app.stack.apply_pending()
    table.ai.close()
    return app, table


def test_the_table_says_the_game_is_lost_rather_than_advise_a_losing_stop(baraza_home) -> None:
    app, table = _table()
    frames(app, 2)
    first = table.line_warning(table.current_view())[1]
    assert first is not None and first.startswith(SAID) and "e5 to stop" not in first
    assert table.warning_words.settle()
    frames(app, 1)
    # and the Hint's move that holds out longest (s36, kona15: "lost by force" alone read as "nothing can be done")
    assert table.line_warning(table.current_view())[1].startswith(f"{SAID}; the game is lost by force. Best defence: ")


def test_the_words_before_the_check_name_no_stopping_move(baraza_home) -> None:
    """The frame asks for words at once: the solver-free ones, then the checked ones for the same position."""
    _app, table = _table()
    view = table.current_view()
    words = WarningWords()
    quick = words.words("here", view, 1)
    assert quick == f"{SAID}." or quick.startswith(f"{SAID}; the game is lost by force.")
    assert words.settle()
    assert words.words("here", view, 1).startswith(f"{SAID}; the game is lost by force. Best defence: ")
