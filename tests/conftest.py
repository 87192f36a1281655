"""Every test runs headless and never touches the real user folders; the temporary home is removed at the end."""

import os
import shutil
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
_SESSION_HOME = tempfile.mkdtemp(prefix="baraza-test-home-")
os.environ["BARAZA_HOME"] = _SESSION_HOME
os.environ["BARAZA_FALLBACK"] = os.path.join(_SESSION_HOME, "fallback")  # where saving goes when home cannot

import pytest  # noqa: E402


def pytest_unconfigure(config):
    shutil.rmtree(_SESSION_HOME, ignore_errors=True)


@pytest.fixture
def baraza_home(tmp_path, monkeypatch):
    """A fresh, empty BARAZA_HOME for one test."""
    monkeypatch.setenv("BARAZA_HOME", str(tmp_path))
    monkeypatch.setenv("BARAZA_FALLBACK", str(tmp_path / "fallback"))
    return tmp_path


@pytest.fixture
def toy_game():
    """Registers the dice race from tests/toygame.py as game "toy", through the public API."""
    from baraza.game.registry import registered

    with registered("toy", "toygame"):
        yield "toy"
