"""Spoken output: the speaker's modes and verbosity, a silent fallback with its reason, screens read as their
focus moves, toasts read, a hostile settings value refused."""

from __future__ import annotations

import json

import pygame
from scene_helpers import frames, key, make_app

from baraza.game.persistence.settings import Settings, load_settings
from baraza.scenes.ui.speech import MAX_LINE, RecordingBackend, Speaker


class PlainVoice(RecordingBackend):
    name = "Speech Dispatcher"
    screen_reader = False


def test_verbosity_leaves_out_what_it_should():
    settings = Settings(speech="on", speech_verbosity="brief")
    speaker = Speaker(settings, RecordingBackend())
    assert speaker.say("Blue rolls 8.", "move")
    assert not speaker.say("Blue takes 2 Wood.", "move_more")
    assert not speaker.say("You can: build a road", "prompt_more")
    settings.speech_verbosity = "normal"
    assert speaker.say("Blue takes 2 Wood.", "move_more") and not speaker.say("board, 12 spots", "detail")
    settings.speech_verbosity = "full"
    assert speaker.say("board, 12 spots", "detail")
    assert speaker.backend.lines == ["Blue rolls 8.", "Blue takes 2 Wood.", "board, 12 spots"]


def test_modes_auto_on_off_and_repeat():
    settings = Settings(speech="auto")
    voice = Speaker(settings, PlainVoice())
    assert not voice.say("hello"), "auto does not speak through a plain voice: only with a screen reader running"
    assert "choose On" in voice.status()
    settings.speech = "on"
    assert voice.say("hello")
    voice.repeat()
    assert voice.backend.lines == ["hello", "hello"]
    settings.speech = "off"
    assert not voice.say("quiet")
    reader = Speaker(Settings(speech="auto"), RecordingBackend())
    assert reader.say("a screen reader runs: auto speaks")


def test_no_engine_falls_back_silently_with_one_reason():
    speaker = Speaker(Settings(speech="on"), opener=lambda: (None, "Speech needs the optional prismatoid package."),
                      open_async=False)
    assert not speaker.active and not speaker.say("anything")
    assert speaker.status() == "Speech needs the optional prismatoid package."


def test_a_huge_or_control_filled_line_is_cut_and_flattened():
    speaker = Speaker(Settings(speech="on"), RecordingBackend())
    speaker.say("x\n" * 5000)
    assert len(speaker.backend.lines[0]) <= MAX_LINE and "\n" not in speaker.backend.lines[0]


def test_menus_are_read_as_their_focus_moves_and_toasts_are_read(baraza_home):
    app = make_app()
    app.settings.speech = "on"
    app.speech.backend = RecordingBackend()
    app.stack.reset(app.make_screen("menu"))
    frames(app, 2)
    frames(app, 1, [key(pygame.K_DOWN)])
    frames(app, 1)
    lines = app.speech.backend.lines
    menu = app.stack.top.menu if hasattr(app.stack.top, "menu") else None
    focused = next((b.text for b in getattr(menu, "buttons", []) if b.focused), None)
    assert focused is not None and lines[-1] == focused
    app.toast("Saved as Evening game")
    assert app.speech.backend.lines[-1] == "Saved as Evening game"


def test_bad_speech_settings_fall_back(baraza_home, tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"speech": "loud", "speech_verbosity": ["x"] * 9}))
    settings, warning = load_settings(path)
    assert settings.speech == "auto" and settings.speech_verbosity == "normal"
    assert "speech" in warning
