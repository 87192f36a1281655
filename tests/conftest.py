"""Every test runs headless and never touches the real user folders."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["BARAZA_HOME"] = tempfile.mkdtemp(prefix="baraza-test-home-")

import pytest  # noqa: E402


@pytest.fixture
def baraza_home(tmp_path, monkeypatch):
    """A fresh, empty BARAZA_HOME for one test."""
    monkeypatch.setenv("BARAZA_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def toy_game(monkeypatch):
    """Registers the dice race from tests/toygame.py as game "toy"."""
    from baraza.game import registry

    monkeypatch.setitem(registry.GAME_MODULES, "toy", "toygame")
    return "toy"
