"""Install a game distribution for a test, through the path pip's installs take: a `*.dist-info` folder with
an `entry_points.txt` naming the game in the `baraza.games` group, on sys.path. The registry finds it exactly
as it finds an installed `baraza-connect4`; nothing registers a game by hand."""

from __future__ import annotations

import re
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from baraza.game.registry import GAMES, GROUP


@contextmanager
def installed(distribution: str, games: dict[str, str]) -> Iterator[Path]:
    """`games` (name -> package) installed as the distribution `distribution` for the `with` block."""
    folder = Path(tempfile.mkdtemp(prefix="baraza-dist-"))
    info = folder / f"{re.sub(r'[^A-Za-z0-9.]+', '_', distribution)}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {distribution}\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n" + "".join(f"{n} = {m}\n" for n, m in games.items()))
    sys.path.append(str(folder))
    GAMES.refresh()
    try:
        yield folder
    finally:
        sys.path.remove(str(folder))
        GAMES.refresh()
        shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def installed_game(name: str, package: str) -> Iterator[None]:
    """One game in a distribution of its own (`baraza-<name>`)."""
    with installed(f"baraza-{name}", {name: package}):
        yield
