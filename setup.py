"""Packages and package data found automatically, so a new game edits nothing here or in pyproject.toml.

pyproject.toml's `package-dir` maps folders under the one import package `baraza` (game/ -> baraza.game,
scenes/ -> baraza.scenes, assets/ -> baraza.assets). Every folder below them is a package (a data folder such
as assets/maps is one too, without an __init__.py, as setuptools asks), and every file in it that is not
Python (maps, rules pages, sounds, fonts, weights, whatever type a game brings) is its package data.
Everything else is declared in pyproject.toml."""

from __future__ import annotations

import tomllib
from pathlib import Path

from setuptools import find_namespace_packages, setup

ROOT = Path(__file__).resolve().parent
NOT_DATA = {".py", ".pyc", ".pyo"}


def mapped_folders() -> dict[str, str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return dict(config["tool"]["setuptools"]["package-dir"])


def packages() -> dict[str, Path]:
    """Every package name -> its folder."""
    found = {}
    for name, folder in mapped_folders().items():
        found[name] = ROOT / folder
        for sub in find_namespace_packages(str(ROOT / folder)):
            if any(part.startswith(".") or part == "__pycache__" for part in sub.split(".")):
                continue
            found[f"{name}.{sub}"] = ROOT / folder / sub.replace(".", "/")
    return found


def data_files(folder: Path) -> list[str]:
    """The package's own non-Python files (those of its subfolders belong to the subfolders' packages)."""
    return sorted(p.name for p in folder.iterdir()
                  if p.is_file() and p.suffix not in NOT_DATA and not p.name.startswith("."))


FOUND = packages()
setup(packages=sorted(FOUND),
      package_data={name: files for name, folder in FOUND.items() if (files := data_files(folder))})
