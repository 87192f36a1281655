"""The one guard every changing button uses (scenes/ui/click_guard.py)."""

from baraza.scenes.ui.click_guard import CHANGED_SECONDS, DOUBLE_CLICK_SECONDS, ChangeGuard


def test_a_button_that_changed_ignores_a_slow_double_clicks_second_press_then_takes_clicks():
    guard = ChangeGuard()
    assert not guard.blocks(5.0) and guard.wait(5.0) is None  # never changed: clicks are taken
    guard.changed(5.0)
    assert guard.blocks(5.0 + DOUBLE_CLICK_SECONDS)  # the playtests' slowest double click
    assert abs(guard.wait(5.0 + 0.5) - (CHANGED_SECONDS - 0.5)) < 1e-9  # a screen wakes then, so the guard's time counts
    assert not guard.blocks(5.0 + CHANGED_SECONDS + 1e-6)
