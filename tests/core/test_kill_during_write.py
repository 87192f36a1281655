"""kill -9 at any moment of an autosave leaves the last good file: a child process writes autosaves of a
growing match through the writer thread as fast as it can; it is killed at random moments and the file
must always load."""

import os
import random
import signal
import subprocess
import sys
import time

from baraza.game.persistence.atomic import remove_stale_temp_files
from baraza.game.persistence.saves import load_match

CHILD = r"""
import sys
from pathlib import Path
from baraza.game.persistence.autosave_writer import AutosaveWriter
from baraza.game.persistence.saves import snapshot
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions

path = Path(sys.argv[1])
writer = AutosaveWriter()
match = new_match("krownia", ["human"] * 4, 5)
play_actions(match, 1)
writer.write(path, snapshot(match))
writer.flush()  # one good file on disk before the first kill, however slow the machine
print("ready", flush=True)
while True:
    if match.is_over():
        match = new_match("krownia", ["human"] * 4, match.seed + 1)
    play_actions(match, 1)
    writer.write(path, snapshot(match))
"""


def test_kill_during_autosave_leaves_a_good_file(tmp_path):
    target = tmp_path / "auto.json"
    rng = random.Random(4)
    env = dict(os.environ, PYTHONPATH=os.getcwd())
    loads = 0
    for _ in range(6):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(target)], stdout=subprocess.PIPE, env=env)
        assert child.stdout.readline().strip() == b"ready"
        time.sleep(0.3 + rng.random() * 0.7)
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        if target.exists():
            assert load_match(target).moves  # whole, and replays
            loads += 1
    assert loads >= 1
    remove_stale_temp_files([tmp_path])
    assert [p.name for p in tmp_path.iterdir() if not p.name.endswith(".lock")] == ["auto.json"]  # a lock may stay: its owner is gone
