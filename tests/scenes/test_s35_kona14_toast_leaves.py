"""A toast belongs to the screen it speaks to and goes when that screen leaves: Practise's "That was the last one.
Well done…" (raised as Practise closed, for the replay under it) still showed on History after Back (kona14)."""

from __future__ import annotations

from scene_helpers import frames, make_app

from baraza.scenes.scene import Scene


class Plain(Scene):
    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))


def _three_screens():
    app = make_app()
    history, replay, practise = Plain(app), Plain(app), Plain(app)
    app.stack.reset(history)
    app.stack.push(replay)
    app.stack.push(practise)
    frames(app, 2)
    return app, history, replay


def test_a_toast_raised_as_a_screen_closes_shows_on_the_one_under_it_and_goes_with_it(baraza_home) -> None:
    app, history, replay = _three_screens()
    app.toast("That was the last one.", 4)  # as Practise's Finish does, then closes
    app.stack.pop()
    frames(app, 1)
    assert app.stack.top is replay and [t.text for t in app.toasts] == ["That was the last one."]
    app.stack.pop()  # Back to History, well within the toast's 4 seconds
    frames(app, 1)
    assert app.stack.top is history and app.toasts == []


def test_a_toast_stays_while_its_screen_is_only_covered(baraza_home) -> None:
    app, history, replay = _three_screens()
    app.stack.pop()
    frames(app, 1)
    app.toast("Saved", 4)
    frames(app, 1)
    app.stack.push(Plain(app))  # a screen over it: the toast is its own screen's, still on the stack
    frames(app, 1)
    assert [t.text for t in app.toasts] == ["Saved"]
