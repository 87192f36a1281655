"""Sound effects. No audio device, a missing file or a broken mixer means silence, never an error."""

from __future__ import annotations

from importlib import resources

import pygame

NAMES = ("click", "place", "dice", "win", "lose", "error", "card")


class Sounds:
    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.available = False
        self.problem: str | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(22050, -16, 1, 512)
            self.available = True
        except pygame.error as exc:
            self.problem = f"No sound: {exc}"
            return
        for name in NAMES:
            try:
                path = resources.files("baraza.assets").joinpath("sounds", f"{name}.wav")
                with resources.as_file(path) as real:
                    self._sounds[name] = pygame.mixer.Sound(str(real))
            except (OSError, FileNotFoundError, pygame.error):
                continue  # that one effect stays silent

    def play(self, name: str) -> None:
        if not (self.enabled and self.available):
            return
        sound = self._sounds.get(name)
        if sound is not None:
            try:
                sound.play()
            except pygame.error:
                pass
