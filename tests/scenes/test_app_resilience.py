"""Bad surroundings get a message, never a crash: missing fonts, no audio, a scene that raises."""

import pygame
from scene_helpers import frames, make_app

from baraza.scenes.scene import Scene
from baraza.scenes.theme import Fonts


def test_missing_font_falls_back_to_the_builtin_font(monkeypatch):
    pygame.init()
    monkeypatch.setattr(Fonts, "FILES", {"sans": "Nope.ttf", "bold": "Nope-Bold.ttf", "title": "Gone.ttf"})
    fonts = Fonts()
    image = fonts.render("Hello", 20, (255, 255, 255), "bold")
    assert image.get_width() > 10
    assert "Nope-Bold.ttf" in fonts.missing


def test_no_audio_device_means_silence(monkeypatch):
    from baraza.scenes import sound

    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(sound.pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(sound.pygame.mixer, "init", broken)
    sounds = sound.Sounds(True)
    assert not sounds.available and "no audio" in sounds.problem
    sounds.play("dice")  # nothing happens, nothing raises


class Exploding(Scene):
    def draw(self, surface):
        raise RuntimeError("boom")


def test_a_failing_scene_returns_to_the_menu(baraza_home):
    from baraza.scenes.menu import MainMenuScene

    app = make_app()
    app.strict = False
    app.stack.reset(Exploding(app))
    frames(app, 2)
    assert isinstance(app.stack.top, MainMenuScene)
    assert any("went wrong" in t.text for t in app.toasts)
    assert (baraza_home / "data" / "error.log").read_text().count("boom") >= 1
