"""Round 14 (keys tester): in the final round, Kofi's last turn played, the Hint said "Kofi holds 7 Gold: enough
for a Rain Cloud and the win" before Nia's last Ancestor. A threat is told only while the opponent has a turn
left to use it."""

from __future__ import annotations

from baraza.game.konja import RULES
from baraza.game.konja.hint_late import rain_threat
from baraza.game.konja.state import Cloud

from .helpers import new_state


def _ancestor(final_round: bool):
    state = new_state(1)
    state.phase = "ancestor"
    me, them = state.players
    me.gold, them.gold = 10, 7
    me.clouds = [Cloud(5, upgraded=True), Cloud(3), Cloud(3), Cloud(3)]  # 15 points
    them.clouds = [Cloud(7, upgraded=True), Cloud(5), Cloud(3), Cloud(3)]  # 20 points
    state.final_round = final_round
    return state


def test_no_threat_when_the_opponent_has_no_turn_left(baraza_home):
    assert rain_threat(RULES.view(_ancestor(final_round=True), 0)) is None


def test_the_threat_stays_while_the_opponent_has_a_turn(baraza_home):
    words = rain_threat(RULES.view(_ancestor(final_round=False), 0)) or ""
    assert words.startswith("Kofi holds 7 Gold: enough for"), words
