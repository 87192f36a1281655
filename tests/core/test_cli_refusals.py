"""Issue 25, failures 3 and 8: the command line refuses what would fail later, in one line with exit 2 and no
traceback: seeds the loader refuses, output paths that cannot be written, values with line breaks; and save
names never become Windows device names."""

import os
import subprocess
import sys

import pytest

from baraza.game.persistence.saves import MAX_SEED, is_reserved_stem, new_save_path, safe_file_stem, seed_ok
from baraza.scenes import cli


def _refused(capsys, argv) -> str:
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    return err


@pytest.mark.parametrize("argv", [
    ["play", "kona", "--seed", str(MAX_SEED)],
    ["play", "kona", "--seed", str(-MAX_SEED)],
    ["simulate", "kona", "--games", "2", "--seed", str(MAX_SEED - 1)],  # the second match's seed is out
    ["shot", "kona", "--seed", str(2**70), "--out", "x.png"],
])
def test_seeds_the_loader_refuses_are_refused_at_the_door(capsys, argv, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert "seed" in _refused(capsys, argv)
    assert not seed_ok(MAX_SEED) and seed_ok(MAX_SEED - 1)


def test_output_paths_that_cannot_be_written_are_refused(capsys, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert "folder" in _refused(capsys, ["shot", "kona", "--out", str(tmp_path)])
    assert "regular file" in _refused(capsys, ["shot", "kona", "--out", "/dev/full"])
    _refused(capsys, ["shot", "kona", "--out", str(blocker / "x.png")])
    _refused(capsys, ["simulate", "kona", "--games", "1", "--save-dir", str(blocker / "saves")])
    _refused(capsys, ["tutorial", "kona", "--auto", "--out", str(blocker / "pictures")])


def test_values_with_line_breaks_are_echoed_on_one_line(capsys):
    err = _refused(capsys, ["play", "kona", "--option", "pie=o\nn"])
    assert "\\n" in err
    _refused(capsys, ["simulate", "kona", "--seats", "human,\nai:x"])
    _refused(capsys, ["play", "no\ngame"])
    with pytest.raises(SystemExit) as stop:
        cli.main(["play", "kona", "--seed", "1\n2"])  # argparse's own refusal
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines()[-1].endswith("'1\\n2'")


def test_a_refusal_from_the_real_command_has_no_traceback(tmp_path):
    env = dict(os.environ, BARAZA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-m", "baraza", "shot", "menu", "--out", str(tmp_path)],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("name", ["CON", "con", "Nul", "aux.txt", "PRN.json", "com1", "LPT9", "COM¹", " nul "])
def test_windows_device_names_never_become_file_stems(baraza_home, name):
    stem = safe_file_stem(name)
    assert stem and not is_reserved_stem(stem)
    assert not is_reserved_stem(new_save_path("kona", name).stem)
