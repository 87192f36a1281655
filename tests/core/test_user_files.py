"""Whatever the player's folders hold, reading them gives a match or one line naming the file and the reason:
FIFOs, device links, deep nesting, wrong types and out-of-range values are refused, never a hang or traceback."""

import json
import math
import os
import subprocess
import sys

import pytest

from baraza.game.persistence import saves
from baraza.game.persistence.atomic import remove_stale_temp_files
from baraza.game.persistence.paths import config_dir, saves_dir
from baraza.game.persistence.saves import SaveError, load_match, match_from_data, write_save
from baraza.game.persistence.settings import Settings, load_settings
from baraza.game.persistence.userfile import UserFileError, nests_deeper_than, read_user_json
from baraza.game.registry import new_match

DEEP = "[" * 100_000 + "]" * 100_000


def _good_data() -> dict:
    match = new_match("kona", ["human", "ai:easy"], 5)
    for _ in range(4):
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    return saves.save_data(match)


def _one_line(message: str, name: str) -> None:
    assert "\n" not in message and len(message) < 240 and name in message


def test_depth_check_skips_strings_and_tells_cut_short_from_deep():
    assert not nests_deeper_than('{"a": "[[[[", "b": [1, [2]]}', 3)
    assert nests_deeper_than('{"a": "]]", "b": [1, [[2]]]}', 3)
    assert nests_deeper_than(DEEP, 64) and nests_deeper_than("[" * 70, 64)
    spine = "".join("[" + "[" * 60 + "]" * 60 + "," for _ in range(70)) + "]" * 70  # deep under bushy leaves
    assert nests_deeper_than(spine, 64)
    assert nests_deeper_than(r'{"a": "x\\", "b": ' + "[" * 70 + "]" * 70 + "}", 64)  # an escaped backslash
    assert not nests_deeper_than(r'{"a": "[[[\"[[[[", "b": "\\"}', 2)  # an escaped quote
    assert nests_deeper_than("[" * 65 + "]" * 65, 64) and not nests_deeper_than("[" * 64 + "]" * 64, 64)
    assert not nests_deeper_than('{"moves": [[1], [2], {"a": [3', 64)
    assert not nests_deeper_than("[]" * 100_000, 2)


@pytest.mark.parametrize("content, reason", [
    (DEEP, "nests deeper"), ('{"a": NaN}', "damaged"), ("\xff\xfe".encode("latin-1").decode("latin-1"), ""),
    ("", "empty"), ("   ", "empty"), ("{", "cut short"),
])
def test_bad_json_is_one_line(tmp_path, content, reason):
    path = tmp_path / "x.json"
    path.write_text(content, encoding="latin-1" if "\xff" in content else "utf-8")
    with pytest.raises(UserFileError) as err:
        read_user_json(path)
    _one_line(str(err.value), "x.json")
    assert reason in str(err.value)


def test_fifo_device_link_folder_and_size_are_refused(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    big = tmp_path / "big.json"
    big.write_text("[" + "1," * 600 + "1]")
    for path in (fifo, zero, folder, loop):
        with pytest.raises(UserFileError) as err:
            read_user_json(path)
        _one_line(str(err.value), path.name)
    with pytest.raises(UserFileError, match="too large"):
        read_user_json(big, max_bytes=1000)


@pytest.mark.parametrize("change", [
    {"game": []}, {"game": "chess"}, {"format_version": True}, {"format_version": 0}, {"seats": [True, "human"]},
    {"seats": ["human", "ai:nonsense"]}, {"seats": "human"}, {"seed": True}, {"seed": 2**70}, {"seed": 1.5},
    {"play_seconds": math.inf}, {"play_seconds": -1}, {"play_seconds": "12"}, {"play_seconds": True},
    {"options": {"no_such_option": 1}}, {"options": []}, {"moves": [{"seat": True, "action": {"kind": "x"}}]},
    {"moves": [{"seat": 7, "action": {"kind": "move", "args": []}}]}, {"moves": {}},
    {"moves": [{"seat": 0, "action": {"kind": "move", "args": [{"a": 1}]}}]},
])
def test_out_of_range_fields_are_refused(change):
    data = dict(_good_data(), **change)
    with pytest.raises(SaveError) as err:
        match_from_data(data, "s.json")
    _one_line(str(err.value), "s.json")


def test_nan_and_huge_play_time_in_a_file_are_refused(baraza_home):
    text = json.dumps(_good_data())
    for bad in ("NaN", "1e999", "-5"):
        path = saves_dir() / "t.json"
        path.write_text(text.replace('"play_seconds": 0.0', f'"play_seconds": {bad}'))
        with pytest.raises(SaveError):
            load_match(path)


def _validate(path, home) -> subprocess.CompletedProcess:
    env = dict(os.environ, BARAZA_HOME=str(home))
    return subprocess.run([sys.executable, "-m", "baraza", "validate", str(path)], capture_output=True, text=True,
                          env=env, timeout=120)


def test_validate_answers_in_one_line_with_exit_2(baraza_home, tmp_path):
    cases = {}
    cases["deep.json"] = tmp_path / "deep.json"
    cases["deep.json"].write_text(DEEP)
    cases["baraza.game.json"] = tmp_path / "baraza.game.json"
    cases["baraza.game.json"].write_text(json.dumps(dict(_good_data(), game=[])))
    cases["zero.json"] = tmp_path / "zero.json"
    cases["zero.json"].symlink_to("/dev/zero")
    cases["fifo.json"] = tmp_path / "fifo.json"
    os.mkfifo(cases["fifo.json"])
    for name, path in cases.items():
        out = _validate(path, baraza_home)
        assert out.returncode == 2, (name, out.stderr)
        assert "Traceback" not in out.stderr and out.stderr.strip().count("\n") == 0, out.stderr
        assert name in out.stderr


def test_settings_from_a_hostile_file_fall_back_to_defaults(baraza_home):
    path = config_dir() / "settings.json"
    path.write_text(DEEP)
    settings, warning = load_settings()
    assert settings == Settings() and "settings.json" in warning
    path.unlink()
    os.mkfifo(path)
    settings, warning = load_settings()
    assert settings == Settings() and "regular file" in warning


def test_stale_temp_files_are_removed(baraza_home):
    match = new_match("kona", ["human", "human"], 1)
    write_save(match, saves_dir() / "keep.json")
    (saves_dir() / ".keep.json.abc123.tmp").write_text("{half")
    (saves_dir() / "notes.tmp").write_text("not ours")
    assert remove_stale_temp_files([saves_dir()]) == 1
    assert sorted(p.name for p in saves_dir().iterdir()) == ["keep.json", "notes.tmp"]


def test_a_permission_problem_says_so(tmp_path, monkeypatch):
    import errno

    path = tmp_path / "locked.json"
    path.write_text("{}")

    def refuse(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(UserFileError, match="permission denied") as err:
        read_user_json(path)
    _one_line(str(err.value), "locked.json")
