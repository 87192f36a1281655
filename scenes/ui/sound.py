"""Sound effects. No audio device, a missing file or a broken mixer means silence, never an error.

Every effect plays at the master volume (0–100 %) from Settings; sound on/off is separate, so turning
the sound back on finds the volume where the player left it.
"""

from __future__ import annotations

from importlib import resources

import pygame

NAMES = ("click", "place", "dice", "win", "lose", "error", "card")


class Sounds:
    def __init__(self, enabled: bool = True, volume: int = 100) -> None:
        self.enabled = enabled
        self.volume = max(0, min(100, int(volume)))
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
                path = resources.files("baraza.assets") / "sounds" / f"{name}.wav"
                with resources.as_file(path) as real:
                    self._sounds[name] = pygame.mixer.Sound(str(real))
            except (OSError, FileNotFoundError, pygame.error):
                continue  # that one effect stays silent
        self.set_volume(volume)

    def set_volume(self, percent: int) -> None:
        """The master volume in per cent; applied to every loaded effect at once."""
        self.volume = max(0, min(100, int(percent)))
        for sound in self._sounds.values():
            try:
                sound.set_volume(self.volume / 100)
            except pygame.error:
                pass

    def play(self, name: str) -> None:
        if not (self.enabled and self.available) or self.volume == 0:
            return
        sound = self._sounds.get(name)
        if sound is not None:
            try:
                sound.play()
            except pygame.error:
                pass
