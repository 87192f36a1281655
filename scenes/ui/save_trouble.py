"""When an autosave cannot be written: the player is told at once and offered another folder, and leaving a
table says "kept" only once the match is on disk. When a finished match's History record cannot be written,
the results screen says so (`record_trouble`) and offers the same other folder for a copy of the record.

The writer (game.persistence.autosave_writer) keeps the latest moves and records in memory and tries again, so
nothing is dropped while the app runs (a record also waits on disk for the next start: record_retry.py); these
are the words and choices the player gets about it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from baraza.game.persistence.autosaves import autosave_file
from baraza.game.persistence.locks import release
from baraza.game.persistence.paths import fallback_dir
from baraza.game.persistence.runs import record_path
from baraza.scenes.ui import theme
from baraza.scenes.ui.dialog import MessageScene


def _copy_path(match) -> Path:
    return fallback_dir() / "saves" / autosave_file(match).name


def _save_copy(app, path: Path, target: Path, landed: str, still: str) -> Path | None:
    """What the writer holds for `path` (not on disk) written to `target`; the outcome toasted."""
    try:
        app.autosaver.save_copy(path, target)
    except OSError as exc:
        app.toast(f"Not saved there either ({exc.strerror or exc}); {still}.", 6, theme.BAD)
        return None
    app.toast(landed, 5)
    return target


def save_elsewhere(app, match) -> Path | None:
    """Write the match's kept moves to the fallback folder's saves/ (Load lists it); toasts the outcome."""
    target = _copy_path(match)
    return _save_copy(app, autosave_file(match), target, f"Saved in {target.parent}; Load lists it.",
                      "the moves stay kept while the match is open")


# --- a finished match's History record -------------------------------------------------------------------------
def _record_copy_path(match) -> Path:
    return fallback_dir() / "records" / record_path(match.match_id).name


def record_trouble(app, path: Path) -> str | None:
    """One line when the History record `path` (runs.record_path) is not on disk because writing it failed; None
    otherwise (written, not yet tried, or nothing handed over). Says whether it also waits on disk for the next
    start. Cheap (no file system call): a screen asks it while it shows."""
    reason = app.autosaver.problem(path)
    if reason is None:
        return None
    pending = getattr(app, "pending_records", None)
    when = "also after a restart" if pending is not None and pending.holds(path) else "while Baraza runs"
    return (f"This match is not in your History yet: the history folder cannot be written ({reason}). "
            f"Baraza keeps trying, {when}.")


def save_record_elsewhere(app, match) -> Path | None:
    """Write the match's record (held in memory) to the fallback folder's records/, where History's Import
    takes it; toasts the outcome. Only a write that landed is called saved."""
    path = record_path(match.match_id)
    if app.autosaver.problem(path) is None and not app.autosaver.waiting(path):
        app.toast("This match is in your History now.", 4)
        return None
    target = _record_copy_path(match)
    return _save_copy(app, path, target, f"Record saved in {target.parent}; History's Import adds it.",
                      "Baraza keeps trying the history folder")


def offer_record_elsewhere(app, match, then: Callable[[Path], None] | None = None) -> None:
    """The results screen's "save the record elsewhere": the folder named, written when the player says so;
    `then(target)` once the copy is on disk."""
    folder = _record_copy_path(match).parent

    def save_there() -> None:
        target = save_record_elsewhere(app, match)
        if target is not None and then is not None:
            then(target)

    reason = app.autosaver.problem(record_path(match.match_id)) or "it is not written yet"
    app.stack.push(MessageScene(
        app, "Not in History yet",
        f"This match's record could not be written to your History ({reason}). Save a copy in {folder}? "
        "History's Import adds it from there.",
        [("Save there", save_there), ("Cancel", None)]))


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
