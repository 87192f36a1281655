"""khedu20: the player provoked a Desert unit at their own hero, so they moved the dice and wanted them low, yet the lit
go-on button read "Best: 27" (every set raised), which would have felled their own Fighter. The button now follows the
side the mover plays for: "Lowest: N" there, its moves lowering every set."""

from __future__ import annotations

from types import SimpleNamespace

from baraza.game.core.action import Action
from baraza.scenes.khedu.best_dice import go_on_dice


def _fight(attacker: tuple, defender: tuple) -> SimpleNamespace:
    return SimpleNamespace(instigator=0, attacker=SimpleNamespace(where=attacker),
                           defender=SimpleNamespace(where=defender), dice=(6, 6, 3, 3, 1), bonus=2,
                           best_choices=((3, "high"), (6, "high")), best_total=6 * 4 + 1 + 2)


def test_a_desert_unit_provoked_at_the_players_own_hero_is_lowered() -> None:
    label, moves = go_on_dice(_fight(("desert", 0), ("cadre", 0, 0)))
    assert label == "Lowest: 7", label  # 1+1+1+1+1 and the bonus 2
    assert moves == [Action("adjust", (3, "low")), Action("adjust", (6, "low")), Action("resolve")]


def test_the_players_own_attack_is_raised() -> None:
    label, moves = go_on_dice(_fight(("cadre", 0, 0), ("desert", 0)))
    assert label == "Best: 27" and moves[-1] == Action("resolve")
    assert all(m.args[1] == "high" for m in moves[:-1])
