"""Issue 25, failure 4: "kept" is said only once the match is on disk; a failed autosave is told at once with
another folder offered, no move is dropped while the match is open, and a first start with a read-only home
still saves somewhere and says where."""

import errno
import json

from scene_helpers import frames, make_app

from baraza.game.persistence import autosave_writer
from baraza.game.persistence.autosave_writer import AutosaveWriter
from baraza.game.persistence.autosaves import autosave_file
from baraza.game.persistence.saves import list_saves, load_match, snapshot
from baraza.game.persistence.score_keeper import wait_until
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions


class FullDisk:
    """write_text_atomic as on a full disk (the one under `where`), until `full` is False."""

    def __init__(self, real, where="") -> None:
        self.real, self.full, self.where = real, True, str(where)

    def __call__(self, path, text):
        if self.full and str(path).startswith(self.where):
            raise OSError(errno.ENOSPC, "No space left on device")
        return self.real(path, text)


def _table(app, seed=3):
    from baraza.scenes.table.launch import scene_class

    match = new_match("kona", ["human", "human"], seed)
    scene = scene_class("kona")(app, match)
    app.stack.reset(scene)
    frames(app, 1)
    return match, scene


def _move(app, match, n=1):
    for _ in range(n):
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    frames(app, 1)


def test_a_full_disk_is_told_at_once_and_quitting_does_not_say_kept(baraza_home, monkeypatch):
    from baraza.scenes.screens.pause import PauseScene
    from baraza.scenes.ui.dialog import MessageScene

    disk = FullDisk(autosave_writer.write_text_atomic, baraza_home / "data")
    monkeypatch.setattr(autosave_writer, "write_text_atomic", disk)
    app = make_app()
    match, scene = _table(app)
    _move(app, match, 3)
    app.autosaver.flush()
    frames(app, 2)
    assert isinstance(app.stack.top, MessageScene) and app.stack.top.title == "Saving failed"
    app.stack.pop()
    frames(app, 1)
    _move(app, match, 5)  # 8 moves, none on disk
    app.stack.push(PauseScene(app, scene))
    frames(app, 1)
    app.stack.top.quit_to_menu()
    frames(app, 2)
    assert not any("kept" in t.text.lower() and "Match kept" in t.text for t in app.toasts)
    dialog = app.stack.top
    assert isinstance(dialog, MessageScene) and dialog.title == "Not kept"
    dialog.menu.buttons[0].on_click()  # "Save there": the other folder
    frames(app, 1)
    copies = [(p, d) for p, d, _e in list_saves() if d]
    assert len(copies) == 1 and len(load_match(copies[0][0]).moves) == 8
    from baraza.scenes.screens.menu import MainMenuScene

    assert isinstance(app.stack.top, MainMenuScene)


def test_quitting_says_kept_when_the_write_landed(baraza_home):
    from baraza.scenes.screens.pause import PauseScene

    app = make_app()
    match, scene = _table(app)
    _move(app, match, 2)
    app.stack.push(PauseScene(app, scene))
    frames(app, 1)
    app.stack.top.quit_to_menu()
    frames(app, 1)
    assert any("Match kept" in t.text for t in app.toasts)
    assert len(load_match(autosave_file(match)).moves) == 2


def test_no_move_is_dropped_while_the_disk_is_full_and_they_land_when_it_frees(tmp_path, monkeypatch):
    disk = FullDisk(autosave_writer.write_text_atomic)
    monkeypatch.setattr(autosave_writer, "write_text_atomic", disk)
    writer = AutosaveWriter(settle_seconds=0, retry_seconds=0.01)
    match = new_match("kona", ["human", "human"], 4)
    path = tmp_path / "a.json"
    for _ in range(14):
        play_actions(match, 1)
        writer.write(path, snapshot(match))
    writer.flush()
    assert writer.problem(path) and len(writer.take_errors()) == 1  # told once, not once per try
    disk.full = False
    assert wait_until(lambda: writer.problem(path) is None and path.exists())
    assert load_match(path).moves == match.moves
    writer.close()


def test_the_first_autosave_already_has_its_thumbnail(baraza_home):
    app = make_app()
    match, _scene = _table(app)
    _move(app, match, 1)
    app.autosaver.flush()
    assert json.loads(autosave_file(match).read_text())["thumbnail"]


def test_a_first_start_with_a_read_only_home_saves_in_the_fallback_folder(tmp_path, monkeypatch):
    blocker = tmp_path / "home-is-a-file"
    blocker.write_text("")
    monkeypatch.setenv("BARAZA_HOME", str(blocker))
    monkeypatch.setenv("BARAZA_FALLBACK", str(tmp_path / "elsewhere"))
    app = make_app()
    assert app.saving_problem and "saving in" in app.saving_problem
    assert any(str(tmp_path / "elsewhere") in t.text for t in app.toasts)
    match, _scene = _table(app)
    _move(app, match, 2)
    app.autosaver.flush()
    path = autosave_file(match)
    assert str(path).startswith(str(tmp_path / "elsewhere")) and len(load_match(path).moves) == 2


def test_a_named_save_that_cannot_be_written_is_offered_another_folder(baraza_home, monkeypatch):
    from baraza.game.persistence import saves
    from baraza.scenes.ui.dialog import MessageScene

    app = make_app()
    match, scene = _table(app)
    _move(app, match, 3)
    real = saves.write_json_atomic

    def full(path, data):
        if str(path).startswith(str(baraza_home / "data")):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data)

    monkeypatch.setattr(saves, "write_json_atomic", full)
    assert scene.save_to_file("evening game") is None
    frames(app, 1)
    dialog = app.stack.top
    assert isinstance(dialog, MessageScene) and dialog.title == "Not saved"
    dialog.menu.buttons[0].on_click()
    frames(app, 1)
    copies = [p for p, d, _e in list_saves() if d]
    assert [p.name for p in copies] == ["evening-game.json"] and len(load_match(copies[0]).moves) == 3
