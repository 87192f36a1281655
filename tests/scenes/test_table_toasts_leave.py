"""A table's hint leaves with the table (a KROWNIA hint stayed over the main menu and the next game's setup:
blind playtest)."""

from scene_helpers import frames, make_app, open_table


def test_the_hint_toast_goes_when_the_table_closes(baraza_home):
    app = make_app()
    table = open_table(app, "kona")
    app.toast("Hint: move c2 to c3", 30, key="hint")
    app.toast("Saved.", 30, key="saved")
    app.stack.reset(app.make_screen("menu"))
    frames(app, 2)
    keys = [t.key for t in app.toasts]
    assert "hint" not in keys and "saved" in keys
    assert table is not None
