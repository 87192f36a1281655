"""kona21: on a first move the keyboard cursor said "a6, White tower of 3, can move 3: 9 landing squares" while the
tooltip (and the rule) said the piece may go 1, 2 or 3 squares. The cursor's words now say the first move's range;
after it, a tower's top piece moves exactly as far as the tower is tall, and the words say that one distance."""

from __future__ import annotations

from keyboard_player import walk_to
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.table.launch import scene_class


def _kona_table():
    app = make_app()
    match = new_match("kona", ["human", "human"], 4, {})
    table = scene_class("kona")(app, match)
    app.stack.reset(table)
    frames(app)
    return app, match, table


def _words(app, table, square: str) -> str:
    walk_to(app, table, table.square_rect(square))
    return table.focus.current.label


def test_a_first_move_reads_one_two_or_three_squares(baraza_home):
    app, match, table = _kona_table()
    words = _words(app, table, "a6")
    landings = sum(1 for a in match.legal_actions(0) if a.args[0] == "a6")
    assert words == f"a6, tower of 3, White on top, can move 1, 2 or 3: {landings} landing squares", words


def test_blacks_first_move_reads_one_two_or_three_and_a_later_move_its_tower_height(baraza_home):
    app, match, table = _kona_table()
    assert table.submit_intent(Action("move", ("a6", "a3")))  # White's first move
    frames(app, 30)
    words = _words(app, table, "f6")
    assert ", can move 1, 2 or 3: " in words, words
    assert table.submit_intent(Action("move", ("f6", "f3")))  # Black's
    frames(app, 30)
    words = _words(app, table, "f1")  # White's tower of 3 in the corner, its first move made
    assert words.startswith("f1, tower of 3, White on top, can move 3: "), words
    assert "1, 2 or 3" not in words
