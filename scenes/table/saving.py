"""How a table keeps its match: the autosave handed to the app's writer thread after every move, a thumbnail
for the Load list when the player leaves, and named saves from the pause menu."""

from __future__ import annotations

import base64
import io
from pathlib import Path

import pygame

from baraza.game.persistence.autosaves import autosave_file
from baraza.game.persistence.saves import new_save_path, snapshot, write_save
from baraza.scenes.ui import theme


class TableSaving:
    def thumbnail_b64(self) -> str | None:
        try:
            table = pygame.Surface(theme.LOGICAL_SIZE)
            self.draw(table)  # the table alone, without the pause menu over it
            small = pygame.transform.smoothscale(table, (256, 144))
            buffer = io.BytesIO()
            pygame.image.save(small, buffer, "thumb.png")
            return base64.b64encode(buffer.getvalue()).decode("ascii")
        except (pygame.error, ValueError):
            return None

    def autosave(self, thumbnail: bool = False) -> None:
        """Hand this match's autosave to the app's writer thread (the frame never waits for the disk).
        A finished match's autosave is removed: Continue is for unfinished matches. A lesson is not kept
        until the learner plays on for real."""
        if self.tutorial is not None:
            return
        path = autosave_file(self.match)
        if self.match.is_over():
            self.app.autosaver.remove(path)
        else:
            # The first autosave carries a picture too: a match killed before leaving still shows its tile.
            first = not self.app.autosaver.has_thumbnail(path)
            self.app.autosaver.write(path, snapshot(self.match, self.thumbnail_b64() if thumbnail or first else None))

    def keep_for_later(self) -> None:
        """Leaving the table: the autosave gets a thumbnail for the Load list and is on disk before we go."""
        self.autosave(thumbnail=True)
        self.app.autosaver.flush(5.0)

    def save_to_file(self, name: str | None = None) -> Path | None:
        path = new_save_path(self.match.game, name) if name or not self.save_path else self.save_path
        try:
            write_save(self.match, path, self.thumbnail_b64(), name)
        except (OSError, ValueError) as exc:
            from baraza.scenes.ui.save_trouble import offer_named_save_elsewhere

            offer_named_save_elsewhere(self.app, self.match, name, getattr(exc, "strerror", None) or str(exc),
                                       self.thumbnail_b64())
            return None
        self.save_path = path
        return path
