"""How a table keeps its match: the autosave handed to the app's writer thread after every move, a thumbnail
for the Load list when the player leaves, and named saves from the pause menu. A read-only table and a
running lesson keep nothing."""

from __future__ import annotations

import base64
import io
from collections.abc import Callable
from pathlib import Path

import pygame

from baraza.game.persistence.autosaves import autosave_file
from baraza.game.persistence.saves import new_save_path, snapshot, write_save
from baraza.scenes.table.context import TableContext
from baraza.scenes.table.lesson import LessonHook
from baraza.scenes.ui import theme


class TableSaver:
    def __init__(self, ctx: TableContext, lesson: LessonHook, draw: Callable[[pygame.Surface], None],
                 path: Path | None = None) -> None:
        self.ctx = ctx
        self.lesson = lesson
        self.draw = draw  # the whole table, for the thumbnail
        self.path = path  # the named save this match came from, if any

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
        if self.lesson.running or self.ctx.read_only or self.ctx.match.networked:
            return  # a networked match is kept by its host
        match, writer = self.ctx.match, self.ctx.app.autosaver
        path = autosave_file(match)
        if match.is_over():
            writer.remove(path)
        else:
            # The first autosave carries a picture too: a match killed before leaving still shows its tile.
            first = not writer.has_thumbnail(path)
            writer.write(path, snapshot(match, self.thumbnail_b64() if thumbnail or first else None))

    def moved(self, *_record) -> None:
        self.autosave()

    def keep_for_later(self) -> None:
        """Leaving the table: the autosave gets a thumbnail for the Load list and is on disk before we go."""
        if self.ctx.read_only or self.ctx.match.networked:
            return
        self.autosave(thumbnail=True)
        self.ctx.app.autosaver.flush(5.0)

    def save_to_file(self, name: str | None = None) -> Path | None:
        match = self.ctx.match
        path = new_save_path(match.game, name) if name or not self.path else self.path
        try:
            write_save(match, path, self.thumbnail_b64(), name)
        except (OSError, ValueError) as exc:
            from baraza.scenes.ui.save_trouble import offer_named_save_elsewhere

            offer_named_save_elsewhere(self.ctx.app, match, name, getattr(exc, "strerror", None) or str(exc),
                                       self.thumbnail_b64())
            return None
        self.path = path
        return path
