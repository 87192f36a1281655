"""Window size and master volume in the settings file: kept when sound, refused in one line when not."""

import json

import pytest

from baraza.game.persistence.paths import settings_path
from baraza.game.persistence.settings import (
    WINDOW_SIZES,
    Settings,
    load_settings,
    save_settings,
    sizes_that_fit,
    window_size_ok,
)


def test_window_size_and_volume_round_trip(baraza_home):
    settings = Settings(window_width=1600, window_height=900, volume=35, fullscreen=True)
    save_settings(settings)
    loaded, warning = load_settings()
    assert loaded == settings and warning is None
    assert loaded.window_size == (1600, 900)


def test_a_dragged_window_size_is_kept(baraza_home):
    save_settings(Settings(window_width=1111, window_height=655))
    assert load_settings()[0].window_size == (1111, 655)


@pytest.mark.parametrize("fields, named", [
    ({"window_width": 100, "window_height": 700}, "window size"),
    ({"window_width": 1600, "window_height": 99999}, "window size"),
    ({"window_width": "wide"}, "window size"),
    ({"window_width": 1600.5, "window_height": 900}, "window size"),
    ({"window_width": True, "window_height": 900}, "window size"),
    ({"volume": 250}, "volume"),
    ({"volume": -1}, "volume"),
    ({"volume": "80"}, "volume"),
    ({"volume": False}, "volume"),
    ({"volume": 50.5}, "volume"),
])
def test_a_bad_size_or_volume_is_refused_in_one_line(baraza_home, fields, named):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"sound": False, **fields}), encoding="utf-8")
    loaded, warning = load_settings()
    assert warning and named in warning and "\n" not in warning
    # Defaults for what was bad (both sides of a size together), the rest of the file still counts.
    assert loaded.window_size == Settings().window_size
    assert loaded.volume == Settings().volume
    assert loaded.sound is False


def test_several_bad_values_share_one_line(baraza_home):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"volume": 101, "window_height": 1, "animation_speed": "warp"}))
    loaded, warning = load_settings()
    assert loaded == Settings()
    assert "\n" not in warning and all(word in warning for word in ("volume", "window size", "animation speed"))


def test_offered_sizes_are_those_the_desktop_can_give():
    assert sizes_that_fit([(1366, 768)]) == [(960, 540), (1280, 720)]
    assert sizes_that_fit([(1920, 1200)]) == [(960, 540), (1280, 720), (1600, 900), (1920, 1080)]
    assert sizes_that_fit([(1024, 768), (2560, 1440)]) == list(WINDOW_SIZES)  # any of the screens
    assert sizes_that_fit([(800, 600)]) == [(1280, 720)]  # nothing fits: still one choice
    assert sizes_that_fit([]) == [(1280, 720)]


def test_window_size_bounds():
    assert window_size_ok((640, 360)) and window_size_ok((1280, 720))
    assert not window_size_ok((639, 360)) and not window_size_ok((1280, 10_000))
    assert not window_size_ok((True, 720)) and not window_size_ok((1280.0, 720))
