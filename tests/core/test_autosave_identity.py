"""Issue 25, failures 2 and 6: an autosave's identity is the file it came from, and one match cannot be
continued in two windows at once (a lock naming its owner, taken over when stale)."""

import json
import os
import socket
import subprocess
import sys
import time

import pytest

from baraza.game.persistence.autosave_writer import AutosaveWriter
from baraza.game.persistence.autosaves import autosave_file, load_autosave
from baraza.game.persistence.locks import LOCK_STALE_SECONDS, lock_path, release
from baraza.game.persistence.paths import autosaves_dir
from baraza.game.persistence.saves import SaveError, load_match, snapshot, write_save
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions


def _unfinished(seed: int, moves: int):
    match = new_match("kona", ["human", "human"], seed)
    play_actions(match, moves)
    return match


def _moves(path):
    return len(json.loads(path.read_text())["moves"])


def test_continuing_writes_back_to_the_file_it_came_from_not_to_the_cleaned_name(baraza_home):
    odd = write_save(_unfinished(1, 5), autosaves_dir() / "my match.json")
    other = write_save(_unfinished(2, 40), autosaves_dir() / "my-match.json")
    before = other.read_bytes()
    match = load_autosave(odd)
    play_actions(match, 1)
    assert autosave_file(match) == odd
    writer = AutosaveWriter(settle_seconds=0)
    writer.write(autosave_file(match), snapshot(match))
    writer.flush()
    assert _moves(odd) == 6 and other.read_bytes() == before
    release(odd)


def test_a_file_name_that_is_not_utf8_is_continued_in_place(baraza_home):
    raw = os.path.join(os.fsencode(autosaves_dir()), b"\xff\xfe.json")
    path = autosaves_dir() / os.fsdecode(b"\xff\xfe.json")
    write_save(_unfinished(3, 4), path)
    match = load_autosave(path)
    play_actions(match, 2)
    writer = AutosaveWriter(settle_seconds=0)
    writer.write(autosave_file(match), snapshot(match))
    writer.flush()
    assert os.listdir(os.fsencode(autosaves_dir())).count(b"\xff\xfe.json") == 1
    with open(raw, encoding="utf-8") as handle:
        assert len(json.load(handle)["moves"]) == 6
    assert sorted(n for n in os.listdir(autosaves_dir()) if n.endswith(".json")) == [os.fsdecode(b"\xff\xfe.json")]


def test_ids_that_clean_to_the_same_name_never_share_a_file(baraza_home):
    a, b, c = (new_match("kona", ["human", "human"], 1) for _ in range(3))
    a.match_id, b.match_id, c.match_id = "a b", "a-b", "a/b"
    files = {autosave_file(m) for m in (a, b, c)}
    assert len(files) == 3 and all(f.parent == autosaves_dir() for f in files)


def _lock(path, pid, host=None, stamp=None):
    lock_path(path).write_text(json.dumps({"pid": pid, "host": host or socket.gethostname(),
                                           "time": time.time() if stamp is None else stamp}))


@pytest.fixture
def other_window():
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    yield child
    child.kill()
    child.wait()


def test_a_second_window_is_told_the_match_is_open_elsewhere(baraza_home, other_window):
    path = write_save(_unfinished(4, 6), autosaves_dir() / "m.json")
    _lock(path, other_window.pid)
    with pytest.raises(SaveError, match="open in another Baraza window"):
        load_autosave(path)
    # nor does this window's writer overwrite the file the other window holds
    match = load_match(path)
    play_actions(match, 3)
    writer = AutosaveWriter(settle_seconds=0, retry_seconds=60)
    writer.write(path, snapshot(match))
    writer.flush()
    assert _moves(path) == 6 and writer.problem(path) and "another" in writer.take_errors()[0]


def test_a_stale_lock_is_taken_over(baraza_home, other_window):
    path = write_save(_unfinished(5, 2), autosaves_dir() / "m.json")
    other_window.kill()
    other_window.wait()
    _lock(path, other_window.pid)  # the owner process is gone
    load_autosave(path)
    assert json.loads(lock_path(path).read_text())["pid"] == os.getpid()
    _lock(path, 1, host="elsewhere", stamp=time.time() - LOCK_STALE_SECONDS - 5)  # old, another host
    load_autosave(path)
    assert json.loads(lock_path(path).read_text())["pid"] == os.getpid()


def test_the_lock_goes_when_the_match_ends(baraza_home):
    path = write_save(_unfinished(6, 2), autosaves_dir() / "m.json")
    load_autosave(path)
    assert lock_path(path).exists()
    writer = AutosaveWriter(settle_seconds=0)
    writer.remove(path)
    writer.flush()
    assert not path.exists() and not lock_path(path).exists()


def test_undo_then_a_different_move_leaves_the_autosave_with_the_new_move(baraza_home):
    match = new_match("kona", ["human", "human"], 7)
    play_actions(match, 4)
    writer = AutosaveWriter(settle_seconds=0)
    path = autosave_file(match)
    writer.write(path, snapshot(match))
    writer.flush()
    undone = match.records[-1].action
    match.undo()
    seat = match.active_seats()[0]
    different = next(a for a in match.legal_actions(seat) if a != undone)
    match.submit(seat, different)
    writer.write(path, snapshot(match))
    writer.flush()
    saved = load_match(path)
    assert saved.moves == match.moves and saved.moves[-1][1] == different


def test_leaving_a_match_to_the_menu_lets_another_window_continue_it(baraza_home):
    import sys as _sys

    _sys.path.insert(0, str(__import__("pathlib").Path(__file__).parents[1] / "scenes"))
    from scene_helpers import frames, make_app

    from baraza.scenes.screens.pause import PauseScene

    path = write_save(_unfinished(8, 3), autosaves_dir() / "m.json")
    app = make_app()
    app.show_match(load_autosave(path), cover=True)
    frames(app, 2)
    assert json.loads(lock_path(path).read_text())["pid"] == os.getpid()
    app.stack.push(PauseScene(app, app.stack.top))
    frames(app, 1)
    app.stack.top.quit_to_menu()
    frames(app, 1)
    assert not lock_path(path).exists()


def test_locks_of_windows_that_are_gone_are_removed_at_start(baraza_home, other_window):
    from baraza.game.persistence.autosaves import tidy_autosaves

    gone = write_save(_unfinished(9, 2), autosaves_dir() / "gone.json")
    held = write_save(_unfinished(10, 2), autosaves_dir() / "held.json")
    _lock(gone, 1, host="elsewhere", stamp=time.time() - LOCK_STALE_SECONDS - 5)
    _lock(held, other_window.pid)
    tidy_autosaves()
    assert not lock_path(gone).exists() and lock_path(held).exists()
