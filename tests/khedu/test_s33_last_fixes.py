"""S33, Khedu, a blind tester's last two: the Hint promised "one more attack after it earns Persistence" with 1 card
left after paying and every attack costing 2 (91, 122); and "17 vs 10 is already the best the dice can make… Press
Resolve" beside equal dice that could only make the player's own attacker lose (98, 139), where other settled
fights resolved by themselves."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
from khedu_helpers import ScriptedRng, desert_top, give_hand, new_turn, put_cadre, set_ensemble, start  # noqa: E402
from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.khedu import RULES  # noqa: E402
from baraza.game.khedu.hint_reasons import fights  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.khedu.hint_words import hint_reasons  # noqa: E402
from baraza.scenes.khedu.settled_fight import outcome_settled  # noqa: E402

GUARD_ON_DESERT = Action("attack", (("cadre", 0, 0), ("desert", 0)))


def _second_attack(hand: list[str]):
    """Seat 0's turn after one attack: a Hadimi Guard (cost 2) in its Cadre, two Desert stacks whose top units
    cost 2 or more to attack with, `hand` in hand."""
    s = start(2, 3, ("Hadimi", "Rahala"))
    new_turn(s, 0)
    put_cadre(s, 0, 0, "hadimi_guard", honor=1)
    desert_top(s, 0, "rahala_outrider")
    give_hand(s, 0, hand)
    s.turn_mode = "action"
    s.log.attacks = 1
    return s


def _said(s) -> list[str]:
    return hint_reasons(RULES.view(s, 0), 0, GUARD_ON_DESERT, RULES.data)


def test_persistence_is_promised_only_when_a_third_attack_stays_payable():
    s = _second_attack(["caravan", "allure", "sandstorm"])  # 3 cards: 1 left after the Guard's 2
    view = RULES.view(s, 0)
    assert GUARD_ON_DESERT in RULES.legal_actions(s, 0)
    assert all(f.cost >= 2 for f in fights(view, 0))
    said = _said(s)
    assert not any("Persistence" in w for w in said), said
    s = _second_attack(["caravan", "allure", "sandstorm", "exchange"])  # 2 left: a Desert unit may still provoke
    assert "one more attack after it earns Persistence" in _said(s)[0]
    s.log.attacks = 2  # the third attack itself earns it, whatever is left after
    s.players[0].hand = s.players[0].hand[:2]
    assert "earns Persistence (+1 Influence)" in _said(s)[0]


def _fight(provoke_own: bool, dice: list[int]):
    """Seat 0's Hadimi Guard (4 dice, defence 11) attacks a Himbua Wanderer (3 dice, defence 10) on the Desert (or,
    with `provoke_own`, the Wanderer provokes that Guard), nobody able to sing, the dice ready to roll `dice`."""
    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Hadimi", "clan_2": "Rahala"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["allure", "wuqri_zealot", "okavian_raider", "caravan"])
    put_cadre(s, 0, 0, "hadimi_guard")
    desert_top(s, 0, "himbua_wanderer")
    set_ensemble(s, 0, [None] * 4)
    set_ensemble(s, 1, [None] * 4)
    pair = (("desert", 0), ("cadre", 0, 0)) if provoke_own else (("cadre", 0, 0), ("desert", 0))
    assert match.submit(0, Action("attack", pair)).ok
    while s.combat.step == "pay":
        assert match.submit(0, match.legal_actions(0)[0]).ok
    assert s.combat.step == "roll", s.combat.step
    s.rng = ScriptedRng(dice)
    return match


def test_a_won_attack_whose_dice_could_only_be_lowered_is_resolved_for_the_player(baraza_home):
    from baraza.scenes.khedu.table import KheduScene

    match = _fight(provoke_own=False, dice=[6, 6, 4, 1])  # 17 vs 10; lowered, 7
    app = make_app()
    table = KheduScene(app, match)
    table.ai_turns.enabled = False
    app.stack.reset(table)
    frames(app, 3)
    table.prompt.sync(table.current_view())
    roll = next(b for b in table.prompt.buttons if b.text.startswith("Roll"))
    before = len(match.records)
    frames(app, 1, events=click(roll.rect.center))
    frames(app, 40, dt=0.1)
    kinds = [r.action.kind for r in match.records[before:]]
    assert kinds[:2] == ["roll", "resolve"], kinds
    result = next(e for e in match.records[before + 1].events if e.kind == "combat_result")
    assert (result.data["total"], result.data["defence"], result.data["attacker_wins"]) == (17, 10, True)
    line = next(line for line in match.log if line.move_index == before + 1)
    assert table.log_text(line, 0).startswith("Settled by the dice, resolved for you:")


def test_lowering_is_still_asked_when_it_would_save_the_players_own_unit():
    """The Desert provokes the player's Guard and wins 13 vs 11 as rolled: lowering the 6s saves the Guard."""
    match = _fight(provoke_own=True, dice=[6, 6, 1])
    assert match.submit(0, Action("roll")).ok
    view, legal = RULES.view(match.state, 0), match.legal_actions(0)
    c = view.combat
    assert (c.total, c.defence) == (13, 11) and Action("adjust", (6, "low")) in legal
    assert not outcome_settled(view, legal)
