"""Baraza, a desktop game table: the one import package it installs.

Its parts are `baraza.game` (pure-Python rules, AI and persistence), `baraza.scenes` (the pygame-ce window)
and `baraza.assets` (data). In the repository they keep the design card's top-level folders `game/`,
`scenes/` and `assets/`; pyproject.toml's package-dir maps them under this package in the wheel.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

try:
    __version__ = metadata.version("baraza")
except metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"

# In a source checkout the parts sit beside this folder, not inside it: let `baraza.game` etc. find them
# there, so tools and tests run from the tree without an install. An installed copy has them inside.
_HERE = Path(__file__).resolve().parent
if not (_HERE / "game").is_dir() and (_HERE.parent / "game" / "__init__.py").is_file():
    __path__.append(str(_HERE.parent))  # type: ignore[name-defined]  # noqa: F821
