"""Blind tester khedu22 (88-next): in their own provocation at their own hero the go-on button read "Lowest: 17" while
the bar said "Now 23 vs 21; best 27" (the total that fells their hero). The bar names the total the mover aims at
(scenes/khedu/best_dice.dice_goal), as the button does."""

from __future__ import annotations

import json
from pathlib import Path

from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).resolve().parent.parent / "khedu" / "data" / "s36_khedu22_record.json")
                    .read_text())


def _table_at_the_provocations_dice():
    from baraza.scenes.khedu.table import KheduScene

    rules = get_game("khedu").rules
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    ply = next(i for i, (seat, a) in enumerate(moves) if seat == 0 and a.kind == "adjust")
    match = Match.from_moves(rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves[:ply])
    app = make_app()
    table = KheduScene(app, match)
    app.stack.reset(table)
    frames(app, 3)
    return table


def test_the_bar_says_lowest_where_the_button_does(baraza_home) -> None:
    from baraza.scenes.khedu.best_dice import dice_goal, go_on_dice

    table = _table_at_the_provocations_dice()
    view = table.current_view()
    c = view.combat
    assert c.step == "adjust" and (c.total, c.best_total) == (23, 27)
    assert go_on_dice(c)[0] == "Lowest: 17" and dice_goal(c) == ("lowest", 17)
    text = table.prompt.text(view)
    assert "lowest 17" in text and "best 27" not in text, text


def test_an_attack_of_ones_own_still_says_best() -> None:
    from baraza.scenes.khedu.best_dice import dice_goal

    rules = get_game("khedu").rules
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    match = Match.from_moves(rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves)
    ply = next(i for i, (seat, a) in enumerate(moves) if seat == 0 and a.kind == "resolve"
               and rules.view(match.state_at(i), 0).combat.attacker.where[:2] == ("cadre", 0))
    c = rules.view(match.state_at(ply), 0).combat
    assert dice_goal(c) == ("best", c.best_total)
