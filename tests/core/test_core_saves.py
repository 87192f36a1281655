"""Saves: round trip, autosave, atomic writes, and every kind of bad file refused without harm."""

import json
import os
import subprocess
import sys

import pytest

from baraza.game.core.match import Match
from baraza.game.persistence import saves
from baraza.game.persistence.paths import autosave_path, config_dir, data_dir, saves_dir
from baraza.game.persistence.saves import SaveError, load_match, write_save


def _played_match(moves: int = 5) -> Match:
    match = Match("kona", ["human", "ai:normal"], 77)
    for _ in range(moves):
        if match.is_over():
            break
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[-1])
    match.play_seconds = 42.0
    return match


def test_paths_follow_baraza_home(baraza_home):
    assert str(config_dir()).startswith(str(baraza_home))
    assert str(data_dir()).startswith(str(baraza_home))
    assert saves_dir().is_dir()


def test_round_trip(baraza_home):
    match = _played_match()
    path = write_save(match, saves_dir() / "one.json", "aGVsbG8=")
    data = json.loads(path.read_text())
    for key in ("format", "format_version", "app_version", "game", "options", "seats", "seed", "moves", "thumbnail"):
        assert key in data
    loaded = load_match(path)
    assert loaded.moves == match.moves
    assert loaded.view(None) == match.view(None)
    assert loaded.seats == match.seats and loaded.play_seconds == 42.0


def test_autosave_feeds_continue(baraza_home):
    match = _played_match(3)
    saves.autosave(match)
    assert load_match(autosave_path()).moves == match.moves


def test_atomic_write_leaves_no_temp_files(baraza_home):
    match = _played_match(2)
    for _ in range(3):
        write_save(match, saves_dir() / "x.json")
    assert sorted(p.name for p in saves_dir().iterdir()) == ["x.json"]


def _corrupt_cases(good: str) -> dict[str, str]:
    data = json.loads(good)
    illegal = json.loads(good)
    illegal["moves"][1]["action"]["args"] = ["a1", "f6"]
    future = dict(data, format_version=99)
    wrong_seat = json.loads(good)
    wrong_seat["moves"][0]["seat"] = 1
    return {
        "truncated": good[: len(good) // 2],
        "empty": "",
        "not json": "this is not a save",
        "binary": "\x00\x01\x02",
        "other json": json.dumps({"hello": "world"}),
        "future version": json.dumps(future),
        "unknown game": json.dumps(dict(data, game="chess")),
        "bad seats": json.dumps(dict(data, seats=["human"])),
        "bad seed": json.dumps(dict(data, seed="abc")),
        "illegal move": json.dumps(illegal),
        "wrong seat": json.dumps(wrong_seat),
        "malformed move": json.dumps(dict(data, moves=[{"seat": 0}])),
        "moves not a list": json.dumps(dict(data, moves="e2e4")),
    }


@pytest.mark.parametrize("case", list(_corrupt_cases(json.dumps({
    "format": "baraza-save", "format_version": 1, "game": "kona", "options": {}, "seats": ["human", "human"],
    "seed": 1, "moves": [{"seat": 0, "action": {"kind": "move", "args": ["a6", "a5"]}},
                         {"seat": 1, "action": {"kind": "move", "args": ["a1", "a2"]}}]}))))
def test_bad_saves_are_refused_clearly_and_left_untouched(baraza_home, case):
    match = _played_match(4)
    good = json.dumps(saves.save_data(match))
    text = _corrupt_cases(good)[case]
    path = saves_dir() / "bad.json"
    path.write_text(text, encoding="utf-8")
    before = (path.read_bytes(), os.stat(path).st_mtime_ns)
    with pytest.raises(SaveError) as err:
        load_match(path)
    message = str(err.value)
    assert "\n" not in message and len(message) < 200 and "bad.json" in message
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before


def test_future_version_message_says_so(baraza_home):
    path = saves_dir() / "new.json"
    path.write_text(json.dumps({"format": "baraza-save", "format_version": 7}), encoding="utf-8")
    with pytest.raises(SaveError, match="newer Baraza"):
        load_match(path)


def test_list_saves_reports_unreadable_files(baraza_home):
    write_save(_played_match(2), saves_dir() / "good.json")
    (saves_dir() / "broken.json").write_text("{", encoding="utf-8")
    entries = {p.name: (data, err) for p, data, err in saves.list_saves()}
    assert entries["good.json"][0] is not None and entries["good.json"][1] is None
    assert entries["broken.json"][0] is None and "damaged" in entries["broken.json"][1]


def test_validate_command_exit_codes(baraza_home, tmp_path):
    good = write_save(_played_match(3), tmp_path / "good.json")
    bad = tmp_path / "bad.json"
    bad.write_text(good.read_text()[:50], encoding="utf-8")
    env = dict(os.environ, BARAZA_HOME=str(baraza_home))
    ok = subprocess.run([sys.executable, "-m", "baraza", "validate", str(good)], capture_output=True, text=True, env=env)
    assert ok.returncode == 0, ok.stderr
    refused = subprocess.run([sys.executable, "-m", "baraza", "validate", str(bad)], capture_output=True, text=True,
                             env=env)
    assert refused.returncode == 2
    assert len(refused.stderr.strip().splitlines()) == 1
