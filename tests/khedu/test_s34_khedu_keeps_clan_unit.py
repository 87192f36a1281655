"""The Khedu AI keeps a unit of its clan while Influence remains (game/khedu/card_worth.py). A keys tester's normal
Oadhii AI paid an attack with its Khana Ekkubana (its Cadre full, one Influence left) and kept three Commands; both
heroes fell on the next turn and, with no Oadhii unit in hand, its Cadre stayed empty for the rest of the match."""

from __future__ import annotations

from khedu_helpers import act, give_hand, new_turn, put_cadre, start

from baraza.game.khedu import RULES
from baraza.game.khedu.ai import make_agent
from baraza.game.khedu.card_worth import keep_value

HAND = ["sandstorm", "allure", "exchange", "khana_ekkubana", "wuqri_zealot"]


def _paying(influence: int = 1):
    s = start(2, 3, ("Oadhii", "Rahala"))
    new_turn(s, 0)
    put_cadre(s, 0, 0, "oadhii_conjurer")
    put_cadre(s, 0, 1, "oadhii_infiltrator")
    s.players[0].influence = influence
    s.players[0].lp = 8  # every Command in hand can be paid for
    give_hand(s, 0, HAND)
    act(s, 0, "attack", ("cadre", 0, 1), ("desert", 0))
    assert s.combat is not None and s.combat.step == "pay" and s.combat.to_pay >= 2
    return s


def _paid(s, level: str) -> list[str]:
    """The cards the AI discards for the whole activation."""
    agent, paid = make_agent(level, 0, 1), []
    while s.combat is not None and s.combat.step == "pay":
        legal = RULES.legal_actions(s, 0)
        action = agent.choose(RULES, RULES.view(s, 0), 0, legal)
        paid.append(s.cards[action.args[0]][1])
        RULES.apply(s, 0, action)
    return paid


def test_the_ai_pays_with_commands_and_keeps_the_clan_unit_that_can_replace_a_hero():
    for level in ("normal", "hard"):
        paid = _paid(_paying(), level)
        assert "khana_ekkubana" not in paid, (level, paid)
        assert paid[0] == "wuqri_zealot", (level, paid)  # another clan's unit only pays: it goes first


def test_with_no_influence_left_the_clan_unit_can_never_be_placed_and_pays_before_a_command():
    paid = _paid(_paying(influence=0), "hard")
    assert "khana_ekkubana" in paid, paid


def test_the_keep_values_order_a_placeable_unit_a_replacement_a_command_and_a_stranger():
    placeable = keep_value("Oadhii", 8, 1, True, "unit", "khana_ekkubana", 3)
    replacement = keep_value("Oadhii", 8, 1, False, "unit", "khana_ekkubana", 3)
    command = keep_value("Oadhii", 8, 1, False, "command", "sandstorm", 1)
    stranger = keep_value("Oadhii", 8, 1, False, "unit", "wuqri_zealot", 1)
    assert placeable > replacement > command > stranger
