"""How the Khedu rules package is put together: data read once and lazily, views and achievements free
of the rules object, the texts the shell asks for."""

import ast
from pathlib import Path

from baraza.game.khedu import RULES
from baraza.game.khedu.rules import KheduRules
from baraza.game.registry import new_match
from baraza.game.simulate import play_match

PACKAGE = Path(__file__).resolve().parents[2] / "game" / "khedu"


def test_card_data_is_read_on_first_use_and_kept():
    rules = KheduRules()
    assert not rules.catalogue.loaded  # building the rules (as importing game.khedu does) reads nothing
    data = rules.data
    assert rules.catalogue.loaded and rules.data is data
    rules.initial_state({}, 1, 2)
    assert rules.data is data


def test_views_and_achievements_do_not_use_the_rules_object():
    for name in ("views.py", "achievements.py", "queries.py"):
        tree = ast.parse((PACKAGE / name).read_text(encoding="utf-8"))
        imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert "baraza.game.khedu.rules" not in imported, name


def test_every_module_stays_small():
    for path in PACKAGE.glob("*.py"):
        assert len(path.read_text(encoding="utf-8").splitlines()) <= 600, path.name


def test_every_option_explains_itself():
    for spec in RULES.option_specs():
        assert spec.help and spec.allows(spec.default), spec.key


def test_result_lines_say_how_the_leader_scored():
    rec = play_match("khedu", ["ai:hard", "ai:normal"], seed=5)
    match = new_match("khedu", ["ai:hard", "ai:normal"], 5)
    for seat, action in rec.moves:
        match.submit(seat, action)
    lines = match.result_lines()
    best = max(int(s) for s in rec.scores)
    winners = [s for s, score in enumerate(rec.scores) if int(score) == best]
    assert 3 <= len(lines) <= 6
    if len(winners) == 1:
        assert lines[0].startswith(f"Player {winners[0] + 1} wins with {best} points")
    assert f" {best}: " in lines[1] and "Legacy points from play" in lines[1] and "from achievements" in lines[1]
