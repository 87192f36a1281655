"""`baraza shot --text-size 150` renders at the larger text size (helpers rendering at 150 % got 100 % pictures:
a shot never reads the player's settings, so the size is said on the command line)."""

from __future__ import annotations

import os
import subprocess
import sys


def _shot(tmp_path, *extra: str) -> bytes:
    png = tmp_path / f"menu{'-'.join(extra)}.png"
    env = {**os.environ, "BARAZA_HOME": str(tmp_path / "home"), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "-m", "baraza", "shot", "menu", "--out", str(png), *extra],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    return png.read_bytes()


def test_the_text_size_option_changes_the_picture(tmp_path):
    assert _shot(tmp_path, "--text-size", "150") != _shot(tmp_path)


def test_a_text_size_settings_does_not_offer_is_refused(tmp_path):
    env = {**os.environ, "BARAZA_HOME": str(tmp_path / "home"), "SDL_VIDEODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "-m", "baraza", "shot", "menu", "--text-size", "300", "--out",
                          str(tmp_path / "x.png")], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode != 0 and not (tmp_path / "x.png").exists()
