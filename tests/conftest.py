"""Every test runs headless and never touches the real user folders; the temporary home is removed at the end."""

import os
import shutil
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["BARAZA_SPEECH"] = "none"  # never the machine's own speech engine; tests that listen use a recorder
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
    """The dice race from tests/toygame.py, installed as game "toy" (a distribution of its own)."""
    from plugin_dist import installed_game

    with installed_game("toy", "toygame"):
        yield "toy"


# The per-game contracts (rules page, glossary, pictures, lesson, layout sweep, views only) run over every game
# installed and over the toy tic-tac-toe of tests/tictactoe, installed as a distribution of its own (its
# entry point in the baraza.games group, tests/plugin_dist.py): a new game is held to them by its entry point
# alone, and the toy proves a game needs nothing more.
TOY_GAME = ("tictactoe", "tictactoe")  # (name, package)


def contract_games() -> list[str]:
    from baraza.game.registry import GAMES

    return [*GAMES, TOY_GAME[0]]


@pytest.fixture(params=contract_games())
def contract_game(request):
    """The spec of each registered game, then of the toy game (registered only for the test)."""
    from plugin_dist import installed_game

    from baraza.game.registry import get_game

    if request.param == TOY_GAME[0]:
        with installed_game(*TOY_GAME):
            yield get_game(TOY_GAME[0])
    else:
        yield get_game(request.param)

