"""Where the keyboard's cursor waits while others play: not on a drawn control such as the recap's More, whose
caption covered the pyramid and the scores (keyboard playtest); and a spot's words never end "or 44 more"."""

from __future__ import annotations

from baraza.scenes.table.focus_moves import FocusTarget
from baraza.scenes.table.focus_moves import quiet as _quiet


def test_the_cursor_waits_on_a_spot_not_on_a_drawn_control():
    more = FocusTarget((1000, 300, 80, 30), "More button", "log", "control")
    log = FocusTarget((1000, 400, 260, 200), "Game log", "log")
    menu = FocusTarget((1200, 680, 70, 36), "Menu button", "buttons", "button")
    assert _quiet([more, menu, log], None) is log
    assert _quiet([more, menu], None) is more  # with nothing else, a control still beats the table's buttons


def test_a_spot_with_several_moves_says_what_the_others_are(baraza_home):
    from scene_helpers import frames, make_app

    from baraza.game.registry import get_game, new_match
    from baraza.scenes.table.launch import table_class

    app = make_app()
    match = new_match("kona", ["human", "ai:easy"], 3)
    table = table_class(get_game("kona"))(app, match)
    app.stack.reset(table)
    frames(app, 2)
    actions = match.legal_actions(0)[:3]
    words = table.focus.default_label(None, actions, table.current_view())
    assert words.endswith(", or 2 other moves from here"), words
