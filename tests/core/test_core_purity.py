"""game/ is pure Python: no module there may import pygame (the rules must run headless and fast)."""

import ast
import subprocess
import sys
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"


def test_no_module_in_game_imports_pygame():
    offenders = []
    for path in GAME.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n == "pygame" or n.startswith("pygame.") or n == "pytmx" for n in names):
                offenders.append(str(path.relative_to(GAME.parent)))
    assert offenders == []


def test_importing_every_game_module_loads_no_pygame():
    modules = sorted(
        "baraza." + ".".join(p.relative_to(GAME.parent).with_suffix("").parts).removesuffix(".__init__")
        for p in GAME.rglob("*.py")
    )
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
        "print(len(sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=GAME.parent)
    assert out.returncode == 0, out.stderr
