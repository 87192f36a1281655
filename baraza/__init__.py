"""Baraza, a desktop game table: the one import package it installs.

Its parts are `baraza.game` (pure-Python rules, AI and persistence), `baraza.scenes` (the pygame-ce window)
and `baraza.assets` (data). In the repository they keep the design card's top-level folders `game/`,
`scenes/` and `assets/`; pyproject.toml's package-dir maps them under this package in the wheel.
"""

from __future__ import annotations

from pathlib import Path


def __getattr__(name: str) -> str:
    """`baraza.__version__`, read from the installed metadata on first use (importlib.metadata is slow to
    import, and most imports of baraza never need the version)."""
    if name != "__version__":
        raise AttributeError(name)
    from importlib import metadata

    try:
        version = metadata.version("baraza")
    except metadata.PackageNotFoundError:  # running from a source tree that was never installed
        version = "0.0.0+source"
    globals()["__version__"] = version
    return version

# In a source checkout the parts sit beside this folder, not inside it: let `baraza.game` etc. find them
# there, so tools and tests run from the tree without an install. An installed copy has them inside.
_HERE = Path(__file__).resolve().parent
if not (_HERE / "game").is_dir() and (_HERE.parent / "game" / "__init__.py").is_file():
    __path__.append(str(_HERE.parent))  # type: ignore[name-defined]  # noqa: F821
