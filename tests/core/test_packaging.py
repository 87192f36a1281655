"""Baraza installs one import package, `baraza`, with every asset inside it and no symlinks in the tree."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = {"game": "baraza.game", "scenes": "baraza.scenes", "assets": "baraza.assets"}


def _setuptools_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def test_packages_and_their_data_are_found_not_listed():
    """No hand-kept package list or file-type list: setup.py finds both under the mapped folders."""
    config = _setuptools_config()
    assert "packages" not in config and "package-data" not in config
    assert config["package-dir"] == {"baraza": "baraza", **{package: folder for folder, package in FOLDERS.items()}}


def _tree_files() -> set[str]:
    """What an installed copy must hold: every file under the mapped folders but caches, as wheel paths."""
    files = set()
    for folder, package in {"baraza": "baraza", **FOLDERS}.items():
        for path in (ROOT / folder).rglob("*"):
            rel = path.relative_to(ROOT / folder)
            if path.is_file() and "__pycache__" not in rel.parts and path.suffix not in {".pyc", ".pyo"} \
                    and not any(part.startswith(".") for part in rel.parts):
                files.add("/".join([*package.split("."), *rel.parts]))
    return files


def test_no_symlinks_in_the_tree():
    tracked = subprocess.run(["git", "ls-files", "-s"], cwd=ROOT, capture_output=True, text=True)
    if tracked.returncode != 0:
        pytest.skip("not a git checkout")
    links = [line.split("\t", 1)[1] for line in tracked.stdout.splitlines() if line.startswith("120000")]
    assert links == []


@pytest.mark.skipif(os.environ.get("BARAZA_SKIP_WHEEL") == "1", reason="wheel build switched off")
def test_the_wheel_holds_exactly_the_tree(tmp_path):
    """Built offline from this checkout, the wheel holds every package and every file of the tree (code,
    assets of every type, a game's data such as KROWNIA's expert_weights.json) under one top-level package."""
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                          "-w", str(tmp_path), str(ROOT)], capture_output=True, text=True)
    if out.returncode != 0 and "No module named" in out.stderr:
        pytest.skip("setuptools/wheel not installed in this environment")
    assert out.returncode == 0, out.stderr[-2000:]
    wheel = next(tmp_path.glob("baraza-*.whl"))
    names = {n for n in zipfile.ZipFile(wheel).namelist() if not n.endswith("/")}
    top = {n.split("/", 1)[0] for n in names if not n.split("/", 1)[0].endswith((".dist-info", ".data"))}
    assert top == {"baraza"}
    shipped = {n for n in names if n.startswith("baraza/")}
    tree = _tree_files()
    assert sorted(tree - shipped) == [], "files of the tree missing from the wheel"
    assert sorted(shipped - tree) == [], "files in the wheel that are not in the tree"
    from baraza.game.registry import GAMES, get_game

    assert "baraza/__main__.py" in shipped
    for name in GAMES:  # every installed game's rules package and its data (a new game needs no edit here)
        module = get_game(name).rules.__class__.__module__
        package = "/".join(module.split(".")[:-1])
        assert any(n.startswith(package + "/") for n in shipped), (name, package)
    data = {n for n in tree if n.startswith("baraza/assets/data/")}
    assert data and data <= shipped
    kinds = {Path(n).suffix for n in shipped}
    assert {".md", ".tmx", ".toml", ".ttf", ".wav", ".png", ".json", ".txt"} <= kinds


def test_the_installed_package_runs_from_another_folder(tmp_path):
    """Outside the source tree only `baraza` is importable: every screen and table must find its data through
    `baraza.assets` (a stray top-level "assets" lookup works in the checkout and breaks every installed copy)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(BARAZA_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    probe = subprocess.run([sys.executable, "-c", "import assets"], cwd=tmp_path, env=env, capture_output=True)
    assert probe.returncode != 0, "a top-level 'assets' package is importable outside the tree"
    from baraza.game.registry import GAMES

    for target in (*GAMES, "rules", "select"):  # every installed game's table: a new game needs no edit here
        out = tmp_path / f"{target}.png"
        run = subprocess.run([sys.executable, "-m", "baraza", "shot", target, "--out", str(out)], cwd=tmp_path,
                             env=env, capture_output=True, text=True, timeout=300)
        assert run.returncode == 0 and out.exists(), (target, run.stderr[-1500:])
    glossary = subprocess.run(
        [sys.executable, "-c", "from baraza.game.core.glossary import glossary_for as g; from baraza.game.registry import GAMES; print(len(g(next(iter(GAMES))).entries))"],
        cwd=tmp_path, env=env, capture_output=True, text=True)
    assert glossary.returncode == 0 and int(glossary.stdout) > 5, glossary.stderr[-1500:]


def test_the_bundle_recipe_is_in_the_tree():
    """`make dist` needs its spec, entry point and smoke test (a careless ignore rule once hid them)."""
    for name in ("baraza.spec", "bundle_entry.py", "smoke.py"):
        assert (ROOT / "tools" / "dist" / name).is_file(), name
    assert "dist:" in (ROOT / "Makefile").read_text()
