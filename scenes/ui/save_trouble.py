"""When an autosave cannot be written: the player is told at once and offered another folder, and leaving a
table says "kept" only once the match is on disk.

The writer (game.persistence.autosave_writer) keeps the latest moves in memory and tries again, so nothing is
dropped while the match is open; these are the words and choices the player gets about it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from baraza.game.persistence.autosaves import autosave_file
from baraza.game.persistence.locks import release
from baraza.game.persistence.paths import fallback_dir
from baraza.scenes.ui import theme
from baraza.scenes.ui.dialog import MessageScene


def _copy_path(match) -> Path:
    return fallback_dir() / "saves" / autosave_file(match).name


def save_elsewhere(app, match) -> Path | None:
    """Write the match's kept moves to the fallback folder's saves/ (Load lists it); toasts the outcome."""
    path = autosave_file(match)
    target = _copy_path(match)
    try:
        app.autosaver.save_copy(path, target)
    except OSError as exc:
        app.toast(f"Not saved there either ({exc.strerror or exc}); the moves stay kept while the match is open.",
                  6, theme.BAD)
        return None
    app.toast(f"Saved in {target.parent}; Load lists it.", 5)
    return target


def report_saving_problems(scene) -> None:
    """Called by a table every frame: a new autosave failure is told at once, with the offer of another
    folder (only while the table is on top, so a dialog never opens over another dialog)."""
    app = scene.app
    for problem in app.autosaver.take_errors():
        app.toast(f"{problem}; your moves are kept while this match is open.", 6, theme.BAD)
        if app.stack.top is scene and getattr(scene, "tutorial", None) is None:
            app.stack.push(MessageScene(
                app, "Saving failed",
                f"{problem}. Your moves are kept in memory while this match is open, and Baraza keeps trying. "
                f"Save a copy in {_copy_path(scene.match).parent}?",
                [("Save there", lambda: save_elsewhere(app, scene.match)), ("Keep playing", None)]))


def leave_table(app, scene, then: Callable[[], None]) -> None:
    """Leaving a table for the menu: its autosave is written first; "kept" is said only when it is on disk,
    otherwise the player chooses: save in another folder, go back to the match, or leave without it."""
    match = scene.match
    if match.networked:  # the host keeps the match; leaving closes this seat's connection (on_exit)
        if not match.is_over():
            app.toast("You closed the table you hosted." if match.hosting else "You left the table.", 4)
        then()
        return
    scene.keep_for_later()
    problem = None if match.is_over() or getattr(scene, "tutorial", None) is not None \
        else app.autosaver.problem(autosave_file(match))
    if match.is_over():
        then()
        return
    if problem is None:
        release(autosave_file(match))  # another window may continue it now
        if getattr(scene, "tutorial", None) is not None:  # a lesson is never kept: it starts afresh
            app.toast("Lesson left. It is not kept: Learn to play starts it again.", 4)
        else:
            app.toast("Match kept: Continue or Load picks it up again.", 4)
        then()
        return

    def save_and_leave() -> None:
        if save_elsewhere(app, match) is not None:
            then()

    app.stack.push(MessageScene(
        app, "Not kept",
        f"This match could not be written ({problem}). Save it in {_copy_path(match).parent} instead, play on "
        "(Baraza keeps trying), or leave without it?",
        [("Save there", save_and_leave), ("Play on", None), ("Leave", then)]))


def offer_named_save_elsewhere(app, match, name: str | None, reason: str, thumbnail: str | None) -> None:
    """A named save that could not be written: told at once, with the fallback folder offered for it."""
    from baraza.game.persistence.saves import safe_file_stem, write_save

    folder = fallback_dir() / "saves"
    target = folder / f"{safe_file_stem(name or '') or autosave_file(match).stem}.json"

    def save_there() -> None:
        try:
            write_save(match, target, thumbnail, name)
        except (OSError, ValueError) as exc:
            app.toast(f"Not saved there either ({getattr(exc, 'strerror', None) or exc}).", 6, theme.BAD)
            return
        app.toast(f"Saved in {folder}; Load lists it.", 5)

    app.stack.push(MessageScene(app, "Not saved", f"The save could not be written ({reason}). Save it in {folder}?",
                                [("Save there", save_there), ("Cancel", None)]))
