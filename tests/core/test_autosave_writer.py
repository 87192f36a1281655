"""The autosave writer thread: latest wins, flush waits, undo is written correctly, failures are reported."""

import json

from baraza.game.persistence.autosave_writer import AutosaveWriter
from baraza.game.persistence.saves import load_match, save_data, snapshot
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions


def test_the_file_always_matches_the_latest_snapshot_also_after_undo(tmp_path):
    writer = AutosaveWriter()
    path = tmp_path / "a.json"
    match = new_match("kona", ["human", "human"], 3)
    for step in range(30):
        if step % 5 == 4 and match.can_undo():
            match.undo()
        else:
            play_actions(match, 1)
        writer.write(path, snapshot(match))
        if step % 3 == 0:
            writer.flush()
            assert json.loads(path.read_text())["moves"] == save_data(match)["moves"]
    writer.close()
    assert load_match(path).moves == match.moves


def test_a_failed_write_is_reported_not_raised(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    writer = AutosaveWriter()
    writer.write(blocker / "a.json", snapshot(new_match("kona", ["human", "human"], 1)))
    writer.flush()
    errors = writer.take_errors()
    assert len(errors) == 1 and errors[0].startswith("Autosave failed") and writer.take_errors() == []


def test_remove_clears_the_file(tmp_path):
    writer = AutosaveWriter(settle_seconds=0)
    path = tmp_path / "a.json"
    writer.write(path, snapshot(new_match("kona", ["human", "human"], 1)))
    writer.flush()
    assert path.exists()
    writer.remove(path)
    writer.flush()
    assert not path.exists()
