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


def _declared_packages() -> set[str]:
    return set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])


def test_every_package_folder_is_declared():
    found = {"baraza"}
    for folder, prefix in FOLDERS.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            rel = init.parent.relative_to(ROOT / folder).parts
            found.add(".".join((prefix, *rel)))
    assert found == _declared_packages()


def test_no_symlinks_in_the_tree():
    tracked = subprocess.run(["git", "ls-files", "-s"], cwd=ROOT, capture_output=True, text=True)
    if tracked.returncode != 0:
        pytest.skip("not a git checkout")
    links = [line.split("\t", 1)[1] for line in tracked.stdout.splitlines() if line.startswith("120000")]
    assert links == []


@pytest.mark.skipif(os.environ.get("BARAZA_SKIP_WHEEL") == "1", reason="wheel build switched off")
def test_the_wheel_holds_one_top_level_package_and_every_asset(tmp_path):
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                          "-w", str(tmp_path), str(ROOT)], capture_output=True, text=True)
    if out.returncode != 0 and "No module named" in out.stderr:
        pytest.skip("setuptools/wheel not installed in this environment")
    assert out.returncode == 0, out.stderr[-2000:]
    wheel = next(tmp_path.glob("baraza-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    top = {n.split("/", 1)[0] for n in names if not n.split("/", 1)[0].endswith((".dist-info", ".data"))}
    assert top == {"baraza"}
    shipped = {n.removeprefix("baraza/assets/") for n in names if n.startswith("baraza/assets/")}
    expected = {str(p.relative_to(ROOT / "assets")) for p in (ROOT / "assets").rglob("*")
                if p.is_file() and p.suffix in {".md", ".tmx", ".tsx", ".toml", ".ttf", ".wav", ".ogg", ".png", ".txt"}}
    assert expected and expected <= shipped
    for kind in (".md", ".tmx", ".toml", ".ttf", ".wav", ".png"):
        assert any(n.endswith(kind) for n in shipped), kind
    assert "baraza/__main__.py" in names


def test_the_installed_package_runs_from_another_folder(tmp_path):
    """Outside the source tree only `baraza` is importable: every screen and table must find its data through
    `baraza.assets` (a stray top-level "assets" lookup works in the checkout and breaks every installed copy)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(BARAZA_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    probe = subprocess.run([sys.executable, "-c", "import assets"], cwd=tmp_path, env=env, capture_output=True)
    assert probe.returncode != 0, "a top-level 'assets' package is importable outside the tree"
    for target in ("kona", "krownia", "konja", "khedu", "rules", "select"):
        out = tmp_path / f"{target}.png"
        run = subprocess.run([sys.executable, "-m", "baraza", "shot", target, "--out", str(out)], cwd=tmp_path,
                             env=env, capture_output=True, text=True, timeout=300)
        assert run.returncode == 0 and out.exists(), (target, run.stderr[-1500:])
    glossary = subprocess.run(
        [sys.executable, "-c", "from baraza.game.core.glossary import glossary_for as g; print(len(g('kona').entries))"],
        cwd=tmp_path, env=env, capture_output=True, text=True)
    assert glossary.returncode == 0 and int(glossary.stdout) > 5, glossary.stderr[-1500:]


def test_the_bundle_recipe_is_in_the_tree():
    """`make dist` needs its spec, entry point and smoke test (a careless ignore rule once hid them)."""
    for name in ("baraza.spec", "bundle_entry.py", "smoke.py"):
        assert (ROOT / "tools" / "dist" / name).is_file(), name
    assert "dist:" in (ROOT / "Makefile").read_text()
