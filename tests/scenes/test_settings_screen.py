"""The Settings screen: each row changes the setting it names, at once and for the next run; the
window sizes offered are those the display can give; the volume reaches every sound."""

import json

import pygame
import pytest
from scene_helpers import click, frames, key, make_app

from baraza.game.persistence.paths import settings_path
from baraza.game.persistence.settings import load_settings


class FakeSound:
    def __init__(self):
        self.volume, self.plays = 1.0, 0

    def set_volume(self, value):
        self.volume = value

    def play(self):
        self.plays += 1


def settings_scene(app):
    from baraza.scenes.screens.settings import SettingsScene

    scene = SettingsScene(app)
    app.stack.reset(scene)
    frames(app, 1)
    return scene


def row_named(scene, label):
    return next(row for row in scene.rows if getattr(row, "label", "") == label)


def right_arrow(row):
    return (row.rect.right - 20, row.rect.centery)


def saved():
    return json.loads(settings_path().read_text(encoding="utf-8"))


@pytest.fixture
def desktop(monkeypatch):
    """Pretend the display is a given size (the dummy driver's own answer means nothing)."""
    def use(*sizes):
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: list(sizes))
    use((1920, 1080))
    return use


def test_volume_row_sets_the_master_volume_of_every_sound(baraza_home, desktop):
    app = make_app()
    fakes = {"click": FakeSound(), "dice": FakeSound()}
    app.sounds._sounds, app.sounds.available = fakes, True
    scene = settings_scene(app)
    row = row_named(scene, "Volume")
    assert row.value == 80
    frames(app, 1, click(right_arrow(row)))
    assert app.settings.volume == 90 and app.sounds.volume == 90
    assert all(abs(fake.volume - 0.9) < 1e-9 for fake in fakes.values())
    assert fakes["click"].plays == 1  # the player hears the new level
    assert saved()["volume"] == 90 and load_settings()[0].volume == 90
    for _ in range(9):
        frames(app, 1, click((row.rect.x + row.rect.w // 2 + 10, row.rect.centery)))  # the left arrow
    assert app.settings.volume == 0 and fakes["dice"].volume == 0
    app.sounds.play("dice")
    assert fakes["dice"].plays == 0  # volume 0 plays nothing


def test_sound_off_stays_separate_from_the_volume(baraza_home, desktop):
    app = make_app()
    fake = FakeSound()
    app.sounds._sounds, app.sounds.available = {"click": fake}, True
    scene = settings_scene(app)
    frames(app, 1, click(right_arrow(row_named(scene, "Sound (F8)"))))
    assert app.settings.sound is False and app.settings.volume == 80
    app.sounds.play("click")
    assert fake.plays == 0
    frames(app, 1, [key(pygame.K_F8)])
    app.sounds.play("click")
    assert fake.plays == 1 and app.sounds.volume == 80


def test_the_real_mixer_takes_the_volume(baraza_home):
    from baraza.scenes.ui.sound import Sounds

    sounds = Sounds(True, 40)
    if not sounds.available or not sounds._sounds:
        pytest.skip("no mixer under this audio driver")
    assert all(abs(s.get_volume() - 0.4) < 0.02 for s in sounds._sounds.values())
    sounds.set_volume(150)  # clamped, never an error
    assert sounds.volume == 100


def test_window_sizes_offered_are_those_the_display_can_give(baraza_home, desktop):
    app = make_app()
    desktop((1366, 768))
    assert [v for v, _ in row_named(settings_scene(app), "Window size").choices] == [(960, 540), (1280, 720)]
    desktop((2560, 1600))
    assert len(row_named(settings_scene(app), "Window size").choices) == 5
    desktop((1280, 1024), (1920, 1080))  # a second screen counts
    labels = [label for _, label in row_named(settings_scene(app), "Window size").choices]
    assert labels == ["960 × 540", "1280 × 720", "1600 × 900", "1920 × 1080"]


def test_window_size_row_applies_and_remembers_the_size(baraza_home, desktop):
    app = make_app()
    scene = settings_scene(app)
    row = row_named(scene, "Window size")
    assert row.value == (1280, 720)
    frames(app, 1, click(right_arrow(row)))
    assert app.settings.window_size == (1600, 900)
    assert (saved()["window_width"], saved()["window_height"]) == (1600, 900)
    scene.focus = scene.rows.index(row)
    scene._sync()
    frames(app, 1, [key(pygame.K_LEFT), key(pygame.K_LEFT)])
    assert app.settings.window_size == (960, 540) and load_settings()[0].window_size == (960, 540)


def test_a_dragged_window_size_shows_in_the_row(baraza_home, desktop):
    app = make_app()
    scene = settings_scene(app)
    app.settings.window_width, app.settings.window_height = 1111, 655  # as a drag of the window edge leaves it
    frames(app, 1)
    row = row_named(scene, "Window size")
    assert row.value == (1111, 655) and row.choices[row.index][1] == "1111 × 655"


def test_full_screen_that_cannot_be_had_leaves_a_message_and_the_row_off(baraza_home, desktop):
    app = make_app()  # the dummy video driver has no full screen
    scene = settings_scene(app)
    row = row_named(scene, "Full screen (F11)")
    frames(app, 1, click(right_arrow(row)))
    frames(app, 1)
    assert app.settings.fullscreen is False and row.value is False
    assert any("Full screen" in toast.text for toast in app.toasts)


@pytest.mark.parametrize("label, field, before, after", [
    ("Animation speed", "animation_speed", "instant", "slow"),
    ("Colour-blind palette", "colour_blind", False, True),
    ("Show legal moves", "show_hints", True, False),
])
def test_other_rows_change_their_setting(baraza_home, desktop, label, field, before, after):
    app = make_app()
    scene = settings_scene(app)
    assert getattr(app.settings, field) == before
    frames(app, 1, click(right_arrow(row_named(scene, label))))
    assert getattr(app.settings, field) == after and saved()[field] == after


def test_a_bad_settings_file_is_one_message_and_defaults(baraza_home):
    from baraza.scenes.app import App

    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"volume": 300, "window_width": 5, "window_height": 5}))
    app = App()
    notes = [toast.text for toast in app.toasts if "settings.json" in toast.text]
    assert len(notes) == 1 and "volume" in notes[0] and "window size" in notes[0]
    assert app.settings.volume == 80 and app.sounds.volume == 80
    assert app.settings.window_size == (1280, 720)
