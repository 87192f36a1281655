"""Keys through intents: no module under scenes/ reads a raw pygame key code (`pygame.K_...`) except the
keymap, which turns key presses into intents for everyone else."""

from __future__ import annotations

import ast
from pathlib import Path

SCENES = Path(__file__).resolve().parents[2] / "scenes"
KEYMAP = "ui/keymap.py"

# Raw key reads tolerated while a change converts a file to intents: each named with its exact count, so a
# count that drops fails the test too and the list always says exactly what is left. Empty: every file converted.
ALLOWED_FOR_NOW: dict[str, int] = {}  # raw key reads tolerated while a branch converts (none now)


def raw_key_reads(path: Path) -> int:
    """How many times the file names a pygame key code (pygame.K_x, or K_x imported from pygame)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    count = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr.startswith("K_"):
            count += 1
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("pygame"):
            count += sum(alias.name.startswith("K_") or alias.name == "*" for alias in node.names)
    return count


def reads() -> dict[str, int]:
    found = {}
    for path in sorted(SCENES.rglob("*.py")):
        name = path.relative_to(SCENES).as_posix()
        if name != KEYMAP and (n := raw_key_reads(path)):
            found[name] = n
    return found


def test_only_the_keymap_reads_raw_keys():
    wrong = {name: n for name, n in reads().items() if name not in ALLOWED_FOR_NOW}
    assert not wrong, f"read keys through keymap.intent_of, not pygame.K_*: {wrong}"


def test_the_allowlist_is_exact():
    found = reads()
    stale = {name: (n, found.get(name, 0)) for name, n in ALLOWED_FOR_NOW.items() if found.get(name, 0) != n}
    assert not stale, f"update ALLOWED_FOR_NOW (listed, found now): {stale}"


def test_the_reader_sees_every_form(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import pygame\nfrom pygame import K_a\nx = pygame.K_b\ny = pygame.locals.K_c\n")
    assert raw_key_reads(sample) == 3
